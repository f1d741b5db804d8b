import LayoutTestSupport
import Testing

@testable import LayoutCore

// What measured groups store (issue 11, target 7: at most 24 bytes per measured group,
// nothing per unmeasured item), counted in bytes of the stores' own arrays, and how chunked
// storage behaves at its boundaries.
//
// Sizes used below, by hand:
//
// * A dense extent leaf covers up to 128 groups: a record of 5 eight-byte fields (its group
//   count, two mask words, the array reference, the sum) = 40 bytes, and 128 lengths + 8
//   block sums = 136 × 8 = 1,088 bytes: 1,128. (The inner nodes above the leaves keep a
//   count, an override count and a sum per leaf, 24 bytes per 128 groups: not counted.)
// * A measured-size chunk covers 128 items: two mask words (16 bytes) and per column one
//   shared value or 128: a list measured along its height, every width 375, holds
//   16 + (1 + 128) × 8 = 1,048 bytes; a lone measured item 16 + (1 + 1) × 8 = 32.

@Suite("Measured storage: bytes per measured group and chunk boundaries")
struct MeasuredStorageTests {
    /// The height row `i` measures: 44 + (i mod 7) × 10, as in the benchmark's W4.
    private func height(_ i: Int) -> Double { 44 + Double(i % 7) * 10 }

    @Test("Target 7: 12,800 measured rows of a 1,000,000-row list store 17.5 bytes each, no solution of their own")
    func bytesPerMeasuredRow() throws {
        var solution = try solveSection(estimatedList(), items: 1_000_000)
        for i in 0..<12_800 { try measure(&solution, item: i, height: height(i)) }
        let geometry = solution.sections[0]
        // One-item rows measured to another height are the template stretched: no group keeps
        // a solution of its own.
        #expect(geometry.distinctGroups.isEmpty)
        // Rows with i mod 7 = 0 measure the estimate, 44: no override. i = 0, 7, …, 12,796:
        // ⌊12,799 / 7⌋ + 1 = 1,829 of them; 12,800 − 1,829 = 10,971 overrides.
        #expect(geometry.track.extents.overrideCount == 10_971)
        // 12,800 / 128 = 100 chunks in each store.
        #expect(geometry.track.extents.storedNodeCount == 100)
        // An extent chunk: its record (count 8, override bits 16, array reference 8 = 32) and
        // 9 running totals, 128 lengths and 8 block sums of 8 bytes (145 × 8 = 1,160): 1,192.
        #expect(geometry.track.extents.storedBytes == 100 * 1_192)
        #expect(geometry.measurements.cells.storedChunkCount == 100)
        #expect(geometry.measurements.cells.storedBytes == 100 * 1_048)
        // (119,200 + 104,800) / 12,800 = 224,000 / 12,800 = 17.5 bytes per measured row.
        let bytes = geometry.track.extents.storedBytes + geometry.measurements.cells.storedBytes
        #expect(bytes * 1_000 / 12_800 == 17_500)
        // Row 12,800 follows 1,828 full cycles of 7 (518 each) and rows 12,796 … 12,799
        // (r = 0 … 3: 44 + 54 + 64 + 74 = 236): 1,828 × 518 + 236 = 946,904 + 236 = 947,140.
        expectFrame(frame(solution, 0, 12_800), 0, 947_140, 375, 44)
        // Row 12,799 (r = 3, 74 high) at 947,140 − 74 = 947,066.
        expectFrame(frame(solution, 0, 12_799), 0, 947_066, 375, 74)
    }

