/// A solved section in *section space*: main-axis coordinates are relative to the section's
/// start, cross-axis coordinates are the content's. The layout places the section by adding
/// its start (`LayoutSolution.sectionStart(_:)`), so a size change in an earlier section
/// moves this one without touching it.
///
/// Nothing is stored per item: item `i` lives in group `i / capacity`, slot `i % capacity`.
/// Every group shows the `template` unless it was measured, or is a partial last group that
/// sizes to its content (SC-9). A measured group whose solution is the template stretched
/// along the track (its box and every cell longer or shorter by the same amount, positions
/// unchanged: a one-item row, the common case) keeps nothing but its length, an override in
/// `track`; any other keeps its own solution in `distinctGroups[k]`. `track` says where group
/// `k` starts.
///
/// A flowing section (its group takes as many items as fit at their measured lengths, see
/// `FlowingGroups`) keeps its groups in `track.flow` instead: item `i` lives in the group the
/// flow finds for it (O(log a) for a anchored groups), and a group that differs from the
/// template keeps its length and solution there; `distinctGroups` stays empty.
public struct SectionGeometry: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// Everything else, out of line: a section copied from one described alike (see
    /// `LayoutSolver`) shares it, so such a section costs its index and a reference, until a
    /// measurement gives it a solution of its own. The fields are read with getters, not
    /// `_read`: a `_read` beside a `_modify`, called from another module built at `-Onone`
    /// in Swift 6 mode, released a value it had not retained (Swift 6.3.1).
    private var shared: Shared<Solved>

    /// What a section's geometry holds besides its index.
    struct Solved: Hashable, Sendable {
        var itemCount: Int
        var length: Double
        var crossLength: Double
        var template: SolvedGroup
        var distinctGroups: [Int: SolvedGroup]
        var track: GroupTrack
        var boundaryItems: [PlacedBoundaryItem]
        var decorations: [PlacedDecoration]
        var measurements: SectionMeasurements
        var groupSupplementaryCounts: [String: Int]
        var groupOverhang: Overhang
        var overhang: Overhang
        var planBox: SectionPlanBox
    }

    init(
        index: Int, itemCount: Int, length: Double, crossLength: Double, template: SolvedGroup,
        distinctGroups: [Int: SolvedGroup], track: GroupTrack, boundaryItems: [PlacedBoundaryItem],
        decorations: [PlacedDecoration], measurements: SectionMeasurements, groupSupplementaryCounts: [String: Int],
        groupOverhang: Overhang, overhang: Overhang, planBox: SectionPlanBox
    ) {
        self.index = index
        shared = Shared(
            Solved(
                itemCount: itemCount, length: length, crossLength: crossLength, template: template,
                distinctGroups: distinctGroups, track: track, boundaryItems: boundaryItems, decorations: decorations,
                measurements: measurements, groupSupplementaryCounts: groupSupplementaryCounts,
                groupOverhang: groupOverhang, overhang: overhang, planBox: planBox))
    }

    /// The number of items in the section.
    public var itemCount: Int {
        get { shared.value.itemCount }
        set { shared.value.itemCount = newValue }
    }
    /// The section's length along the main axis, from its start to its end (boundary items
    /// and insets included).
    public var length: Double {
        get { shared.value.length }
        set { shared.value.length = newValue }
    }
    /// The container's length on the cross axis.
    public var crossLength: Double {
        get { shared.value.crossLength }
        set { shared.value.crossLength = newValue }
    }
    /// The group at its estimates: what every unmeasured group shows.
    public var template: SolvedGroup {
        get { shared.value.template }
        _modify { yield &shared.value.template }
    }
    /// Groups with a solution of their own, by group index: groups solved again with
    /// measured sizes whose solution is not the template stretched along the track (and, when
    /// the group is `uniformAcrossSiblings` along the track, every measured group), and a
    /// partial last group whose estimated size comes from the items it holds (SC-9).
    public var distinctGroups: [Int: SolvedGroup] {
        get { shared.value.distinctGroups }
        _modify { yield &shared.value.distinctGroups }
    }
    /// Where the groups sit.
    public var track: GroupTrack {
        get { shared.value.track }
        _modify { yield &shared.value.track }
    }
    /// Headers, footers and other boundary items at their natural places, in section space.
    public var boundaryItems: [PlacedBoundaryItem] {
        get { shared.value.boundaryItems }
        _modify { yield &shared.value.boundaryItems }
    }
    /// Background decorations, in section space.
    public var decorations: [PlacedDecoration] {
        get { shared.value.decorations }
        _modify { yield &shared.value.decorations }
    }
    /// The measured sizes this geometry was solved with.
    public var measurements: SectionMeasurements {
        get { shared.value.measurements }
        _modify { yield &shared.value.measurements }
    }
    /// How many instances of each group supplementary kind one top-level group has.
    public var groupSupplementaryCounts: [String: Int] {
        get { shared.value.groupSupplementaryCounts }
        _modify { yield &shared.value.groupSupplementaryCounts }
    }
    /// How far any group's content reaches before its start and past its end along the track
    /// axis. It only grows while measurements come in, so it stays a safe search margin.
    public var groupOverhang: Overhang {
        get { shared.value.groupOverhang }
        set { shared.value.groupOverhang = newValue }
    }
    /// How far the section's elements reach before its start and past its end along the main
    /// axis.
    public var overhang: Overhang {
        get { shared.value.overhang }
        set { shared.value.overhang = newValue }
    }

    /// What the solver needs to solve one group or the section's ends again. A change gives
    /// this section a box of its own, leaving the sections that shared the old one as they were.
    var plan: SectionPlan {
        _read { yield shared.value.planBox.plan }
        set { shared.value.planBox = SectionPlanBox(newValue) }
    }

    /// The plan's box, shared by sections described alike.
    var planBox: SectionPlanBox { shared.value.planBox }

    /// Whether `self` and `other` share their solved geometry (a section copied from another
    /// described alike, and neither measured since).
    func sharesGeometry(with other: SectionGeometry) -> Bool {
        shared.isIdentical(to: other.shared)
    }

    /// The identity of the solved geometry this section holds: sections that share one have
    /// the same, so counting distinct identities counts the geometries a layout stores.
    package var geometryIdentity: UInt { shared.storageIdentity }

    /// How many cells one group holds; in a flowing section, one group at its estimates.
    public var capacity: Int { shared.value.template.slots.count }

    /// How many group instances the section has (the last may be partial).
    public var groupCount: Int { shared.value.track.groupCount }

    /// The axis groups repeat along.
    public var trackAxis: Axis { shared.value.track.axis }

    /// The solution group `k` shows.
    public func solvedGroup(_ k: Int) -> SolvedGroup {
        if let flow = track.flow {
            guard let location = flow.location(ofGroup: k), location.node >= 0 else { return template }
            let anchor = flow.anchor(at: location.node)
            return anchor.solution ?? template.stretched(toLength: anchor.length, along: trackAxis)
        }
        let placement = groupPlacement(k)
        guard placement.stretch != 0 else { return baseSolution(ofGroup: k) }
        return template.stretched(toLength: track.extents.length(ofGroup: k), along: trackAxis)
    }

    /// The origin of group `k`'s box, in section space.
    public func groupOrigin(_ k: Int) -> Point {
        track.groupOrigin(k)
    }

    /// The items group `k` holds: `k × capacity` on, or in a flowing section the range its
    /// flow gives; empty when there is no such group.
    public func items(inGroup k: Int) -> Range<Int> {
        if let flow = track.flow {
            guard let location = flow.location(ofGroup: k) else { return 0..<0 }
            return location.firstItem..<(location.firstItem + location.itemCount)
        }
        guard k >= 0, k < groupCount, capacity > 0 else { return 0..<0 }
        let first = k * capacity
        return first..<(first + min(capacity, itemCount - first))
    }

    /// The group holding item `item`, or `nil` when there is no such item.
    public func group(ofItem item: Int) -> Int? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        return track.flow?.location(ofItem: item)?.group ?? item / capacity
    }

    /// The solution group `k` shows before any stretching: its own, or the template.
    func baseSolution(ofGroup k: Int) -> SolvedGroup {
        if !distinctGroups.isEmpty, let own = distinctGroups[k] { return own }
        return template
    }

    /// Where a located group of the flow sits and how much its template is stretched, and
    /// the solution it shows before stretching.
    func flowPlacement(_ location: FlowingGroups.Location, in flow: FlowingGroups) -> (GroupPlacement, SolvedGroup?) {
        let origin = track.origin(atOffset: flow.offset(of: location))
        guard location.node >= 0 else { return (GroupPlacement(origin: origin, stretch: 0, axis: trackAxis), nil) }
        let anchor = flow.anchor(at: location.node)
        if let own = anchor.solution { return (GroupPlacement(origin: origin, stretch: 0, axis: trackAxis), own) }
        let stretch = anchor.length - template.boxSize.length(along: trackAxis)
        return (GroupPlacement(origin: origin, stretch: stretch, axis: trackAxis), nil)
    }

    /// Where group `k` sits and how much its template is stretched, from one search of the
    /// track (and a dictionary probe only when the section has distinct groups): with
    /// `baseSolution(ofGroup:)`, what group `k` shows, without building a stretched copy.
    @inline(__always)
    func groupPlacement(_ k: Int) -> GroupPlacement {
        if let flow = track.flow {
            guard let location = flow.location(ofGroup: k) else {
                return GroupPlacement(origin: groupOrigin(k), stretch: 0, axis: trackAxis)
            }
            return flowPlacement(location, in: flow).0
        }
        let (origin, override) = track.groupOriginAndOverride(k)
        return placement(ofGroup: k, origin: origin, override: override)
    }

    /// `groupPlacement(_:)` of the group `walk` is at, for a section that does not flow, then
    /// the walk (of `track.extents`) moves to the next group: for consecutive groups, one
    /// search of the track for all of them. `track` is this section's `track`, read once by
    /// the caller for all the groups: a copy per group (the getter's, or the one a call
    /// needs of a value it cannot prove unchanged) retained and released every array of
    /// the track's tree.
    @inline(__always)
    func groupPlacement(next walk: inout ExtentWalk, on track: borrowing GroupTrack) -> GroupPlacement {
        let k = walk.group
        let (origin, override) = track.groupOriginAndOverride(next: &walk)
        return placement(ofGroup: k, origin: origin, override: override)
    }

    /// Where group `k` sits, at `origin` with the length `override` set for it (if any).
    @inline(__always)
    private func placement(ofGroup k: Int, origin: Point, override: Double?) -> GroupPlacement {
        let axis = trackAxis
        guard let override, shared.value.distinctGroups.isEmpty || shared.value.distinctGroups.index(forKey: k) == nil else {
            return GroupPlacement(origin: origin, stretch: 0, axis: axis)
        }
        return GroupPlacement(origin: origin, stretch: override - shared.value.template.boxSize.length(along: axis), axis: axis)
    }

    /// The frame of item `item` in section space, or `nil` when there is no such item.
    public func cellFrameInSection(ofItem item: Int) -> Rect? {
        cellPlacement(ofItem: item)?.frame
    }

    /// The frame in section space, z-index and self-sizing axes of item `item`'s cell, or
    /// `nil` when there is no such item: what `cellFrameInSection(ofItem:)` and
    /// `cellSlot(ofItem:)` give together, with one search of the track and no copy of the
    /// group or slot. Inlined, so that a caller reading `sections[i]` does not copy the whole
    /// geometry to pass it.
    @inline(__always)
    func cellPlacement(ofItem item: Int) -> (frame: Rect, zIndex: Int, selfSizingAxes: SelfSizingAxes)? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        if let flow = track.flow {
            guard let location = flow.location(ofItem: item) else { return nil }
            let (placed, own) = flowPlacement(location, in: flow)
            return Self.placement(
                in: own ?? template, slot: item - location.firstItem, origin: placed.origin, stretch: placed.stretch,
                along: trackAxis)
        }
        let group = item / capacity, slot = item % capacity
        let (origin, override) = track.groupOriginAndOverride(group)
        if !distinctGroups.isEmpty, let own = distinctGroups[group] {
            return Self.placement(in: own, slot: slot, origin: origin, stretch: 0, along: trackAxis)
        }
        let stretch = override.map { $0 - template.boxSize.length(along: trackAxis) } ?? 0
        return Self.placement(in: template, slot: slot, origin: origin, stretch: stretch, along: trackAxis)
    }

    @inline(__always)
    private static func placement(
        in group: borrowing SolvedGroup, slot: Int, origin: Point, stretch: Double, along axis: Axis
    ) -> (frame: Rect, zIndex: Int, selfSizingAxes: SelfSizingAxes)? {
        guard group.slots.indices.contains(slot) else { return nil }
        let frame = group.slots[slot].frameInGroup
        let stretched = stretch == 0 ? frame : frame.lengthened(by: stretch, along: axis)
        return (
            stretched.offsetBy(dx: origin.x, dy: origin.y), group.slots[slot].zIndex, group.slots[slot].selfSizingAxes
        )
    }

    /// The slot of item `item`'s cell, or `nil` when there is no such item.
    public func cellSlot(ofItem item: Int) -> Slot? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        if let flow = track.flow {
            guard let location = flow.location(ofItem: item) else { return nil }
            let (placed, own) = flowPlacement(location, in: flow)
            let solution = own ?? template
            let slot = item - location.firstItem
            guard solution.slots.indices.contains(slot) else { return nil }
            var result = solution.slots[slot]
            result.frameInGroup = placed.frameInGroup(of: result)
            return result
        }
        let group = item / capacity, slot = item % capacity
        let solution = baseSolution(ofGroup: group)
        guard solution.slots.indices.contains(slot) else { return nil }
        var result = solution.slots[slot]
        result.frameInGroup = groupPlacement(group).frameInGroup(of: result)
        return result
    }

    /// The group supplementary of `kind` numbered `item` (group instance × instances per
    /// group + instance, OB-7) and the group it belongs to, or `nil` when there is none: no
    /// such kind or group, or an instance whose group holds no item (the empty end of a
    /// partial last group).
    public func groupSupplementary(kind: String, item: Int) -> (group: Int, entry: GroupSupplementary)? {
        guard let count = groupSupplementaryCounts[kind], item >= 0 else { return nil }
        let group = item / count
        guard group < groupCount else { return nil }
        if let flow = track.flow {
            // A flowing group's supplementaries are its own solution's or the template's, and
            // exist while the group holds the slot they start at.
            guard let location = flow.location(ofGroup: group) else { return nil }
            let own = location.node >= 0 ? flow.anchor(at: location.node).solution : nil
            guard let entry = (own ?? template).groupSupplementary(kind: kind, instance: item % count),
                entry.firstSlot < location.itemCount
            else { return nil }
            return (group, entry)
        }
        // A stretched group's supplementaries are the template's.
        let own = distinctGroups.isEmpty ? nil : distinctGroups[group]
        guard let entry = (own ?? template).groupSupplementary(kind: kind, instance: item % count),
            group * capacity + entry.firstSlot < itemCount
        else { return nil }
        return (group, entry)
    }

    /// The scrolling row, when the section scrolls across the main axis.
    public var orthogonalRow: OrthogonalRow? {
        guard let row = plan.row, itemCount > 0 else { return nil }
        return OrthogonalRow(
            behavior: row.behavior, scrolling: row.scrolling,
            contentLength: row.leadingLength + track.length + row.trailingLength, viewportLength: crossLength,
            groups: track.extents)
    }

    /// Whether the section scrolls across the main axis: `orthogonalRow != nil`, without
    /// building the row (which copies the track's extents).
    var isOrthogonalRow: Bool { plan.row != nil && itemCount > 0 }

    /// The row's thickness along the main axis: its longest group.
    public var rowThickness: Double {
        let axis = plan.mainAxis
        // Stretched groups are as thick as the template: they differ only along the track.
        var thickness = distinctGroups.count < groupCount ? template.boxSize.length(along: axis) : 0
        for group in distinctGroups.values { thickness = Swift.max(thickness, group.boxSize.length(along: axis)) }
        return thickness
    }
}

