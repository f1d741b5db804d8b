import Testing
import TextMeasurement

// Expected values read independently from Debian's fonts-inter 4.0~beta7+ds-1 files
// (/usr/share/fonts/opentype/inter/Inter-*.otf) with fontTools 4.38 (python3-fonttools):
// `TTFont(path)['hmtx'].metrics[glyph][0]` for advances, `['head'].unitsPerEm`, and the
// XAdvance of the GPOS `kern` feature's pair adjustment lookup (lookup 1, type 2) for kerning.
@Suite("Built-in Inter metrics")
struct BuiltInFontTests {
    @Test("Regular: units per em and advances of H, e, space, ellipsis, l, o, w, r, d, Ω, Ж")
    func regularAdvances() {
        let inter = BuiltInFont.regular.metrics
        #expect(inter.unitsPerEm == 2816)
        let expected: [(Unicode.Scalar, Int)] = [
            ("H", 2084), ("e", 1640), (" ", 792), ("\u{2026}", 2312), ("l", 668), ("o", 1680), ("w", 2288),
            ("r", 1048), ("d", 1748), ("\u{03A9}", 2144), ("\u{0416}", 2672),
        ]
        for (scalar, advance) in expected {
            #expect(inter.advance(of: scalar) == advance, "\(scalar)")
        }
    }

    @Test("Regular kerning: AV −192, To −224, Ty −176, LT −272, wo −52, He 0")
    func regularKerning() {
        let inter = BuiltInFont.regular.metrics
        #expect(inter.kerning("A", "V") == -192)
        #expect(inter.kerning("T", "o") == -224)
        #expect(inter.kerning("T", "y") == -176)
        #expect(inter.kerning("L", "T") == -272)
        #expect(inter.kerning("w", "o") == -52)
        #expect(inter.kerning("H", "e") == 0)
    }

    @Test("Semi Bold and Bold: their own advances and kerning")
    func heavierFaces() {
        let semibold = BuiltInFont.semibold.metrics
        #expect(semibold.advance(of: "H") == 2095)
        #expect(semibold.advance(of: "l") == 734)
        #expect(semibold.kerning("A", "V") == -234)
        let bold = BuiltInFont.bold.metrics
        #expect(bold.advance(of: "H") == 2101)
        #expect(bold.advance(of: " ") == 653)
        #expect(bold.advance(of: "\u{2026}") == 2250)
        #expect(bold.kerning("A", "V") == -254)
    }

    @Test("Scalars outside the covered blocks are one em; combining marks take no width")
    func uncovered() {
        let inter = BuiltInFont.regular.metrics
        #expect(inter.advance(of: "\u{65E5}") == 2816)  // 日: CJK, one em of 2816 units
        #expect(inter.advance(of: "\u{1F600}") == 2816)  // an emoji
        #expect(inter.kerning("\u{65E5}", "A") == 0)
        // U+0301 is drawn by Inter with advance 0; U+1AB0 is not drawn, and as a combining mark
        // takes no width either.
        #expect(inter.advance(of: "\u{0301}") == 0)
        #expect(inter.advance(of: "\u{1AB0}") == 0)
        // Punctuation and currency blocks: em dash 2816, euro sign 1872.
        #expect(inter.advance(of: "\u{2014}") == 2816)
        #expect(inter.advance(of: "\u{20AC}") == 1872)
    }

    @Test("Weight classes map to the nearest face")
    func nearestWeight() {
        #expect(BuiltInFont.nearest(toWeightClass: 100) == .regular)
        #expect(BuiltInFont.nearest(toWeightClass: 400) == .regular)
        #expect(BuiltInFont.nearest(toWeightClass: 500) == .medium)
        #expect(BuiltInFont.nearest(toWeightClass: 600) == .semibold)
        #expect(BuiltInFont.nearest(toWeightClass: 700) == .bold)
        #expect(BuiltInFont.nearest(toWeightClass: 900) == .bold)
    }

    @Test("\"Hello world\" in Regular at 17 points: 14912 units, 90.0227… points")
    func helloWorld() {
        // H 2084 + e 1640 + l 668 + l 668 + o 1680 + space 792 + w 2288 + o 1680 + r 1048
        // + l 668 + d 1748 = 14964, kerning w-o −52 → 14912 units; × 17 / 2816 = 90.02272727…
        let inter = BuiltInFont.regular.metrics
        let layout = TextLayout(
            scalars: Array("Hello world".unicodeScalars),
            runs: [TextRun(length: 11, font: inter, pointSize: 17, ascent: 16, descent: 4)], width: nil, lineLimit: 0,
            lineBreakMode: .byWordWrapping, alignment: .left)
        #expect(abs(layout.width - 14912.0 * 17 / 2816) < 1e-9)
        #expect(abs(layout.width - 90.022727) < 1e-6)
    }
}
