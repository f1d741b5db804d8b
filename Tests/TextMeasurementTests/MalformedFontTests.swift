import FontFixtures
import Testing
import TextMeasurement

@Suite("Malformed font files")
struct MalformedFontTests {
    @Test("typed errors: truncated, unknown signature, missing table, bad units per em, no Unicode cmap")
    func typedErrors() {
        #expect(throws: FontFileError.truncated(offset: 0, needed: 4)) { try FontFace(bytes: [0, 1]) }
        #expect(throws: FontFileError.unknownSignature(0x1234_5678)) { try FontFace(bytes: [0x12, 0x34, 0x56, 0x78]) }
        let noHead = SyntheticFont.tables().filter { $0.0 != "head" }
        #expect(throws: FontFileError.missingTable("head")) { try FontFace(bytes: SyntheticFont.font(noHead)) }
        var head = SyntheticFont.head
        head[18] = 0
        head[19] = 0  // unitsPerEm 0
        #expect(throws: FontFileError.malformedTable("head")) {
            try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables(replacing: ["head": head])))
        }
        // A cmap whose only subtable is format 6 (trimmed table mapping), not read here.
        var format6 = SyntheticFont.Bytes()
        for value in [6, 10, 0, 0x41, 0] { format6.u16(value) }
        let cmap = SyntheticFont.cmap(subtables: [(3, 1, format6.data)])
        #expect(throws: FontFileError.unsupportedCharacterMap) {
            try FontFace(bytes: SyntheticFont.font(SyntheticFont.tables(replacing: ["cmap": cmap])))
        }
        // A table directory entry past the end of the file.
        var file = SyntheticFont.font(SyntheticFont.tables())
        file.removeLast(8)
        #expect(throws: (any Error).self) { try FontFace(bytes: file) }
    }

    @Test("every truncation of the file reads or throws, never crashes")
    func truncations() {
        let file = SyntheticFont.font(SyntheticFont.tables())
        var failures = 0
        for length in 0..<file.count {
            do {
                _ = try FontFace(bytes: Array(file[0..<length]))
            } catch {
                failures += 1
            }
        }
        // The last table, name, is 6 + 4 × 12 + 2 × (4 + 13 + 13) + 3 = 117 bytes, padded with 3
        // to 120: cutting only padding still reads, every shorter file fails.
        #expect(SyntheticFont.name.count == 117)
        #expect(failures == file.count - 3)
    }

    @Test("mutated bytes read or throw, and what reads measures without crashing")
    func mutations() {
        let original = SyntheticFont.font(SyntheticFont.tables())
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            // SplitMix64.
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var read = 0
        for _ in 0..<3000 {
            var file = original
            for _ in 0..<(1 + Int(next() % 4)) {
                file[Int(next() % UInt64(file.count))] = UInt8(truncatingIfNeeded: next())
            }
            guard let face = try? FontFace(bytes: file) else { continue }
            read += 1
            for scalar in ["A", "B", "C", "V", "\u{1F600}"] as [Unicode.Scalar] {
                _ = face.metrics.advance(of: scalar)
                _ = face.metrics.kerning(scalar, "A")
            }
        }
        // Most single-byte changes land in bytes the reader does not check (checksums, unused
        // fields), so some files still read.
        #expect(read > 0)
    }
}
