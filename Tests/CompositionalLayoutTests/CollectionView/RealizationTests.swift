@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// The views a collection view realizes for what its bounds show: which it asks for, in which
/// order it tells the delegate, what it reuses, and how many it keeps alive.
@MainActor
@Suite("Views for what is shown")
struct RealizationTests {
    /// 20 rows of 50 below a 30-point header, in a 375 × 100 view: the header (0 … 30), row 0
    /// (30 … 80) and row 1 (80 … 130) are shown.
    private func smallList() -> ViewHost {
        let host = ViewHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.list(headerHeight: 30)), itemCounts: [20], height: 100,
            layOut: false)
        host.delegate.logsVisibleItems = true
        return host
    }

    @Test("The first layout asks for the shown cells, then the shown headers, each announced just before it is added")
    func firstLayoutSequence() {
        let host = smallList()
        host.collectionView.layoutIfNeeded()
        // Each cell: the request, the attributes applied during its dequeue, then willDisplay
        // while the view still shows the views of before (none).
        #expect(
            host.log.entries == [
                "cellForItemAt 0-0", "apply 0-0 h50", "willDisplay 0-0 visible []",
                "cellForItemAt 0-1", "apply 0-1 h50", "willDisplay 0-1 visible []",
                "viewFor header 0-0", "apply header 0-0", "willDisplaySupplementary 0-0",
            ])
        #expect(host.shownItems() == [0, 1])
    }

    @Test("A scroll step asks only for the views that become visible, then ends the display of those that left")
    func scrollStepSequence() {
        let host = smallList()
        host.collectionView.layoutIfNeeded()
        host.log.entries = []
        // At 100 the view shows 100 … 200: rows 1 (80 … 130), 2 (130 … 180) and 3 (180 … 230).
        host.scroll(toY: 100)
        #expect(
            host.log.entries == [
                "didScroll 0 100",
                "cellForItemAt 0-2", "apply 0-2 h50", "willDisplay 0-2 visible [0-0 0-1]",
                "cellForItemAt 0-3", "apply 0-3 h50", "willDisplay 0-3 visible [0-0 0-1]",
                "didEndDisplaying 0-0 visible [0-1 0-2 0-3]", "didEndDisplayingSupplementary 0-0",
            ])
        #expect(host.shownItems() == [1, 2, 3])
        // Cell 0 and the header wait for reuse.
        #expect(host.collectionView.viewStore.queuedCount == 2)
        #expect(host.collectionView.subviews.count == 3)
    }

    @Test("A cell that left is reused for the next one: prepareForReuse, then its new attributes, inside the dequeue")
    func reuse() {
        let host = smallList()
        host.collectionView.layoutIfNeeded()
        host.scroll(toY: 100)
        host.log.entries = []
        // At 150: 150 … 250, rows 2 (130 … 180) to 4 (230 … 280). Row 4 is new: the data source
        // dequeues and gets the cell of row 0 (#1, made first), waiting in the queue since the
        // last step; row 1's cell leaves.
        host.scroll(toY: 150)
        #expect(
            host.log.entries == [
                "didScroll 0 150",
                "cellForItemAt 0-4", "prepareForReuse #1", "apply 0-4 h50", "willDisplay 0-4 visible [0-1 0-2 0-3]",
                "didEndDisplaying 0-1 visible [0-2 0-3 0-4]",
            ])
        #expect((host.collectionView.cellForItem(at: IndexPath(item: 4, section: 0)) as? LoggingCell)?.serial == 1)
    }

    @Test("A scroll step realizes only what becomes visible, and reuses what left")
    func scrollStepCounts() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [100])
        let view = host.collectionView
        // 0 … 425 shows rows 0 to 8 (400 … 450).
        #expect(view.viewStore.counts == ReusableViewStore.Counts(requested: 9, made: 9, reused: 0))
        // 110 … 535: rows 2 to 10; rows 9 and 10 are asked for, made new (rows 0 and 1 leave
        // after them). (Offsets off the rows' edges: a row touching the bounds counts as shown,
        // Q-4.)
        host.scroll(toY: 110)
        #expect(view.viewStore.counts == ReusableViewStore.Counts(requested: 11, made: 11, reused: 0))
        // 210 … 635: rows 4 to 12; rows 11 and 12 take the cells of rows 0 and 1.
        host.scroll(toY: 210)
        #expect(view.viewStore.counts == ReusableViewStore.Counts(requested: 13, made: 11, reused: 2))
        #expect(host.shownItems() == Array(4...12))
        // A scroll that shows nothing new asks for nothing.
        host.scroll(toY: 220)
        #expect(view.viewStore.counts.requested == 13)
    }

    @Test("A million-item list scrolled top to bottom keeps the views alive bounded by two screens")
    func millionItems() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [1_000_000])
        let view = host.collectionView
        let createdBefore = LoggingCell.created
        let releasedBefore = LoggingCell.released
        // Rows of 50: the content is 50,000,000 high; the last offset 50,000,000 − 425. The
        // steps go to 40,000 k + 10 (k = 1 … 1249), then to the end: from row 800 k to row
        // 800 k + 8 (40,000 k + 435 is in row 800 k + 8), 9 rows shown each time, none shared
        // with the step before.
        var offsets: [CGFloat] = (1...1249).map { (k: Int) -> CGFloat in CGFloat(k * 40_000 + 10) }
        offsets.append(50_000_000 - 425)
        var most = 0
        for y in offsets {
            host.scroll(toY: y)
            most = max(most, view.subviews.count)
        }
        // Every step asks for 9 cells; the first makes 9 more (the first screen's cells leave
        // after them), later steps reuse the 9 that left the step before.
        // 9 + 9 × 1250 = 11,259 asked; 9 × 1249 = 11,241 reused.
        #expect(view.viewStore.counts == ReusableViewStore.Counts(requested: 11_259, made: 18, reused: 11_241))
        #expect(most == 9)
        #expect(view.viewStore.queuedCount == 9)
        #expect(LoggingCell.created - createdBefore == 9)
        #expect(LoggingCell.created - LoggingCell.released - (createdBefore - releasedBefore) <= 9)
        // The last screen: rows 999,991 (49,999,550 … 49,999,600) to 999,999.
        #expect(host.shownItems() == Array(999_991...999_999))
    }

    @Test("Cells of an orthogonal row are placed where the row's offset shows them; a tap there finds them")
    func orthogonalRowPlacement() {
        // Section 0: a row of 150 × 100 cells, 10 of them (content 1500 wide).
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.row()), itemCounts: [10])
        let view = host.collectionView
        // At rest the view (375 wide) shows cells 0 (0 … 150), 1 and 2 (300 … 450).
        #expect(host.shownItems() == [0, 1, 2])
        view.setOrthogonalScrollOffset(CGPoint(x: 400, y: 0), forSection: 0)
        view.layoutIfNeeded()
        // At 400 the row shows 400 … 775: cells 2 (300 … 450) to 5 (750 … 900), each at its
        // frame minus 400.
        #expect(host.shownItems() == [2, 3, 4, 5])
        let cell = view.cellForItem(at: IndexPath(item: 3, section: 0))
        expectFrame(cell?.frame, 50, 0, 150, 100)
        // The layout still reports the row at rest.
        expectFrame(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, 450, 0, 150, 100)
        // x 60 is over cell 3 (shown 50 … 200), not cell 0 (reported 0 … 150).
        #expect(view.indexPathForItem(at: CGPoint(x: 60, y: 50)) == IndexPath(item: 3, section: 0))
        #expect(view.indexPathForItem(at: CGPoint(x: 60, y: 150)) == nil)
        // A second pass with nothing changed is answered from the attributes the layout kept:
        // the cells stay where the row shows them, cell 3 still at 450 − 400 = 50.
        view.setNeedsLayout()
        view.layoutIfNeeded()
        expectFrame(view.cellForItem(at: IndexPath(item: 3, section: 0))?.frame, 50, 0, 150, 100)
    }

    @Test("reloadData ends the display of every view and asks for them again, reusing the ones that left")
    func reloadData() {
        // The cells of rows 0 (#1) and 1 (#2) leave in that order and wait in their queue;
        // the queue hands out the last one in first.
        let host = smallList()
        host.collectionView.layoutIfNeeded()
        host.log.entries = []
        host.delegate.logsVisibleItems = false
        host.collectionView.reloadData()
        host.collectionView.layoutIfNeeded()
        #expect(
            host.log.entries == [
                "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplayingSupplementary 0-0",
                "cellForItemAt 0-0", "prepareForReuse #2", "apply 0-0 h50", "willDisplay 0-0",
                "cellForItemAt 0-1", "prepareForReuse #1", "apply 0-1 h50", "willDisplay 0-1",
                "viewFor header 0-0", "apply header 0-0", "willDisplaySupplementary 0-0",
            ])
        #expect(host.collectionView.viewStore.counts.made == 3)
    }
}
