/// The pieces of SVG a view drawing writes, straight into the output's bytes: attributes with
/// numbers through ``RenderNumber``, paints and escaped text, without a `String` per attribute.
extension ChunkedOutput {
    /// Writes `prefix` (such as ` x="`), `value` as ``RenderNumber`` writes it, and the closing
    /// quote.
    mutating func number(_ prefix: StaticString, _ value: Double) {
        append(prefix)
        RenderNumber.append(value, to: &self)
        append(byte: UInt8(ascii: "\""))
    }

    /// Writes `value` and a space, for lists of numbers (transforms, paths).
    mutating func listed(_ value: Double) {
        RenderNumber.append(value, to: &self)
        append(byte: UInt8(ascii: " "))
    }

    /// Writes `name="#rrggbb"` for `color`, and `name-opacity` when it is translucent:
    /// `paint` is `fill` or `stroke`.
    mutating func paint(_ paint: StaticString, _ color: DrawnColor) {
        append(byte: UInt8(ascii: " "))
        append(paint)
        hexColor("=\"", color)
        guard color.opacity < 1 else { return }
        append(byte: UInt8(ascii: " "))
        append(paint)
        number("-opacity=\"", color.opacity)
    }

    /// Writes `prefix`, `color` as `#rrggbb` (without its opacity) and the closing quote.
    mutating func hexColor(_ prefix: StaticString, _ color: DrawnColor) {
        append(prefix)
        append(byte: UInt8(ascii: "#"))
        hexByte(color.red)
        hexByte(color.green)
        hexByte(color.blue)
        append(byte: UInt8(ascii: "\""))
    }

    private mutating func hexByte(_ value: UInt8) {
        let digits: StaticString = "0123456789abcdef"
        digits.withUTF8Buffer { hex in
            append(byte: hex[Int(value >> 4)])
            append(byte: hex[Int(value & 0xf)])
        }
    }

    /// Writes `scalar` as XML character data or attribute text: `&`, `<`, `>`, `"` as
    /// entities, and the characters XML 1.0 forbids (C0 controls, U+FFFE, U+FFFF) as U+FFFD.
    mutating func escaped(_ scalar: Unicode.Scalar) {
        switch scalar {
        case "&": append("&amp;")
        case "<": append("&lt;")
        case ">": append("&gt;")
        case "\"": append("&quot;")
        default:
            let value = scalar.value
            let safe = value < 0x20 || value == 0xFFFE || value == 0xFFFF ? "\u{FFFD}" : scalar
            for byte in UTF8.encode(safe) ?? UTF8.EncodedScalar() { append(byte: byte) }
        }
    }

    /// Writes `text` escaped as ``escaped(_:)-(Unicode.Scalar)`` does.
    mutating func escaped(_ text: String) {
        for scalar in text.unicodeScalars { escaped(scalar) }
    }
}
