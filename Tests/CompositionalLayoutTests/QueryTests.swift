import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// `layoutAttributesForElements(in:)` returns exactly the elements whose frames intersect
/// the rectangle, and stays cheap for huge sections.
@MainActor
@Suite("Layout queries")
struct QueryTests {
    @Test("Rect queries equal a brute-force filter over every item, at scale 3 and in RTL")
    func rectQueriesMatchBruteForce() throws {
        for rightToLeft in [false, true] {
            let layout = UICollectionViewCompositionalLayout { index, _ in
                index == 0 ? Fixtures.grid(columns: 3, height: 70.3) : Fixtures.insetItems()
            }
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 13.7
            layout.configuration = configuration
            let host = TestHost(layout, itemCounts: [17, 23], scale: 3)
            if rightToLeft { host.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft }
            host.collectionView.layoutIfNeeded()
            let all = (0..<17).map { IndexPath(item: $0, section: 0) } + (0..<23).map { IndexPath(item: $0, section: 1) }
            let frames = try all.map { try #require(layout.layoutAttributesForItem(at: $0)).frame }
            let rects = [
                CGRect(x: 0, y: 0, width: 375, height: 812), CGRect(x: 100, y: 140.6, width: 50, height: 1),
                CGRect(x: 125, y: 0, width: 0.5, height: 900), CGRect(x: -50, y: 400, width: 100, height: 100),
                CGRect(x: 0, y: 70.3, width: 375, height: 0), CGRect(x: 300, y: 500, width: 200, height: 2000),
            ]
            for rect in rects {
                // Core Graphics' rule: a non-null intersection; touching edges count.
                let expected = zip(all, frames).filter { $0.1.intersects(rect) }.map(\.0)
                let actual = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
                #expect(actual == expected, "rect \(rect), rtl \(rightToLeft)")
            }
        }
    }

    @Test("10,000,000 items: item queries and viewport queries stay cheap")
    func tenMillionItems() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 4, height: 100))
        let host = TestHost(layout, itemCounts: [10_000_000], scale: 2)
        // 2,500,000 rows of 100 → content height 250,000,000.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 250_000_000))
        // Item 9,999,999 is the last column (3 × 93.75 = 281.25 → 562.5 px → 281) of row 2,499,999.
        expectFrame(host.frame(0, 9_999_999), 281, 249_999_900, 93.5, 100)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 1_000_000)
        // Bounds y 1,000,000 … 1,000,812: row 9,999 (999,900 … 1,000,000) touches the top edge,
        // which counts as intersecting (CGRectIntersectsRect), and rows 10,000 … 10,008 overlap
        // → items 39,996 … 40,035.
        let visible = host.collectionView.indexPathsForVisibleItems
        #expect(visible.count == 40)
        #expect(visible.first == IndexPath(item: 39_996, section: 0))
        #expect(visible.last == IndexPath(item: 40_035, section: 0))
    }
}

extension QueryTests {
    @Test("Q-4: a cell whose reported frame only touches the rect is returned (frames read back from centre and size)")
    func touchingReportedFrameIsReturned() throws {
        // Shrunk by the facade property test: the engine's frame has maxX 205.666…66, the
        // attributes store centre and size and read back maxX 205.666…69, one ulp further.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.40485266533578507), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(0)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let host = TestHost(layout, itemCounts: [1], width: 205.83619705426239, height: 0, scale: 3)
        host.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        host.collectionView.layoutIfNeeded()
        let frame = try #require(host.frame(0, 0))
        let rect = CGRect(x: frame.maxX, y: frame.minY, width: 1, height: 1)
        #expect(frame.intersects(rect))
        let found = (layout.layoutAttributesForElements(in: rect) ?? []).map(\.indexPath)
        #expect(found == [IndexPath(item: 0, section: 0)])
    }
}
