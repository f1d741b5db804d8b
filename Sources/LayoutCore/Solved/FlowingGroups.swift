/// The groups of a *flowing* section — one whose group takes as many items as fit at their
/// measured lengths (S-10, S-11; DECISIONS "Flowing groups") — in the order of the track:
/// which items each group holds and how long it is along the track.
///
/// Only *anchored* groups take memory: groups that differ from the template (a measured
/// element among their items, a measured neighbour that joined or pushed out an item, or a
/// partial last group that sizes to its content). Between two anchors, and before the first
/// and after the last, every group is the template: `capacity` items and `defaultLength`
/// long, so a run of unmeasured items is one gap between two anchors, whatever its length.
///
/// ```
///  items:  0 ……… 9 | 10 … 13 | 14 15 16 | 17 ……………………………………… n − 1
///  groups: [ 5 ][ 5 ]| anchor  | anchor   |[ 5 ][ 5 ][ 5 ] … [ 5 ][ 2 ]
///                     (4 items) (3 items)
/// ```
///
/// Anchors are keyed by their first item, never by their group index: when a measurement
/// changes how many groups come before a place, the groups after it keep their first items,
/// so nothing after a re-flowed range is touched. A group's index follows from the anchors
/// before it: `anchors before + (first item − items they hold) / capacity`, since every gap
/// is a whole number of template groups.
///
/// The anchors form a treap whose nodes sit in an array and point to their children by
/// index; a node's priority is a splitmix64 hash of its first item (a bijection), so the
/// tree's shape depends only on which anchors exist. Each node keeps its subtree's anchor
/// count, item count and length sum. Item → group, group → item, group → offset and offset
/// → group take O(log a) for a anchors, expected; replacing the anchors of a range of items
/// takes O(log a) per anchor removed or added.
///
/// Offsets are `(k − n)·(defaultLength + spacing) + n·spacing + S` for the n anchors before
/// group k, whose lengths sum to S, as in `ExtentTree`; S is summed along the root-to-group
/// path, the same way by every query, so equal flows answer bit for bit the same.
public struct FlowingGroups: Hashable, Sendable {
    /// A group that differs from the template.
    public struct Anchor: Hashable, Sendable {
        /// The group's first item.
        public var firstItem: Int
        /// How many items it holds (at least 1).
        public var itemCount: Int
        /// Its length along the track.
        public var length: Double
        /// Its own solution; `nil` when it shows the template stretched to `length` along the
        /// track (measuring changed only its length and its cells' lengths).
        public var solution: SolvedGroup?

        /// Creates an anchor.
        public init(firstItem: Int, itemCount: Int, length: Double, solution: SolvedGroup?) {
            self.firstItem = firstItem
            self.itemCount = itemCount
            self.length = length
            self.solution = solution
        }
    }

    /// Where one group is: its index, the items it holds, the anchor node that describes it
    /// (−1 for a template group), and the anchors before it, from which its offset follows.
    struct Location {
        /// The group's index.
        var group: Int
        /// Its first item.
        var firstItem: Int
        /// How many items it holds.
        var itemCount: Int
        /// The node of its anchor, or −1 when it is a template group.
        var node: Int
        /// The number of anchors before the group.
        var anchorsBefore: Int
        /// The sum of those anchors' lengths, added along the root-to-group path.
        var lengthsBefore: Double
    }

    /// One anchor and the aggregates of the subtree below it.
    private struct Node: Sendable {
        var anchor: Anchor
        var left = -1
        var right = -1
        /// The anchors in the subtree.
        var anchors = 1
        /// The items the subtree's anchors hold.
        var items: Int
        /// The sum of the subtree's anchor lengths.
        var lengths: Double

        init(_ anchor: Anchor) {
            self.anchor = anchor
            items = anchor.itemCount
            lengths = anchor.length
        }
    }

    /// What precedes a subtree, or a group, in the order of the track.
    private struct Prefix {
        var anchors = 0
        var items = 0
        var lengths = 0.0
        /// The index of the next group.
        var group = 0
        /// The first item of the next group.
        var item = 0
    }

    /// The number of items in the section.
    public let itemCount: Int
    /// How many items a template group holds (the template's slots); at least 1.
    public let capacity: Int
    /// The length of a template group along the track.
    public let defaultLength: Double
    /// The gap between consecutive groups.
    public let spacing: Double
    /// The number of groups.
    public private(set) var groupCount: Int

