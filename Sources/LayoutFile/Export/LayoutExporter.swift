import CompositionalLayout
import Foundation

/// Reads the Apple-API objects of a prepared layout back into the file's schema: the
/// inverse of `LayoutObjects`. Values equal to what the object would have anyway (UIKit's
/// default, or what `list(using:…)` or the media row set) are left out, so an exported
/// file reads like one written by hand.
@MainActor
struct LayoutExporter {
    let layout: UICollectionViewCompositionalLayout
    private(set) var warnings: [LayoutFileExportWarning] = []

    init(layout: UICollectionViewCompositionalLayout) {
        self.layout = layout
    }

    // MARK: Values

    func dimension(_ dimension: NSCollectionLayoutDimension) -> DimensionSpec {
        let value = number(dimension.dimension)
        if dimension.isFractionalWidth { return .fractionalWidth(value) }
        if dimension.isFractionalHeight { return .fractionalHeight(value) }
        if dimension.isAbsolute { return .absolute(value) }
        if dimension.isUniformAcrossSiblings { return .uniformAcrossSiblings(estimate: value) }
        return .estimated(value)
    }

    func size(_ size: NSCollectionLayoutSize) -> SizeSpec {
        SizeSpec(widthDimension: dimension(size.widthDimension), heightDimension: dimension(size.heightDimension))
    }

    func spacing(_ spacing: NSCollectionLayoutSpacing) -> SpacingSpec {
        spacing.isFixedSpacing ? .fixed(number(spacing.spacing)) : .flexible(number(spacing.spacing))
    }

    func edgeSpacing(_ spacing: NSCollectionLayoutEdgeSpacing?) -> EdgeSpacingSpec? {
        guard let spacing else { return nil }
        return EdgeSpacingSpec(
            leading: spacing.leading.map(self.spacing), top: spacing.top.map(self.spacing),
            trailing: spacing.trailing.map(self.spacing), bottom: spacing.bottom.map(self.spacing))
    }

    /// The insets, or `nil` for `.zero` (every inset's default).
    func insets(_ insets: NSDirectionalEdgeInsets) -> DirectionalInsetsSpec? {
        guard insets != .zero else { return nil }
        return DirectionalInsetsSpec(
            top: number(insets.top), leading: number(insets.leading), bottom: number(insets.bottom),
            trailing: number(insets.trailing))
    }

    func point(_ point: CGPoint) -> PointSpec? {
        point == .zero ? nil : PointSpec(x: number(point.x), y: number(point.y))
    }

    func edges(_ edges: NSDirectionalRectEdge) -> [NSDirectionalRectEdge] {
        if edges == .all { return [.all] }
        return [.top, .leading, .bottom, .trailing].filter(edges.contains)
    }

    func anchor(_ anchor: NSCollectionLayoutAnchor) -> AnchorSpec {
        // A zero offset moves nothing, whether in points or fractions.
        guard let offset = point(anchor.offset) else { return AnchorSpec(edges: edges(anchor.edges)) }
        return AnchorSpec(edges: edges(anchor.edges), offset: anchor.isAbsoluteOffset ? .absolute(offset) : .fractional(offset))
    }

    // MARK: Items and groups

    func supplementaryItem(_ item: NSCollectionLayoutSupplementaryItem) -> SupplementaryItemSpec {
        SupplementaryItemSpec(
            elementKind: item.elementKind, layoutSize: size(item.layoutSize), containerAnchor: anchor(item.containerAnchor),
            itemAnchor: item.itemAnchor.map(anchor), zIndex: item.zIndex == 1 ? nil : item.zIndex,
            contentInsets: insets(item.contentInsets))
    }

    func supplementaryItems(_ items: [NSCollectionLayoutSupplementaryItem]) -> [SupplementaryItemSpec]? {
        items.isEmpty ? nil : items.map(supplementaryItem)
    }

