@testable import CompositionalLayout
@testable import LayoutCore
import LayoutTestSupport
import Testing

/// Batch updates on the view reach the engine's in-place item edits (issue 19): an insert or
/// a delete in a measured list edits the solved section (no section solved, a path per tree),
/// and every frame equals a fresh view's laid out from the same data with the same measured
/// sizes. Work is counted with the engine's `WorkCounters`, never timed.
@MainActor
@Suite("Batch updates edit a measured list in place")
struct UpdateInPlaceTests {
    /// The height a row measures, from its identity (not its index), so that it keeps its
    /// height wherever it goes: 44 + (identity mod 7) × 10, as in the benchmark's W4. One full
    /// cycle of 7 is 44 + 54 + … + 104 = 518 high; the first i rows of identities 0 … i − 1
    /// are S(i) = 518 ⌊i / 7⌋ + 44 r + 5 r (r − 1), r = i mod 7.
    static func height(_ identity: Int) -> CGFloat { 44 + CGFloat(identity % 7) * 10 }

    /// The rows' identities in order, the app's model; the view's `preferredSizeProvider`
    /// answers each row's height from its identity and records which identities it measured.
    @MainActor
    final class Rows {
        var identities: [Int]
        private(set) var measured = Set<Int>()

        init(_ identities: [Int]) {
            self.identities = identities
        }

        func answer(_ attributes: UICollectionViewLayoutAttributes) -> CGSize {
            let identity = identities[attributes.indexPath.item]
            measured.insert(identity)
            return CGSize(width: attributes.size.width, height: UpdateInPlaceTests.height(identity))
        }
    }

    /// A 390 × 844 view of one list section of `rows` (full-width rows estimated 40 high, so
    /// that every measured row differs from its estimate and keeps a length of its own).
    static func host(_ rows: Rows) -> (TestHost, UICollectionViewCompositionalLayout) {
        let layout = SelfSizingFixtures.listLayout(estimate: 40)
        return (TestHost(layout, itemCounts: [rows.identities.count], width: 390, height: 844, preferredSize: rows.answer), layout)
    }

    /// Measures the rows at `items` through the view's measuring step: the layout asks the
    /// view's `preferredSizeProvider` for the self-sizing rows in a rectangle, as a layout pass
    /// does for the bounds (here a 1-point strip inside each row, so one row at a time).
    static func measure(_ items: some Sequence<Int>, in host: TestHost, _ layout: UICollectionViewCompositionalLayout) {
        guard let provider = host.collectionView.preferredSizeProvider else { return }
        for item in items {
            guard let top = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame.minY else { continue }
            _ = layout.measureElements(in: CGRect(x: 0, y: top + 1, width: 390, height: 1), provider: provider)
        }
        host.collectionView.layoutIfNeeded()
    }

    /// The rows measured in a list of `n`: every row of 1,000; of 1,000,000, every 128th row
    /// (one in each 128-row chunk of the measured-size and extent trees, so the trees have
    /// every leaf dense, as when every row is measured: checked below) and every row of the
    /// stretches the test reads: the first and last 300 and the 300 around the middle.
    static func measuredItems(_ n: Int) -> [Int] {
        guard n > 1_000 else { return Array(0..<n) }
        let stretches = Array(0..<300) + Array((n / 2 - 150)..<(n / 2 + 150)) + Array((n - 300)..<n)
        return Array(Set(stride(from: 0, to: n, by: 128)).union(stretches)).sorted()
    }

    /// The work the view's layout has done.
    static func work(_ layout: UICollectionViewCompositionalLayout) -> WorkCounters {
        layout.prepared?.solution.work ?? WorkCounters()
    }

    /// What one update cost.
    struct Cost: Equatable {
        var sectionsSolved: Int
        var sectionsEdited: Int
        var groupsSolved: Int
        var treeNodesTouched: Int

        init(from before: WorkCounters, to after: WorkCounters) {
            sectionsSolved = after.sectionsSolved - before.sectionsSolved
            sectionsEdited = after.sectionsEdited - before.sectionsEdited
            groupsSolved = after.groupsSolved - before.groupsSolved
            treeNodesTouched = after.treeNodesTouched - before.treeNodesTouched
        }
    }

