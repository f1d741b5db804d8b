import LayoutTestSupport
import Testing

@testable import LayoutCore

// How much work self-sizing does, counted rather than timed (`LayoutSolution.work`), and
// what it stores: memory per measured group, never per item (S-33, S-37).
//
// Bounds used below, for one measurement:
//
// * Extent tree (a treap of the m groups whose length differs from the estimate, priorities
//   a hash of the group): it behaves like a random binary search tree, whose height is about
//   4.311·ln m ≈ 2.99·log2 m (Devroye) and whose average depth is about 1.39·log2 m. An insert
//   visits the root-to-node path once (≤ height + 1 nodes); a removal visits that path plus
//   the facing spines of the node's two subtrees (fewer than 2 nodes expected) plus at most 3
//   relinks when the freed slot is refilled. So we allow 4·⌈log2(m + 2)⌉ + 8: above the
//   height of a random tree with margin, and 12 for a tree of one or two nodes.
// * Prefix sums over S sections (a Fenwick tree): an update climbs from node i + 1 by adding
//   its lowest bit, visiting at most ⌊log2 S⌋ + 1 nodes; we allow ⌈log2(S + 1)⌉ + 1.

/// ⌈log2 n⌉ for n ≥ 1.
private func ceilLog2(_ n: Int) -> Int {
    n <= 1 ? 0 : Int.bitWidth - (n - 1).leadingZeroBitCount
}

/// The most extent-tree nodes one update may visit in a tree of `m` overrides.
private func extentBound(_ m: Int) -> Int { 4 * ceilLog2(m + 2) + 8 }

/// The most prefix-sum nodes one update may visit over `sections` sections.
private func prefixBound(_ sections: Int) -> Int { ceilLog2(sections + 1) + 1 }

@Suite("Self-sizing: counting work and storage")
struct SelfSizingCountingTests {
    @Test("S-33 counting: ⌈log2⌉ and the per-update allowances used below")
    func bounds() {
        #expect(ceilLog2(1) == 0 && ceilLog2(2) == 1 && ceilLog2(3) == 2 && ceilLog2(1024) == 10 && ceilLog2(1025) == 11)
        #expect(extentBound(0) == 12)  // 4 × ⌈log2 2⌉ + 8
        #expect(extentBound(100) == 36)  // 4 × ⌈log2 102⌉ = 4 × 7, + 8
        #expect(prefixBound(1) == 2)  // ⌈log2 2⌉ + 1
        #expect(prefixBound(10_000) == 15)  // ⌈log2 10,001⌉ = 14, + 1
    }

    @Test("S-33 / S-37: a 1,000,000-item list solves one group, then exactly one per measurement in O(log m) nodes")
    func millionItemList() throws {
        var solution = try solveSection(estimatedList(), items: 1_000_000)
        // Capacity 1, every group the template: one group solved, no tree touched.
        #expect(solution.work.groupsSolved == 1)
        #expect(solution.work.treeNodesTouched == 0)

        // 100 scattered items k_j = 9,901 × j (j = 1 … 100, up to 990,100), measured
        // 44 + (j mod 4) high: deltas 1, 2, 3, 0, 1, 2, 3, 0, …
        for j in 1...100 {
            let before = solution.work
            let extentBefore = solution.sections[0].track.extents.nodesTouched
            let overridesBefore = solution.sections[0].track.extents.overrideCount
            try measure(&solution, item: 9_901 * j, height: 44 + Double(j % 4))
            #expect(solution.work.groupsSolved == before.groupsSolved + 1, "measurement \(j)")
            let extent = solution.sections[0].track.extents.nodesTouched - extentBefore
            let prefix = solution.work.treeNodesTouched - before.treeNodesTouched - extent
            let m = max(overridesBefore, solution.sections[0].track.extents.overrideCount)
            #expect(extent <= extentBound(m), "measurement \(j): \(extent) extent-tree nodes, m = \(m)")
            #expect(prefix <= prefixBound(1), "measurement \(j): \(prefix) prefix nodes")
        }
        #expect(solution.work.groupsSolved == 101)
        // Memory follows measured groups: a one-item group measured to another length is the
        // template stretched, kept as its length alone (an override), so no group keeps a
        // solution of its own; overrides only where the length differs from 44, i.e.
        // j mod 4 ≠ 0: 75 of 100.
        #expect(solution.sections[0].distinctGroups.isEmpty)
        #expect(solution.sections[0].track.extents.overrideCount == 75)
        #expect(solution.sections[0].track.extents.overrideCount <= 100)

        // Σ deltas over all 100: 25 cycles of (1 + 2 + 3 + 0) = 150.
        // Item 999,999: y = 999,999 × 44 + 150 = 43,999,956 + 150 = 44,000,106.
        expectFrame(frame(solution, 0, 999_999), 0, 44_000_106, 375, 44)
        // Content 1,000,000 × 44 + 150.
        expectValue(solution.contentSize.height, 44_000_150)
        // Item k_59 = 584,159 (delta 59 mod 4 = 3, so 47 high). Measured items before it:
        // j = 1 … 58, Σ = 14 × 6 + 1 + 2 = 87. y = 584,159 × 44 + 87 = 25,702,996 + 87.
        expectFrame(frame(solution, 0, 584_159), 0, 25_703_083, 375, 47)

        // A viewport deep in the list, starting half a point below the top of item 584,150:
        // y(584,150) = 584,150 × 44 + 87 = 25,702,687 = Y. Items 584,150 … 584,158 are 44 each
        // (Y … Y + 396), 584,159 is 47 (… Y + 443), then 44 each: item 584,160 + n starts at
        // Y + 443 + 44n ≤ Y + 812.5 for n ≤ 8. Item 584,149 ends at Y, before the viewport.
        let viewport = Rect(x: 0, y: 25_702_687.5, width: 375, height: 812)
        let found = solution.elements(in: viewport)
        #expect(indexPaths(found) == (584_150...584_168).map { [0, $0] })
        expectFrame(found.first?.frame, 0, 25_702_687, 375, 44)
        expectFrame(found.last?.frame, 0, 25_702_687 + 443 + 8 * 44, 375, 44)
    }

