/// Base64 (RFC 4648, standard alphabet) decoding of the built-in fonts' compiled-in text.
enum Base64 {
    /// The bytes `text` encodes, or `nil` when it holds a character outside the alphabet or its
    /// length is not a multiple of 4. Padding (`=`) ends the data.
    static func decode(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        guard text.count % 4 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count / 4 * 3)
        var accumulator: UInt32 = 0
        var bits = 0
        for character in text {
            if character == UInt8(ascii: "=") { break }
            guard let value = sextet(character) else { return nil }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
            }
        }
        return bytes
    }

    /// The six bits a base64 character stands for.
    private static func sextet(_ character: UInt8) -> UInt8? {
        switch character {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): character - UInt8(ascii: "A")
        case UInt8(ascii: "a")...UInt8(ascii: "z"): character - UInt8(ascii: "a") + 26
        case UInt8(ascii: "0")...UInt8(ascii: "9"): character - UInt8(ascii: "0") + 52
        case UInt8(ascii: "+"): 62
        case UInt8(ascii: "/"): 63
        default: nil
        }
    }
}
