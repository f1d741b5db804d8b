/// Flowing sections: a group whose items have an estimated length along its axis takes as
/// many items as fit at their *measured* lengths (S-10, S-11, S-12 with measured sizes;
/// S-15: an item longer than the line is placed alone, not shrunk), and the next group
/// starts with the rest — UIKit's tag cloud (DECISIONS "Flowing groups").
///
/// ```
///  estimates 60, line 370, spacing 8:   |[60][60][60][60][60]      |   5 per group
///  measured 72 48 88 64 40 | 56 80 …:   |[72][48][ 88 ][64][40]    |   5
///                                       |[56][ 80 ][44] …          |   as many as fit
/// ```
///
/// A group of a flowing section depends on the items it holds and on the one after them
/// (which may or may not fit), nothing else. So a measurement re-flows from the group holding
/// the item before the measured one, group by group, and stops at the first group boundary
/// past the measured item that the old flow has too: from there on, both flows are the
/// same. Template groups between measured items are never visited one by one: after a
/// template group, the flow skips to the last group before the next measured item.
extension SectionSolver {
    /// Lays out the groups of a flowing section with all its measurements, in one pass that
    /// visits only the groups around measured items, and the last group when it may be a
    /// partial one that sizes to its content (SC-9): with nothing measured, what the template
    /// alone gives.
    func flowGroups(of geometry: inout SectionGeometry, work: inout WorkCounters) throws(LayoutError) {
        let measured = Self.measuredItems(of: geometry)
        let count = geometry.itemCount, capacity = geometry.capacity
        if measured.isEmpty, count % capacity == 0 || geometry.plan.section?.group.sizesToContent != true { return }
        // Template groups up to the one whose items or next item reach the first measured
        // item (or the end).
        let first = measured.first ?? count
        let start = first > 0 ? (first - 1) / capacity * capacity : 0
        var next = 0
        let range = try flow(from: start, of: geometry, changedItem: -1, work: &work, alignsAt: { _ in false }) { item in
            while next < measured.count, measured[next] < item { next += 1 }
            return next < measured.count ? measured[next] : nil
        }
        commit(range, to: &geometry, work: &work)
    }

    /// Re-flows a flowing section after the measured size of `item`'s cell, or of a view
    /// attached to it, changed: from the group holding the item before it, until the groups
    /// line up with the old flow again (the same item boundary past `item`).
    func reflow(after item: Int, of geometry: inout SectionGeometry, work: inout WorkCounters) throws(LayoutError) {
        // Found on a copy of the old flow, which is gone before the flow is changed in place.
        guard let range = try reflowRange(after: item, of: geometry, work: &work) else { return }
        commit(range, to: &geometry, work: &work)
    }

    /// The anchors a re-flow after `item` puts in place of the old ones, and where.
    private func reflowRange(after item: Int, of geometry: SectionGeometry, work: inout WorkCounters)
        throws(LayoutError) -> FlowRange?
    {
        guard let old = geometry.track.flow, let first = old.location(ofItem: max(0, item - 1)) else { return nil }
        return try flow(from: first.firstItem, of: geometry, changedItem: item, work: &work, alignsAt: { old.isGroupStart($0) }) {
            start in
            // Every measured item lies in an anchor of the old flow, except `item` itself.
            let anchored = old.firstAnchor(reachingPast: start).map { max($0.firstItem, start) }
            guard item >= start else { return anchored }
            return min(anchored ?? item, item)
        }
    }

    /// The groups of a range of a flowing section, as solved.
    private struct FlowRange {
        /// The first item of the range (a group boundary).
        var start: Int
        /// The item after the range: where the old flow holds again, or the item count.
        var end: Int
        /// The anchored groups in the range, in item order.
        var anchors: [FlowingGroups.Anchor]
        /// How far their content reaches outside their boxes.
        var overhang: Overhang
    }

    /// One group of a flow, solved.
    private struct FlowStep {
        /// How many items it holds.
        var itemCount: Int
        /// The group, when it is not the template.
        var anchor: FlowingGroups.Anchor?
        /// How far its content reaches outside its box.
        var overhang: Overhang
    }

    /// Flows groups from item `start` (a group boundary) until `alignsAt` accepts a group
    /// boundary past `changed`, or the items run out. `nextMeasured(i)` is at most the first
    /// measured item at or after `i`: the template groups before the group whose items or
    /// next item reach it are skipped.
    private func flow(
        from start: Int, of geometry: SectionGeometry, changedItem changed: Int, work: inout WorkCounters,
        alignsAt aligns: (Int) -> Bool, nextMeasured: (Int) -> Int?
    ) throws(LayoutError) -> FlowRange {
        let count = geometry.itemCount, capacity = geometry.capacity
        var range = FlowRange(start: start, end: count, anchors: [], overhang: Overhang())
        var item = start
        while item < count {
            if item > changed, aligns(item) {
                range.end = item
                break
            }
            let step = try flowingGroup(at: item, of: geometry, work: &work)
            range.overhang = range.overhang.union(step.overhang)
            item += step.itemCount
            if let anchor = step.anchor {
                range.anchors.append(anchor)
                continue
            }
            guard item < count else { break }
            // A template group at g is followed by template groups while g + capacity, the
            // next item, comes before the next measured item m: skip ⌊(m − 1 − g) / capacity⌋.
            let next = nextMeasured(item) ?? count
            if next > item { item += (next - 1 - item) / capacity * capacity }
        }
        return range
    }

