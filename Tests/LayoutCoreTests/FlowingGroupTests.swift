import InternalUtilities
import LayoutTestSupport
import Testing

@testable import LayoutCore

// Flowing groups: a group whose items are `.estimated` along its axis holds as many items as
// fit at their measured lengths, and the next group starts with the rest — the tag cloud
// (S-10, S-11, S-12 with measured sizes; S-15 for a tag longer than the line; DECISIONS
// "Flowing groups"). Every expected number is worked out by hand below.
//
// Conventions: vertical layout, `PixelGrid.none`. A "tag cloud" is tags `.estimated(60)`
// wide and `.absolute(32)` high, `interItemSpacing` .fixed(8), in a group
// `.fractionalWidth(1) × .estimated(32)` (32 high once solved, S-32); groups 8 apart; the
// section's leading and trailing insets make the line. Rows are 32 + 8 = 40 apart.

/// The tag cloud group: tags `.estimated(estimate)` wide and `height` high, 8 apart.
func tagCloud(estimate: Double = 60, height: Dimension = .absolute(32)) -> Group {
    hGroup(.fractionalWidth(1), .estimated(32), [item(.estimated(estimate), height)], spacing: .fixed(8))
}

/// One tag-cloud section of `items` tags, `inset` from both sides of a container `width`
/// wide (a line of `width − 2 × inset`).
func solveTags(
    width: Double, inset: Double, items: Int, direction: LayoutDirection = .leftToRight, group: Group = tagCloud()
) throws -> LayoutSolution {
    try solveSection(
        group, items: items, in: container(width, 844, direction: direction),
        sectionInsets: insets(leading: inset, trailing: inset), interGroupSpacing: 8)
}

/// Measures tags `first`, `first + 1`, … at `widths`, 32 high.
func measureTags(_ solution: inout LayoutSolution, _ widths: [Double], from first: Int = 0) throws {
    for (offset, width) in widths.enumerated() {
        try measure(&solution, item: first + offset, width: width, height: 32)
    }
}

/// Section 0 solved again from scratch with its measurements: what an incremental re-flow
/// must equal.
func solvedFromScratch(_ solution: LayoutSolution, section: Int = 0) throws -> SectionGeometry {
    let solver = SectionSolver(container: solution.plan.container, configuration: solution.plan.configuration, hooks: NoHooks())
    var work = WorkCounters()
    let geometry = solution.sections[section]
    return try solver.solve(geometry.plan.input, index: section, measurements: geometry.measurements, work: &work)
}

/// Pattern A: 72 48 88 64 40 | 56 80 44 88 | 72 40 64 on a 370-pt line (see `pattern390`).
let patternA: [Double] = [72, 48, 88, 64, 40, 56, 80, 44, 88, 72, 40, 64]

@Suite("Flowing groups: the tag cloud")
struct FlowingGroupTests {
    @Test("A negative spacing between flowing groups counts as 0: rows of measured tags never move back over the row before")
    func negativeSpacingBetweenRows() throws {
        // Line 390 − 2 × 10 = 370, spacing −20 between rows, which counts as 0 in a flowing
        // section (DECISIONS "Negative spacing"). Patterns A's rows hold 5, 4 and 3 tags
        // (see pattern390), each 32 high: rows at y 0, 32, 64; content 3 × 32 = 96.
        var solution = try solveSection(
            tagCloud(), items: 12, in: container(390, 844), sectionInsets: insets(leading: 10, trailing: 10),
            interGroupSpacing: -20)
        try measureTags(&solution, patternA)
        expectFrame(frame(solution, 0, 0), 10, 0, 72, 32)
        // Row 1 starts with tag 5 (56 wide) at y 32 + 0.
        expectFrame(frame(solution, 0, 5), 10, 32, 56, 32)
        // Row 2 starts with tag 9 (72 wide) at y 64.
        expectFrame(frame(solution, 0, 9), 10, 64, 72, 32)
        expectValue(solution.contentSize.height, 96)
    }