    mutating func subitem(_ item: NSCollectionLayoutItem, path: String) -> SubitemSpec {
        if let group = item as? NSCollectionLayoutGroup { return .group(self.group(group, path: path)) }
        return .item(
            ItemSpec(
                layoutSize: size(item.layoutSize), contentInsets: insets(item.contentInsets),
                edgeSpacing: edgeSpacing(item.edgeSpacing), supplementaryItems: supplementaryItems(item.supplementaryItems)))
    }

    /// The group; `path` is the file path of the mapping holding its kind key.
    mutating func group(_ group: NSCollectionLayoutGroup, path: String) -> GroupSpec {
        let kind: GroupKindSpec
        switch group.arrangement {
        case .custom: kind = .custom
        default: kind = GroupKindSpec(group.axis)
        }
        let body = "\(path).\(kind.rawValue)"
        let arrangement: GroupSpec.Arrangement
        switch group.arrangement {
        case .subitems:
            arrangement = .subitems(
                group.subitems.enumerated().map { subitem($0.element, path: "\(body).subitems[\($0.offset)]") })
        case .repeating(let count):
            // The factories that take one subitem always store it.
            guard let single = group.subitems.first else { arrangement = .subitems([]); break }
            arrangement = .repeatingSubitem(subitem(single, path: "\(body).repeatingSubitem"), count: count)
        case .equalSlots(let count):
            guard let single = group.subitems.first else { arrangement = .subitems([]); break }
            arrangement = .subitem(subitem(single, path: "\(body).subitem"), count: count)
        case .custom:
            arrangement = .frames(customFrames(of: group, path: body))
        }
        var interItemSpacing = group.interItemSpacing.map(spacing)
        if kind == .custom, interItemSpacing != nil {
            interItemSpacing = nil
            warnings.append(
                .valueNotWritten(
                    path: "\(body).interItemSpacing",
                    reason: "a custom group places its cells at its frames; its interItemSpacing has no effect and no key"))
        }
        return GroupSpec(
            kind: kind, layoutSize: size(group.layoutSize), arrangement: arrangement, interItemSpacing: interItemSpacing,
            contentInsets: insets(group.contentInsets), edgeSpacing: edgeSpacing(group.edgeSpacing),
            supplementaryItems: supplementaryItems(group.supplementaryItems))
    }

    private mutating func customFrames(of group: NSCollectionLayoutGroup, path: String) -> [CustomFrameSpec] {
        guard let answer = layout.preparedCustomItems(of: group) else {
            warnings.append(.customGroupNotLaidOut(path: path))
            return []
        }
        if answer.varies { warnings.append(.customGroupFramesVary(path: path)) }
        return answer.items.map { item in
            CustomFrameSpec(
                x: number(item.frame.origin.x), y: number(item.frame.origin.y), width: number(item.frame.size.width),
                height: number(item.frame.size.height), zIndex: item.zIndex == 0 ? nil : item.zIndex)
        }
    }

    // MARK: Sections

    func boundaryItem(_ item: NSCollectionLayoutBoundarySupplementaryItem) -> BoundarySupplementaryItemSpec {
        BoundarySupplementaryItemSpec(
            elementKind: item.elementKind, layoutSize: size(item.layoutSize), alignment: item.alignment,
            absoluteOffset: point(item.offset), pinToVisibleBounds: item.pinToVisibleBounds ? true : nil,
            extendsBoundary: item.extendsBoundary ? nil : false, zIndex: item.zIndex == 1 ? nil : item.zIndex,
            contentInsets: insets(item.contentInsets))
    }

    func decorationItem(_ item: NSCollectionLayoutDecorationItem) -> DecorationItemSpec {
        DecorationItemSpec(
            background: item.elementKind, contentInsets: insets(item.contentInsets), zIndex: item.zIndex == 0 ? nil : item.zIndex)
    }

    /// Every section property with its value (none left out), for comparing a section with
    /// the one its base would make.
    private struct SectionProperties: Equatable {
        var contentInsets: DirectionalInsetsSpec?
        var interGroupSpacing: Double
        var contentInsetsReference: UIContentInsetsReference
        var supplementaryContentInsetsReference: UIContentInsetsReference
        var supplementariesFollowContentInsets: Bool
        var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        var decelerationRate: CGFloat
        var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
        var boundarySupplementaryItems: [BoundarySupplementaryItemSpec]
        var decorationItems: [DecorationItemSpec]
    }

