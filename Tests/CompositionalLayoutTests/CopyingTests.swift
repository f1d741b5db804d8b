import CompositionalLayout
import LayoutExamples
import Testing

/// `copy()` on the description classes and the configuration, and what a layout keeps of the
/// objects it is given (issue 17; Docs/DECISIONS.md › UIKit names).
@MainActor
@Suite("Copying descriptions and configurations")
struct CopyingTests {
    /// A section with a nested group, an item badge, a header, a background and a handler.
    private static func richSection() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(5), top: nil, trailing: nil, bottom: .fixed(6))
        let inner = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: item, count: 2)
        inner.interItemSpacing = .fixed(7)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item, inner])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 9, bottom: 10, trailing: 11)
        section.interGroupSpacing = 12
        section.orthogonalScrollingBehavior = .groupPaging
        section.orthogonalScrollingProperties.bounce = .never
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top, absoluteOffset: CGPoint(x: 0, y: -3))
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.zIndex = -1
        section.decorationItems = [background]
        section.visibleItemsInvalidationHandler = { _, _, _ in }
        return section
    }

    @Test("A section's copy holds equal values in new objects all the way down")
    func sectionCopyIsDeep() throws {
        let section = Self.richSection()
        let copy = try #require(section.copy() as? NSCollectionLayoutSection)
        #expect(copy !== section && copy.group !== section.group)
        #expect(copy.contentInsets == section.contentInsets && copy.interGroupSpacing == 12)
        #expect(copy.orthogonalScrollingBehavior == .groupPaging && copy.orthogonalScrollingProperties.bounce == .never)
        #expect(copy.orthogonalScrollingProperties !== section.orthogonalScrollingProperties)
        #expect(copy.visibleItemsInvalidationHandler != nil)

        let item = copy.group.subitems[0], original = section.group.subitems[0]
        #expect(item !== original && !(item is NSCollectionLayoutGroup))
        #expect(item.contentInsets == original.contentInsets)
        #expect(item.edgeSpacing !== original.edgeSpacing && item.edgeSpacing?.bottom?.spacing == 6)
        #expect(item.layoutSize !== original.layoutSize && item.layoutSize.widthDimension.dimension == 0.5)
        let badge = item.supplementaryItems[0]
        #expect(badge !== original.supplementaryItems[0] && badge.elementKind == "badge")
        #expect(badge.containerAnchor.isFractionalOffset && badge.containerAnchor.offset == CGPoint(x: 0.5, y: -0.5))

        let inner = try #require(copy.group.subitems[1] as? NSCollectionLayoutGroup)
        #expect(inner !== section.group.subitems[1] && inner.interItemSpacing?.spacing == 7)
        #expect(inner.subitems.count == 1 && inner.subitems[0] !== original)

        let header = copy.boundarySupplementaryItems[0]
        #expect(header !== section.boundarySupplementaryItems[0])
        #expect(header.alignment == .top && header.offset == CGPoint(x: 0, y: -3) && header.pinToVisibleBounds)
        #expect(copy.decorationItems[0] !== section.decorationItems[0] && copy.decorationItems[0].zIndex == -1)
    }

    @Test("Changing a copy leaves the original as it was")
    func copiesAreIndependent() throws {
        let section = Self.richSection()
        let copy = try #require(section.copy() as? NSCollectionLayoutSection)
        copy.interGroupSpacing = 99
        copy.group.subitems[0].contentInsets = .zero
        copy.boundarySupplementaryItems[0].pinToVisibleBounds = false
        copy.orthogonalScrollingProperties.bounce = .always
        #expect(section.interGroupSpacing == 12)
        #expect(section.group.subitems[0].contentInsets == NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))
        #expect(section.boundarySupplementaryItems[0].pinToVisibleBounds)
        #expect(section.orthogonalScrollingProperties.bounce == .never)
    }

    @Test("A group nested 10,000 deep is copied without recursion, level by level")
    func deepCopy() throws {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        var group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        for _ in 1..<10_000 {
            group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [group])
        }
        var copy = try #require(group.copy() as? NSCollectionLayoutGroup)
        var (original, levels) = (group, 1)
        while let next = copy.subitems.first as? NSCollectionLayoutGroup, let nextOriginal = original.subitems.first as? NSCollectionLayoutGroup {
            #expect(next !== nextOriginal)
            (copy, original, levels) = (next, nextOriginal, levels + 1)
        }
        #expect(levels == 10_000 && copy.subitems.count == 1 && copy.subitems[0] !== original.subitems[0])
    }

    @Test("copy() returns an object of the receiver's kind")
    func copyKinds() {
        let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .estimated(20))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let asItem: NSCollectionLayoutItem = group
        #expect(asItem.copy() is NSCollectionLayoutGroup)
        let sizeCopy = size.copy() as? NSCollectionLayoutSize
        #expect(sizeCopy?.heightDimension.isEstimated == true && sizeCopy?.heightDimension.dimension == 20)
        #expect((NSCollectionLayoutSpacing.flexible(3).copy() as? NSCollectionLayoutSpacing)?.isFlexibleSpacing == true)
        #expect((NSCollectionLayoutDimension.fractionalHeight(0.25).copy() as? NSCollectionLayoutDimension)?.isFractionalHeight == true)
        let custom = NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 1, y: 2, width: 3, height: 4), zIndex: 5)
        #expect((custom.copy() as? NSCollectionLayoutGroupCustomItem)?.frame == custom.frame)
    }

    @Test("A configuration's copy copies its boundary items")
    func configurationCopy() throws {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        configuration.interSectionSpacing = 20
        configuration.contentInsetsReference = .layoutMargins
        configuration.boundarySupplementaryItems = [Self.richSection().boundarySupplementaryItems[0]]
        let copy = try #require(configuration.copy() as? UICollectionViewCompositionalLayoutConfiguration)
        #expect(copy.scrollDirection == .horizontal && copy.interSectionSpacing == 20)
        #expect(copy.contentInsetsReference == .layoutMargins)
        #expect(copy.boundarySupplementaryItems[0] !== configuration.boundarySupplementaryItems[0])
        #expect(copy.boundarySupplementaryItems[0].pinToVisibleBounds)
    }

    /// Rows 50 high, one item each, in a 375-wide view.
    private static func rowsHost(_ layout: UICollectionViewCompositionalLayout, counts: [Int]) -> (UICollectionView, FixedCountDataSource) {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        let dataSource = FixedCountDataSource(counts)
        collectionView.dataSource = dataSource
        return (collectionView, dataSource)
    }

    @Test("A layout made with a section keeps its own copy: later changes to the section do nothing")
    func layoutKeepsSectionCopy() {
        let section = Fixtures.rows(height: 50)
        let (collectionView, dataSource) = Self.rowsHost(UICollectionViewCompositionalLayout(section: section), counts: [3])
        // Item 1 sits under item 0: y = 50.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 100, leading: 0, bottom: 0, trailing: 0)
        collectionView.collectionViewLayout.invalidateLayout()
        // Still 0 + 50: the layout's copy has no spacing and no insets.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame.minY == 50)
        withExtendedLifetime(dataSource) {}
    }

    @Test("Changing the configuration the layout returns does nothing; assigning one applies it")
    func configurationSemantics() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50))
        let (collectionView, dataSource) = Self.rowsHost(layout, counts: [1, 1])
        // Section 1 starts right after section 0's single 50-point row.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 50)
        layout.configuration.interSectionSpacing = 30
        layout.invalidateLayout()
        #expect(layout.configuration.interSectionSpacing == 0)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 50)
        let configuration = layout.configuration
        configuration.interSectionSpacing = 30
        layout.configuration = configuration
        // 50 + 30 = 80, without an explicit invalidation: assigning invalidates.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
        configuration.interSectionSpacing = 60
        layout.invalidateLayout()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == 80)
        withExtendedLifetime(dataSource) {}
    }
}
