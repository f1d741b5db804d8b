/// Where each table of one face lies in its file: the table directory of an OpenType file, or
/// of one face of a TrueType collection.
struct TableDirectory: Sendable {
    /// Each table's tag and the offset and length of its bytes.
    let tables: [(tag: UInt32, offset: Int, length: Int)]

    /// The number of faces in `file`: 1 for a single font, the count of a collection (`ttcf`).
    static func faceCount(in file: FontBytes) throws(FontFileError) -> Int {
        let signature = try file.uint32(0)
        if signature == Tag.collection { return Int(try file.uint32(8)) }
        try checkSignature(signature)
        return 1
    }

    /// Reads the directory of face `faceIndex` of `file`.
    init(file: FontBytes, faceIndex: Int) throws(FontFileError) {
        var start = 0
        let signature = try file.uint32(0)
        if signature == Tag.collection {
            let count = Int(try file.uint32(8))
            guard faceIndex >= 0, faceIndex < count else {
                throw .faceIndexOutOfRange(index: faceIndex, faceCount: count)
            }
            start = Int(try file.uint32(12 + 4 * faceIndex))
            try Self.checkSignature(try file.uint32(start))
        } else {
            try Self.checkSignature(signature)
            guard faceIndex == 0 else { throw .faceIndexOutOfRange(index: faceIndex, faceCount: 1) }
        }
        let count = Int(try file.uint16(start + 4))
        var tables: [(tag: UInt32, offset: Int, length: Int)] = []
        for index in 0..<count {
            let record = start + 12 + 16 * index
            let tag = try file.uint32(record)
            let offset = Int(try file.uint32(record + 8))
            let length = Int(try file.uint32(record + 12))
            try file.check(offset, length)
            tables.append((tag, offset, length))
        }
        self.tables = tables
    }

    /// The table tagged `tag` as a slice of `file`, or `nil` when the face has none.
    func table(_ tag: UInt32, in file: FontBytes) -> FontTable? {
        guard let entry = tables.first(where: { $0.tag == tag }) else { return nil }
        return FontTable(file: file, start: entry.offset, length: entry.length)
    }

    /// The table tagged `tag`, or a `missingTable` error naming it.
    func requiredTable(_ tag: UInt32, in file: FontBytes) throws(FontFileError) -> FontTable {
        guard let table = table(tag, in: file) else { throw .missingTable(Tag.name(tag)) }
        return table
    }

    /// Throws unless `signature` starts a single face: TrueType (`0x00010000`, `true`) or
    /// OpenType with CFF outlines (`OTTO`).
    private static func checkSignature(_ signature: UInt32) throws(FontFileError) {
        guard signature == 0x0001_0000 || signature == Tag.make("true") || signature == Tag.make("OTTO") else {
            throw .unknownSignature(signature)
        }
    }
}
