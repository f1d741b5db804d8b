/// Where a section's groups sit, one after another along the track axis, in *section space*
/// (relative to the section's start on the main axis).
///
/// ```
///  origin
///    |<- group 0 ->|<-spacing->|<- group 1 (measured: longer) ->|<-spacing->|<- group 2 ->| …
///    offset(0) = 0             offset(1)                                    offset(2)
/// ```
///
/// A uniform track — every group at the section's estimate, today's pattern and stride — is
/// a track whose extent tree holds no override: group `k` is at `k × (length + spacing)`.
/// Measured groups that differ in length are overrides in the tree, so a track costs memory
/// per measured group, not per item, and answers offset(of group) and group(at offset) in
/// O(log m) for m measured groups.
///
/// A flowing section's groups hold as many items as fit at their measured lengths, so their
/// number and their item ranges change as measurements arrive; its track places them with
/// `flow` (keyed by first item, O(log a) for a anchored groups) instead of the extent tree.
public struct GroupTrack: Hashable, Sendable {
    /// The axis the groups follow: the main axis, or the cross axis for an orthogonal row.
    public var axis: Axis
    /// The origin of group 0's box, in section space.
    public var origin: Point
    /// The groups' lengths along `axis` and the spacing between them. For a flowing section
    /// it holds no group: only its default length and spacing are the flow's.
    public var extents: ExtentTree
    /// The groups of a flowing section; `nil` for every other section, which stores nothing
    /// for it.
    public var flow: FlowingGroups?

    /// Creates a track.
    public init(axis: Axis, origin: Point, extents: ExtentTree, flow: FlowingGroups? = nil) {
        self.axis = axis
        self.origin = origin
        self.extents = extents
        self.flow = flow
    }

    /// The number of groups.
    public var groupCount: Int { flow?.groupCount ?? extents.count }

    /// The length from the start of group 0 to the end of the last group (0 without groups).
    public var length: Double { flow?.totalLength ?? extents.totalLength }

    /// The length of group `k` along the track, or 0 when there is no such group.
    public func length(ofGroup k: Int) -> Double {
        flow?.length(ofGroup: k) ?? extents.length(ofGroup: k)
    }

    /// The distance along the track from the start of group 0 to the start of group `k`
    /// (see `ExtentTree.offset(ofGroup:)`).
    public func offset(ofGroup k: Int) -> Double {
        flow?.offset(ofGroup: k) ?? extents.offset(ofGroup: k)
    }

    /// The origin of group `k`'s box, in section space.
    public func groupOrigin(_ k: Int) -> Point {
        origin(atOffset: offset(ofGroup: k))
    }

    /// The origin of the box of a group `shift` after group 0's along the track.
    func origin(atOffset shift: Double) -> Point {
        axis == .horizontal ? Point(x: origin.x + shift, y: origin.y) : Point(x: origin.x, y: origin.y + shift)
    }

    /// The origin of group `k`'s box, in section space, and the length set for it
    /// individually (`nil` when it has the default), from one search of the extents: for a
    /// section that does not flow. Inlined, so that a caller reading a section's track in
    /// place does not copy the track to pass it.
    @inline(__always)
    func groupOriginAndOverride(_ k: Int) -> (origin: Point, override: Double?) {
        let (shift, override) = extents.offsetAndOverride(ofGroup: k)
        return (origin(atOffset: shift), override)
    }

    /// `groupOriginAndOverride(_:)` of the group `walk` is at (a walk of `extents`), then
    /// the walk moves to the next group: O(1) per group after the first.
    func groupOriginAndOverride(next walk: inout ExtentWalk) -> (origin: Point, override: Double?) {
        let (shift, override) = extents.next(&walk)
        return (origin(atOffset: shift), override)
    }

    /// The groups whose content may reach into `low … high` along the track axis (section
    /// space), given how far content sticks out before a group's start (`overhangBefore`)
    /// and past its end (`overhangAfter`): a superset by at most one group at each end,
    /// found in O(log m). A group whose end only touches `low` is included. With a negative
    /// spacing every group's box reaches that far past the start of the next one, which
    /// counts as overhang after.
    public func groups(touching low: Double, _ high: Double, overhangBefore: Double, overhangAfter: Double)
        -> Range<Int>
    {
        guard groupCount > 0, !low.isNaN, !high.isNaN, high >= low else { return 0..<0 }
        let base = origin.value(along: axis)
        let start = low - overhangAfter - Swift.max(0, -extents.spacing) - base
        var first = group(atOffset: start)
        if first > 0, offset(ofGroup: first) >= start { first -= 1 }
        let last = group(atOffset: high + overhangBefore - base)
        return first..<Swift.max(first, last + 1)
    }

    /// The group whose span holds the offset `x` (see `ExtentTree.group(atOffset:)`).
    private func group(atOffset x: Double) -> Int {
        flow?.group(atOffset: x) ?? extents.group(atOffset: x)
    }
}
