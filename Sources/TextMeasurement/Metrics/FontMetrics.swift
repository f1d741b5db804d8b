/// The horizontal metrics of a font, as a value: how far each Unicode scalar advances the pen
/// and how far each pair of scalars is kerned, in font units of an em of ``unitsPerEm``.
///
/// A scalar the font does not draw advances by ``missingAdvance`` (one em for the fonts read
/// here and the built-in ones), standing for the glyph a fallback font would draw. Combining
/// marks (U+0300–U+036F and the other blocks ``isCombiningMark(_:)`` lists) advance by 0 unless
/// the font draws them, as a fallback font would stack them on their base.
public struct FontMetrics: Hashable, Sendable {
    /// The font units in an em: advances at a point size `p` are `advance × p / unitsPerEm` points.
    public let unitsPerEm: Int
    /// The glyph of each scalar.
    public let characterMap: CharacterMap
    /// The advance of each glyph, in font units; glyphs past the end take the last advance, as
    /// in a font's `hmtx` table.
    public let advances: [UInt16]
    /// The advance of a scalar the font does not draw, in font units.
    public let missingAdvance: Int
    /// The kerning between glyphs.
    public let kerning: PairKerning

    /// Metrics of `unitsPerEm` (at least 1) from `characterMap`, `advances`, `missingAdvance`
    /// and `kerning`.
    public init(
        unitsPerEm: Int, characterMap: CharacterMap, advances: [UInt16], missingAdvance: Int, kerning: PairKerning
    ) {
        self.unitsPerEm = max(1, unitsPerEm)
        self.characterMap = characterMap
        self.advances = advances
        self.missingAdvance = missingAdvance
        self.kerning = kerning
    }

    /// The advance of `scalar`, in font units.
    public func advance(of scalar: Unicode.Scalar) -> Int {
        guard let glyph = characterMap.glyph(for: scalar.value) else {
            return Self.isCombiningMark(scalar) ? 0 : missingAdvance
        }
        guard let last = advances.last else { return missingAdvance }
        return Int(glyph < advances.count ? advances[Int(glyph)] : last)
    }

    /// The kerning of `first` followed by `second`, in font units: what is added to the
    /// advance of `first` (negative brings the pair closer); 0 when the font does not draw both.
    public func kerning(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Int {
        guard let left = characterMap.glyph(for: first.value), let right = characterMap.glyph(for: second.value) else {
            return 0
        }
        return kerning.value(left, right)
    }

    /// Whether `scalar` is a combining mark drawn on the character before it: the combining
    /// diacritical marks (U+0300–U+036F, U+1AB0–U+1AFF, U+1DC0–U+1DFF, U+20D0–U+20FF,
    /// U+FE20–U+FE2F), variation selectors (U+FE00–U+FE0F) and joiners (U+200C, U+200D).
    public static func isCombiningMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F, 0xFE00...0xFE0F,
            0x200C...0x200D:
            true
        default: false
        }
    }
}
