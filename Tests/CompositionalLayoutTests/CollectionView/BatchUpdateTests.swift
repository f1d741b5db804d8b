import CompositionalLayout
import Testing

/// A layout that records the update hooks the view calls, in order.
@MainActor
final class HookRecordingLayout: UICollectionViewCompositionalLayout {
    var calls: [String] = []

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        calls.append("prepare(forCollectionViewUpdates:) " + updateItems.map(Self.describe).joined(separator: ", "))
        super.prepare(forCollectionViewUpdates: updateItems)
    }

    override func finalizeCollectionViewUpdates() {
        calls.append("finalizeCollectionViewUpdates")
        super.finalizeCollectionViewUpdates()
    }

    static func describe(_ item: UICollectionViewUpdateItem) -> String {
        let path = { (indexPath: IndexPath?) in
            indexPath.map { $0.item == NSNotFound ? "s\($0.section)" : "\($0.section).\($0.item)" } ?? "-"
        }
        return "\(item.updateAction) \(path(item.indexPathBeforeUpdate))>\(path(item.indexPathAfterUpdate))"
    }
}

/// Shared set-up: a list of 50-point rows in a 100 × 200 view, laid out from a data source
/// whose counts the test changes before each update, as an app changes its model.
@MainActor
enum BatchUpdateFixture {
    static func section() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    static func view(counts: [Int], layout: UICollectionViewLayout? = nil) -> (UICollectionView, FixedCountDataSource) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200),
            collectionViewLayout: layout ?? UICollectionViewCompositionalLayout(section: section()))
        let source = FixedCountDataSource(counts)
        view.dataSource = source
        view.layoutIfNeeded()
        return (view, source)
    }
}

