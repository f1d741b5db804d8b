import Testing

@testable import DiffableSnapshots

/// The identity diff on cases worked by hand: each expectation follows from the rules in
/// `SnapshotDifference`'s documentation.
@Suite("Snapshot difference")
struct SnapshotDifferenceTests {
    private func path(_ section: Int, _ item: Int) -> SnapshotIndexPath { SnapshotIndexPath(section: section, item: item) }

    private func move(_ from: SnapshotIndexPath, _ to: SnapshotIndexPath) -> SnapshotDifference.Change<SnapshotIndexPath> {
        .init(before: from, after: to)
    }

    @Test("Equal snapshots differ in nothing, and the diff looks each identifier up once")
    func nothing() {
        let snapshot = makeSnapshot(["A": [1, 2, 3], "B": [4]])
        var work = SnapshotDifference.Work()
        let difference = SnapshotDifference(from: snapshot, to: snapshot, work: &work)
        #expect(difference.isEmpty)
        // 2 sections + 4 items looked up; nothing out of order, so no search.
        #expect(work == { var w = SnapshotDifference.Work(); w.lookups = 6; return w }())
    }

    @Test("Deletes are old index paths, inserts new ones")
    func insertsAndDeletes() {
        // Old A: 1 2 3, new A: 0 1 3 4: 2 (old [0,1]) goes; 0 (new [0,0]) and 4 (new [0,3]) come.
        let difference = SnapshotDifference(from: makeSnapshot(["A": [1, 2, 3]]), to: makeSnapshot(["A": [0, 1, 3, 4]]))
        #expect(difference.deletedItems == [path(0, 1)])
        #expect(difference.insertedItems == [path(0, 0), path(0, 3)])
        #expect(difference.movedItems.isEmpty)
    }

    @Test("Moving one item to the end reports that item only, not the ones that shift")
    func oneMove() {
        // 1 2 3 4 -> 2 3 4 1: the longest kept run is 2 3 4, so only 1 moves, [0,0] -> [0,3].
        let difference = SnapshotDifference(from: makeSnapshot(["A": [1, 2, 3, 4]]), to: makeSnapshot(["A": [2, 3, 4, 1]]))
        #expect(difference.movedItems == [move(path(0, 0), path(0, 3))])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty)
    }

    @Test("A reversal keeps one item and moves the rest")
    func reversal() {
        // 1 2 3 -> 3 2 1: any one item is a longest run; the patience sort keeps the last
        // candidate of length 1, which is 1 (new [0,2]): 3 [0,2]->[0,0] and 2 [0,1]->[0,1] move.
        let difference = SnapshotDifference(from: makeSnapshot(["A": [1, 2, 3]]), to: makeSnapshot(["A": [3, 2, 1]]))
        #expect(difference.movedItems == [move(path(0, 2), path(0, 0)), move(path(0, 1), path(0, 1))])
    }

    @Test("An item changing sections moves, whatever the order")
    func crossSectionMove() {
        // 2 goes from A [0,1] to B [1,1].
        let difference = SnapshotDifference(
            from: makeSnapshot(["A": [1, 2], "B": [3]]), to: makeSnapshot(["A": [1], "B": [3, 2]]))
        #expect(difference.movedItems == [move(path(0, 1), path(1, 1))])
    }

    @Test("Sections are deleted, inserted and moved with the same minimal rule")
    func sections() {
        // Old A B C D, new D B X C: A (old 0) deleted, X (new 2) inserted; of D B C (old 3 1 2)
        // the run 1 2 stays, so D moves 3 -> 0.
        let old = makeSnapshot(["A": [1], "B": [2], "C": [3], "D": [4]])
        let new = makeSnapshot(["D": [4], "B": [2], "X": [9], "C": [3]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == [0])
        #expect(difference.insertedSections == [2])
        #expect(difference.movedSections == [.init(before: 3, after: 0)])
        // Items go with their sections: 1 with A, 9 with X, 4 with D. Nothing else changes.
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
    }

    @Test("Items cannot move out of a deleted section or into an inserted one")
    func itemsAcrossDeletedAndInsertedSections() {
        // 1 leaves deleted A for B: an insert at B's new [0,1]. 3 leaves B for inserted X: a
        // delete at B's old [1,1].
        let old = makeSnapshot(["A": [1], "B": [2, 3]])
        let new = makeSnapshot(["B": [2, 1], "X": [3]])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == [0])
        #expect(difference.insertedSections == [1])
        #expect(difference.insertedItems == [path(0, 1)])
        #expect(difference.deletedItems == [path(1, 1)])
        #expect(difference.movedItems.isEmpty)
        #expect(applying(difference, to: old, new: new) == lines(new))
    }

    @Test("Reloads and reconfigurations map to both index paths; marks of absent items are skipped")
    func reloads() {
        let old = makeSnapshot(["A": [1, 2], "B": [3]])
        var new = makeSnapshot(["B": [3, 4], "A": [2]])
        new.reloadItems([2, 4])
        new.reconfigureItems([3])
        new.reloadSections(["A"])
        new.deleteItems([4])
        let difference = SnapshotDifference(from: old, to: new)
        // 2: old [0,1] -> new [1,0]; 4 is inserted then deleted, so skipped. 3: [1,0] -> [0,0].
        #expect(difference.reloadedItems == [.init(before: path(0, 1), after: path(1, 0))])
        #expect(difference.reconfiguredItems == [.init(before: path(1, 0), after: path(0, 0))])
        #expect(difference.reloadedSections == [.init(before: 0, after: 1)])
    }

    @Test("Work grows with the items, not with their square")
    func linearWork() {
        let count = 10_000
        let old = makeSnapshot(["A": Array(0..<count)])
        // Every tenth item moved to the end, in order: the other 9,000 keep their run.
        let new = makeSnapshot(["A": (0..<count).filter { $0 % 10 != 0 } + (0..<count).filter { $0 % 10 == 0 }])
        var work = SnapshotDifference.Work()
        let difference = SnapshotDifference(from: old, to: new, work: &work)
        #expect(difference.movedItems.count == 1000)
        #expect(work.lookups == count + 1)
        // Each of the 1,000 out-of-order items searches at most log2(9,001) < 14 piles.
        #expect(work.searchSteps <= 1000 * 14)
    }
}
