import InternalUtilities
import Testing

@testable import LayoutCore

/// The groups of a flow written out one by one: what `FlowingGroups` must answer.
private struct ExpandedFlow {
    var groups: [(first: Int, count: Int, length: Double)] = []

    init(items: Int, capacity: Int, defaultLength: Double, anchors: [FlowingGroups.Anchor]) {
        var item = 0
        var pending = anchors[...]
        while item < items {
            if let anchor = pending.first, anchor.firstItem == item {
                groups.append((item, anchor.itemCount, anchor.length))
                item += anchor.itemCount
                pending = pending.dropFirst()
            } else {
                groups.append((item, min(capacity, items - item), defaultLength))
                item += capacity
            }
        }
    }

    func offset(ofGroup k: Int, spacing: Double) -> Double {
        groups.prefix(k).reduce(0) { $0 + $1.length + spacing }
    }
}

@Suite("Flowing groups: the anchor treap")
struct FlowingGroupsTests {
    /// 23 items, 5 per template group of length 40, spacing 8; anchors at 5 (3 items, 60)
    /// and 13 (4 items, 20): groups 0–4, 5–7, 8–12, 13–16, 17–21, 22.
    private func sample() -> FlowingGroups {
        var flow = FlowingGroups(itemCount: 23, capacity: 5, defaultLength: 40, spacing: 8)
        flow.replaceAnchors(
            from: 5, to: 23,
            with: [
                FlowingGroups.Anchor(firstItem: 5, itemCount: 3, length: 60, solution: nil),
                FlowingGroups.Anchor(firstItem: 13, itemCount: 4, length: 20, solution: nil),
            ])
        return flow
    }

    @Test("Item → group, group → items, offsets and lengths around two anchors")
    func lookups() {
        let flow = sample()
        #expect(flow.groupCount == 6)
        #expect(flow.satisfiesInvariants)
        // Item 7 is the last of anchor 1 (group 1); item 8 starts template group 2.
        #expect(flow.location(ofItem: 7).map { [$0.group, $0.firstItem, $0.itemCount] } == [1, 5, 3])
        #expect(flow.location(ofItem: 8).map { [$0.group, $0.firstItem, $0.itemCount] } == [2, 8, 5])
        #expect(flow.location(ofItem: 22).map { [$0.group, $0.firstItem, $0.itemCount] } == [5, 22, 1])
        #expect(flow.location(ofItem: 23) == nil && flow.location(ofItem: -1) == nil)
        #expect(flow.location(ofGroup: 4).map { [$0.firstItem, $0.itemCount] } == [17, 5])
        #expect(flow.location(ofGroup: 6) == nil)
        // Offsets: 0, 40 + 8 = 48, 48 + 60 + 8 = 116, 116 + 48 = 164, 164 + 20 + 8 = 192, 240;
        // after the last group 240 + 40 + 8 = 288, so the track is 280 long.
        #expect((0...6).map { flow.offset(ofGroup: $0) } == [0, 48, 116, 164, 192, 240, 288])
        #expect(flow.totalLength == 280)
        #expect((0...5).map { flow.length(ofGroup: $0) } == [40, 60, 40, 20, 40, 40])
        // Searches: 115 is in group 1's span (48 ≤ 115 < 116), 116 starts group 2.
        let probes: [Double] = [-1, 0, 47, 48, 115, 116, 191, 192, 239, 240, 1e9]
        #expect(probes.map { flow.group(atOffset: $0) } == [0, 0, 0, 1, 1, 2, 3, 4, 4, 5, 5])
        #expect(flow.isGroupStart(13) && !flow.isGroupStart(14) && flow.isGroupStart(17))
        #expect(flow.firstAnchor(reachingPast: 8)?.firstItem == 13 && flow.firstAnchor(reachingPast: 17) == nil)
        var visited: [Int] = []
        flow.forEachGroup(in: 1..<9) { visited.append($0.firstItem) }
        #expect(visited == [5, 8, 13, 17, 22])
    }