    /// The anchors, one node each; links are indices, −1 for none. Freed slots are listed
    /// in `free` and reused.
    private var nodes: [Node] = []
    private var free: [Int] = []
    /// The index of the tree's root, −1 without anchors.
    private var root = -1

    /// Creates the flow of `itemCount` items in which every group is the template.
    /// `capacity` below 1 is taken as 1, a negative count as 0.
    public init(itemCount: Int, capacity: Int, defaultLength: Double, spacing: Double) {
        self.itemCount = max(0, itemCount)
        self.capacity = max(1, capacity)
        self.defaultLength = defaultLength
        self.spacing = spacing
        groupCount = 0
        groupCount = countGroups()
    }

    /// The number of anchored groups.
    public var anchorCount: Int { anchors(of: root) }

    /// The number of nodes held in storage, free slots included.
    var storedNodeCount: Int { nodes.count }

    /// The bytes the nodes take (the array's header, the free list, the allocator's rounding
    /// and the anchors' own solutions not included).
    var storedBytes: Int { nodes.count * MemoryLayout<Node>.stride }

    /// The anchors in item order; O(a).
    public var anchors: [Anchor] {
        var result: [Anchor] = []
        var cursor = Cursor(self, firstItemAtLeast: 0)
        while let (t, _) = cursor.next(in: self) { result.append(nodes[t].anchor) }
        return result
    }

    /// The anchor of the node at `node`.
    func anchor(at node: Int) -> Anchor { nodes[node].anchor }

    /// The distance from the start of group 0 to the end of the last group; 0 without groups.
    public var totalLength: Double {
        groupCount == 0 ? 0 : offset(ofGroup: groupCount) - spacing
    }

    /// The group holding item `item`, or `nil` when there is no such item.
    func location(ofItem item: Int) -> Location? {
        guard item >= 0, item < itemCount else { return nil }
        var prefix = Prefix()
        var t = root
        while t >= 0 {
            let node = nodes[t]
            let before = entering(t, after: prefix)
            if node.anchor.firstItem <= item {
                let group = index(of: t, before: before)
                if item - node.anchor.firstItem < node.anchor.itemCount {
                    return Location(
                        group: group, firstItem: node.anchor.firstItem, itemCount: node.anchor.itemCount, node: t,
                        anchorsBefore: before.anchors, lengthsBefore: before.lengths)
                }
                prefix = leaving(t, before: before, group: group)
                t = node.right
            } else {
                t = node.left
            }
        }
        return templateLocation(skipping: (item - prefix.item) / capacity, after: prefix)
    }

    /// Group `k`, or `nil` when there is no such group.
    func location(ofGroup k: Int) -> Location? {
        guard k >= 0, k < groupCount else { return nil }
        var prefix = Prefix()
        var t = root
        while t >= 0 {
            let before = entering(t, after: prefix)
            let group = index(of: t, before: before)
            if group == k {
                let anchor = nodes[t].anchor
                return Location(
                    group: k, firstItem: anchor.firstItem, itemCount: anchor.itemCount, node: t,
                    anchorsBefore: before.anchors, lengthsBefore: before.lengths)
            }
            if group < k {
                prefix = leaving(t, before: before, group: group)
                t = nodes[t].right
            } else {
                t = nodes[t].left
            }
        }
        return templateLocation(skipping: k - prefix.group, after: prefix)
    }

    /// Whether a group starts at `item` (every group does at 0; none past the items).
    func isGroupStart(_ item: Int) -> Bool {
        location(ofItem: item)?.firstItem == item
    }

    /// The offset of a located group.
    func offset(of location: Location) -> Double {
        offset(location.group, anchorsBefore: location.anchorsBefore, lengthsBefore: location.lengthsBefore)
    }

    /// The length along the track of a located group.
    func length(of location: Location) -> Double {
        location.node >= 0 ? nodes[location.node].anchor.length : defaultLength
    }

    /// The length of group `k`, or 0 when there is no such group.
    public func length(ofGroup k: Int) -> Double {
        location(ofGroup: k).map(length(of:)) ?? 0
    }

    /// The distance from the start of group 0 to the start of group `k`: 0 for `k <= 0`,
    /// and for `k >= groupCount` the offset just past the last group's trailing spacing.
    public func offset(ofGroup k: Int) -> Double {
        if k <= 0 { return 0 }
        if let location = location(ofGroup: k) { return offset(of: location) }
        return offset(groupCount, anchorsBefore: anchors(of: root), lengthsBefore: lengths(of: root))
    }

