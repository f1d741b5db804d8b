import TextMeasurement

/// Metrics easy to add up by hand, in an em of 1000 units: every printable ASCII scalar is 500
/// units wide except the space (250) and the hyphen (300); the ellipsis (U+2026) is 1000; "A"
/// followed by "V" kerns by −100. Anything else is one em (1000). At 10 points: letters 5
/// points, the space 2.5, the hyphen 3, the ellipsis 10.
enum TestFonts {
    static let simple: FontMetrics = {
        // Glyph g draws scalar 0x20 + g for g in 0...94; glyph 95 draws the ellipsis.
        var advances = [UInt16](repeating: 500, count: 96)
        advances[0] = 250  // space
        advances[0x2D - 0x20] = 300  // hyphen
        advances[95] = 1000  // ellipsis
        let a = UInt64(0x41 - 0x20)
        let v = UInt64(0x56 - 0x20)
        return FontMetrics(
            unitsPerEm: 1000,
            characterMap: CharacterMap(runs: [
                .init(first: 0x20, last: 0x7E, firstGlyph: 0), .init(first: 0x2026, last: 0x2026, firstGlyph: 95),
            ]),
            advances: advances, missingAdvance: 1000,
            kerning: PairKerning(lookups: [.init(subtables: [.pairs(keys: [a << 32 | v], values: [-100])])]))
    }()

    /// One run of `text` in ``simple`` at `size` points, ascent 0.8 and descent 0.2 of the size.
    static func run(_ text: String, size: Double = 10) -> TextRun {
        TextRun(length: text.unicodeScalars.count, font: simple, pointSize: size, ascent: size * 0.8, descent: size * 0.2)
    }

    /// `text` laid out in ``simple`` at 10 points.
    static func layout(
        _ text: String, width: Double?, lineLimit: Int = 0, mode: LineBreakMode = .byWordWrapping,
        alignment: TextAlignment = .left
    ) -> TextLayout {
        TextLayout(
            scalars: Array(text.unicodeScalars), runs: [run(text)], width: width, lineLimit: lineLimit,
            lineBreakMode: mode, alignment: alignment)
    }
}

/// Whether `a` and `b` differ by less than a billionth.
func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }
