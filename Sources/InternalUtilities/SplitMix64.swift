/// The package's seeded pseudo-random generator: Vigna's SplitMix64, which gives the same
/// numbers for the same seed on every platform, in every run and in every build mode, so a
/// generated case (a fuzzed layout, a randomized cross-check, a benchmark's list) is
/// reproduced from its seed alone.
///
/// Each call to ``next()`` adds the golden-ratio increment to the state and returns the state
/// through a 64-bit finalizer:
///
/// ```
/// state += 0x9E3779B97F4A7C15
/// z = (state ^ (state >> 30)) * 0xBF58476D1CE4E5B9
/// z = (z ^ (z >> 27)) * 0x94D049BB133111EB
/// return z ^ (z >> 31)             (all arithmetic modulo 2^64)
/// ```
///
/// As a `RandomNumberGenerator` it also drives the standard library's draws
/// (`Int.random(in:using:)`, `shuffled(using:)`); ``nextModulo(_:)`` is the cheaper, slightly
/// biased draw that some seeded tests were written against.
package struct SplitMix64: RandomNumberGenerator, Sendable {
    @usableFromInline var state: UInt64

    /// A generator whose first draw is the finalized `seed + 0x9E3779B97F4A7C15`.
    @inlinable
    package init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    @inlinable
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// The remainder of the next 64 bits divided by `bound`: a number in `0 ..< bound`, one
    /// draw each, with the small bias of a remainder (unlike `Int.random(in:using:)`, which
    /// may draw again). `bound` must be positive.
    @inlinable
    package mutating func nextModulo(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// A generator for a separate purpose derived from `seed`, so that adding draws to one
    /// stream (say the measurements) does not change another (the layout).
    package static func stream(_ seed: UInt64, _ purpose: UInt64) -> SplitMix64 {
        var mixer = SplitMix64(seed: seed ^ (purpose &* 0xD6E8_FEB8_6659_FD93))
        return SplitMix64(seed: mixer.next())
    }
}
