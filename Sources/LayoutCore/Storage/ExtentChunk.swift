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
/// with its override length (0 and a clear bit where there is none), the sums of its blocks
/// of `blockSize` added left to right, and the running totals of those sums.
///
/// A dense chunk keeps its numbers in one array, in the order a search reads them:
///
/// ```
///  [ 0 | s0 | s0+s1 | … | s0+…+s7 ][ length 0 | … | length 127 ][ s0 | … | s7 ]
///    block starts (9)                lengths (128)                block sums (8)
/// ```
///
/// An offset reads one block start and the lengths of one block, next to each other, instead
/// of adding the block sums before it: the running totals are those additions made once, left
/// to right from 0, so every offset is the same bits. The block sums stay for the edits: a
/// change of one length adds its block again and the running totals after it.
struct ExtentChunk: RemappedChunk {
    /// The number of consecutive groups one block sum covers.
    static let blockSize = 16
    /// The number of blocks in a dense chunk.
    static let blockCount = 128 / blockSize
    /// Where the lengths start in `values`: after the `blockCount + 1` block starts.
    private static let lengthsStart = blockCount + 1
    /// Where the block sums start in `values`.
    private static let sumsStart = lengthsStart + 128
    /// The number of numbers a dense chunk stores.
    static let storedValueCount = sumsStart + blockCount

    var count: Int
    /// The positions of the groups that have an override.
    private(set) var overridden = Bitset128()
    /// A dense chunk's block starts, lengths and block sums; empty for a gap.
    private(set) var values: [Double]

    init(empty count: Int, dense: Bool) {
        self.count = count
        values = dense ? [Double](repeating: 0, count: Self.storedValueCount) : []
    }

    var isGap: Bool { values.isEmpty }
    var holdsNoValue: Bool { overridden.isEmpty }
    var summary: OverrideSum { OverrideSum(count: overridden.count, length: isGap ? 0 : sumOfBlocks(before: Self.blockCount)) }

    /// The override of position `p`, or `nil`.
    @inline(__always)
    func override(at p: Int) -> Double? {
        overridden.contains(p) ? length(at: p) : nil
    }

    /// The override length of position `p`, 0 without one (dense chunks only).
    @inline(__always)
    func length(at p: Int) -> Double { number(Self.lengthsStart + p) }

    /// The sum of block `b` (dense chunks only).
    @inline(__always)
    func blockSum(_ b: Int) -> Double { number(Self.sumsStart + b) }

    /// The sums of the blocks before block `b` (`0...blockCount`) added left to right from 0:
    /// at `blockCount`, the chunk's sum (dense chunks only).
    @inline(__always)
    func sumOfBlocks(before b: Int) -> Double { number(b) }

    /// Number `i` of a dense chunk's `values`, read in place without a bounds check, so that
    /// the read does not touch the array's header: a leaf reached at random then reads only
    /// the lines of the numbers it needs. Every reader passes an index within the dense
    /// layout (`0..<storedValueCount`).
    @inline(__always)
    private func number(_ i: Int) -> Double {
        values.withUnsafeBufferPointer { $0[i] }
    }

    /// The sum of the override lengths before position `p` of a dense chunk: the block sums
    /// before `p`'s block added left to right, plus the entries of `p`'s block before `p`
    /// added left to right (so a block's start and, at 128, the chunk's sum are the same
    /// additions).
    @inline(__always)
    func sum(before p: Int) -> Double {
        let block = p / Self.blockSize
        var partial = 0.0
        for q in block * Self.blockSize..<p { partial += length(at: q) }
        return sumOfBlocks(before: block) + partial
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
        values[Self.lengthsStart + p] = length ?? 0
        let block = p / Self.blockSize
        values[Self.sumsStart + block] = addedBlock(block)
        refreshStarts(from: block)
    }

    /// The lengths of block `b` added left to right.
    private func addedBlock(_ b: Int) -> Double {
        var sum = 0.0
        for q in b * Self.blockSize..<(b + 1) * Self.blockSize { sum += values[Self.lengthsStart + q] }
        return sum
    }

    /// Adds the block sums again from block `b` on into the running totals after it.
    private mutating func refreshStarts(from b: Int) {
        for c in b..<Self.blockCount { values[c + 1] = values[c] + values[Self.sumsStart + c] }
    }

    /// Recomputes every block sum and running total after positions moved.
    private mutating func refreshBlocks() {
        for b in 0..<Self.blockCount { values[Self.sumsStart + b] = addedBlock(b) }
        refreshStarts(from: 0)
    }

    /// Rebuilds the positions: new position `q` takes old position `source(q)`, or nothing.
    mutating func remap(count newCount: Int, _ source: (Int) -> Int?) {
        let old = values, oldBits = overridden
        var bits = Bitset128()
        for q in 0..<128 {
            if q < newCount, let from = source(q) {
                values[Self.lengthsStart + q] = old[Self.lengthsStart + from]
                if oldBits.contains(from) { bits.insert(q) }
            } else {
                values[Self.lengthsStart + q] = 0
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
            merged.values[Self.lengthsStart + start + q] = other.length(at: q)
        }
        merged.refreshBlocks()
        self = merged
    }
}
