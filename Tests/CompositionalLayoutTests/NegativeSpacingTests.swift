import CompositionalLayout
import LayoutTestSupport
import Testing

/// Negative spacing through UIKit's API (issue 17): the layouts of published apps that use it
/// compile and lay out, overlapping as the spacing says.
@MainActor
@Suite("Negative spacing (facade)")
struct FacadeNegativeSpacingTests {
    @Test("negative edge spacing: a waterfall column's item with bottom .fixed(-24) lays out, the next item 24 higher")
    func waterfallColumn() {
        // A column 375 × 300. Item A: 0.45 × 300 = 135 high, insets 8, bottom −24, so it takes
        // 135 − 24 = 111 of the column; item B: 0.55 × 300 = 165 high at 111 (276 ≤ 300); a
        // second A would end at 387, so the column holds two.
        let a = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.45)))
        a.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        a.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: nil, trailing: nil, bottom: .fixed(-24))
        let b = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.55)))
        let column = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(300)),
            subitems: [a, b])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: column))
        let host = TestHost(layout, itemCounts: [3])
        #expect(layout.preparationError == nil)
        // A's box (0, 0, 375, 135) inset by 8: (8, 8, 359, 119). B at (0, 111, 375, 165).
        // Item 2 starts the next column at 300: (8, 308, 359, 119).
        expectFrame(host.frame(0, 0), 8, 8, 359, 119)
        expectFrame(host.frame(0, 1), 0, 111, 375, 165)
        expectFrame(host.frame(0, 2), 8, 308, 359, 119)
    }

    @Test("negative interGroupSpacing and interSectionSpacing lay out rows and sections overlapping")
    func overlappingRowsAndSections() {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = -8
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = -20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let host = TestHost(layout, itemCounts: [2, 2])
        #expect(layout.preparationError == nil)
        // Section 0: rows at 0 and 36 (44 − 8), 80 long; section 1 from 80 − 20 = 60: rows at
        // 60 and 96; the content ends at 140.
        expectFrame(host.frame(0, 1), 0, 36, 375, 44)
        expectFrame(host.frame(1, 0), 0, 60, 375, 44)
        expectFrame(host.frame(1, 1), 0, 96, 375, 44)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 140))
    }
}