/// Where a group sits in section space and how much longer than the solution it shows (its
/// own or the template) its box and cells are along the track: 0 unless it is a stretched
/// template.
struct GroupPlacement {
    /// The origin of the group's box, in section space.
    var origin: Point
    /// How much longer the box and every cell are along `axis`.
    var stretch: Double
    /// The track axis.
    var axis: Axis

    /// The frame of `slot` in group space, stretched.
    @inline(__always)
    func frameInGroup(of slot: Slot) -> Rect {
        stretch == 0 ? slot.frameInGroup : slot.frameInGroup.lengthened(by: stretch, along: axis)
    }

    /// The frame of `slot` in section space, stretched.
    @inline(__always)
    func frame(of slot: Slot) -> Rect {
        frameInGroup(of: slot).offsetBy(dx: origin.x, dy: origin.y)
    }
}

/// How far content reaches outside a span: before its start and past its end (both ≥ 0).
public struct Overhang: Hashable, Sendable {
    /// The distance before the start.
    public var before: Double
    /// The distance past the end.
    public var after: Double

    /// Creates an overhang.
    public init(before: Double = 0, after: Double = 0) {
        self.before = before
        self.after = after
    }

    /// The larger of two overhangs on each side.
    public func union(_ other: Overhang) -> Overhang {
        Overhang(before: Swift.max(before, other.before), after: Swift.max(after, other.after))
    }
}

/// A section's plan, out of line: sections described alike share one (a copied section
/// shares it with the section it was copied from), and it never changes once made.
final class SectionPlanBox: Hashable, Sendable {
    /// The plan.
    let plan: SectionPlan

    init(_ plan: SectionPlan) {
        self.plan = plan
    }

    static func == (lhs: SectionPlanBox, rhs: SectionPlanBox) -> Bool {
        lhs === rhs || lhs.plan == rhs.plan
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(plan)
    }
}
