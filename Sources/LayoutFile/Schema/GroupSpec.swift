/// An entry of `subitems` (or a `repeatingSubitem` / `subitem`): an item, or a group when
/// the mapping has one of the keys `horizontal`, `vertical`, `custom`.
public indirect enum SubitemSpec: Hashable, Sendable, Encodable {
    /// An item.
    case item(ItemSpec)
    /// A nested group.
    case group(GroupSpec)

    /// Writes the item or the group.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .item(let item): try item.encode(to: encoder)
        case .group(let group): try group.encode(to: encoder)
        }
    }
}

/// A group (NSCollectionLayoutGroup), written as its kind holding its body:
///
/// ```yaml
/// group:
///   horizontal:
///     layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
///     subitems: [ … ]                 # or repeatingSubitem: {…} + count, or subitem: {…} + count
///     interItemSpacing: {fixed: 8}
/// ```
///
/// A `custom` group has `layoutSize` and `frames` instead of subitems.
public struct GroupSpec: Hashable, Sendable, Encodable {
    /// How the group holds its cells.
    public indirect enum Arrangement: Hashable, Sendable {
        /// `subitems: [...]`: `horizontal/vertical(layoutSize:subitems:)`.
        case subitems([SubitemSpec])
        /// `repeatingSubitem` + `count`: `horizontal/vertical(layoutSize:repeatingSubitem:count:)`.
        case repeatingSubitem(SubitemSpec, count: Int)
        /// `subitem` + `count`: the deprecated `horizontal/vertical(layoutSize:subitem:count:)`,
        /// which divides the group into `count` equal slots.
        case subitem(SubitemSpec, count: Int)
        /// `frames: [...]`: a custom group whose item provider returns these frames for
        /// every instance of the group.
        case frames([CustomFrameSpec])
    }

    /// The group's kind (the key holding the body).
    public var kind: GroupKindSpec
    /// `layoutSize`.
    public var layoutSize: SizeSpec
    /// The subitems or frames.
    public var arrangement: Arrangement
    /// `interItemSpacing`; `nil` is none. Not for custom groups.
    public var interItemSpacing: SpacingSpec?
    /// `contentInsets`; `nil` is `.zero`.
    public var contentInsets: DirectionalInsetsSpec?
    /// `edgeSpacing`; `nil` is none.
    public var edgeSpacing: EdgeSpacingSpec?
    /// `supplementaryItems` attached to every instance of the group.
    public var supplementaryItems: [SupplementaryItemSpec]?

    /// Creates a group.
    public init(
        kind: GroupKindSpec, layoutSize: SizeSpec, arrangement: Arrangement, interItemSpacing: SpacingSpec? = nil,
        contentInsets: DirectionalInsetsSpec? = nil, edgeSpacing: EdgeSpacingSpec? = nil,
        supplementaryItems: [SupplementaryItemSpec]? = nil
    ) {
        self.kind = kind
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// The keys of a group's body.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case layoutSize, subitems, repeatingSubitem, subitem, count, frames, interItemSpacing, contentInsets,
            edgeSpacing, supplementaryItems
    }

    /// The keys a custom group's body may have.
    static let customKeys: [CodingKeys] = [.layoutSize, .frames, .contentInsets, .edgeSpacing, .supplementaryItems]
    /// The keys a horizontal or vertical group's body may have.
    static let axisKeys: [CodingKeys] = CodingKeys.allCases.filter { $0 != .frames }

    /// Writes `{<kind>: {body}}`.
    public func encode(to encoder: any Encoder) throws {
        var outer = encoder.container(keyedBy: AnyCodingKey.self)
        var body = outer.nestedContainer(keyedBy: CodingKeys.self, forKey: AnyCodingKey(kind.rawValue))
        try body.encode(layoutSize, forKey: .layoutSize)
        switch arrangement {
        case .subitems(let subitems):
            try body.encode(subitems, forKey: .subitems)
        case .repeatingSubitem(let subitem, let count):
            try body.encode(subitem, forKey: .repeatingSubitem)
            try body.encode(count, forKey: .count)
        case .subitem(let subitem, let count):
            try body.encode(subitem, forKey: .subitem)
            try body.encode(count, forKey: .count)
        case .frames(let frames):
            try body.encode(frames, forKey: .frames)
        }
        try body.encodeIfPresent(interItemSpacing, forKey: .interItemSpacing)
        try body.encodeIfPresent(contentInsets, forKey: .contentInsets)
        try body.encodeIfPresent(edgeSpacing, forKey: .edgeSpacing)
        try body.encodeIfPresent(supplementaryItems, forKey: .supplementaryItems)
    }
}

/// One frame of a custom group: `{x, y, width, height, zIndex?}` relative to the group,
/// as NSCollectionLayoutGroupCustomItem(frame:zIndex:). Coordinates must be finite, the
/// size ≥ 0.
public struct CustomFrameSpec: Hashable, Sendable, Encodable {
    /// The frame's x.
    public var x: Double
    /// The frame's y.
    public var y: Double
    /// The frame's width.
    public var width: Double
    /// The frame's height.
    public var height: Double
    /// The cell's zIndex; `nil` is 0.
    public var zIndex: Int?

    /// Creates a custom frame.
    public init(x: Double, y: Double, width: Double, height: Double, zIndex: Int? = nil) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.zIndex = zIndex
    }

    /// The frame's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case x, y, width, height, zIndex
    }
}

/// The kind of a group: the key that holds its body (`horizontal: {…}`). Not a UIKit
/// enumeration: each word names one of NSCollectionLayoutGroup's families of factories.
public enum GroupKindSpec: String, CaseIterable, Hashable, Sendable {
    /// NSCollectionLayoutGroup.horizontal(…).
    case horizontal
    /// NSCollectionLayoutGroup.vertical(…).
    case vertical
    /// NSCollectionLayoutGroup.custom(layoutSize:itemProvider:), with explicit frames.
    case custom
}