    /// The group whose span, including the spacing after it, holds `x`: the largest `k` in
    /// `0..<groupCount` with `offset(ofGroup: k) <= x`. 0 when `x` is below 0 or NaN and
    /// without groups; `groupCount − 1` past the end; the last of several groups sharing an
    /// offset.
    public func group(atOffset x: Double) -> Int {
        guard groupCount > 0, x >= 0 else { return 0 }
        var prefix = Prefix()
        var above = groupCount
        var t = root
        while t >= 0 {
            let before = entering(t, after: prefix)
            let group = index(of: t, before: before)
            if offset(group, anchorsBefore: before.anchors, lengthsBefore: before.lengths) <= x {
                prefix = leaving(t, before: before, group: group)
                t = nodes[t].right
            } else {
                above = group
                t = nodes[t].left
            }
        }
        // Groups prefix.group ..< above are template groups after the last anchor found at or
        // before x (whose index is prefix.group − 1).
        return lastGroup(from: prefix.group, through: above - 1, after: prefix, atOrBefore: x) ?? max(prefix.group - 1, 0)
    }

    /// Calls `body` with every group in `groups` (clamped to the existing ones), in order:
    /// O(log a) to find the first, then O(1) per group.
    func forEachGroup(in groups: Range<Int>, _ body: (Location) -> Void) {
        let lower = max(groups.lowerBound, 0), upper = min(groups.upperBound, groupCount)
        guard lower < upper, var location = location(ofGroup: lower) else { return }
        var cursor = Cursor(self, firstItemAtLeast: location.firstItem + 1)
        var pending = cursor.next(in: self)
        while true {
            body(location)
            guard location.group + 1 < upper else { return }
            let next = location.firstItem + location.itemCount
            var anchors = location.anchorsBefore, lengths = location.lengthsBefore
            if location.node >= 0 {
                anchors += 1
                lengths = lengths + nodes[location.node].anchor.length
            }
            if let (t, before) = pending, nodes[t].anchor.firstItem == next {
                location = Location(
                    group: location.group + 1, firstItem: next, itemCount: nodes[t].anchor.itemCount, node: t,
                    anchorsBefore: before.anchors, lengthsBefore: before.lengths)
                pending = cursor.next(in: self)
            } else {
                location = Location(
                    group: location.group + 1, firstItem: next, itemCount: min(capacity, itemCount - next), node: -1,
                    anchorsBefore: anchors, lengthsBefore: lengths)
            }
        }
    }

    /// The first anchor that holds an item at or after `item`: the anchor holding `item`,
    /// or the next one; `nil` when none does.
    func firstAnchor(reachingPast item: Int) -> Anchor? {
        var found: Anchor?
        var t = root
        while t >= 0 {
            let anchor = nodes[t].anchor
            if anchor.firstItem + anchor.itemCount > item {
                found = anchor
                t = nodes[t].left
            } else {
                t = nodes[t].right
            }
        }
        return found
    }

    /// Replaces the anchors whose first item lies in `start ..< end` by `replacements`
    /// (sorted by first item, all in that range) and reports the number of tree nodes
    /// visited. `start` and `end` must be group boundaries of both the old and the new flow
    /// (or `end` the item count), so the gaps between anchors stay whole template groups.
    @discardableResult
    mutating func replaceAnchors(from start: Int, to end: Int, with replacements: [Anchor]) -> Int {
        var touched = 0
        let (low, rest) = split(root, at: start, touched: &touched)
        let (middle, high) = split(rest, at: end, touched: &touched)
        release(middle)
        var replaced = -1
        for anchor in replacements {
            replaced = merge(replaced, make(anchor), touched: &touched)
        }
        root = merge(merge(low, replaced, touched: &touched), high, touched: &touched)
        groupCount = countGroups()
        return touched
    }

    /// Two flows are equal when they have the same items, template and anchors; where the
    /// anchors sit in storage is ignored.
    public static func == (lhs: FlowingGroups, rhs: FlowingGroups) -> Bool {
        lhs.itemCount == rhs.itemCount && lhs.capacity == rhs.capacity && lhs.defaultLength == rhs.defaultLength
            && lhs.spacing == rhs.spacing && lhs.anchors == rhs.anchors
    }

