/// A tiny font assembled byte by byte, to read back with the reader.
///
/// Glyphs: 0 .notdef (500 units), 1 "A" (600), 2 "B" (650), 3 "C" (700), 4 "V" (620); glyph 5
/// (U+1F600, mapped by the format 12 subtable only) lies past `numberOfHMetrics` = 5 and so takes
/// the last advance, 620. Units per em 1000; hhea ascender 800, descender −200, line gap 0;
/// OS/2 weight 600, typographic 800 / −200 / 90, Windows 900 / 250.
///
/// The cmap's format 4 subtable maps A–C by a delta (1 − 0x41) and V through its glyph array;
/// the format 12 subtable maps A–C and U+1F600. The `kern` table kerns A-V by −80; the GPOS
/// `kern` feature has lookup 0 (an extension lookup wrapping a format 1 pair adjustment: A-B
/// −30) and lookup 1 (format 2, classes: V then A −50).
public enum SyntheticFont {
    /// Big-endian bytes being assembled.
    public struct Bytes {
        /// The bytes so far.
        public var data: [UInt8] = []
        /// No bytes yet.
        public init() {}
        /// Appends an unsigned 16-bit number.
        public mutating func u16(_ value: Int) { data += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        /// Appends a signed 16-bit number.
        public mutating func i16(_ value: Int) { u16(value & 0xFFFF) }
        /// Appends an unsigned 32-bit number.
        public mutating func u32(_ value: Int) { u16(value >> 16 & 0xFFFF); u16(value & 0xFFFF) }
        /// Appends the ASCII letters of a tag.
        public mutating func tag(_ text: String) { data += Array(text.utf8) }
        /// Appends text as UTF-16 (big-endian).
        public mutating func utf16(_ text: String) { for unit in text.utf16 { u16(Int(unit)) } }
        /// Appends zero bytes.
        public mutating func zeros(_ count: Int) { data += [UInt8](repeating: 0, count: count) }
    }

    /// The head table: units per em 1000.
    public static var head: [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000)  // version
        b.u32(0)  // fontRevision
        b.u32(0)  // checksumAdjustment
        b.u32(0x5F0F_3CF5)  // magic
        b.u16(0)  // flags
        b.u16(1000)  // unitsPerEm, at 18
        b.zeros(54 - 20)
        return b.data
    }

    /// The hhea table: ascender 800, descender −200, 5 long horizontal metrics.
    public static var hhea: [UInt8] {
        var b = Bytes()
        b.u32(0x0001_0000)
        b.i16(800)  // ascender
        b.i16(-200)  // descender
        b.i16(0)  // lineGap
        b.zeros(34 - 10)
        b.u16(5)  // numberOfHMetrics, at 34
        return b.data
    }

    /// The hmtx table: the advances listed above.
    public static var hmtx: [UInt8] { hmtx(a: 600) }

    /// The hmtx table with A's advance `a`.
    public static func hmtx(a: Int) -> [UInt8] {
        var b = Bytes()
        for advance in [500, a, 650, 700, 620] {
            b.u16(advance)
            b.i16(0)
        }
        b.i16(0)  // glyph 5: its left side bearing only
        return b.data
    }

    /// The cmap table: a format 4 and a format 12 subtable.
    public static var cmap: [UInt8] {
        // Format 4: segments [0x41–0x43 delta], [0x56 via the glyph array], [0xFFFF].
        var f4 = Bytes()
        f4.u16(4)
        f4.u16(16 + 8 * 3 + 2)  // length: header 14 + pad 2, 4 arrays of 3, 1 glyph
        f4.u16(0)  // language
        f4.u16(6)  // segCountX2
        f4.u16(4)
        f4.u16(1)
        f4.u16(2)
        for end in [0x43, 0x56, 0xFFFF] { f4.u16(end) }
        f4.u16(0)  // reservedPad
        for start in [0x41, 0x56, 0xFFFF] { f4.u16(start) }
        for delta in [1 - 0x41, 0, 1] { f4.i16(delta) }
        // Segment 1's idRangeOffset: from its own slot to glyphIdArray[0], 2 slots on: 4 bytes.
        for offset in [0, 4, 0] { f4.u16(offset) }
        f4.u16(4)  // glyphIdArray[0]: V → glyph 4
        // Format 12: A–C → 1–3, U+1F600 → 5.
        var f12 = Bytes()
        f12.u16(12)
        f12.u16(0)
        f12.u32(16 + 2 * 12)
        f12.u32(0)
        f12.u32(2)
        for (first, last, glyph) in [(0x41, 0x43, 1), (0x1F600, 0x1F600, 5)] {
            f12.u32(first)
            f12.u32(last)
            f12.u32(glyph)
        }
        return cmap(subtables: [(3, 1, f4.data), (3, 10, f12.data)])
    }

