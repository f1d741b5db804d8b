import CompositionalLayout
import Foundation
import Testing

/// Batch updates whose changes cannot all apply, section edits out of range, and data sources
/// answering negative counts (issue 26, C, D and E): each is reported with UIKit's text and
/// falls back to `reloadData()`; nothing traps, and the selection stays inside the data.
@MainActor
@Suite("Conflicting batch updates")
struct UpdateConflictTests {
    /// An item's index path in section `section`.
    static func path(_ item: Int, _ section: Int = 0) -> IndexPath {
        IndexPath(item: item, section: section)
    }

    /// Runs `changes` as one batch update after the data source's counts became `after`; returns
    /// the reports the update added and what its completion got.
    static func update(
        _ view: UICollectionView, _ source: FixedCountDataSource, to after: [Int], _ changes: @escaping () -> Void
    ) -> (reasons: [CollectionViewError.Reason], finished: [Bool]) {
        let reportedBefore = view.reportedErrors.count
        var finished: [Bool] = []
        source.itemCounts = after
        view.performBatchUpdates(changes, completion: { finished.append($0) })
        view.layoutIfNeeded()
        return (view.reportedErrors.dropFirst(reportedBefore).map(\.reason), finished)
    }

    /// Whether every selected index path names an item the data source has.
    static func selectionIsInsideTheData(_ view: UICollectionView, _ source: FixedCountDataSource) -> Bool {
        (view.indexPathsForSelectedItems ?? []).allSatisfy {
            source.itemCounts.indices.contains($0.section) && $0.item >= 0 && $0.item < source.itemCounts[$0.section]
        }
    }

    @Test("The same index path deleted twice: selected item 9 of 10 does not end at item 8 of 8")
    func sameIndexPathDeletedTwice() {
        let (view, source) = BatchUpdateFixture.view(counts: [10])
        view.selectItem(at: Self.path(9), animated: false, scrollPosition: [])
        // 10 − 2 named deletions = 8 adds up, but only one item leaves: accepted, item 9 would
        // become item 8 of 8 items (0 … 7).
        let result = Self.update(view, source, to: [8]) { view.deleteItems(at: [Self.path(3), Self.path(3)]) }
        #expect(result.reasons == [.conflictingUpdate(.repeatedIndexPath(action: .delete, Self.path(3)))])
        #expect(result.finished == [false])
        #expect(view.indexPathsForSelectedItems == [])
        #expect(view.numberOfItems(inSection: 0) == 8)
        #expect(Self.selectionIsInsideTheData(view, source))
    }

