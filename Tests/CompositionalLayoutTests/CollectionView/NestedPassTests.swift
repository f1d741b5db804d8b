@testable import CompositionalLayout
@testable import UIKitViews
import LayoutTestSupport
import Testing

/// Issue 26, A: app code asking for an update from inside the pass that shows its result
/// (a batch update, a snapshot applied, a layout replaced) on every call. Each such update
/// lays out on its own when it is applied between the pass's steps; the nest of passes shares
/// one budget, so it ends with the pass limit, reported, instead of overflowing the stack.
@MainActor
@Suite("Issue 26 A: updates asked for from the pass that shows them")
struct NestedPassTests {
    /// The items of the cells `view` shows, read without laying out (a query would lay out
    /// again, and app code that never settles would insert again).
    private func shownItems(_ view: UICollectionView) -> [Int] {
        view.viewStore.shown.keys.filter { $0.category == .cell }.map(\.indexPath.item).sorted()
    }

    /// The limit's reasons in `view`'s diagnostics.
    private func limitReports(_ view: UICollectionView) -> [UICollectionView.LayoutDiagnostic.Reason] {
        view.layoutDiagnostics.map(\.reason).filter {
            if case .layoutPassLimitReached = $0 { true } else { false }
        }
    }

    @Test("cellForItemAt inserting a first item on every call ends at the pass limit")
    func cellForItemInsertsEveryTime() {
        var calls = 0
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3], layOut: false) { _, source in
            source.onCell = { [unowned source] view, _, _ in
                calls += 1
                view.performBatchUpdates {
                    source.itemCounts[0] += 1
                    view.insertItems(at: [IndexPath(item: 0, section: 0)])
                }
            }
        }
        host.collectionView.layoutIfNeeded()
        #expect(limitReports(host.collectionView).count == 1)
        // Pass 1 shows rows 0 … 2: 3 calls, each asking for an insertion. Each later pass is
        // the layout of one of those batch updates, taken in when the step before ends: the
        // rows shown move down one item and the new row 0 is asked for, 1 call asking for one
        // more insertion, so three always wait. Passes 2 … 16 are 15 such passes, and each
        // counts (a loop nested in it started): 3 + 15 = 18 calls, then the limit.
        #expect(calls == 18)
        #expect(host.collectionView.passState.passesInLastLayout == UICollectionView.maximumLayoutPasses)
        #expect(host.collectionView.numberOfItems(inSection: 0) == host.dataSource.itemCounts[0])
        // Every call inserted one item: 3 + calls items. After the limit the cells shown are
        // the data source's last answers, moved down by the insertions taken in since they were
        // asked for: nine consecutive rows (425 / 50 → rows 0 … 8 of the last layout) inside
        // the data.
        #expect(host.dataSource.itemCounts[0] == 3 + calls)
        #expect(host.collectionView.numberOfItems(inSection: 0) == 3 + calls)
        let shown = shownItems(host.collectionView)
        #expect(shown.count == 9)
        #expect(shown == Array((shown.first ?? 0)..<(shown.first ?? 0) + 9))
        #expect((shown.last ?? .max) < 3 + calls)
    }

    @Test("willDisplay inserting a first item on every call ends at the pass limit")
    func willDisplayInsertsEveryTime() {
        final class Inserter: UICollectionViewDelegate {
            let source: LoggingDataSource
            var calls = 0
            init(source: LoggingDataSource) { self.source = source }
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
                calls += 1
                collectionView.performBatchUpdates { [source] in
                    source.itemCounts[0] += 1
                    collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }
            }
        }
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3], layOut: false)
        let inserter = Inserter(source: host.dataSource)
        host.collectionView.delegate = inserter
        host.collectionView.layoutIfNeeded()
        #expect(limitReports(host.collectionView).count == 1)
        // As for cellForItemAt: pass 1 displays rows 0 … 2 (3 calls); passes 2 … 16, each the
        // layout of one insertion, display the new row 0 (1 call each): 3 + 15 = 18.
        #expect(inserter.calls == 18)
        #expect(host.collectionView.passState.passesInLastLayout == UICollectionView.maximumLayoutPasses)
        #expect(host.collectionView.numberOfItems(inSection: 0) == host.dataSource.itemCounts[0])
        // Every call inserted one item: 3 + inserter.calls items. After the limit the cells shown are
        // the data source's last answers, moved down by the insertions taken in since they were
        // asked for: nine consecutive rows (425 / 50 → rows 0 … 8 of the last layout) inside
        // the data.
        #expect(host.dataSource.itemCounts[0] == 3 + inserter.calls)
        #expect(host.collectionView.numberOfItems(inSection: 0) == 3 + inserter.calls)
        let shown = shownItems(host.collectionView)
        #expect(shown.count == 9)
        #expect(shown == Array((shown.first ?? 0)..<(shown.first ?? 0) + 9))
        #expect((shown.last ?? .max) < 3 + inserter.calls)
    }

    @Test("A preferredSizeProvider reloading its own item on every call ends at the pass limit")
    func sizeProviderReloadsItselfEveryTime() {
        var calls = 0
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)))
        let source = FixedCountDataSource([2])
        view.dataSource = source
        view.preferredSizeProvider = { [unowned view] attributes in
            calls += 1
            let indexPath = attributes.indexPath
            view.performBatchUpdates { view.reloadItems(at: [indexPath]) }
            return CGSize(width: 375, height: 60)
        }
        view.layoutIfNeeded()
        #expect(limitReports(view).count == 1)
        // Pass 1 measures rows 0 and 1 (0 … 44, 44 … 88 at the estimate): 2 calls, each asking
        // for an update reloading its row. Taking the two in takes three passes: pass 2 is the
        // first update's layout before it records (taking in pass 1's measurements); pass 3
        // its own layout, whose preparing step ends by taking in the second update (its layout
        // before recording finds nothing left), which invalidates the layout again and so ends
        // the pass; pass 4 prepares both reloads and measures both rows again: 2 calls, two
        // updates. So rows are measured in passes 1, 4, 7, 10, 13 and 16 of the 16: 6 × 2 = 12.
        #expect(calls == 12)
        #expect(view.passState.passesInLastLayout == UICollectionView.maximumLayoutPasses)
        #expect(view.numberOfItems(inSection: 0) == 2)
    }

    @Test("A diffable cell provider inserting a first item and applying on every call ends at the pass limit")
    func diffableProviderAppliesEveryTime() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: DiffableFixture.rows(height: 40)))
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        var calls = 0
        var next = 0
        // The provider holds its data source weakly, as app code must: the data source keeps
        // its provider, so a strong capture would be a cycle (LeakSanitizer reports it).
        weak var applying: UICollectionViewDiffableDataSource<String, String>?
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: view) { collectionView, indexPath, item in
            calls += 1
            if let dataSource = applying {
                var snapshot = dataSource.snapshot()
                next += 1
                if let first = snapshot.itemIdentifiers.first {
                    snapshot.insertItems(["new \(next)"], beforeItem: first)
                }
                dataSource.apply(snapshot)
            }
            return collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        applying = dataSource
        dataSource.apply(DiffableFixture.snapshot(["s": ["a", "b"]]))
        view.layoutIfNeeded()
        #expect(limitReports(view).count == 1)
        // Pass 1 shows rows "a" and "b": 2 calls, each applying a snapshot with a new first
        // item. Each later pass is the layout of one of those applies (a batch update), taken
        // in when the step before ends, and asks for its new row 0 (1 call, one more apply).
        // Passes 2 … 16 are 15 such passes: 2 + 15 = 17 calls, then the limit.
        #expect(calls == 17)
        #expect(view.passState.passesInLastLayout == UICollectionView.maximumLayoutPasses)
        let items = dataSource.snapshot().itemIdentifiers
        #expect(view.numberOfItems(inSection: 0) == items.count)
    }

    @Test(
        "cellForItemAt replacing the layout on every call settles: the same rows keep their cells", arguments: [false, true])
    func cellForItemReplacesLayoutEveryTime(animated: Bool) {
        var calls = 0
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3], layOut: false) { _, source in
            source.onCell = { view, _, _ in
                calls += 1
                view.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), animated: animated)
            }
        }
        host.collectionView.layoutIfNeeded()
        // Pass 1 asks for rows 0 … 2, each replacing the layout when the step ends; the new
        // layouts place the same three 50-point rows, so the cells shown stay and no cell is
        // asked for again.
        #expect(calls == 3)
        #expect(host.collectionView.layoutDiagnostics.isEmpty)
        #expect(shownItems(host.collectionView) == [0, 1, 2])
    }
}

