/// A solved top-level group, in *group space* (relative to its box origin): the cells it
/// places, the supplementaries of its groups, and the size its box ends up with.
///
/// One solution serves every unmeasured repetition of the group (the section's template);
/// a group whose elements were measured gets a solution of its own.
public struct SolvedGroup: Hashable, Sendable {
    /// The cells, in item order.
    public var slots: [Slot]
    /// The supplementaries of the group and of its nested groups, in placement order.
    public var groupSupplementaries: [GroupSupplementary]
    /// The group's box: its resolved size, grown to its content on estimated axes (S-32).
    public var boxSize: Size

    /// The union of everything one instance shows (cells, their supplementaries, group
    /// supplementaries), in group space; `nil` without cells.
    public var contentBounds: Rect? {
        var bounds: Rect?
        for slot in slots {
            bounds = bounds?.union(slot.frameInGroup) ?? slot.frameInGroup
            for attached in slot.supplementaries {
                bounds = bounds?.union(attached.placement.frame(on: slot.frameInGroup))
            }
        }
        guard var result = bounds else { return nil }
        for supplementary in groupSupplementaries {
            result = result.union(supplementary.placement.frame(on: supplementary.hostInGroup))
        }
        return result
    }
}

extension SolvedGroup {
    /// Instance `instance` of the group supplementary `kind`, or `nil` when this solution has
    /// none.
    public func groupSupplementary(kind: String, instance: Int) -> GroupSupplementary? {
        locateGroupSupplementary(kind: kind, instance: instance).position.map { groupSupplementaries[$0] }
    }

    /// Where instance `instance` of `kind` sits in `groupSupplementaries`, and how many entries
    /// the search read (what tests count). Instances are numbered per kind in placement order,
    /// so instance `i` sits at position `i` or later: the search starts there, which finds it
    /// at once when the group's supplementaries are all of one kind, however many times a
    /// nested group repeats them. Entries are compared in place, never copied.
    func locateGroupSupplementary(kind: String, instance: Int) -> (position: Int?, examined: Int) {
        guard instance >= 0 else { return (nil, 0) }
        var position = instance
        while position < groupSupplementaries.count {
            if groupSupplementaries[position].item.kind == kind, groupSupplementaries[position].instance >= instance {
                let found = groupSupplementaries[position].instance == instance
                return (found ? position : nil, position - instance + 1)
            }
            position += 1
        }
        return (nil, position - instance)
    }

    /// This solution with its box `length` long along `axis` and every cell longer by as much
    /// as the box grew (shorter when it shrank), nothing moved: what a measured group shows
    /// when measuring changed only its length and its cells' lengths along its track.
    public func stretched(toLength length: Double, along axis: Axis) -> SolvedGroup {
        let delta = length - boxSize.length(along: axis)
        var result = self
        result.boxSize = axis == .horizontal
            ? Size(width: length, height: boxSize.height) : Size(width: boxSize.width, height: length)
        for index in result.slots.indices {
            result.slots[index].frameInGroup = slots[index].frameInGroup.lengthened(by: delta, along: axis)
        }
        return result
    }
}

/// A supplementary view attached to a group instance inside a solved top-level group.
public struct GroupSupplementary: Hashable, Sendable {
    /// The description, kept so that a measured size can re-place it.
    public var item: SupplementaryItem
    /// The zIndex.
    public var zIndex: Int
    /// Where it goes on its host.
    public var placement: AnchoredPlacement
    /// The host, in group space: the group's box inside its content insets (OB-7).
    public var hostInGroup: Rect
    /// Which instance of this kind it is within one top-level group, in placement order.
    public var instance: Int
    /// The index of the first slot of the group it belongs to; an instance with no item is
    /// not produced.
    public var firstSlot: Int

    /// The element kind.
    public var kind: String { item.kind }
    /// The axes on which the view sizes itself.
    public var selfSizingAxes: SelfSizingAxes { item.size.selfSizingAxes }
}