    @Test("S-37: a 10,000,000-item estimated list with nothing measured stores no override")
    func tenMillionUnmeasured() throws {
        var solution = try solveSection(estimatedList(), items: 10_000_000)
        let geometry = solution.sections[0]
        #expect(geometry.track.extents.overrideCount == 0)
        #expect(geometry.distinctGroups.isEmpty)
        #expect(geometry.measurements.isEmpty)
        #expect(solution.work.groupsSolved == 1)
        // 9,999,999 × 44 = 439,999,956; content 10,000,000 × 44.
        expectFrame(frame(solution, 0, 9_999_999), 0, 439_999_956, 375, 44)
        expectValue(solution.contentSize.height, 440_000_000)

        // A measurement equal to the estimate leaves its group the template: no solution of
        // its own, no override; only the measured size is kept.
        try measure(&solution, item: 5_000_000, height: 44)
        #expect(solution.sections[0].distinctGroups.isEmpty)
        #expect(solution.sections[0].measurements.cells.count == 1)
        #expect(solution.sections[0].track.extents.overrideCount == 0)
        expectFrame(frame(solution, 0, 9_999_999), 0, 439_999_956, 375, 44)
    }

    @Test("S-33: 10,000 sections of 10: measuring in section 0 moves section 9,999 by the delta through O(log S) prefix nodes")
    func tenThousandSections() throws {
        var solution = try solveLayout(Array(repeating: (Section(group: estimatedList()), 10), count: 10_000))
        // One template: the other sections are described alike, with as many items, so they
        // are copies of the first.
        #expect(solution.work.groupsSolved == 1)
        #expect(solution.work.sectionsCopied == 9_999)
        // Every section 10 × 44 = 440: section 9,999 starts at 9,999 × 440 = 4,399,560.
        expectValue(solution.sectionStart(9_999), 4_399_560)

        let before = solution.work
        let extentBefore = solution.sections[0].track.extents.nodesTouched
        try measure(&solution, section: 0, item: 3, height: 100)
        // Delta 100 − 44 = 56: section 9,999 at 4,399,616; its item 0 there too;
        // content 10,000 × 440 + 56 = 4,400,056.
        expectValue(solution.sectionStart(9_999), 4_399_616)
        expectFrame(frame(solution, 9_999, 0), 0, 4_399_616, 375, 44)
        expectValue(solution.contentSize.height, 4_400_056)
        // Section 0 itself: items 0 … 2 unmoved, item 4 at 3 × 44 + 100 = 232.
        expectFrame(frame(solution, 0, 2), 0, 88, 375, 44)
        expectFrame(frame(solution, 0, 4), 0, 232, 375, 44)

        #expect(solution.work.groupsSolved == before.groupsSolved + 1)
        let extent = solution.sections[0].track.extents.nodesTouched - extentBefore
        let prefix = solution.work.treeNodesTouched - before.treeNodesTouched - extent
        #expect(extent == 1)  // one node inserted into an empty tree
        #expect(prefix >= 1 && prefix <= prefixBound(10_000), "\(prefix) prefix nodes")

        // A second measurement in the middle, section 5,000 item 9: 50 (+6).
        // Section 5,000 starts at 5,000 × 440 + 56 = 2,200,056; item 9 at + 9 × 44 = 2,200,452.
        let middle = solution.work.treeNodesTouched
        try measure(&solution, section: 5_000, item: 9, height: 50)
        expectFrame(frame(solution, 5_000, 9), 0, 2_200_452, 375, 50)
        expectValue(solution.sectionStart(9_999), 4_399_622)
        #expect(solution.work.treeNodesTouched - middle <= extentBound(1) + prefixBound(10_000))
    }

    @Test("S-33 / S-37: a 1,000-item list measured one 812-pt viewport at a time ends with every frame exact")
    func scrollAndMeasure() throws {
        /// The height every cell measures: 30, 40, 50, 60, 70, repeating.
        func height(_ i: Int) -> Double { 30 + Double(i % 5) * 10 }
        var solution = try solveSection(estimatedList(), items: 1_000)
        var measured = Set<Int>()
        var top = 0.0
        while top < solution.contentSize.height {
            let viewport = Rect(x: 0, y: top, width: 375, height: 812)
            // As a host does: measure the cells the viewport shows, lay out again, repeat until
            // it shows no unmeasured cell.
            while true {
                let fresh = solution.elements(in: viewport).filter { $0.category == .cell && !measured.contains($0.item) }
                if fresh.isEmpty { break }
                for cell in fresh {
                    try measure(&solution, item: cell.item, height: height(cell.item))
                    measured.insert(cell.item)
                }
            }
            top += 812
        }
        #expect(measured.count == 1_000)
        #expect(solution.work.groupsSolved == 1 + 1_000)
        // y_i = Σ_{j<i} h_j. One cycle of five is 30 + 40 + 50 + 60 + 70 = 250; within a cycle
        // the r cells before add 30r + 10 × r(r − 1)/2.
        for i in 0..<1_000 {
            let r = Double(i % 5)
            let y = 250 * Double(i / 5) + 30 * r + 10 * r * (r - 1) / 2
            expectFrame(frame(solution, 0, i), 0, y, 375, height(i))
        }
        // Σ h = 200 cycles × 250 = 50,000.
        expectValue(solution.contentSize.height, 50_000)
    }
}
