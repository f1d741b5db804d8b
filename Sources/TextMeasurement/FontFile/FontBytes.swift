/// The bytes of a font file, read big-endian with every access checked against the end.
struct FontBytes: Sendable {
    /// The whole file.
    let bytes: [UInt8]

    /// The byte at `offset`.
    func uint8(_ offset: Int) throws(FontFileError) -> UInt8 {
        try check(offset, 1)
        return bytes[offset]
    }

    /// The unsigned 16-bit number at `offset`.
    func uint16(_ offset: Int) throws(FontFileError) -> UInt16 {
        try check(offset, 2)
        return UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    /// The unsigned 32-bit number at `offset`.
    func uint32(_ offset: Int) throws(FontFileError) -> UInt32 {
        try check(offset, 4)
        return UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8
            | UInt32(bytes[offset + 3])
    }

    /// Throws unless `count` bytes exist from `offset`.
    func check(_ offset: Int, _ count: Int) throws(FontFileError) {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
            throw .truncated(offset: offset, needed: count)
        }
    }
}
