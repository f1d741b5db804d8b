import ChoiceStreams
import CompositionalLayout
import Foundation
import LayoutFile

/// A layout built with the Apple API from generated choices, in a collection view set up
/// through the view's own properties (not through the file's host), measured and scrolled.
///
/// It covers what the file format can hold: sections with nested groups (depth ≤ 3), every
/// dimension kind, spacing, edge spacing, insets, both count APIs, custom groups with fixed
/// frames and frames computed from the environment, item and group supplementaries with
/// anchors, boundary items (pinned or not), decorations, orthogonal behaviours and their
/// properties, list sections and the media row with changed properties, the configuration,
/// item counts, and hosts in both directions with safe areas, margins and content insets,
/// self-sizing (measured by a fixed rule), a content offset and orthogonal offsets.
@MainActor
final class GeneratedLayout {
    /// The decoration kinds the generator uses; all are registered.
    static let decorationKinds = ["background-a", "background-b"]

    let collectionView: UICollectionView
    let layout: UICollectionViewCompositionalLayout
    let dataSource: FixedCountDataSource
    let counts: [Int]
    /// Whether the view has a `preferredSizeProvider`.
    let selfSizing: Bool
    /// A one-line summary for failure messages.
    private(set) var summary: String

    init(head: [Int], sections: [(count: Int, choices: [Int])]) {
        var choices = ChoiceStream(head)
        let horizontal = choices.chance(0.2)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = horizontal ? .horizontal : .vertical
        if choices.chance(0.4) { configuration.interSectionSpacing = choices.length(in: 0...30) }
        if choices.chance(0.3) {
            configuration.contentInsetsReference = choices.pick([.automatic, .none, .safeArea, .layoutMargins, .readableContent])
        }
        var layoutKinds: [NSCollectionLayoutBoundarySupplementaryItem] = []
        if choices.chance(0.2) {
            var builder = SectionBuilder(choices: choices, horizontalLayout: horizontal, section: -1)
            layoutKinds = builder.boundaryItems(prefix: "layout")
            choices = builder.choices
        }
        configuration.boundarySupplementaryItems = layoutKinds
        let sectionChoices = sections.map(\.choices)
        layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, environment in
                guard sectionChoices.indices.contains(index) else { return nil }
                var builder = SectionBuilder(
                    choices: ChoiceStream(sectionChoices[index]), horizontalLayout: horizontal, section: index)
                return builder.section(environment: environment)
            }, configuration: configuration)
        for kind in Self.decorationKinds {
            layout.register(NSObject.self, forDecorationViewOfKind: kind)
        }

        let width = choices.chance(0.6) ? choices.pick([320.0, 375, 390, 428, 768, 1024]) : choices.length(in: 200...1200)
        let height = choices.chance(0.6) ? choices.pick([568.0, 667, 844, 926, 1024, 1366]) : choices.length(in: 300...1400)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        let rightToLeft = choices.chance(0.4)
        let viaTraits = choices.chance(0.5)
        let sizeClasses: [UIUserInterfaceSizeClass] = [.unspecified, .compact, .regular]
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection,
            UITraitCollection(displayScale: choices.pick([1.0, 2, 3])),
            UITraitCollection(horizontalSizeClass: choices.pick(sizeClasses)),
            UITraitCollection(verticalSizeClass: choices.pick(sizeClasses)),
            UITraitCollection(layoutDirection: rightToLeft && viaTraits ? .rightToLeft : .leftToRight),
        ])
        if rightToLeft, !viaTraits { collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft }
        func insets(_ limit: Double) -> UIEdgeInsets {
            UIEdgeInsets(
                top: choices.chance(0.6) ? choices.length(in: 0...limit) : 0,
                left: choices.chance(0.4) ? choices.length(in: 0...limit) : 0,
                bottom: choices.chance(0.6) ? choices.length(in: 0...limit) : 0,
                right: choices.chance(0.4) ? choices.length(in: 0...limit) : 0)
        }
        if choices.chance(0.15) {
            collectionView.screenSize = CGSize(width: choices.pick([375.0, 390, 430, 820, 1024]), height: 900)
        }
        if choices.chance(0.25) { collectionView.layoutMargins = insets(30) }
        if choices.chance(0.2) { collectionView.contentInset = insets(40) }
        if choices.chance(0.6) { collectionView.safeAreaInsets = insets(60) }

        counts = sections.map(\.count)
        dataSource = FixedCountDataSource(counts)
        collectionView.dataSource = dataSource
        selfSizing = choices.chance(0.35)
        if selfSizing { collectionView.preferredSizeProvider = Self.measure }
        collectionView.layoutIfNeeded()
        if selfSizing { HostedLayout.measureEverything(in: collectionView) }
        if choices.chance(0.3) {
            let size = collectionView.contentSize
            let along = choices.unit()
            collectionView.contentOffset =
                horizontal ? CGPoint(x: along * size.width, y: collectionView.contentOffset.y)
                : CGPoint(x: collectionView.contentOffset.x, y: along * size.height)
        }
        for section in counts.indices where collectionView.orthogonalContentSize(forSection: section) != nil {
            guard choices.chance(0.5) else { continue }
            let distance = choices.length(in: -50...600) * (rightToLeft && !horizontal ? -1 : 1)
            collectionView.setOrthogonalScrollOffset(
                horizontal ? CGPoint(x: 0, y: distance) : CGPoint(x: distance, y: 0), forSection: section)
        }
        collectionView.layoutIfNeeded()
        summary =
            "\(horizontal ? "horizontal" : "vertical") \(width)×\(height) \(rightToLeft ? "RTL" : "LTR"), "
            + "items \(counts)\(selfSizing ? ", self-sizing" : "")"
    }

    /// The fixed measuring rule: sizes that depend only on the element.
    static func measure(_ attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let path = attributes.indexPath
        let seed = path.item * 7 + path.section * 13 + (attributes.representedElementKind?.count ?? 0) * 5
        return CGSize(width: CGFloat(24 + seed % 61), height: CGFloat(20 + (seed * 3) % 47))
    }
}

