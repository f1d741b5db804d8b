import CompositionalLayout
import LayoutTestSupport
import Testing

/// The code of the Lists article (CompositionalLayout.docc/Lists.md), run as written, with the
/// numbers it quotes worked out by hand. The article's other claims (geometry per appearance,
/// padding, media row, bad input) are pinned by the other tests in this folder.
@MainActor
@Suite("Lists: the Lists article")
struct ListArticleTests {
    private static let header = UICollectionView.elementKindSectionHeader

    /// A 390 × 844 3× host: rows measured at 44, headers at 38.
    private func host(_ layout: UICollectionViewCompositionalLayout, itemCounts: [Int]) -> SelfSizingHost {
        SelfSizingHost(layout, itemCounts: itemCounts, width: 390, height: 844, scale: 3) {
            CGSize(width: $0.size.width, height: $0.representedElementKind == Self.header ? 38 : 44)
        }
    }

    @Test("A list section next to a media row, from a section provider")
    func mixedSections() {
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            if sectionIndex == 0 {
                return NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems()
            }
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
        let host = host(layout, itemCounts: [4, 2])
        // Media row: groups 0.4 × 390 = 156 wide, 156 × 9/16 = 87.75 high (263.25 px, floored to
        // 263); from the margin 20, 8 apart: x 20, 20 + 156 + 8 = 184.
        expectFrame(host.frame(0, 0), 20, 0, 156, 263.0 / 3)
        expectFrame(host.frame(0, 1), 184, 0, 156, 263.0 / 3)
        // The list is section 1, not the first: automatic headerTopPadding 35 above its header:
        // 87.75 + 35 = 122.75 (368.25 px, rounded to 368 for a supplementary); rows under the
        // 38-pt header at 160.75 (482.25 px, floored to 482), inset by the margins: x 20, width 350.
        let header = host.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: Self.header, at: IndexPath(item: 0, section: 1))
        expectFrame(header?.frame, 20, 368.0 / 3, 350, 38)
        expectFrame(host.frame(1, 0), 20, 482.0 / 3, 350, 44)
        // Separators only in the list: the row's bottom line at 482/3 + 44 − 1/3 = 613/3.
        #expect(layout.listSeparators(forItemAt: IndexPath(item: 0, section: 0)) == nil)
        let line = layout.listSeparators(forItemAt: IndexPath(item: 0, section: 1))?.bottom
        expectFrame(line?.frame, 40, 613.0 / 3, 330, 1.0 / 3)
    }

    @Test("The separators example: a top line on row 0 and the bottom line under it")
    func separatorsExample() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            if indexPath.item == 0 { separators.topSeparatorVisibility = .visible }
            return separators
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let host = host(layout, itemCounts: [3])
        // Row (20, 35, 350, 44): lines from 40 to 370; top at 35, bottom at 79 − 1/3 = 236/3.
        expectFrame(host.frame(0, 0), 20, 35, 350, 44)
        let row = layout.listSeparators(forItemAt: IndexPath(item: 0, section: 0))
        expectFrame(row?.top?.frame, 40, 35, 330, 1.0 / 3)
        expectFrame(row?.bottom?.frame, 40, 236.0 / 3, 330, 1.0 / 3)
        // Row 1 keeps the automatic top: none.
        #expect(layout.listSeparators(forItemAt: IndexPath(item: 1, section: 0))?.top == nil)
    }
}