    /// Lays out `n` measured rows, inserts a row (identity `n`) at item 0, then deletes item
    /// n / 2, each in its own `performBatchUpdates` followed by a layout pass, and returns
    /// the view, its rows, the dense leaves of its two trees before the updates and what
    /// each update cost.
    static func insertThenDelete(_ n: Int) -> (
        host: TestHost, layout: UICollectionViewCompositionalLayout, rows: Rows, leaves: [Int], costs: [Cost]
    ) {
        let rows = Rows(Array(0..<n))
        let (host, layout) = Self.host(rows)
        measure(measuredItems(n), in: host, layout)
        let geometry = layout.prepared?.solution.sections.first
        let leaves = [geometry?.measurements.cells.storedChunkCount ?? 0, geometry?.track.extents.storedNodeCount ?? 0]
        let view = host.collectionView
        var costs: [Cost] = []
        var before = work(layout)
        rows.identities.insert(n, at: 0)
        host.dataSource.itemCounts = [n + 1]
        view.performBatchUpdates { view.insertItems(at: [IndexPath(item: 0, section: 0)]) }
        view.layoutIfNeeded()
        costs.append(Cost(from: before, to: work(layout)))
        before = work(layout)
        rows.identities.remove(at: n / 2)
        host.dataSource.itemCounts = [n]
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: n / 2, section: 0)]) }
        view.layoutIfNeeded()
        costs.append(Cost(from: before, to: work(layout)))
        return (host, layout, rows, leaves, costs)
    }

    @Test("An insert at item 0 and a delete at item N/2 of N measured rows solve no section and touch a path per tree, at 1,000 as at 1,000,000")
    func insertAndDeleteEditInPlace() throws {
        // Tree heights, by hand. A tree's leaves each hold up to 128 rows (⌈N / 128⌉ dense
        // leaves when every chunk holds a measured row); an inner node holds up to 32
        // children and, once split, at least 16. N = 1,000: 8 leaves under one root, a path of
        // 2 nodes. N = 1,000,000: 7,813 leaves, at most ⌈7,813 / 16⌉ = 489 nodes above them,
        // at most ⌈489 / 16⌉ = 31 above those, under one root: a path of at most 4 nodes.
        // The insert edits a run in each of the two trees (measured sizes, extents: 2 paths),
        // then the view measures the new row it shows (its extent set: 1 path; its size
        // recorded: 1 path) and the section's prefix sums (1 node); the delete edits a run in
        // each tree (2 paths). Rows already measured are asked again when shown and answer
        // the same height: no work.
        var nodes: [[Int]] = []
        for (n, path) in [(1_000, 2), (1_000_000, 4)] {
            let (_, layout, _, leaves, costs) = Self.insertThenDelete(n)
            let geometry = try #require(layout.prepared?.solution.sections.first)
            // At least as many dense leaves in both trees as when every row is measured.
            #expect(leaves.allSatisfy { $0 >= (n + 127) / 128 }, "N = \(n): \(leaves)")
            let (insert, delete) = (costs[0], costs[1])
            #expect(insert.sectionsSolved == 0 && delete.sectionsSolved == 0, "N = \(n)")
            #expect(insert.sectionsEdited == 1 && delete.sectionsEdited == 1, "N = \(n)")
            // The new row is measured (its one-item group solved again); nothing else is.
            #expect(insert.groupsSolved == 1, "N = \(n)")
            #expect(delete.groupsSolved == 0, "N = \(n)")
            #expect(insert.treeNodesTouched <= 4 * path + 1, "N = \(n): \(insert.treeNodesTouched)")
            #expect(delete.treeNodesTouched <= 2 * path + 1, "N = \(n): \(delete.treeNodesTouched)")
            #expect(geometry.track.extents.satisfiesInvariants)
            nodes.append(costs.map(\.treeNodesTouched))
        }
        // A thousand times the rows, at most twice the nodes (the paths' heights).
        #expect(nodes.count == 2 && zip(nodes[1], nodes[0]).allSatisfy { $0 <= 2 * $1 }, "\(nodes)")
    }

    @Test("After the insert and the delete, 1,000 measured rows sit where the arithmetic puts them")
    func handComputedThousand() throws {
        let (host, _, _, _, _) = Self.insertThenDelete(1_000)
        // Row 0 is the new row, identity 1,000 (1,000 mod 7 = 6: 104 high), measured when
        // shown. Rows 1 … 499 are identities 0 … 498; the delete took item 500, identity 499
        // (499 mod 7 = 2: 64 high); rows 500 … 999 are identities 500 … 999.
        expectFrame(host.frame(0, 0), 0, 0, 390, 104)
        expectFrame(host.frame(0, 1), 0, 104, 390, 44)
        // Row 8 is identity 7: 104 + S(7) = 104 + 518 = 622.
        expectFrame(host.frame(0, 8), 0, 622, 390, 44)
        // Row 500 is identity 500 (500 mod 7 = 3: 74 high), after identities 0 … 499 but 499:
        // S(500) = 518 × 71 + 44 × 3 + 5 × 3 × 2 = 36,778 + 132 + 30 = 36,940; 104 + 36,940 − 64.
        expectFrame(host.frame(0, 500), 0, 36_980, 390, 74)
        // Row 999 is identity 999 (999 mod 7 = 5: 94 high): S(999) = 518 × 142 + 44 × 5 + 5 × 5 × 4
        // = 73,556 + 220 + 100 = 73,876; 104 + 73,876 − 64 = 73,916; content ends at 74,010.
        expectFrame(host.frame(0, 999), 0, 73_916, 390, 94)
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 74_010))
    }

    // The sizes stop at 100,000: the work per edit is counted up to 1,000,000 above; this
    // checks the frames, which the size does not change, against a second whole layout.
    @Test("After the insert and the delete, every frame around the edits equals a fresh view's with the same measured sizes", arguments: [1_000, 100_000])
    func equalsFreshLayout(n: Int) throws {
        let (host, layout, rows, _, _) = Self.insertThenDelete(n)
        // A fresh view of the same rows, measuring the same identities.
        let freshRows = Rows(rows.identities)
        let (fresh, freshLayout) = Self.host(freshRows)
        Self.measure(rows.identities.indices.filter { rows.measured.contains(rows.identities[$0]) }, in: fresh, freshLayout)
        #expect(freshRows.measured == rows.measured.intersection(rows.identities))
        #expect(host.collectionView.contentSize == fresh.collectionView.contentSize)
        let checked = Array(0..<300) + Array((n / 2 - 150)..<(n / 2 + 150)) + Array((n - 300)..<n)
        let differing = checked.filter { item in
            let indexPath = IndexPath(item: item, section: 0)
            return layout.layoutAttributesForItem(at: indexPath)?.frame != freshLayout.layoutAttributesForItem(at: indexPath)?.frame
        }
        #expect(differing.isEmpty, "rows \(differing.prefix(10)) differ from a fresh view's")
        // Rows 0 … 8 by hand: the new row (identity N) and identities 0 … 7, all measured.
        // N = 1,000: 1,000 mod 7 = 6, 104 high; N = 100,000: 100,000 = 7 × 14,285 + 5, 94.
        let first: CGFloat = n == 1_000 ? 104 : 94
        expectFrame(host.frame(0, 0), 0, 0, 390, first)
        expectFrame(host.frame(0, 8), 0, first + 518, 390, 44)
    }

    @Test("An item moved into an inserted section is refused with UIKit's report, and the view reloads (issue 26, C)")
    func moveIntoInsertedSection() throws {
        // A 100 × 100 view of rows estimated 50 high that measure 80.
        let layout = SelfSizingFixtures.listLayout(estimate: 50)
        let host = TestHost(layout, itemCounts: [10], width: 100, height: 100) { CGSize(width: $0.size.width, height: 80) }
        let view = host.collectionView
        // Row 3 moves to item 0 of a new section 1 of 2 items: UIKit refuses the move.
        host.dataSource.itemCounts = [9, 2]
        view.performBatchUpdates {
            view.insertSections([1])
            view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 1))
        }
        #expect(view.reportedErrors.map(\.reason) == [.conflictingUpdate(.moveIntoInsertedSection(1))])
        // The view reloads instead and shows the data source as it is: 9 rows, then 2.
        #expect(view.numberOfSections == 2)
        #expect(view.numberOfItems(inSection: 1) == 2)
    }
}
