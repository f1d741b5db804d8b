import InternalUtilities

/// The fuzzer's choices, each drawn from the package's seeded generator: fractions, chances,
/// whole numbers and lengths in ranges, one of a list. A case's layout is a function of its
/// seed through these draws, so changing one changes every generated case.
extension SplitMix64 {
    /// A number in `0 ..< 1`.
    mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A whole number in `range`.
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in `range`.
    mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// One of `options`.
    mutating func pick<T>(_ options: [T]) -> T {
        options[int(0...(options.count - 1))]
    }

    /// A length in `range`: a whole number, a multiple of 1/12 (thirds and quarters trip pixel
    /// snapping) or an arbitrary double, each a third of the time.
    mutating func length(_ range: ClosedRange<Double>) -> Double {
        let raw = double(range)
        switch int(0...2) {
        case 0: return min(range.upperBound, max(range.lowerBound, raw.rounded(.down)))
        case 1: return min(range.upperBound, max(range.lowerBound, (raw * 12).rounded(.down) / 12))
        default: return raw
        }
    }
}
