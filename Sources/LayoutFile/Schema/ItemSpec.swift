import CompositionalLayout

/// An item (NSCollectionLayoutItem): a mapping without a group key.
///
/// ```yaml
/// - layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {fractionalHeight: 1}}
///   contentInsets: {top: 2, leading: 2, bottom: 2, trailing: 2}
/// ```
public struct ItemSpec: Hashable, Sendable, Encodable {
    /// `layoutSize`.
    public var layoutSize: SizeSpec
    /// `contentInsets`; `nil` is `.zero`.
    public var contentInsets: DirectionalInsetsSpec?
    /// `edgeSpacing`; `nil` is none.
    public var edgeSpacing: EdgeSpacingSpec?
    /// `supplementaryItems` attached to every cell placed through the item.
    public var supplementaryItems: [SupplementaryItemSpec]?

    /// Creates an item.
    public init(
        layoutSize: SizeSpec, contentInsets: DirectionalInsetsSpec? = nil, edgeSpacing: EdgeSpacingSpec? = nil,
        supplementaryItems: [SupplementaryItemSpec]? = nil
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// The item's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case layoutSize, contentInsets, edgeSpacing, supplementaryItems
    }
}

/// An anchor (NSCollectionLayoutAnchor): `edges`, and at most one of `absoluteOffset` and
/// `fractionalOffset`.
///
/// ```yaml
/// containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
/// ```
public struct AnchorSpec: Hashable, Sendable, Encodable {
    /// How the anchor is moved from its edges.
    public enum Offset: Hashable, Sendable {
        /// `absoluteOffset`: in points.
        case absolute(PointSpec)
        /// `fractionalOffset`: in fractions of the supplementary's size.
        case fractional(PointSpec)
    }

    /// `edges`: one edge is its middle, two adjacent edges a corner, none the centre.
    public var edges: [NSDirectionalRectEdge]
    /// The offset; `nil` is none.
    public var offset: Offset?

    /// Creates an anchor.
    public init(edges: [NSDirectionalRectEdge], offset: Offset? = nil) {
        self.edges = edges
        self.offset = offset
    }

    /// The anchor's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case edges, absoluteOffset, fractionalOffset
    }

    /// Writes `edges` and the offset under its key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(edges, forKey: .edges)
        switch offset {
        case .absolute(let point): try container.encode(point, forKey: .absoluteOffset)
        case .fractional(let point): try container.encode(point, forKey: .fractionalOffset)
        case nil: break
        }
    }
}

/// A supplementary item attached to an item or a group (NSCollectionLayoutSupplementaryItem).
///
/// ```yaml
/// supplementaryItems:
///   - elementKind: badge
///     layoutSize: {widthDimension: {absolute: 20}, heightDimension: {absolute: 20}}
///     containerAnchor: {edges: [top, trailing], fractionalOffset: {x: 0.3, y: -0.3}}
/// ```
public struct SupplementaryItemSpec: Hashable, Sendable, Encodable {
    /// `elementKind`, not empty.
    public var elementKind: String
    /// `layoutSize`.
    public var layoutSize: SizeSpec
    /// `containerAnchor`: where on the host the supplementary attaches.
    public var containerAnchor: AnchorSpec
    /// `itemAnchor`: the supplementary's own point put on the container anchor, if given.
    public var itemAnchor: AnchorSpec?
    /// `zIndex`; `nil` is UIKit's default, 1.
    public var zIndex: Int?
    /// `contentInsets`; `nil` is `.zero`.
    public var contentInsets: DirectionalInsetsSpec?

    /// Creates a supplementary item.
    public init(
        elementKind: String, layoutSize: SizeSpec, containerAnchor: AnchorSpec, itemAnchor: AnchorSpec? = nil,
        zIndex: Int? = nil, contentInsets: DirectionalInsetsSpec? = nil
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// The supplementary item's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case elementKind, layoutSize, containerAnchor, itemAnchor, zIndex, contentInsets
    }
}
