/// What a `ChunkTree` adds up over its positions: an associative sum with a zero.
protocol ChunkSummary: Sendable {
    /// The summary of no position.
    static var zero: Self { get }
    /// The summary of `lhs`'s positions followed by `rhs`'s.
    static func + (lhs: Self, rhs: Self) -> Self
}

/// A run of consecutive positions of a `ChunkTree`: a *gap* of any length that holds no
/// value, or a *dense* chunk of at most `ChunkTree.chunkCapacity` positions that stores one
/// entry per position (some of which may hold no value).
protocol TreeChunk: Sendable {
    associatedtype Summary: ChunkSummary
    /// A chunk of `count` positions without a value: a gap, or a dense chunk when `dense`.
    init(empty count: Int, dense: Bool)
    /// The number of positions.
    var count: Int { get }
    /// Whether the chunk is a gap.
    var isGap: Bool { get }
    /// Whether no position holds a value.
    var holdsNoValue: Bool { get }
    /// The summary of every position.
    var summary: Summary { get }
    /// Inserts `count` positions without a value before position `p`.
    mutating func insertEmpty(_ count: Int, at p: Int)
    /// Removes the positions in `range`.
    mutating func remove(_ range: Range<Int>)
    /// Removes the positions from `p` on and returns them as a chunk of the same kind.
    mutating func split(at p: Int) -> Self
    /// Appends the positions of `other`, a chunk of the same kind (the two together within
    /// the capacity when dense).
    mutating func append(_ other: Self)
}

/// A sequence of positions, most of them holding no value, that can grow and shrink in the
/// middle: a counted B+ tree whose leaves are chunks (`TreeChunk`) and whose inner nodes
/// keep, for each child, its number of positions and its summary.
///
/// ```
///                    [ 256 | 1,000,000 − 384 | 128 ]         inner: counts and summaries
///                   /           |                  \
///   [dense 128][dense 128]   [gap 999,616]     [dense 128]    leaves: chunks
/// ```
///
/// Positions without a value cost nothing: a run of them is one gap leaf, however long. A
/// chunk becomes dense when a value is set in it, and turns back into a gap when its last
/// value goes. Every leaf is at the same depth; an inner node has at most `fanout` children
/// and a dense leaf at most `chunkCapacity` positions, so finding a position reads
/// O(log_fanout c) nodes for c leaves, each one contiguous array of counts, and an insertion,
/// a removal or a change of one value rewrites one leaf and the counts on its path:
/// O(chunkCapacity + fanout · log c). Neighbouring leaves of one parent merge when they fit in
/// one (two gaps always do); inner nodes are not rebalanced when they shrink, so the depth
/// is that of the largest size reached.
///
/// The tree's shape depends on the order of the edits that built it. A summary read through
/// it (`prefix(before:)`) adds the children's summaries from the left at each level, so a
/// floating-point sum can differ in its last bits between two trees holding the same values;
/// it is exact, and so independent of the tree's history, whenever every partial sum is
/// exactly representable (for example whole points, or multiples of 1/64 far below 2^46).
struct ChunkTree<Chunk: TreeChunk>: Sendable {
    /// The most positions a dense chunk holds.
    static var chunkCapacity: Int { 128 }
    /// The most children an inner node has.
    static var fanout: Int { 32 }

    /// An inner node: its children (leaf indices at height 1, inner indices above) with their
    /// position counts and summaries, in order.
    struct Inner: Sendable {
        var children: [Int] = []
        var counts: [Int] = []
        var summaries: [Chunk.Summary] = []

        /// The child holding position `rest` of this node (the last child for a `rest` past
        /// them), `rest` made relative to that child, and `before` with the summaries of the
        /// children before it added from the left. A method, so that a descent reads the node
        /// where it is stored (through `PagedArray`'s in-place read) without copying it.
        @inline(__always)
        func descend(_ rest: inout Int, before: inout Chunk.Summary) -> Int {
            var j = 0
            let last = counts.count - 1
            while j < last, rest >= counts[j] {
                rest -= counts[j]
                before = before + summaries[j]
                j += 1
            }
            return j
        }
    }

