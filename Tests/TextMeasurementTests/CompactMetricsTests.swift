import Testing
@testable import TextMeasurement

@Suite("Compact metrics encoding")
struct CompactMetricsTests {
    @Test("base64 decodes RFC 4648's examples; a character outside the alphabet or a bad length is nil")
    func base64() {
        // RFC 4648 §10: "Zm9v" is "foo", "Zm9vYg==" is "foob".
        #expect(decode("Zm9v") == Array("foo".utf8))
        #expect(decode("Zm9vYg==") == Array("foob".utf8))
        #expect(decode("Zm9") == nil)
        #expect(decode("Zm9!") == nil)
    }

    @Test("a hand-written encoding decodes; cut short or malformed, it is nil")
    func metrics() throws {
        // units per em 1000 (03 E8); 1 run: first scalar 0x41, 2 scalars, glyph 0; 2 glyphs of
        // 500 (01 F4) and 600 (02 58); 2 first classes, 2 second classes; glyph 0 in (1, 0),
        // glyph 1 in (0, 1); class 0 has no entry, class 1 one: second class 1, −40 (FF D8).
        let bytes: [UInt8] = [
            0x03, 0xE8, 0x00, 0x01, 0x00, 0x00, 0x00, 0x41, 0x00, 0x02, 0x00, 0x00, 0x00, 0x02, 0x01, 0xF4, 0x02, 0x58,
            0x00, 0x02, 0x00, 0x02, 0x01, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x01, 0xFF, 0xD8,
        ]
        let table = FontTable(file: FontBytes(bytes: bytes), start: 0, length: bytes.count)
        let metrics = try #require(try? CompactMetrics.decode(table))
        #expect(metrics.unitsPerEm == 1000)
        #expect(metrics.advance(of: "A") == 500 && metrics.advance(of: "B") == 600)
        #expect(metrics.advance(of: "C") == 1000)  // not covered: one em
        #expect(metrics.kerning("A", "B") == -40)  // first class 1, second class 1
        #expect(metrics.kerning("B", "A") == 0)
        for length in 0..<bytes.count {
            let cut = FontTable(file: FontBytes(bytes: Array(bytes[0..<length])), start: 0, length: length)
            #expect((try? CompactMetrics.decode(cut)) == nil)
        }
        // A second class past the count is malformed.
        var bad = bytes
        bad[bad.count - 3] = 5
        #expect((try? CompactMetrics.decode(FontTable(file: FontBytes(bytes: bad), start: 0, length: bad.count))) == nil)
    }

    /// The bytes of base64 `text`.
    private func decode(_ text: String) -> [UInt8]? {
        Array(text.utf8).withUnsafeBufferPointer { Base64.decode($0) }
    }
}
