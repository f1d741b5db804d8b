@testable import CompositionalLayout
import LayoutTestSupport
import Testing
@testable import UIKitViews

/// Scrolling with thousands of cells on screen (issue 26 G): a scroll that replaces k cells
/// edits the view's subviews in O(k), where removing each cell from an array of the n shown
/// cost O(n). Counted in the subview slots the edits touch, not timed.
@MainActor
@Suite("Scrolling many cells")
struct ManyCellsScrollTests {
    /// 2 × 2-point cells, 50 to a row of a 100-point-wide view.
    private static func grid() -> NSCollectionLayoutSection {
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(2), heightDimension: .absolute(2)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(2)), subitems: [cell])
        return NSCollectionLayoutSection(group: row)
    }

    @Test("Scrolling with 2,550 cells on screen, a scroll that replaces 2,500 of them touches O(2,500) subview slots")
    func scrollReplacingManyCellsIsLinear() {
        let host = ViewHost(
            UICollectionViewCompositionalLayout(section: Self.grid()), itemCounts: [10_000], width: 100, height: 100)
        let view = host.collectionView
        // Row r spans y 2r … 2r + 2; the bounds 0 … 100 meet rows 0 … 50 (row 50 touches the
        // bottom edge): 51 rows of 50 cells.
        #expect(view.visibleCells.count == 2_550)
        #expect(view.subviews.count == 2_550)
        let start = view.subviewList.slotsTouched

        host.scroll(toY: 101)
        // 101 … 201: rows 50 … 100. Rows 51 … 100 come in (2,500 cells appended, 5,050 slots)
        // before rows 0 … 49 leave (2,500 slots vacated); the vacancies never outnumber the
        // 5,050 − 2,500 = 2,550 views, so nothing is compacted: 2,500 + 2,500 = 5,000.
        #expect(view.visibleCells.count == 2_550)
        #expect(view.subviewList.slotsTouched - start == 5_000)

        host.scroll(toY: 201)
        // 201 … 301: rows 100 … 150. 2,500 appended (7,550 slots, 2,500 of them vacant, 5,050
        // views); the r-th removal leaves 2,500 + r vacancies against 5,050 − r views, more
        // from r = 1,276, when one compaction passes over the 7,550 slots. Then 1,224 more
        // removals vacate 1,224 of the 3,774 slots left. 2,500 + 2,500 + 7,550 = 12,550 more.
        // Removing from an array, each of the 2,500 cells would have moved the ~2,500 above it.
        #expect(view.subviewList.slotsTouched - start == 17_550)
        #expect(view.subviews.count == 2_550)
        // The order is the display order of the rows shown, back to front.
        let rows = view.subviews.compactMap { ($0 as? UICollectionViewCell).flatMap(view.indexPath(for:)) }.map { $0.item / 50 }
        #expect(rows == rows.sorted() && rows.first == 100 && rows.last == 150)
    }
}
