internal import InternalUtilities

/// A track of `count` groups laid end to end along one axis, where only the groups whose
/// length was set individually (overrides) take memory, and groups can be inserted and
/// removed anywhere.
///
/// Every group is `defaultLength` long unless it has an override; consecutive groups are
/// `spacing` apart. The groups are the positions of a `ChunkTree`: a run of groups without
/// overrides is one gap leaf however long, and a run of up to 128 groups with an override
/// is a dense leaf holding a length for each (0 and a clear bit where there is none), the
/// sums of its blocks of 16 and their running totals. A track of ten million groups with
/// three overrides far apart stores three dense leaves; a track whose every group is
/// overridden stores about 9.6 bytes per group (the leaves' 9.3: lengths, block sums, running
/// totals and record; the inner nodes' records, 32 bytes per leaf).
///
/// ```
///  offset(0)       offset(1)          offset(2)       offset(3)
///  |<- default ->|s|<-- override -->|s|<- default ->|s|<- default ->|
///
///  inner nodes: [ groups | overrides | their lengths' sum ] per child
///  leaves:      [dense: groups 0…127] [gap: 768 groups] [dense: groups 896…1023] …
/// ```
///
/// Lookups, offsets and searches read one root-to-leaf path of O(log₃₂ c) nodes for c
/// leaves, each one contiguous run of records, then one running total of a leaf's block sums
/// (a search: at most one pass over them) and one block; setting, inserting or removing groups
/// rewrites one leaf and the records on its path.
///
/// Offsets are `(k − n)·(defaultLength + spacing) + n·spacing + S` for the n overrides
/// before group k, whose lengths sum to S. S adds the summaries of the nodes before k's leaf
/// level by level from the root, then the blocks of k's leaf, then the entries of k's block,
/// so it can differ from a left-to-right sum in the last bits; it is exact whenever every
/// partial sum is exactly representable (for example whole points or multiples of 1/64).
/// The tree's shape follows the order of the edits that built it, so two equal tracks answer
/// every query bit for bit the same whenever those sums are exact (see `ChunkTree`).
public struct ExtentTree: Hashable, Sendable {
    /// The number of consecutive groups a dense leaf covers at most.
    static let chunkSize = 128

    /// The number of groups in the track; never negative.
    public private(set) var count: Int
    /// The length of every group without an override; changing it keeps the overrides.
    public var defaultLength: Double
    /// The gap between consecutive groups.
    public let spacing: Double
    /// The number of tree nodes visited by all updates since the track was created.
    ///
    /// A work counter for checking complexity; it takes no part in equality.
    public private(set) var nodesTouched = 0

    /// The groups: a position per group, an override per overridden group.
    private(set) var tree: ChunkTree<ExtentChunk>

    /// Creates a track of `count` groups of `defaultLength`, `spacing` apart, with no
    /// overrides. A negative count is taken as 0.
    public init(count: Int, defaultLength: Double, spacing: Double) {
        self.count = max(0, count)
        self.defaultLength = defaultLength
        self.spacing = spacing
        tree = ChunkTree(empty: self.count)
    }

    /// The number of groups whose length was set individually.
    public var overrideCount: Int { tree.summary.count }

    /// The number of dense leaves held in storage: runs of up to 128 groups with an override.
    var storedNodeCount: Int {
        var dense = 0
        tree.forEachLeaf { if !$0.isGap { dense += 1 } }
        return dense
    }

    /// The bytes the overrides take: each dense leaf's record and its lengths, block sums and
    /// their running totals (the arrays' own headers, the inner nodes and the allocator's
    /// rounding not included).
    var storedBytes: Int {
        storedNodeCount
            * (MemoryLayout<ExtentChunk>.stride + ExtentChunk.storedValueCount * MemoryLayout<Double>.stride)
    }

