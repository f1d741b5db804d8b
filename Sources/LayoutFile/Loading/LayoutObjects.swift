import CompositionalLayout
import Foundation

/// Builds the UIKit-API objects a file describes, the way app code would write them.
/// Every call makes new objects, as a section provider does.
@MainActor
enum LayoutObjects {
    static func dimension(_ spec: DimensionSpec) -> NSCollectionLayoutDimension {
        switch spec {
        case .fractionalWidth(let value): return .fractionalWidth(CGFloat(value))
        case .fractionalHeight(let value): return .fractionalHeight(CGFloat(value))
        case .absolute(let value): return .absolute(CGFloat(value))
        case .estimated(let value): return .estimated(CGFloat(value))
        case .uniformAcrossSiblings(let value): return .uniformAcrossSiblings(estimate: CGFloat(value))
        }
    }

    static func size(_ spec: SizeSpec) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: dimension(spec.widthDimension), heightDimension: dimension(spec.heightDimension))
    }

    static func spacing(_ spec: SpacingSpec) -> NSCollectionLayoutSpacing {
        switch spec {
        case .fixed(let value): return .fixed(CGFloat(value))
        case .flexible(let value): return .flexible(CGFloat(value))
        }
    }

    static func edgeSpacing(_ spec: EdgeSpacingSpec) -> NSCollectionLayoutEdgeSpacing {
        NSCollectionLayoutEdgeSpacing(
            leading: spec.leading.map(spacing), top: spec.top.map(spacing), trailing: spec.trailing.map(spacing),
            bottom: spec.bottom.map(spacing))
    }

    static func insets(_ spec: DirectionalInsetsSpec) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: CGFloat(spec.top), leading: CGFloat(spec.leading), bottom: CGFloat(spec.bottom),
            trailing: CGFloat(spec.trailing))
    }

    static func point(_ spec: PointSpec) -> CGPoint {
        CGPoint(x: CGFloat(spec.x), y: CGFloat(spec.y))
    }

    static func anchor(_ spec: AnchorSpec) -> NSCollectionLayoutAnchor {
        let edges = spec.edges.reduce(into: NSDirectionalRectEdge()) { $0.formUnion($1) }
        switch spec.offset {
        case .absolute(let offset): return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: point(offset))
        case .fractional(let offset): return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: point(offset))
        case nil: return NSCollectionLayoutAnchor(edges: edges)
        }
    }

    static func supplementaryItem(_ spec: SupplementaryItemSpec) -> NSCollectionLayoutSupplementaryItem {
        let item = NSCollectionLayoutSupplementaryItem(
            layoutSize: size(spec.layoutSize), elementKind: spec.elementKind, containerAnchor: anchor(spec.containerAnchor),
            itemAnchor: spec.itemAnchor.map(anchor))
        if let zIndex = spec.zIndex { item.zIndex = zIndex }
        if let contentInsets = spec.contentInsets { item.contentInsets = insets(contentInsets) }
        return item
    }

    static func item(_ spec: ItemSpec) -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(
            layoutSize: size(spec.layoutSize), supplementaryItems: (spec.supplementaryItems ?? []).map(supplementaryItem))
        if let contentInsets = spec.contentInsets { item.contentInsets = insets(contentInsets) }
        if let edgeSpacing = spec.edgeSpacing { item.edgeSpacing = self.edgeSpacing(edgeSpacing) }
        return item
    }

    static func subitem(_ spec: SubitemSpec) -> NSCollectionLayoutItem {
        switch spec {
        case .item(let item): return self.item(item)
        case .group(let group): return self.group(group)
        }
    }

    static func group(_ spec: GroupSpec) -> NSCollectionLayoutGroup {
        let layoutSize = size(spec.layoutSize)
        let horizontal = spec.kind == .horizontal
        let group: NSCollectionLayoutGroup
        switch spec.arrangement {
        case .subitems(let subitems):
            let items = subitems.map(subitem)
            group =
                horizontal
                ? .horizontal(layoutSize: layoutSize, subitems: items) : .vertical(layoutSize: layoutSize, subitems: items)
        case .repeatingSubitem(let repeated, let count):
            let item = subitem(repeated)
            group =
                horizontal
                ? .horizontal(layoutSize: layoutSize, repeatingSubitem: item, count: count)
                : .vertical(layoutSize: layoutSize, repeatingSubitem: item, count: count)
        case .subitem(let slotted, let count):
            let item = subitem(slotted)
            group =
                horizontal
                ? DeprecatedAPI.horizontal(layoutSize: layoutSize, subitem: item, count: count)
                : DeprecatedAPI.vertical(layoutSize: layoutSize, subitem: item, count: count)
        case .frames(let frames):
            let customItems = frames.map { frame in
                (CGRect(x: frame.x, y: frame.y, width: frame.width, height: frame.height), frame.zIndex ?? 0)
            }
            group = .custom(layoutSize: layoutSize) { _ in
                customItems.map { NSCollectionLayoutGroupCustomItem(frame: $0.0, zIndex: $0.1) }
            }
        }
        if let spacing = spec.interItemSpacing { group.interItemSpacing = self.spacing(spacing) }
        if let contentInsets = spec.contentInsets { group.contentInsets = insets(contentInsets) }
        if let edgeSpacing = spec.edgeSpacing { group.edgeSpacing = self.edgeSpacing(edgeSpacing) }
        if let supplementaryItems = spec.supplementaryItems { group.supplementaryItems = supplementaryItems.map(supplementaryItem) }
        return group
    }

    static func boundaryItem(_ spec: BoundarySupplementaryItemSpec) -> NSCollectionLayoutBoundarySupplementaryItem {
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(spec.layoutSize), elementKind: spec.elementKind, alignment: spec.alignment,
            absoluteOffset: spec.absoluteOffset.map(point) ?? .zero)
        if let pins = spec.pinToVisibleBounds { item.pinToVisibleBounds = pins }
        if let extends = spec.extendsBoundary { item.extendsBoundary = extends }
        if let zIndex = spec.zIndex { item.zIndex = zIndex }
        if let contentInsets = spec.contentInsets { item.contentInsets = insets(contentInsets) }
        return item
    }

    static func decorationItem(_ spec: DecorationItemSpec) -> NSCollectionLayoutDecorationItem {
        let item = NSCollectionLayoutDecorationItem.background(elementKind: spec.background)
        if let zIndex = spec.zIndex { item.zIndex = zIndex }
        if let contentInsets = spec.contentInsets { item.contentInsets = insets(contentInsets) }
        return item
    }

    /// The section `spec` describes, for a provider called with `environment`.
    static func section(_ spec: SectionSpec, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let section: NSCollectionLayoutSection
        switch spec.base {
        case .group(let group):
            section = NSCollectionLayoutSection(group: self.group(group))
        case .list(let list):
            section = .list(using: listConfiguration(list), layoutEnvironment: environment)
        case .mediaItems:
            section = .orthogonalLayoutSectionForMediaItems()
        }
        if let contentInsets = spec.contentInsets { section.contentInsets = insets(contentInsets) }
        if let spacing = spec.interGroupSpacing { section.interGroupSpacing = CGFloat(spacing) }
        if let reference = spec.contentInsetsReference { section.contentInsetsReference = reference }
        if let reference = spec.supplementaryContentInsetsReference {
            section.supplementaryContentInsetsReference = reference
        }
        if let follows = spec.supplementariesFollowContentInsets {
            DeprecatedAPI.setSupplementariesFollowContentInsets(follows, on: section)
        }
        if let behavior = spec.orthogonalScrollingBehavior { section.orthogonalScrollingBehavior = behavior }
        if let properties = spec.orthogonalScrollingProperties {
            if let rate = properties.decelerationRate {
                section.orthogonalScrollingProperties.decelerationRate = decelerationRate(rate)
            }
            if let bounce = properties.bounce { section.orthogonalScrollingProperties.bounce = bounce }
        }
        if let items = spec.boundarySupplementaryItems { section.boundarySupplementaryItems = items.map(boundaryItem) }
        if let items = spec.decorationItems { section.decorationItems = items.map(decorationItem) }
        return section
    }

    static func decelerationRate(
        _ spec: DecelerationRateSpec
    ) -> UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate {
        switch spec {
        case .named(let rate): return rate
        case .rate(let value): return .init(rawValue: CGFloat(value))
        }
    }

    static func listConfiguration(_ spec: ListSpec) -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: spec.appearance)
        if let mode = spec.headerMode { configuration.headerMode = mode }
        if let mode = spec.footerMode { configuration.footerMode = mode }
        if let padding = spec.headerTopPadding { configuration.headerTopPadding = CGFloat(padding) }
        if let shows = spec.showsSeparators { configuration.showsSeparators = shows }
        return configuration
    }

    static func configuration(_ spec: ConfigurationSpec?) -> UICollectionViewCompositionalLayoutConfiguration {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        guard let spec else { return configuration }
        if let direction = spec.scrollDirection { configuration.scrollDirection = direction }
        if let spacing = spec.interSectionSpacing { configuration.interSectionSpacing = CGFloat(spacing) }
        if let reference = spec.contentInsetsReference { configuration.contentInsetsReference = reference }
        if let items = spec.boundarySupplementaryItems { configuration.boundarySupplementaryItems = items.map(boundaryItem) }
        return configuration
    }
}
