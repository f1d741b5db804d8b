// Reading a classic `kern` table (the OpenType/Windows layout, version 0): its horizontal
// format 0 subtables, each a lookup of its own, so that their values add up. Apple's `kern`
// table (version 1) and cross-stream or minimum-value subtables give no kerning here.

extension PairKerning {
    /// The pairs of the horizontal format 0 subtables of `table` (a `kern` table).
    init(kern table: FontTable) throws(FontFileError) {
        var lookups: [Lookup] = []
        guard try table.uint16(0) == 0 else {
            self.init(lookups: [])
            return
        }
        var offset = 4
        for _ in 0..<Int(try table.uint16(2)) {
            let length = Int(try table.uint16(offset + 2))
            let coverage = try table.uint16(offset + 4)
            guard length >= 6 else { throw .malformedTable("kern") }
            if coverage >> 8 == 0, coverage & 0b111 == 0b001 {
                let count = Int(try table.uint16(offset + 6))
                try table.check(offset + 14, count * 6)
                var entries: [(key: UInt64, value: Int16)] = []
                entries.reserveCapacity(count)
                for pair in 0..<count {
                    let record = offset + 14 + 6 * pair
                    let key = UInt64(try table.uint16(record)) << 32 | UInt64(try table.uint16(record + 2))
                    entries.append((key, try table.int16(record + 4)))
                }
                entries.sort { $0.key < $1.key }
                lookups.append(Lookup(subtables: [.pairs(keys: entries.map { $0.key }, values: entries.map { $0.value })]))
            }
            offset += length
        }
        self.init(lookups: lookups)
    }
}
