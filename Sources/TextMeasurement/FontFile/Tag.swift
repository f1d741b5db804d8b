/// Four-letter table and feature tags as the numbers stored in font files.
enum Tag {
    /// A TrueType collection's signature, `ttcf`.
    static let collection = make("ttcf")

    /// The tag spelled by the four ASCII letters of `text`.
    static func make(_ text: StaticString) -> UInt32 {
        var value: UInt32 = 0
        text.withUTF8Buffer { buffer in
            for byte in buffer.prefix(4) { value = value << 8 | UInt32(byte) }
        }
        return value
    }

    /// The four letters of `tag`, for error messages.
    static func name(_ tag: UInt32) -> String {
        var scalars = ""
        for shift in [24, 16, 8, 0] {
            let byte = UInt8(truncatingIfNeeded: tag >> UInt32(shift))
            scalars.append(Character(Unicode.Scalar(byte)))
        }
        return scalars
    }
}
