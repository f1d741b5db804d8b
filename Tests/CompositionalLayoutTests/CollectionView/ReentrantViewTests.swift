@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// App code the view calls while it realizes views (the data source's cell method, a view's
/// measurement, the delegate) asking for layout, scrolls or reloads: it works as in UIKit,
/// through the layout pass's requests, or stops with a report; never a crash or a hang.
@MainActor
@Suite("Re-entrant calls from views, the data source's cells and the delegate")
struct ReentrantViewTests {
    @Test("A willDisplay that scrolls: the scroll applies when the step ends and the next pass shows its views")
    func delegateScrollsDuringDisplay() {
        final class Scroller: UICollectionViewDelegate {
            var log: [String] = []
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                log.append("willDisplay \(indexPath.item)")
                if indexPath.item == 0 { collectionView.contentOffset = CGPoint(x: 0, y: 500) }
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                log.append("didScroll \(Int(scrollView.contentOffset.y))")
            }
        }
        let scroller = Scroller()
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [40], layOut: false)
        host.collectionView.delegate = scroller
        host.collectionView.layoutIfNeeded()
        // Pass 1 shows rows 0 … 8 (0 … 425); the scroll waits for the step's end, then moves
        // the bounds to 500 … 925: pass 2 shows rows 9 (450 … 500, touching, Q-4) to 18.
        #expect(scroller.log == (0...8).map { "willDisplay \($0)" } + ["didScroll 500"] + (9...18).map { "willDisplay \($0)" })
        #expect(host.collectionView.contentOffset.y == 500)
        #expect(host.shownItems() == Array(9...18))
        #expect(host.collectionView.layoutDiagnostics.isEmpty)
    }

    @Test("A cell method that reads layout attributes gets the frame the cell is shown at")
    func cellForItemReadsAttributes() {
        var read: [CGRect] = []
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3]) { _, source in
            source.onCell = { view, indexPath, _ in
                read.append(view.layoutAttributesForItem(at: indexPath)?.frame ?? .null)
                _ = view.visibleCells
            }
        }
        #expect(read == [0, 50, 100].map { CGRect(x: 0, y: $0, width: 375, height: 50) })
        #expect(host.shownItems() == [0, 1, 2])
    }

    @Test("A cell method that reloads once: the reload applies when the step ends; the next pass asks again")
    func cellForItemReloadsOnce() {
        var reloaded = false
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3], layOut: false) { _, source in
            source.onCell = { view, _, _ in
                guard !reloaded else { return }
                reloaded = true
                view.reloadData()
            }
        }
        host.delegate.logsVisibleItems = false
        host.collectionView.layoutIfNeeded()
        let requests = host.log.entries.filter { $0.hasPrefix("cellForItemAt") }
        // Pass 1 asks for rows 0 … 2; the reload makes them leave and pass 2 ask again.
        #expect(requests == ["cellForItemAt 0-0", "cellForItemAt 0-1", "cellForItemAt 0-2"] + ["cellForItemAt 0-0", "cellForItemAt 0-1", "cellForItemAt 0-2"])
        #expect(host.log.entries.filter { $0.hasPrefix("didEndDisplaying") } == ["didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplaying 0-2"])
        #expect(host.shownItems() == [0, 1, 2])
        #expect(host.collectionView.layoutDiagnostics.isEmpty)
        #expect(host.collectionView.viewStore.counts.made == 3)
    }

    @Test("A cell method that reloads every time stops after the pass limit, reported, with cells shown")
    func cellForItemReloadsEveryTime() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3], layOut: false) { _, source in
            source.onCell = { view, _, _ in view.reloadData() }
        }
        host.collectionView.layoutIfNeeded()
        let diagnostics = host.collectionView.layoutDiagnostics
        #expect(diagnostics.map(\.reason) == [.layoutPassLimitReached(passes: 16)])
        #expect(diagnostics.map(\.requestedBy) == [[.cellForItem]])
        // Every pass solved, asked for the three rows, and reloaded.
        #expect(host.log.entries.filter { $0.hasPrefix("cellForItemAt") }.count == 16 * 3)
        #expect(host.shownItems() == [0, 1, 2])
    }

    @Test(
        "A measurement that reloads: once settles, every time stops at the pass limit naming the view's method",
        arguments: [false, true])
    func measurementReloads(everyTime: Bool) {
        var reloads = 0
        let host = ViewHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)), itemCounts: [2], layOut: false
        ) { _, source in
            source.preferredHeights = [IndexPath(item: 0, section: 0): 80, IndexPath(item: 1, section: 0): 80]
            source.onCell = { view, _, cell in
                // Weak, as app code must: the view keeps its cells.
                (cell as? LoggingCell)?.onMeasure = { [weak view] in
                    guard everyTime || reloads == 0 else { return }
                    reloads += 1
                    view?.reloadData()
                }
            }
        }
        host.collectionView.layoutIfNeeded()
        let diagnostics = host.collectionView.layoutDiagnostics
        if everyTime {
            // Every pass solves, shows both rows at their estimates, measures them and reloads.
            #expect(diagnostics.map(\.reason) == [.layoutPassLimitReached(passes: 16)])
            #expect(diagnostics.map(\.requestedBy) == [[.preferredLayoutAttributesFitting]])
            #expect(reloads == 32)
        } else {
            // Pass 1 measures both rows (the first measurement reloads); pass 2 solves from the
            // estimates again, asks for both rows and measures them; pass 3 places them.
            #expect(diagnostics.isEmpty)
            #expect(reloads == 1)
            #expect(host.log.entries.filter { $0.hasPrefix("cellForItemAt") }.count == 4)
            // Rows measured at 80: 0 … 80, 80 … 160.
            expectFrame(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, 0, 80, 375, 80)
        }
    }

    @Test("A scrollViewDidScroll that scrolls on every call is cut off after 16 messages, reported; later scrolls are heard")
    func endlessScrollChain() {
        final class Pusher: UIScrollViewDelegate {
            var heard: [CGFloat] = []
            func scrollViewDidScroll(_ scrollView: UIScrollView) {
                heard.append(scrollView.contentOffset.y)
                scrollView.contentOffset.y += 1
            }
        }
        let pusher = Pusher()
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)), itemCounts: [40], height: 400)
        host.collectionView.delegate = pusher
        host.collectionView.contentOffset = CGPoint(x: 0, y: 1)
        // 1 is heard and asks for 2, … 16 is heard and asks for 17, which is made unheard.
        #expect(pusher.heard == (1...16).map { CGFloat($0) })
        #expect(host.collectionView.contentOffset.y == 17)
        #expect(host.collectionView.reportedErrors.map(\.reason) == [.scrollNotificationsNestedTooDeeply(depth: 16)])
        host.collectionView.delegate = nil
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.collectionView.delegate = pusher
        pusher.heard = []
        host.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        #expect(pusher.heard.first == 200)
    }
}
