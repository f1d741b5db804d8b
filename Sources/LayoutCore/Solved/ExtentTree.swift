internal import InternalUtilities

/// A track of `count` groups laid end to end along one axis, where only the groups whose
/// length was set individually (overrides) take memory, stored densely by chunk.
///
/// Every group is `defaultLength` long unless it has an override; consecutive groups are
/// `spacing` apart. Groups are cut into chunks of `chunkSize`; a chunk takes memory only while
/// one of its groups has an override, and then holds a length for each of its groups (0 and a
/// clear bit where there is none) and the sums of its blocks of `blockSize`. A track of ten
/// million groups with three overrides far apart stores three chunks; a track whose every group
/// is overridden stores about 8.8 bytes per group.
///
/// ```
///  offset(0)       offset(1)          offset(2)       offset(3)
///  |<- default ->|s|<-- override -->|s|<- default ->|s|<- default ->|
///
///  chunks, a treap keyed by chunk index:      (chunk 7: groups 896…1023)
///                                             /
///                                  (chunk 0: groups 0…127)
/// ```
///
/// The chunks form a treap whose nodes sit in an array and point to their children by index.
/// A node's priority is a splitmix64 hash of its chunk index, which is a bijection, so the
/// tree's shape depends only on which chunks hold overrides, never on the order of updates.
/// Each node also keeps its subtree's override count and sum of override lengths; lookups,
/// updates, offsets and searches take O(log c) for c chunks, expected, plus at most one pass
/// over a chunk's block sums and one block. Nodes link to their parents too, so a removal
/// fills the freed slot with the last node and storage stays at exactly c nodes.
///
/// Offsets are `(k − n)·(defaultLength + spacing) + n·spacing + S` for the n overrides
/// before group k, whose lengths sum to S. S is summed through the tree, then the blocks of
/// k's chunk, then the entries of k's block, so it can differ from a left-to-right sum in the
/// last bits; it is exact whenever every partial sum is exactly representable (for example
/// whole points or multiples of 1/64). Equal tracks answer every query bit for bit the same.
public struct ExtentTree: Hashable, Sendable {
    /// The number of consecutive groups one chunk covers.
    static let chunkSize = 128
    /// The number of consecutive groups one block sum of a chunk covers.
    static let blockSize = 16
    /// The number of blocks in a chunk.
    static let blockCount = chunkSize / blockSize

    /// One chunk holding overrides, and the aggregates of the subtree below it.
    private struct Node: Sendable {
        /// The chunk's index: it covers groups `chunk × chunkSize ..< (chunk + 1) × chunkSize`.
        var chunk: Int
        var left = -1
        var right = -1
        var parent = -1
        /// The overrides in the subtree.
        var size = 0
        /// The sum of the override lengths in the subtree.
        var sum = 0.0
        /// The overrides in this chunk.
        var count = 0
        /// The sum of this chunk's block sums, added left to right.
        var chunkSum = 0.0
        /// The positions in the chunk of the groups that have an override.
        var overridden = Bitset128()
        /// The override length of each group of the chunk (0 without one), then the sum of
        /// each block, added left to right.
        var leaf = [Double](repeating: 0, count: ExtentTree.chunkSize + ExtentTree.blockCount)

        init(chunk: Int) {
            self.chunk = chunk
        }
    }

    /// The number of groups in the track; never negative.
    public let count: Int
    /// The length of every group without an override; changing it keeps the overrides.
    public var defaultLength: Double
    /// The gap between consecutive groups.
    public let spacing: Double
    /// The number of tree nodes visited by all updates since the track was created.
    ///
    /// A work counter for checking complexity; it takes no part in equality.
    public private(set) var nodesTouched = 0

    /// The chunks, one node each, with no free slots; links are indices, −1 for none.
    private var nodes: [Node] = []
    /// The index of the tree's root, −1 when there are no overrides.
    private var root = -1