    /// Hashes the items, template and anchors.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(itemCount)
        hasher.combine(capacity)
        hasher.combine(defaultLength)
        hasher.combine(spacing)
        hasher.combine(anchors)
    }

    /// Whether the tree is ordered by first item, in heap order of priority, with correct
    /// aggregates, and its anchors neither overlap nor leave gaps that are not whole template
    /// groups.
    var satisfiesInvariants: Bool {
        var count = 0
        var end = 0
        for anchor in anchors {
            guard anchor.itemCount >= 1, anchor.firstItem >= end, (anchor.firstItem - end) % capacity == 0 else {
                return false
            }
            end = anchor.firstItem + anchor.itemCount
            count += 1
        }
        guard end <= itemCount, count == anchorCount, countGroups() == groupCount else { return false }
        var pending = root >= 0 ? [root] : []
        while let t = pending.popLast() {
            let node = nodes[t]
            for child in [node.left, node.right] where child >= 0 {
                if Self.priority(nodes[child].anchor.firstItem) > Self.priority(node.anchor.firstItem) { return false }
                pending.append(child)
            }
            if node.left >= 0, nodes[node.left].anchor.firstItem >= node.anchor.firstItem { return false }
            if node.right >= 0, nodes[node.right].anchor.firstItem <= node.anchor.firstItem { return false }
            if node.anchors != anchors(of: node.left) + 1 + anchors(of: node.right) { return false }
            if node.items != items(of: node.left) + node.anchor.itemCount + items(of: node.right) { return false }
            if node.lengths != lengths(of: node.left) + node.anchor.length + lengths(of: node.right) { return false }
        }
        return true
    }
}

// MARK: - Positions

extension FlowingGroups {
    /// What precedes node `t` itself, given what precedes its subtree.
    private func entering(_ t: Int, after prefix: Prefix) -> Prefix {
        let left = nodes[t].left
        return Prefix(
            anchors: prefix.anchors + anchors(of: left), items: prefix.items + items(of: left),
            lengths: prefix.lengths + lengths(of: left), group: 0, item: 0)
    }

    /// The group index of node `t`, given what precedes it: the anchors before it plus the
    /// template groups that fill the items between them.
    private func index(of t: Int, before: Prefix) -> Int {
        before.anchors + (nodes[t].anchor.firstItem - before.items) / capacity
    }

    /// What precedes the groups after node `t`.
    private func leaving(_ t: Int, before: Prefix, group: Int) -> Prefix {
        let anchor = nodes[t].anchor
        return Prefix(
            anchors: before.anchors + 1, items: before.items + anchor.itemCount, lengths: before.lengths + anchor.length,
            group: group + 1, item: anchor.firstItem + anchor.itemCount)
    }

    /// The template group `skipped` groups after the one `prefix` names.
    private func templateLocation(skipping skipped: Int, after prefix: Prefix) -> Location {
        let first = prefix.item + skipped * capacity
        return Location(
            group: prefix.group + skipped, firstItem: first, itemCount: min(capacity, itemCount - first), node: -1,
            anchorsBefore: prefix.anchors, lengthsBefore: prefix.lengths)
    }

    /// The offset of group `k` when `anchors` anchors, of total length `lengths`, precede it.
    private func offset(_ k: Int, anchorsBefore anchors: Int, lengthsBefore lengths: Double) -> Double {
        Double(k - anchors) * (defaultLength + spacing) + Double(anchors) * spacing + lengths
    }

    /// The last of the template groups `first ... last` (all preceded by the anchors of
    /// `prefix`) whose offset is at most `x`; `nil` when there is none. One division lands
    /// on the answer or next to it; bisection finishes the rare inexact cases.
    private func lastGroup(from first: Int, through last: Int, after prefix: Prefix, atOrBefore x: Double) -> Int? {
        let at = { (k: Int) in self.offset(k, anchorsBefore: prefix.anchors, lengthsBefore: prefix.lengths) }
        guard first <= last, at(first) <= x else { return nil }
        var good = first, bad = last + 1
        let pitch = defaultLength + spacing
        if pitch > 0 {
            let steps = ((x - at(first)) / pitch).rounded(.down)
            if steps >= 0, steps < Double(last - first) {
                let guess = first + Int(steps)
                for probe in [guess, guess + 1] where good < probe && probe < bad {
                    if at(probe) <= x { good = probe } else { bad = probe }
                }
            }
        }
        while bad - good > 1 {
            let probe = good + (bad - good) / 2
            if at(probe) <= x { good = probe } else { bad = probe }
        }
        return good
    }

    /// The number of groups: the anchors, the template groups filling the gaps between them,
    /// and those after the last anchor (the final one partial when the items run out).
    private func countGroups() -> Int {
        var end = 0
        var t = root
        while t >= 0 {
            end = nodes[t].anchor.firstItem + nodes[t].anchor.itemCount
            t = nodes[t].right
        }
        let gaps = (end - items(of: root)) / capacity
        let tail = itemCount - end
        return anchors(of: root) + gaps + tail / capacity + (tail % capacity == 0 ? 0 : 1)
    }