    /// One child as its parent records it.
    private struct Entry {
        var node: Int
        var count: Int
        var summary: Chunk.Summary
    }

    /// The nodes, in paged arenas: a tree copied before an edit (a solution kept beside its
    /// edited copy) shares every page the edit does not write.
    private(set) var leaves = PagedArray<Chunk>()
    private(set) var inners = PagedArray<Inner>()
    private var freeLeaves: [Int] = []
    private var freeInners: [Int] = []
    /// The root: a leaf at height 0, an inner node above; −1 for an empty tree.
    private(set) var root = -1
    /// The number of inner levels above the leaves.
    private(set) var height = 0
    /// The number of positions.
    private(set) var count = 0
    /// The summary of every position.
    private(set) var summary = Chunk.Summary.zero

    /// An empty tree.
    init() {}

    /// A tree of `count` positions without a value (one gap).
    init(empty count: Int) {
        guard count > 0 else { return }
        root = newLeaf(Chunk(empty: count, dense: false))
        self.count = count
    }

    /// The number of leaves in use.
    var leafCount: Int { leaves.count - freeLeaves.count }

    /// Calls `body` with every leaf, in order.
    func forEachLeaf(_ body: (Chunk) -> Void) {
        guard root >= 0 else { return }
        visitLeaves(root, height: height, body)
    }

    private func visitLeaves(_ node: Int, height: Int, _ body: (Chunk) -> Void) {
        if height == 0 { return body(leaves[node]) }
        for child in inners[node].children { visitLeaves(child, height: height - 1, body) }
    }

    /// The leaf holding position `k` (`0..<count`), the position in it, and the summary of
    /// every position before the leaf (children's summaries added from the left, level by
    /// level from the root).
    @inline(__always)
    func find(_ k: Int) -> (leaf: Int, position: Int, before: Chunk.Summary) {
        let (path, position) = locate(k)
        return (path.leaf, position, path.before)
    }

    /// A leaf as a descent reaches it, with its parent, so that the leaves after it can be
    /// reached in order without descending again (`leaf(after:)`).
    struct LeafPath {
        /// The leaf.
        var leaf: Int
        /// The position of its first position in the tree.
        var first: Int
        /// The summary of every position before it, added as `find(_:)` adds it.
        var before: Chunk.Summary
        /// Its parent inner node, or −1 when the leaf is the root.
        var parent: Int
        /// Its index among the parent's children.
        var child: Int
    }

    /// `find(_:)` with the path to the leaf.
    @inline(__always)
    func locate(_ k: Int) -> (path: LeafPath, position: Int) {
        var node = root
        var rest = k
        var before = Chunk.Summary.zero
        var level = height
        var parent = -1
        var child = 0
        while level > 0 {
            let j = inners[node].descend(&rest, before: &before)
            parent = node
            child = j
            node = inners[node].children[j]
            level -= 1
        }
        return (LeafPath(leaf: node, first: k - rest, before: before, parent: parent, child: child), rest)
    }

    /// The leaf after `path`'s, with the same summary before it as `find(_:)` gives, or `nil`
    /// after the last leaf: the parent's next child when there is one (one addition), else a
    /// new descent, counted in `descents`.
    func leaf(after path: LeafPath, descents: inout Int) -> LeafPath? {
        let next = path.first + leaves[path.leaf].count
        guard next < count else { return nil }
        if path.parent >= 0, path.child + 1 < inners[path.parent].children.count {
            return LeafPath(
                leaf: inners[path.parent].children[path.child + 1], first: next,
                before: path.before + inners[path.parent].summaries[path.child], parent: path.parent, child: path.child + 1)
        }
        descents += 1
        return locate(next).path
    }

