/// The compact encoding of a font's horizontal metrics that the built-in fonts are compiled
/// in as (written by `Tools/generate-font-metrics`), and its decoding.
///
/// The bytes are base64 text; decoded, they hold big-endian numbers:
///
/// - `u16` units per em;
/// - `u16` run count, then per run: `u32` first scalar, `u16` scalar count, `u16` first glyph
///   (consecutive scalars of a run take consecutive glyphs);
/// - `u16` glyph count, then `u16` advance per glyph;
/// - `u16` first-class count, `u16` second-class count, then `u8` first class and `u8` second
///   class per glyph (class 0 kerns with nothing);
/// - per first class: `u16` entry count, then per entry `u8` second class and `i16` kerning.
enum CompactMetrics {
    /// The metrics encoded in `text`, or `nil` when it is not a well-formed encoding.
    static func decode(_ text: StaticString) -> FontMetrics? {
        var bytes: [UInt8] = []
        text.withUTF8Buffer { bytes = Base64.decode($0) ?? [] }
        let table = FontTable(file: FontBytes(bytes: bytes), start: 0, length: bytes.count)
        return try? decode(table)
    }

    /// The metrics in `table`.
    private static func decode(_ table: FontTable) throws(FontFileError) -> FontMetrics {
        var offset = 0
        func next16() throws(FontFileError) -> Int {
            defer { offset += 2 }
            return Int(try table.uint16(offset))
        }
        let unitsPerEm = try next16()
        var runs: [CharacterMap.Run] = []
        for _ in 0..<(try next16()) {
            let first = try table.uint32(offset)
            offset += 4
            let count = UInt32(try next16())
            let glyph = UInt32(try next16())
            guard count > 0 else { throw .malformedTable("metrics") }
            runs.append(CharacterMap.Run(first: first, last: first + count - 1, firstGlyph: glyph))
        }
        let glyphCount = try next16()
        var advances: [UInt16] = []
        for _ in 0..<glyphCount { advances.append(UInt16(try next16())) }
        let firstCount = try next16()
        let secondCount = try next16()
        var firstClasses: [GlyphRanges.Range] = []
        var secondClasses: [GlyphRanges.Range] = []
        for glyph in 0..<UInt32(glyphCount) {
            Self.append(glyph, UInt32(try table.uint8(offset)), to: &firstClasses)
            Self.append(glyph, UInt32(try table.uint8(offset + 1)), to: &secondClasses)
            offset += 2
        }
        var values = [Int16](repeating: 0, count: firstCount * secondCount)
        for row in 0..<firstCount {
            for _ in 0..<(try next16()) {
                let column = Int(try table.uint8(offset))
                let value = try table.int16(offset + 1)
                offset += 3
                guard column < secondCount else { throw .malformedTable("metrics") }
                values[row * secondCount + column] = value
            }
        }
        let lastGlyph = UInt32(max(glyphCount, 1) - 1)
        let kerning = PairKerning(lookups: [
            PairKerning.Lookup(subtables: [
                .classes(
                    coverage: GlyphRanges(ranges: [GlyphRanges.Range(first: 0, last: lastGlyph, value: 0, step: 1)]),
                    firstClasses: GlyphRanges(ranges: firstClasses), secondClasses: GlyphRanges(ranges: secondClasses),
                    secondClassCount: secondCount, values: values)
            ])
        ])
        return FontMetrics(
            unitsPerEm: unitsPerEm, characterMap: CharacterMap(runs: runs), advances: advances, missingAdvance: unitsPerEm,
            kerning: kerning)
    }

    /// Adds `glyph` of class `value` to `ranges`, extending the last range when it is of the
    /// same class and ends just before.
    private static func append(_ glyph: UInt32, _ value: UInt32, to ranges: inout [GlyphRanges.Range]) {
        if let last = ranges.last, last.value == value, last.last + 1 == glyph {
            ranges[ranges.count - 1].last = glyph
        } else {
            ranges.append(GlyphRanges.Range(first: glyph, last: glyph, value: value, step: 0))
        }
    }
}