    /// A cmap of `subtables` (platform, encoding, bytes).
    public static func cmap(subtables: [(Int, Int, [UInt8])]) -> [UInt8] {
        var b = Bytes()
        b.u16(0)
        b.u16(subtables.count)
        var offset = 4 + 8 * subtables.count
        for (platform, encoding, data) in subtables {
            b.u16(platform)
            b.u16(encoding)
            b.u32(offset)
            offset += data.count
        }
        for (_, _, data) in subtables { b.data += data }
        return b.data
    }

    /// The OS/2 table: weight 600 and the vertical metrics listed above.
    public static var os2: [UInt8] {
        var b = Bytes()
        b.u16(0)  // version
        b.i16(0)  // xAvgCharWidth
        b.u16(600)  // usWeightClass, at 4
        b.zeros(68 - 6)
        b.i16(800)  // sTypoAscender, at 68
        b.i16(-200)
        b.i16(90)
        b.u16(900)  // usWinAscent, at 74
        b.u16(250)
        return b.data
    }

    /// The name table: family "Test", full name "Test Semibold", PostScript "Test-Semibold".
    public static var name: [UInt8] { name(family: "Test") }

    /// A name table of `family`, full name "Test Semibold", PostScript name "Test-Semibold".
    public static func name(family: String) -> [UInt8] {
        let names = [(1, family), (4, "Test Semibold"), (6, "Test-Semibold")]
        var b = Bytes()
        b.u16(0)
        b.u16(names.count + 1)
        b.u16(6 + 12 * (names.count + 1))  // storage offset
        var offset = 0
        for (id, text) in names {
            b.u16(3)
            b.u16(1)
            b.u16(0x409)
            b.u16(id)
            b.u16(text.utf16.count * 2)
            b.u16(offset)
            offset += text.utf16.count * 2
        }
        // A Macintosh family name, ranked below the Windows one.
        b.u16(1)
        b.u16(0)
        b.u16(0)
        b.u16(1)
        b.u16(3)
        b.u16(offset)
        for (_, text) in names { b.utf16(text) }
        b.tag("Mac")
        return b.data
    }

    /// The kern table: A-V −80.
    public static var kern: [UInt8] {
        var b = Bytes()
        b.u16(0)  // version
        b.u16(1)  // nTables
        b.u16(0)  // subtable version
        b.u16(14 + 6)  // length
        b.u16(0x0001)  // coverage: horizontal, format 0
        b.u16(1)  // nPairs
        b.u16(6)
        b.u16(0)
        b.u16(0)
        b.u16(1)  // A
        b.u16(4)  // V
        b.i16(-80)
        return b.data
    }

    /// The GPOS table: the kern feature's two lookups.
    public static var gpos: [UInt8] {
        // Header (10) | ScriptList (2) at 10 | FeatureList at 12 | LookupList after.
        var b = Bytes()
        b.u16(1)
        b.u16(0)
        b.u16(10)  // scriptList
        b.u16(12)  // featureList
        b.u16(12 + 16)  // lookupList: the feature list is 2 + 6 + 8 bytes
        b.u16(0)  // ScriptList: no scripts
        // FeatureList at 12: one record, 'kern', its feature 8 bytes on.
        b.u16(1)
        b.tag("kern")
        b.u16(8)
        b.u16(0)  // featureParams
        b.u16(2)  // lookupIndexCount
        b.u16(0)
        b.u16(1)
        // LookupList at 28: two lookups, at 6 and 6 + 8 + 8 + (format 1 subtable) from here.
        let format1 = pairFormat1
        let lookup0Length = 8 + 8 + format1.count
        b.u16(2)
        b.u16(6)
        b.u16(6 + lookup0Length)
        // Lookup 0: type 9, one subtable 8 bytes on: an extension to a type 2 subtable 8 on.
        b.u16(9)
        b.u16(0)
        b.u16(1)
        b.u16(8)
        b.u16(1)  // ExtensionPos format
        b.u16(2)  // extensionLookupType
        b.u32(8)
        b.data += format1
        // Lookup 1: type 2, one subtable 8 bytes on.
        b.u16(2)
        b.u16(0)
        b.u16(1)
        b.u16(8)
        b.data += pairFormat2
        return b.data
    }

