internal import InternalUtilities

extension Int: ChunkSummary {}

/// A run of items of `MeasuredSizes`: a gap of unmeasured items, or up to 128 items with a
/// width column and a height column. A column holds one value while every measured item of
/// the chunk shares it (a list's cells all measure the list's width), and 128 once they
/// differ. Summarized by its number of measured items.
struct MeasuredChunk: RemappedChunk {
    var count: Int
    /// The positions of the measured items.
    private(set) var measured = Bitset128()
    /// The widths: one value shared by every measured item, or one per position; empty for a
    /// gap.
    private(set) var widths: [Double]
    /// The heights, as the widths.
    private(set) var heights: [Double]

    init(empty count: Int, dense: Bool) {
        self.count = count
        widths = dense ? [0] : []
        heights = dense ? [0] : []
    }

    var isGap: Bool { widths.isEmpty }
    var holdsNoValue: Bool { measured.isEmpty }
    var summary: Int { measured.count }

    /// The measured size of position `p`, or `nil`.
    func size(at p: Int) -> Size? {
        guard !isGap, measured.contains(p) else { return nil }
        return Size(width: widths.count == 1 ? widths[0] : widths[p], height: heights.count == 1 ? heights[0] : heights[p])
    }

    /// Sets or forgets the measured size of position `p` of a dense chunk.
    mutating func set(_ size: Size?, at p: Int) {
        guard let size else { return measured.remove(p) }
        let alone = measured.count - (measured.contains(p) ? 1 : 0) == 0
        Self.write(size.width, at: p, into: &widths, alone: alone)
        Self.write(size.height, at: p, into: &heights, alone: alone)
        measured.insert(p)
    }

    /// Writes `value` for position `p` into a column, keeping it shared while it can: when
    /// `p` is the chunk's only measured item, or every measured item has the same bits.
    private static func write(_ value: Double, at p: Int, into column: inout [Double], alone: Bool) {
        if column.count == 1 {
            if alone || column[0].bitPattern == value.bitPattern {
                column[0] = value
                return
            }
            column = [Double](repeating: column[0], count: 128)
        }
        column[p] = value
    }

    /// Rebuilds the positions: new position `q` takes old position `source(q)`, or nothing.
    mutating func remap(count newCount: Int, _ source: (Int) -> Int?) {
        var bits = Bitset128()
        var newWidths = widths, newHeights = heights
        for q in 0..<newCount {
            guard let from = source(q), measured.contains(from) else { continue }
            bits.insert(q)
            if widths.count > 1 { newWidths[q] = widths[from] }
            if heights.count > 1 { newHeights[q] = heights[from] }
        }
        measured = bits
        widths = newWidths
        heights = newHeights
        count = newCount
    }

    mutating func append(_ other: MeasuredChunk) {
        guard !isGap else { return count += other.count }
        let start = count
        remap(count: count + other.count) { q in q < start ? q : nil }
        for q in 0..<other.count {
            if let size = other.size(at: q) { set(size, at: start + q) }
        }
    }
}
