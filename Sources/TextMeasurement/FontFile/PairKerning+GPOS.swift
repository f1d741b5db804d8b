// Reading the `kern` feature of a GPOS table: pair adjustment lookups (type 2, formats 1 and 2),
// directly or through extension lookups (type 9). Every `kern` feature of the feature list
// counts, whatever script or language system lists it; its lookups apply in the lookup list's
// order. Of each pair's value records, the horizontal advances count (the first glyph's and the
// second's); placements and device tables do not change a width. Structures shared between
// records are legal, so a file could make the reader repeat work without end: the work (lookup
// indices read, pairs and class values kept) is bounded by a budget of a few times the file's
// size, past which the table counts as malformed.

extension PairKerning {
    /// The pair adjustments of the `kern` feature of `table` (a GPOS table).
    init(gpos table: FontTable) throws(FontFileError) {
        let features = try table.subtable(at: Int(try table.uint16(6)))
        let lookupList = try table.subtable(at: Int(try table.uint16(8)))
        var budget = 4 * table.file.bytes.count
        var listed = [Bool](repeating: false, count: 1 << 16)
        for index in 0..<Int(try features.uint16(0)) {
            guard try features.uint32(2 + 6 * index) == Tag.make("kern") else { continue }
            let feature = try features.subtable(at: Int(try features.uint16(6 + 6 * index)))
            let count = Int(try feature.uint16(2))
            try Self.spend(count, from: &budget)
            for lookup in 0..<count { listed[Int(try feature.uint16(4 + 2 * lookup))] = true }
        }
        let lookupCount = Int(try lookupList.uint16(0))
        var lookups: [Lookup] = []
        for index in 0..<lookupCount where listed[index] {
            let lookup = try lookupList.subtable(at: Int(try lookupList.uint16(2 + 2 * index)))
            let type = try lookup.uint16(0)
            guard type == 2 || type == 9 else { continue }
            var subtables: [Subtable] = []
            for subtableIndex in 0..<Int(try lookup.uint16(4)) {
                var subtable = try lookup.subtable(at: Int(try lookup.uint16(6 + 2 * subtableIndex)))
                if type == 9 {
                    guard try subtable.uint16(2) == 2 else { continue }
                    subtable = try subtable.subtable(at: Int(try subtable.uint32(4)))
                }
                subtables.append(try Self.pairAdjustment(subtable, budget: &budget))
            }
            lookups.append(Lookup(subtables: subtables))
        }
        self.init(lookups: lookups)
    }

    /// A pair adjustment subtable, format 1 (pairs of glyphs) or 2 (pairs of classes).
    private static func pairAdjustment(_ table: FontTable, budget: inout Int) throws(FontFileError) -> Subtable {
        let coverage = try GlyphRanges.coverage(try table.subtable(at: Int(try table.uint16(2))))
        let firstFormat = try table.uint16(4)
        let secondFormat = try table.uint16(6)
        let firstSize = 2 * firstFormat.nonzeroBitCount
        let recordSize = firstSize + 2 * secondFormat.nonzeroBitCount
        switch try table.uint16(0) {
        case 1:
            var entries: [(key: UInt64, value: Int16)] = []
            for range in coverage.ranges {
                for glyph in range.first...range.last {
                    let index = Int(range.value + (glyph - range.first))
                    let set = try table.subtable(at: Int(try table.uint16(10 + 2 * index)))
                    let count = Int(try set.uint16(0))
                    try set.check(2, count * (2 + recordSize))
                    try spend(count, from: &budget)
                    for pair in 0..<count {
                        let record = 2 + pair * (2 + recordSize)
                        let second = UInt32(try set.uint16(record))
                        let value = try xAdvance(set, record + 2, firstFormat)
                            + xAdvance(set, record + 2 + firstSize, secondFormat)
                        entries.append((UInt64(glyph) << 32 | UInt64(second), Int16(truncatingIfNeeded: value)))
                    }
                }
            }
            entries.sort { $0.key < $1.key }
            return .pairs(keys: entries.map { $0.key }, values: entries.map { $0.value })
        case 2:
            let firstClasses = try GlyphRanges.classes(try table.subtable(at: Int(try table.uint16(8))))
            let secondClasses = try GlyphRanges.classes(try table.subtable(at: Int(try table.uint16(10))))
            let firstCount = Int(try table.uint16(12))
            let secondCount = Int(try table.uint16(14))
            try table.check(16, firstCount * secondCount * recordSize)
            try spend(firstCount * secondCount, from: &budget)
            var values: [Int16] = []
            values.reserveCapacity(firstCount * secondCount)
            for index in 0..<firstCount * secondCount {
                let record = 16 + index * recordSize
                let value = try xAdvance(table, record, firstFormat) + xAdvance(table, record + firstSize, secondFormat)
                values.append(Int16(truncatingIfNeeded: value))
            }
            return .classes(
                coverage: coverage, firstClasses: firstClasses, secondClasses: secondClasses, secondClassCount: secondCount,
                values: values)
        default:
            throw .malformedTable("GPOS")
        }
    }

    /// Takes `work` from `budget`, or throws when it is spent.
    private static func spend(_ work: Int, from budget: inout Int) throws(FontFileError) {
        budget -= work
        guard budget >= 0 else { throw .malformedTable("GPOS") }
    }

    /// The horizontal advance adjustment of the value record at `offset` written in `format`
    /// (0 when the format has none).
    private static func xAdvance(_ table: FontTable, _ offset: Int, _ format: UInt16) throws(FontFileError) -> Int {
        guard format & 0x4 != 0 else { return 0 }
        return Int(try table.int16(offset + 2 * (format & 0x3).nonzeroBitCount))
    }
}