    /// The anchors in item order from a first item on, each with what precedes it.
    private struct Cursor {
        /// Nodes still to visit, each with what precedes its subtree; the top is next.
        private var stack: [(node: Int, prefix: Prefix)] = []

        /// A cursor on the first anchor whose first item is at least `item`.
        init(_ flow: FlowingGroups, firstItemAtLeast item: Int) {
            var prefix = Prefix()
            var t = flow.root
            while t >= 0 {
                if flow.nodes[t].anchor.firstItem >= item {
                    stack.append((t, prefix))
                    t = flow.nodes[t].left
                } else {
                    let before = flow.entering(t, after: prefix)
                    prefix = flow.leaving(t, before: before, group: 0)
                    t = flow.nodes[t].right
                }
            }
        }

        /// The next anchor's node and what precedes it.
        mutating func next(in flow: FlowingGroups) -> (Int, Prefix)? {
            guard let (t, prefix) = stack.popLast() else { return nil }
            let before = flow.entering(t, after: prefix)
            // Going left keeps what precedes a subtree: the right child's left spine shares it.
            let after = flow.leaving(t, before: before, group: 0)
            var child = flow.nodes[t].right
            while child >= 0 {
                stack.append((child, after))
                child = flow.nodes[child].left
            }
            return (t, before)
        }
    }
}

// MARK: - Treap maintenance

extension FlowingGroups {
    private func anchors(of t: Int) -> Int { t >= 0 ? nodes[t].anchors : 0 }
    private func items(of t: Int) -> Int { t >= 0 ? nodes[t].items : 0 }
    private func lengths(of t: Int) -> Double { t >= 0 ? nodes[t].lengths : 0 }

    /// The heap priority of the anchor starting at `item`: a splitmix64 hash, distinct for
    /// distinct items.
    private static func priority(_ item: Int) -> UInt64 {
        var z = UInt64(truncatingIfNeeded: item) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Recomputes the aggregates of the node at `t` from its children and its anchor.
    private mutating func refresh(_ t: Int) {
        let left = nodes[t].left, right = nodes[t].right
        nodes[t].anchors = anchors(of: left) + 1 + anchors(of: right)
        nodes[t].items = items(of: left) + nodes[t].anchor.itemCount + items(of: right)
        nodes[t].lengths = lengths(of: left) + nodes[t].anchor.length + lengths(of: right)
    }

    /// Splits the subtree at `t` into the anchors starting before `item` and the others.
    private mutating func split(_ t: Int, at item: Int, touched: inout Int) -> (Int, Int) {
        guard t >= 0 else { return (-1, -1) }
        touched += 1
        if nodes[t].anchor.firstItem < item {
            let (low, high) = split(nodes[t].right, at: item, touched: &touched)
            nodes[t].right = low
            refresh(t)
            return (t, high)
        }
        let (low, high) = split(nodes[t].left, at: item, touched: &touched)
        nodes[t].left = high
        refresh(t)
        return (low, t)
    }

    /// Joins two subtrees whose anchors all start earlier in `low` than in `high`.
    private mutating func merge(_ low: Int, _ high: Int, touched: inout Int) -> Int {
        guard low >= 0 else { return high }
        guard high >= 0 else { return low }
        touched += 1
        if Self.priority(nodes[low].anchor.firstItem) > Self.priority(nodes[high].anchor.firstItem) {
            nodes[low].right = merge(nodes[low].right, high, touched: &touched)
            refresh(low)
            return low
        }
        nodes[high].left = merge(low, nodes[high].left, touched: &touched)
        refresh(high)
        return high
    }

    /// A new node for `anchor`, in a free slot when there is one.
    private mutating func make(_ anchor: Anchor) -> Int {
        if let slot = free.popLast() {
            nodes[slot] = Node(anchor)
            return slot
        }
        nodes.append(Node(anchor))
        return nodes.count - 1
    }

    /// Frees every node of the subtree at `t` (their solutions too).
    private mutating func release(_ t: Int) {
        var pending = t >= 0 ? [t] : []
        while let slot = pending.popLast() {
            pending += [nodes[slot].left, nodes[slot].right].filter { $0 >= 0 }
            nodes[slot] = Node(Anchor(firstItem: 0, itemCount: 0, length: 0, solution: nil))
            free.append(slot)
        }
    }
}