    /// Whether every leaf and inner record agrees with what it summarizes: counts, override
    /// counts, block sums and sums added as the queries add them, and no dense leaf without
    /// an override.
    var satisfiesInvariants: Bool {
        var positions = 0
        var overrides = 0
        var valid = true
        tree.forEachLeaf { leaf in
            positions += leaf.count
            overrides += leaf.summary.count
            if leaf.isGap { return }
            if leaf.holdsNoValue || leaf.count > Self.chunkSize { valid = false }
            var total = 0.0
            for b in 0..<ExtentChunk.blockCount {
                var block = 0.0
                for p in b * ExtentChunk.blockSize..<(b + 1) * ExtentChunk.blockSize {
                    if leaf.override(at: p) == nil, leaf.length(at: p) != 0 { valid = false }
                    block += leaf.length(at: p)
                }
                if leaf.blockSum(b) != block || leaf.sumOfBlocks(before: b) != total { valid = false }
                total += block
            }
            if leaf.summary.length != total { valid = false }
        }
        return valid && positions == count && overrides == tree.summary.count && tree.count == count
    }

    /// The length of group `k`, or 0 when `k` is outside `0..<count`.
    public func length(ofGroup k: Int) -> Double {
        guard k >= 0, k < count else { return 0 }
        return override(ofGroup: k) ?? defaultLength
    }

    /// The length set for group `k` individually, or `nil` when it has none (or `k` is
    /// outside `0..<count`).
    public func override(ofGroup k: Int) -> Double? {
        guard k >= 0, k < count, tree.summary.count > 0 else { return nil }
        let (leaf, p, _) = tree.find(k)
        return tree.leaves[leaf].isGap ? nil : tree.leaves[leaf].override(at: p)
    }

    /// Sets the length of group `k`, or with `nil` returns it to `defaultLength`, and reports
    /// the number of tree nodes visited. Does nothing and reports 0 when `k` is outside
    /// `0..<count`.
    @discardableResult
    public mutating func setLength(_ length: Double?, ofGroup k: Int) -> Int {
        guard k >= 0, k < count else { return 0 }
        let touched = tree.modify(at: k, densify: length != nil) { chunk, p in chunk.set(length, at: p) }
        nodesTouched += touched
        return touched
    }

    /// Inserts `n` groups of `defaultLength`, without overrides, before group `k`
    /// (`0...count`); later groups keep their overrides and move up by `n`. Reports the
    /// number of tree nodes visited; does nothing for `n <= 0` or `k` outside `0...count`.
    @discardableResult
    public mutating func insertGroups(_ n: Int, at k: Int) -> Int {
        guard n > 0, k >= 0, k <= count else { return 0 }
        let touched = tree.insertEmpty(n, at: k)
        count += n
        nodesTouched += touched
        return touched
    }

    /// Makes the track `newCount` groups (0 for a negative count) in one step when no group
    /// has an override, as any removals and insertions of groups without one would: O(1),
    /// one node. Returns `false`, changing nothing, when a group has an override.
    @discardableResult
    public mutating func resizeWithoutOverrides(to newCount: Int) -> Bool {
        guard overrideCount == 0 else { return false }
        count = max(0, newCount)
        tree = ChunkTree(empty: count)
        nodesTouched += 1
        return true
    }

