import InternalUtilities
import Testing

@Suite("Bitset128 and Bitset256")
struct BitsetTests {
    /// Positions on both sides of each word boundary.
    static let positions = [0, 1, 62, 63, 64, 65, 126, 127]

    @Test("A set holds exactly the positions inserted and not removed, on both sides of a word boundary")
    func membership() {
        var set = Bitset128()
        #expect(set.isEmpty)
        for p in Self.positions { set.insert(p) }
        #expect(set.count == 8)
        #expect((0..<128).filter(set.contains) == Self.positions)
        set.remove(63)
        set.remove(64)
        set.remove(64)
        // 8 inserted, 2 distinct removed: 6 left.
        #expect(set.count == 6)
        #expect((0..<128).filter(set.contains) == [0, 1, 62, 65, 126, 127])
        for p in Self.positions { set.remove(p) }
        #expect(set.isEmpty)
        #expect(set == Bitset128())
    }

    @Test(
        "count(below:) counts the members less than p; 0 at or below 0, every member from 128 on",
        arguments: [
            // Members 0, 1, 62, 63, 64, 65, 126, 127.
            (-1, 0), (0, 0), (1, 1), (2, 2), (63, 3), (64, 4), (65, 5), (66, 6), (127, 7), (128, 8), (500, 8),
        ])
    func rank(p: Int, expected: Int) {
        var set = Bitset128()
        for q in Self.positions { set.insert(q) }
        #expect(set.count(below: p) == expected)
    }

    @Test("A 256-position set keeps its lower and upper halves apart")
    func halves() {
        var set = Bitset256()
        #expect(set.isEmpty)
        let members = [0, 127, 128, 191, 192, 255]
        for p in members { set.insert(p) }
        #expect((0..<256).filter(set.contains) == members)
        for p in [0, 127] { set.remove(p) }
        #expect((0..<256).filter(set.contains) == [128, 191, 192, 255])
        for p in [128, 191, 192, 255] { set.remove(p) }
        #expect(set.isEmpty)
    }
}
