import Foundation

/// Writes the JSON lines of the peer harness (`../shared/peers/README.md`): one line per
/// metric and one check line, all with the same `peer`, `w` and `n`.
struct Output {
    static let peer = "compositional-layout"
    let workload: String
    let n: Int

    private var prefix: String { "{\"peer\":\"\(Self.peer)\",\"w\":\"\(workload)\",\"n\":\(n)," }

    /// One metric line; `scale` converts seconds to the metric's unit (1e6 for `_us`, …).
    func metric(_ name: String, _ samples: Samples, scale: Double, extra: [(String, String)] = []) {
        var line = prefix + "\"metric\":\"\(name)\",\"min\":\(Self.number(samples.minimum * scale)),"
            + "\"median\":\(Self.number(samples.median * scale)),\"samples\":\(samples.values.count)"
        for (key, value) in extra { line += ",\"\(key)\":\(value)" }
        emit(line + "}")
    }

    /// A metric measured once (peak RSS), with extra fields.
    func single(_ name: String, _ value: Double, extra: [(String, String)] = []) {
        var line = prefix + "\"metric\":\"\(name)\",\"min\":\(Self.number(value)),\"median\":\(Self.number(value)),\"samples\":1"
        for (key, value) in extra { line += ",\"\(key)\":\(value)" }
        emit(line + "}")
    }

    /// The check line: `fields` are already JSON values.
    func check(_ fields: [(String, String)]) {
        emit(prefix + "\"check\":{" + fields.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}}")
    }

    private func emit(_ line: String) {
        print(line)
        fflush(nil)  // every stream: a line must be out before the harness reads the next peer
    }

    /// Six significant digits, as the C peers print with `%.6g`; `null` for NaN.
    static func number(_ value: Double) -> String {
        value.isFinite ? String(format: "%.6g", value) : "null"
    }

    /// Every digit (`%.17g`): check values that must be compared exactly.
    static func exact(_ value: Double) -> String {
        value.isFinite ? String(format: "%.17g", value) : "null"
    }
}
