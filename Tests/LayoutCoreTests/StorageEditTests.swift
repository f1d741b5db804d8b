import InternalUtilities
import Testing

@testable import LayoutCore

// Inserting and removing groups and items in the middle of the chunked stores (issue 19):
// seeded edits checked against plain arrays after every step, and node counts per edit.
// Every length below is a whole number or a quarter, so every partial sum is exact and the
// model's left-to-right sums are the tree's bit for bit.

@Suite("Chunked stores: inserting and removing in the middle")
struct StorageEditTests {
    @Test("Seeded group inserts, removals and overrides agree with a plain array of lengths after every step")
    func extentEdits() {
        var random = SplitMix64(seed: 19)
        var steps = 0
        for _ in 0..<6 {
            let count = 1 + random.nextModulo(700)
            var tree = ExtentTree(count: count, defaultLength: 44, spacing: 8)
            var model = [Double?](repeating: nil, count: count)
            for _ in 0..<60 {
                let k = random.nextModulo(model.count + 1)
                switch random.nextModulo(4) {
                case 0:
                    let n = 1 + random.nextModulo(random.nextModulo(2) == 0 ? 3 : 300)
                    tree.insertGroups(n, at: k)
                    model.insert(contentsOf: [Double?](repeating: nil, count: n), at: k)
                case 1:
                    let end = min(model.count, k + 1 + random.nextModulo(random.nextModulo(2) == 0 ? 3 : 200))
                    tree.removeGroups(in: k..<end)
                    model.removeSubrange(k..<end)
                default:
                    // Runs of overrides, so that leaves fill, split and merge.
                    for g in k..<min(model.count, k + 1 + random.nextModulo(140)) {
                        let length: Double? = random.nextModulo(5) == 0 ? nil : [0, 0.25, 44, 60][random.nextModulo(4)]
                        tree.setLength(length, ofGroup: g)
                        model[g] = length
                    }
                }
                #expect(agrees(tree, with: model), "step \(steps)")
                steps += 1
            }
        }
        #expect(steps == 360)
    }

    @Test("An insert at group 0 and a removal at the middle of 100,000 overridden groups visit one path of the tree")
    func editsAreLogarithmic() {
        var tree = ExtentTree(count: 100_000, defaultLength: 44, spacing: 0)
        for g in 0..<100_000 { tree.setLength(Double(44 + (g % 7) * 10), ofGroup: g) }
        // ⌈100,000 / 128⌉ = 782 leaves. An inner node splits into halves when it passes 32
        // children, so every node but the root has at least 16: at most ⌈782 / 16⌉ = 49 and
        // ⌈49 / 16⌉ = 4 nodes on the levels above the leaves, then the root: a path of at most
        // 4 nodes, and an edit visits one path.
        let inserted = tree.insertGroups(1, at: 0)
        let removed = tree.removeGroups(in: 50_000..<50_001)
        #expect(inserted <= 4 && removed <= 4)
        // Group 0 is new (44); the old group g is now g + 1. Rows 0 … 6 of the old list
        // add 44 + 54 + … + 104 = 518, so old group 7 (now 8) sits at 44 + 518 = 562.
        #expect(tree.offset(ofGroup: 8) == 562)
        #expect(tree.length(ofGroup: 0) == 44 && tree.override(ofGroup: 0) == nil)
        #expect(tree.override(ofGroup: 1) == 44 && tree.override(ofGroup: 2) == 54)
        // Old groups 0 … 49,998 are now 1 … 49,999; old 49,999 (now 50,000) went; old 50,000
        // is group 50,000 again. Old rows with g mod 7 = 0 measure 44 (an override of 44).
        #expect(tree.count == 100_000 && tree.overrideCount == 99_999)
        #expect(tree.override(ofGroup: 50_000) == Double(44 + (50_000 % 7) * 10))
        #expect(tree.satisfiesInvariants)
    }

    @Test("Measured sizes: seeded inserts, removals and measurements agree with a plain array")
    func measuredEdits() {
        var random = SplitMix64(seed: 21)
        var sizes = MeasuredSizes()
        var model: [Size?] = []
        for step in 0..<400 {
            let k = random.nextModulo(model.count + 40)
            switch random.nextModulo(4) {
            case 0:
                let n = 1 + random.nextModulo(200)
                sizes.insertUnmeasured(at: k, count: n)
                if k < model.count { model.insert(contentsOf: [Size?](repeating: nil, count: n), at: k) }
            case 1:
                let end = k + 1 + random.nextModulo(150)
                sizes.removeItems(in: k..<end)
                if k < model.count { model.removeSubrange(k..<min(end, model.count)) }
            default:
                let size: Size? = random.nextModulo(6) == 0 ? nil : Size(width: 375, height: Double(44 + random.nextModulo(3) * 10))
                sizes[k] = size
                if k >= model.count { model += [Size?](repeating: nil, count: k + 1 - model.count) }
                model[k] = size
            }
            let expected = model.indices.compactMap { i in model[i].map { (i, $0) } }
            let actual = Array(sizes)
            #expect(actual.map(\.item) == expected.map(\.0) && actual.map(\.size) == expected.map(\.1), "step \(step)")
            #expect(sizes.count == expected.count)
            #expect((0..<model.count + 5).allSatisfy { sizes[$0] == (model.indices.contains($0) ? model[$0] : nil) })
        }
    }

