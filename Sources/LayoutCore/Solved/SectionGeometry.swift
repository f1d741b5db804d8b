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
    /// measured sizes whose solution is not the template stretched along the track (and, when
    /// the group is `uniformAcrossSiblings` along the track, every measured group), and a
    /// partial last group whose estimated size comes from the items it holds (SC-9).
    public var distinctGroups: [Int: SolvedGroup]
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
        let placed = placedGroup(k)
        guard placed.stretch != 0 else { return placed.solution }
        return placed.solution.stretched(toLength: track.extents.length(ofGroup: k), along: trackAxis)
    }

    /// The origin of group `k`'s box, in section space.
    public func groupOrigin(_ k: Int) -> Point {
        track.groupOrigin(k)
    }

    /// Group `k` where it sits, without building a stretched copy of the template: one
    /// search of the track for its origin and its override, and a dictionary probe only when
    /// the section has distinct groups.
    func placedGroup(_ k: Int) -> PlacedGroup {
        let (origin, override) = track.groupOriginAndOverride(k)
        if !distinctGroups.isEmpty, let own = distinctGroups[k] {
            return PlacedGroup(origin: origin, solution: own, stretch: 0, axis: trackAxis)
        }
        let stretch = override.map { $0 - template.boxSize.length(along: trackAxis) } ?? 0
        return PlacedGroup(origin: origin, solution: template, stretch: stretch, axis: trackAxis)
    }

    /// The frame of item `item` in section space, or `nil` when there is no such item.
    public func cellFrameInSection(ofItem item: Int) -> Rect? {
        cellPlacement(ofItem: item)?.frame
    }

    /// The frame in section space, z-index and self-sizing axes of item `item`'s cell, or
    /// `nil` when there is no such item: what `cellFrameInSection(ofItem:)` and
    /// `cellSlot(ofItem:)` give together, with one search of the track and no copy of the
    /// group or slot.
    func cellPlacement(ofItem item: Int) -> (frame: Rect, zIndex: Int, selfSizingAxes: SelfSizingAxes)? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        let placed = placedGroup(item / capacity)
        let slot = item % capacity
        guard placed.solution.slots.indices.contains(slot) else { return nil }
        return (
            placed.frame(of: placed.solution.slots[slot]), placed.solution.slots[slot].zIndex,
            placed.solution.slots[slot].selfSizingAxes
        )
    }

    /// The slot of item `item`'s cell, or `nil` when there is no such item.
    public func cellSlot(ofItem item: Int) -> Slot? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        let placed = placedGroup(item / capacity)
        let slot = item % capacity
        guard placed.solution.slots.indices.contains(slot) else { return nil }
        var result = placed.solution.slots[slot]
        result.frameInGroup = placed.frameInGroup(of: result)
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
        var remaining = item % count  // the instance, counted without copying the group's list
        // A stretched group's supplementaries are the template's.
        let supplementaries = (distinctGroups.isEmpty ? nil : distinctGroups[group])?.groupSupplementaries
        for entry in supplementaries ?? template.groupSupplementaries where entry.kind == kind {
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
        // Stretched groups are as thick as the template: they differ only along the track.
        var thickness = distinctGroups.count < groupCount ? template.boxSize.length(along: axis) : 0
        for group in distinctGroups.values { thickness = Swift.max(thickness, group.boxSize.length(along: axis)) }
        return thickness
    }
}

/// A group where it sits in section space: the solution it shows and how much longer than
/// that solution its box and cells are along the track (0 unless it is a stretched template).
struct PlacedGroup {
    /// The origin of the group's box, in section space.
    var origin: Point
    /// The template or the group's own solution.
    var solution: SolvedGroup
    /// How much longer the box and every cell are along `axis` than in `solution`.
    var stretch: Double
    /// The track axis.
    var axis: Axis

    /// The frame of `slot` of `solution` in group space, stretched.
    @inline(__always)
    func frameInGroup(of slot: Slot) -> Rect {
        stretch == 0 ? slot.frameInGroup : slot.frameInGroup.lengthened(by: stretch, along: axis)
    }

    /// The frame of `slot` of `solution` in section space, stretched.
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