    @Test("Two moves from one source are reported with UIKit's text")
    func twoMovesFromOneSource() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        let result = Self.update(view, source, to: [5]) {
            view.moveItem(at: Self.path(0), to: Self.path(1))
            view.moveItem(at: Self.path(0), to: Self.path(2))
        }
        #expect(result.reasons == [.conflictingUpdate(.moveToTwoPlaces(from: Self.path(0), to: Self.path(1), alsoTo: Self.path(2)))])
        #expect(
            view.reportedErrors.last?.description
                == "attempt to move item at index path {length = 2, path = 0 - 0} to both {length = 2, path = 0 - 1} and "
                + "{length = 2, path = 0 - 2}")
        #expect(result.finished == [false])
    }

    @Test("Two moves to one destination are reported with UIKit's text")
    func twoMovesToOneDestination() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        let result = Self.update(view, source, to: [5]) {
            view.moveItem(at: Self.path(0), to: Self.path(3))
            view.moveItem(at: Self.path(1), to: Self.path(3))
        }
        #expect(result.reasons == [.conflictingUpdate(.twoMovesToOnePlace(from: Self.path(0), alsoFrom: Self.path(1), to: Self.path(3)))])
        #expect(
            view.reportedErrors.last?.description
                == "attempt to move both item at index path {length = 2, path = 0 - 0} and {length = 2, path = 0 - 1} to "
                + "{length = 2, path = 0 - 3}")
    }

    @Test("The same move named twice counts once, as in UIKit: selected item 0 ends at 2")
    func sameMoveTwice() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        view.selectItem(at: Self.path(0), animated: false, scrollPosition: [])
        let result = Self.update(view, source, to: [5]) {
            view.moveItem(at: Self.path(0), to: Self.path(2))
            view.moveItem(at: Self.path(0), to: Self.path(2))
        }
        #expect(result.reasons == [])
        #expect(result.finished == [true])
        #expect(view.indexPathsForSelectedItems == [Self.path(2)])
    }

    @Test("Delete and move from the same index path are reported with UIKit's text")
    func deleteAndMoveFromOneIndexPath() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        let result = Self.update(view, source, to: [4]) {
            view.deleteItems(at: [Self.path(1)])
            view.moveItem(at: Self.path(1), to: Self.path(3))
        }
        #expect(result.reasons == [.conflictingUpdate(.deleteAndMove(Self.path(1)))])
        #expect(
            view.reportedErrors.last?.description
                == "attempt to perform a delete and a move from the same index path ({length = 2, path = 0 - 1})")
    }

    @Test("Insert and move to the same index path are reported with UIKit's text")
    func insertAndMoveToOneIndexPath() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        let result = Self.update(view, source, to: [6]) {
            view.insertItems(at: [Self.path(0)])
            view.moveItem(at: Self.path(3), to: Self.path(0))
        }
        #expect(result.reasons == [.conflictingUpdate(.insertAndMove(Self.path(0)))])
        #expect(
            view.reportedErrors.last?.description
                == "attempt to perform an insert and a move to the same index path ({length = 2, path = 0 - 0})")
    }

    @Test("Delete and reload of the same index path are reported with UIKit's text")
    func deleteAndReloadOfOneIndexPath() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        let result = Self.update(view, source, to: [4]) {
            view.deleteItems(at: [Self.path(2)])
            view.reloadItems(at: [Self.path(2)])
        }
        #expect(result.reasons == [.conflictingUpdate(.deleteAndReload(Self.path(2)))])
        #expect(view.reportedErrors.last?.description == "attempt to delete and reload the same index path ({length = 2, path = 0 - 2})")
    }

    @Test("A move out of a deleted section is reported with UIKit's text")
    func moveOutOfDeletedSection() {
        let (view, source) = BatchUpdateFixture.view(counts: [2, 3])
        // Section 0 goes; old section 1 (3 items) becomes 0 and gets the moved item: 4.
        let result = Self.update(view, source, to: [4]) {
            view.deleteSections([0])
            view.moveItem(at: Self.path(1, 0), to: Self.path(0, 0))
        }
        #expect(result.reasons == [.conflictingUpdate(.moveFromDeletedSection(0))])
        #expect(view.reportedErrors.last?.description == "cannot move an item from a deleted section (0)")
    }

    @Test("A move into an inserted section is reported with UIKit's text")
    func moveIntoInsertedSection() {
        let (view, source) = BatchUpdateFixture.view(counts: [3])
        // New section 0 is inserted; old section 0 becomes 1 and gives one item away: 1, 2.
        let result = Self.update(view, source, to: [1, 2]) {
            view.insertSections([0])
            view.moveItem(at: Self.path(0, 0), to: Self.path(0, 0))
        }
        #expect(result.reasons == [.conflictingUpdate(.moveIntoInsertedSection(0))])
        #expect(view.reportedErrors.last?.description == "cannot move an item into a newly inserted section (0)")
    }

    @Test("deleteSections(IndexSet(integer: -1)) is reported out of range and traps nothing")
    func negativeSectionDeleted() {
        let (view, source) = BatchUpdateFixture.view(counts: [1, 1, 1])
        let result = Self.update(view, source, to: [1, 1]) { view.deleteSections(IndexSet(integer: -1)) }
        #expect(result.reasons == [.updateSectionOutOfRange(action: .delete, section: -1, count: 3, afterUpdate: false)])
        #expect(view.reportedErrors.last?.description == "attempt to delete section -1, but there are only 3 sections before the update")
        #expect(view.numberOfSections == 2)
    }

    @Test("deleteSections([0]) with moveSection(0, toSection: 1) from three sections to two is reported and traps nothing")
    func deletedSectionMoved() {
        let (view, source) = BatchUpdateFixture.view(counts: [1, 2, 3])
        view.selectItem(at: Self.path(1, 1), animated: false, scrollPosition: [])
        let result = Self.update(view, source, to: [2, 3]) {
            view.deleteSections([0])
            view.moveSection(0, toSection: 1)
        }
        #expect(result.reasons == [.conflictingUpdate(.sectionDeleteAndMove(0))])
        #expect(view.reportedErrors.last?.description == "attempt to perform a delete and a move from the same section (0)")
        #expect(result.finished == [false])
        #expect(Self.selectionIsInsideTheData(view, source))
    }

    @Test("Section moves that conflict with an insertion or with each other are reported with UIKit's texts")
    func conflictingSectionMoves() {
        let (view, source) = BatchUpdateFixture.view(counts: [1, 1, 1])
        let inserted = Self.update(view, source, to: [1, 1, 1, 1]) {
            view.insertSections([1])
            view.moveSection(0, toSection: 1)
        }
        #expect(inserted.reasons == [.conflictingUpdate(.sectionInsertAndMove(1))])
        #expect(view.reportedErrors.last?.description == "attempt to perform an insert and a move to the same section (1)")
        let twoPlaces = Self.update(view, source, to: [1, 1, 1, 1]) {
            view.moveSection(0, toSection: 1)
            view.moveSection(0, toSection: 2)
        }
        #expect(twoPlaces.reasons == [.conflictingUpdate(.sectionMoveToTwoPlaces(from: 0, to: 1, alsoTo: 2))])
        #expect(view.reportedErrors.last?.description == "attempt to move section 0 to both section 1 and section 2")
        let onePlace = Self.update(view, source, to: [1, 1, 1, 1]) {
            view.moveSection(0, toSection: 3)
            view.moveSection(1, toSection: 3)
        }
        #expect(onePlace.reasons == [.conflictingUpdate(.twoSectionMovesToOnePlace(from: 0, alsoFrom: 1, to: 3))])
        #expect(view.reportedErrors.last?.description == "attempt to move both section 0 and section 1 to section 3")
    }

    @Test("Delete and reload of the same section are reported with UIKit's text, the section named with item NSNotFound")
    func deleteAndReloadOfOneSection() {
        let (view, source) = BatchUpdateFixture.view(counts: [1, 2, 3])
        let result = Self.update(view, source, to: [1, 3]) {
            view.deleteSections([1])
            view.reloadSections([1])
        }
        #expect(result.reasons == [.conflictingUpdate(.deleteAndReload(IndexPath(item: NSNotFound, section: 1)))])
        #expect(
            view.reportedErrors.last?.description
                == "attempt to delete and reload the same index path ({length = 2, path = 1 - \(NSNotFound)})")
    }

    @Test("Delete and reconfigure of the same item: the reconfiguration has no cell to reach and is dropped, unreported")
    func deleteAndReconfigureOfOneItem() {
        let (view, source) = BatchUpdateFixture.view(counts: [5])
        view.selectItem(at: Self.path(3), animated: false, scrollPosition: [])
        let result = Self.update(view, source, to: [4]) {
            view.deleteItems(at: [Self.path(1)])
            view.reconfigureItems(at: [Self.path(1)])
        }
        // Applied, not reloaded: item 3 follows the deletion of item 1 to 2.
        #expect(result.reasons == [])
        #expect(result.finished == [true])
        #expect(view.indexPathsForSelectedItems == [Self.path(2)])
    }
}

