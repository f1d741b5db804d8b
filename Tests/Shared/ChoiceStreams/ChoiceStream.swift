/// A stream of random choices that generated-layout decoders (the property tests' and the
/// layout-file round trip's) read one number at a time.
///
/// Generated layouts are trees (groups nest up to three deep), which the library's
/// composable generators cannot express directly. Instead each section draws a flat array
/// of integers and `LayoutDecoder` turns it into a section. The library shrinks that array
/// by dropping elements and moving values towards zero, and the decoder reads a missing or
/// zero value as the simplest choice (no nesting, no insets, the lower bound of a range),
/// so shrinking the array shrinks the layout.
public struct ChoiceStream {
    /// The largest value in a stream.
    public static let maximum = 1_000_000

    private let values: [Int]
    private var position = 0

    /// A stream reading `values`, then zeros once they run out.
    public init(_ values: [Int]) {
        self.values = values
    }

    /// The next raw value in `0 ... maximum`.
    public mutating func next() -> Int {
        defer { position += 1 }
        return position < values.count ? values[position] : 0
    }

    /// A whole number in `range`; zero reads as the lower bound.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + next() % range.count
    }

    /// A number in `0 ... 1`; zero reads as 0.
    public mutating func unit() -> Double {
        Double(next()) / Double(Self.maximum)
    }

    /// True with probability `p`; zero reads as false.
    public mutating func chance(_ p: Double) -> Bool {
        unit() > 1 - p
    }

    /// One of `options`; zero reads as the first.
    public mutating func pick<T>(_ options: [T]) -> T {
        options[int(in: 0...(options.count - 1))]
    }

    /// A length in `range`: a whole number, a multiple of 1/12 (thirds and quarters are
    /// the values that trip pixel snapping) or an arbitrary double, each a third of the time.
    /// Rounded values are clamped back into the range.
    public mutating func length(in range: ClosedRange<Double>) -> Double {
        let raw = range.lowerBound + unit() * (range.upperBound - range.lowerBound)
        let value: Double
        switch next() % 3 {
        case 0: value = raw.rounded(.down)
        case 1: value = (raw * 12).rounded(.down) / 12
        default: value = raw
        }
        return min(range.upperBound, max(range.lowerBound, value))
    }

    /// A fraction for a fractional dimension in `0.05 ... limit` (limit at most 1), or `nil`
    /// when `limit` is below 0.05. Common fractions (1, ½, ⅓, ¼, …) come up often so that
    /// exact fits such as three thirds are exercised.
    public mutating func fraction(upTo limit: Double) -> Double? {
        let upper = min(1, limit)
        guard upper >= 0.05 else { return nil }
        let common: [Double] = [1, 1.0 / 2, 1.0 / 3, 1.0 / 4, 1.0 / 5, 1.0 / 6, 2.0 / 3, 3.0 / 4, 0.1, 0.05]
            .filter { $0 <= upper }
        if !common.isEmpty, !chance(0.5) {
            return pick(common)
        }
        return 0.05 + unit() * (upper - 0.05)
    }

    /// A fraction in `low ... 1`, a common one (½, ⅓, ¼, ⅔, ¾, ⅕) half of the time; zero
    /// reads as `low`.
    public mutating func fraction(from low: Double) -> Double {
        let common: [Double] = [1, 1.0 / 2, 1.0 / 3, 1.0 / 4, 2.0 / 3, 3.0 / 4, 0.2].filter { $0 >= low }
        return chance(0.5) || common.isEmpty ? low + unit() * (1 - low) : pick(common)
    }
}
