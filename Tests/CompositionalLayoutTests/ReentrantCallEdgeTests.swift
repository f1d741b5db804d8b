@testable import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Re-entry beyond the callback table (issue 20): a data source reading the count it is
/// computing, `validate()` and `prepare()` from a provider, a separator handler and a query
/// made outside a pass calling back, the row API outside a pass, and what a callback reads
/// back after asking for a change.
@MainActor
@Suite("Re-entrant calls: counts, validation, separators, queries and scrolls")
struct ReentrantCallEdgeTests {
    /// A data source that answers through the view's own counts.
    private final class SelfReadingDataSource: UICollectionViewDataSource {
        func numberOfSections(in collectionView: UICollectionView) -> Int {
            collectionView.numberOfSections + 2
        }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            collectionView.numberOfItems(inSection: section) + 3
        }
    }

    /// Holds a reference a closure created before it needs.
    private final class Box<Value: AnyObject> {
        weak var value: Value?
    }

    @Test("A data source that asks the view for the count it is computing gets 0 instead of recursing")
    func dataSourceReadsItsOwnCount() {
        let source = SelfReadingDataSource()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 812),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)))
        view.dataSource = source
        // Inside numberOfSections(in:) the view's numberOfSections is 0: 0 + 2 = 2 sections.
        // Inside the item count of section s the view's count of s is 0: 0 + 3 = 3 items.
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 1) == 3)
        view.layoutIfNeeded()
        // Section 1 starts at 3 × 50 = 150; its item 2 at 150 + 2 × 50 = 250. Content 300.
        expectFrame(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame, 0, 250, 375, 50)
        #expect(view.contentSize.height == 300)
    }

    @Test("validate() and prepare() called from the section provider solve nothing more")
    func validateFromSectionProvider() throws {
        var calls = 0
        var thrown: [Error] = []
        let box = Box<UICollectionViewCompositionalLayout>()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            calls += 1
            do { try box.value?.validate() } catch { thrown.append(error) }
            box.value?.prepare()
            return Fixtures.rows(height: 50)
        }
        box.value = layout
        let host = TestHost(layout, itemCounts: [2, 2])
        // One solve, one call per section; the nested validate() answers the last prepare()'s
        // error (none) and the nested prepare() does nothing.
        #expect(calls == 2)
        #expect(thrown.isEmpty)
        expectFrame(host.frame(1, 1), 0, 150, 375, 50)
        // validate() from outside solves once more: two more calls, nested ones again answered.
        try layout.validate()
        #expect(calls == 4)
        #expect(thrown.isEmpty)
    }

    @Test("An itemSeparatorHandler that reloads and lays out: the reload applies when it returns")
    func separatorHandlerReloads() throws {
        var solves = 0
        var framesRead: [CGRect?] = []
        let box = Box<UICollectionView>()
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { indexPath, separators in
            box.value?.reloadData()
            box.value?.layoutIfNeeded()
            framesRead.append(box.value?.layoutAttributesForItem(at: indexPath)?.frame)
            return separators
        }
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 { solves += 1 }
            return .list(using: configuration, layoutEnvironment: environment)
        }
        let host = TestHost(layout, itemCounts: [3])
        box.value = host.collectionView
        let frame = host.frame(0, 1)
        #expect(solves == 1)
        let separators = layout.listSeparators(forItemAt: IndexPath(item: 1, section: 0))
        #expect(separators != nil)
        // Inside the handler the view did not lay out: it read the frame of the layout it had.
        #expect(framesRead == [frame])
        #expect(solves == 1)
        // The reload took effect when the handler returned: the next layoutIfNeeded() runs one
        // pass that solves again.
        #expect(host.collectionView.passState.layoutIsInvalid)
        host.collectionView.layoutIfNeeded()
        #expect(host.collectionView.passState.passesInLastLayout == 1)
        #expect(solves == 2)
    }

    @Test("A query outside a pass calls the visible-items handler as a step of its own")
    func queryOutsidePassCallsHandler() {
        var offsets: [CGPoint] = []
        var armed = false
        let box = Box<UICollectionView>()
        let section = Fixtures.rows(height: 100)
        section.visibleItemsInvalidationHandler = { _, offset, _ in
            offsets.append(offset)
            guard armed else { return }
            armed = false
            box.value?.reloadData()
            box.value?.layoutIfNeeded()
        }
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = TestHost(layout, itemCounts: [30])
        box.value = host.collectionView
        #expect(offsets == [.zero])
        armed = true
        host.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        // Asking the layout itself (not the view, which would lay out first): the handler runs
        // for the new bounds; its reload waits for that step to end, and the answer comes from
        // the solution the layout has: row 3 at 300.
        expectFrame(layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame, 0, 300, 375, 100)
        #expect(offsets == [.zero, CGPoint(x: 0, y: 250)])
        #expect(host.collectionView.passState.layoutIsInvalid)
        // The next layoutIfNeeded() prepares (a new visible-items pass) and calls the handler
        // once more, in one pass.
        host.collectionView.layoutIfNeeded()
        #expect(host.collectionView.passState.passesInLastLayout == 1)
        #expect(offsets == [.zero, CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 250)])
    }

    @Test("Outside a pass, setOrthogonalScrollOffset moves the row at once and lays out at the next pass")
    func rowOffsetOutsidePass() {
        let host = ReentryHost(.sectionProvider) { _ in }
        let view = host.collectionView
        #expect(host.handlerOffsets == [0])
        view.setOrthogonalScrollOffset(CGPoint(x: 100, y: 0), forSection: 0)
        #expect(host.rowOffset == 100)
        #expect(host.handlerOffsets == [0])
        view.layoutIfNeeded()
        #expect(view.passState.passesInLastLayout == 1)
        #expect(host.handlerOffsets == [0, 100])
        // The same offset again moves nothing: no pass is needed.
        view.setOrthogonalScrollOffset(CGPoint(x: 100, y: 0), forSection: 0)
        view.layoutIfNeeded()
        #expect(view.passState.passesInLastLayout == 0)
    }

    @Test("setNeedsLayout() from a handler asks for one more pass, which calls nobody again")
    func setNeedsLayoutFromHandler() {
        var calls = 0
        let box = Box<UICollectionView>()
        let section = Fixtures.rows(height: 100)
        section.visibleItemsInvalidationHandler = { _, _, _ in
            calls += 1
            box.value?.setNeedsLayout()
        }
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 812),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        box.value = view
        let source = FixedCountDataSource([30])
        view.dataSource = source
        view.layoutIfNeeded()
        // Pass 1 prepares and calls the handler; pass 2 finds the scroll state unchanged.
        #expect(view.passState.passesInLastLayout == 2)
        #expect(calls == 1)
        #expect(view.layoutDiagnostics.isEmpty)
    }

    @Test("A scroll asked for inside a callback reads back the old bounds until the step ends")
    func contentOffsetReadsBackOld() {
        var seen: [CGPoint] = []
        let host = ReentryHost(.preferredSizeProvider) { host in
            host.collectionView.contentOffset = CGPoint(x: 0, y: 30)
            seen.append(host.collectionView.contentOffset)
            seen.append(host.collectionView.bounds.origin)
        }
        #expect(seen == [.zero, .zero])
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test("A data source replaced from inside the section provider takes over when the step ends")
    func dataSourceReplacedInsideSectionProvider() {
        let replacement = FixedCountDataSource([1])
        var calls = 0
        let box = Box<UICollectionView>()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            calls += 1
            if calls == 1 { box.value?.dataSource = replacement }
            return Fixtures.rows(height: 50)
        }
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        box.value = view
        let original = FixedCountDataSource([2, 2])
        view.dataSource = original
        view.layoutIfNeeded()
        // Pass 1 solves both sections of the original source (the provider's call for section
        // 1 still sees it); the replacement reloads, so pass 2 solves its one section.
        #expect(calls == 3)
        #expect(view.passState.passesInLastLayout == 2)
        #expect(view.dataSource === replacement)
        #expect(view.numberOfSections == 1)
        expectFrame(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 0, 0, 375, 50)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
        #expect(view.contentSize.height == 50)
    }
}
