import CompositionalLayout

/// A section (NSCollectionLayoutSection): what it is built from (`group`, `list` or
/// `mediaItems`), then the properties app code would set on it.
///
/// ```yaml
/// group: {horizontal: {…}}
/// interGroupSpacing: 8
/// orthogonalScrollingBehavior: groupPaging
/// boundarySupplementaryItems: [{elementKind: header, layoutSize: {…}, alignment: top, pinToVisibleBounds: true}]
/// ```
///
/// A property left out keeps what the section was built with: UIKit's defaults for a
/// `group` section, the list's or media row's values otherwise. A property given replaces
/// that value, as assigning it in code does (`boundarySupplementaryItems` on a list section
/// replaces the list's header and footer).
public struct SectionSpec: Hashable, Sendable, Encodable {
    /// What a section is built from.
    public enum Base: Hashable, Sendable {
        /// `group: {…}`: `NSCollectionLayoutSection(group:)`.
        case group(GroupSpec)
        /// `list: {…}`: `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
        case list(ListSpec)
        /// `mediaItems: true`: `NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems()`.
        case mediaItems
    }

    /// What the section is built from.
    public var base: Base
    /// `contentInsets`.
    public var contentInsets: DirectionalInsetsSpec?
    /// `interGroupSpacing`, finite and ≥ 0.
    public var interGroupSpacing: Double?
    /// `contentInsetsReference`.
    public var contentInsetsReference: UIContentInsetsReference?
    /// `supplementaryContentInsetsReference`.
    public var supplementaryContentInsetsReference: UIContentInsetsReference?
    /// `supplementariesFollowContentInsets` (deprecated in UIKit, still honoured).
    public var supplementariesFollowContentInsets: Bool?
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior?
    /// `orthogonalScrollingProperties`.
    public var orthogonalScrollingProperties: OrthogonalScrollingPropertiesSpec?
    /// `boundarySupplementaryItems`: headers, footers and other views on the section's edges.
    public var boundarySupplementaryItems: [BoundarySupplementaryItemSpec]?
    /// `decorationItems`: section backgrounds. Their kinds are registered automatically.
    public var decorationItems: [DecorationItemSpec]?

    /// Creates a section; every property left out keeps the base's value.
    public init(
        base: Base, contentInsets: DirectionalInsetsSpec? = nil, interGroupSpacing: Double? = nil,
        contentInsetsReference: UIContentInsetsReference? = nil,
        supplementaryContentInsetsReference: UIContentInsetsReference? = nil,
        supplementariesFollowContentInsets: Bool? = nil,
        orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior? = nil,
        orthogonalScrollingProperties: OrthogonalScrollingPropertiesSpec? = nil,
        boundarySupplementaryItems: [BoundarySupplementaryItemSpec]? = nil, decorationItems: [DecorationItemSpec]? = nil
    ) {
        self.base = base
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.orthogonalScrollingProperties = orthogonalScrollingProperties
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
    }

    /// The section's keys: first the three bases, then the properties.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case group, list, mediaItems, contentInsets, interGroupSpacing, contentInsetsReference,
            supplementaryContentInsetsReference, supplementariesFollowContentInsets, orthogonalScrollingBehavior,
            orthogonalScrollingProperties, boundarySupplementaryItems, decorationItems
    }

    /// The keys that say what a section is built from; a section has exactly one.
    static let baseKeys: [CodingKeys] = [.group, .list, .mediaItems]

    /// Writes the base's key, then the properties that are set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try encodeProperties(into: &container)
    }

    /// Writes the section's keys into `container`, which a section entry shares.
    func encodeProperties(into container: inout KeyedEncodingContainer<AnyCodingKey>) throws {
        switch base {
        case .group(let group): try container.encode(group, forKey: AnyCodingKey(CodingKeys.group))
        case .list(let list): try container.encode(list, forKey: AnyCodingKey(CodingKeys.list))
        case .mediaItems: try container.encode(true, forKey: AnyCodingKey(CodingKeys.mediaItems))
        }
        func put(_ value: (some Encodable)?, _ key: CodingKeys) throws {
            try container.encodeIfPresent(value, forKey: AnyCodingKey(key))
        }
        try put(contentInsets, .contentInsets)
        try put(interGroupSpacing, .interGroupSpacing)
        try put(contentInsetsReference, .contentInsetsReference)
        try put(supplementaryContentInsetsReference, .supplementaryContentInsetsReference)
        try put(supplementariesFollowContentInsets, .supplementariesFollowContentInsets)
        try put(orthogonalScrollingBehavior, .orthogonalScrollingBehavior)
        try put(orthogonalScrollingProperties, .orthogonalScrollingProperties)
        try put(boundarySupplementaryItems, .boundarySupplementaryItems)
        try put(decorationItems, .decorationItems)
    }
}