    /// Creates a track of `count` groups of `defaultLength`, `spacing` apart, with no
    /// overrides. A negative count is taken as 0.
    public init(count: Int, defaultLength: Double, spacing: Double) {
        self.count = max(0, count)
        self.defaultLength = defaultLength
        self.spacing = spacing
    }

    /// The number of groups whose length was set individually.
    public var overrideCount: Int { size(of: root) }

    /// The number of chunks held in storage: those with at least one override.
    var storedNodeCount: Int { nodes.count }

    /// The bytes the overrides take: each stored chunk's node and its lengths and block
    /// sums (the array's own header and the allocator's rounding not included).
    var storedBytes: Int {
        nodes.count * (MemoryLayout<Node>.stride + (Self.chunkSize + Self.blockCount) * MemoryLayout<Double>.stride)
    }

    /// Whether every node is reachable from the root, ordered by chunk, below its parent in
    /// priority, linked back to its parent, non-empty and carrying its chunk's and its
    /// subtree's aggregates.
    var satisfiesInvariants: Bool {
        if root >= 0, nodes[root].parent != -1 || nodes[root].size != overrides.count { return false }
        if root < 0, !nodes.isEmpty { return false }
        var reachable = 0
        var pending = root >= 0 ? [root] : []
        while let t = pending.popLast() {
            reachable += 1
            pending += [nodes[t].left, nodes[t].right].filter { $0 >= 0 }
        }
        if reachable != nodes.count { return false }
        for t in nodes.indices {
            let node = nodes[t]
            for child in [node.left, node.right] where child >= 0 {
                if nodes[child].parent != t || outranks(child, t) { return false }
            }
            if node.left >= 0, nodes[node.left].chunk >= node.chunk { return false }
            if node.right >= 0, nodes[node.right].chunk <= node.chunk { return false }
            if node.count == 0 || node.count != node.overridden.count { return false }
            var total = 0.0
            for b in 0..<Self.blockCount {
                var block = 0.0
                for p in b * Self.blockSize..<(b + 1) * Self.blockSize {
                    if !node.overridden.contains(p), node.leaf[p] != 0 { return false }
                    block += node.leaf[p]
                }
                if node.leaf[Self.chunkSize + b] != block { return false }
                total += block
            }
            if node.chunkSum != total { return false }
            if node.size != size(of: node.left) + node.count + size(of: node.right) { return false }
            if node.sum != sum(of: node.left) + node.chunkSum + sum(of: node.right) { return false }
        }
        return true
    }

    /// The length of group `k`, or 0 when `k` is outside `0..<count`.
    public func length(ofGroup k: Int) -> Double {
        guard k >= 0, k < count else { return 0 }
        return override(ofGroup: k) ?? defaultLength
    }

    /// The length set for group `k` individually, or `nil` when it has none (or `k` is
    /// outside `0..<count`).
    public func override(ofGroup k: Int) -> Double? {
        guard k >= 0, k < count, let t = node(ofChunk: k / Self.chunkSize) else { return nil }
        let p = k % Self.chunkSize
        return nodes[t].overridden.contains(p) ? nodes[t].leaf[p] : nil
    }

