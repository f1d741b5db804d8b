internal import LayoutCore

/// Copies the user's mutable layout objects into LayoutCore's immutable values at
/// `prepare()` time. Later changes to the objects do not affect a prepared layout.
///
/// Objects are converted once per snapshot even when a provider hands back the same section
/// for every index; the snapshot keeps them alive so their identities stay unique. A section
/// object described like one converted before (a provider making a new object per index)
/// gets that description, the same storage, and is not kept: sections described alike share
/// one description and, in the solver, one geometry.
///
/// It reads main-actor objects, so it runs on the main actor; the converters of value types
/// are `nonisolated`.
@MainActor
struct LayoutSnapshot {
    private(set) var customProviders: [NSCollectionLayoutGroupCustomItemProvider] = []
    private var sectionCache: [ObjectIdentifier: Section] = [:]
    /// Every description converted, each kept once: an equal one converted later is
    /// replaced by it.
    private var descriptions: Set<Section> = []
    /// The hook id of each custom group object converted.
    private(set) var customGroupIDs: [ObjectIdentifier: Int] = [:]
    private var retained: [AnyObject] = []

    /// Throws `nestingTooDeep` when `section`'s groups nest deeper than the engine's limit,
    /// walking the tree without recursion, so that converting it cannot exhaust the stack.
    private static func checkDepth(of section: NSCollectionLayoutSection, index: Int) throws(CompositionalLayoutError) {
        var pending: [(group: NSCollectionLayoutGroup, depth: Int, path: LayoutPath)] = [
            (section.group, 1, LayoutPath(.section(index), .group))
        ]
        while let (group, depth, path) = pending.popLast() {
            guard depth <= LayoutLimits.maximumDepth else {
                throw CompositionalLayoutError(.nestingTooDeep(limit: LayoutLimits.maximumDepth), at: path)
            }
            for (position, subitem) in group.subitems.enumerated() {
                if let nested = subitem as? NSCollectionLayoutGroup {
                    pending.append((nested, depth + 1, path.appending(.subitem(position))))
                }
            }
        }
    }

    /// The core description of `section`, the section at `index`; throws `nestingTooDeep`
    /// for groups nested past the engine's limit.
    mutating func convert(_ section: NSCollectionLayoutSection, index: Int) throws(CompositionalLayoutError) -> Section {
        let key = ObjectIdentifier(section)
        if let cached = sectionCache[key] { return cached }
        try Self.checkDepth(of: section, index: index)
        let converted = Section(
            group: convert(section.group),
            contentInsets: Self.convert(section.contentInsets),
            interGroupSpacing: Double(section.interGroupSpacing),
            contentInsetsReference: ContentInsetsReference(section.contentInsetsReference),
            boundaryItems: section.boundarySupplementaryItems.map(Self.convert),
            decorationItems: section.decorationItems.map {
                DecorationItem(kind: $0.elementKind, zIndex: $0.zIndex, contentInsets: Self.convert($0.contentInsets))
            },
            supplementaryContentInsetsReference: ContentInsetsReference(section.supplementaryContentInsetsReference),
            supplementariesFollowContentInsets: section.followsContentInsets,
            orthogonalScrolling: OrthogonalScrolling(section.orthogonalScrollingBehavior),
            rowScrolling: Self.convert(section.orthogonalScrollingProperties),
            list: section.listConfiguration.map(Self.convert))
        if let earlier = descriptions.firstIndex(of: converted) { return descriptions[earlier] }
        descriptions.insert(converted)
        sectionCache[key] = converted
        retained.append(section)
        return converted
    }

    /// The core description of `group` and everything nested in it.
    mutating func convert(_ group: NSCollectionLayoutGroup) -> Group {
        let axis = Axis(group.axis)
        let arrangement: Arrangement
        switch group.arrangement {
        case .subitems:
            arrangement = .subitems(axis: axis, group.subitems.map { convertSubitem($0) })
        case .equalSlots(let count):
            arrangement = .equalSlots(axis: axis, convertSubitem(group.subitems[0]), count: count)
        case .repeating(let count):
            arrangement = .repeating(axis: axis, convertSubitem(group.subitems[0]), count: count)
        case .custom(let provider):
            arrangement = .custom(id: customGroupID(group, provider))
        }
        return Group(
            size: Self.convert(group.layoutSize), arrangement: arrangement,
            interItemSpacing: group.interItemSpacing.map(Self.convert),
            contentInsets: Self.convert(group.contentInsets), edgeSpacing: Self.convert(group.edgeSpacing),
            supplementaryItems: group.supplementaryItems.map(Self.convert))
    }

