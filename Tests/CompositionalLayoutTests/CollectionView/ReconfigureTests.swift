@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Reconfiguring an item asks the data source for its cell again and hands it the cell it
/// shows (issue 26 F): the kept cell comes back through the dequeue, and nothing is reported,
/// whichever way the reconfiguration is asked for.
@MainActor
@Suite("Reconfiguring items")
struct ReconfigureTests {
    @Test("A snapshot's reconfigured item keeps its cell through a diffable apply, with no error reported")
    func reconfigureThroughDiffableApply() {
        let fixture = DiffableFixture()
        let view = fixture.collectionView
        var snapshot = DiffableFixture.snapshot(["A": ["a0", "a1", "a2"]])
        fixture.dataSource.apply(snapshot)
        view.layoutIfNeeded()
        let kept = view.cellForItem(at: IndexPath(item: 1, section: 0))
        fixture.asked = []
        snapshot.reconfigureItems(["a1"])
        fixture.dataSource.apply(snapshot)
        view.layoutIfNeeded()
        // The provider was asked for a1 again, and its dequeue handed back the cell shown.
        #expect(fixture.asked == ["a1"])
        #expect(kept != nil)
        #expect(view.cellForItem(at: IndexPath(item: 1, section: 0)) === kept)
        #expect(kept?.superview === view)
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test(
        "An item reconfigured inside or outside a batch update keeps its cell, with no error reported",
        arguments: [true, false])
    func reconfigureThroughTheView(insideBatchUpdate: Bool) {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [5])
        let view = host.collectionView
        let path = IndexPath(item: 2, section: 0)
        let kept = view.cellForItem(at: path)
        if insideBatchUpdate {
            view.performBatchUpdates { view.reconfigureItems(at: [path]) }
        } else {
            view.reconfigureItems(at: [path])
        }
        view.layoutIfNeeded()
        // Asked for item 2 again; the five cells made for rows 0 … 4 are all there are.
        #expect(host.log.entries.filter { $0.hasPrefix("cellForItemAt") } == ["cellForItemAt 0-2"])
        #expect(kept != nil)
        #expect(view.cellForItem(at: path) === kept)
        #expect(host.log.cellsMade == 5)
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("A reconfigured cell dequeued twice for one request is reported once and never queued while shown")
    func reconfiguredCellDequeuedTwice() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [20])
        let view = host.collectionView
        let path = IndexPath(item: 2, section: 0)
        let kept = view.cellForItem(at: path)
        var extra: UICollectionViewCell?
        host.dataSource.onCell = { collectionView, indexPath, _ in
            guard indexPath == path, extra == nil else { return }
            extra = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
        view.reconfigureItems(at: [path])
        view.layoutIfNeeded()
        host.dataSource.onCell = nil
        // The second dequeue made a sixth cell, left unreturned: reported, and queued for reuse.
        #expect(extra != nil && extra !== kept)
        #expect(view.cellForItem(at: path) === kept)
        #expect(view.reportedErrors.map(\.reason) == [.dequeuedViewNotReturned(elementKind: "UICollectionElementKindCell", indexPath: path)])
        // Rows of 50 in 0 … 425: rows 0 … 8 shown. At y 250 the bounds are 250 … 675: rows 5 … 13,
        // so rows 9 … 13 come in before rows 0 … 4 leave. Row 9, the first asked for, takes the
        // one cell queued (the unreturned one); the kept cell was never queued, so no view
        // shows twice.
        host.scroll(toY: 250)
        #expect(view.cellForItem(at: IndexPath(item: 9, section: 0)) === extra)
        #expect(Set(view.visibleCells.map(ObjectIdentifier.init)).count == view.visibleCells.count)
    }
}