    @Test("A position set past the end is added with its chunk in one descent, into the leaves an insert and a set make")
    func appendPastTheEnd() {
        let size = Size(width: 10, height: 1)
        let set: (inout MeasuredChunk, Int) -> Void = { chunk, p in chunk.set(size, at: p) }
        var tree = ChunkTree<MeasuredChunk>()
        // Position 0 of an empty tree: a gap of 1 made dense around it, [dense 1].
        tree.append(1, modifyingLast: set)
        // Positions 1 … 127: 1 + 127 = 128 fit in the dense leaf, the root: [dense 128], one node.
        #expect(tree.append(127, modifyingLast: set) == 1)
        // Position 128: the leaf is full, so a gap of 1 after it, made dense:
        // [dense 128][dense 1] under a new root.
        #expect(tree.append(1, modifyingLast: set) == 1)
        // Positions 129 … 300 (172): 1 + 172 > 128, so a gap of 172 from position 129 after the
        // dense 1. Its window of 128 around its position 171 (tree position 300) starts at
        // max(0, min(171 − (129 + 171) mod 128, 172 − 128)) = min(171 − 44, 44) = 44: a gap of
        // 44 (129 … 172), then dense 173 … 300. The root and the last leaf: two nodes.
        #expect(tree.append(172, modifyingLast: set) == 2)
        var kinds: [Bool] = []
        var counts: [Int] = []
        tree.forEachLeaf { leaf in
            kinds.append(leaf.isGap)
            counts.append(leaf.count)
        }
        #expect(kinds == [false, false, true, false] && counts == [128, 1, 44, 128])
        // Only the last position of each append is set: 0, 127, 128 and 300.
        #expect(tree.count == 301 && tree.summary == 4)
        let (leaf, p, before) = tree.find(300)
        // 300 is the last of the fourth leaf (173 + 127); 3 set before it.
        #expect(leaf == tree.find(173).leaf && p == 127 && before == 3)
        #expect(tree.leaves[leaf].size(at: p) == size && tree.leaves[tree.find(127).leaf].size(at: 127) == size)

        // A last leaf that is a gap takes the new positions, then is made dense: 10 + 5 = 15
        // positions, a window of min(128, 15) = 15 starting at max(0, min(14 − 14, 0)) = 0.
        var gap = ChunkTree<MeasuredChunk>(empty: 10)
        #expect(gap.append(5, modifyingLast: set) == 1)
        var gapKinds: [Bool] = []
        var gapCounts: [Int] = []
        gap.forEachLeaf { leaf in
            gapKinds.append(leaf.isGap)
            gapCounts.append(leaf.count)
        }
        #expect(gapKinds == [false] && gapCounts == [15] && gap.summary == 1)
        let only = gap.find(14).leaf
        #expect(gap.leaves[only].size(at: 14) == size && gap.leaves[only].size(at: 13) == nil)
    }

    @Test("A position set past the end in a last leaf with room, under an inner node, is written where the leaf is stored, the records on its path rewritten")
    func appendInPlaceUnderAnInnerNode() {
        let size = Size(width: 10, height: 1)
        let set: (inout MeasuredChunk, Int) -> Void = { chunk, p in chunk.set(size, at: p) }
        var tree = ChunkTree<MeasuredChunk>()
        // Positions 0 … 127, the last set: a gap of 128 made dense around 127, [dense 128].
        tree.append(128, modifyingLast: set)
        // Position 128: the leaf is full, [dense 128][dense 1] under a root; 128 set.
        tree.append(1, modifyingLast: set)
        // Positions 129 … 131: 1 + 3 = 4 fit in the last leaf, which cannot merge with the one
        // before it (128 + 1 > 128): written in place, the root and the leaf, two nodes.
        #expect(tree.append(3, modifyingLast: set) == 2)
        var counts: [Int] = []
        tree.forEachLeaf { counts.append($0.isGap ? -$0.count : $0.count) }
        #expect(counts == [128, 4])
        // The root's record: 128 + 4 = 132 positions, 127, 128 and 131 set.
        #expect(tree.count == 132 && tree.summary == 3)
        // 131 is position 131 − 128 = 3 of the second leaf (as the root's record of it, 4
        // long, says); one position set before that leaf (127).
        let (leaf, p, before) = tree.find(131)
        #expect(p == 3 && before == 1)
        #expect(tree.leaves[leaf].size(at: 3) == size && tree.leaves[leaf].size(at: 2) == nil)
        #expect(tree.leaves[leaf].size(at: 0) == size)
    }

    /// Whether every query of `tree` agrees with sums taken left to right over `model`.
    private func agrees(_ tree: ExtentTree, with model: [Double?]) -> Bool {
        guard tree.satisfiesInvariants, tree.count == model.count else { return false }
        var offset = 0.0
        for k in model.indices {
            let length = model[k] ?? tree.defaultLength
            guard tree.offset(ofGroup: k) == offset, tree.override(ofGroup: k) == model[k] else { return false }
            guard tree.group(atOffset: offset + 0.125) == k || length + tree.spacing <= 0.125 else { return false }
            offset += length + tree.spacing
        }
        return tree.totalLength == (model.isEmpty ? 0 : offset - tree.spacing)
            && tree.overrides.map(\.group) == model.indices.filter { model[$0] != nil }
    }
}
