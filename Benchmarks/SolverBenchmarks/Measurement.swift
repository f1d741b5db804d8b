#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock.
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Timings of one metric, in seconds, reported as their median.
struct Samples {
    var values: [Double] = []

    /// Times `body` once and records it.
    mutating func time(_ body: () -> Void) {
        let start = now()
        body()
        values.append(now() - start)
    }

    /// The metric's JSON line; `scale` converts seconds to `unit`.
    func line(_ name: String, scale: Double, unit: String) -> String {
        let sorted = values.sorted()
        let median = sorted.isEmpty ? 0 : sorted[sorted.count / 2]
        let rounded = (median * scale * 1000).rounded() / 1000
        return "{\"metric\": \"\(name)\", \"value\": \(rounded), \"unit\": \"\(unit)\", \"samples\": \(values.count)}"
    }
}
