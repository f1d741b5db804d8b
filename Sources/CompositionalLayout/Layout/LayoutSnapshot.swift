internal import LayoutCore

/// Copies the user's mutable layout objects into LayoutCore's immutable values at
/// `prepare()` time. Later changes to the objects do not affect a prepared layout.
///
/// Objects are converted once per snapshot even when a provider hands back the same section
/// for every index; the snapshot keeps them alive so their identities stay unique.
///
/// It reads main-actor objects, so it runs on the main actor; the converters of value types
/// are `nonisolated`.
@MainActor
struct LayoutSnapshot {
    private(set) var customProviders: [NSCollectionLayoutGroupCustomItemProvider] = []
    private var sectionCache: [ObjectIdentifier: Section] = [:]
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
            contentInsetsReference: Self.convert(section.contentInsetsReference),
            boundaryItems: section.boundarySupplementaryItems.map(Self.convert),
            decorationItems: section.decorationItems.map {
                DecorationItem(kind: $0.elementKind, zIndex: $0.zIndex, contentInsets: Self.convert($0.contentInsets))
            },
            supplementaryContentInsetsReference: Self.convert(section.supplementaryContentInsetsReference),
            supplementariesFollowContentInsets: section.followsContentInsets,
            orthogonalScrolling: Self.convert(section.orthogonalScrollingBehavior),
            rowScrolling: Self.convert(section.orthogonalScrollingProperties),
            list: section.listConfiguration.map(Self.convert))
        sectionCache[key] = converted
        retained.append(section)
        return converted
    }

    /// The core description of `group` and everything nested in it.
    mutating func convert(_ group: NSCollectionLayoutGroup) -> Group {
        let axis: Axis = group.axis == .horizontal ? .horizontal : .vertical
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
            kind: boundary.elementKind, size: convert(boundary.layoutSize), alignment: convert(boundary.alignment),
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

    nonisolated static func convert(_ alignment: NSRectAlignment) -> BoundaryAlignment {
        switch alignment {
        case .none: return .none
        case .top: return .top
        case .topLeading: return .topLeading
        case .leading: return .leading
        case .bottomLeading: return .bottomLeading
        case .bottom: return .bottom
        case .bottomTrailing: return .bottomTrailing
        case .trailing: return .trailing
        case .topTrailing: return .topTrailing
        }
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
        let bounce: RowBounce
        switch properties.bounce {
        case .automatic: bounce = .automatic
        case .always: bounce = .always
        case .never: bounce = .never
        }
        return RowScrolling(decelerationRate: rate > 0 ? Double(rate) : nil, bounce: bounce)
    }

    nonisolated static func convert(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> OrthogonalScrolling {
        switch behavior {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }

    nonisolated static func convert(_ reference: UIContentInsetsReference) -> ContentInsetsReference {
        switch reference {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }

    /// The geometry-relevant part of a list configuration.
    static func convert(_ list: UICollectionLayoutListConfiguration) -> ListStyle {
        let header: ListHeaderMode
        switch list.headerMode {
        case .none: header = .none
        case .supplementary: header = .supplementary
        case .firstItemInSection: header = .firstItemInSection
        }
        return ListStyle(
            appearance: convert(list.appearance), headerMode: header, hasFooter: list.footerMode == .supplementary,
            headerTopPadding: list.headerTopPadding.map { Double($0) })
    }

    /// The engine's appearance for a list appearance.
    nonisolated static func convert(_ appearance: UICollectionLayoutListConfiguration.Appearance) -> ListAppearance {
        switch appearance {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        case .sidebar: return .sidebar
        case .sidebarPlain: return .sidebarPlain
        }
    }

    static func convert(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> LayoutConfiguration {
        LayoutConfiguration(
            scrollAxis: configuration.scrollDirection == .vertical ? .vertical : .horizontal,
            interSectionSpacing: Double(configuration.interSectionSpacing),
            contentInsetsReference: convert(configuration.contentInsetsReference),
            boundaryItems: configuration.boundarySupplementaryItems.map(convert))
    }
}
