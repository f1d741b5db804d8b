import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// The code of the project's seed documents, run nearly verbatim, with frames computed by
/// hand from the spec rules.
@MainActor
@Suite("Seed snippets")
struct SeedSnippetTests {
    @Test("Basic list (Chinese overview seed, M-E1): full-width rows 44 high")
    func basicList() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)

        let host = TestHost(layout, itemCounts: [3], scale: 3)
        // Group 375 × 44 holds one item (1.0 × 1.0 of the group); groups stack at y = 44k.
        expectFrame(host.frame(0, 0), 0, 0, 375, 44)
        expectFrame(host.frame(0, 1), 0, 44, 375, 44)
        expectFrame(host.frame(0, 2), 0, 88, 375, 44)
        // Content: full width × 3 × 44 = 132.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 132))
        #expect(host.frame(0, 3) == nil)
    }

    @Test("Per-section provider (Chinese overview seed): 2 then 4 equal columns (S-16)")
    func perSectionProvider() {
        var seenEnvironments: [(Int, CGSize, CGFloat)] = []
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment)
            -> NSCollectionLayoutSection? in
            seenEnvironments.append(
                (sectionIndex, layoutEnvironment.container.contentSize, layoutEnvironment.traitCollection.displayScale))
            let columns = sectionIndex == 0 ? 2 : 4

            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
            let group = DeprecatedAPI.horizontal(layoutSize: groupSize, subitem: item, count: columns)

            let section = NSCollectionLayoutSection(group: group)
            return section
        }
        let host = TestHost(layout, itemCounts: [6, 8], scale: 2)

        // The provider is called once per section with the collection view's size and traits.
        #expect(seenEnvironments.map(\.0) == [0, 1])
        #expect(seenEnvironments.allSatisfy { $0.1 == CGSize(width: 375, height: 812) && $0.2 == 2 })
        // Section 0: slot = 375 / 2 = 187.5 (= 375 px at scale 2, exact).
        expectFrame(host.frame(0, 0), 0, 0, 187.5, 44)
        expectFrame(host.frame(0, 1), 187.5, 0, 187.5, 44)
        expectFrame(host.frame(0, 5), 187.5, 88, 187.5, 44)
        // Section 0 ends at 3 rows × 44 = 132. Section 1: slot = 375 / 4 = 93.75 → 187.5 px,
        // floored to 187 px = 93.5 pt (OB-9); x = 93.75 → 93.5, 187.5 → 187.5, 281.25 → 562.5 px → 281.
        expectFrame(host.frame(1, 0), 0, 132, 93.5, 44)
        expectFrame(host.frame(1, 1), 93.5, 132, 93.5, 44)
        expectFrame(host.frame(1, 2), 187.5, 132, 93.5, 44)
        expectFrame(host.frame(1, 3), 281, 132, 93.5, 44)
        expectFrame(host.frame(1, 7), 281, 176, 93.5, 44)
        // 132 + 2 rows × 44 = 220.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 220))
    }

    @Test("Quarter grid (Korean tutorial seed): four repeating copies overflow a quarter-width group (S-19)")
    func koreanQuarterGrid() {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1 / 4), heightDimension: .fractionalHeight(1 / 3)),
            repeatingSubitem: item,
            count: 4
        )
        let section = NSCollectionLayoutSection(group: group)
        let layout = UICollectionViewCompositionalLayout(section: section)

        let host = TestHost(layout, itemCounts: [12], scale: 3)
        // Group = 375/4 × 812/3 = 93.75 × 270.667. Each copy is the group's size (1.0 × 1.0 of
        // it) at x = 0, 93.75, 187.5, 281.25; insets 1 → frames x + 1, width 91.75, height 268.667.
        // At scale 3 (OB-9, floor each): x 1 → 1; 94.75 → 284.25 px → 284 → 94.667;
        // 188.5 → 565.5 px → 565 → 188.333; 282.25 → 846.75 px → 846 → 282;
        // width 91.75 → 275.25 px → 275 → 91.667; height 268.667 = 806 px exactly.
        expectFrame(host.frame(0, 0), 1, 1, 275.0 / 3, 806.0 / 3)
        expectFrame(host.frame(0, 1), 284.0 / 3, 1, 275.0 / 3, 806.0 / 3)
        expectFrame(host.frame(0, 2), 565.0 / 3, 1, 275.0 / 3, 806.0 / 3)
        expectFrame(host.frame(0, 3), 282, 1, 275.0 / 3, 806.0 / 3)
        // Second group at y = 270.667; its items at y = 271.667 = 815 px.
        expectFrame(host.frame(0, 4), 1, 815.0 / 3, 275.0 / 3, 806.0 / 3)
        // Three groups of 812/3 fill the height exactly: 812.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 812))
    }

    @Test("Configuration example (Chinese overview seed): horizontal scrolling, 20 between sections (SC-15)")
    func configurationExample() {
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        config.scrollDirection = .horizontal

        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1.0)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: config)

        let host = TestHost(layout, itemCounts: [4, 4], scale: 1)
        // Group 150 × 812 (fractionalHeight 1 of the 812-high cross axis); two items of
        // 0.5 × 812 = 406 per group. Section 0: groups at x = 0, 150 → ends at 300.
        expectFrame(host.frame(0, 0), 0, 0, 150, 406)
        expectFrame(host.frame(0, 1), 0, 406, 150, 406)
        expectFrame(host.frame(0, 2), 150, 0, 150, 406)
        expectFrame(host.frame(0, 3), 150, 406, 150, 406)
        // Section 1 starts at 300 + 20 = 320; its second group at 470.
        expectFrame(host.frame(1, 0), 320, 0, 150, 406)
        expectFrame(host.frame(1, 3), 470, 406, 150, 406)
        // Content: (470 + 150, full height) = (620, 812).
        #expect(host.collectionView.contentSize == CGSize(width: 620, height: 812))
    }

    @Test("Every built-in example lays out without an error")
    func examplesLayOut() throws {
        for example in LayoutExample.all {
            let layout = example.makeLayout()
            let host = TestHost(layout, itemCounts: example.itemCounts, scale: 3)
            let compositional = try #require(layout as? UICollectionViewCompositionalLayout)
            #expect(compositional.preparationError == nil, "\(example.name)")
            #expect(host.collectionView.contentSize.height > 0, "\(example.name)")
        }
    }
}