    @Test("Tags at 390: each row holds as many measured tags as fit, the next row starts with the rest")
    func pattern390() throws {
        // Line 390 − 2 × 10 = 370. At estimates 5 tags fit (5 × 60 + 4 × 8 = 332; 6 would need
        // 400): 12 tags are rows of 5, 5, 2, content 3 × 32 + 2 × 8 = 112.
        var solution = try solveTags(width: 390, inset: 10, items: 12)
        #expect(solution.sections[0].capacity == 5)
        expectFrame(frame(solution, 0, 5), 10, 40, 60, 32)
        try measureTags(&solution, patternA)
        // Row 0: 72, +8+48 = 128, +8+88 = 224, +8+64 = 296, +8+40 = 344 ≤ 370; +8+56 = 408 > 370.
        //   x = 10, 10+72+8 = 90, 90+48+8 = 146, 146+88+8 = 242, 242+64+8 = 314.
        // Row 1: 56, +8+80 = 144, +8+44 = 196, +8+88 = 292; +8+72 = 372 > 370.
        //   x = 10, 74, 162, 214; y = 40.
        // Row 2: 72, +8+40 = 120, +8+64 = 192: x = 10, 90, 138; y = 80.
        let expected: [(Double, Double)] = [
            (10, 0), (90, 0), (146, 0), (242, 0), (314, 0), (10, 40), (74, 40), (162, 40), (214, 40), (10, 80), (90, 80),
            (138, 80),
        ]
        for (item, origin) in expected.enumerated() {
            expectFrame(frame(solution, 0, item), origin.0, origin.1, patternA[item], 32)
        }
        let geometry = solution.sections[0]
        #expect(geometry.groupCount == 3)
        #expect(geometry.items(inGroup: 1) == 5..<9)
        #expect(geometry.group(ofItem: 8) == 1 && geometry.group(ofItem: 9) == 2)
        // Every tag ends inside the content: 314 + 40 = 354 and 214 + 88 = 302 ≤ 380.
        expectValue(solution.contentSize.height, 112)
        #expect(try solvedFromScratch(solution).track == geometry.track)
        #expect(geometry.track.flow?.satisfiesInvariants == true)
    }

    @Test("S-15: at 375 a tag longer than the line gets a row of its own and keeps its width")
    func oversizedTag() throws {
        // Line 375 − 32 = 343; 5 estimates fit (332). Widths 100 120 90 400 30 30 150:
        // row 0: 100, +8+120 = 228, +8+90 = 326 ≤ 343; +8+400 > 343 → tags 0–2 at x 16, 124, 252.
        // Row 1: tag 3 alone, 400 wide at x 16 (past the line's end 359: not shrunk).
        // Row 2: 30, +8+30 = 68, +8+150 = 226 → tags 4–6 at x 16, 54, 92.
        var solution = try solveTags(width: 375, inset: 16, items: 7)
        try measureTags(&solution, [100, 120, 90, 400, 30, 30, 150])
        expectFrame(frame(solution, 0, 0), 16, 0, 100, 32)
        expectFrame(frame(solution, 0, 1), 124, 0, 120, 32)
        expectFrame(frame(solution, 0, 2), 252, 0, 90, 32)
        expectFrame(frame(solution, 0, 3), 16, 40, 400, 32)
        expectFrame(frame(solution, 0, 4), 16, 80, 30, 32)
        expectFrame(frame(solution, 0, 5), 54, 80, 30, 32)
        expectFrame(frame(solution, 0, 6), 92, 80, 150, 32)
        #expect(solution.sections[0].items(inGroup: 1) == 3..<4)
        expectValue(solution.contentSize.height, 112)
        // A query across the overflowing tag finds it (x 380 … 416 lies past the line).
        let found = solution.elements(in: Rect(x: 380, y: 40, width: 10, height: 10))
        #expect(indexPaths(found) == [[0, 3]])
    }