    @Test("Random replacements agree with the flow written out group by group")
    func randomReplacements() {
        var rng = SplitMix64(seed: 0xF10)
        for round in 0..<40 {
            let capacity = 1 + rng.nextModulo(6), items = 1 + rng.nextModulo(400)
            var flow = FlowingGroups(itemCount: items, capacity: capacity, defaultLength: 30, spacing: Double(rng.nextModulo(3)))
            for _ in 0..<25 {
                // Replace the groups between two boundaries of the current flow with a random
                // flow of that range: anchors of 1 … 2·capacity items, whole lengths, and
                // template groups between them.
                let old = ExpandedFlow(items: items, capacity: capacity, defaultLength: 30, anchors: flow.anchors)
                let a = rng.nextModulo(old.groups.count), b = a + rng.nextModulo(old.groups.count - a + 1)
                let start = old.groups[a].first
                let end = b < old.groups.count ? old.groups[b].first : items
                var replacements: [FlowingGroups.Anchor] = []
                var item = start
                while item < end {
                    let count = min(1 + rng.nextModulo(2 * capacity), end - item)
                    if rng.nextModulo(3) == 0, count == capacity || item + count == end && end == items {
                        item += count  // a template group (or the partial last one)
                    } else {
                        replacements.append(FlowingGroups.Anchor(firstItem: item, itemCount: count, length: Double(rng.nextModulo(90)), solution: nil))
                        item += count
                    }
                }
                // A template group must hold `capacity` items unless it ends the section: fix
                // up by making every gap an anchor when it is not.
                replacements = Self.closingGaps(replacements, from: start, to: end, items: items, capacity: capacity)
                flow.replaceAnchors(from: start, to: end, with: replacements)
                #expect(flow.satisfiesInvariants, "round \(round)")
            }
            let expanded = ExpandedFlow(items: items, capacity: capacity, defaultLength: 30, anchors: flow.anchors)
            #expect(flow.groupCount == expanded.groups.count, "round \(round)")
            for (k, group) in expanded.groups.enumerated() {
                let location = flow.location(ofGroup: k)
                #expect(location?.firstItem == group.first && location?.itemCount == group.count, "round \(round) group \(k)")
                #expect(flow.location(ofItem: group.first + group.count - 1)?.group == k)
                let offset = expanded.offset(ofGroup: k, spacing: flow.spacing)
                #expect(flow.offset(ofGroup: k) == offset, "round \(round) group \(k)")
                #expect(flow.length(ofGroup: k) == group.length)
                #expect(flow.group(atOffset: offset) >= k)
                if group.length > 0 || flow.spacing > 0 { #expect(flow.group(atOffset: offset) == k) }
            }
            var visited: [Int] = []
            flow.forEachGroup(in: 0..<flow.groupCount) { visited.append($0.firstItem) }
            #expect(visited == expanded.groups.map(\.first))
        }
    }

    /// `anchors` with every gap between `start` and `end` that is not a whole number of
    /// template groups (or the section's tail) turned into an anchor.
    private static func closingGaps(
        _ anchors: [FlowingGroups.Anchor], from start: Int, to end: Int, items: Int, capacity: Int
    ) -> [FlowingGroups.Anchor] {
        var result: [FlowingGroups.Anchor] = []
        var item = start
        for anchor in anchors + [FlowingGroups.Anchor(firstItem: end, itemCount: 0, length: 0, solution: nil)] {
            let gap = anchor.firstItem - item
            let isTail = anchor.firstItem == items
            if gap > 0, gap % capacity != 0, !isTail {
                result.append(FlowingGroups.Anchor(firstItem: item, itemCount: gap, length: 7, solution: nil))
            }
            if anchor.itemCount > 0 { result.append(anchor) }
            item = anchor.firstItem + anchor.itemCount
        }
        return result
    }

    @Test("Equal anchors make equal flows, whatever the order of the replacements")
    func equalityIgnoresHistory() {
        var a = FlowingGroups(itemCount: 50, capacity: 4, defaultLength: 10, spacing: 2)
        var b = a
        let x = FlowingGroups.Anchor(firstItem: 8, itemCount: 3, length: 12, solution: nil)
        let y = FlowingGroups.Anchor(firstItem: 23, itemCount: 5, length: 9, solution: nil)
        a.replaceAnchors(from: 8, to: 11, with: [x])
        a.replaceAnchors(from: 23, to: 28, with: [y])
        let z = FlowingGroups.Anchor(firstItem: 40, itemCount: 2, length: 1, solution: nil)
        b.replaceAnchors(from: 8, to: 50, with: [x, y, z])
        b.replaceAnchors(from: 40, to: 42, with: [])
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
    }
}
