/// One table of a font file: reads are relative to the table's start and may not leave it.
struct FontTable: Sendable {
    /// The file the table is in.
    let file: FontBytes
    /// Where the table starts in the file.
    let start: Int
    /// The table's length in bytes.
    let length: Int

    /// The byte at `offset` from the table's start.
    func uint8(_ offset: Int) throws(FontFileError) -> UInt8 {
        try check(offset, 1)
        return try file.uint8(start + offset)
    }

    /// The unsigned 16-bit number at `offset` from the table's start.
    func uint16(_ offset: Int) throws(FontFileError) -> UInt16 {
        try check(offset, 2)
        return try file.uint16(start + offset)
    }

    /// The signed 16-bit number at `offset` from the table's start.
    func int16(_ offset: Int) throws(FontFileError) -> Int16 {
        Int16(bitPattern: try uint16(offset))
    }

    /// The unsigned 32-bit number at `offset` from the table's start.
    func uint32(_ offset: Int) throws(FontFileError) -> UInt32 {
        try check(offset, 4)
        return try file.uint32(start + offset)
    }

    /// The part of the table from `offset` to its end, as a table of its own (a subtable).
    func subtable(at offset: Int) throws(FontFileError) -> FontTable {
        try check(offset, 0)
        return FontTable(file: file, start: start + offset, length: length - offset)
    }

    /// Throws unless `count` bytes exist from `offset` inside the table.
    func check(_ offset: Int, _ count: Int) throws(FontFileError) {
        guard offset >= 0, count >= 0, offset <= length, count <= length - offset else {
            throw .truncated(offset: start + max(0, offset), needed: count)
        }
    }
}