    @Test("Tags at 820: twenty 100-pt tags make rows of 7, 7 and 6")
    func pattern820() throws {
        // Line 820 − 40 = 780; estimates: 11 fit (11 × 60 + 10 × 8 = 740; 12 need 808), so 20
        // tags start as rows of 11 and 9: content 32 + 8 + 32 = 72.
        var solution = try solveTags(width: 820, inset: 20, items: 20)
        #expect(solution.sections[0].capacity == 11)
        expectValue(solution.contentSize.height, 72)
        try measureTags(&solution, Array(repeating: 100, count: 20))
        // 7 × 100 + 6 × 8 = 748 ≤ 780; 8 would need 856. Tag k: row k / 7, x = 20 + (k mod 7) × 108.
        expectFrame(frame(solution, 0, 6), 20 + 6 * 108, 0, 100, 32)
        expectFrame(frame(solution, 0, 7), 20, 40, 100, 32)
        expectFrame(frame(solution, 0, 19), 20 + 5 * 108, 80, 100, 32)
        // Three rows: 3 × 32 + 2 × 8 = 112.
        expectValue(solution.contentSize.height, 112)
    }

    /// (container width, section inset, tag width, tags per row): per row n, n × w + (n − 1)
    /// × 8 ≤ width − 2 × inset < (n + 1) × w + n × 8.
    static let rowsOfEqualTags: [(Double, Double, Double, Int)] = [
        (390, 10, 40, 7),  // 7 × 40 + 6 × 8 = 328 ≤ 370 < 376
        (390, 10, 185, 1),  // 185 ≤ 370 < 378
        (375, 16, 100, 3),  // 316 ≤ 343 < 424
        (375, 16, 343, 1),  // exactly the line: 343 ≤ 343 < 694
        (820, 20, 100, 7),  // 748 ≤ 780 < 856
        (820, 20, 30, 20),  // 20 × 30 + 19 × 8 = 752 ≤ 780 < 790
    ]

    @Test("Rows of equal measured tags hold ⌊(line + 8) / (w + 8)⌋ tags", arguments: rowsOfEqualTags)
    func uniformRows(width: Double, inset: Double, tag: Double, perRow: Int) throws {
        var solution = try solveTags(width: width, inset: inset, items: 45)
        try measureTags(&solution, Array(repeating: tag, count: 45))
        for item in [0, perRow - 1, perRow, 44] {
            // Tag k: row k / n at y 40 × row, slot k mod n at x inset + slot × (w + 8).
            let row = Double(item / perRow), slot = Double(item % perRow)
            expectFrame(frame(solution, 0, item), inset + slot * (tag + 8), 40 * row, tag, 32)
        }
        #expect(solution.sections[0].groupCount == (45 + perRow - 1) / perRow)
    }

    @Test("Q-17: right to left, the rows of pattern A are mirrored in the container")
    func rightToLeft() throws {
        var solution = try solveTags(width: 390, inset: 10, items: 12, direction: .rightToLeft)
        try measureTags(&solution, patternA)
        // x' = 390 − (x + w): tag 0 390 − 82 = 308, tag 1 390 − 138 = 252, tag 2 390 − 234 =
        // 156, tag 3 390 − 306 = 84, tag 4 390 − 354 = 36; tag 5 (row 1) 390 − 66 = 324;
        // tag 11 (row 2, x 138) 390 − 202 = 188.
        expectFrame(frame(solution, 0, 0), 308, 0, 72, 32)
        expectFrame(frame(solution, 0, 1), 252, 0, 48, 32)
        expectFrame(frame(solution, 0, 2), 156, 0, 88, 32)
        expectFrame(frame(solution, 0, 3), 84, 0, 64, 32)
        expectFrame(frame(solution, 0, 4), 36, 0, 40, 32)
        expectFrame(frame(solution, 0, 5), 324, 40, 56, 32)
        expectFrame(frame(solution, 0, 11), 188, 80, 64, 32)
    }

