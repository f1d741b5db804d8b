/// The one place HTML is escaped: text and attribute values of the pages
/// ``HTMLRenderer`` writes.
public enum HTMLText {
    /// `text` safe as HTML text and inside double- or single-quoted attribute values: `&`,
    /// `<`, `>`, `"` and `'` as character references; C0 controls other than tab, line feed
    /// and carriage return, which HTML forbids, as U+FFFD.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\t", "\n", "\r": result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
