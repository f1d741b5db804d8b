/// A small seeded pseudo-random generator (SplitMix64): the same seed gives the same numbers
/// on every platform and in every run, which is what lets a failure be reproduced from its
/// seed alone.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// Creates a generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A generator for a separate purpose derived from `seed`, so that adding draws to one
    /// stream (say the measurements) does not change another (the layout).
    public static func stream(_ seed: UInt64, _ purpose: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (purpose &* 0xD6E8_FEB8_6659_FD93))
        return SplitMix64(seed: mixer.next())
    }

    /// A number in `0 ..< 1`.
    public mutating func unit() -> Double {
        Double(next() >> 11) * 0x1p-53
    }

    /// True with probability `p`.
    public mutating func chance(_ p: Double) -> Bool {
        unit() < p
    }

    /// A whole number in `range`.
    public mutating func int(_ range: ClosedRange<Int>) -> Int {
        Int.random(in: range, using: &self)
    }

    /// A number in `range`.
    public mutating func double(_ range: ClosedRange<Double>) -> Double {
        range.lowerBound + unit() * (range.upperBound - range.lowerBound)
    }

    /// One of `options`.
    public mutating func pick<T>(_ options: [T]) -> T {
        options[int(0...(options.count - 1))]
    }

    /// A length in `range`: a whole number, a multiple of 1/12 (thirds and quarters trip pixel
    /// snapping) or an arbitrary double, each a third of the time.
    public mutating func length(_ range: ClosedRange<Double>) -> Double {
        let raw = double(range)
        switch int(0...2) {
        case 0: return min(range.upperBound, max(range.lowerBound, raw.rounded(.down)))
        case 1: return min(range.upperBound, max(range.lowerBound, (raw * 12).rounded(.down) / 12))
        default: return raw
        }
    }
}