    @Test("A vertical group flows along its height: columns of tags in a horizontally scrolling layout")
    func verticalColumns() throws {
        // Horizontal scrolling, container 600 × 300, section insets 10 top and bottom: the
        // column is 300 − 20 = 280 high. Items `.fractionalWidth(1) × .estimated(50)` in a
        // vertical group `.estimated(100) × .fractionalHeight(1)`, 10 apart; columns 20 apart.
        // Estimates: 4 fit (4 × 50 + 3 × 10 = 230; 5 need 290).
        let column = vGroup(.estimated(100), .fractionalHeight(1), [item(.fractionalWidth(1), .estimated(50))], spacing: .fixed(10))
        var solution = try solveSection(
            column, items: 7, in: container(600, 300), sectionInsets: insets(top: 10, bottom: 10), interGroupSpacing: 20,
            configuration: LayoutConfiguration(scrollAxis: .horizontal))
        #expect(solution.sections[0].capacity == 4)
        for (index, height) in [120.0, 90, 60, 40, 150, 130, 30].enumerated() {
            try measure(&solution, item: index, width: 999, height: height)
        }
        // Column 0: 120, +10+90 = 220; +10+60 = 290 > 280 → items 0, 1 at y 10, 140.
        // Column 1 at x 100 + 20 = 120: 60, +10+40 = 110, +10+150 = 270 ≤ 280; +10+130 > 280
        //   → items 2, 3, 4 at y 10, 80, 130.
        // Column 2 at x 240: 130, +10+30 = 170 → items 5, 6 at y 10, 150.
        // Widths: the item's fractional width is not self-sizing: 1.0 × the group's 100.
        expectFrame(frame(solution, 0, 0), 0, 10, 100, 120)
        expectFrame(frame(solution, 0, 1), 0, 140, 100, 90)
        expectFrame(frame(solution, 0, 2), 120, 10, 100, 60)
        expectFrame(frame(solution, 0, 3), 120, 80, 100, 40)
        expectFrame(frame(solution, 0, 4), 120, 130, 100, 150)
        expectFrame(frame(solution, 0, 5), 240, 10, 100, 130)
        expectFrame(frame(solution, 0, 6), 240, 150, 100, 30)
        // Three columns: 3 × 100 + 2 × 20 = 340.
        expectValue(solution.contentSize.width, 340)
    }

    @Test("A measurement moves a tag to the next row and back; the re-flow stops where the rows line up again")
    func moveToNextRowAndBack() throws {
        var solution = try solveTags(width: 390, inset: 10, items: 12)
        try measureTags(&solution, patternA)
        let before = solution.work
        // Tag 4 at 70: row 0 296 + 8 + 70 = 374 > 370, so tag 4 opens row 1: 70, +8+56 = 134,
        // +8+80 = 222, +8+44 = 274, +8+88 = 370 ≤ 370 (exactly the line); tag 9 still starts
        // row 2. x in row 1: 10, 10+70+8 = 88, 88+56+8 = 152, 152+80+8 = 240, 240+44+8 = 292.
        try measure(&solution, item: 4, width: 70, height: 32)
        expectFrame(frame(solution, 0, 3), 242, 0, 64, 32)
        expectFrame(frame(solution, 0, 4), 10, 40, 70, 32)
        expectFrame(frame(solution, 0, 5), 88, 40, 56, 32)
        expectFrame(frame(solution, 0, 8), 292, 40, 88, 32)
        expectFrame(frame(solution, 0, 9), 10, 80, 72, 32)
        // Re-flowed from the row holding tag 3 (row 0): rows 0 and 1 solved, then item 9 is a
        // row start in the old flow too: the rows line up and row 2 is not touched.
        #expect(solution.work.groupsSolved == before.groupsSolved + 2)
        #expect(try solvedFromScratch(solution).track == solution.sections[0].track)

        // Back to 40: 296 + 8 + 40 = 344 fits row 0 again; row 1 is 5 … 8 as before.
        try measure(&solution, item: 4, width: 40, height: 32)
        expectFrame(frame(solution, 0, 4), 314, 0, 40, 32)
        expectFrame(frame(solution, 0, 5), 10, 40, 56, 32)
        expectFrame(frame(solution, 0, 8), 214, 40, 88, 32)
        #expect(solution.work.groupsSolved == before.groupsSolved + 4)
        #expect(try solvedFromScratch(solution).track == solution.sections[0].track)
    }

