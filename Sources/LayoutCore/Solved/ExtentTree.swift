/// A track of `count` groups laid end to end along one axis, where only the groups whose
/// length was set individually (overrides) take memory.
///
/// Every group is `defaultLength` long unless it has an override; consecutive groups are
/// `spacing` apart. A track of ten million groups with three overrides stores three nodes.
///
/// ```
///  offset(0)       offset(1)          offset(2)       offset(3)
///  |<- default ->|s|<-- override -->|s|<- default ->|s|<- default ->|
///
///  overrides, a treap keyed by group:       (7: 100)
///                                           /
///                                     (3: 60)
/// ```
///
/// The overrides form a treap whose nodes sit in an array and point to their children by
/// index. A node's priority is a splitmix64 hash of its group, which is a bijection, so the
/// tree's shape depends only on which groups are overridden, never on the order of updates.
/// Each node also keeps its subtree's node count and sum of override lengths; lookups,
/// updates, offsets and searches take O(log m) for m overrides, expected. Nodes link to their
/// parents too, so a removal fills the freed slot with the last node and storage stays at
/// exactly m nodes.
///
/// Offsets are `(k − n)·(defaultLength + spacing) + n·spacing + S` for the n overrides
/// before group k, whose lengths sum to S. S is summed through the tree, so it can differ from
/// a left-to-right sum in the last bits; it is exact whenever every partial sum is exactly
/// representable (for example whole points or multiples of 1/64). Equal tracks answer every
/// query bit for bit the same.
public struct ExtentTree: Hashable, Sendable {
    /// One overridden group and the aggregates of the subtree below it.
    private struct Node: Sendable {
        var group: Int
        var length: Double
        var left = -1
        var right = -1
        var parent = -1
        var size = 1
        var sum: Double
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

    /// The overrides, one node each, with no free slots; links are indices, −1 for none.
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
    public var overrideCount: Int { nodes.count }

    /// The number of nodes held in storage; equals `overrideCount`.
    var storedNodeCount: Int { nodes.count }

    /// Whether every node is reachable from the root, ordered by group, below its parent in
    /// priority, linked back to its parent and carrying its subtree's aggregates.
    var satisfiesInvariants: Bool {
        if root >= 0, nodes[root].parent != -1 || nodes[root].size != nodes.count { return false }
        if root < 0, !nodes.isEmpty { return false }
        let groups = overrides
        for i in groups.indices.dropFirst() where groups[i - 1].group >= groups[i].group { return false }
        for t in nodes.indices {
            let node = nodes[t]
            for child in [node.left, node.right] where child >= 0 {
                if nodes[child].parent != t || outranks(child, t) { return false }
            }
            if node.left >= 0, nodes[node.left].group >= node.group { return false }
            if node.right >= 0, nodes[node.right].group <= node.group { return false }
            if node.size != size(of: node.left) + 1 + size(of: node.right) { return false }
            if node.sum != sum(of: node.left) + node.length + sum(of: node.right) { return false }
        }
        return true
    }

    /// The length of group `k`, or 0 when `k` is outside `0..<count`.
    public func length(ofGroup k: Int) -> Double {
        guard k >= 0, k < count else { return 0 }
        var t = root
        while t >= 0 {
            let node = nodes[t]
            if node.group == k { return node.length }
            t = k < node.group ? node.left : node.right
        }
        return defaultLength
    }

    /// Sets the length of group `k`, or with `nil` returns it to `defaultLength`, and reports
    /// the number of tree nodes visited. Does nothing and reports 0 when `k` is outside
    /// `0..<count`.
    @discardableResult
    public mutating func setLength(_ length: Double?, ofGroup k: Int) -> Int {
        guard k >= 0, k < count else { return 0 }
        var touched = 0
        if let length {
            setRoot(insert(k, length: length, into: root, touched: &touched))
        } else {
            var removed = -1
            setRoot(remove(k, from: root, removed: &removed, touched: &touched))
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
        if k <= 0 { return 0 }
        if k >= count { return offset(count, after: nodes.count, overriddenLength: sum(of: root)) }
        var before = 0
        var lengths = 0.0
        var t = root
        while t >= 0 {
            let node = nodes[t]
            if node.group < k {
                before += size(of: node.left) + 1
                lengths = lengths + sum(of: node.left) + node.length
                t = node.right
            } else if node.group == k {
                before += size(of: node.left)
                lengths = lengths + sum(of: node.left)
                break
            } else {
                t = node.left
            }
        }
        return offset(k, after: before, overriddenLength: lengths)
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
            let node = nodes[t]
            let leftBefore = before + size(of: node.left)
            let leftLengths = lengths + sum(of: node.left)
            if offset(node.group, after: leftBefore, overriddenLength: leftLengths) <= x {
                below = node.group
                before = leftBefore + 1
                lengths = leftLengths + node.length
                t = node.right
            } else {
                above = node.group
                t = node.left
            }
        }
        let run = UniformRun(first: below + 1, last: above - 1, before: before, overriddenLength: lengths)
        guard run.first <= run.last else { return max(below, 0) }
        if below >= 0, offset(run.first, after: before, overriddenLength: lengths) > x { return below }
        return lastGroup(in: run, atOrBefore: x)
    }

