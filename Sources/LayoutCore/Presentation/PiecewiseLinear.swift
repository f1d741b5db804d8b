internal import InternalUtilities

/// A continuous function of one variable made of straight pieces: what the pinning rule gives
/// when it runs on every scroll offset at once. The rule only takes minima and maxima of
/// window edges (lines of slope ±1 in the offset) and constants, so the result stays
/// piecewise linear, with a breakpoint wherever two of its terms cross.
///
/// ```
///  value
///    |            ________  max(min(t + 10, 50), 20)
///    |           /
///    |  ________/
///    +-----------------------  t
///             10  40
/// ```
struct PiecewiseLinear: Hashable, Sendable {
    /// One straight piece: `slope × x + intercept`.
    struct Line: Hashable, Sendable {
        var slope: Double
        var intercept: Double

        func value(at x: Double) -> Double { slope * x + intercept }
    }

    /// Where one line hands over to the next, ascending.
    private(set) var breakpoints: [Double]
    /// `lines[0]` before the first breakpoint, `lines[i]` from breakpoint `i − 1` to breakpoint
    /// `i`, the last one after the last breakpoint: one more than the breakpoints.
    private(set) var lines: [Line]

    /// The function that is `line` everywhere.
    init(_ line: Line) {
        breakpoints = []
        lines = [line]
    }

    private init(breakpoints: [Double], lines: [Line]) {
        self.breakpoints = breakpoints
        self.lines = lines
    }

    /// The line in force at `x` (at a breakpoint, the one that starts there).
    func line(at x: Double) -> Line {
        var index = 0
        while index < breakpoints.count, breakpoints[index] <= x { index += 1 }
        return lines[index]
    }

    /// The smaller of `f` and `g` at every point.
    static func minimum(_ f: Self, _ g: Self) -> Self { combine(f, g, keepingLower: true) }

    /// The larger of `f` and `g` at every point.
    static func maximum(_ f: Self, _ g: Self) -> Self { combine(f, g, keepingLower: false) }

    /// `f` moved up by `constant`.
    static func + (f: Self, constant: Double) -> Self {
        Self(
            breakpoints: f.breakpoints,
            lines: f.lines.map { Line(slope: $0.slope, intercept: $0.intercept + constant) })
    }

    /// `f` moved down by `constant`.
    static func - (f: Self, constant: Double) -> Self { f + -constant }

    /// Walks the intervals between the breakpoints of both functions; on each, both are
    /// straight, so the kept one changes at most once, where they cross.
    private static func combine(_ f: Self, _ g: Self, keepingLower: Bool) -> Self {
        let cuts = mergedAscendingDistinct(f.breakpoints, g.breakpoints)
        var result = Self(breakpoints: [], lines: [])
        var i = 0, j = 0
        for k in 0...cuts.count {
            let low = k == 0 ? -Double.infinity : cuts[k - 1]
            let high = k == cuts.count ? Double.infinity : cuts[k]
            while i < f.breakpoints.count, f.breakpoints[i] <= low { i += 1 }
            while j < g.breakpoints.count, g.breakpoints[j] <= low { j += 1 }
            let a = f.lines[i], b = g.lines[j]
            if a.slope != b.slope {
                let crossing = (b.intercept - a.intercept) / (a.slope - b.slope)
                if crossing > low, crossing < high {
                    // Left of the crossing the steeper line is the lower one.
                    let steeper = a.slope > b.slope ? a : b, flatter = a.slope > b.slope ? b : a
                    result.append(keepingLower ? steeper : flatter, from: low)
                    result.append(keepingLower ? flatter : steeper, from: crossing)
                    continue
                }
            }
            let x = sample(between: low, and: high)
            let aIsLower = a.value(at: x) <= b.value(at: x)
            result.append(aIsLower == keepingLower ? a : b, from: low)
        }
        return result
    }

    /// Adds `line` from `x` on, merging it into the last line when they are the same.
    private mutating func append(_ line: Line, from x: Double) {
        if let last = lines.last {
            guard last != line else { return }
            breakpoints.append(x)
        }
        lines.append(line)
    }

    /// A point strictly inside `(low, high)`, either of which may be infinite.
    private static func sample(between low: Double, and high: Double) -> Double {
        switch (low.isFinite, high.isFinite) {
        case (true, true): return low + (high - low) / 2
        case (true, false): return low + 1
        case (false, true): return high - 1
        case (false, false): return 0
        }
    }
}
