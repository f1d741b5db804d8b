import Testing

@testable import DiffableSnapshots

/// `NSDiffableDataSourceSnapshot`'s behaviour as UIKit's: what each change does to the
/// sections and items, and what the queries answer.
@Suite("Snapshot")
struct SnapshotTests {
    @Test("An empty snapshot has no sections, no items and no marks")
    func empty() {
        let snapshot = Snapshot()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.sectionIdentifiers.isEmpty)
        #expect(snapshot.itemIdentifiers.isEmpty)
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        #expect(snapshot.indexOfItem(1) == nil)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == nil)
    }

    @Test("Appending without a section fills the last section")
    func appendToLastSection() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2])
        snapshot.appendItems([3], toSection: "A")
        snapshot.appendItems([4])
        #expect(lines(snapshot) == ["A: 3", "B: 1 2 4"])
        // Positions count across sections: A holds position 0, B 1…3.
        #expect(snapshot.indexOfItem(3) == 0)
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(snapshot.numberOfItems(inSection: "B") == 3)
        #expect(snapshot.itemIdentifiers == [3, 1, 2, 4])
        expectConsistent(snapshot)
    }

    @Test("Inserting before and after an item puts the items in that item's section")
    func insertItems() {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 3)
        snapshot.insertItems([13], beforeItem: 1)
        #expect(lines(snapshot) == ["A: 13 1 10 11 2", "B: 3 12"])
        expectConsistent(snapshot)
    }

    @Test("An item appended or inserted again moves into place, reported as UIKit warns")
    func existingItemsMove() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
        let appendErrors = errors { snapshot.appendItems([1, 5], toSection: "B") }
        #expect(lines(snapshot) == ["A: 2 3", "B: 4 1 5"])
        #expect(appendErrors.map { $0.reason } == [.itemIdentifiersAlreadyExist])
        #expect(appendErrors.first?.isFatalInUIKit == false)
        #expect(
            appendErrors.first?.message
                == "Diffable data source detected an attempt to insert or append 1 item identifier that already exists in"
                + " the snapshot. The existing item identifier will be moved into place instead, but this operation will be"
                + " more expensive. For best performance, inserted item identifiers should always be unique. Set a symbolic"
                + " breakpoint on BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the"
                + " debugger. Item identifier that already exists: 1")
        let insertErrors = errors { snapshot.insertItems([4, 2], afterItem: 3) }
        #expect(lines(snapshot) == ["A: 3 4 2", "B: 1 5"])
        #expect(insertErrors.first?.message.hasSuffix("Item identifiers that already exist: (\n    4,\n    2\n)") == true)
        expectConsistent(snapshot)
    }

    @Test("Deleting items ignores identifiers that are not there and keeps empty sections")
    func deleteItems() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        let reported = errors { snapshot.deleteItems([2, 99, 4, 5]) }
        #expect(reported.isEmpty)
        #expect(lines(snapshot) == ["A: 1 3", "B:"])
        expectConsistent(snapshot)
    }

    @Test("Deleting all items removes the sections too but keeps the reload marks")
    func deleteAllItems() {
        var snapshot = makeSnapshot(["A": [1], "B": [2]])
        snapshot.reloadItems([1])
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0)
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.reloadedItemIdentifiers == [1])
    }

    @Test("Moving an item before or after another takes it into that item's section")
    func moveItems() {
        var snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4, 5]])
        snapshot.moveItem(1, afterItem: 3)
        #expect(lines(snapshot) == ["A: 2 3 1", "B: 4 5"])
        snapshot.moveItem(3, beforeItem: 5)
        #expect(lines(snapshot) == ["A: 2 1", "B: 4 3 5"])
        snapshot.moveItem(5, beforeItem: 2)
        #expect(lines(snapshot) == ["A: 5 2 1", "B: 4 3"])
        expectConsistent(snapshot)
    }

    @Test("Sections are inserted, moved and deleted with their items")
    func sections() {
        var snapshot = makeSnapshot(["A": [1], "B": [2, 3], "C": [4]])
        snapshot.insertSections(["X", "Y"], beforeSection: "B")
        snapshot.insertSections(["Z"], afterSection: "C")
        #expect(lines(snapshot) == ["A: 1", "X:", "Y:", "B: 2 3", "C: 4", "Z:"])
        expectConsistent(snapshot)
        snapshot.appendItems([5], toSection: "X")
        snapshot.moveSection("A", afterSection: "C")
        #expect(lines(snapshot) == ["X: 5", "Y:", "B: 2 3", "C: 4", "A: 1", "Z:"])
        snapshot.moveSection("C", beforeSection: "X")
        #expect(lines(snapshot) == ["C: 4", "X: 5", "Y:", "B: 2 3", "A: 1", "Z:"])
        expectConsistent(snapshot)
        snapshot.deleteSections(["Y", "B", "nope"])
        #expect(lines(snapshot) == ["C: 4", "X: 5", "A: 1", "Z:"])
        #expect(snapshot.indexOfItem(2) == nil)
        expectConsistent(snapshot)
    }

    @Test("A section and an item may share an identifier's value: they are separate spaces")
    func separateSpaces() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([1])
        snapshot.appendItems([1])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == 1)
    }

    @Test("Reload and reconfigure marks keep the order first marked and survive deleting the item")
    func reloadMarks() {
        var snapshot = makeSnapshot(["A": [1, 2, 3]])
        snapshot.reloadItems([3, 1])
        snapshot.reloadItems([1, 2])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["A"])
        snapshot.deleteItems([3])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1, 2])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["A"])
        #expect(lines(snapshot) == ["A: 1 2"])
    }

    @Test("Appending to the last section writes nothing again; appending to an earlier one moves what follows")
    func appendCost() {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        for start in stride(from: 0, to: 10_000, by: 100) { snapshot.appendItems(Array(start..<start + 100)) }
        #expect(snapshot.work == SnapshotWork())
        // 10,000 items in B; one item into A hashes all of them again.
        snapshot.appendItems([-1], toSection: "A")
        #expect(snapshot.work.itemsRewritten == 10_000)
        #expect(snapshot.numberOfItems(inSection: "B") == 10_000)
        #expect(snapshot.indexOfItem(0) == 1)
    }

    @Test("A copy is independent of the original and shares its storage until changed")
    func copyOnWrite() {
        let original = makeSnapshot(["A": Array(0..<1000)])
        var copy = original
        let sharedBefore = original.itemIdentifiers.withUnsafeBufferPointer { a in
            copy.itemIdentifiers.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(sharedBefore)
        copy.appendItems([1000])
        let sharedAfter = original.itemIdentifiers.withUnsafeBufferPointer { a in
            copy.itemIdentifiers.withUnsafeBufferPointer { b in a.baseAddress == b.baseAddress }
        }
        #expect(!sharedAfter)
        #expect(original.numberOfItems == 1000)
        #expect(copy.numberOfItems == 1001)
    }
}