    /// Sets the length of group `k`, or with `nil` returns it to `defaultLength`, and reports
    /// the number of tree nodes visited. Does nothing and reports 0 when `k` is outside
    /// `0..<count`.
    @discardableResult
    public mutating func setLength(_ length: Double?, ofGroup k: Int) -> Int {
        guard k >= 0, k < count else { return 0 }
        let chunk = k / Self.chunkSize, p = k % Self.chunkSize
        var touched = 0
        if let length {
            setRoot(set(length, chunk: chunk, position: p, into: root, touched: &touched))
        } else {
            var removed = -1
            setRoot(clear(chunk: chunk, position: p, from: root, removed: &removed, touched: &touched))
            if removed >= 0 { release(removed, touched: &touched) }
        }
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
    func offsetAndOverride(ofGroup k: Int) -> (offset: Double, override: Double?) {
        if root < 0 { return (k <= 0 ? 0 : offset(min(k, count), after: 0, overriddenLength: 0), nil) }
        if k < 0 { return (0, nil) }
        if k >= count { return (offset(count, after: size(of: root), overriddenLength: sum(of: root)), nil) }
        let chunk = k / Self.chunkSize
        var override: Double?
        var before = 0
        var lengths = 0.0
        var t = root
        while t >= 0 {
            if nodes[t].chunk < chunk {
                before += size(of: nodes[t].left) + nodes[t].count
                lengths = lengths + sum(of: nodes[t].left) + nodes[t].chunkSum
                t = nodes[t].right
            } else if nodes[t].chunk == chunk {
                let p = k % Self.chunkSize
                if nodes[t].overridden.contains(p) { override = nodes[t].leaf[p] }
                before += size(of: nodes[t].left) + nodes[t].overridden.count(below: p)
                lengths = lengths + sum(of: nodes[t].left)
                lengths = lengths + inChunkSum(of: t, before: p)
                break
            } else {
                t = nodes[t].left
            }
        }
        return (k == 0 ? 0 : offset(k, after: before, overriddenLength: lengths), override)
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
        var before = 0
        var lengths = 0.0
        var below = -1
        var above = count
        var t = root
        while t >= 0 {
            let first = nodes[t].chunk * Self.chunkSize
            let leftBefore = before + size(of: nodes[t].left)
            let leftLengths = lengths + sum(of: nodes[t].left)
            if offset(first, after: leftBefore, overriddenLength: leftLengths) > x {
                above = first
                t = nodes[t].left
                continue
            }
            let end = first + Self.chunkSize
            let passedBefore = leftBefore + nodes[t].count
            let passedLengths = leftLengths + nodes[t].chunkSum
            guard end < count, offset(end, after: passedBefore, overriddenLength: passedLengths) <= x else {
                return group(inChunk: t, after: leftBefore, overriddenLength: leftLengths, atOrBefore: x)
            }
            below = end - 1
            before = passedBefore
            lengths = passedLengths
            t = nodes[t].right
        }
        let run = UniformRun(first: below + 1, last: above - 1, before: before, overriddenLength: lengths)
        guard run.first <= run.last else { return max(below, 0) }
        return lastGroup(in: run, atOrBefore: x)
    }

    /// The overrides as `(group, length)` pairs in group order; O(c × chunkSize).
    public var overrides: [(group: Int, length: Double)] {
        var result: [(group: Int, length: Double)] = []
        var pending: [Int] = []
        var t = root
        while t >= 0 || !pending.isEmpty {
            while t >= 0 {
                pending.append(t)
                t = nodes[t].left
            }
            let next = pending.removeLast()
            for p in 0..<Self.chunkSize where nodes[next].overridden.contains(p) {
                result.append((group: nodes[next].chunk * Self.chunkSize + p, length: nodes[next].leaf[p]))
            }
            t = nodes[next].right
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

// MARK: - Inside a chunk

extension ExtentTree {
    /// The node of chunk `chunk`, or `nil` when the chunk holds no override.
    private func node(ofChunk chunk: Int) -> Int? {
        var t = root
        while t >= 0 {
            if nodes[t].chunk == chunk { return t }
            t = chunk < nodes[t].chunk ? nodes[t].left : nodes[t].right
        }
        return nil
    }

    /// The sum of the override lengths at positions before `p` of the chunk at `t`: its
    /// block sums before `p`'s block added left to right, plus the entries of `p`'s block
    /// before `p` added left to right. The same additions give a block's start and, at
    /// `chunkSize`, the chunk's sum, so offsets never step back at a block boundary.
    private func inChunkSum(of t: Int, before p: Int) -> Double {
        let block = p / Self.blockSize
        var blocks = 0.0
        for b in 0..<block { blocks += nodes[t].leaf[Self.chunkSize + b] }
        var partial = 0.0
        for q in block * Self.blockSize..<p { partial += nodes[t].leaf[q] }
        return blocks + partial
    }

    /// The largest group of the chunk at `t` whose offset is at most `x`, given that the
    /// chunk's first group's is, when `before` overrides of total length `overriddenLength`
    /// precede the chunk. The additions are those of `offset(ofGroup:)`.
    private func group(inChunk t: Int, after before: Int, overriddenLength: Double, atOrBefore x: Double) -> Int {
        let first = nodes[t].chunk * Self.chunkSize
        let limit = min(Self.chunkSize, count - first)
        var block = 0
        var blocks = 0.0
        while block + 1 < Self.blockCount, (block + 1) * Self.blockSize < limit {
            let next = blocks + nodes[t].leaf[Self.chunkSize + block]
            let start = (block + 1) * Self.blockSize
            let n = before + nodes[t].overridden.count(below: start)
            guard offset(first + start, after: n, overriddenLength: overriddenLength + next) <= x else { break }
            blocks = next
            block += 1
        }
        var p = block * Self.blockSize
        var partial = 0.0
        while p + 1 < min((block + 1) * Self.blockSize, limit) {
            let next = partial + nodes[t].leaf[p]
            let n = before + nodes[t].overridden.count(below: p + 1)
            guard offset(first + p + 1, after: n, overriddenLength: overriddenLength + (blocks + next)) <= x else { break }
            partial = next
            p += 1
        }
        return first + p
    }

    /// Writes `length` (an override) or `nil` (none) at position `p` of the chunk at `t` and
    /// recomputes the chunk's block sum, sum and count.
    private mutating func write(_ length: Double?, at p: Int, in t: Int) {
        if length == nil { nodes[t].overridden.remove(p) } else { nodes[t].overridden.insert(p) }
        nodes[t].leaf[p] = length ?? 0
        let block = p / Self.blockSize
        var sum = 0.0
        for q in block * Self.blockSize..<(block + 1) * Self.blockSize { sum += nodes[t].leaf[q] }
        nodes[t].leaf[Self.chunkSize + block] = sum
        var total = 0.0
        for b in 0..<Self.blockCount { total += nodes[t].leaf[Self.chunkSize + b] }
        nodes[t].chunkSum = total
        nodes[t].count = nodes[t].overridden.count
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
    private func offset(_ k: Int, after before: Int, overriddenLength: Double) -> Double {
        Double(k - before) * (defaultLength + spacing) + Double(before) * spacing + overriddenLength
    }
}

// MARK: - Treap maintenance

extension ExtentTree {
    /// The number of overrides in the subtree at `t`.
    private func size(of t: Int) -> Int { t >= 0 ? nodes[t].size : 0 }

    /// The sum of override lengths in the subtree at `t`.
    private func sum(of t: Int) -> Double { t >= 0 ? nodes[t].sum : 0 }

    /// The heap priority of a node for `chunk`: a splitmix64 hash, distinct for distinct chunks.
    private static func priority(_ chunk: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: chunk) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether the node at `child` belongs above the node at `parent`.
    private func outranks(_ child: Int, _ parent: Int) -> Bool {
        Self.priority(nodes[child].chunk) > Self.priority(nodes[parent].chunk)
    }

    /// Recomputes the aggregates of the node at `t` from its children and its chunk.
    private mutating func refresh(_ t: Int) {
        let left = nodes[t].left, right = nodes[t].right
        nodes[t].size = size(of: left) + nodes[t].count + size(of: right)
        nodes[t].sum = sum(of: left) + nodes[t].chunkSum + sum(of: right)
    }

    /// Makes `t` the root, or empties the tree for −1.
    private mutating func setRoot(_ t: Int) {
        root = t
        if t >= 0 { nodes[t].parent = -1 }
    }

    /// Makes `child`, or nothing for −1, the left child of `t`.
    private mutating func setLeft(_ t: Int, _ child: Int) {
        nodes[t].left = child
        if child >= 0 { nodes[child].parent = t }
    }

    /// Makes `child`, or nothing for −1, the right child of `t`.
    private mutating func setRight(_ t: Int, _ child: Int) {
        nodes[t].right = child
        if child >= 0 { nodes[child].parent = t }
    }

    /// Lifts the left child of `t` above it; returns the subtree's new root.
    private mutating func rotateRight(_ t: Int) -> Int {
        let top = nodes[t].left
        setLeft(t, nodes[top].right)
        setRight(top, t)
        refresh(t)
        refresh(top)
        return top
    }

    /// Lifts the right child of `t` above it; returns the subtree's new root.
    private mutating func rotateLeft(_ t: Int) -> Int {
        let top = nodes[t].right
        setRight(t, nodes[top].left)
        setLeft(top, t)
        refresh(t)
        refresh(top)
        return top
    }

    /// Sets the override at position `p` of chunk `chunk` in the subtree at `t`, adding the
    /// chunk's node when it has none; returns the subtree's new root.
    private mutating func set(_ length: Double, chunk: Int, position p: Int, into t: Int, touched: inout Int) -> Int {
        touched += 1
        guard t >= 0 else {
            nodes.append(Node(chunk: chunk))
            write(length, at: p, in: nodes.count - 1)
            refresh(nodes.count - 1)
            return nodes.count - 1
        }
        let key = nodes[t].chunk
        if chunk == key {
            write(length, at: p, in: t)
            refresh(t)
            return t
        }
        if chunk < key {
            let child = set(length, chunk: chunk, position: p, into: nodes[t].left, touched: &touched)
            setLeft(t, child)
            if outranks(child, t) { return rotateRight(t) }
        } else {
            let child = set(length, chunk: chunk, position: p, into: nodes[t].right, touched: &touched)
            setRight(t, child)
            if outranks(child, t) { return rotateLeft(t) }
        }
        refresh(t)
        return t
    }

    /// Removes the override at position `p` of chunk `chunk` from the subtree at `t`; when it
    /// was the chunk's last, unlinks the chunk's node and reports its slot in `removed`.
    /// Returns the subtree's new root.
    private mutating func clear(chunk: Int, position p: Int, from t: Int, removed: inout Int, touched: inout Int) -> Int {
        guard t >= 0 else { return -1 }
        touched += 1
        let key = nodes[t].chunk
        if chunk == key {
            guard nodes[t].overridden.contains(p) else { return t }
            if nodes[t].count == 1 {
                removed = t
                return join(nodes[t].left, nodes[t].right, touched: &touched)
            }
            write(nil, at: p, in: t)
            refresh(t)
            return t
        }
        if chunk < key {
            setLeft(t, clear(chunk: chunk, position: p, from: nodes[t].left, removed: &removed, touched: &touched))
        } else {
            setRight(t, clear(chunk: chunk, position: p, from: nodes[t].right, removed: &removed, touched: &touched))
        }
        refresh(t)
        return t
    }

    /// Joins two subtrees whose chunks are all smaller in `low` than in `high`.
    private mutating func join(_ low: Int, _ high: Int, touched: inout Int) -> Int {
        guard low >= 0 else { return high }
        guard high >= 0 else { return low }
        touched += 1
        if outranks(low, high) {
            setRight(low, join(nodes[low].right, high, touched: &touched))
            refresh(low)
            return low
        }
        setLeft(high, join(low, nodes[high].left, touched: &touched))
        refresh(high)
        return high
    }

    /// Frees the unlinked slot `slot` by moving the last node into it and relinking that
    /// node's parent and children.
    private mutating func release(_ slot: Int, touched: inout Int) {
        let last = nodes.count - 1
        if slot != last {
            nodes.swapAt(slot, last)
            let moved = (parent: nodes[slot].parent, left: nodes[slot].left, right: nodes[slot].right)
            if moved.parent < 0 {
                root = slot
            } else {
                touched += 1
                if nodes[moved.parent].left == last {
                    nodes[moved.parent].left = slot
                } else {
                    nodes[moved.parent].right = slot
                }
            }
            if moved.left >= 0 {
                touched += 1
                nodes[moved.left].parent = slot
            }
            if moved.right >= 0 {
                touched += 1
                nodes[moved.right].parent = slot
            }
        }
        nodes.removeLast()
    }
}
