/// A solved section in compact form: one group pattern repeated with a fixed stride.
///
/// Nothing is stored per item. Item `i` lives in group `i / capacity`, in slot
/// `i % capacity`; the group's origin is `firstGroupOrigin + k × stride` along `trackAxis`.
/// All frames are in the layout's unmirrored, unsnapped coordinates.
public struct SectionGeometry: Hashable, Sendable {
    /// The section's index.
    public var index: Int
    /// The number of items in the section.
    public var itemCount: Int
    /// The section's rectangle: from its start to its end along the main axis (insets
    /// included), across the whole container on the cross axis.
    public var frame: Rect
    /// The origin of group 0's box.
    public var firstGroupOrigin: Point
    /// The size of one group's box.
    public var groupSize: Size
    /// The axis groups repeat along.
    public var trackAxis: Axis
    /// The distance between the origins of consecutive groups (group length + spacing).
    public var groupStride: Double
    /// The cells of one full group, in item order.
    public var slots: [Slot]
    /// The supplementaries of one group instance and its nested groups.
    public var groupSupplementaries: [GroupSupplementary]
    /// How many instances of each group supplementary kind one top-level group has.
    public var groupSupplementaryCounts: [String: Int]
    /// Headers, footers and other boundary items at their natural places.
    public var boundaryItems: [PlacedBoundaryItem]
    /// Background decorations.
    public var decorations: [PlacedDecoration]
    /// The scrolling row, when the section scrolls across the main axis.
    public var orthogonalRow: OrthogonalRow?
    /// The union, relative to a group's origin, of everything one group instance shows:
    /// cells, their supplementaries and group supplementaries; `nil` without slots.
    public var slotBounds: Rect?

    /// Creates a section geometry.
    public init(
        index: Int, itemCount: Int, frame: Rect, firstGroupOrigin: Point, groupSize: Size, trackAxis: Axis,
        groupStride: Double, slots: [Slot], groupSupplementaries: [GroupSupplementary] = [],
        boundaryItems: [PlacedBoundaryItem] = [], decorations: [PlacedDecoration] = [], orthogonalRow: OrthogonalRow? = nil
    ) {
        self.index = index
        self.itemCount = itemCount
        self.frame = frame
        self.firstGroupOrigin = firstGroupOrigin
        self.groupSize = groupSize
        self.trackAxis = trackAxis
        self.groupStride = groupStride
        self.slots = slots
        self.groupSupplementaries = groupSupplementaries
        self.boundaryItems = boundaryItems
        self.decorations = decorations
        self.orthogonalRow = orthogonalRow
        var counts: [String: Int] = [:]
        for supplementary in groupSupplementaries { counts[supplementary.kind, default: 0] += 1 }
        self.groupSupplementaryCounts = counts
        var bounds: Rect?
        for slot in slots {
            bounds = bounds?.union(slot.frame) ?? slot.frame
            for attached in slot.supplementaries {
                bounds = bounds?.union(attached.placement.frame(on: slot.frame))
            }
        }
        if bounds != nil {
            for supplementary in groupSupplementaries {
                bounds = bounds?.union(supplementary.placement.frame(on: supplementary.host))
            }
        }
        self.slotBounds = bounds
    }

    /// How many cells one group holds.
    public var capacity: Int { slots.count }

    /// How many group instances the section has (the last may be partial).
    public var groupCount: Int {
        capacity == 0 ? 0 : itemCount / capacity + (itemCount % capacity == 0 ? 0 : 1)
    }

    /// The origin of group `k`'s box.
    public func groupOrigin(_ k: Int) -> Point {
        let shift = Double(k) * groupStride
        return trackAxis == .horizontal
            ? Point(x: firstGroupOrigin.x + shift, y: firstGroupOrigin.y)
            : Point(x: firstGroupOrigin.x, y: firstGroupOrigin.y + shift)
    }

    /// The frame of item `item`, or `nil` when there is no such item.
    public func cellFrame(ofItem item: Int) -> Rect? {
        guard item >= 0, item < itemCount, capacity > 0 else { return nil }
        let origin = groupOrigin(item / capacity)
        return slots[item % capacity].frame.offsetBy(dx: origin.x, dy: origin.y)
    }

    /// The zIndex of item `item`'s cell.
    public func cellZIndex(ofItem item: Int) -> Int {
        capacity == 0 ? 0 : slots[item % capacity].zIndex
    }

    /// The union of the section frame and every element's solved frame (pinned items stay
    /// inside the section frame).
    public var contentBounds: Rect {
        var bounds = frame
        for item in boundaryItems { bounds = bounds.union(item.frame) }
        for decoration in decorations { bounds = bounds.union(decoration.frame) }
        guard let slotBounds, groupCount > 0 else { return bounds }
        let first = groupOrigin(0), last = groupOrigin(groupCount - 1)
        return bounds
            .union(slotBounds.offsetBy(dx: first.x, dy: first.y))
            .union(slotBounds.offsetBy(dx: last.x, dy: last.y))
    }

    /// The groups whose cells may reach into `[low, high)` along the track axis: a
    /// superset computed from the stride, to be filtered by the caller.
    public func groups(touching low: Double, _ high: Double) -> Range<Int> {
        guard let slotBounds, groupCount > 0 else { return 0..<0 }
        let base = firstGroupOrigin.value(along: trackAxis)
        let reachBefore = slotBounds.min(along: trackAxis)
        let reachAfter = slotBounds.max(along: trackAxis)
        guard groupStride > 0 else {
            let overlaps = base + reachAfter >= low && base + reachBefore <= high
            return overlaps ? 0..<groupCount : 0..<0
        }
        let first = ((low - reachAfter - base) / groupStride).rounded(.down)
        let last = ((high - reachBefore - base) / groupStride).rounded(.up)
        let lower = Int(max(0, min(Double(groupCount), first)))
        let upper = Int(max(0, min(Double(groupCount), last + 1)))
        return lower..<max(lower, upper)
    }
}
