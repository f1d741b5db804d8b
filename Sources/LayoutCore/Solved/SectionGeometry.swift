/// A solved section in *section space*: main-axis coordinates are relative to the section's
/// start, cross-axis coordinates are the content's. The layout places the section by adding
/// its start (`LayoutSolution.sectionStart(_:)`), so a size change in an earlier section
/// moves this one without touching it.
///
/// Nothing is stored per item: item `i` lives in group `i / capacity`, slot `i % capacity`.
/// Every group shows the `template` unless it was measured, or is a partial last group that
/// sizes to its content (SC-9), in which case `measuredGroups[k]` holds its own solution;
/// `track` says where group `k` starts.
public struct SectionGeometry: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// The number of items in the section.
    public var itemCount: Int
    /// The section's length along the main axis, from its start to its end (boundary items
    /// and insets included).
    public var length: Double
    /// The container's length on the cross axis.
    public var crossLength: Double
    /// The group at its estimates: what every unmeasured group shows.
    public var template: SolvedGroup
    /// Groups with a solution of their own, by group index: groups solved again with
    /// measured sizes, and a partial last group whose estimated size comes from the items it
    /// holds (SC-9).
    public var measuredGroups: [Int: SolvedGroup]
    /// Where the groups sit.
    public var track: GroupTrack
    /// Headers, footers and other boundary items at their natural places, in section space.
    public var boundaryItems: [PlacedBoundaryItem]
    /// Background decorations, in section space.
    public var decorations: [PlacedDecoration]
    /// The measured sizes this geometry was solved with.
    public var measurements: SectionMeasurements
    /// How many instances of each group supplementary kind one top-level group has.
    public var groupSupplementaryCounts: [String: Int]
    /// How far any group's content reaches before its start and past its end along the track
    /// axis. It only grows while measurements come in, so it stays a safe search margin.
    public var groupOverhang: Overhang
    /// How far the section's elements reach before its start and past its end along the main
    /// axis.
    public var overhang: Overhang
    /// What the solver needs to solve one group or the section's ends again.
    var plan: SectionPlan

    /// How many cells one group holds.
    public var capacity: Int { template.slots.count }

    /// How many group instances the section has (the last may be partial).
    public var groupCount: Int { track.groupCount }

    /// The axis groups repeat along.
    public var trackAxis: Axis { track.axis }

    /// The solution group `k` shows.
    public func solvedGroup(_ k: Int) -> SolvedGroup {
        measuredGroups[k] ?? template
    }

    /// The origin of group `k`'s box, in section space.
    public func groupOrigin(_ k: Int) -> Point {
        track.groupOrigin(k)
    }

    /// The frame of item `item` in section space, or `nil` when there is no such item.
    public func cellFrameInSection(ofItem item: Int) -> Rect? {
        guard let (group, slot) = slot(ofItem: item) else { return nil }
        let origin = groupOrigin(group)
        return solvedGroup(group).slots[slot].frameInGroup.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The frame in section space, z-index and self-sizing axes of item `item`'s cell, or
    /// `nil` when there is no such item: what `cellFrameInSection(ofItem:)` and
    /// `cellSlot(ofItem:)` give together, with one group lookup (none in a section without
    /// measured groups) and no copy of the group or slot. Inlined, so that a caller reading
    /// `sections[i]` does not copy the whole geometry to pass it.
    @inline(__always)
    func cellPlacement(ofItem item: Int) -> (frame: Rect, zIndex: Int, selfSizingAxes: SelfSizingAxes)? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        let group = item / capacity, slot = item % capacity
        if !measuredGroups.isEmpty, let measured = measuredGroups[group] {
            return Self.placement(in: measured, slot: slot, origin: groupOrigin(group))
        }
        return Self.placement(in: template, slot: slot, origin: groupOrigin(group))
    }

    @inline(__always)
    private static func placement(in group: borrowing SolvedGroup, slot: Int, origin: Point)
        -> (frame: Rect, zIndex: Int, selfSizingAxes: SelfSizingAxes)?
    {
        guard group.slots.indices.contains(slot) else { return nil }
        return (
            group.slots[slot].frameInGroup.offsetBy(dx: origin.x, dy: origin.y), group.slots[slot].zIndex,
            group.slots[slot].selfSizingAxes
        )
    }

    /// The slot of item `item`'s cell, or `nil` when there is no such item.
    public func cellSlot(ofItem item: Int) -> Slot? {
        guard let (group, slot) = slot(ofItem: item) else { return nil }
        return solvedGroup(group).slots[slot]
    }

    private func slot(ofItem item: Int) -> (group: Int, slot: Int)? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        let group = item / capacity, slot = item % capacity
        guard solvedGroup(group).slots.indices.contains(slot) else { return nil }
        return (group, slot)
    }

    /// The group supplementary of `kind` numbered `item` (group instance × instances per
    /// group + instance, OB-7) and the group it belongs to, or `nil` when there is none: no
    /// such kind or group, or an instance whose group holds no item (the empty end of a
    /// partial last group).
    public func groupSupplementary(kind: String, item: Int) -> (group: Int, entry: GroupSupplementary)? {
        guard let count = groupSupplementaryCounts[kind], item >= 0 else { return nil }
        let group = item / count
        guard group < groupCount else { return nil }
        var remaining = item % count  // the instance, counted without copying the group's list
        for entry in solvedGroup(group).groupSupplementaries where entry.kind == kind {
            guard remaining == 0 else {
                remaining -= 1
                continue
            }
            return group * capacity + entry.firstSlot < itemCount ? (group, entry) : nil
        }
        return nil
    }

    /// The scrolling row, when the section scrolls across the main axis.
    public var orthogonalRow: OrthogonalRow? {
        guard let row = plan.row, itemCount > 0 else { return nil }
        return OrthogonalRow(
            behavior: row.behavior, scrolling: row.scrolling,
            contentLength: row.leadingLength + track.length + row.trailingLength, viewportLength: crossLength,
            groups: track.extents)
    }

    /// The row's thickness along the main axis: its longest group.
    public var rowThickness: Double {
        let axis = plan.mainAxis
        var thickness = measuredGroups.count < groupCount ? template.boxSize.length(along: axis) : 0
        for group in measuredGroups.values { thickness = Swift.max(thickness, group.boxSize.length(along: axis)) }
        return thickness
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