    /// The overrides as `(group, length)` pairs in group order; O(m).
    public var overrides: [(group: Int, length: Double)] {
        var result: [(group: Int, length: Double)] = []
        result.reserveCapacity(nodes.count)
        var pending: [Int] = []
        var t = root
        while t >= 0 || !pending.isEmpty {
            while t >= 0 {
                pending.append(t)
                t = nodes[t].left
            }
            let next = pending.removeLast()
            result.append((group: nodes[next].group, length: nodes[next].length))
            t = nodes[next].right
        }
        return result
    }

    /// Two tracks are equal when they have the same count, default length, spacing and
    /// overrides; `nodesTouched` is ignored.
    public static func == (lhs: ExtentTree, rhs: ExtentTree) -> Bool {
        guard lhs.count == rhs.count, lhs.defaultLength == rhs.defaultLength, lhs.spacing == rhs.spacing,
            lhs.nodes.count == rhs.nodes.count
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
    /// The number of nodes in the subtree at `t`.
    private func size(of t: Int) -> Int { t >= 0 ? nodes[t].size : 0 }

    /// The sum of override lengths in the subtree at `t`.
    private func sum(of t: Int) -> Double { t >= 0 ? nodes[t].sum : 0 }

    /// The heap priority of a node for `group`: a splitmix64 hash, distinct for distinct groups.
    private static func priority(_ group: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: group) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Whether the node at `child` belongs above the node at `parent`.
    private func outranks(_ child: Int, _ parent: Int) -> Bool {
        Self.priority(nodes[child].group) > Self.priority(nodes[parent].group)
    }

    /// Recomputes the aggregates of the node at `t` from its children.
    private mutating func refresh(_ t: Int) {
        let node = nodes[t]
        nodes[t].size = size(of: node.left) + 1 + size(of: node.right)
        nodes[t].sum = sum(of: node.left) + node.length + sum(of: node.right)
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

    /// Sets the override of `group` in the subtree at `t`; returns the subtree's new root.
    private mutating func insert(_ group: Int, length: Double, into t: Int, touched: inout Int) -> Int {
        touched += 1
        guard t >= 0 else {
            nodes.append(Node(group: group, length: length, sum: length))
            return nodes.count - 1
        }
        let key = nodes[t].group
        if group == key {
            nodes[t].length = length
            refresh(t)
            return t
        }
        if group < key {
            let child = insert(group, length: length, into: nodes[t].left, touched: &touched)
            setLeft(t, child)
            if outranks(child, t) { return rotateRight(t) }
        } else {
            let child = insert(group, length: length, into: nodes[t].right, touched: &touched)
            setRight(t, child)
            if outranks(child, t) { return rotateLeft(t) }
        }
        refresh(t)
        return t
    }

    /// Unlinks the override of `group` from the subtree at `t`, reporting its slot in
    /// `removed`; returns the subtree's new root.
    private mutating func remove(_ group: Int, from t: Int, removed: inout Int, touched: inout Int) -> Int {
        guard t >= 0 else { return -1 }
        touched += 1
        let node = nodes[t]
        if group == node.group {
            removed = t
            return join(node.left, node.right, touched: &touched)
        }
        if group < node.group {
            setLeft(t, remove(group, from: node.left, removed: &removed, touched: &touched))
        } else {
            setRight(t, remove(group, from: node.right, removed: &removed, touched: &touched))
        }
        refresh(t)
        return t
    }

    /// Joins two subtrees whose groups are all smaller in `low` than in `high`.
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
            let moved = nodes[last]
            nodes[slot] = moved
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
