import InternalUtilities
import Testing

@Suite("The seeded generator")
struct SplitMix64Tests {
    /// Seed 0's first draw, step by step from the algorithm (all modulo 2^64):
    ///
    /// ```
    /// state = 0 + 0x9E3779B97F4A7C15                        = 0x9E3779B97F4A7C15
    /// z ^= z >> 30  (0x9E3779B97F4A7C15 ^ 0x0000000278DDE6E5) = 0x9E3779BB07979AF0
    /// z *= 0xBF58476D1CE4E5B9                               = 0x6F68261B57E7A770
    /// z ^= z >> 27  (0x6F68261B57E7A770 ^ 0x0000000DED04C36A) = 0x6F682616BAE3641A
    /// z *= 0x94D049BB133111EB                               = 0xE220A838BF5C9DDE
    /// z ^= z >> 31  (0xE220A838BF5C9DDE ^ 0x00000001C4415071) = 0xE220A8397B1DCDAF
    /// ```
    ///
    /// 0xE220A8397B1DCDAF is also the first output Vigna's reference `splitmix64.c` gives for
    /// seed 0, and the five for seed 1234567 are those Rosetta Code's "Pseudo-random numbers/
    /// Splitmix64" task publishes.
    @Test("The first draws are SplitMix64's reference outputs for seeds 0 and 1234567")
    func referenceOutputs() {
        var zero = SplitMix64(seed: 0)
        #expect(zero.next() == 0xE220_A839_7B1D_CDAF)
        #expect(zero.next() == 0x6E78_9E6A_A1B9_65F4)
        var seeded = SplitMix64(seed: 1_234_567)
        #expect(
            (0..<5).map { _ in seeded.next() } == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }

    @Test("nextModulo is the remainder of one draw")
    func modulo() {
        // Seed 1234567's draws above, modulo 10: …317, …973, …423, …431, …821 end in 7 3 3 1 1.
        var generator = SplitMix64(seed: 1_234_567)
        #expect((0..<5).map { _ in generator.nextModulo(10) } == [7, 3, 3, 1, 1])
    }

    @Test("A stream is the generator seeded with the first draw of the seed mixed with its purpose")
    func stream() {
        // Purpose 0 mixes nothing in: seed 1234567's stream starts from its first draw.
        var mixer = SplitMix64(seed: 1_234_567)
        var expected = SplitMix64(seed: mixer.next())
        var stream = SplitMix64.stream(1_234_567, 0)
        #expect((0..<3).map { _ in stream.next() } == (0..<3).map { _ in expected.next() })
        // Different purposes of one seed draw different numbers.
        var layout = SplitMix64.stream(1, 1)
        var measurements = SplitMix64.stream(1, 2)
        #expect(layout.next() != measurements.next())
    }
}