@MainActor
@Suite("Batch updates on the view")
struct BatchUpdateTests {
    @Test("An insert at item 0 reaches the layout as one update item, between prepare() and finalize, in UIKit's order")
    func hookSequence() throws {
        let layout = HookRecordingLayout(section: BatchUpdateFixture.section())
        let (view, source) = BatchUpdateFixture.view(counts: [5], layout: layout)
        layout.calls = []
        var finished: [Bool] = []
        source.itemCounts = [6]
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished.append($0) })
        #expect(layout.calls == ["prepare", "prepare(forCollectionViewUpdates:) insert ->0.0", "finalizeCollectionViewUpdates"])
        // The animations complete at the next layout pass.
        #expect(finished.isEmpty)
        #expect(view.isAnimatingUpdate)
        view.layoutIfNeeded()
        #expect(finished == [true])
        #expect(!view.isAnimatingUpdate)
        // Six rows of 50: the last, item 5, at 5 × 50 = 250.
        #expect(view.numberOfItems(inSection: 0) == 6)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 5, section: 0))?.frame == CGRect(x: 0, y: 250, width: 100, height: 50))
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("The layout is told section changes first, then items: deletions highest first, insertions lowest first, reloads, moves")
    func updateItemOrder() {
        let layout = HookRecordingLayout(section: BatchUpdateFixture.section())
        let (view, source) = BatchUpdateFixture.view(counts: [4, 3, 2], layout: layout)
        layout.calls = []
        // Section 1 (3 items) is deleted and a section of 1 inserted at 0; in old section 0
        // (now 1) items 0 and 2 are deleted, item 0 inserted, item 3 moved to 1 and item 1
        // reloaded: 4 - 2 + 1 = 3 items. Old section 2 becomes section 2 (2 items).
        source.itemCounts = [1, 3, 2]
        view.performBatchUpdates {
            view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 1))
            view.insertItems(at: [IndexPath(item: 0, section: 1)])
            view.reloadItems(at: [IndexPath(item: 1, section: 0)])
            view.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
            view.insertSections([0])
            view.deleteSections([1])
        }
        // Old item 1 of section 0 stays, ranks 0 among the survivors (0, 2 deleted, 3 moved
        // out), and takes the first free place of new section 1 after 0 (inserted) and 1 (moved
        // in): item 2.
        #expect(
            layout.calls.dropFirst().first
                == "prepare(forCollectionViewUpdates:) delete s1>-, insert ->s0, delete 0.2>-, delete 0.0>-, insert ->1.0, "
                + "reload 0.1>1.2, move 0.3>1.1")
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("Counts that do not add up report UIKit's message, fall back to reloading and complete with false")
    func invalidUpdate() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        var finished: [Bool] = []
        source.itemCounts = [7]
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: { finished.append($0) })
        #expect(
            view.reportedErrors.map(\.description) == [
                "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
                    + "section after the update (7) must be equal to the number of items contained in that section before "
                    + "the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, "
                    + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 "
                    + "moved out)."
            ])
        view.layoutIfNeeded()
        #expect(finished == [false])
        // The reload shows the data source as it is: 7 rows, the last at 6 × 50 = 300.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 6, section: 0))?.frame.minY == 300)
    }

    @Test("A section count that does not add up, and an item out of range, report UIKit's messages")
    func invalidSections() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        source.itemCounts = [5, 1]
        view.performBatchUpdates { view.deleteItems(at: [IndexPath(item: 0, section: 0)]) }
        source.itemCounts = [5, 1]
        view.deleteItems(at: [IndexPath(item: 5, section: 0)])
        #expect(
            view.reportedErrors.map(\.reason) == [
                .invalidSectionCount(after: 2, before: 1, inserted: 0, deleted: 0),
                .updateItemOutOfRange(action: .delete, indexPath: IndexPath(item: 5, section: 0), count: 5, afterUpdate: false),
            ])
        #expect(
            view.reportedErrors.last?.description == "attempt to delete item 5 from section 0 which only contains 5 items before the update")
    }

    @Test("An index path of one index is reported out of range, its missing item named NSNotFound, and nothing crashes")
    func malformedIndexPath() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        view.deleteItems(at: [IndexPath(index: 0)])
        #expect(
            view.reportedErrors.map(\.description) == [
                "attempt to delete item \(NSNotFound) from section 0 which only contains 0 items before the update"
            ])
        #expect(view.numberOfItems(inSection: 0) == source.itemCounts[0])
        #expect(source.itemCounts == [5])
    }

    @Test("Nested batch updates join the outer one; each completion runs once, at the next pass")
    func nested() {
        let layout = HookRecordingLayout(section: BatchUpdateFixture.section())
        let (view, source) = BatchUpdateFixture.view(counts: [5], layout: layout)
        layout.calls = []
        var finished: [String] = []
        source.itemCounts = [6]
        view.performBatchUpdates({
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 5, section: 0)]) }, completion: { _ in finished.append("inner") })
        }, completion: { _ in finished.append("outer") })
        #expect(layout.calls.filter { $0.hasPrefix("prepare(for") } == ["prepare(forCollectionViewUpdates:) insert ->0.5"])
        view.layoutIfNeeded()
        #expect(finished == ["outer", "inner"])
    }

    @Test("Selection follows its item: item 2 selected, an insert at 0 and a delete of item 4 leave item 3 selected")
    func selectionFollows() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        source.itemCounts = [5]
        view.performBatchUpdates {
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
            view.deleteItems(at: [IndexPath(item: 4, section: 0)])
        }
        // Item 2 ranks 2 among the survivors (only 4 leaves, after it); the free places after
        // the insert at 0 are 1, 2, 3, 4, so it goes to 3.
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        source.itemCounts = [4]
        view.deleteItems(at: [IndexPath(item: 3, section: 0)])
        #expect(view.indexPathsForSelectedItems == [])
    }
}

/// A layout that records the transition hooks, into a log shared with its counterpart.
@MainActor
final class TransitionRecordingLayout: UICollectionViewCompositionalLayout {
    var name = ""
    var log: (String) -> Void = { _ in }

    override func prepareForTransition(to newLayout: UICollectionViewLayout) { log("\(name) prepareForTransition(to:)") }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) { log("\(name) prepareForTransition(from:)") }
    override func finalizeLayoutTransition() { log("\(name) finalizeLayoutTransition") }
    override func prepare() {
        log("\(name) prepare")
        super.prepare()
    }
}

