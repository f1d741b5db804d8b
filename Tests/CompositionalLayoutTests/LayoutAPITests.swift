import CompositionalLayout
import LayoutTestSupport
import Testing

/// The description classes keep Apple's names, defaults and flags (model.md M-7 … M-17, M-E2).
@MainActor
@Suite("Layout description API")
struct LayoutAPITests {
    @Test("M-7, M-8: each dimension kind reports its value and exactly its flags")
    func dimensionFlags() {
        let fw = NSCollectionLayoutDimension.fractionalWidth(0.5)
        #expect(fw.dimension == 0.5 && fw.isFractionalWidth && !fw.isFractionalHeight && !fw.isAbsolute && !fw.isEstimated)
        let fh = NSCollectionLayoutDimension.fractionalHeight(0.25)
        #expect(fh.dimension == 0.25 && fh.isFractionalHeight && !fh.isFractionalWidth)
        let abs = NSCollectionLayoutDimension.absolute(44)
        #expect(abs.dimension == 44 && abs.isAbsolute && !abs.isEstimated)
        let est = NSCollectionLayoutDimension.estimated(60)
        #expect(est.dimension == 60 && est.isEstimated && !est.isUniformAcrossSiblings && !est.isAbsolute)
        // M-E2: uniformAcrossSiblings(estimate: 50) is estimated and uniform, not absolute.
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 50)
        #expect(uniform.dimension == 50 && uniform.isEstimated && uniform.isUniformAcrossSiblings && !uniform.isAbsolute)
    }

    @Test("M-11, M-12, M-13: size, spacing and edge spacing keep what they were made with")
    func sizeAndSpacing() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        #expect(size.widthDimension.isFractionalWidth && size.heightDimension.dimension == 44)
        let fixed = NSCollectionLayoutSpacing.fixed(8)
        #expect(fixed.spacing == 8 && fixed.isFixedSpacing && !fixed.isFlexibleSpacing)
        let flexible = NSCollectionLayoutSpacing.flexible(4)
        #expect(flexible.spacing == 4 && flexible.isFlexibleSpacing && !flexible.isFixedSpacing)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(1), top: nil, trailing: .flexible(2), bottom: nil)
        #expect(edges.leading?.spacing == 1 && edges.top == nil && edges.trailing?.isFlexibleSpacing == true && edges.bottom == nil)
    }

    @Test("M-E2: fresh sections, configurations, anchors and boundary items have UIKit's defaults")
    func defaults() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        #expect(item.contentInsets == .zero && item.edgeSpacing == nil && item.supplementaryItems.isEmpty)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: item.layoutSize, subitems: [item])
        #expect(group.interItemSpacing == nil && group.subitems.count == 1 && group.supplementaryItems.isEmpty)
        let section = NSCollectionLayoutSection(group: group)
        #expect(section.interGroupSpacing == 0)
        #expect(section.orthogonalScrollingBehavior == .none && section.orthogonalScrollingBehavior.rawValue == 0)
        #expect(section.contentInsetsReference == .automatic && section.contentInsetsReference.rawValue == 0)
        #expect(section.contentInsets == .zero && section.boundarySupplementaryItems.isEmpty && section.decorationItems.isEmpty)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        #expect(configuration.contentInsetsReference == .safeArea && configuration.contentInsetsReference.rawValue == 2)
        let anchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        // top = 1, trailing = 8 → 9.
        #expect(anchor.edges.rawValue == 9 && anchor.offset == CGPoint(x: 0.3, y: -0.3))
        #expect(anchor.isFractionalOffset && !anchor.isAbsoluteOffset)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: item.layoutSize, elementKind: "header", alignment: .top)
        #expect(header.alignment.rawValue == 1 && header.offset == .zero)
        #expect(header.extendsBoundary && !header.pinToVisibleBounds)
    }

    @Test("M-1 … M-6: raw values of the enumerations and option sets")
    func rawValues() {
        #expect(NSDirectionalRectEdge.all.rawValue == 15)
        #expect([NSDirectionalRectEdge.top, .leading, .bottom, .trailing].map(\.rawValue) == [1, 2, 4, 8])
        #expect(NSRectAlignment.topTrailing.rawValue == 8 && NSRectAlignment.none.rawValue == 0)
        #expect(UIContentInsetsReference.readableContent.rawValue == 4)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
        #expect(UICollectionView.ScrollDirection.horizontal.rawValue == 1)
        #expect(UICollectionView.elementKindSectionHeader == "UICollectionElementKindSectionHeader")
        #expect(UICollectionView.elementKindSectionFooter == "UICollectionElementKindSectionFooter")
    }

    @Test("IndexPath(item:section:) stores the section first, as UIKit's does")
    func indexPath() {
        let path = IndexPath(item: 3, section: 1)
        #expect(path.item == 3 && path.section == 1 && Array(path) == [1, 3])
    }

    @Test("K-21: the layout keeps a copy of its configuration")
    func configurationIsCopied() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        configuration.interSectionSpacing = 99
        #expect(layout.configuration.interSectionSpacing == 10)
        let host = TestHost(layout, itemCounts: [1, 1])
        // Section 1 starts at 50 + 10 (the copied spacing), not 50 + 99.
        expectFrame(host.frame(1, 0), 0, 60, 375, 50)
        // Assigning a configuration invalidates the layout: 50 + 30.
        let wider = UICollectionViewCompositionalLayoutConfiguration()
        wider.interSectionSpacing = 30
        layout.configuration = wider
        expectFrame(host.frame(1, 0), 0, 80, 375, 50)
    }

    @Test("M-16: visualDescription outlines the group tree")
    func visualDescription() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let inner = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: item, count: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item, inner])
        group.interItemSpacing = .fixed(8)
        // The outline comes first; the drawing after it is checked in VisualDescriptionTests.
        #expect(
            group.visualDescription().split(separator: "\n").prefix(4).joined(separator: "\n") == """
                horizontal group fractionalWidth(1.0) × absolute(100.0), spacing fixed(8.0)
                  item fractionalWidth(0.5) × fractionalHeight(1.0)
                  vertical group fractionalWidth(0.5) × fractionalHeight(1.0), 2 × repeating subitem
                    item fractionalWidth(0.5) × fractionalHeight(1.0)
                """)
    }
}