/// Builds one section (or the layout's boundary items) from a choice stream.
@MainActor
struct SectionBuilder {
    var choices: ChoiceStream
    let horizontalLayout: Bool
    let section: Int
    private var kindCount = 0

    init(choices: ChoiceStream, horizontalLayout: Bool, section: Int) {
        self.choices = choices
        self.horizontalLayout = horizontalLayout
        self.section = section
    }

    private mutating func newKind(_ name: String) -> String {
        kindCount += 1
        return "\(name)-\(section)-\(kindCount)"
    }

    // MARK: Values

    mutating func dimension(points: ClosedRange<Double>) -> NSCollectionLayoutDimension {
        switch choices.int(in: 0...9) {
        case 0...2: return .fractionalWidth(choices.fraction(from: 0.1))
        case 3...4: return .fractionalHeight(choices.fraction(from: 0.1))
        case 5...6: return .absolute(choices.length(in: points))
        case 7...8: return .estimated(choices.length(in: points))
        default: return .uniformAcrossSiblings(estimate: choices.length(in: points))
        }
    }

    /// A size that does not depend on measuring (for custom groups).
    mutating func fixedDimension(points: ClosedRange<Double>) -> NSCollectionLayoutDimension {
        switch choices.int(in: 0...2) {
        case 0: return .fractionalWidth(choices.fraction(from: 0.1))
        case 1: return .fractionalHeight(choices.fraction(from: 0.1))
        default: return .absolute(choices.length(in: points))
        }
    }

    mutating func spacing(_ limit: Double) -> NSCollectionLayoutSpacing {
        choices.chance(0.5) ? .fixed(choices.length(in: 0...limit)) : .flexible(choices.length(in: 0...limit))
    }