    private mutating func convertSubitem(_ item: NSCollectionLayoutItem) -> Subitem {
        if let group = item as? NSCollectionLayoutGroup { return .group(convert(group)) }
        return .item(
            Item(
                size: Self.convert(item.layoutSize), contentInsets: Self.convert(item.contentInsets),
                edgeSpacing: Self.convert(item.edgeSpacing), supplementaryItems: item.supplementaryItems.map(Self.convert)))
    }

    private mutating func customGroupID(
        _ group: NSCollectionLayoutGroup, _ provider: @escaping NSCollectionLayoutGroupCustomItemProvider
    ) -> Int {
        let key = ObjectIdentifier(group)
        if let id = customGroupIDs[key] { return id }
        let id = customProviders.count
        customProviders.append(provider)
        customGroupIDs[key] = id
        retained.append(group)
        return id
    }

    static func convert(_ supplementary: NSCollectionLayoutSupplementaryItem) -> SupplementaryItem {
        SupplementaryItem(
            kind: supplementary.elementKind, size: convert(supplementary.layoutSize),
            containerAnchor: convert(supplementary.containerAnchor), itemAnchor: supplementary.itemAnchor.map(convert),
            zIndex: supplementary.zIndex, contentInsets: convert(supplementary.contentInsets))
    }

    static func convert(_ boundary: NSCollectionLayoutBoundarySupplementaryItem) -> BoundaryItem {
        BoundaryItem(
            kind: boundary.elementKind, size: convert(boundary.layoutSize), alignment: BoundaryAlignment(boundary.alignment),
            offset: Point(x: Double(boundary.offset.x), y: Double(boundary.offset.y)),
            extendsBoundary: boundary.extendsBoundary, pinToVisibleBounds: boundary.pinToVisibleBounds,
            zIndex: boundary.zIndex, contentInsets: convert(boundary.contentInsets))
    }

    static func convert(_ anchor: NSCollectionLayoutAnchor) -> Anchor {
        Anchor(
            edges: Edges(rawValue: Int(anchor.edges.rawValue)),
            offset: Point(x: Double(anchor.offset.x), y: Double(anchor.offset.y)),
            isFractionalOffset: anchor.isFractionalOffset)
    }

    static func convert(_ size: NSCollectionLayoutSize) -> LayoutSize {
        LayoutSize(width: convert(size.widthDimension), height: convert(size.heightDimension))
    }

    static func convert(_ dimension: NSCollectionLayoutDimension) -> LayoutCore.Dimension {
        let value = Double(dimension.dimension)
        switch dimension.kind {
        case .fractionalWidth: return .fractionalWidth(value)
        case .fractionalHeight: return .fractionalHeight(value)
        case .absolute: return .absolute(value)
        case .estimated: return .estimated(value)
        case .uniformAcrossSiblings: return .uniformAcrossSiblings(estimate: value)
        }
    }

    static func convert(_ spacing: NSCollectionLayoutSpacing) -> Spacing {
        spacing.isFixedSpacing ? .fixed(Double(spacing.spacing)) : .flexible(Double(spacing.spacing))
    }

    static func convert(_ spacing: NSCollectionLayoutEdgeSpacing?) -> EdgeSpacing {
        guard let spacing else { return .none }
        return EdgeSpacing(
            leading: spacing.leading.map(convert), top: spacing.top.map(convert),
            trailing: spacing.trailing.map(convert), bottom: spacing.bottom.map(convert))
    }

    nonisolated static func convert(_ insets: NSDirectionalEdgeInsets) -> DirectionalInsets {
        DirectionalInsets(
            top: Double(insets.top), leading: Double(insets.leading), bottom: Double(insets.bottom),
            trailing: Double(insets.trailing))
    }

    static func convert(_ properties: UICollectionLayoutSectionOrthogonalScrollingProperties) -> RowScrolling {
        let rate = properties.decelerationRate.rawValue
        return RowScrolling(decelerationRate: rate > 0 ? Double(rate) : nil, bounce: RowBounce(properties.bounce))
    }

    /// The geometry-relevant part of a list configuration.
    static func convert(_ list: UICollectionLayoutListConfiguration) -> ListStyle {
        ListStyle(
            appearance: ListAppearance(list.appearance), headerMode: ListHeaderMode(list.headerMode),
            hasFooter: list.footerMode == .supplementary, headerTopPadding: list.headerTopPadding.map { Double($0) })
    }

    static func convert(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> LayoutConfiguration {
        LayoutConfiguration(
            scrollAxis: Axis(configuration.scrollDirection),
            interSectionSpacing: Double(configuration.interSectionSpacing),
            contentInsetsReference: ContentInsetsReference(configuration.contentInsetsReference),
            boundaryItems: configuration.boundarySupplementaryItems.map(convert))
    }
}
