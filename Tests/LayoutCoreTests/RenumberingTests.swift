import Testing

@testable import LayoutCore

@Suite("Renumbering: positions after an update's removals and arrivals")
struct RenumberingTests {
    // Old a b c d e (0…4); remove 1 (b) and 3 (d); arrivals take new 0 and 2.
    // Staying a c e fill the free new places 1, 3, 4: a 0→1, c 2→3, e 4→4.
    static let example = Renumbering(removed: [3, 1], added: [2, 0])

    @Test("Staying elements fill, in order, the new places no arrival takes")
    func forward() {
        #expect((0..<5).map { Self.example.newPosition(ofOld: $0) } == [1, nil, 3, nil, 4])
    }

    @Test("Each new place not taken by an arrival names the old element that fills it")
    func backward() {
        // New 0 and 2 are arrivals; new 1 ← a (0), 3 ← c (2), 4 ← e (4).
        #expect((0..<5).map { Self.example.oldPosition(ofNew: $0) } == [nil, 0, nil, 2, 4])
    }

    @Test("Removed and added positions are kept ascending, a repeat counted once; the count follows")
    func normalized() {
        let renumbering = Renumbering(removed: [4, 1, 4], added: [0, 0])
        #expect(renumbering.removed == [1, 4])
        #expect(renumbering.added == [0])
        // 6 − 2 removed + 1 added = 5.
        #expect(renumbering.newCount(oldCount: 6) == 5)
        #expect(renumbering.isRemoved(4) && !renumbering.isRemoved(2))
        #expect(renumbering.isAdded(0) && !renumbering.isAdded(1))
    }

    @Test("Two ascending lists one after the other are merged; any other order is sorted")
    func runs() {
        // Deletions 1 5 9 then move sources 0 5 7 (5 named by both): 0 1 5 7 9.
        #expect(Renumbering(removed: [1, 5, 9, 0, 5, 7], added: []).removed == [0, 1, 5, 7, 9])
        // Three runs (3 | 1 2 | 0): sorted.
        #expect(Renumbering(removed: [3, 1, 2, 0], added: []).removed == [0, 1, 2, 3])
    }

    @Test("Past the last edit every position shifts by arrivals minus removals")
    func farPositions() {
        // Old 1 and 4 removed, new 0 added: below old 1,000,000 two leave and one arrives,
        // 1,000,000 − 2 + 1 = 999,999; and back.
        let renumbering = Renumbering(removed: [1, 4], added: [0])
        #expect(renumbering.newPosition(ofOld: 1_000_000) == 999_999)
        #expect(renumbering.oldPosition(ofNew: 999_999) == 1_000_000)
    }

    @Test("No edits: every position is its own")
    func identity() {
        let none = Renumbering(removed: [], added: [])
        #expect(none.isIdentity)
        #expect(none.newPosition(ofOld: 7) == 7)
        #expect(none.oldPosition(ofNew: 7) == 7)
    }
}
