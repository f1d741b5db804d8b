#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Seconds on the monotonic clock (`CLOCK_MONOTONIC`, as the peers use).
func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Seconds of CPU time the process has used (`CLOCK_PROCESS_CPUTIME_ID`): on a machine
/// shared with other jobs, what a wall-clock figure cannot separate from the waiting.
func cpuNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// The process's peak resident set size so far, in MB (`getrusage`; `ru_maxrss` is in KB on
/// Linux, in bytes on Darwin).
func peakRSSMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    return Double(usage.ru_maxrss) / 1024
    #else
    getrusage(RUSAGE_SELF, &usage)
    return Double(usage.ru_maxrss) / 1024 / 1024  // bytes on Darwin
    #endif
}

/// Timings of one metric, in seconds; reported as min and median like the peers do.
struct Samples {
    private(set) var values: [Double] = []

    mutating func append(_ seconds: Double) {
        values.append(seconds)
    }

    /// Times `body` once and records it; returns what `body` returned.
    mutating func time<T>(_ body: () -> T) -> T {
        let start = now()
        let result = body()
        values.append(now() - start)
        return result
    }

    var minimum: Double { values.min() ?? .nan }

    var maximum: Double { values.max() ?? .nan }

    /// The `p`-th percentile by the nearest-rank rule: the smallest value with at least `p`%
    /// of the values at or below it.
    func percentile(_ p: Double) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    /// The middle value (the mean of the two middle values for an even count), as `floor.c`.
    var median: Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        let k = sorted.count
        return k % 2 == 1 ? sorted[k / 2] : 0.5 * (sorted[k / 2 - 1] + sorted[k / 2])
    }
}