@MainActor
@Suite("Changing the layout with its transition hooks")
struct LayoutTransitionTests {
    /// Rows of `height` in a 100 × 200 view.
    static func rows(_ height: CGFloat, name: String, log: @escaping (String) -> Void) -> TransitionRecordingLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = TransitionRecordingLayout(section: NSCollectionLayoutSection(group: group))
        layout.name = name
        layout.log = log
        return layout
    }

    @Test("Animated: old prepareForTransition(to:), new prepareForTransition(from:), new prepare, both finalize; rows go from 50 to 40 apart")
    func animatedTransition() {
        var calls: [String] = []
        let old = Self.rows(50, name: "old") { calls.append($0) }
        let new = Self.rows(40, name: "new") { calls.append($0) }
        let (view, source) = BatchUpdateFixture.view(counts: [3], layout: old)
        calls = []
        var finished: [Bool] = []
        view.setCollectionViewLayout(new, animated: true) { finished.append($0) }
        #expect(
            calls == [
                "old prepareForTransition(to:)", "new prepareForTransition(from:)", "new prepare", "old finalizeLayoutTransition",
                "new finalizeLayoutTransition",
            ])
        // Item i goes from 50 i to 40 i: 0 → 0, 50 → 40, 100 → 80.
        #expect(view.lastUpdateAnimations.map { [$0.initialAttributes.frame.minY, $0.finalAttributes.frame.minY] } == [[0, 0], [50, 40], [100, 80]])
        view.layoutIfNeeded()
        #expect(finished == [true])
        withExtendedLifetime(source) {}
    }

    @Test("Not animated, no transition hook is called; the completion still runs at the next pass")
    func plainTransition() {
        var calls: [String] = []
        let (view, source) = BatchUpdateFixture.view(counts: [3], layout: Self.rows(50, name: "old") { calls.append($0) })
        calls = []
        var finished: [Bool] = []
        view.setCollectionViewLayout(Self.rows(40, name: "new") { calls.append($0) }, animated: false) { finished.append($0) }
        view.layoutIfNeeded()
        #expect(calls == ["new prepare"])
        #expect(finished == [true])
        withExtendedLifetime(source) {}
    }
}

@MainActor
@Suite("Batch updates made from app code the view is calling")
struct ReentrantBatchUpdateTests {
    @Test("An update made from a completion handler applies when the handler returns, and completes at the pass after")
    func fromCompletion() {
        let (view, source) = BatchUpdateFixture.view(counts: [2])
        var finished: [String] = []
        source.itemCounts = [3]
        view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 2, section: 0)]) }) { _ in
            finished.append("first")
            source.itemCounts = [4]
            view.performBatchUpdates({ view.insertItems(at: [IndexPath(item: 3, section: 0)]) }) { _ in finished.append("second") }
        }
        view.layoutIfNeeded()
        // The first completion ran and its update applied: 4 rows, the last at 3 × 50 = 150.
        #expect(finished == ["first"])
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 150)
        view.layoutIfNeeded()
        #expect(finished == ["first", "second"])
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("An update made from the data source's count waits for the count to be answered")
    func fromDataSource() {
        final class Source: UICollectionViewDataSource {
            var count = 2
            var pending = true
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
                if pending && count == 3 {
                    pending = false
                    count = 4
                    collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
                    return 3
                }
                return count
            }
        }
        let source = Source()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: BatchUpdateFixture.section()))
        view.dataSource = source
        view.layoutIfNeeded()
        source.count = 3
        view.insertItems(at: [IndexPath(item: 2, section: 0)])
        // The count answered 3 while asking for a fourth row; that insert ran once the answer
        // was in: 4 rows, the last at 150.
        #expect(view.numberOfItems(inSection: 0) == 4)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame.minY == 150)
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }
}

@MainActor
@Suite("Where items go in a batch update")
struct UpdateMappingTests {
    @Test("Delete 1, move 3 to 1, insert 0 on a b c d e gives X d a c e: selected a and d end at 2 and 1")
    func mixedUpdate() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        source.itemCounts = [5]
        view.performBatchUpdates {
            view.deleteItems(at: [IndexPath(item: 1, section: 0)])
            view.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 1, section: 0))
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        // Old b (1) and d (3) leave their places; new 0 (X) and 1 (d) are taken. The others,
        // a c e, fill the free places 2, 3, 4 in order: a → 2. d was moved to 1.
        #expect(Set(view.indexPathsForSelectedItems ?? []) == [IndexPath(item: 2, section: 0), IndexPath(item: 1, section: 0)])
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("A move across sections carries the item's selection; a moved section carries its items'")
    func acrossSections() {
        let (view, source) = BatchUpdateFixture.view(counts: [2, 3])
        view.allowsMultipleSelection = true
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 1), animated: false, scrollPosition: [])
        source.itemCounts = [1, 4]
        view.moveItem(at: IndexPath(item: 1, section: 0), to: IndexPath(item: 0, section: 1))
        // Section 1's old item 2 ranks 2 among its items (none left), the new 0 is taken: 3.
        #expect(Set(view.indexPathsForSelectedItems ?? []) == [IndexPath(item: 0, section: 1), IndexPath(item: 3, section: 1)])
        source.itemCounts = [4, 1]
        view.moveSection(1, toSection: 0)
        #expect(Set(view.indexPathsForSelectedItems ?? []) == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }
}