/// A data source answering the counts it is given, negative ones included.
@MainActor
final class SignedCountDataSource: UICollectionViewDataSource {
    var sections: Int
    var items: Int

    init(sections: Int, items: Int) {
        self.sections = sections
        self.items = items
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
}

@MainActor
@Suite("Negative counts and shared layouts")
struct NegativeCountTests {
    static func view(_ source: SignedCountDataSource) -> UICollectionView {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: BatchUpdateFixture.section()))
        view.dataSource = source
        view.layoutIfNeeded()
        return view
    }

    @Test("numberOfSections(in:) answering -1 counts as 0 and is reported; an update afterwards traps nothing")
    func negativeSectionCount() {
        let source = SignedCountDataSource(sections: -1, items: 2)
        let view = Self.view(source)
        #expect(view.numberOfSections == 0)
        #expect(view.reportedErrors.map(\.reason) == [.negativeCount(section: nil, count: -1)])
        #expect(
            view.reportedErrors.first?.description == "the data source answered a negative number of sections (-1); counted as 0")
        // 0 sections before (−1 counted as 0), 1 after with 1 inserted: adds up.
        source.sections = 1
        view.insertSections([0])
        #expect(view.reportedErrors.count == 1)
        #expect(view.numberOfItems(inSection: 0) == 2)
    }

    @Test("collectionView(_:numberOfItemsInSection:) answering -3 counts as 0 and is reported")
    func negativeItemCount() {
        let source = SignedCountDataSource(sections: 1, items: -3)
        let view = Self.view(source)
        #expect(view.numberOfItems(inSection: 0) == 0)
        #expect(view.reportedErrors.map(\.reason) == [.negativeCount(section: 0, count: -3)])
        // The layout reads the same 0: an empty section, no content.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.contentSize.height == 0)
    }

    @Test("A layout given to a second view is refused and reported; the first view keeps it")
    func layoutGivenToTwoViews() {
        let layout = UICollectionViewCompositionalLayout(section: BatchUpdateFixture.section())
        let first = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        let firstSource = FixedCountDataSource([3])
        first.dataSource = firstSource
        let second = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: layout)
        #expect(second.reportedErrors.map(\.reason) == [.layoutOfAnotherView])
        #expect(second.collectionViewLayout !== layout)
        #expect(layout.collectionView === first)
        let third = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: BatchUpdateFixture.section()))
        let own = third.collectionViewLayout
        third.collectionViewLayout = layout
        var finished: [Bool] = []
        third.setCollectionViewLayout(layout, animated: true) { finished.append($0) }
        third.layoutIfNeeded()
        #expect(third.reportedErrors.map(\.reason) == [.layoutOfAnotherView, .layoutOfAnotherView])
        #expect(third.collectionViewLayout === own)
        #expect(finished == [false])
        // The first view still lays out its own three 50-point rows: the last at y 100.
        first.layoutIfNeeded()
        #expect(first.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minY == 100)
        #expect(first.reportedErrors.isEmpty)
    }
}
