import CompositionalLayout

/// One entry of `sections`: the data source's item count and the section, written either
/// directly or as variants chosen by the layout environment (the file's answer to a
/// section provider).
///
/// ```yaml
/// sections:
///   - numberOfItems: 12
///     group: {…}
///   - numberOfItems: 30
///     variants:
///       - when: {minWidth: 600}
///         section: {group: {…}}
///       - section: {group: {…}}     # no `when`: the fallback
/// ```
public struct SectionEntry: Hashable, Sendable, Encodable {
    /// How the section is given.
    public enum Content: Hashable, Sendable {
        /// The section's keys sit in the entry itself.
        case section(SectionSpec)
        /// `variants`: the first whose `when` matches the environment is used.
        case variants([SectionVariantSpec])
    }

    /// `numberOfItems`: what the data source reports for the section, ≥ 0.
    public var numberOfItems: Int
    /// The section or its variants.
    public var content: Content
    /// `cells`: what the section's cells show (list content and accessories), the first
    /// entry selecting an item deciding; `nil` when the file gives no cell content here.
    public var cells: [CellContentSpec]?
    /// `supplementaries`: what the section's supplementary views show, by element kind;
    /// `nil` for none.
    public var supplementaries: [String: ListContentSpec]?

    /// Creates a section entry.
    public init(
        numberOfItems: Int, content: Content, cells: [CellContentSpec]? = nil,
        supplementaries: [String: ListContentSpec]? = nil
    ) {
        self.numberOfItems = numberOfItems
        self.content = content
        self.cells = cells
        self.supplementaries = supplementaries
    }

    /// Creates an entry with one section.
    public init(
        numberOfItems: Int, section: SectionSpec, cells: [CellContentSpec]? = nil,
        supplementaries: [String: ListContentSpec]? = nil
    ) {
        self.init(numberOfItems: numberOfItems, content: .section(section), cells: cells, supplementaries: supplementaries)
    }

    /// Whether the entry gives its cells or supplementary views content.
    public var hasContent: Bool {
        cells != nil || supplementaries != nil
    }

    /// The entry's own keys; the section's keys sit beside them.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case numberOfItems, variants, cells, supplementaries
    }

    /// Writes `numberOfItems`, then the section's keys or `variants`, then the content.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(numberOfItems, forKey: AnyCodingKey(CodingKeys.numberOfItems))
        switch content {
        case .section(let section):
            try section.encodeProperties(into: &container)
        case .variants(let variants):
            try container.encode(variants, forKey: AnyCodingKey(CodingKeys.variants))
        }
        try container.encodeIfPresent(cells, forKey: AnyCodingKey(CodingKeys.cells))
        try container.encodeIfPresent(supplementaries, forKey: AnyCodingKey(CodingKeys.supplementaries))
    }
}

/// One variant of a section: the conditions under which it is used and the section.
public struct SectionVariantSpec: Hashable, Sendable, Encodable {
    /// `when`; `nil` makes this the fallback, which must come last.
    public var when: VariantConditionSpec?
    /// `section`.
    public var section: SectionSpec

    /// Creates a variant.
    public init(when: VariantConditionSpec? = nil, section: SectionSpec) {
        self.when = when
        self.section = section
    }

    /// The variant's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case when, section
    }
}

/// `when`: conditions on the layout environment a section provider receives; all given
/// ones must hold. Widths compare with `container.effectiveContentSize.width` (the width
/// inside the configuration's content insets reference, which is what section providers
/// usually test), bounds included.
public struct VariantConditionSpec: Hashable, Sendable, Encodable {
    /// `minWidth`: width ≥ this.
    public var minWidth: Double?
    /// `maxWidth`: width ≤ this.
    public var maxWidth: Double?
    /// `horizontalSizeClass`: the trait collection's must equal this.
    public var horizontalSizeClass: UIUserInterfaceSizeClass?
    /// `verticalSizeClass`: the trait collection's must equal this.
    public var verticalSizeClass: UIUserInterfaceSizeClass?

    /// Creates conditions; give at least one.
    public init(
        minWidth: Double? = nil, maxWidth: Double? = nil, horizontalSizeClass: UIUserInterfaceSizeClass? = nil,
        verticalSizeClass: UIUserInterfaceSizeClass? = nil
    ) {
        self.minWidth = minWidth
        self.maxWidth = maxWidth
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
    }

    /// The conditions' keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case minWidth, maxWidth, horizontalSizeClass, verticalSizeClass
    }
}

/// `configuration`: UICollectionViewCompositionalLayoutConfiguration. Left-out properties
/// keep UIKit's defaults.
public struct ConfigurationSpec: Hashable, Sendable, Encodable {
    /// `scrollDirection`; `nil` is `vertical`.
    public var scrollDirection: UICollectionView.ScrollDirection?
    /// `interSectionSpacing`, finite and ≥ 0; `nil` is 0.
    public var interSectionSpacing: Double?
    /// `contentInsetsReference`; `nil` is `safeArea`.
    public var contentInsetsReference: UIContentInsetsReference?
    /// `boundarySupplementaryItems`: headers and footers of the whole layout.
    public var boundarySupplementaryItems: [BoundarySupplementaryItemSpec]?

    /// Creates a configuration.
    public init(
        scrollDirection: UICollectionView.ScrollDirection? = nil, interSectionSpacing: Double? = nil,
        contentInsetsReference: UIContentInsetsReference? = nil,
        boundarySupplementaryItems: [BoundarySupplementaryItemSpec]? = nil
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundarySupplementaryItems = boundarySupplementaryItems
    }

    /// The configuration's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case scrollDirection, interSectionSpacing, contentInsetsReference, boundarySupplementaryItems
    }
}
