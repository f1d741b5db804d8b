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
/// A dense chunk keeps its numbers in one array, in the order the queries read them: the
/// running totals of the block sums (a search by offset passes over them), then each block's
/// lengths right after a copy of the running total before it (an offset reads that run
/// alone), then the block sums.
///
/// ```
///  [ 0 | s0 | … | s0+…+s7 ][ 0 | length 0 … 15 ][ s0 | length 16 … 31 ] … [ s0+…+s6 | length 112 … 127 ][ s0 | … | s7 ]
///    running totals (9)      block 0 (17)         block 1 (17)              block 7 (17)                   block sums (8)
/// ```
///
/// An offset reads one block's running total and the lengths of the block before its
/// position: one contiguous run, usually one or two cache lines, where it read a running
/// total a kilobyte away from the lengths. The running totals are the block sums added once,
/// left to right from 0, so every offset is the same bits as adding them. The block sums stay
/// for the edits: a change of one length adds its block again and the running totals after
/// it, in both places.
///
/// A dense chunk always holds an override (the tree makes one without any a gap), so an
/// offset tells a gap by its empty override set and reads the array without its header.
struct ExtentChunk: RemappedChunk {
    /// The number of consecutive groups one block sum covers.
    static let blockSize = 16
    /// The number of blocks in a dense chunk.
    static let blockCount = 128 / blockSize
    /// Where the blocks start in `values`: after the `blockCount + 1` running totals.
    private static let blocksStart = blockCount + 1
    /// The numbers one block takes in `values`: its running total, then its lengths.
    private static let blockStride = blockSize + 1
    /// Where the block sums start in `values`.
    private static let sumsStart = blocksStart + blockCount * blockStride
    /// The number of numbers a dense chunk stores.
    static let storedValueCount = sumsStart + blockCount

    var count: Int
    /// The positions of the groups that have an override.
    private(set) var overridden = Bitset128()
    /// A dense chunk's running totals, blocks and block sums; empty for a gap.
    private(set) var values: [Double]

    init(empty count: Int, dense: Bool) {
        self.count = count
        values = dense ? [Double](repeating: 0, count: Self.storedValueCount) : []
    }

    var isGap: Bool { values.isEmpty }
    var holdsNoValue: Bool { overridden.isEmpty }
    var summary: OverrideSum { OverrideSum(count: overridden.count, length: isGap ? 0 : values[Self.blockCount]) }

    /// Where block `b` starts in `values`: the copy of the running total before it.
    @inline(__always)
    private static func blockIndex(_ b: Int) -> Int { blocksStart &+ b &* blockStride }

    /// Where the length of position `p` is in `values`.
    @inline(__always)
    private static func lengthIndex(_ p: Int) -> Int { blocksStart &+ p &+ p / blockSize &+ 1 }

    /// The override of position `p`, or `nil`.
    @inline(__always)
    func override(at p: Int) -> Double? {
        overridden.contains(p) ? values[Self.lengthIndex(p)] : nil
    }

    /// The override length of position `p`, 0 without one (dense chunks only).
    @inline(__always)
    func length(at p: Int) -> Double { values[Self.lengthIndex(p)] }

    /// The sum of block `b` (dense chunks only).
    @inline(__always)
    func blockSum(_ b: Int) -> Double { values[Self.sumsStart + b] }

    /// The sums of the blocks before block `b` (`0...blockCount`) added left to right from 0:
    /// at `blockCount`, the chunk's sum (dense chunks only).
    @inline(__always)
    func sumOfBlocks(before b: Int) -> Double { values[b] }

    /// The sum of the override lengths before position `p`: the block sums before `p`'s
    /// block added left to right, plus the entries of `p`'s block before `p` added left to
    /// right (so a block's start and, at 128, the chunk's sum are the same additions).
    func sum(before p: Int) -> Double {
        guard !isGap else { return 0 }
        let start = Self.blockIndex(p / Self.blockSize)
        var partial = 0.0
        for i in start + 1..<Self.lengthIndex(p) { partial += values[i] }
        return values[start] + partial
    }

    /// What an offset needs of position `p` (`0..<count`) of a chunk the tree holds: the
    /// overrides before it, the sum of their lengths (as `sum(before:)` adds them), and its
    /// own override; for a gap, none. One call on the chunk where it is stored, so that
    /// nothing is copied out of the tree. A stored chunk is a gap exactly when it holds no
    /// override, so the array is read at `p`'s block only, not at its header.
    @inline(__always)
    func prefix(before p: Int) -> (count: Int, length: Double, override: Double?) {
        guard !overridden.isEmpty else { return (0, 0, nil) }
        return values.withUnsafeBufferPointer { numbers in
            let start = Self.blockIndex(p / Self.blockSize)
            let end = Self.lengthIndex(p)
            var partial = 0.0
            for i in start + 1..<end { partial += numbers[i] }
            let length = numbers[start] + partial
            return (overridden.count(below: p), length, overridden.contains(p) ? numbers[end] : nil)
        }
    }

    /// Sets the override of position `p` (`nil`: none) in a dense chunk.
    mutating func set(_ length: Double?, at p: Int) {
        if length != nil { overridden.insert(p) } else { overridden.remove(p) }
        values[Self.lengthIndex(p)] = length ?? 0
        let block = p / Self.blockSize
        values[Self.sumsStart + block] = addedBlock(block)
        refreshStarts(from: block)
    }

    /// The lengths of block `b` added left to right.
    private func addedBlock(_ b: Int) -> Double {
        var sum = 0.0
        for i in Self.blockIndex(b) + 1..<Self.blockIndex(b + 1) { sum += values[i] }
        return sum
    }

    /// Adds the block sums again from block `b` on into the running totals after it, and
    /// copies each before its block.
    private mutating func refreshStarts(from b: Int) {
        for c in b..<Self.blockCount {
            values[c + 1] = values[c] + values[Self.sumsStart + c]
            if c + 1 < Self.blockCount { values[Self.blockIndex(c + 1)] = values[c + 1] }
        }
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
                values[Self.lengthIndex(q)] = old[Self.lengthIndex(from)]
                if oldBits.contains(from) { bits.insert(q) }
            } else {
                values[Self.lengthIndex(q)] = 0
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
            merged.values[Self.lengthIndex(start + q)] = other.length(at: q)
        }
        merged.refreshBlocks()
        self = merged
    }
}