/// Issue 26, B: animation completions that start animations of their own.
@MainActor
@Suite("Issue 26 B: chains of animation completions")
struct AnimationCompletionChainTests {
    /// A pulse: each completion starts the next animation, until `links` ran, and reads the
    /// view's cells, recording how deep the completions nest.
    @MainActor
    final class Pulse {
        let view: UICollectionView
        let links: Int?
        /// Set to end a pulse that was to go on for ever: the next completion starts nothing.
        var stopped = false
        var ran = 0
        var depth = 0
        var deepest = 0

        init(view: UICollectionView, links: Int?) {
            self.view = view
            self.links = links
        }

        func start() {
            UIView.animate(withDuration: 0.3, animations: {}, completion: { [self] _ in
                depth += 1
                deepest = max(deepest, depth)
                ran += 1
                _ = view.visibleCells
                if !stopped, links.map({ ran < $0 }) ?? true { start() }
                depth -= 1
            })
        }
    }

    @Test("A pulse of 40,000 links runs one completion at a time, never nested")
    func longPulseNeverNests() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3])
        let pulse = Pulse(view: host.collectionView, links: 40_000)
        pulse.start()
        var layouts = 0
        // A collection view's layoutIfNeeded() runs 16 rounds before its passes and 16 in
        // the view hierarchy's pass after them, one link a round: 40,000 / 32 = 1,250 calls.
        while pulse.ran < 40_000, layouts < 3_000 {
            host.collectionView.layoutIfNeeded()
            layouts += 1
        }
        #expect(pulse.ran == 40_000)
        #expect(pulse.deepest == 1)
        #expect(layouts == 1_250)
    }

    @Test("A pulse that never ends runs 16 rounds before the passes and 16 after, reported, and goes on at the next call")
    func endlessPulseIsBounded() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3])
        let pulse = Pulse(view: host.collectionView, links: nil)
        pulse.start()
        host.collectionView.layoutIfNeeded()
        // 16 rounds before the passes, 16 after them: 32 links, one report for the call.
        #expect(pulse.ran == 32)
        #expect(pulse.deepest == 1)
        #expect(host.collectionView.layoutDiagnostics.map(\.reason) == [.animationCompletionRoundLimitReached(rounds: 16)])
        host.collectionView.layoutIfNeeded()
        #expect(pulse.ran == 64)
        // The completion due runs and starts nothing: no chain is left for other tests.
        pulse.stopped = true
        host.collectionView.layoutIfNeeded()
        #expect(pulse.ran == 65)
        #expect(AnimationBlocks.completionsDue.isEmpty)
    }
}
