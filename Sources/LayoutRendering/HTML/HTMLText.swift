/// The one place HTML is escaped: text and attribute values of the pages
/// ``HTMLRenderer`` writes.
public enum HTMLText {
    /// `text` safe as HTML text and inside double- or single-quoted attribute values: `&`,
    /// `<`, `>`, `"` and `'` as character references; C0 controls other than tab, line feed
    /// and carriage return, which HTML forbids, as U+FFFD.
    public static func escape(_ text: String) -> String {
        var output = ChunkedOutput()
        var text = text
        text.withUTF8 { append(escaping: $0, to: &output) }
        return output.text
    }

    /// One bit per byte below 64 that escaping may replace: the C0 controls, `"` (0x22),
    /// `&` (0x26), `'` (0x27), `<` (0x3C) and `>` (0x3E).
    private static var mayNeedEscaping: UInt64 { 0xFFFF_FFFF | 1 << 0x22 | 1 << 0x26 | 1 << 0x27 | 1 << 0x3C | 1 << 0x3E }

    /// Appends the UTF-8 text `text` to `output`, escaped as ``escape(_:)`` says. Runs that
    /// need nothing are copied whole.
    static func append(escaping text: UnsafeBufferPointer<UInt8>, to output: inout ChunkedOutput) {
        var plainStart = 0
        for index in text.indices {
            let byte = text[index]
            // Only controls, `"`, `&`, `'`, `<`, `>` and DEL may need replacing (no byte of a
            // longer UTF-8 sequence is below 0x80).
            if byte < 64 ? mayNeedEscaping >> byte & 1 == 0 : byte != 0x7F { continue }
            let replacement: StaticString
            switch byte {
            case UInt8(ascii: "&"): replacement = "&amp;"
            case UInt8(ascii: "<"): replacement = "&lt;"
            case UInt8(ascii: ">"): replacement = "&gt;"
            case UInt8(ascii: "\""): replacement = "&quot;"
            case UInt8(ascii: "'"): replacement = "&#39;"
            case UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            case 0..<0x20, 0x7F: replacement = "\u{FFFD}"
            default: continue
            }
            if plainStart < index { output.append(bytes: UnsafeBufferPointer(rebasing: text[plainStart..<index])) }
            output.append(replacement)
            plainStart = index + 1
        }
        if plainStart < text.count { output.append(bytes: UnsafeBufferPointer(rebasing: text[plainStart...])) }
    }
}