    /// Removes the groups in `range` (clamped to `0..<count`) with their overrides; later
    /// groups move down. Reports the number of tree nodes visited.
    @discardableResult
    public mutating func removeGroups(in range: Range<Int>) -> Int {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return 0 }
        let touched = tree.remove(range)
        count -= range.count
        nodesTouched += touched
        return touched
    }

    /// The distance from the start of group 0 to the start of group `k`: the lengths of the
    /// groups before `k`, each followed by `spacing`.
    ///
    /// 0 for `k <= 0`. For `k >= count` it is the offset of group `count`, just past the last
    /// group's trailing spacing: `totalLength + spacing`, or 0 for an empty track.
    public func offset(ofGroup k: Int) -> Double {
        offsetAndOverride(ofGroup: k).offset
    }

    /// `offset(ofGroup: k)` and `override(ofGroup: k)` from one search.
    @inline(__always)
    func offsetAndOverride(ofGroup k: Int) -> (offset: Double, override: Double?) {
        let overrides = tree.summary
        if overrides.count == 0 { return (k <= 0 ? 0 : offset(min(k, count), after: 0, overriddenLength: 0), nil) }
        if k < 0 { return (0, nil) }
        if k >= count { return (offset(count, after: overrides.count, overriddenLength: overrides.length), nil) }
        let (leaf, p, before) = tree.find(k)
        return tree.leaves.withElement(at: leaf) { chunk in
            // A stored leaf without an override is a gap: told by its record, not its array.
            guard !chunk.holdsNoValue else {
                return (k == 0 ? 0 : offset(k, after: before.count, overriddenLength: before.length), nil)
            }
            let (count, length, override) = chunk.prefix(before: p)
            let n = before.count + count
            let lengths = before.length + length
            return (k == 0 ? 0 : offset(k, after: n, overriddenLength: lengths), override)
        }
    }

    /// The distance from the start of the first group to the end of the last: every group's
    /// length plus `count − 1` spacings; 0 for an empty track.
    public var totalLength: Double {
        count == 0 ? 0 : offset(ofGroup: count) - spacing
    }

    /// The group whose span, including the spacing after it, holds `x`: the largest `k` in
    /// `0..<count` with `offset(ofGroup: k) <= x`.
    ///
    /// 0 when `x` is below 0 or NaN, and for an empty track; `count − 1` past the end. When
    /// several groups share an offset (zero lengths and spacing) it is the last of them.
    public func group(atOffset x: Double) -> Int {
        guard count > 0, x >= 0 else { return 0 }
        if tree.summary.count == 0 {
            return lastGroup(in: UniformRun(first: 0, last: count - 1, before: 0, overriddenLength: 0), atOrBefore: x)
        }
        var node = tree.root
        var width = tree.rootWidth
        var level = tree.height
        var first = 0
        var before = OverrideSum.zero
        while level > 0 {
            let child = lastChild(of: node, width: width, startingBefore: x, first: &first, before: &before)
            node = child.node
            width = child.width
            level -= 1
        }
        return tree.leaves.withElement(at: node) { chunk in
            // A stored leaf without an override is a gap: told by its record, not its array.
            guard !chunk.holdsNoValue else {
                let run = UniformRun(
                    first: first, last: first + chunk.count - 1, before: before.count, overriddenLength: before.length)
                return lastGroup(in: run, atOrBefore: x)
            }
            return group(in: chunk, first: first, after: before, atOrBefore: x)
        }
    }

    /// The overrides as `(group, length)` pairs in group order; O(leaves × 128).
    public var overrides: [(group: Int, length: Double)] {
        var result: [(group: Int, length: Double)] = []
        var first = 0
        tree.forEachLeaf { leaf in
            defer { first += leaf.count }
            guard !leaf.isGap else { return }
            for p in 0..<leaf.count {
                if let length = leaf.override(at: p) { result.append((group: first + p, length: length)) }
            }
        }
        return result
    }

    /// Two tracks are equal when they have the same count, default length, spacing and
    /// overrides; `nodesTouched` is ignored.
    public static func == (lhs: ExtentTree, rhs: ExtentTree) -> Bool {
        guard lhs.count == rhs.count, lhs.defaultLength == rhs.defaultLength, lhs.spacing == rhs.spacing,
            lhs.overrideCount == rhs.overrideCount
        else { return false }
        let left = lhs.overrides
        let right = rhs.overrides
        for i in left.indices where left[i].group != right[i].group || left[i].length != right[i].length {
            return false
        }
        return true
    }

    /// Hashes the count, default length, spacing and overrides.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        hasher.combine(defaultLength)
        hasher.combine(spacing)
        for entry in overrides {
            hasher.combine(entry.group)
            hasher.combine(entry.length)
        }
    }
}

// MARK: - Inside an inner node

extension ExtentTree {
    /// The last child of inner node `node` (of `width` children) whose first group starts at
    /// or before `x`, given that the node's first group, `first`, does and `before` sums the
    /// overrides before it; `first` and `before` move to that child's.
    @inline(__always)
    private func lastChild(
        of node: Int, width: Int, startingBefore x: Double, first: inout Int, before: inout OverrideSum
    ) -> ChunkTree<ExtentChunk>.Slot {
        tree.withChildren(of: node) { slots, start in
            var j = 0
            var child = slots[start]
            while j < width - 1 {
                let end = first + child.count
                let passed = before + child.summary
                guard offset(end, after: passed.count, overriddenLength: passed.length) <= x else { break }
                first = end
                before = passed
                j += 1
                child = slots[start &+ j]
            }
            return child
        }
    }
}

