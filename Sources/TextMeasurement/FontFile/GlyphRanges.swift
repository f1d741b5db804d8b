/// A number for each glyph of some ranges of glyph ids: an OpenType class definition (the class
/// of each glyph) or coverage table (the index of each covered glyph).
public struct GlyphRanges: Hashable, Sendable {
    /// Glyphs `first...last` take `value`, `value + step`, `value + 2 × step`, …: a step of 1
    /// numbers a coverage table's glyphs, 0 gives a class's glyphs one value.
    public struct Range: Hashable, Sendable {
        /// The range's first glyph.
        public var first: UInt32
        /// The range's last glyph.
        public var last: UInt32
        /// The number of `first`.
        public var value: UInt32
        /// What the number grows by from one glyph to the next: 0 or 1.
        public var step: UInt32

        /// Creates a range of glyphs `first...last` numbered from `value` by `step`.
        public init(first: UInt32, last: UInt32, value: UInt32, step: UInt32) {
            self.first = first
            self.last = last
            self.value = value
            self.step = step
        }
    }

    /// The ranges, ascending and not overlapping.
    public let ranges: [Range]

    /// The numbers of `ranges`, which must ascend without overlapping.
    public init(ranges: [Range]) {
        self.ranges = ranges
    }

    /// The number of `glyph`, or `nil` when no range holds it.
    public func value(of glyph: UInt32) -> UInt32? {
        let index = firstRange(endingAtOrAfter: glyph, count: ranges.count) { ranges[$0].last }
        guard index < ranges.count, ranges[index].first <= glyph else { return nil }
        return ranges[index].value + (glyph - ranges[index].first) * ranges[index].step
    }
}

extension GlyphRanges {
    /// Reads an OpenType coverage table (formats 1 and 2): each covered glyph's index.
    static func coverage(_ table: FontTable) throws(FontFileError) -> GlyphRanges {
        var ranges: [Range] = []
        switch try table.uint16(0) {
        case 1:
            for index in 0..<Int(try table.uint16(2)) {
                let glyph = UInt32(try table.uint16(4 + 2 * index))
                try append(Range(first: glyph, last: glyph, value: UInt32(index), step: 1), to: &ranges)
            }
        case 2:
            for index in 0..<Int(try table.uint16(2)) {
                let first = UInt32(try table.uint16(4 + 6 * index))
                let last = UInt32(try table.uint16(6 + 6 * index))
                let start = UInt32(try table.uint16(8 + 6 * index))
                try append(Range(first: first, last: last, value: start, step: 1), to: &ranges)
            }
        default: throw .malformedTable("GPOS")
        }
        return GlyphRanges(ranges: ranges)
    }

    /// Reads an OpenType class definition table (formats 1 and 2): each listed glyph's class.
    static func classes(_ table: FontTable) throws(FontFileError) -> GlyphRanges {
        var ranges: [Range] = []
        switch try table.uint16(0) {
        case 1:
            let start = UInt32(try table.uint16(2))
            for index in 0..<Int(try table.uint16(4)) {
                let glyph = start + UInt32(index)
                try append(Range(first: glyph, last: glyph, value: UInt32(try table.uint16(6 + 2 * index)), step: 0), to: &ranges)
            }
        case 2:
            for index in 0..<Int(try table.uint16(2)) {
                let first = UInt32(try table.uint16(4 + 6 * index))
                let last = UInt32(try table.uint16(6 + 6 * index))
                let value = UInt32(try table.uint16(8 + 6 * index))
                try append(Range(first: first, last: last, value: value, step: 0), to: &ranges)
            }
        default: throw .malformedTable("GPOS")
        }
        return GlyphRanges(ranges: ranges)
    }

    /// Appends `range`, which must follow the last range.
    private static func append(_ range: Range, to ranges: inout [Range]) throws(FontFileError) {
        guard range.first <= range.last, ranges.last.map({ $0.last < range.first }) ?? true else {
            throw .malformedTable("GPOS")
        }
        ranges.append(range)
    }
}
