import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Tags measured by the headless collection view flow into rows (issue 17 §3; DECISIONS
/// "Flowing groups"), with the self-sizing round trip and offset rule every estimated
/// section has. Every expected number is worked out by hand.
@MainActor
@Suite("Flowing groups through the host")
struct FlowingTagHostTests {
    /// Tags `.estimated(60) × .estimated(32)`, 8 apart, in full-width groups `.estimated(32)`
    /// high, 8 apart; the section 10 in from both sides (a 370-pt line in a 390-pt view).
    static func tagLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .estimated(32)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
            subitems: [item])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A 390 × 844 view of `count` tags answering `widths[item]` (60 by default) × 32.
    @MainActor
    private final class TagHost {
        /// The widths the tags answer, changeable between layout passes.
        final class Widths {
            var byItem: [Int: CGFloat]
            init(_ byItem: [Int: CGFloat]) { self.byItem = byItem }
        }

        let widths: Widths
        let host: SelfSizingHost

        init(count: Int, widths: [Int: CGFloat] = [:]) {
            let answers = Widths(widths)
            self.widths = answers
            host = SelfSizingHost(FlowingTagHostTests.tagLayout(), itemCounts: [count], width: 390, height: 844) { attributes in
                CGSize(width: answers.byItem[attributes.indexPath.item] ?? 60, height: 32)
            }
        }

        var collectionView: UICollectionView { host.collectionView }
    }

    @Test("The round trip at 390: tags proposed at their estimate, measured, and flowed into rows")
    func roundTrip() {
        let widths: [CGFloat] = [72, 48, 88, 64, 40, 56, 80, 44, 88, 72, 40, 64]
        let tags = TagHost(count: 12, widths: Dictionary(uniqueKeysWithValues: widths.enumerated().map { ($0, $1) }))
        // S-31: each tag is proposed at its estimate, 60 × 32.
        #expect(tags.host.provider.asked.allSatisfy { $0.size == CGSize(width: 60, height: 32) })
        // Rows (see FlowingGroupTests.pattern390): tags 0–4 at x 10, 90, 146, 242, 314; 5–8
        // at 10, 74, 162, 214 (y 40); 9–11 at 10, 90, 138 (y 80).
        let origins: [(CGFloat, CGFloat)] = [
            (10, 0), (90, 0), (146, 0), (242, 0), (314, 0), (10, 40), (74, 40), (162, 40), (214, 40), (10, 80), (90, 80),
            (138, 80),
        ]
        for (item, origin) in origins.enumerated() {
            expectFrame(tags.host.frame(0, item), origin.0, origin.1, widths[item], 32)
        }
        // Content 3 × 32 + 2 × 8 = 112; every tag ends inside the 380-pt line.
        #expect(tags.collectionView.contentSize == CGSize(width: 390, height: 112))
        #expect(tags.host.allElements.allSatisfy { $0.frame.maxX <= 380 })
    }

    @Test("Q-10: a tag measured wider while its row straddles the top moves the offset by the content's change")
    func offsetFollowsContentChange() {
        // 200 tags all 60: rows of 5 at y 40 k; 40 rows, content 40 × 32 + 39 × 8 = 1,592.
        let tags = TagHost(count: 200)
        #expect(tags.collectionView.contentSize.height == 1_592)
        tags.host.scroll(toY: 420)
        // Tag 50 opens row 10 (400 … 432), across the top at 420. Measured 200: row 10 holds
        // 200 + 8 + 60 + 8 + 60 = 336 (+ 68 = 404 > 370): tags 50–52; 147 tags follow in
        // 29 rows of 5 and one of 2: 41 rows, content 1,592 + 40 = 1,632. The tag started
        // above the top, so the offset moves by the same 40, to 460.
        tags.widths.byItem[50] = 200
        tags.collectionView.reloadItems(at: [IndexPath(item: 50, section: 0)])
        tags.collectionView.layoutIfNeeded()
        #expect(tags.collectionView.contentSize.height == 1_632)
        #expect(tags.collectionView.contentOffset.y == 460)
        expectFrame(tags.host.frame(0, 50), 10, 400, 200, 32)
        expectFrame(tags.host.frame(0, 53), 10, 440, 60, 32)
        // Tag 199 is the second of the last row (40): x 10 + 68 = 78, y 1,600.
        expectFrame(tags.host.frame(0, 199), 78, 1_600, 60, 32)
    }

    @Test("A cell moved to a blueprint that does not size itself is not asked; the cells that now do are")
    func blueprintsFollowTheFlow() {
        // Subitems A `.estimated(100) × .absolute(32)` and B `.absolute(50) × .absolute(32)`,
        // 8 apart, on a 370-pt line: at estimates rows are A B A B (324; + 8 + 100 > 370), so
        // cells 0, 2, 4, 6 are A, the ones first asked. Cell 0 answers 200 wide, every other
        // A 100 (its estimate).
        let a = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(32)))
        let b = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .absolute(32)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
            subitems: [a, b])
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let host = SelfSizingHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [8], width: 390) {
            CGSize(width: $0.indexPath.item == 0 ? 200 : 100, height: 32)
        }
        // Cell 0 at 200: row 0 is 200 + 8 + 50 + 8 + 100 = 366 ≤ 370 → cells 0 (A), 1 (B), 2 (A);
        // row 1 starts with cell 3, now an A: 3 A, 4 B, 5 A, 6 B; row 2 is cell 7, an A. So cells
        // 4 and 6, collected as A, are B when their turn comes and are not asked; the next
        // pass asks the new A cells 3, 5 and 7. No B (50 wide) is ever proposed.
        #expect(host.provider.cellsAsked == [0, 2, 3, 5, 7].map { IndexPath(item: $0, section: 0) })
        #expect(host.provider.asked.allSatisfy { $0.size.width == 100 })
        expectFrame(host.frame(0, 0), 10, 0, 200, 32)
        expectFrame(host.frame(0, 2), 276, 0, 100, 32)  // 10 + 200 + 8 + 50 + 8
        expectFrame(host.frame(0, 3), 10, 40, 100, 32)
        expectFrame(host.frame(0, 4), 118, 40, 50, 32)
        expectFrame(host.frame(0, 6), 284, 40, 50, 32)  // 10 + 100 + 8 + 50 + 8 + 100 + 8
        expectFrame(host.frame(0, 7), 10, 80, 100, 32)
        #expect(host.collectionView.contentSize.height == 112)  // 3 × 32 + 2 × 8
    }
}