// MARK: - Inside a dense leaf

extension ExtentTree {
    /// The largest group of the dense leaf `chunk`, whose first group `first` has an offset
    /// at most `x`, with an offset at most `x`, when the overrides `before` precede the leaf.
    /// The additions are those of `offset(ofGroup:)`.
    private func group(in chunk: ExtentChunk, first: Int, after before: OverrideSum, atOrBefore x: Double) -> Int {
        let limit = chunk.count
        let size = ExtentChunk.blockSize
        var block = 0
        while block + 1 < ExtentChunk.blockCount, (block + 1) * size < limit {
            let start = (block + 1) * size
            let n = before.count + chunk.overridden.count(below: start)
            let blocks = chunk.sumOfBlocks(before: block + 1)
            guard offset(first + start, after: n, overriddenLength: before.length + blocks) <= x else { break }
            block += 1
        }
        let blocks = chunk.sumOfBlocks(before: block)
        var p = block * size
        var partial = 0.0
        // The overrides before `p + 1`, counted on as `p` moves (one popcount for the block).
        var n = before.count + chunk.overridden.count(below: p)
        let end = min((block + 1) * size, limit)
        while p + 1 < end {
            let next = partial + chunk.length(at: p)
            if chunk.overridden.contains(p) { n += 1 }
            guard offset(first + p + 1, after: n, overriddenLength: before.length + (blocks + next)) <= x else { break }
            partial = next
            p += 1
        }
        return first + p
    }
}

// MARK: - Searching a run of uniform groups

extension ExtentTree {
    /// Consecutive groups without overrides, all preceded by the same overrides.
    private struct UniformRun {
        var first: Int
        var last: Int
        var before: Int
        var overriddenLength: Double
    }

    /// The largest group in `run` whose offset is at most `x`, given that `run.first`'s is.
    ///
    /// One division lands on the answer or next to it; bisection finishes the rare cases where
    /// indices beyond 2^53 make the division inexact.
    private func lastGroup(in run: UniformRun, atOrBefore x: Double) -> Int {
        let span = run.last - run.first
        var guess = run.last
        let pitch = defaultLength + spacing
        if pitch > 0 {
            let base = offset(run.first, after: run.before, overriddenLength: run.overriddenLength)
            let steps = ((x - base) / pitch).rounded(.down)
            if !(steps >= 0) {
                guess = run.first
            } else if steps < Double(span) {
                guess = run.first + min(Int(steps), span)
            }
        }
        var bracket = Bracket(good: run.first, bad: run.last + 1)
        narrow(&bracket, at: guess, in: run, atOrBefore: x)
        narrow(&bracket, at: bracket.good == guess ? guess + 1 : guess - 1, in: run, atOrBefore: x)
        while bracket.bad - bracket.good > 1 {
            narrow(&bracket, at: bracket.good + (bracket.bad - bracket.good) / 2, in: run, atOrBefore: x)
        }
        return bracket.good
    }

    /// Two groups of a run: the offset of `good` is at most the searched `x`, that of `bad`
    /// (which may be one past the run) is beyond it.
    private struct Bracket {
        var good: Int
        var bad: Int
    }

    /// Moves the end of `bracket` that `probe` replaces, if `probe` lies strictly inside it.
    private func narrow(_ bracket: inout Bracket, at probe: Int, in run: UniformRun, atOrBefore x: Double) {
        guard bracket.good < probe, probe < bracket.bad else { return }
        if offset(probe, after: run.before, overriddenLength: run.overriddenLength) <= x {
            bracket.good = probe
        } else {
            bracket.bad = probe
        }
    }

    /// The offset of group `k` when `before` overrides, of total length `overriddenLength`,
    /// precede it.
    func offset(_ k: Int, after before: Int, overriddenLength: Double) -> Double {
        Double(k - before) * (defaultLength + spacing) + Double(before) * spacing + overriddenLength
    }
}