    /// PairPos format 1: coverage {A}, one pair set {B: XAdvance −30}.
    public static var pairFormat1: [UInt8] {
        var b = Bytes()
        b.u16(1)
        b.u16(12)  // coverage, after the 12-byte header
        b.u16(0x4)  // valueFormat1: XAdvance
        b.u16(0)
        b.u16(1)  // pairSetCount
        b.u16(18)  // pairSet, after the coverage (6 bytes)
        b.u16(1)  // Coverage format 1
        b.u16(1)
        b.u16(1)  // A
        b.u16(1)  // PairSet: one pair
        b.u16(2)  // B
        b.i16(-30)
        return b.data
    }

    /// PairPos format 2: coverage {V}, V in first class 1, A in second class 1, −50 there.
    public static var pairFormat2: [UInt8] {
        var b = Bytes()
        b.u16(2)
        b.u16(24)  // coverage, after header 16 + 4 records × 2
        b.u16(0x4)
        b.u16(0)
        b.u16(24 + 10)  // classDef1, after the coverage (10 bytes)
        b.u16(24 + 10 + 10)  // classDef2, after classDef1 (10 bytes)
        b.u16(2)
        b.u16(2)
        for value in [0, 0, 0, -50] { b.i16(value) }
        b.u16(2)  // Coverage format 2: one range V–V from index 0
        b.u16(1)
        b.u16(4)
        b.u16(4)
        b.u16(0)
        b.u16(2)  // ClassDef format 2: V–V class 1
        b.u16(1)
        b.u16(4)
        b.u16(4)
        b.u16(1)
        b.u16(1)  // ClassDef format 1: from glyph 1 (A), one glyph, class 1
        b.u16(1)
        b.u16(1)
        b.u16(1)
        return b.data
    }

    /// The standard tables, optionally without GPOS or with other tables replaced.
    public static func tables(gpos withGPOS: Bool = true, replacing: [String: [UInt8]] = [:]) -> [(String, [UInt8])] {
        var list: [(String, [UInt8])] = [
            ("OS/2", os2), ("cmap", cmap), ("head", head), ("hhea", hhea), ("hmtx", hmtx), ("kern", kern),
            ("name", name),
        ]
        if withGPOS { list.insert(("GPOS", gpos), at: 0) }
        return list.map { ($0.0, replacing[$0.0] ?? $0.1) }
    }

    /// A font file of `tables`, whose table offsets count from `base` (for a collection).
    public static func font(_ tables: [(String, [UInt8])], base: Int = 0, signature: Int = 0x0001_0000) -> [UInt8] {
        var b = Bytes()
        b.u32(signature)
        b.u16(tables.count)
        b.zeros(6)
        var offset = base + 12 + 16 * tables.count
        for (tag, data) in tables {
            b.tag(tag)
            b.u32(0)  // checksum, not checked
            b.u32(offset)
            b.u32(data.count)
            offset += (data.count + 3) / 4 * 4
        }
        for (_, data) in tables {
            b.data += data
            b.zeros((4 - data.count % 4) % 4)
        }
        return b.data
    }

    /// A TrueType collection of fonts of `faces`.
    public static func collection(_ faces: [[(String, [UInt8])]]) -> [UInt8] {
        var b = Bytes()
        b.tag("ttcf")
        b.u32(0x0001_0000)
        b.u32(faces.count)
        var offset = 12 + 4 * faces.count
        var bodies: [[UInt8]] = []
        for tables in faces {
            b.u32(offset)
            let body = font(tables, base: offset)
            bodies.append(body)
            offset += body.count
        }
        for body in bodies { b.data += body }
        return b.data
    }
}
