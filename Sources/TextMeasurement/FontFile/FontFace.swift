/// One face of an OpenType or TrueType font file (or of a TrueType collection), read for
/// measuring text: its names, weight, vertical metrics and the ``FontMetrics`` of its glyphs.
public struct FontFace: Sendable {
    /// The face's names.
    public let names: FontNames
    /// `OS/2`'s weight class (400 regular, 600 semibold, 700 bold), or `nil` without `OS/2`.
    public let weightClass: Int?
    /// The vertical metrics.
    public let verticalMetrics: VerticalMetrics
    /// The horizontal metrics: advances and kerning per scalar.
    public let metrics: FontMetrics

    /// The number of faces in a font file: 1, or the count of a TrueType collection.
    public static func faceCount(in bytes: [UInt8]) throws(FontFileError) -> Int {
        try TableDirectory.faceCount(in: FontBytes(bytes: bytes))
    }

    /// Reads face `faceIndex` (0 for a single font) of the font file `bytes`. Kerning comes
    /// from the GPOS `kern` feature when the face has a GPOS table, else from its `kern` table.
    public init(bytes: [UInt8], faceIndex: Int = 0) throws(FontFileError) {
        let file = FontBytes(bytes: bytes)
        let directory = try TableDirectory(file: file, faceIndex: faceIndex)
        let head = try directory.requiredTable(Tag.make("head"), in: file)
        let unitsPerEm = Int(try head.uint16(18))
        guard (16...16384).contains(unitsPerEm) else { throw .malformedTable("head") }
        let hhea = try directory.requiredTable(Tag.make("hhea"), in: file)
        var vertical = VerticalMetrics(
            ascender: Int(try hhea.int16(4)), descender: Int(try hhea.int16(6)), lineGap: Int(try hhea.int16(8)))
        let metricCount = Int(try hhea.uint16(34))
        guard metricCount > 0 else { throw .malformedTable("hhea") }
        let hmtx = try directory.requiredTable(Tag.make("hmtx"), in: file)
        var advances: [UInt16] = []
        advances.reserveCapacity(metricCount)
        for glyph in 0..<metricCount { advances.append(try hmtx.uint16(4 * glyph)) }
        let characterMap = try CharacterMap(table: try directory.requiredTable(Tag.make("cmap"), in: file))
        var weightClass: Int?
        if let os2 = directory.table(Tag.make("OS/2"), in: file) {
            weightClass = Int(try os2.uint16(4))
            if os2.length >= 78 {
                vertical.typographic = (Int(try os2.int16(68)), Int(try os2.int16(70)), Int(try os2.int16(72)))
                vertical.windows = (Int(try os2.uint16(74)), Int(try os2.uint16(76)))
            }
        }
        var kerning = PairKerning.none
        if let gpos = directory.table(Tag.make("GPOS"), in: file) {
            kerning = try PairKerning(gpos: gpos)
        } else if let kern = directory.table(Tag.make("kern"), in: file) {
            kerning = try PairKerning(kern: kern)
        }
        names = try directory.table(Tag.make("name"), in: file).map { table throws(FontFileError) in
            try FontNames(table: table)
        } ?? FontNames()
        self.weightClass = weightClass
        verticalMetrics = vertical
        metrics = FontMetrics(
            unitsPerEm: unitsPerEm, characterMap: characterMap, advances: advances,
            missingAdvance: unitsPerEm, kerning: kerning)
    }
}
