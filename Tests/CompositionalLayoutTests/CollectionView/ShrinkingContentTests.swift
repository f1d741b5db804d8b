@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 26, "also noted": an animated scroll far down, then `reloadData()` down to a few rows.
/// The content shrinks under the offset, which comes back to the new end (the scroll view's
/// `ScrollableRange`); the animation under way ends there, and the rows of the new data show.
@MainActor
@Suite("Content that shrinks under an animated scroll")
struct ShrinkingContentTests {
    /// How the view is scrolled to y = 8,000 before the reload.
    enum Scroll: String, Sendable, CaseIterable {
        case setContentOffset
        /// Row 160 at the top: 160 × 50 = 8,000.
        case scrollToItem
    }

    /// Rows after the reload, where the offset comes back to and the rows then shown.
    struct Case: Sendable, CustomTestStringConvertible {
        let rows: Int
        let y: CGFloat
        let shown: [Int]
        var testDescription: String { "\(rows) rows" }
    }

    nonisolated static let cases: [Case] = [
        // 5 × 50 = 250, shorter than the 425-high view: the end is the start, 0; rows 0 … 4.
        Case(rows: 5, y: 0, shown: Array(0...4)),
        // 25 × 50 = 1,250: the end is 1,250 − 425 = 825; rows 16 (800 … 850) to 24.
        Case(rows: 25, y: 825, shown: Array(16...24)),
    ]

    @Test("An animated scroll to 8,000 then a reload down to a few rows shows them; the animation ends at the new end",
        arguments: Scroll.allCases, cases)
    func reloadAfterAnimatedScroll(scroll: Scroll, testCase: Case) {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [1000])
        let view = host.collectionView
        switch scroll {
        case .setContentOffset: view.setContentOffset(CGPoint(x: 0, y: 8000), animated: true)
        case .scrollToItem: view.scrollToItem(at: IndexPath(item: 160, section: 0), at: .top, animated: true)
        }
        #expect(view.contentOffset.y == 8000)
        host.dataSource.itemCounts = [testCase.rows]
        view.reloadData()
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: testCase.y))
        #expect(host.shownItems() == testCase.shown)
        let scrolling = host.log.entries.filter { $0.hasPrefix("didScroll") || $0 == "didEndScrollingAnimation" }
        #expect(scrolling == ["didScroll 0 8000", "didScroll 0 \(Int(testCase.y))", "didEndScrollingAnimation"])
    }
}
