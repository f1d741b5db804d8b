import LayoutRendering
import Testing

@Suite struct RenderNumberTests {
    @Test(
        "numbers are written shortest, at most four decimals, without -0 or exponents",
        arguments: [
            (0.0, "0"), (-0.0, "0"), (195, "195"), (97.5, "97.5"), (0.25, "0.25"), (-12.25, "-12.25"),
            (100.0 / 3, "33.3333"), (200.0 / 3, "66.6667"), (-100.0 / 3, "-33.3333"), (0.00004, "0"),
            (-0.00004, "0"), (0.00005, "0.0001"), (1.0e-300, "0"), (3302.333333333333, "3302.3333"),
            (1_000_000, "1000000"), (1e15, "1000000000000000"), (123_456_789.123_45, "123456789.1235"),
            (1e15 + 0.5, "1000000000000001"),
            (12.0001, "12.0001"), (12.1, "12.1"), (0.1 + 0.2, "0.3"), (2.0e20, "200000000000000000000"),
            (Double.nan, "0"), (Double.infinity, "0"), (-Double.infinity, "0"),
        ] as [(Double, String)])
    func format(_ value: Double, _ text: String) {
        #expect(RenderNumber.format(value) == text)
    }

    @Test("rounding matches the text and never gives negative zero")
    func rounded() {
        #expect(RenderNumber.rounded(100.0 / 3) == 33.3333)
        #expect(RenderNumber.rounded(-0.00001).sign == .plus)
        #expect(RenderNumber.rounded(.nan) == 0)
        #expect(RenderNumber.px(97.5) == "97.5px")
    }

    @Test("every value on a 1×, 2× or 4× pixel grid is written exactly")
    func exactOnGrids() {
        for scale in [1.0, 2.0, 4.0] {
            for k in -1000...1000 {
                let value = Double(k) / scale
                #expect(Double(RenderNumber.format(value)) == value)
            }
        }
    }
}
