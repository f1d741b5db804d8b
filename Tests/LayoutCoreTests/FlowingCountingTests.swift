import LayoutTestSupport
import Testing

@testable import LayoutCore

// How much work a flowing section does, counted rather than timed (`LayoutSolution.work`),
// and what it stores: a node per anchored group (one that differs from the template), none
// per item (DECISIONS "Flowing groups").
//
// Bound used below for the anchor treap (priorities a hash of the first item, so it behaves
// like a random binary search tree of height about 2.99·log2 a): replacing the anchors of a
// range splits the tree twice and merges it twice, plus one merge per new anchor; each split
// or merge walks at most one or two root-to-leaf paths. We allow
// (added + 4) × (8·⌈log2(a + 2)⌉ + 8) nodes.

/// The most treap nodes replacing a range may visit, adding `added` anchors to a tree that
/// holds at most `anchors`.
private func flowBound(added: Int, anchors: Int) -> Int {
    let log = anchors + 2 <= 1 ? 0 : Int.bitWidth - (anchors + 1).leadingZeroBitCount
    return (added + 4) * (8 * log + 8)
}

@Suite("Flowing groups: counting work and storage")
struct FlowingCountingTests {
    @Test("A 1,000,000-tag section: one measurement re-flows O(1) groups, the unmeasured tail is one gap")
    func millionTags() throws {
        // Line 370, estimates 60: 5 tags per row, 200,000 rows; nothing solved but the template.
        var solution = try solveTags(width: 390, inset: 10, items: 1_000_000)
        #expect(solution.work.groupsSolved == 1)
        #expect(solution.sections[0].groupCount == 200_000)

        // Tags 0–14 measured at their estimate (60): each solves the row holding the tag
        // before it, and the next row when the tag starts one; rows 0–2 become anchors.
        for item in 0..<15 {
            let before = solution.work.groupsSolved
            try measure(&solution, item: item, width: 60, height: 32)
            #expect(solution.work.groupsSolved - before == (item > 0 && item % 5 == 0 ? 2 : 1), "tag \(item)")
        }
        #expect(solution.sections[0].track.flow?.anchorCount == 3)

        // Tag 2 at 200: row 0 is 60 + 8 + 60 + 8 + 200 = 336, + 8 + 60 = 404 > 370 → tags 0–2.
        // Rows then start at 3, 8, 13 (3–7, 8–12 measured; 13–17 holds measured 13, 14), then
        // 18: a template row (18–22 unmeasured, 23 too). No measured tag after it: the re-flow
        // skips to the last row, which starts at 18 + 5 × ⌊(999,999 − 23) / 5⌋ + 5 = 999,998
        // and holds 2 tags — partial, and rows size to their tags (SC-9): an anchor.
        // Solved: rows at 0, 3, 8, 13, 18 and 999,998 = 6.
        var before = solution.work
        try measure(&solution, item: 2, width: 200, height: 32)
        #expect(solution.work.groupsSolved - before.groupsSolved == 6)
        var flow = try #require(solution.sections[0].track.flow)
        #expect(flow.anchors.map(\.firstItem) == [0, 3, 8, 13, 999_998])
        #expect(solution.work.treeNodesTouched - before.treeNodesTouched <= flowBound(added: 5, anchors: 5) + 2)
        // Rows: 4 anchors before 18, then (999,998 − 18) / 5 = 199,996 template rows, then the
        // partial row: 200,001 rows. Tag 999,999 is slot 1 of row 4 + 199,996 = 200,000:
        // x 10 + 60 + 8 = 78, y 200,000 × 40 = 8,000,000.
        #expect(flow.groupCount == 200_001)
        expectFrame(frame(solution, 0, 2), 146, 0, 200, 32)
        expectFrame(frame(solution, 0, 3), 10, 40, 60, 32)
        expectFrame(frame(solution, 0, 18), 10, 160, 60, 32)
        expectFrame(frame(solution, 0, 999_999), 78, 8_000_000, 60, 32)
        // Content 200,001 × 32 + 200,000 × 8 = 6,400,032 + 1,600,000.
        expectValue(solution.contentSize.height, 8_000_032)
        #expect(try solvedFromScratch(solution).track == solution.sections[0].track)

        // Back to 60: rows 0–4, 5–9, 10–14 again (anchors), 15–19 a template row; the next
        // old anchor is the partial row at 999,998, so the re-flow skips to the row before it
        // reaches that tag: 20 + 5 × ⌊(999,998 − 1 − 20) / 5⌋ = 999,995, a full template row
        // that ends the section. Solved: rows at 0, 5, 10, 15, 999,995 = 5.
        before = solution.work
        try measure(&solution, item: 2, width: 60, height: 32)
        #expect(solution.work.groupsSolved - before.groupsSolved == 5)
        flow = try #require(solution.sections[0].track.flow)
        #expect(flow.anchors.map(\.firstItem) == [0, 5, 10])
        #expect(flow.groupCount == 200_000)
        // Tag 999,999: row 199,999 at y 7,999,960, slot 4 at x 10 + 4 × 68 = 282.
        expectFrame(frame(solution, 0, 999_999), 282, 7_999_960, 60, 32)
        expectValue(solution.contentSize.height, 7_999_992)  // 200,000 × 32 + 199,999 × 8
    }

    @Test("Scattered measurements in a 1,000,000-tag section: each solves at most 5 rows and touches O(log a) nodes")
    func scatteredMeasurements() throws {
        var solution = try solveTags(width: 390, inset: 10, items: 1_000_000)
        // 300 tags 3,331 apart (k_j = 3,331 × j), each measured 130 wide, so a row holding one
        // holds 4 tags (130 + 3 × 68 = 334; 4 × 68 + 130 = 402 > 370) and every row after it
        // moves by one tag. Each re-flow solves the row holding the tag before it; the row the
        // tag opens when it is pushed out of that one; one template row; then, with no
        // measured tag after it, the last row before the old partial last row and the new
        // partial last row: at most 5, however far the end.
        for j in 1...300 {
            let before = solution.work
            let anchors = solution.sections[0].track.flow?.anchorCount ?? 0
            try measure(&solution, item: 3_331 * j, width: 130, height: 32)
            let solved = solution.work.groupsSolved - before.groupsSolved
            let nodes = solution.work.treeNodesTouched - before.treeNodesTouched
            #expect(solved <= 5, "measurement \(j): \(solved) rows solved")
            // Prefix-sum nodes over one section: at most 2 of them.
            #expect(nodes <= flowBound(added: solved, anchors: anchors + solved) + 2, "measurement \(j): \(nodes) nodes")
        }
        let flow = try #require(solution.sections[0].track.flow)
        // Storage is per anchored row: at most a few per measured tag, nothing per item.
        #expect(flow.anchorCount <= 3 * 300)
        #expect(flow.storedNodeCount <= 3 * 300 + 8)
        // A node: its anchor (first item, item count, length, solution reference: 56 bytes)
        // and its links and subtree aggregates (40 bytes).
        #expect(flow.storedBytes == 96 * flow.storedNodeCount)
        #expect(flow.satisfiesInvariants)
        #expect(try solvedFromScratch(solution).track == solution.sections[0].track)
    }
}