    /// The group of `geometry` starting at item `first`: solved at its items' measured
    /// lengths, holding as many as fit (at most the items left). It is an anchor unless it is
    /// the template: a group holding a measured element, a group that fits other items than
    /// the template, and a partial last group that sizes to its content (SC-9) are anchors.
    private func flowingGroup(at first: Int, of geometry: SectionGeometry, work: inout WorkCounters)
        throws(LayoutError) -> FlowStep
    {
        let remaining = geometry.itemCount - first
        guard let section = geometry.plan.section else {
            return FlowStep(itemCount: remaining, anchor: nil, overhang: Overhang())
        }
        var sizing = GroupSizing()
        sizing.flow = GroupSizing.FlowSource(
            measurements: geometry.measurements, firstItem: first, itemCount: geometry.itemCount)
        let sizesToContent = section.group.sizesToContent
        // Slots past the last item are empty (SC-9); with items for every slot this changes nothing.
        if sizesToContent { sizing.presentSlots = remaining }
        var solved = try GroupSolver(hooks: hooks).solve(
            section.group, boxSize: geometry.plan.proposedGroupSize, sizing: sizing, path: LayoutPath(.section(geometry.index), .group))
        work.groupsSolved += 1
        if !section.decorationItems.isEmpty { Self.promoteAboveBackground(&solved) }
        let held = min(solved.slots.count, remaining)
        let partialSizing = sizesToContent && held < solved.slots.count
        guard partialSizing || solved != geometry.template || Self.holdsMeasurement(geometry, items: first..<(first + held))
        else {
            return FlowStep(itemCount: held, anchor: nil, overhang: Overhang())
        }
        let axis = geometry.trackAxis
        let length = solved.boxSize.length(along: axis)
        let stretches = solved == geometry.template.stretched(toLength: length, along: axis)
        return FlowStep(
            itemCount: held,
            anchor: FlowingGroups.Anchor(firstItem: first, itemCount: held, length: length, solution: stretches ? nil : solved),
            overhang: Self.overhang(of: solved, along: axis))
    }

    /// Puts a flowed range in place and widens the groups' overhang.
    private func commit(_ range: FlowRange, to geometry: inout SectionGeometry, work: inout WorkCounters) {
        work.treeNodesTouched +=
            geometry.track.flow?.replaceAnchors(from: range.start, to: range.end, with: range.anchors) ?? 0
        geometry.groupOverhang = geometry.groupOverhang.union(range.overhang)
    }

    /// Whether a cell among `items`, or a view attached to one, was measured.
    private static func holdsMeasurement(_ geometry: SectionGeometry, items: Range<Int>) -> Bool {
        let measurements = geometry.measurements
        if !measurements.cells.isEmpty, items.contains(where: { measurements.cells[$0] != nil }) { return true }
        guard !measurements.supplementaries.isEmpty else { return false }
        let kinds = itemSupplementaryKinds(of: geometry)
        return items.contains { item in
            kinds.contains { measurements.supplementaries[SupplementaryKey(kind: $0, item: item)] != nil }
        }
    }

    /// The items of `geometry` whose cell, or a view attached to it, was measured, in order.
    private static func measuredItems(of geometry: SectionGeometry) -> [Int] {
        let measurements = geometry.measurements
        var items = measurements.cells.map { $0.item }.filter { $0 < geometry.itemCount }
        let kinds = itemSupplementaryKinds(of: geometry)
        let attached = measurements.supplementaries.keys.filter { kinds.contains($0.kind) && $0.item >= 0 }.map { $0.item }
        if !attached.isEmpty { items = Set(items + attached.filter { $0 < geometry.itemCount }).sorted() }
        return items
    }

    /// The kinds of the views attached to the section's items.
    private static func itemSupplementaryKinds(of geometry: SectionGeometry) -> Set<String> {
        var kinds = Set<String>()
        for case .item(let item) in geometry.plan.section?.group.arrangement.subitems ?? [] {
            for supplementary in item.supplementaryItems { kinds.insert(supplementary.kind) }
        }
        return kinds
    }
}

extension Section {
    /// The axis along which the section's groups flow, or `nil` when each holds the number of
    /// items its estimates fit. A section flows when it is not a row, its top-level group
    /// places items only (`subitems`, no nested group), one of them is `.estimated` along
    /// the group's axis, the group itself is not estimated along that axis (its line has a
    /// fixed length), every item that sizes itself does so on the same axes (and so does
    /// every view of one kind attached to items), and none of the group's own supplementaries
    /// sizes itself (their index paths follow group indices, which flowing changes).
    ///
    /// Flowing moves items between blueprints. With one set of self-sizing axes, a measured
    /// size means the same to every blueprint that uses it, whichever blueprint the item had
    /// when it was measured; with two, what was measured would depend on that.
    public var flowAxis: Axis? {
        guard orthogonalScrolling == .none, case .subitems(let axis, let subitems) = group.arrangement,
            !group.size.dimension(along: axis).isEstimated,
            group.supplementaryItems.allSatisfy({ $0.size.selfSizingAxes.isEmpty })
        else { return nil }
        var estimated = false
        var axes: SelfSizingAxes?
        var attachedAxes: [String: SelfSizingAxes] = [:]
        for subitem in subitems {
            guard case .item(let item) = subitem else { return nil }
            if case .estimated = item.size.dimension(along: axis) { estimated = true }
            for attached in item.supplementaryItems {
                let own = attached.size.selfSizingAxes
                guard attachedAxes[attached.kind, default: own] == own else { return nil }
                attachedAxes[attached.kind] = own
            }
            let own = item.size.selfSizingAxes
            guard !own.isEmpty else { continue }
            guard axes == nil || axes == own else { return nil }
            axes = own
        }
        return estimated ? axis : nil
    }
}