    mutating func insets(_ limit: Double) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: choices.length(in: 0...limit), leading: choices.length(in: 0...limit),
            bottom: choices.chance(0.5) ? choices.length(in: 0...limit) : 0,
            trailing: choices.chance(0.5) ? choices.length(in: 0...limit) : 0)
    }

    mutating func edgeSpacing() -> NSCollectionLayoutEdgeSpacing {
        func edge(_ builder: inout SectionBuilder) -> NSCollectionLayoutSpacing? {
            builder.choices.chance(0.5) ? builder.spacing(10) : nil
        }
        return NSCollectionLayoutEdgeSpacing(leading: edge(&self), top: edge(&self), trailing: edge(&self), bottom: edge(&self))
    }

    mutating func anchor() -> NSCollectionLayoutAnchor {
        let edges: NSDirectionalRectEdge = choices.pick([
            [], [.top], [.leading], [.bottom], [.trailing], [.top, .leading], [.top, .trailing], [.bottom, .leading],
            [.bottom, .trailing],
        ])
        switch choices.int(in: 0...2) {
        case 0: return NSCollectionLayoutAnchor(edges: edges)
        case 1:
            return NSCollectionLayoutAnchor(
                edges: edges, absoluteOffset: CGPoint(x: choices.length(in: -10...10), y: choices.length(in: -10...10)))
        default:
            return NSCollectionLayoutAnchor(
                edges: edges, fractionalOffset: CGPoint(x: choices.length(in: -0.5...0.5), y: choices.length(in: -0.5...0.5)))
        }
    }

    mutating func supplementaryItems() -> [NSCollectionLayoutSupplementaryItem] {
        guard choices.chance(0.15) else { return [] }
        return (0..<choices.int(in: 1...2)).map { _ in
            let size = NSCollectionLayoutSize(
                widthDimension: choices.chance(0.7) ? .absolute(choices.length(in: 6...30)) : .fractionalWidth(choices.fraction(from: 0.1)),
                heightDimension: choices.chance(0.7) ? .absolute(choices.length(in: 6...30)) : .fractionalHeight(choices.fraction(from: 0.1)))
            let item = NSCollectionLayoutSupplementaryItem(
                layoutSize: size, elementKind: newKind("badge"), containerAnchor: anchor(),
                itemAnchor: choices.chance(0.3) ? anchor() : nil)
            if choices.chance(0.3) { item.zIndex = choices.int(in: -2...5) }
            if choices.chance(0.1) { item.contentInsets = insets(3) }
            return item
        }
    }

    // MARK: Items and groups

    mutating func item() -> NSCollectionLayoutItem {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: dimension(points: 10...160), heightDimension: dimension(points: 10...160)),
            supplementaryItems: supplementaryItems())
        if choices.chance(0.25) { item.contentInsets = insets(6) }
        if choices.chance(0.15) { item.edgeSpacing = edgeSpacing() }
        return item
    }

    mutating func subitem(depth: Int) -> NSCollectionLayoutItem {
        depth < 3 && choices.chance(0.25) ? group(depth: depth + 1, size: nil) : item()
    }

    mutating func group(depth: Int, size given: NSCollectionLayoutSize?) -> NSCollectionLayoutGroup {
        if choices.chance(0.1) { return customGroup(size: given) }
        let size =
            given
            ?? NSCollectionLayoutSize(widthDimension: dimension(points: 40...400), heightDimension: dimension(points: 40...300))
        let horizontal = choices.chance(0.5)
        let group: NSCollectionLayoutGroup
        switch choices.int(in: 0...3) {
        case 0:
            let count = choices.int(in: 1...4)
            let subitem = subitem(depth: depth)
            group =
                horizontal
                ? .horizontal(layoutSize: size, repeatingSubitem: subitem, count: count)
                : .vertical(layoutSize: size, repeatingSubitem: subitem, count: count)
        case 1:
            let count = choices.int(in: 1...4)
            let subitem = subitem(depth: depth)
            group =
                horizontal
                ? deprecatedGroups.horizontal(layoutSize: size, subitem: subitem, count: count)
                : deprecatedGroups.vertical(layoutSize: size, subitem: subitem, count: count)
        default:
            let subitems = (0..<choices.int(in: 1...3)).map { _ in subitem(depth: depth) }
            group =
                horizontal ? .horizontal(layoutSize: size, subitems: subitems) : .vertical(layoutSize: size, subitems: subitems)
        }
        if choices.chance(0.5) { group.interItemSpacing = spacing(12) }
        if choices.chance(0.2) { group.contentInsets = insets(8) }
        if choices.chance(0.1) { group.edgeSpacing = edgeSpacing() }
        group.supplementaryItems = choices.chance(0.5) ? supplementaryItems() : []
        return group
    }

    /// A custom group of one to four cells: fixed frames, or frames that follow the group's
    /// container (as a waterfall's do).
    mutating func customGroup(size given: NSCollectionLayoutSize?) -> NSCollectionLayoutGroup {
        let size =
            given.flatMap { $0.widthDimension.isEstimated || $0.heightDimension.isEstimated ? nil : $0 }
            ?? NSCollectionLayoutSize(
                widthDimension: fixedDimension(points: 60...400), heightDimension: fixedDimension(points: 60...300))
        let frames = (0..<choices.int(in: 1...4)).map { _ in
            (
                x: choices.unit(), y: choices.unit(), width: choices.length(in: 0...1), height: choices.length(in: 0...1),
                zIndex: choices.chance(0.3) ? choices.int(in: -1...3) : 0
            )
        }
        let followsContainer = choices.chance(0.5)
        return .custom(layoutSize: size) { environment in
            let box = environment.container.effectiveContentSize
            return frames.map { frame in
                let rect =
                    followsContainer
                    ? CGRect(
                        x: frame.x * box.width * 0.6, y: frame.y * box.height * 0.6, width: frame.width * box.width * 0.4,
                        height: frame.height * box.height * 0.4)
                    : CGRect(x: frame.x * 80, y: frame.y * 80, width: 10 + frame.width * 60, height: 10 + frame.height * 60)
                return NSCollectionLayoutGroupCustomItem(frame: rect, zIndex: frame.zIndex)
            }
        }
    }

    // MARK: Sections

    mutating func boundaryItems(prefix: String) -> [NSCollectionLayoutBoundarySupplementaryItem] {
        let alignments: [NSRectAlignment] =
            horizontalLayout
            ? [.leading, .trailing, .top, .bottom, .topLeading, .bottomTrailing]
            : [.top, .bottom, .topLeading, .topTrailing, .bottomLeading, .leading, .trailing]
        return (0..<choices.int(in: 1...3)).map { _ in
            let alongWidth = !horizontalLayout
            let size = NSCollectionLayoutSize(
                widthDimension: alongWidth
                    ? (choices.chance(0.7) ? .fractionalWidth(choices.fraction(from: 0.3)) : .absolute(choices.length(in: 40...200)))
                    : (choices.chance(0.5) ? .absolute(choices.length(in: 20...80)) : .estimated(choices.length(in: 20...80))),
                heightDimension: alongWidth
                    ? (choices.chance(0.5) ? .absolute(choices.length(in: 20...80)) : .estimated(choices.length(in: 20...80)))
                    : (choices.chance(0.7) ? .fractionalHeight(choices.fraction(from: 0.3)) : .absolute(choices.length(in: 40...200))))
            let alignment = choices.pick(alignments)
            let item =
                choices.chance(0.15)
                ? NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: size, elementKind: newKind(prefix), alignment: alignment,
                    absoluteOffset: CGPoint(x: choices.length(in: -10...10), y: choices.length(in: -10...10)))
                : NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: newKind(prefix), alignment: alignment)
            if choices.chance(0.35) { item.pinToVisibleBounds = true }
            if choices.chance(0.15) { item.extendsBoundary = false }
            if choices.chance(0.15) { item.zIndex = choices.int(in: -1...4) }
            if choices.chance(0.1) { item.contentInsets = insets(6) }
            return item
        }
    }

    mutating func section(environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let base = choices.int(in: 0...99)
        let section: NSCollectionLayoutSection
        if base < 12, !horizontalLayout {
            var configuration = UICollectionLayoutListConfiguration(
                appearance: choices.pick([.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain]))
            configuration.headerMode = choices.pick([.none, .supplementary, .firstItemInSection])
            configuration.footerMode = choices.pick([.none, .supplementary])
            if choices.chance(0.2) { configuration.headerTopPadding = choices.length(in: 0...30) }
            if choices.chance(0.2) { configuration.showsSeparators = false }
            section = .list(using: configuration, layoutEnvironment: environment)
        } else if base < 18 {
            section = .orthogonalLayoutSectionForMediaItems()
        } else {
            let topSize = NSCollectionLayoutSize(
                widthDimension: horizontalLayout ? dimension(points: 60...400) : .fractionalWidth(choices.fraction(from: 0.3)),
                heightDimension: horizontalLayout ? .fractionalHeight(choices.fraction(from: 0.3)) : dimension(points: 40...300))
            section = NSCollectionLayoutSection(group: group(depth: 1, size: choices.chance(0.5) ? topSize : nil))
        }
        if choices.chance(0.4) { section.contentInsets = insets(24) }
        if choices.chance(0.4) { section.interGroupSpacing = choices.length(in: 0...20) }
        let references: [UIContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
        if choices.chance(0.3) { section.contentInsetsReference = choices.pick(references) }
        if choices.chance(0.2) { section.supplementaryContentInsetsReference = choices.pick(references) }
        if choices.chance(0.15) { (section as DeprecatedSectionProperties).supplementariesFollowContentInsets = false }
        if choices.chance(0.25) {
            section.orthogonalScrollingBehavior = choices.pick([
                .none, .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
            ])
        }
        if choices.chance(0.1) {
            section.orthogonalScrollingProperties.decelerationRate = choices.pick([
                .normal, .fast, .init(rawValue: 0.5 + choices.unit() * 0.49),
            ])
        }
        if choices.chance(0.1) { section.orthogonalScrollingProperties.bounce = choices.pick([.always, .never]) }
        if choices.chance(0.35) { section.boundarySupplementaryItems = boundaryItems(prefix: "boundary") }
        if choices.chance(0.2) {
            let kinds = GeneratedLayout.decorationKinds.filter { _ in choices.chance(0.7) }
            section.decorationItems = kinds.map { kind in
                let decoration = NSCollectionLayoutDecorationItem.background(elementKind: kind)
                if choices.chance(0.4) { decoration.contentInsets = insets(10) }
                if choices.chance(0.3) { decoration.zIndex = choices.int(in: -2...2) }
                return decoration
            }
        }
        return section
    }
}
