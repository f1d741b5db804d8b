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
/// A dense chunk keeps its numbers in one array:
///
/// ```
///  [ 0 | s0 | … | s0+…+s7 ][ 0 | length 0 … 15 ][ s0 | length 16 … 31 ] … [ s0 | … | s7 ]
///    block starts (9)       block 0's run        block 1's run         block sums (8)
/// ```
///
/// An offset reads one run: its block's start and the lengths before its position, next to
/// each other, instead of adding the block sums before it. The running totals are those
/// additions made once, left to right from 0, so every offset is the same bits; each run
/// starts with a copy of its block's start, and the starts stay together at the front for
/// the search by offset, which passes over them. The block sums stay for the edits: a change
/// of one length adds its block again and the running totals after it (both copies).
struct ExtentChunk: RemappedChunk {
    /// The base-2 logarithm of `blockSize`.
    private static let blockShift = 4
    /// The number of consecutive groups one block sum covers.
    static let blockSize = 1 << blockShift
    /// The number of blocks in a dense chunk.
    static let blockCount = 128 / blockSize
    /// Where the runs start in `values`: after the `blockCount + 1` block starts.
    private static let runsStart = blockCount + 1
    /// The numbers of one run: the block's start, then its lengths.
    private static let runLength = blockSize + 1
    /// Where the block sums start in `values`.
    private static let sumsStart = runsStart + blockCount * runLength
    /// The number of numbers a dense chunk stores.
    static let storedValueCount = sumsStart + blockCount

    /// Where block `b`'s run starts in `values`: the copy of its start.
    @inline(__always)
    private static func run(_ b: Int) -> Int { runsStart + b * runLength }

    /// Where the length of position `p` (`0..<128`) is in `values`: `run(b) + 1 + p mod 16`
    /// for its block b = p / 16, that is `runsStart + 1 + p + b` (one number more for each
    /// run before, the copy that opens it).
    @inline(__always)
    private static func lengthIndex(_ p: Int) -> Int { runsStart + 1 + p + (p >> blockShift) }

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
    func length(at p: Int) -> Double { number(Self.lengthIndex(p)) }

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
    /// additions). Read from `p`'s block's run alone: the copy of the start, then the lengths.
    @inline(__always)
    func sum(before p: Int) -> Double {
        let run = Self.run(p / Self.blockSize)
        var partial = 0.0
        for i in run + 1..<run + 1 + p % Self.blockSize { partial += number(i) }
        return number(run) + partial
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
        values[Self.lengthIndex(p)] = length ?? 0
        let block = p / Self.blockSize
        values[Self.sumsStart + block] = addedBlock(block)
        refreshStarts(from: block)
    }

    /// The lengths of block `b` added left to right.
    private func addedBlock(_ b: Int) -> Double {
        var sum = 0.0
        for i in Self.run(b) + 1...Self.run(b) + Self.blockSize { sum += values[i] }
        return sum
    }

    /// Adds the block sums again from block `b` on into the running totals after it, and
    /// copies each into its block's run.
    private mutating func refreshStarts(from b: Int) {
        for c in b..<Self.blockCount {
            values[c + 1] = values[c] + values[Self.sumsStart + c]
            if c + 1 < Self.blockCount { values[Self.run(c + 1)] = values[c + 1] }
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