    @Test("Nothing per unmeasured item: one measured row at the end of 10,000,000 stores one chunk of each")
    func loneMeasuredRow() throws {
        var solution = try solveSection(estimatedList(), items: 10_000_000)
        try measure(&solution, item: 9_999_999, height: 50)
        let geometry = solution.sections[0]
        // Row 9,999,999 is position 127 of chunk 78,124 (78,124 × 128 = 9,999,872).
        #expect(geometry.track.extents.storedNodeCount == 1)
        // One chunk: 32 + 145 × 8 = 1,192 bytes.
        #expect(geometry.track.extents.storedBytes == 1_192)
        #expect(geometry.measurements.cells.storedChunkCount == 1)
        #expect(geometry.measurements.cells.storedBytes == 32)
        // 9,999,999 × 44 = 439,999,956; content + 50.
        expectFrame(frame(solution, 0, 9_999_999), 0, 439_999_956, 375, 50)
        expectValue(solution.contentSize.height, 440_000_006)
        // Forgetting it frees both chunks.
        _ = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 9_999_999), hooks: NoHooks())
        #expect(solution.sections[0].track.extents.storedNodeCount == 0)
        #expect(solution.sections[0].measurements.cells.storedChunkCount == 0)
        expectValue(solution.contentSize.height, 440_000_000)
    }

    @Test("The last row of one chunk and the first of the next; measuring back to the estimate, then forgetting")
    func chunkBoundary() throws {
        var solution = try solveSection(estimatedList(), items: 1_000)
        try measure(&solution, item: 127, height: 100)
        try measure(&solution, item: 128, height: 60)
        #expect(solution.sections[0].track.extents.storedNodeCount == 2)
        // 126 × 44 = 5,544; 127 × 44 = 5,588, 100 high; then 5,688, 60 high; then 5,748.
        expectFrame(frame(solution, 0, 126), 0, 5_544, 375, 44)
        expectFrame(frame(solution, 0, 127), 0, 5_588, 375, 100)
        expectFrame(frame(solution, 0, 128), 0, 5_688, 375, 60)
        expectFrame(frame(solution, 0, 129), 0, 5_748, 375, 44)
        // Row 999: 5,748 + 870 × 44 = 5,748 + 38,280 = 44,028; content 1,000 × 44 + 56 + 16.
        expectFrame(frame(solution, 0, 999), 0, 44_028, 375, 44)
        expectValue(solution.contentSize.height, 44_072)
        // A viewport from 5,600 to 5,700 meets rows 127 (… 5,688) and 128 (5,688 …).
        let found = solution.elements(in: Rect(x: 0, y: 5_600, width: 375, height: 100))
        #expect(found.map(\.item) == [127, 128])

        // Row 127 measured back to 44: no override, its chunk freed; its measurement is kept.
        try measure(&solution, item: 127, height: 44)
        #expect(solution.sections[0].track.extents.storedNodeCount == 1)
        #expect(solution.sections[0].measurements.cells.count == 2)
        #expect(solution.sections[0].distinctGroups.isEmpty)
        // 128 × 44 = 5,632; row 999 at 999 × 44 + 16 = 43,956 + 16 = 43,972.
        expectFrame(frame(solution, 0, 128), 0, 5_632, 375, 60)
        expectFrame(frame(solution, 0, 999), 0, 43_972, 375, 44)

        // Forgetting row 128: the estimate stands again and nothing is overridden.
        _ = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 128), hooks: NoHooks())
        #expect(solution.sections[0].track.extents.storedNodeCount == 0)
        #expect(solution.sections[0].measurements.cells.count == 1)
        expectFrame(frame(solution, 0, 128), 0, 5_632, 375, 44)
        expectValue(solution.contentSize.height, 44_000)
    }

    @Test("Groups whose solution is not a stretched template keep their own: side-by-side items, an absolute group")
    func distinctGroups() throws {
        // Two items side by side, each 187.5 wide: item 0 measured 100, item 1 stays 44 (S-34),
        // so the row is 100 high but its cells differ: its own solution.
        let pair = repeatingGroup(.horizontal, .fractionalWidth(1), .estimated(44), item(.fractionalWidth(0.5), .estimated(44)), count: 2)
        var solution = try solveSection(pair, items: 6)
        try measure(&solution, item: 2, width: 187.5, height: 100)
        #expect(Array(solution.sections[0].distinctGroups.keys) == [1])
        expectFrame(frame(solution, 0, 2), 0, 44, 187.5, 100)
        expectFrame(frame(solution, 0, 3), 187.5, 44, 187.5, 44)
        // Row 2 at 44 + 100 = 144.
        expectFrame(frame(solution, 0, 4), 0, 144, 187.5, 44)

        // A cell measured taller than its absolute group overflows it (S-32): the box keeps
        // its length, so the solution is not the template stretched.
        let fixed = hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .estimated(44))])
        var overflowing = try solveSection(fixed, items: 3)
        try measure(&overflowing, item: 1, height: 100)
        #expect(Array(overflowing.sections[0].distinctGroups.keys) == [1])
        #expect(overflowing.sections[0].track.extents.overrideCount == 0)
        expectFrame(frame(overflowing, 0, 1), 0, 44, 375, 100)
        expectFrame(frame(overflowing, 0, 2), 0, 88, 375, 44)
    }

    @Test("A stretched row is reported like any other: its slot, its group's solution, a query of its rows")
    func stretchedRowReads() throws {
        // Insets of 8 apply across the list (x = 8, width 375 − 16 = 359) and are ignored
        // along its estimated height (S-6): rows of 44 at 44 × i.
        var solution = try solveSection(estimatedList(insets: DirectionalInsets(all: 8)), items: 300)
        try measure(&solution, item: 200, width: 359, height: 60)
        let geometry = solution.sections[0]
        #expect(geometry.distinctGroups.isEmpty)
        #expect(geometry.track.extents.length(ofGroup: 200) == 60)
        // Row 200 at 200 × 44 = 8,800, 60 high, still 8 in.
        expectFrame(frame(solution, 0, 200), 8, 8_800, 359, 60)
        #expect(geometry.cellSlot(ofItem: 200)?.frameInGroup == Rect(x: 8, y: 0, width: 359, height: 60))
        #expect(geometry.solvedGroup(200).boxSize == Size(width: 375, height: 60))
        #expect(geometry.solvedGroup(200).slots.map(\.frameInGroup) == [Rect(x: 8, y: 0, width: 359, height: 60)])
        // Row 201 at 8,800 + 60 = 8,860.
        expectFrame(frame(solution, 0, 201), 8, 8_860, 359, 44)
        // 8,850 … 8,880 meets rows 200 (… 8,860) and 201 (8,860 …); row 199 ends at 8,800.
        let found = solution.elements(in: Rect(x: 0, y: 8_850, width: 375, height: 30))
        #expect(found.map(\.item) == [200, 201])
        var frames: [Int: Rect] = [:]
        solution.forEachCellFrame { _, item, frame in if item == 200 || item == 201 { frames[item] = frame } }
        #expect(frames[200] == Rect(x: 8, y: 8_800, width: 359, height: 60))
        #expect(frames[201] == Rect(x: 8, y: 8_860, width: 359, height: 44))
    }

    @Test("A new width solves the section again from its measurements: stretched rows stay stretched")
    func resolveKeepsCompactRows() throws {
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: estimatedList()), itemCount: 400)])
        var solution = try LayoutSolver.solve(description, in: container(375, 812))
        for i in [0, 127, 128, 300] { try measure(&solution, item: i, height: 100) }
        let narrow = try LayoutSolver.solve(description, in: container(320, 812), hooks: NoHooks(), previous: solution)
        let geometry = narrow.sections[0]
        #expect(geometry.distinctGroups.isEmpty)
        #expect(geometry.track.extents.overrideCount == 4)
        // Chunks 0 (rows 0, 127), 1 (128) and 2 (300).
        #expect(geometry.track.extents.storedNodeCount == 3)
        // Row 300 follows three rows of 100 and 297 of 44: 300 + 13,068 = 13,368.
        expectFrame(frame(narrow, 0, 300), 0, 13_368, 320, 100)
    }
}
