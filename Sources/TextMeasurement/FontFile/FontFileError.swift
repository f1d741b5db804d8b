/// Why a font file could not be read.
public enum FontFileError: Error, Hashable, Sendable {
    /// The file ends inside a structure: `needed` bytes were wanted at `offset`.
    case truncated(offset: Int, needed: Int)
    /// The file does not begin with a known signature (TrueType, OpenType/CFF or a collection).
    case unknownSignature(UInt32)
    /// A collection has no face at the requested index.
    case faceIndexOutOfRange(index: Int, faceCount: Int)
    /// A table every face needs is missing: `head`, `hhea`, `hmtx` or `cmap`.
    case missingTable(String)
    /// A table's contents contradict themselves (a count or offset points outside the table).
    case malformedTable(String)
    /// The `cmap` table has no Unicode subtable in a format read here (4 or 12).
    case unsupportedCharacterMap
}
