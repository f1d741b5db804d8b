import CompositionalLayout
import LayoutTestSupport
import Testing

/// Layout-wide headers and footers (sections.md SC-16, SC-17, SC-18; seed
/// UICollectionViewCompositionalLayout-overview-zh.md, "Configuration").
@MainActor
@Suite("Layout-wide boundary items")
struct LayoutBoundaryItemTests {
    private typealias F = SupplementaryFixtures

    private func layout(
        _ configure: (UICollectionViewCompositionalLayoutConfiguration) -> Void, section: NSCollectionLayoutSection = Fixtures.rows(height: 44)
    ) -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configure(configuration)
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    @Test("SC-17, SC-18: the header pushes section 0 down; the footer follows the last section without spacing")
    func verticalHeaderAndFooter() {
        let host = TestHost(
            layout {
                $0.interSectionSpacing = 10
                $0.boundarySupplementaryItems = [
                    F.boundary("layout-header", height: 50, alignment: .top),
                    F.boundary("layout-footer", height: 40, alignment: .bottom),
                ]
            }, itemCounts: [2, 2])
        let header = host.supplementary("layout-header", 0, 0)
        expectFrame(header?.frame, 0, 0, 375, 50)
        // Section 0 rows at 50, 94 (ends 138); section 1 at 138 + 10 = 148, 192 (ends 236).
        expectFrame(host.frame(0, 0), 0, 50, 375, 44)
        expectFrame(host.frame(0, 1), 0, 94, 375, 44)
        expectFrame(host.frame(1, 0), 0, 148, 375, 44)
        expectFrame(host.frame(1, 1), 0, 192, 375, 44)
        // The footer directly after section 1: 236 (no interSectionSpacing).
        let footer = host.supplementary("layout-footer", 0, 0)
        expectFrame(footer?.frame, 0, 236, 375, 40)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 276))
        // SC-18: both at index path (0, 0); nowhere else.
        #expect(header?.indexPath == IndexPath(item: 0, section: 0) && footer?.indexPath == IndexPath(item: 0, section: 0))
        #expect(header?.representedElementKind == "layout-header" && header?.representedElementCategory == .supplementaryView)
        #expect(host.supplementary("layout-header", 1, 0) == nil)
        #expect(host.supplementary("layout-footer", 0, 1) == nil)
        // Both are returned by rect queries.
        let all = host.collectionView.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: 0, y: 0, width: 375, height: 276)) ?? []
        #expect(all.filter { $0.representedElementCategory == .supplementaryView }.count == 2)
        #expect(all.count == 6)
    }

    @Test("SC-17: layout-wide items span the container minus the configuration's reference insets")
    func layoutItemsAvoidTheSafeArea() {
        let host = TestHost(
            layout { $0.boundarySupplementaryItems = [F.boundary("layout-header", height: 50, alignment: .top)] },
            itemCounts: [1])
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        // 375 − 20 − 30 = 325 from x 20.
        expectFrame(host.supplementary("layout-header", 0, 0)?.frame, 20, 0, 325, 50)
        // With the configuration's reference .none it spans the whole width again.
        let wide = TestHost(
            layout {
                $0.contentInsetsReference = .none
                $0.boundarySupplementaryItems = [F.boundary("layout-header", height: 50, alignment: .top)]
            }, itemCounts: [1])
        wide.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        expectFrame(wide.supplementary("layout-header", 0, 0)?.frame, 0, 0, 375, 50)
    }

    @Test("Seed configuration: horizontal scrolling, so the .top/.bottom items do not extend (SC-16)")
    func seedConfiguration() {
        // The seed's code, verbatim in substance.
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: "header", alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerFooterSize, elementKind: "footer", alignment: .bottom)
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        config.scrollDirection = .horizontal
        config.boundarySupplementaryItems = [header, footer]
        // Sections of 150-pt-wide full-height columns.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: config)
        let host = TestHost(layout, itemCounts: [3, 3], scale: 2)
        // Nothing extends the main (x) axis: section 0 columns at 0, 150, 300 (ends 450);
        // section 1 at 450 + 20 = 470, 620, 770 (ends 920).
        expectFrame(host.frame(0, 0), 0, 0, 150, 812)
        expectFrame(host.frame(1, 0), 470, 0, 150, 812)
        expectFrame(host.frame(1, 2), 770, 0, 150, 812)
        #expect(host.collectionView.contentSize == CGSize(width: 920, height: 812))
        // The items are 1.0 × 375 wide (fractionalWidth of the container) and 44 high (the
        // estimate). .top = top-centre of the content rectangle 0 … 920 (B-1, B-7):
        // x = (920 − 375)/2 = 272.5, y = 0; .bottom: y = 812 − 44 = 768. Both overlap cells.
        let placedHeader = host.supplementary("header", 0, 0)
        expectFrame(placedHeader?.frame, 272.5, 0, 375, 44)
        expectFrame(host.supplementary("footer", 0, 0)?.frame, 272.5, 768, 375, 44)
        #expect(placedHeader?.indexPath == IndexPath(item: 0, section: 0))
    }

    @Test("SC-16: in a horizontal layout a .leading layout header extends the main axis")
    func horizontalLeadingExtends() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let host = TestHost(
            layout(
                {
                    $0.scrollDirection = .horizontal
                    $0.boundarySupplementaryItems = [
                        NSCollectionLayoutBoundarySupplementaryItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(60), heightDimension: .fractionalHeight(1)),
                            elementKind: "layout-header", alignment: .leading)
                    ]
                }, section: NSCollectionLayoutSection(group: group)), itemCounts: [2])
        // The header takes x 0 … 60, full height; columns at 60 and 210; content 360.
        expectFrame(host.supplementary("layout-header", 0, 0)?.frame, 0, 0, 60, 812)
        expectFrame(host.frame(0, 0), 60, 0, 150, 812)
        expectFrame(host.frame(0, 1), 210, 0, 150, 812)
        #expect(host.collectionView.contentSize == CGSize(width: 360, height: 812))
    }
}
