/// An element of a group: a cell blueprint or a nested group (M-15).
public indirect enum Subitem: Hashable, Sendable {
    /// A cell blueprint.
    case item(Item)
    /// A nested group.
    case group(Group)

    /// The element's dimensions.
    public var size: LayoutSize {
        switch self {
        case .item(let item): return item.size
        case .group(let group): return group.size
        }
    }

    /// The element's placement spacing.
    public var edgeSpacing: EdgeSpacing {
        switch self {
        case .item(let item): return item.edgeSpacing
        case .group(let group): return group.edgeSpacing
        }
    }
}

/// How a group arranges its subitems.
public enum Arrangement: Hashable, Sendable {
    /// Subitems repeated in order along `axis` while they fit (S-10).
    case subitems(axis: Axis, [Subitem])
    /// `count` equal slots along `axis`, ignoring the subitem's own length there: the
    /// deprecated `subitem:count:` factories (S-16, OB-1, OB-2).
    case equalSlots(axis: Axis, Subitem, count: Int)
    /// Exactly `count` copies at the subitem's own size: `repeatingSubitem:count:` (S-19).
    case repeating(axis: Axis, Subitem, count: Int)
    /// Frames supplied by the caller's hook for the custom group `id` (S-20).
    case custom(id: Int)
}

extension Arrangement {
    /// The subitems the arrangement places: the list, the one repeated subitem, or none
    /// for a custom group (its frames come from a hook).
    public var subitems: [Subitem] {
        switch self {
        case .subitems(_, let list): return list
        case .equalSlots(_, let subitem, _), .repeating(_, let subitem, _): return [subitem]
        case .custom: return []
        }
    }

    /// Whether the frames come from a custom group's hook.
    public var isCustom: Bool {
        if case .custom = self { return true }
        return false
    }
}

/// A group: it sizes and positions its subitems but is not itself displayed.
public struct Group: Hashable, Sendable {
    /// The group's dimensions.
    public var size: LayoutSize
    /// How the subitems are arranged.
    public var arrangement: Arrangement
    /// Space between consecutive subitems along the group's axis (`nil` = fixed 0, S-22).
    public var interItemSpacing: Spacing?
    /// Space removed from the group's box before its subitems are laid out (S-7).
    public var contentInsets: DirectionalInsets
    /// Space around the group's box when it is itself a subitem.
    public var edgeSpacing: EdgeSpacing
    /// Views attached to every instance of the group (A-10, OB-7).
    public var supplementaryItems: [SupplementaryItem]

    /// Creates a group.
    public init(
        size: LayoutSize, arrangement: Arrangement, interItemSpacing: Spacing? = nil,
        contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.size = size
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