/// `orthogonalScrollingProperties`: UICollectionLayoutSectionOrthogonalScrollingProperties.
public struct OrthogonalScrollingPropertiesSpec: Hashable, Sendable, Encodable {
    /// `decelerationRate`.
    public var decelerationRate: DecelerationRateSpec?
    /// `bounce`.
    public var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce?

    /// Creates scrolling properties.
    public init(
        decelerationRate: DecelerationRateSpec? = nil,
        bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce? = nil
    ) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }

    /// The properties' keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case decelerationRate, bounce
    }
}

/// `decelerationRate`: `automatic`, `normal`, `fast`, or a raw rate (the fraction of
/// velocity kept per millisecond, 0 ≤ rate < 1).
public enum DecelerationRateSpec: Hashable, Sendable, Encodable {
    /// A named rate, written as its word.
    case named(UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate)
    /// `DecelerationRate(rawValue:)`, written as its number.
    case rate(Double)

    /// Writes the word or the number.
    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .named(let rate): try rate.encode(to: encoder)
        case .rate(let value):
            var container = encoder.singleValueContainer()
            try container.encode(value)
        }
    }
}

/// A boundary supplementary item (NSCollectionLayoutBoundarySupplementaryItem), on a section
/// or on the whole layout (`configuration.boundarySupplementaryItems`).
///
/// ```yaml
/// - elementKind: header
///   layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}
///   alignment: top
///   pinToVisibleBounds: true
/// ```
public struct BoundarySupplementaryItemSpec: Hashable, Sendable, Encodable {
    /// `elementKind`, not empty.
    public var elementKind: String
    /// `layoutSize`.
    public var layoutSize: SizeSpec
    /// `alignment`.
    public var alignment: NSRectAlignment
    /// `absoluteOffset`, the initializer's shift from the aligned position.
    public var absoluteOffset: PointSpec?
    /// `pinToVisibleBounds`; `nil` is `false`.
    public var pinToVisibleBounds: Bool?
    /// `extendsBoundary`; `nil` is `true`.
    public var extendsBoundary: Bool?
    /// `zIndex`; `nil` is UIKit's default, 1.
    public var zIndex: Int?
    /// `contentInsets`.
    public var contentInsets: DirectionalInsetsSpec?

    /// Creates a boundary supplementary item.
    public init(
        elementKind: String, layoutSize: SizeSpec, alignment: NSRectAlignment, absoluteOffset: PointSpec? = nil,
        pinToVisibleBounds: Bool? = nil, extendsBoundary: Bool? = nil, zIndex: Int? = nil,
        contentInsets: DirectionalInsetsSpec? = nil
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.absoluteOffset = absoluteOffset
        self.pinToVisibleBounds = pinToVisibleBounds
        self.extendsBoundary = extendsBoundary
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }

    /// The boundary item's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case elementKind, layoutSize, alignment, absoluteOffset, pinToVisibleBounds, extendsBoundary, zIndex,
            contentInsets
    }
}

/// A decoration item: `{background: <elementKind>, contentInsets?, zIndex?}`, as
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`. The loader registers every
/// decoration kind a file names, so none is reported as unregistered.
public struct DecorationItemSpec: Hashable, Sendable, Encodable {
    /// `background`: the decoration's element kind, not empty.
    public var background: String
    /// `contentInsets`.
    public var contentInsets: DirectionalInsetsSpec?
    /// `zIndex`; `nil` is UIKit's default, 0.
    public var zIndex: Int?

    /// Creates a background decoration.
    public init(background: String, contentInsets: DirectionalInsetsSpec? = nil, zIndex: Int? = nil) {
        self.background = background
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }

    /// The decoration's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case background, contentInsets, zIndex
    }
}

/// `list: {…}`: a UICollectionLayoutListConfiguration for
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// ```yaml
/// list: {appearance: insetGrouped, headerMode: supplementary}
/// ```
public struct ListSpec: Hashable, Sendable, Encodable {
    /// `appearance` (required).
    public var appearance: UICollectionLayoutListConfiguration.Appearance
    /// `headerMode`; `nil` is `none`.
    public var headerMode: UICollectionLayoutListConfiguration.HeaderMode?
    /// `footerMode`; `nil` is `none`.
    public var footerMode: UICollectionLayoutListConfiguration.FooterMode?
    /// `headerTopPadding`, finite and ≥ 0; `nil` is the appearance's automatic padding.
    public var headerTopPadding: Double?
    /// `showsSeparators`; `nil` is `true`.
    public var showsSeparators: Bool?

    /// Creates a list configuration.
    public init(
        appearance: UICollectionLayoutListConfiguration.Appearance,
        headerMode: UICollectionLayoutListConfiguration.HeaderMode? = nil,
        footerMode: UICollectionLayoutListConfiguration.FooterMode? = nil,
        headerTopPadding: Double? = nil, showsSeparators: Bool? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
        self.showsSeparators = showsSeparators
    }

    /// The list's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case appearance, headerMode, footerMode, headerTopPadding, showsSeparators
    }
}
