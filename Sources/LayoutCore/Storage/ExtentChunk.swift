internal import InternalUtilities

/// The overrides of a run of groups: how many, and their lengths added up.
struct OverrideSum: ChunkSummary {
    /// The number of overrides.
    var count: Int
    /// The sum of their lengths.
    var length: Double

    static var zero: OverrideSum { OverrideSum(count: 0, length: 0) }

    static func + (lhs: OverrideSum, rhs: OverrideSum) -> OverrideSum {
        OverrideSum(count: lhs.count + rhs.count, length: lhs.length + rhs.length)
    }
}

/// A run of groups of an `ExtentTree`: a gap without overrides, or up to 128 groups each
/// with its override length (0 and a clear bit where there is none) and the sums of its
/// blocks of `blockSize`, added left to right.
struct ExtentChunk: RemappedChunk {
    /// The number of consecutive groups one block sum covers.
    static let blockSize = 16
    /// The number of blocks in a dense chunk.
    static let blockCount = 128 / blockSize

    var count: Int
    /// The positions of the groups that have an override.
    private(set) var overridden = Bitset128()
    /// A dense chunk's 128 lengths then its block sums; empty for a gap.
    private(set) var values: [Double]
    /// The sum of the block sums, added left to right.
    private(set) var total = 0.0

    init(empty count: Int, dense: Bool) {
        self.count = count
        values = dense ? [Double](repeating: 0, count: 128 + Self.blockCount) : []
    }

    var isGap: Bool { values.isEmpty }
    var holdsNoValue: Bool { overridden.isEmpty }
    var summary: OverrideSum { OverrideSum(count: overridden.count, length: total) }

    /// The override of position `p`, or `nil`.
    @inline(__always)
    func override(at p: Int) -> Double? {
        overridden.contains(p) ? values[p] : nil
    }

    /// The override length of position `p`, 0 without one (dense chunks only).
    @inline(__always)
    func length(at p: Int) -> Double { values[p] }

    /// The sum of block `b`.
    @inline(__always)
    func blockSum(_ b: Int) -> Double { values[128 + b] }

    /// The sum of the override lengths before position `p`: the block sums before `p`'s
    /// block added left to right, plus the entries of `p`'s block before `p` added left to
    /// right (so a block's start and, at 128, the chunk's sum are the same additions).
    func sum(before p: Int) -> Double {
        guard !isGap else { return 0 }
        let block = p / Self.blockSize
        var blocks = 0.0
        for b in 0..<block { blocks += values[128 + b] }
        var partial = 0.0
        for q in block * Self.blockSize..<p { partial += values[q] }
        return blocks + partial
    }

    /// What an offset needs of position `p` of a dense chunk: the overrides before it, the
    /// sum of their lengths (as `sum(before:)` adds them), and its own override. One call on
    /// the chunk where it is stored, so that nothing is copied out of the tree.
    @inline(__always)
    func prefix(before p: Int) -> (count: Int, length: Double, override: Double?) {
        (overridden.count(below: p), sum(before: p), override(at: p))
    }

    /// Sets the override of position `p` (`nil`: none) in a dense chunk.
    mutating func set(_ length: Double?, at p: Int) {
        if length != nil { overridden.insert(p) } else { overridden.remove(p) }
        values[p] = length ?? 0
        let block = p / Self.blockSize
        var sum = 0.0
        for q in block * Self.blockSize..<(block + 1) * Self.blockSize { sum += values[q] }
        values[128 + block] = sum
        refreshTotal()
    }

    private mutating func refreshTotal() {
        var total = 0.0
        for b in 0..<Self.blockCount { total += values[128 + b] }
        self.total = total
    }

    /// Recomputes every block sum and the total after positions moved.
    private mutating func refreshBlocks() {
        for b in 0..<Self.blockCount {
            var sum = 0.0
            for q in b * Self.blockSize..<(b + 1) * Self.blockSize { sum += values[q] }
            values[128 + b] = sum
        }
        refreshTotal()
    }

    /// Rebuilds the positions: new position `q` takes old position `source(q)`, or nothing.
    mutating func remap(count newCount: Int, _ source: (Int) -> Int?) {
        let old = values, oldBits = overridden
        var bits = Bitset128()
        for q in 0..<128 {
            if q < newCount, let from = source(q) {
                values[q] = old[from]
                if oldBits.contains(from) { bits.insert(q) }
            } else {
                values[q] = 0
            }
        }
        overridden = bits
        count = newCount
        refreshBlocks()
    }

    mutating func append(_ other: ExtentChunk) {
        guard !isGap else { return count += other.count }
        let start = count
        var merged = self
        merged.remap(count: count + other.count) { q in q < start ? q : nil }
        for q in 0..<other.count where other.overridden.contains(q) {
            merged.overridden.insert(start + q)
            merged.values[start + q] = other.values[q]
        }
        merged.refreshBlocks()
        self = merged
    }
}
