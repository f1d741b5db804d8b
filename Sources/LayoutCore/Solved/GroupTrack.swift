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
public struct GroupTrack: Hashable, Sendable {
    /// The axis the groups follow: the main axis, or the cross axis for an orthogonal row.
    public var axis: Axis
    /// The origin of group 0's box, in section space.
    public var origin: Point
    /// The groups' lengths along `axis` and the spacing between them.
    public var extents: ExtentTree

    /// Creates a track.
    public init(axis: Axis, origin: Point, extents: ExtentTree) {
        self.axis = axis
        self.origin = origin
        self.extents = extents
    }

    /// The number of groups.
    public var groupCount: Int { extents.count }

    /// The length from the start of group 0 to the end of the last group (0 without groups).
    public var length: Double { extents.totalLength }

    /// The origin of group `k`'s box, in section space.
    public func groupOrigin(_ k: Int) -> Point {
        let shift = extents.offset(ofGroup: k)
        return axis == .horizontal
            ? Point(x: origin.x + shift, y: origin.y) : Point(x: origin.x, y: origin.y + shift)
    }

    /// The origin of group `k`'s box, in section space, and the length set for it
    /// individually (`nil` when it has the default), from one search of the extents.
    func groupOriginAndOverride(_ k: Int) -> (origin: Point, override: Double?) {
        let (shift, override) = extents.offsetAndOverride(ofGroup: k)
        let origin =
            axis == .horizontal
            ? Point(x: origin.x + shift, y: origin.y) : Point(x: origin.x, y: origin.y + shift)
        return (origin, override)
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
        var first = extents.group(atOffset: start)
        if first > 0, extents.offset(ofGroup: first) >= start { first -= 1 }
        let last = extents.group(atOffset: high + overhangBefore - base)
        return first..<Swift.max(first, last + 1)
    }
}
