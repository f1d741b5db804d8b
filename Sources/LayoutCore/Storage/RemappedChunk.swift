/// A `TreeChunk` whose dense form edits its positions by rebuilding them from the old ones
/// (`remap`): inserting, removing and splitting are then the same for every such chunk.
protocol RemappedChunk: TreeChunk {
    /// The number of positions; set only by the chunk's own edits.
    var count: Int { get set }
    /// Rebuilds a dense chunk as `newCount` positions: new position `q` takes old position
    /// `source(q)`, or holds no value when that is `nil`.
    mutating func remap(count newCount: Int, _ source: (Int) -> Int?)
}

extension RemappedChunk {
    /// Positions inserted at or past the end need no remap: no position there holds a value.
    mutating func insertEmpty(_ n: Int, at p: Int) {
        guard !isGap, p < count else { return count += n }
        remap(count: count + n) { q in q < p ? q : (q < p + n ? nil : q - n) }
    }

    mutating func remove(_ range: Range<Int>) {
        guard !isGap else { return count -= range.count }
        remap(count: count - range.count) { q in q < range.lowerBound ? q : q + range.count }
    }

    mutating func split(at p: Int) -> Self {
        guard !isGap else {
            defer { count = p }
            return Self(empty: count - p, dense: false)
        }
        var tail = self
        tail.remap(count: count - p) { q in q + p }
        remap(count: p) { q in q }
        return tail
    }
}