    private func properties(of section: NSCollectionLayoutSection) -> SectionProperties {
        SectionProperties(
            contentInsets: insets(section.contentInsets), interGroupSpacing: number(section.interGroupSpacing),
            contentInsetsReference: section.contentInsetsReference,
            supplementaryContentInsetsReference: section.supplementaryContentInsetsReference,
            supplementariesFollowContentInsets: section.followsContentInsets,
            orthogonalScrollingBehavior: section.orthogonalScrollingBehavior,
            decelerationRate: section.orthogonalScrollingProperties.decelerationRate.rawValue,
            bounce: section.orthogonalScrollingProperties.bounce,
            boundarySupplementaryItems: section.boundarySupplementaryItems.map(boundaryItem),
            decorationItems: section.decorationItems.map(decorationItem))
    }

    /// Section `index` as its base (`group`, `list` or `mediaItems`) and the properties
    /// that differ from what the base gives.
    mutating func section(_ section: NSCollectionLayoutSection, index: Int) -> SectionSpec {
        let path = "sections[\(index)]"
        if section.visibleItemsInvalidationHandler != nil {
            warnings.append(.visibleItemsInvalidationHandler(section: index))
        }
        let base: SectionSpec.Base
        let reference: NSCollectionLayoutSection?
        if let configuration = section.listConfiguration {
            base = .list(list(configuration, section: index))
            let fresh = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: ExportEnvironment())
            reference = fresh
            var scratch = self
            if scratch.group(section.group, path: path) != scratch.group(fresh.group, path: path) {
                warnings.append(.listGroupChanged(section: index))
            }
        } else {
            let media = NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems()
            var scratch = self
            let group = self.group(section.group, path: "\(path).group")
            if scratch.group(media.group, path: "\(path).group") == group {
                base = .mediaItems
                reference = media
            } else {
                base = .group(group)
                reference = nil
            }
        }
        let actual = properties(of: section)
        let start = reference.map(properties) ?? Self.defaultProperties
        var spec = SectionSpec(base: base)
        func changed<T: Equatable>(_ key: KeyPath<SectionProperties, T>) -> T? {
            actual[keyPath: key] == start[keyPath: key] ? nil : actual[keyPath: key]
        }
        if actual.contentInsets != start.contentInsets {
            spec.contentInsets = actual.contentInsets ?? DirectionalInsetsSpec()
        }
        spec.interGroupSpacing = changed(\.interGroupSpacing)
        spec.contentInsetsReference = changed(\.contentInsetsReference)
        spec.supplementaryContentInsetsReference = changed(\.supplementaryContentInsetsReference)
        spec.supplementariesFollowContentInsets = changed(\.supplementariesFollowContentInsets)
        spec.orthogonalScrollingBehavior = changed(\.orthogonalScrollingBehavior)
        var scrolling = OrthogonalScrollingPropertiesSpec()
        if let rate = changed(\.decelerationRate) {
            scrolling.decelerationRate = decelerationRate(rate, path: "\(path).orthogonalScrollingProperties.decelerationRate")
        }
        scrolling.bounce = changed(\.bounce)
        if scrolling != OrthogonalScrollingPropertiesSpec() { spec.orthogonalScrollingProperties = scrolling }
        spec.boundarySupplementaryItems = changed(\.boundarySupplementaryItems)
        spec.decorationItems = changed(\.decorationItems)
        return spec
    }

    /// The properties of `NSCollectionLayoutSection(group:)`.
    private static let defaultProperties = SectionProperties(
        contentInsets: nil, interGroupSpacing: 0, contentInsetsReference: .automatic,
        supplementaryContentInsetsReference: .automatic, supplementariesFollowContentInsets: true,
        orthogonalScrollingBehavior: .none, decelerationRate: 0, bounce: .automatic, boundarySupplementaryItems: [],
        decorationItems: [])

    private mutating func list(_ configuration: UICollectionLayoutListConfiguration, section: Int) -> ListSpec {
        var spec = ListSpec(appearance: configuration.appearance)
        if configuration.headerMode != .none { spec.headerMode = configuration.headerMode }
        if configuration.footerMode != .none { spec.footerMode = configuration.footerMode }
        if let padding = configuration.headerTopPadding {
            if padding.isFinite, padding >= 0 {
                spec.headerTopPadding = number(padding)
            } else {
                warnings.append(
                    .valueNotWritten(
                        path: "sections[\(section)].list.headerTopPadding",
                        reason: "headerTopPadding \(padding) is not a finite number >= 0"))
            }
        }
        if !configuration.showsSeparators { spec.showsSeparators = false }
        // Properties that act only outside layout.
        var lost: [String] = []
        if configuration.separatorConfiguration != UIListSeparatorConfiguration(listAppearance: configuration.appearance) {
            lost.append("separatorConfiguration")
        }
        if configuration.itemSeparatorHandler != nil { lost.append("itemSeparatorHandler") }
        if configuration.backgroundColor != nil { lost.append("backgroundColor") }
        if configuration.leadingSwipeActionsConfigurationProvider != nil {
            lost.append("leadingSwipeActionsConfigurationProvider")
        }
        if configuration.trailingSwipeActionsConfigurationProvider != nil {
            lost.append("trailingSwipeActionsConfigurationProvider")
        }
        warnings += lost.map { .listConfigurationProperty(section: section, property: $0) }
        return spec
    }

    private mutating func decelerationRate(_ rate: CGFloat, path: String) -> DecelerationRateSpec? {
        let named = UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate(rawValue: rate)
        if named.fileWord != nil { return .named(named) }
        guard rate > 0, rate < 1 else {
            warnings.append(.valueNotWritten(path: path, reason: "a deceleration rate must be >= 0 and < 1, found \(rate)"))
            return nil
        }
        return .rate(number(rate))
    }

    /// The configuration's properties that differ from UIKit's defaults; `nil` when none do.
    func configuration(_ configuration: UICollectionViewCompositionalLayoutConfiguration) -> ConfigurationSpec? {
        var spec = ConfigurationSpec()
        if configuration.scrollDirection != .vertical { spec.scrollDirection = configuration.scrollDirection }
        if configuration.interSectionSpacing != 0 { spec.interSectionSpacing = number(configuration.interSectionSpacing) }
        if configuration.contentInsetsReference != .safeArea {
            spec.contentInsetsReference = configuration.contentInsetsReference
        }
        if !configuration.boundarySupplementaryItems.isEmpty {
            spec.boundarySupplementaryItems = configuration.boundarySupplementaryItems.map(boundaryItem)
        }
        return spec == ConfigurationSpec() ? nil : spec
    }
}

/// The environment handed to `list(using:layoutEnvironment:)` when the exporter makes a
/// fresh list section to compare with: the list reads its metrics from its configuration,
/// not from the environment, so any container does.
@MainActor
private struct ExportEnvironment: NSCollectionLayoutEnvironment, NSCollectionLayoutContainer {
    var container: NSCollectionLayoutContainer { self }
    var traitCollection: UITraitCollection { UITraitCollection() }
    var contentSize: CGSize { .zero }
    var effectiveContentSize: CGSize { .zero }
    var contentInsets: NSDirectionalEdgeInsets { .zero }
    var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }
}

/// A value read from a layout object, as the file writes it: negative zero (which a
/// negated zero inset gives) becomes 0, so no file says `-0`.
func number(_ value: CGFloat) -> Double {
    value == 0 ? 0 : Double(value)
}

extension GroupKindSpec {
    /// The key of a group with subitems along `axis`.
    init(_ axis: NSCollectionLayoutGroup.Axis) {
        switch axis {
        case .horizontal: self = .horizontal
        case .vertical: self = .vertical
        }
    }
}
