/// The names a font gives itself in its `name` table.
public struct FontNames: Hashable, Sendable {
    /// The family (`Inter`, `SF Pro Text`): the typographic family (name 16) or, without one,
    /// the family (name 1).
    public var family: String?
    /// The full name (`Inter Semi Bold`, name 4).
    public var fullName: String?
    /// The PostScript name (`Inter-SemiBold`, name 6).
    public var postScriptName: String?

    /// Names `family`, `fullName` and `postScriptName`.
    public init(family: String? = nil, fullName: String? = nil, postScriptName: String? = nil) {
        self.family = family
        self.fullName = fullName
        self.postScriptName = postScriptName
    }
}

extension FontNames {
    /// Reads the names of a `name` table: Windows or Unicode names (UTF-16), English (United
    /// States) first, else Macintosh Roman names (their ASCII letters).
    init(table: FontTable) throws(FontFileError) {
        let count = Int(try table.uint16(2))
        let storage = Int(try table.uint16(4))
        var found: [UInt16: (rank: Int, text: String)] = [:]
        for index in 0..<count {
            let record = 6 + 12 * index
            let platform = try table.uint16(record)
            let language = try table.uint16(record + 4)
            let nameID = try table.uint16(record + 6)
            guard nameID == 1 || nameID == 4 || nameID == 6 || nameID == 16 else { continue }
            let length = Int(try table.uint16(record + 8))
            let offset = storage + Int(try table.uint16(record + 10))
            try table.check(offset, length)
            let rank: Int
            let text: String
            switch platform {
            case 0, 3:
                rank = platform == 3 && language == 0x409 ? 3 : 2
                text = try Self.utf16(table, offset, length)
            case 1:
                rank = 1
                text = try Self.ascii(table, offset, length)
            default:
                continue
            }
            if rank > found[nameID]?.rank ?? 0 { found[nameID] = (rank, text) }
        }
        self.init(
            family: found[16]?.text ?? found[1]?.text, fullName: found[4]?.text, postScriptName: found[6]?.text)
    }

    /// The UTF-16 (big-endian) text of `length` bytes at `offset`; unpaired surrogates become
    /// U+FFFD.
    private static func utf16(_ table: FontTable, _ offset: Int, _ length: Int) throws(FontFileError) -> String {
        var units: [UInt16] = []
        for index in 0..<length / 2 { units.append(try table.uint16(offset + 2 * index)) }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .error: text.unicodeScalars.append("\u{FFFD}")
            case .emptyInput: break loop
            }
        }
        return text
    }

    /// The ASCII letters of the Macintosh Roman text of `length` bytes at `offset`; other bytes
    /// become U+FFFD.
    private static func ascii(_ table: FontTable, _ offset: Int, _ length: Int) throws(FontFileError) -> String {
        var text = ""
        for index in 0..<length {
            let byte = try table.uint8(offset + index)
            text.unicodeScalars.append(byte < 0x80 ? Unicode.Scalar(byte) : "\u{FFFD}")
        }
        return text
    }
}