    @Test("A narrow measured tag joins the row before it; forgetting it sends it back")
    func joinsPreviousRow() throws {
        // Estimates: rows of 5 (0–4, 5–9). Tags 0–4 measured 60 (as estimated) keep row 0 at
        // 332; tag 5 measured 30: 332 + 8 + 30 = 370 ≤ 370, so it joins row 0; row 1 starts
        // at tag 6 and holds 6–10 at estimates (5 × 60 + 4 × 8 = 332).
        var solution = try solveTags(width: 390, inset: 10, items: 11)
        try measureTags(&solution, [60, 60, 60, 60, 60, 30])
        expectFrame(frame(solution, 0, 5), 10 + 5 * 68, 0, 30, 32)
        expectFrame(frame(solution, 0, 6), 10, 40, 60, 32)
        expectFrame(frame(solution, 0, 10), 10 + 4 * 68, 40, 60, 32)
        #expect(solution.sections[0].groupCount == 2)
        // Forgotten: tag 5 is 60 again, row 0 is 0–4, and 11 tags are rows of 5, 5, 1.
        let forgot = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 5), hooks: NoHooks())
        #expect(forgot)
        expectFrame(frame(solution, 0, 5), 10, 40, 60, 32)
        expectFrame(frame(solution, 0, 10), 10, 80, 60, 32)
        #expect(solution.sections[0].groupCount == 3)
        #expect(try solvedFromScratch(solution).track == solution.sections[0].track)
    }

    @Test("SC-9 / S-32: rows grow to their tallest tag; a partial last row holds only its tags")
    func rowHeightsFollowTags() throws {
        // Tags `.estimated(60) × .estimated(32)`: pattern A with heights 32, except tag 2 at 50
        // and tag 10 at 20. Row 0 (tags 0–4) is 50 high; row 1 (5–8) 32 at y 58; row 2 (9–11,
        // the last, partial against 5 estimates) holds 72, 20, 64 wide tags: 32 high at 98.
        var solution = try solveTags(width: 390, inset: 10, items: 12, group: tagCloud(height: .estimated(32)))
        for (item, width) in patternA.enumerated() {
            try measure(&solution, item: item, width: width, height: item == 2 ? 50 : item == 10 ? 20 : 32)
        }
        expectFrame(frame(solution, 0, 2), 146, 0, 88, 50)
        expectFrame(frame(solution, 0, 5), 10, 58, 56, 32)
        expectFrame(frame(solution, 0, 10), 90, 98, 40, 20)
        // Content 50 + 8 + 32 + 8 + 32 = 130.
        expectValue(solution.contentSize.height, 130)
    }

    @Test("Rect queries find exactly the tags a brute-force filter finds, before and after a re-flow")
    func queriesMatchBruteForce() throws {
        var solution = try solveTags(width: 390, inset: 10, items: 60)
        var rects = [Rect(x: 0, y: 0, width: 390, height: 844), Rect(x: 100, y: 35, width: 50, height: 50)]
        rects.append(Rect(x: 0, y: 200, width: 390, height: 100))
        for rect in rects { #expect(solution.elements(in: rect) == bruteForceCells(solution, in: rect)) }
        try measureTags(&solution, patternA + patternA + patternA, from: 10)
        try measure(&solution, item: 3, width: 200, height: 32)
        for rect in rects { #expect(solution.elements(in: rect) == bruteForceCells(solution, in: rect)) }
        var frames: [Int: Rect] = [:]
        solution.forEachCellFrame(inSection: 0) { frames[$0] = $1 }
        #expect(frames.count == 60)
        for item in 0..<60 { #expect(frames[item] == frame(solution, 0, item)) }
    }

    @Test("Only sections whose group can flow get a flow: lists, grids, rows and count groups store nothing for it")
    func whichSectionsFlow() throws {
        let tag = item(.estimated(60), .absolute(32))
        // Flows: a full-width line of estimated-width tags, in a horizontal or vertical group.
        #expect(Section(group: tagCloud()).flowAxis == .horizontal)
        let column = vGroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .estimated(40))])
        #expect(Section(group: column).flowAxis == .vertical)
        // Does not flow: the estimate is across the line (a list row), the line itself is
        // estimated (one chip per group), a nested group, a count group, a row.
        #expect(Section(group: estimatedList()).flowAxis == nil)
        #expect(Section(group: hGroup(.estimated(100), .absolute(32), [tag])).flowAxis == nil)
        let nested = hGroup(.absolute(50), .absolute(32), [tag]).asSubitem
        #expect(Section(group: hGroup(.fractionalWidth(1), .absolute(32), [tag, nested])).flowAxis == nil)
        #expect(Section(group: repeatingGroup(.horizontal, .fractionalWidth(1), .absolute(32), tag, count: 3)).flowAxis == nil)
        #expect(Section(group: tagCloud(), orthogonalScrolling: .continuous).flowAxis == nil)
        // Blueprints that size themselves on different axes (width; width and height) do not
        // flow; one that does not size itself at all does not matter.
        let both = item(.estimated(60), .estimated(32))
        #expect(Section(group: hGroup(.fractionalWidth(1), .estimated(32), [tag, both])).flowAxis == nil)
        let fixed = item(.absolute(50), .absolute(32))
        #expect(Section(group: hGroup(.fractionalWidth(1), .estimated(32), [both, fixed, both])).flowAxis == .horizontal)
        // A view of one kind attached to two blueprints, sizing itself on different axes.
        func badged(_ width: Dimension, _ height: Dimension) -> Subitem {
            let badge = SupplementaryItem(
                kind: "badge", size: LayoutSize(width: width, height: height), containerAnchor: Anchor(edges: [.top]))
            return .item(Item(size: LayoutSize(width: .estimated(60), height: .absolute(32)), supplementaryItems: [badge]))
        }
        let mixedBadges = hGroup(
            .fractionalWidth(1), .estimated(32), [badged(.estimated(20), .absolute(20)), badged(.absolute(20), .estimated(20))])
        #expect(Section(group: mixedBadges).flowAxis == nil)
        let list = try solveSection(estimatedList(), items: 100)
        #expect(list.sections[0].track.flow == nil)
        let grid = try solveSection(hGroup(.fractionalWidth(1), .absolute(50), [item(.absolute(60), .absolute(50))]), items: 100)
        #expect(grid.sections[0].track.flow == nil)
    }

    @Test("At its estimates a flowing section lays out exactly as before: the same frames as fixed tags")
    func unmeasuredIsUnchanged() throws {
        // `.estimated(60)` tags before any measurement and `.absolute(60)` tags: identical.
        let estimated = try solveTags(width: 390, inset: 10, items: 23)
        let fixed = try solveTags(
            width: 390, inset: 10, items: 23,
            group: hGroup(.fractionalWidth(1), .estimated(32), [item(.absolute(60), .absolute(32))], spacing: .fixed(8)))
        #expect(estimated.sections[0].track.flow != nil && fixed.sections[0].track.flow == nil)
        for item in 0..<23 { #expect(frame(estimated, 0, item) == frame(fixed, 0, item)) }
        #expect(estimated.contentSize == fixed.contentSize)
    }

    @Test("Several tag blueprints cycle from the start of every row")
    func cyclingBlueprints() throws {
        // Subitems A `.estimated(100)` and B `.absolute(50)` (B never self-sizes), 8 apart on
        // a 370 line: at estimates A B A (100 + 8 + 50 + 8 + 100 = 266; + 8 + 50 = 324; + 8 +
        // 100 = 432 > 370) → A B A B, capacity 4.
        let group = hGroup(
            .fractionalWidth(1), .estimated(32), [item(.estimated(100), .absolute(32)), item(.absolute(50), .absolute(32))],
            spacing: .fixed(8))
        var solution = try solveTags(width: 390, inset: 10, items: 8, group: group)
        #expect(solution.sections[0].capacity == 4)
        // Tag 0 (A) measured 250: 250 + 8 + 50 = 308; + 8 + A(100) = 416 > 370 → row 0 holds
        // tags 0, 1. Row 1 restarts the cycle: tag 2 is an A (100 wide at x 10), tag 3 a B at
        // 118, tag 4 an A at 176, tag 5 a B at 284 (284 + 50 = 334 ≤ 380).
        try measure(&solution, item: 0, width: 250, height: 32)
        expectFrame(frame(solution, 0, 1), 268, 0, 50, 32)
        expectFrame(frame(solution, 0, 2), 10, 40, 100, 32)
        expectFrame(frame(solution, 0, 3), 118, 40, 50, 32)
        expectFrame(frame(solution, 0, 5), 284, 40, 50, 32)
        // Tag 2 (an A, so self-sizing) measured 30 now fits at the end of row 0: 250 + 8 + 50
        // + 8 + 30 = 346 ≤ 370. Row 1 restarts the cycle at tag 3, which becomes an A: tags 3
        // (A, 100 at x 10), 4 (B at 118), 5 (A at 176), 6 (B at 284); + 8 + A(100) > 370. Row
        // 2 is tag 7, an A (100 wide).
        try measure(&solution, item: 2, width: 30, height: 32)
        expectFrame(frame(solution, 0, 2), 326, 0, 30, 32)
        expectFrame(frame(solution, 0, 3), 10, 40, 100, 32)
        expectFrame(frame(solution, 0, 6), 284, 40, 50, 32)
        expectFrame(frame(solution, 0, 7), 10, 80, 100, 32)
        #expect(try solvedFromScratch(solution).track == solution.sections[0].track)
    }

    @Test("Measurements in any order, forgotten or not, give the groups a flow from scratch gives")
    func incrementalEqualsScratch() throws {
        // Random tag widths (0 … 400, some longer than the 370 line), heights, blueprints and
        // orders; after every measurement the incrementally re-flowed track equals the one
        // solved from scratch with the same measurements, and every cell agrees with it.
        var rng = SplitMix64(seed: 0x7A65)
        let groups = [
            tagCloud(height: .estimated(32)),
            hGroup(
                .fractionalWidth(1), .absolute(40), [item(.estimated(90), .absolute(32)), item(.absolute(30), .absolute(32))],
                spacing: .flexible(6)),
            vGroup(.fractionalWidth(1), .absolute(300), [item(.fractionalWidth(1), .estimated(70))], spacing: .fixed(4)),
        ]
        for (index, group) in groups.enumerated() {
            let items = 40 + rng.nextModulo(40)
            var solution = try solveTags(width: 390, inset: 10, items: items, group: group)
            for step in 0..<120 {
                let item = rng.nextModulo(items)
                if rng.nextModulo(6) == 0 {
                    _ = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: item), hooks: NoHooks())
                } else {
                    let length = Double(rng.nextModulo(9) == 0 ? 380 + rng.nextModulo(30) : rng.nextModulo(200))
                    try measure(&solution, item: item, width: length, height: Double(10 + rng.nextModulo(60)))
                }
                let scratch = try solvedFromScratch(solution)
                #expect(scratch.track == solution.sections[0].track, "group \(index) step \(step)")
                #expect(solution.sections[0].track.flow?.satisfiesInvariants == true)
                if step % 20 == 19 {
                    for cell in 0..<items {
                        #expect(scratch.cellFrameInSection(ofItem: cell) == solution.sections[0].cellFrameInSection(ofItem: cell))
                    }
                }
            }
        }
    }
}
