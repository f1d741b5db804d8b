@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 26, "also noted": `scrollToItem(at:at:animated:)` to the last of 1,000,000 rows
/// estimated at 44 that measure 60. The move shows rows measured for the first time, which move
/// the item; the view re-targets as the measurements come in, so one call lands on the item,
/// and only the rows the bounds show are measured on the way.
@MainActor
@Suite("Scrolling to an item of an estimated list")
struct ScrollToEstimatedItemTests {
    @Test("One scrollToItem lands on the last of 1,000,000 estimated rows, measuring only what it shows", arguments: [false, true])
    func lastOfAMillionRows(animated: Bool) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)))
        let source = FixedCountDataSource([1_000_000])
        view.dataSource = source
        var measured = 0
        view.preferredSizeProvider = { attributes in
            measured += 1
            return CGSize(width: attributes.size.width, height: 60)
        }
        view.layoutIfNeeded()
        // At offset 0 the first pass measures the rows the estimates show in 0 … 425: rows 0 … 9
        // (row 9 is 396 … 440). Measured at 60 they fill 0 … 600; nothing new shows.
        #expect(measured == 10)
        let last = IndexPath(item: 999_999, section: 0)
        view.scrollToItem(at: last, at: .bottom, animated: animated)
        view.layoutIfNeeded()
        // Rows 0 … 9 take 600 points and rows 10 … 999,999 are estimated: the content is
        // 600 + 999,990 × 44 = 44,000,160 and the last row ends there, so the call moves to
        // 44,000,160 − 425 = 43,999,735. The pass there measures rows 999,990 (43,999,720 …
        // 43,999,764, starting above the visible top: the offset follows its 16 points, to
        // 43,999,751) … 999,999: 10 more rows at 60, 20 in all. The last row now ends at
        // 600 + 999,980 × 44 + 10 × 60 = 44,000,320, the content's end: the view moves again,
        // to 44,000,320 − 425 = 43,999,895, where every row shown (999,992 … 999,999) is
        // measured. The last row, 44,000,260 … 44,000,320, ends at the bottom of the view.
        #expect(measured == 20)
        #expect(view.contentOffset == CGPoint(x: 0, y: 43_999_895))
        #expect(view.contentSize.height == 44_000_320)
        expectFrame(view.collectionViewLayout.layoutAttributesForItem(at: last)?.frame, 0, 44_000_260, 375, 60)
        #expect(view.bounds.maxY == 44_000_320)
    }

    @Test("A scroll the app makes after scrollToItem ends the re-targeting")
    func appScrollEndsRetargeting() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)))
        let source = FixedCountDataSource([1_000])
        view.dataSource = source
        view.preferredSizeProvider = { CGSize(width: $0.size.width, height: 60) }
        view.layoutIfNeeded()
        view.scrollToItem(at: IndexPath(item: 999, section: 0), at: .bottom, animated: false)
        view.contentOffset = CGPoint(x: 0, y: 1_000)
        view.layoutIfNeeded()
        // Rows 0 … 9 measured at 60 (0 … 600), rows 10 … from 600 by 44: the bounds 1,000 …
        // 1,425 show rows 19 (996 … 1,040) to 28 (1,392 … 1,436), measured there. Row 19
        // starts above the top, so the offset follows its 16 points, to 1,016; nothing moves
        // the view towards row 999 (whose bottom is now past 40,000).
        #expect(view.contentOffset == CGPoint(x: 0, y: 1_016))
    }
}