    // MARK: Edits

    /// Runs `body` on the dense chunk holding position `k` (`0..<count`) and that position in
    /// it, making a dense chunk around `k` out of a gap first when `densify`; with a gap and
    /// no `densify`, does nothing. Returns the number of nodes visited.
    @discardableResult
    mutating func modify(at k: Int, densify: Bool, _ body: (inout Chunk, Int) -> Void) -> Int {
        guard k >= 0, k < count else { return 0 }
        var touched = 0
        let entries = modify(root, height: height, at: k, base: 0, densify: densify, touched: &touched, body)
        setRoot(entries)
        return touched
    }

    /// Inserts `n` positions without a value before position `k` (`0...count`); returns the
    /// number of nodes visited.
    @discardableResult
    mutating func insertEmpty(_ n: Int, at k: Int) -> Int {
        guard n > 0, k >= 0, k <= count else { return 0 }
        guard root >= 0 else {
            self = ChunkTree(empty: n)
            return 1
        }
        var touched = 0
        setRoot(insert(n, into: root, height: height, at: k, touched: &touched))
        return touched
    }

    /// Removes the positions in `range` (clamped to `0..<count`); returns the number of nodes
    /// visited.
    @discardableResult
    mutating func remove(_ range: Range<Int>) -> Int {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return 0 }
        var touched = 0
        setRoot(remove(range, from: root, height: height, touched: &touched))
        return touched
    }

    private mutating func setRoot(_ entries: [Entry]) {
        if entries.isEmpty {
            self = ChunkTree()
            return
        }
        var top = entries
        while top.count > 1 {
            top = pack(top)
            height += 1
        }
        root = top[0].node
        count = top[0].count
        summary = top[0].summary
        // A root with one inner child gives way to it.
        while height > 0, inners[root].children.count == 1 {
            let child = inners[root].children[0]
            freeInner(root)
            root = child
            height -= 1
        }
    }

    /// `modify(at:densify:_:)` in the subtree at `node`, whose first position is position
    /// `base` of the tree.
    private mutating func modify(
        _ node: Int, height: Int, at k: Int, base: Int, densify: Bool, touched: inout Int,
        _ body: (inout Chunk, Int) -> Void
    ) -> [Entry] {
        touched += 1
        guard height > 0 else {
            if !leaves[node].isGap {
                body(&leaves[node], k)
                leaves[node] = Self.gapIfValueless(leaves[node])
                return [entry(leaf: node)]
            }
            guard densify else { return [entry(leaf: node)] }
            // A dense window of up to `chunkCapacity` positions around `k`, aligned to the
            // tree's multiples of the capacity where the gap allows.
            let length = leaves[node].count
            let width = min(Self.chunkCapacity, length)
            let start = max(0, min(k - (base + k) % Self.chunkCapacity, length - width))
            var dense = Chunk(empty: width, dense: true)
            body(&dense, k - start)
            var result: [Entry] = []
            if start > 0 { result.append(append(leaf: Chunk(empty: start, dense: false))) }
            result.append(append(leaf: dense))
            if start + width < length {
                result.append(append(leaf: Chunk(empty: length - start - width, dense: false)))
            }
            freeLeaf(node)
            return result
        }
        let (j, offset) = child(of: node, at: k, endInclusive: false)
        let replaced = modify(
            inners[node].children[j], height: height - 1, at: k - offset, base: base + offset, densify: densify,
            touched: &touched, body)
        return splice(node, height: height, replacing: j..<(j + 1), with: replaced)
    }

    private mutating func insert(_ n: Int, into node: Int, height: Int, at k: Int, touched: inout Int) -> [Entry] {
        touched += 1
        guard height > 0 else {
            if leaves[node].isGap || leaves[node].count + n <= Self.chunkCapacity {
                leaves[node].insertEmpty(n, at: k)
                return [entry(leaf: node)]
            }
            // A dense chunk that would overflow: its two ends around a gap of `n`.
            let tail = leaves[node].split(at: k)
            var result: [Entry] = []
            if leaves[node].count > 0 {
                leaves[node] = Self.gapIfValueless(leaves[node])
                result.append(entry(leaf: node))
            } else {
                freeLeaf(node)
            }
            result.append(append(leaf: Chunk(empty: n, dense: false)))
            if tail.count > 0 { result.append(append(leaf: Self.gapIfValueless(tail))) }
            return result
        }
        let (j, offset) = child(of: node, at: k, endInclusive: true)
        let replaced = insert(n, into: inners[node].children[j], height: height - 1, at: k - offset, touched: &touched)
        return splice(node, height: height, replacing: j..<(j + 1), with: replaced)
    }

    private mutating func remove(_ range: Range<Int>, from node: Int, height: Int, touched: inout Int) -> [Entry] {
        touched += 1
        guard height > 0 else {
            if range.count == leaves[node].count {
                freeLeaf(node)
                return []
            }
            leaves[node].remove(range)
            leaves[node] = Self.gapIfValueless(leaves[node])
            return [entry(leaf: node)]
        }
        var replaced: [Entry] = []
        var first = -1, last = -1
        var start = 0
        for j in inners[node].children.indices {
            let childCount = inners[node].counts[j]
            defer { start += childCount }
            let overlap = range.clamped(to: start..<(start + childCount))
            guard !overlap.isEmpty else { continue }
            if first < 0 { first = j }
            last = j
            let child = inners[node].children[j]
            if overlap.count == childCount {
                free(child, height: height - 1)
            } else {
                let local = (overlap.lowerBound - start)..<(overlap.upperBound - start)
                replaced += remove(local, from: child, height: height - 1, touched: &touched)
            }
        }
        return splice(node, height: height, replacing: first..<(last + 1), with: replaced)
    }

    /// The child of inner `node` holding position `k` and the positions before it; with
    /// `endInclusive`, a `k` at the end of a child's positions may fall in it (for inserting
    /// at the very end).
    private func child(of node: Int, at k: Int, endInclusive: Bool) -> (index: Int, before: Int) {
        let counts = inners[node].counts
        var before = 0
        var j = 0
        while j < counts.count - 1, k - before >= counts[j] + (endInclusive ? 1 : 0) {
            before += counts[j]
            j += 1
        }
        return (j, before)
    }

    /// Replaces the children `range` of inner `node` with `replacement`, merges neighbouring
    /// leaves that fit in one, and returns the node, split into several when it overflows
    /// (none when it has no child left).
    private mutating func splice(_ node: Int, height: Int, replacing range: Range<Int>, with replacement: [Entry])
        -> [Entry]
    {
        if range.count == 1, replacement.count == 1, height > 1 || !canMergeAround(node, range.lowerBound, replacement[0].node) {
            // One child changed in place: rewrite its record and add the node's summary again.
            let j = range.lowerBound
            inners[node].children[j] = replacement[0].node
            inners[node].counts[j] = replacement[0].count
            inners[node].summaries[j] = replacement[0].summary
            return [entry(inner: node)]
        }
        let inner = inners[node]
        var entries: [Entry] = []
        entries.reserveCapacity(inner.children.count + replacement.count)
        for j in 0..<range.lowerBound {
            entries.append(Entry(node: inner.children[j], count: inner.counts[j], summary: inner.summaries[j]))
        }
        entries += replacement
        for j in range.upperBound..<inner.children.count {
            entries.append(Entry(node: inner.children[j], count: inner.counts[j], summary: inner.summaries[j]))
        }
        if height == 1 {
            // Merge around the replaced span only: elsewhere neighbours were merged before.
            let low = max(0, range.lowerBound - 1)
            var j = min(entries.count - 1, range.lowerBound + replacement.count)
            while j > low {
                if canMerge(entries[j - 1].node, entries[j].node) {
                    let absorbed = leaves[entries[j].node]
                    leaves[entries[j - 1].node].append(absorbed)
                    freeLeaf(entries[j].node)
                    entries[j - 1] = entry(leaf: entries[j - 1].node)
                    entries.remove(at: j)
                }
                j -= 1
            }
        }
        freeInner(node)
        return entries.isEmpty ? [] : pack(entries)
    }

    /// Whether leaf `leaf`, about to be child `j` of inner `node`, fits in one with a
    /// neighbour.
    private func canMergeAround(_ node: Int, _ j: Int, _ leaf: Int) -> Bool {
        let children = inners[node].children
        return (j > 0 && canMerge(children[j - 1], leaf)) || (j + 1 < children.count && canMerge(leaf, children[j + 1]))
    }

    /// `chunk`, or a gap as long when it is dense without a value.
    private static func gapIfValueless(_ chunk: Chunk) -> Chunk {
        !chunk.isGap && chunk.holdsNoValue ? Chunk(empty: chunk.count, dense: false) : chunk
    }

    /// Whether two neighbouring leaves fit in one.
    private func canMerge(_ a: Int, _ b: Int) -> Bool {
        let left = leaves[a], right = leaves[b]
        if left.isGap != right.isGap { return false }
        return left.isGap || left.count + right.count <= Self.chunkCapacity
    }

    /// Inner nodes holding `entries` in order, each with at most `fanout` children.
    private mutating func pack(_ entries: [Entry]) -> [Entry] {
        let groups = (entries.count + Self.fanout - 1) / Self.fanout
        var result: [Entry] = []
        var start = 0
        for g in 0..<groups {
            let end = start + (entries.count - start) / (groups - g)
            var inner = Inner()
            var count = 0
            var summary = Chunk.Summary.zero
            for e in entries[start..<end] {
                inner.children.append(e.node)
                inner.counts.append(e.count)
                inner.summaries.append(e.summary)
                count += e.count
                summary = summary + e.summary
            }
            result.append(Entry(node: newInner(inner), count: count, summary: summary))
            start = end
        }
        return result
    }

    /// Stores `chunk` as a new leaf and returns its record.
    private mutating func append(leaf chunk: Chunk) -> Entry {
        let leaf = newLeaf(chunk)
        return entry(leaf: leaf)
    }

    private func entry(leaf: Int) -> Entry {
        Entry(node: leaf, count: leaves[leaf].count, summary: leaves[leaf].summary)
    }

    /// The record of inner `node`: its positions and its children's summaries added from the
    /// left, as `pack` adds them.
    private func entry(inner node: Int) -> Entry {
        var count = 0
        var summary = Chunk.Summary.zero
        for j in inners[node].counts.indices {
            count += inners[node].counts[j]
            summary = summary + inners[node].summaries[j]
        }
        return Entry(node: node, count: count, summary: summary)
    }

    private mutating func newLeaf(_ chunk: Chunk) -> Int {
        if let slot = freeLeaves.popLast() {
            leaves[slot] = chunk
            return slot
        }
        leaves.append(chunk)
        return leaves.count - 1
    }

    private mutating func newInner(_ inner: Inner) -> Int {
        if let slot = freeInners.popLast() {
            inners[slot] = inner
            return slot
        }
        inners.append(inner)
        return inners.count - 1
    }

    private mutating func freeLeaf(_ leaf: Int) {
        leaves[leaf] = Chunk(empty: 0, dense: false)
        freeLeaves.append(leaf)
    }

    private mutating func freeInner(_ inner: Int) {
        inners[inner] = Inner()
        freeInners.append(inner)
    }

    private mutating func free(_ node: Int, height: Int) {
        guard height > 0 else { return freeLeaf(node) }
        for child in inners[node].children { free(child, height: height - 1) }
        freeInner(node)
    }
}
