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
/// O(log_fanout c) nodes for c leaves, and an insertion, a removal or a change of one value
/// rewrites one leaf and the records on its path: O(chunkCapacity + fanout · log c).
/// Neighbouring leaves of one parent merge when they fit in one (two gaps always do); inner
/// nodes are not rebalanced when they shrink, so the depth is that of the largest size
/// reached.
///
/// Memory is laid out for the descent. An inner node is one run of `fanout` records (`Slot`:
/// a child's positions, summary, index and number of children), stored inline in a paged
/// arena four nodes to a page, so a level reads the records it passes from one contiguous
/// run, with no array header or pointer between them. Leaves are chunks in a second arena.
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

    /// One child as its parent records it: its positions, their summary, where it is stored,
    /// and, for an inner child, how many children it has (so that a descent knows where each
    /// node's records end without reading anything else). The same record stands for a node
    /// being built during an edit.
    struct Slot: Sendable {
        /// The child's number of positions.
        var count: Int
        /// The summary of the child's positions.
        var summary: Chunk.Summary
        /// The child's index among the leaves (at height 1) or the inner nodes (above).
        /// 32 bits: a tree of 2^31 nodes would need hundreds of gigabytes before.
        private var index: Int32
        /// The child's number of children: 0 for a leaf.
        private var children: Int32

        init(node: Int, count: Int, summary: Chunk.Summary, width: Int) {
            self.count = count
            self.summary = summary
            index = Int32(truncatingIfNeeded: node)
            children = Int32(truncatingIfNeeded: width)
        }

        /// The child's index among the leaves or the inner nodes.
        @inline(__always)
        var node: Int { Int(index) }
        /// The child's number of children (0 for a leaf).
        @inline(__always)
        var width: Int { Int(children) }

        /// The record of an unused slot of a node.
        static var unused: Slot { Slot(node: 0, count: 0, summary: .zero, width: 0) }
    }

    /// The leaves, in a paged arena: a tree copied before an edit (a solution kept beside its
    /// edited copy) shares every page the edit does not write.
    private(set) var leaves = PagedArray<Chunk>()
    /// The inner nodes' records: node n's children in slots `n · fanout ..< n · fanout + w`
    /// for its w children, four nodes to a page (a node never crosses a page).
    private var slots = PagedArray<Slot>(pageShift: 7)
    private var freeLeaves: [Int] = []
    private var freeInners: [Int] = []
    /// The root: a leaf at height 0, an inner node above; −1 for an empty tree.
    private(set) var root = -1
    /// The root's number of children: 0 when it is a leaf.
    private(set) var rootWidth = 0
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

    /// Child `j` of inner node `node`, as the node records it.
    @inline(__always)
    func slot(_ j: Int, of node: Int) -> Slot {
        slots[node &* Self.fanout &+ j]
    }

    /// Calls `body` with every leaf, in order.
    func forEachLeaf(_ body: (Chunk) -> Void) {
        guard root >= 0 else { return }
        visitLeaves(root, height: height, width: rootWidth, body)
    }

    private func visitLeaves(_ node: Int, height: Int, width: Int, _ body: (Chunk) -> Void) {
        if height == 0 { return body(leaves[node]) }
        for j in 0..<width {
            let child = slot(j, of: node)
            visitLeaves(child.node, height: height - 1, width: child.width, body)
        }
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
        /// The parent's number of children.
        var siblings: Int
    }

    /// `find(_:)` with the path to the leaf.
    @inline(__always)
    func locate(_ k: Int) -> (path: LeafPath, position: Int) {
        var node = root
        var width = rootWidth
        var rest = k
        var before = Chunk.Summary.zero
        var level = height
        var parent = -1
        var child = 0
        var siblings = 0
        while level > 0 {
            let base = node &* Self.fanout
            let (j, record) = slots.withPage(of: base) { page, start in
                Self.child(in: page, from: start, width: width, &rest, &before)
            }
            parent = node
            child = j
            siblings = width
            node = record.node
            width = record.width
            level -= 1
        }
        let path = LeafPath(leaf: node, first: k - rest, before: before, parent: parent, child: child, siblings: siblings)
        return (path, rest)
    }

    /// The child holding position `rest` of the node whose `width` records start at `start`
    /// in `page` (the last child for a `rest` past them): its index and record, `rest` made
    /// relative to it, and `before` with the summaries of the children before it added from
    /// the left. The node's records are read where they are stored, without the page's header.
    @inline(__always)
    private static func child(
        in page: UnsafeBufferPointer<Slot>, from start: Int, width: Int, _ rest: inout Int, _ before: inout Chunk.Summary
    ) -> (index: Int, record: Slot) {
        var j = 0
        var record = page[start]
        while j < width - 1, rest >= record.count {
            rest -= record.count
            before = before + record.summary
            j += 1
            record = page[start &+ j]
        }
        return (j, record)
    }

    /// The records of inner node `node`'s children, `body`'s first argument, read in place
    /// from the node's page without bounds checks (not touching the page's header): child j
    /// is at `start + j`, `start` its second argument; `body` reads only the node's records.
    @inline(__always)
    func withChildren<R>(of node: Int, _ body: (UnsafeBufferPointer<Slot>, Int) -> R) -> R {
        slots.withPage(of: node &* Self.fanout, body)
    }

    /// The leaf after `path`'s, with the same summary before it as `find(_:)` gives, or `nil`
    /// after the last leaf: the parent's next child when there is one (one addition), else a
    /// new descent, counted in `descents`.
    func leaf(after path: LeafPath, descents: inout Int) -> LeafPath? {
        let next = path.first + leaves[path.leaf].count
        guard next < count else { return nil }
        if path.parent >= 0, path.child + 1 < path.siblings {
            return LeafPath(
                leaf: slot(path.child + 1, of: path.parent).node, first: next,
                before: path.before + slot(path.child, of: path.parent).summary, parent: path.parent,
                child: path.child + 1, siblings: path.siblings)
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
        let top = Slot(node: root, count: count, summary: summary, width: rootWidth)
        if densify, let record = setInPlace(top, height: height, at: k, body) {
            summary = record.summary
            return height + 1
        }
        var touched = 0
        let entries = modify(top, height: height, at: k, base: 0, densify: densify, touched: &touched, body)
        setRoot(entries)
        return touched
    }

    /// Adds `n` positions without a value at the end and runs `body` on the dense chunk
    /// holding the last of them and that position in it: what `insertEmpty(n, at: count)`
    /// followed by `modify(at: count − 1, densify: true, body)` does, with one descent along
    /// the last children instead of two. Returns the number of nodes visited; does nothing
    /// for `n <= 0`.
    @discardableResult
    mutating func append(_ n: Int, modifyingLast body: (inout Chunk, Int) -> Void) -> Int {
        guard n > 0 else { return 0 }
        guard root >= 0 else {
            self = ChunkTree(empty: n)
            return 1 + modify(at: n - 1, densify: true, body)
        }
        let top = Slot(node: root, count: count, summary: summary, width: rootWidth)
        if let record = appendInPlace(n, to: top, height: height, body) {
            count = record.count
            summary = record.summary
            return height + 1
        }
        var touched = 0
        setRoot(append(n, to: top, height: height, base: 0, touched: &touched, body))
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
        let top = Slot(node: root, count: count, summary: summary, width: rootWidth)
        setRoot(insert(n, into: top, height: height, at: k, touched: &touched))
        return touched
    }

    /// Removes the positions in `range` (clamped to `0..<count`); returns the number of nodes
    /// visited.
    @discardableResult
    mutating func remove(_ range: Range<Int>) -> Int {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return 0 }
        var touched = 0
        let top = Slot(node: root, count: count, summary: summary, width: rootWidth)
        setRoot(remove(range, from: top, height: height, touched: &touched))
        return touched
    }

    private mutating func setRoot(_ entries: [Slot]) {
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
        rootWidth = top[0].width
        count = top[0].count
        summary = top[0].summary
        // A root with one inner child gives way to it.
        while height > 0, rootWidth == 1 {
            let child = slot(0, of: root)
            freeInner(root)
            root = child.node
            rootWidth = child.width
            height -= 1
        }
    }

    /// `modify(at:densify:_:)` in the subtree at `node`, whose first position is position
    /// `base` of the tree.
    private mutating func modify(
        _ node: Slot, height: Int, at k: Int, base: Int, densify: Bool, touched: inout Int,
        _ body: (inout Chunk, Int) -> Void
    ) -> [Slot] {
        touched += 1
        guard height > 0 else {
            let leaf = node.node
            if !leaves[leaf].isGap {
                body(&leaves[leaf], k)
                leaves[leaf] = Self.gapIfValueless(leaves[leaf])
                return [entry(leaf: leaf)]
            }
            guard densify else { return [entry(leaf: leaf)] }
            return densified(gap: leaf, at: k, base: base, body)
        }
        let (j, offset) = child(of: node, at: k, endInclusive: false)
        let replaced = modify(
            slot(j, of: node.node), height: height - 1, at: k - offset, base: base + offset, densify: densify,
            touched: &touched, body)
        return splice(node, height: height, replacing: j..<(j + 1), with: replaced)
    }

    /// `modify(at:densify:_:)` with `densify` when position `k` lies in a dense leaf that no
    /// neighbour can merge with: `body` writes the leaf where it is stored and the records on
    /// the path are rewritten in place, their summaries added again as `splice` adds them,
    /// with no array made per level. Returns the subtree's new record, or `nil`, having
    /// changed nothing, when the edit needs `modify`'s general path (a gap to make dense, or
    /// leaves to merge).
    private mutating func setInPlace(_ node: Slot, height: Int, at k: Int, _ body: (inout Chunk, Int) -> Void)
        -> Slot?
    {
        guard height > 0 else {
            guard !leaves[node.node].isGap else { return nil }
            body(&leaves[node.node], k)
            return entry(leaf: node.node)
        }
        let (j, offset) = child(of: node, at: k, endInclusive: false)
        let child = slot(j, of: node.node)
        if height == 1, leaves[child.node].isGap || canMergeAround(node, j, child.node) { return nil }
        guard let record = setInPlace(child, height: height - 1, at: k - offset, body) else { return nil }
        slots[node.node &* Self.fanout &+ j] = record
        return entry(inner: node.node, width: node.width)
    }

    /// `append(_:modifyingLast:)` when the last leaf is a dense chunk with room for the `n`
    /// new positions that no neighbour can merge with (it only grows, so none can after):
    /// the leaf takes them where it is stored, `body` writes it, and the records on the path
    /// are rewritten in place, as `setInPlace` rewrites them. Returns the subtree's new
    /// record, or `nil`, having changed nothing, when the append needs the general path.
    private mutating func appendInPlace(_ n: Int, to node: Slot, height: Int, _ body: (inout Chunk, Int) -> Void)
        -> Slot?
    {
        guard height > 0 else {
            let leaf = node.node
            let length = leaves[leaf].count
            guard !leaves[leaf].isGap, length + n <= Self.chunkCapacity else { return nil }
            leaves[leaf].insertEmpty(n, at: length)
            body(&leaves[leaf], length + n - 1)
            return entry(leaf: leaf)
        }
        let j = node.width - 1
        let last = slot(j, of: node.node)
        if height == 1, canMergeAround(node, j, last.node) { return nil }
        guard let record = appendInPlace(n, to: last, height: height - 1, body) else { return nil }
        slots[node.node &* Self.fanout &+ j] = record
        return entry(inner: node.node, width: node.width)
    }

    /// Replaces gap leaf `leaf`, whose first position is position `base` of the tree, with a
    /// dense window of up to `chunkCapacity` positions around its position `k`, aligned to the
    /// tree's multiples of the capacity where the gap allows, between the gaps left around it;
    /// runs `body` on the window and `k`'s place in it. Returns the new leaves' records.
    private mutating func densified(
        gap leaf: Int, at k: Int, base: Int, _ body: (inout Chunk, Int) -> Void
    ) -> [Slot] {
        let length = leaves[leaf].count
        let width = min(Self.chunkCapacity, length)
        let start = max(0, min(k - (base + k) % Self.chunkCapacity, length - width))
        var dense = Chunk(empty: width, dense: true)
        body(&dense, k - start)
        var result: [Slot] = []
        if start > 0 { result.append(append(leaf: Chunk(empty: start, dense: false))) }
        result.append(append(leaf: dense))
        if start + width < length {
            result.append(append(leaf: Chunk(empty: length - start - width, dense: false)))
        }
        freeLeaf(leaf)
        return result
    }

    /// `append(_:modifyingLast:)` in the subtree at `node`, the last of its level, whose first
    /// position is position `base` of the tree. The last leaf takes the new positions when it
    /// is a gap or a dense chunk with room for them, as `insertEmpty` would; otherwise they
    /// become a gap after it. The last of them is then written as `modify` writes it.
    private mutating func append(
        _ n: Int, to node: Slot, height: Int, base: Int, touched: inout Int, _ body: (inout Chunk, Int) -> Void
    ) -> [Slot] {
        touched += 1
        guard height > 0 else {
            let leaf = node.node
            let length = leaves[leaf].count
            if leaves[leaf].isGap {
                leaves[leaf].insertEmpty(n, at: length)
                return densified(gap: leaf, at: length + n - 1, base: base, body)
            }
            if length + n <= Self.chunkCapacity {
                leaves[leaf].insertEmpty(n, at: length)
                body(&leaves[leaf], length + n - 1)
                leaves[leaf] = Self.gapIfValueless(leaves[leaf])
                return [entry(leaf: leaf)]
            }
            let gap = append(leaf: Chunk(empty: n, dense: false)).node
            return [entry(leaf: leaf)] + densified(gap: gap, at: n - 1, base: base + length, body)
        }
        let j = node.width - 1
        let last = slot(j, of: node.node)
        let replaced = append(n, to: last, height: height - 1, base: base + node.count - last.count, touched: &touched, body)
        return splice(node, height: height, replacing: j..<(j + 1), with: replaced)
    }

    private mutating func insert(_ n: Int, into node: Slot, height: Int, at k: Int, touched: inout Int) -> [Slot] {
        touched += 1
        guard height > 0 else {
            let leaf = node.node
            if leaves[leaf].isGap || leaves[leaf].count + n <= Self.chunkCapacity {
                leaves[leaf].insertEmpty(n, at: k)
                return [entry(leaf: leaf)]
            }
            // A dense chunk that would overflow: its two ends around a gap of `n`.
            let tail = leaves[leaf].split(at: k)
            var result: [Slot] = []
            if leaves[leaf].count > 0 {
                leaves[leaf] = Self.gapIfValueless(leaves[leaf])
                result.append(entry(leaf: leaf))
            } else {
                freeLeaf(leaf)
            }
            result.append(append(leaf: Chunk(empty: n, dense: false)))
            if tail.count > 0 { result.append(append(leaf: Self.gapIfValueless(tail))) }
            return result
        }
        let (j, offset) = child(of: node, at: k, endInclusive: true)
        let replaced = insert(n, into: slot(j, of: node.node), height: height - 1, at: k - offset, touched: &touched)
        return splice(node, height: height, replacing: j..<(j + 1), with: replaced)
    }

    private mutating func remove(_ range: Range<Int>, from node: Slot, height: Int, touched: inout Int) -> [Slot] {
        touched += 1
        guard height > 0 else {
            let leaf = node.node
            if range.count == leaves[leaf].count {
                freeLeaf(leaf)
                return []
            }
            leaves[leaf].remove(range)
            leaves[leaf] = Self.gapIfValueless(leaves[leaf])
            return [entry(leaf: leaf)]
        }
        var replaced: [Slot] = []
        var first = -1, last = -1
        var start = 0
        for j in 0..<node.width {
            let child = slot(j, of: node.node)
            defer { start += child.count }
            let overlap = range.clamped(to: start..<(start + child.count))
            guard !overlap.isEmpty else { continue }
            if first < 0 { first = j }
            last = j
            if overlap.count == child.count {
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
    private func child(of node: Slot, at k: Int, endInclusive: Bool) -> (index: Int, before: Int) {
        withChildren(of: node.node) { page, start in
            var before = 0
            var j = 0
            while j < node.width - 1 {
                let count = page[start &+ j].count
                guard k - before >= count + (endInclusive ? 1 : 0) else { break }
                before += count
                j += 1
            }
            return (j, before)
        }
    }

    /// Replaces the children `range` of inner `node` with `replacement`, merges neighbouring
    /// leaves that fit in one, and returns the node, split into several when it overflows
    /// (none when it has no child left).
    private mutating func splice(_ node: Slot, height: Int, replacing range: Range<Int>, with replacement: [Slot])
        -> [Slot]
    {
        let inner = node.node
        if range.count == 1, replacement.count == 1,
            height > 1 || !canMergeAround(node, range.lowerBound, replacement[0].node)
        {
            // One child changed in place: rewrite its record and add the node's summary again.
            slots[inner * Self.fanout + range.lowerBound] = replacement[0]
            return [entry(inner: inner, width: node.width)]
        }
        var entries: [Slot] = []
        entries.reserveCapacity(node.width + replacement.count)
        for j in 0..<range.lowerBound { entries.append(slot(j, of: inner)) }
        entries += replacement
        for j in range.upperBound..<node.width { entries.append(slot(j, of: inner)) }
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
        freeInner(inner)
        return entries.isEmpty ? [] : pack(entries)
    }

    /// Whether leaf `leaf`, about to be child `j` of inner `node`, fits in one with a
    /// neighbour.
    private func canMergeAround(_ node: Slot, _ j: Int, _ leaf: Int) -> Bool {
        (j > 0 && canMerge(slot(j - 1, of: node.node).node, leaf))
            || (j + 1 < node.width && canMerge(leaf, slot(j + 1, of: node.node).node))
    }

    /// `chunk`, or a gap as long when it is dense without a value.
    private static func gapIfValueless(_ chunk: Chunk) -> Chunk {
        !chunk.isGap && chunk.holdsNoValue ? Chunk(empty: chunk.count, dense: false) : chunk
    }

    /// Whether two neighbouring leaves fit in one. The leaves are read in place: a copy of a
    /// dense one would retain and release its arrays.
    private func canMerge(_ a: Int, _ b: Int) -> Bool {
        let gap = leaves[a].isGap
        if gap != leaves[b].isGap { return false }
        return gap || leaves[a].count + leaves[b].count <= Self.chunkCapacity
    }

    /// Inner nodes holding `entries` in order, each with at most `fanout` children.
    private mutating func pack(_ entries: [Slot]) -> [Slot] {
        let groups = (entries.count + Self.fanout - 1) / Self.fanout
        var result: [Slot] = []
        var start = 0
        for g in 0..<groups {
            let end = start + (entries.count - start) / (groups - g)
            let node = newInner()
            var count = 0
            var summary = Chunk.Summary.zero
            for (j, e) in entries[start..<end].enumerated() {
                slots[node * Self.fanout + j] = e
                count += e.count
                summary = summary + e.summary
            }
            result.append(Slot(node: node, count: count, summary: summary, width: end - start))
            start = end
        }
        return result
    }

    /// Stores `chunk` as a new leaf and returns its record.
    private mutating func append(leaf chunk: Chunk) -> Slot {
        let leaf = newLeaf(chunk)
        return entry(leaf: leaf)
    }

    private func entry(leaf: Int) -> Slot {
        Slot(node: leaf, count: leaves[leaf].count, summary: leaves[leaf].summary, width: 0)
    }

    /// The record of inner `node`, of `width` children: its positions and its children's
    /// summaries added from the left, as `pack` adds them.
    private func entry(inner node: Int, width: Int) -> Slot {
        // The records are read where they are stored, as a descent reads them.
        withChildren(of: node) { page, start in
            var count = 0
            var summary = Chunk.Summary.zero
            for j in 0..<width {
                let child = page[start &+ j]
                count += child.count
                summary = summary + child.summary
            }
            return Slot(node: node, count: count, summary: summary, width: width)
        }
    }

    private mutating func newLeaf(_ chunk: Chunk) -> Int {
        if let slot = freeLeaves.popLast() {
            leaves[slot] = chunk
            return slot
        }
        leaves.append(chunk)
        return leaves.count - 1
    }

    /// A node's run of slots, taken from the free ones or added at the end of the arena.
    private mutating func newInner() -> Int {
        if let node = freeInners.popLast() { return node }
        let node = slots.count / Self.fanout
        for _ in 0..<Self.fanout { slots.append(.unused) }
        return node
    }

    private mutating func freeLeaf(_ leaf: Int) {
        leaves[leaf] = Chunk(empty: 0, dense: false)
        freeLeaves.append(leaf)
    }

    /// Marks inner `node` free: its slots are written again when it is taken again.
    private mutating func freeInner(_ node: Int) {
        freeInners.append(node)
    }

    private mutating func free(_ node: Slot, height: Int) {
        guard height > 0 else { return freeLeaf(node.node) }
        for j in 0..<node.width { free(slot(j, of: node.node), height: height - 1) }
        freeInner(node.node)
    }
}
