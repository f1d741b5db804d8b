import FontFixtures
import Testing
import TextMeasurement

// The synthetic font's values are listed in SyntheticFont's documentation.
@Suite("Font file reader")
struct FontReaderTests {
    @Test("cmap format 12 is preferred; advances, the last advance repeated past numberOfHMetrics")
    func advances() throws {
        let face = try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables()))
        let metrics = face.metrics
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.advance(of: "A") == 600)
        #expect(metrics.advance(of: "C") == 700)
        // V is only in the format 4 subtable: format 12 was read, so V is missing (one em).
        #expect(metrics.advance(of: "V") == 1000)
        // U+1F600 → glyph 5, past the 5 long metrics: the last advance, V's 620.
        #expect(metrics.advance(of: "\u{1F600}") == 620)
    }

    @Test("cmap format 4: a delta segment and a glyph-array segment")
    func format4() throws {
        // The format 4 subtable alone (the cmap of the first subtable of the standard one).
        var f4 = SyntheticFont.Bytes()
        let full = SyntheticFont.cmap
        // The standard cmap's first subtable starts at 4 + 8 × 2 = 20 and is 42 bytes long.
        f4.data = Array(full[20..<62])
        let cmap = SyntheticFont.cmap(subtables: [(3, 1, f4.data)])
        let face = try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables(replacing: ["cmap": cmap])))
        #expect(face.metrics.characterMap.glyph(for: 0x41) == 1)
        #expect(face.metrics.characterMap.glyph(for: 0x43) == 3)
        #expect(face.metrics.characterMap.glyph(for: 0x56) == 4)
        #expect(face.metrics.characterMap.glyph(for: 0x44) == nil)
        #expect(face.metrics.advance(of: "V") == 620)
    }

    @Test("GPOS kern feature: extension lookup to pairs, class pairs; the kern table ignored")
    func gposKerning() throws {
        let metrics = try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables())).metrics
        #expect(metrics.kerning.value(1, 2) == -30)  // A-B, lookup 0 through the extension
        #expect(metrics.kerning.value(4, 1) == -50)  // V-A, lookup 1's classes
        #expect(metrics.kerning.value(1, 4) == 0)  // A-V: only in the kern table
        #expect(metrics.kerning.value(4, 2) == 0)  // V-B: class 0 of the second glyph
        #expect(metrics.kerning("A", "B") == -30)
    }

    @Test("kern table format 0 when there is no GPOS")
    func kernTable() throws {
        let metrics = try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables(gpos: false))).metrics
        #expect(metrics.kerning.value(1, 4) == -80)
        #expect(metrics.kerning.value(1, 2) == 0)
    }

    @Test("names, weight class and vertical metrics")
    func namesAndMetrics() throws {
        let face = try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables()))
        #expect(face.names == FontNames(family: "Test", fullName: "Test Semibold", postScriptName: "Test-Semibold"))
        #expect(face.weightClass == 600)
        #expect(face.verticalMetrics.ascender == 800 && face.verticalMetrics.descender == -200)
        #expect(face.verticalMetrics.typographic?.lineGap == 90)
        #expect(face.verticalMetrics.windows?.ascent == 900 && face.verticalMetrics.windows?.descent == 250)
    }

    @Test("a collection: faces picked by index")
    func collection() throws {
        // The second face: A 300 units wide instead of 600, and no GPOS.
        var hmtx = SyntheticFont.Bytes()
        for advance in [500, 300, 650, 700, 620] {
            hmtx.u16(advance)
            hmtx.i16(0)
        }
        hmtx.i16(0)
        let second = SyntheticFont.tables(gpos: false, replacing: ["hmtx": hmtx.data])
        let file = SyntheticFont.collection([SyntheticFont.tables(), second])
        #expect(try FontFace.faceCount(in: file) == 2)
        #expect(try FontFace(bytes: file, faceIndex: 0).metrics.advance(of: "A") == 600)
        #expect(try FontFace(bytes: file, faceIndex: 1).metrics.advance(of: "A") == 300)
        #expect(try FontFace(bytes: file, faceIndex: 1).metrics.kerning.value(1, 4) == -80)
        #expect(throws: FontFileError.faceIndexOutOfRange(index: 2, faceCount: 2)) {
            try FontFace(bytes: file, faceIndex: 2)
        }
    }
}
