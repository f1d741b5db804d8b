import Testing

@testable import LayoutCore

// Walking an extent track's groups in order (`ExtentTree.walk(from:)`), as a viewport query
// places its rows: the offsets are those of `offset(ofGroup:)` bit for bit, and the walk
// descends from the root once, plus once each time it leaves the last leaf of an inner node.

@Suite("Extent walk")
struct ExtentWalkTests {
    /// Reads `count` groups from `first` on with one walk.
    private func walked(_ tree: ExtentTree, from first: Int, count: Int)
        -> (values: [(offset: Double, override: Double?)], walk: ExtentWalk)
    {
        var walk = tree.walk(from: first)
        let values = (0..<count).map { _ in tree.next(&walk) }
        return (values, walk)
    }

    @Test("Offsets and overrides of a walk, by hand")
    func handComputed() {
        // Default 44, spacing 2; group 1 is 54 and group 3 is 64.
        var tree = ExtentTree(count: 6, defaultLength: 44, spacing: 2)
        tree.setLength(54, ofGroup: 1)
        tree.setLength(64, ofGroup: 3)
        let (values, _) = walked(tree, from: 0, count: 7)
        // 0; 44 + 2 = 46; 46 + 54 + 2 = 102; 102 + 44 + 2 = 148; 148 + 64 + 2 = 214;
        // 214 + 46 = 260; group 6 is past the end: 260 + 46 = 306 (`offset(ofGroup: count)`).
        #expect(values.map(\.offset) == [0, 46, 102, 148, 214, 260, 306])
        #expect(values.map(\.override) == [nil, 54, nil, 64, nil, nil, nil])
        // From the middle: the same values.
        let (tail, _) = walked(tree, from: 3, count: 2)
        #expect(tail.map(\.offset) == [148, 214])
    }

    @Test("A walk with no override and one starting outside the track")
    func uniform() {
        let tree = ExtentTree(count: 4, defaultLength: 10, spacing: 1)
        // 11 k.
        #expect(walked(tree, from: 1, count: 3).values.map(\.offset) == [11, 22, 33])
        // Before 0: 0; past the end: the offset of group count, 44.
        #expect(walked(tree, from: -1, count: 1).values.map(\.offset) == [0])
        #expect(walked(tree, from: 4, count: 1).values.map(\.offset) == [44])
    }

    @Test("Every walked offset is the searched offset bit for bit, across gaps, leaves and inner nodes")
    func sameBitsAsSearch() {
        // Lengths in tenths are not exact in binary, so a different order of additions would
        // show in the last bits. Runs of overrides with gaps between them, then edits in the
        // middle, so the tree has gap and dense leaves under several inner nodes.
        var tree = ExtentTree(count: 30_000, defaultLength: 44, spacing: 0.3)
        for k in stride(from: 0, to: 30_000, by: 1) where (k / 700) % 3 != 1 {
            tree.setLength(44 + Double(k % 7) * 1.1, ofGroup: k)
        }
        tree.insertGroups(50, at: 12_345)
        tree.removeGroups(in: 20_000..<20_777)
        #expect(tree.satisfiesInvariants)
        for first in [0, 5, 127, 128, 2_099, 12_340, 20_000, tree.count - 3] {
            let (values, _) = walked(tree, from: first, count: 2_500)
            for (i, value) in values.enumerated() {
                let k = first + i
                #expect(value.offset.bitPattern == tree.offset(ofGroup: k).bitPattern, "group \(k)")
                #expect(value.override == tree.override(ofGroup: k), "group \(k)")
            }
        }
    }

    @Test("Walking 5,000 measured groups descends from the root at most 4 times")
    func descents() {
        // 20,000 groups, each overridden in order: 157 dense leaves of 128 (the last 32), in
        // inner nodes of at least 16 leaves (a node that overflows at 33 splits in two). The
        // 5,000 groups from 7,000 span at most ⌈5,000 / 128⌉ + 1 = 41 leaves, so at most
        // ⌈41 / 16⌉ + 1 = 4 inner nodes: one descent to start, one per inner node left.
        var tree = ExtentTree(count: 20_000, defaultLength: 44, spacing: 0)
        for k in 0..<20_000 { tree.setLength(44 + Double(k % 7) * 10, ofGroup: k) }
        let (values, walk) = walked(tree, from: 7_000, count: 5_000)
        #expect(walk.descents <= 4)
        #expect(walk.descents >= 1)
        // Group 7,000 starts after 7,000 rows, 1,000 of each length 44 + 10 r (r = 0…6):
        // 1,000 × (44 × 7 + 10 × 21) = 1,000 × 518 = 518,000.
        #expect(values[0].offset == 518_000)
        #expect(values[0].override == 44)
    }
}
