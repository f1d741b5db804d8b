import LayoutTestSupport
import Testing

@testable import LayoutCore

// Self-sizing (sizing.md S-30 … S-41, SZ-E8, SZ-E9; supplementary.md A-8, B-6, B-7;
// known-quirks.md K-12, K-13). Every expected number below is worked out by hand from the
// rule named in the test; nothing was read back from the engine.
//
// Conventions: vertical layout, W = 375 unless stated, no insets, `PixelGrid.none`. A
// "list" is item `1.0 × .estimated(44)` in a horizontal group `1.0 × .estimated(44)`:
// capacity 1, every row 44 until measured.

// MARK: - Shared helpers (also used by SelfSizingCountingTests)

/// The self-sizing list group: item `1.0 × .estimated(44)` (with `insets`) in a horizontal
/// group `1.0 × .estimated(44)`.
func estimatedList(insets: DirectionalInsets = .zero) -> Group {
    hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44), insets: insets)])
}

/// Records a measured size for the cell at (`section`, `item`) and checks that the cell exists.
func measure(
    _ solution: inout LayoutSolution, section: Int = 0, item: Int, width: Double = 375, height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let found = try solution.setMeasuredSize(
        Size(width: width, height: height), of: .cell(section: section, item: item), hooks: NoHooks())
    #expect(found, "cell (\(section), \(item)) not found", sourceLocation: sourceLocation)
}

/// Records a measured size for a supplementary view and checks that it exists.
func measureSupplementary(
    _ solution: inout LayoutSolution, kind: String, section: Int = 0, item: Int = 0, width: Double, height: Double,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let found = try solution.setMeasuredSize(
        Size(width: width, height: height), of: .supplementary(kind: kind, section: section, item: item),
        hooks: NoHooks())
    #expect(found, "supplementary '\(kind)' (\(section), \(item)) not found", sourceLocation: sourceLocation)
}

/// Solves a layout of `sections`, each with its item count.
func solveLayout(
    _ sections: [(Section, Int)], configuration: LayoutConfiguration = LayoutConfiguration(),
    in container: Container = container(375, 812)
) throws -> LayoutSolution {
    let description = LayoutDescription(
        sections: sections.map { SectionInput(section: $0.0, itemCount: $0.1) }, configuration: configuration)
    return try LayoutSolver.solve(description, in: container)
}

/// The reported frame of a supplementary view, or `nil`.
func supplementaryFrame(_ solution: LayoutSolution, _ kind: String, _ section: Int = 0, _ item: Int = 0) -> Rect? {
    solution.supplementary(kind: kind, section: section, item: item)?.frame
}

@Suite("Self-sizing: S-30 … S-41, A-8")
struct SelfSizingTests {
    // MARK: Worked examples

    @Test("SZ-E8 / S-6, S-30, S-32: estimated list with insets 8, measured 60, 44, 100")
    func szE8() throws {
        var solution = try solveSection(
            estimatedList(insets: insets(top: 8, leading: 8, bottom: 8, trailing: 8)), items: 3)
        // Pass 1 (S-30): box 375 × 44. Width is fractional, so leading/trailing insets apply:
        // x = 8, w = 375 − 8 − 8 = 359. Height is estimated, so top/bottom are ignored (S-6):
        // y = box y, h = 44. Rows at 0, 44, 88; content 3 × 44 = 132.
        expectFrame(frame(solution, 0, 0), 8, 0, 359, 44)
        expectFrame(frame(solution, 0, 1), 8, 44, 359, 44)
        expectFrame(frame(solution, 0, 2), 8, 88, 359, 44)
        expectValue(solution.contentSize.height, 132)

        try measure(&solution, item: 0, width: 359, height: 60)
        try measure(&solution, item: 1, width: 359, height: 44)
        try measure(&solution, item: 2, width: 359, height: 100)
        // Rows 60, 44, 100 (insets still ignored on the height): y = 0, 60, 60 + 44 = 104;
        // content 60 + 44 + 100 = 204.
        expectFrame(frame(solution, 0, 0), 8, 0, 359, 60)
        expectFrame(frame(solution, 0, 1), 8, 60, 359, 44)
        expectFrame(frame(solution, 0, 2), 8, 104, 359, 100)
        expectValue(solution.contentSize.height, 204)
        expectValue(solution.contentSize.width, 375)
    }

    @Test("SZ-E9 / S-38: uniformAcrossSiblings rows take their tallest sibling (40, 80, 60 | 50, 50, 120)")
    func szE9Uniform() throws {
        let cell = item(.fractionalWidth(1.0 / 3.0), .uniformAcrossSiblings(estimate: 50))
        let group = repeatingGroup(.horizontal, .fractionalWidth(1), .estimated(50), cell, count: 3)
        var solution = try solveSection(group, items: 6, in: container(390, 844))
        // Pass 1: widths 390 / 3 = 130 at x = 0, 130, 260; every item at its estimate 50,
        // group 50; group 1 at y = 50.
        expectFrame(frame(solution, 0, 0), 0, 0, 130, 50)
        expectFrame(frame(solution, 0, 2), 260, 0, 130, 50)
        expectFrame(frame(solution, 0, 3), 0, 50, 130, 50)

        // Only item 0 measured (40): siblings are 40, 50, 50 (unmeasured at their estimate),
        // the largest is 50, so nothing changes yet.
        try measure(&solution, item: 0, width: 130, height: 40)
        expectFrame(frame(solution, 0, 0), 0, 0, 130, 50)
        expectFrame(frame(solution, 0, 3), 0, 50, 130, 50)

        for (index, height) in [40.0, 80, 60, 50, 50, 120].enumerated() {
            try measure(&solution, item: index, width: 130, height: height)
        }
        // Group 0: max(40, 80, 60) = 80 → every item 80 high, group 80.
        expectFrame(frame(solution, 0, 0), 0, 0, 130, 80)
        expectFrame(frame(solution, 0, 1), 130, 0, 130, 80)
        expectFrame(frame(solution, 0, 2), 260, 0, 130, 80)
        // Group 1 at y = 80: max(50, 50, 120) = 120.
        expectFrame(frame(solution, 0, 3), 0, 80, 130, 120)
        expectFrame(frame(solution, 0, 4), 130, 80, 130, 120)
        expectFrame(frame(solution, 0, 5), 260, 80, 130, 120)
        // Content 80 + 120 = 200.
        expectValue(solution.contentSize.height, 200)
    }

    @Test("SZ-E9 / S-34, K-12: plain .estimated siblings keep their own heights, top-aligned")
    func szE9Estimated() throws {
        let cell = item(.fractionalWidth(1.0 / 3.0), .estimated(50))
        let group = repeatingGroup(.horizontal, .fractionalWidth(1), .estimated(50), cell, count: 3)
        var solution = try solveSection(group, items: 6, in: container(390, 844))
        for (index, height) in [40.0, 80, 60, 50, 50, 120].enumerated() {
            try measure(&solution, item: index, width: 130, height: height)
        }
        // Group 0: items 40, 80, 60 high, all at y = 0 (S-13); group max = 80.
        expectFrame(frame(solution, 0, 0), 0, 0, 130, 40)
        expectFrame(frame(solution, 0, 1), 130, 0, 130, 80)
        expectFrame(frame(solution, 0, 2), 260, 0, 130, 60)
        // Group 1 at y = 80: items 50, 50, 120; group 120; content 80 + 120 = 200.
        expectFrame(frame(solution, 0, 3), 0, 80, 130, 50)
        expectFrame(frame(solution, 0, 4), 130, 80, 130, 50)
        expectFrame(frame(solution, 0, 5), 260, 80, 130, 120)
        expectValue(solution.contentSize.height, 200)
    }

    // MARK: One round of measurements (S-31 … S-40)

    @Test("One round of measurements: measured cells take their sizes on their estimated axes", arguments: MeasuredRound.cases)
    func oneRound(_ round: MeasuredRound) throws {
        var solution = try round.solve()
        if let axes = round.firstCellAxes {
            #expect(solution.cell(section: 0, item: 0)?.selfSizingAxes == axes)
        }
        for measurement in round.measurements {
            try measure(
                &solution, section: measurement.section, item: measurement.item, width: measurement.width,
                height: measurement.height)
        }
        for cell in round.frames {
            expectFrame(frame(solution, cell.section, cell.item), cell.x, cell.y, cell.width, cell.height)
        }
        expectValue(solution.contentSize.height, round.contentHeight)
    }

    // MARK: S-31 per-axis

    @Test("S-31 / S-32: an item with no estimated axis ignores a measurement; its estimated group is its content (50)")
    func s31NothingEstimated() throws {
        let group = hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .absolute(50))])
        var solution = try solveSection(group, items: 3)
        // S-32: an estimated-height group of .absolute(50) items is 50 tall before any
        // measurement: rows at 0, 50, 100; content 150.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 375, 50)
        expectFrame(frame(solution, 0, 2), 0, 100, 375, 50)
        expectValue(solution.contentSize.height, 150)
        #expect(solution.cell(section: 0, item: 0)?.selfSizingAxes == [])
        try measure(&solution, item: 0, width: 200, height: 90)
        // Neither axis is estimated: everything stays.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 375, 50)
        expectValue(solution.contentSize.height, 150)
    }

    // MARK: S-32 groups

    @Test("S-32: an estimated group grows and shrinks with its measured content")
    func s32EstimatedGroupGrowsAndShrinks() throws {
        var solution = try solveSection(estimatedList(), items: 3)
        try measure(&solution, item: 0, height: 80)
        // Row 0 is 80: item 1 at 80, item 2 at 124; content 80 + 44 + 44 = 168.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 80)
        expectFrame(frame(solution, 0, 1), 0, 80, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 124, 375, 44)
        expectValue(solution.contentSize.height, 168)
        try measure(&solution, item: 0, height: 20)
        // Below the estimate: row 0 is 20, item 1 at 20, item 2 at 64; content 20 + 88 = 108.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 20)
        expectFrame(frame(solution, 0, 1), 0, 20, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 64, 375, 44)
        expectValue(solution.contentSize.height, 108)
    }

    @Test("S-32: a vertical estimated group is Σ heights + spacing, and keeps the items it fitted at the estimates")
    func s32VerticalEstimatedGroup() throws {
        // vGroup 1.0 × .estimated(100), spacing 10, item 1.0 × .estimated(44): fitting at the
        // estimates: 44 + 10 + 44 = 98 ≤ 100, a third would need 152 → capacity 2. The group is
        // its content even before measuring: 98. Items 0, 1 at y 0, 54; items 2, 3 at 98, 152.
        let group = vGroup(.fractionalWidth(1), .estimated(100), [item(.fractionalWidth(1), .estimated(44))], spacing: .fixed(10))
        var solution = try solveSection(group, items: 4)
        expectFrame(frame(solution, 0, 1), 0, 54, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 98, 375, 44)
        expectValue(solution.contentSize.height, 196)
        try measure(&solution, item: 0, height: 60)
        // Item 1 at 60 + 10 = 70; group 70 + 44 = 114; group 1 at 114: items at 114, 168;
        // content 114 + 98 = 212.
        expectFrame(frame(solution, 0, 1), 0, 70, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 114, 375, 44)
        expectFrame(frame(solution, 0, 3), 0, 168, 375, 44)
        expectValue(solution.contentSize.height, 212)
        try measure(&solution, item: 1, height: 60)
        // 60 + 10 + 60 = 130 > 100, but fitting used the estimates, so group 0 still holds
        // items 0 and 1: item 2 at 130, item 3 at 184; content 130 + 98 = 228.
        expectFrame(frame(solution, 0, 1), 0, 70, 375, 60)
        expectFrame(frame(solution, 0, 2), 0, 130, 375, 44)
        expectFrame(frame(solution, 0, 3), 0, 184, 375, 44)
        expectValue(solution.contentSize.height, 228)
    }

    @Test("S-32: a fractional group keeps its size; the measured cell overflows and the next group stays")
    func s32FractionalGroupKeepsSize() throws {
        // Group height .fractionalWidth(0.2) = 0.2 × 375 = 75; the item estimates 44 inside it.
        let group = hGroup(.fractionalWidth(1), .fractionalWidth(0.2), [item(.fractionalWidth(1), .estimated(44))])
        var solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 44)
        expectFrame(frame(solution, 0, 1), 0, 75, 375, 44)
        try measure(&solution, item: 0, height: 100)
        // Item 0 is 100 (past the group's 75); item 1 stays at 75, item 2 at 150; content 225.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 100)
        expectFrame(frame(solution, 0, 1), 0, 75, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 150, 375, 44)
        expectValue(solution.contentSize.height, 225)
    }

    // MARK: S-33 moving what follows

    @Test("S-33: everything after a changed group moves (this section and the next), nothing before it does")
    func s33LaterElementsMove() throws {
        // Section 0: list of 3, insets top 10 / bottom 20, interGroupSpacing 8: items at
        // 10, 62, 114 (pitch 52); end 114 + 44 + 20 = 178. interSectionSpacing 10.
        // Section 1: a grid of two .absolute(50) items side by side (0.5 wide) ×
        // 2 rows, starting at 178 + 10 = 188: rows at 188, 238; content 288.
        let list = Section(group: estimatedList(), contentInsets: insets(top: 10, bottom: 20), interGroupSpacing: 8)
        let grid = Section(group: hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.5), .fractionalHeight(1))]))
        var solution = try solveLayout([(list, 3), (grid, 4)], configuration: LayoutConfiguration(interSectionSpacing: 10))
        expectFrame(frame(solution, 0, 2), 0, 114, 375, 44)
        expectFrame(frame(solution, 1, 0), 0, 188, 187.5, 50)
        expectFrame(frame(solution, 1, 3), 187.5, 238, 187.5, 50)
        expectValue(solution.contentSize.height, 288)

        try measure(&solution, section: 0, item: 1, height: 70)
        // Delta +26. Item 0 stays at 10; item 1 at 62 (70 high); item 2 at 62 + 70 + 8 = 140;
        // section 0 ends at 140 + 44 + 20 = 204; section 1 starts 214: rows 214, 264;
        // content 288 + 26 = 314.
        expectFrame(frame(solution, 0, 0), 0, 10, 375, 44)
        expectFrame(frame(solution, 0, 1), 0, 62, 375, 70)
        expectFrame(frame(solution, 0, 2), 0, 140, 375, 44)
        expectValue(solution.sectionStart(1), 214)
        expectFrame(frame(solution, 1, 0), 0, 214, 187.5, 50)
        expectFrame(frame(solution, 1, 3), 187.5, 264, 187.5, 50)
        expectValue(solution.contentSize.height, 314)

        try measure(&solution, section: 0, item: 2, height: 30)
        // Delta −14 on the last row of section 0: items 0 and 1 stay; item 2 at 140, 30 high;
        // section 1 starts 214 − 14 = 200; content 314 − 14 = 300.
        expectFrame(frame(solution, 0, 1), 0, 62, 375, 70)
        expectFrame(frame(solution, 0, 2), 0, 140, 375, 30)
        expectFrame(frame(solution, 1, 0), 0, 200, 187.5, 50)
        expectValue(solution.contentSize.height, 300)
    }

    @Test("S-33 / S-37: two sections where the first self-sizes; rect queries see the moved cells")
    func s33TwoSectionsQueries() throws {
        var solution = try solveLayout([(Section(group: estimatedList()), 3), (Section(group: estimatedList()), 3)])
        try measure(&solution, section: 0, item: 0, height: 100)
        try measure(&solution, section: 0, item: 1, height: 100)
        // Section 0: 0, 100, 200 (last row unmeasured, 44) → ends 244; section 1 at 244, 288, 332.
        // A rect y 240 … 288 meets s0 item 2 (200 … 244), s1 item 0 (244 … 288) and touches
        // s1 item 1 at 288.
        expectFrame(frame(solution, 1, 0), 0, 244, 375, 44)
        let found = solution.elements(in: Rect(x: 0, y: 240, width: 375, height: 48))
        #expect(indexPaths(found) == [[0, 2], [1, 0], [1, 1]])
        #expect(found == bruteForceCells(solution, in: Rect(x: 0, y: 240, width: 375, height: 48)))
        // Content 100 + 100 + 44 + 3 × 44 = 376.
        expectValue(solution.contentSize.height, 376)
    }

    // MARK: S-34, S-35, S-37

    // MARK: S-36 boundary items

    /// A `.top` / `.bottom` boundary item, full width, estimated height.
    private func boundary(_ kind: String, _ alignment: BoundaryAlignment, height: Double, extends: Bool = true) -> BoundaryItem {
        BoundaryItem(
            kind: kind, size: LayoutSize(width: .fractionalWidth(1), height: .estimated(height)), alignment: alignment,
            extendsBoundary: extends)
    }

    /// Two .absolute(50) rows, full width.
    private var fixedRows: Group {
        hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))])
    }

    @Test("S-36 / B-6: an extending estimated header and footer resize their section and move the content")
    func s36ExtendingHeaderAndFooter() throws {
        let first = Section(
            group: fixedRows, boundaryItems: [boundary("header", .top, height: 40), boundary("footer", .bottom, height: 30)])
        var solution = try solveLayout([(first, 2), (Section(group: fixedRows), 2)])
        // Header (0, 0, 375, 40); rows at 40, 90; footer at 40 + 100 = 140; section 0 is
        // 40 + 100 + 30 = 170; section 1 rows at 170, 220; content 270.
        expectFrame(supplementaryFrame(solution, "header"), 0, 0, 375, 40)
        expectFrame(frame(solution, 0, 0), 0, 40, 375, 50)
        expectFrame(supplementaryFrame(solution, "footer"), 0, 140, 375, 30)
        expectFrame(frame(solution, 1, 0), 0, 170, 375, 50)

        try measureSupplementary(&solution, kind: "header", width: 375, height: 60)
        // +20: header 60; rows 60, 110; footer 160; section 1 rows 190, 240; content 290.
        expectFrame(supplementaryFrame(solution, "header"), 0, 0, 375, 60)
        expectFrame(frame(solution, 0, 0), 0, 60, 375, 50)
        expectFrame(frame(solution, 0, 1), 0, 110, 375, 50)
        expectFrame(supplementaryFrame(solution, "footer"), 0, 160, 375, 30)
        expectFrame(frame(solution, 1, 0), 0, 190, 375, 50)
        expectFrame(frame(solution, 1, 1), 0, 240, 375, 50)
        expectValue(solution.contentSize.height, 290)

        try measureSupplementary(&solution, kind: "footer", width: 375, height: 10)
        // −20 at the end of section 0: rows stay; footer (0, 160, 375, 10); section 0 is
        // 60 + 100 + 10 = 170; section 1 rows 170, 220; content 270.
        expectFrame(frame(solution, 0, 1), 0, 110, 375, 50)
        expectFrame(supplementaryFrame(solution, "footer"), 0, 160, 375, 10)
        expectFrame(frame(solution, 1, 0), 0, 170, 375, 50)
        expectValue(solution.contentSize.height, 270)
    }

    @Test("S-36 / B-7: a non-extending estimated header grows over the content without moving anything")
    func s36NonExtendingHeader() throws {
        let first = Section(group: fixedRows, boundaryItems: [boundary("header", .top, height: 40, extends: false)])
        var solution = try solveLayout([(first, 2), (Section(group: fixedRows), 2)])
        // Anchored at the top of the content rectangle (y 0), over the rows at 0, 50.
        expectFrame(supplementaryFrame(solution, "header"), 0, 0, 375, 40)
        try measureSupplementary(&solution, kind: "header", width: 375, height: 60)
        // Header (0, 0, 375, 60); rows still 0, 50; section 1 still 100, 150; content 200.
        expectFrame(supplementaryFrame(solution, "header"), 0, 0, 375, 60)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 375, 50)
        expectFrame(frame(solution, 1, 0), 0, 100, 375, 50)
        expectValue(solution.contentSize.height, 200)
    }

    @Test("S-36 / SC-17: a layout-wide estimated header moves every section")
    func s36LayoutWideHeader() throws {
        let configuration = LayoutConfiguration(boundaryItems: [boundary("banner", .top, height: 30)])
        var solution = try solveLayout([(Section(group: fixedRows), 2), (Section(group: fixedRows), 2)], configuration: configuration)
        // Banner (0, 0, 375, 30); rows at 30, 80 | 130, 180; content 230.
        expectFrame(supplementaryFrame(solution, "banner"), 0, 0, 375, 30)
        expectFrame(frame(solution, 1, 1), 0, 180, 375, 50)
        // Width 999 is ignored (fractional width, S-31); height 70: +40.
        try measureSupplementary(&solution, kind: "banner", width: 999, height: 70)
        expectFrame(supplementaryFrame(solution, "banner"), 0, 0, 375, 70)
        expectFrame(frame(solution, 0, 0), 0, 70, 375, 50)
        expectFrame(frame(solution, 0, 1), 0, 120, 375, 50)
        expectValue(solution.sectionStart(1), 170)
        expectFrame(frame(solution, 1, 0), 0, 170, 375, 50)
        expectFrame(frame(solution, 1, 1), 0, 220, 375, 50)
        expectValue(solution.contentSize.height, 270)
    }

    // MARK: S-38 … S-40 uniformAcrossSiblings

    @Test("S-39: uniform siblings under an absolute parent take the uniform value; the group keeps its size")
    func s39NonEstimatedParent() throws {
        // W 400: four 0.25 items (100 wide) per .absolute(60) row, estimate 50.
        let group = hGroup(.fractionalWidth(1), .absolute(60), [item(.fractionalWidth(0.25), .uniformAcrossSiblings(estimate: 50))])
        var solution = try solveSection(group, items: 8, in: container(400, 800))
        try measure(&solution, item: 0, width: 100, height: 30)
        // Siblings 30, 50, 50, 50 (unmeasured at the estimate) → all 50.
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 3), 300, 0, 100, 50)
        try measure(&solution, item: 1, width: 100, height: 90)
        try measure(&solution, item: 2, width: 100, height: 40)
        try measure(&solution, item: 3, width: 100, height: 20)
        // max(30, 90, 40, 20) = 90 for all four; the row stays 60, so they overflow and row 1
        // (unmeasured, 50 high) stays at y = 60; content 120.
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 90)
        expectFrame(frame(solution, 0, 1), 100, 0, 100, 90)
        expectFrame(frame(solution, 0, 2), 200, 0, 100, 90)
        expectFrame(frame(solution, 0, 3), 300, 0, 100, 90)
        expectFrame(frame(solution, 0, 4), 0, 60, 100, 50)
        expectValue(solution.contentSize.height, 120)
    }

    @Test("S-40: a uniformAcrossSiblings top-level group makes every group of the section the longest")
    func s40OutermostUniformGroup() throws {
        // Rows of two 0.5-wide .estimated(44) items (187.5 wide), row height
        // .uniformAcrossSiblings(44); 6 items → 3 rows at 0, 44, 88.
        let group = hGroup(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44), [item(.fractionalWidth(0.5), .estimated(44))])
        var solution = try solveSection(group, items: 6)
        try measure(&solution, item: 0, width: 187.5, height: 30)
        try measure(&solution, item: 1, width: 187.5, height: 20)
        // Row 0's content is 30, but rows 1 and 2 are unmeasured at 44: all rows 44.
        expectFrame(frame(solution, 0, 0), 0, 0, 187.5, 30)
        expectFrame(frame(solution, 0, 1), 187.5, 0, 187.5, 20)
        expectFrame(frame(solution, 0, 2), 0, 44, 187.5, 44)
        expectFrame(frame(solution, 0, 4), 0, 88, 187.5, 44)
        try measure(&solution, item: 3, width: 187.5, height: 100)
        // Row 1's content is max(44, 100) = 100 → every row 100: rows at 0, 100, 200; content 300.
        expectFrame(frame(solution, 0, 0), 0, 0, 187.5, 30)
        expectFrame(frame(solution, 0, 2), 0, 100, 187.5, 44)
        expectFrame(frame(solution, 0, 3), 187.5, 100, 187.5, 100)
        expectFrame(frame(solution, 0, 4), 0, 200, 187.5, 44)
        expectFrame(frame(solution, 0, 5), 187.5, 200, 187.5, 44)
        expectValue(solution.contentSize.height, 300)
    }

    // MARK: Orthogonal rows

    @Test("S-32 / O-5: chips in an orthogonal row take their measured widths; the row's length follows")
    func orthogonalChips() throws {
        // One chip per group; group .estimated(100) × .absolute(32), chip .estimated(100) ×
        // .fractionalHeight(1) (32); interGroupSpacing 8; no insets.
        let group = hGroup(.estimated(100), .absolute(32), [item(.estimated(100), .fractionalHeight(1))])
        let row = Section(group: group, interGroupSpacing: 8, orthogonalScrolling: .continuous)
        var solution = try solveLayout([(row, 4)])
        // Pass 1: groups at x = 0, 108, 216, 324; row 4 × 100 + 3 × 8 = 424 long.
        expectFrame(frame(solution, 0, 1), 108, 0, 100, 32)
        expectValue(solution.sections[0].orthogonalRow?.contentLength, 424)

        try measure(&solution, item: 0, width: 60, height: 50)
        // Only chip 0: 60 + 3 × 100 + 3 × 8 = 384; chip 1 at 60 + 8 = 68.
        expectValue(solution.sections[0].orthogonalRow?.contentLength, 384)
        expectFrame(frame(solution, 0, 1), 68, 0, 100, 32)

        for (index, width) in [60.0, 120, 80, 40].enumerated() {
            try measure(&solution, item: index, width: width, height: 50)
        }
        // x = 0, 60 + 8 = 68, 68 + 120 + 8 = 196, 196 + 80 + 8 = 284; the height 50 is
        // ignored (absolute group, fractional item): 32. Row 60 + 120 + 80 + 40 + 24 = 324.
        expectFrame(frame(solution, 0, 0), 0, 0, 60, 32)
        expectFrame(frame(solution, 0, 1), 68, 0, 120, 32)
        expectFrame(frame(solution, 0, 2), 196, 0, 80, 32)
        expectFrame(frame(solution, 0, 3), 284, 0, 40, 32)
        let orthogonal = try #require(solution.sections[0].orthogonalRow)
        expectValue(orthogonal.contentLength, 324)
        expectValue(orthogonal.groups.offset(ofGroup: 2), 196)
        expectValue(orthogonal.groups.offset(ofGroup: 3), 284)
        // The section is one row thick: 32.
        expectValue(solution.contentSize.height, 32)
    }

    // MARK: A-8 supplementaries

    @Test("A-8: an estimated item supplementary is re-anchored on its measured cell and takes its own measured size")
    func a8ItemSupplementary() throws {
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .estimated(20), height: .estimated(20)),
            containerAnchor: Anchor(edges: [.bottom, .trailing]))
        let cell = Item(size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)), supplementaryItems: [badge])
        var solution = try solveSection(hGroup(.fractionalWidth(1), .estimated(44), [.item(cell)]), items: 2)
        // A-3 bottom-trailing inside the cell: x = 375 − 20 = 355, y = cell.minY + 44 − 20.
        expectFrame(supplementaryFrame(solution, "badge", 0, 0), 355, 24, 20, 20)
        expectFrame(supplementaryFrame(solution, "badge", 0, 1), 355, 68, 20, 20)

        try measure(&solution, item: 0, height: 60)
        // Cell 0 is 60: badge y = 60 − 20 = 40; cell 1 at 60: badge 60 + 24 = 84.
        expectFrame(supplementaryFrame(solution, "badge", 0, 0), 355, 40, 20, 20)
        expectFrame(supplementaryFrame(solution, "badge", 0, 1), 355, 84, 20, 20)

        try measureSupplementary(&solution, kind: "badge", item: 0, width: 30, height: 16)
        // Badge 30 × 16: x = 375 − 30 = 345, y = 60 − 16 = 44. A badge does not size its
        // group: cell 1 stays at 60 and its badge at 84.
        expectFrame(supplementaryFrame(solution, "badge", 0, 0), 345, 44, 30, 16)
        expectFrame(frame(solution, 0, 1), 0, 60, 375, 44)
        expectFrame(supplementaryFrame(solution, "badge", 0, 1), 355, 84, 20, 20)
    }

    @Test("A-8 / OB-7: an estimated group supplementary is re-anchored on its measured group")
    func a8GroupSupplementary() throws {
        let marker = SupplementaryItem(
            kind: "marker", size: LayoutSize(width: .absolute(20), height: .estimated(40)),
            containerAnchor: Anchor(edges: [.trailing]))
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            arrangement: .subitems(axis: .horizontal, [item(.fractionalWidth(1), .estimated(44))]),
            supplementaryItems: [marker])
        var solution = try solveSection(group, items: 2)
        // [.trailing] = middle of the trailing side: x = 375 − 20 = 355, y = group y + (44 − 40) / 2.
        expectFrame(supplementaryFrame(solution, "marker", 0, 0), 355, 2, 20, 40)
        expectFrame(supplementaryFrame(solution, "marker", 0, 1), 355, 46, 20, 40)

        try measure(&solution, item: 0, height: 100)
        // Group 0 is 100: y = (100 − 40) / 2 = 30; group 1 at 100: y = 100 + 2 = 102.
        expectFrame(supplementaryFrame(solution, "marker", 0, 0), 355, 30, 20, 40)
        expectFrame(supplementaryFrame(solution, "marker", 0, 1), 355, 102, 20, 40)

        try measureSupplementary(&solution, kind: "marker", item: 0, width: 50, height: 80)
        // Width stays 20 (absolute); y = (100 − 80) / 2 = 10. Group 1 does not move.
        expectFrame(supplementaryFrame(solution, "marker", 0, 0), 355, 10, 20, 80)
        expectFrame(frame(solution, 0, 1), 0, 100, 375, 44)
        try measureSupplementary(&solution, kind: "marker", item: 1, width: 20, height: 10)
        // Group 1's marker: y = 100 + (44 − 10) / 2 = 117.
        expectFrame(supplementaryFrame(solution, "marker", 0, 1), 355, 117, 20, 10)
        expectValue(solution.contentSize.height, 144)
    }

    // MARK: Around the edges: nesting, backgrounds, rows, horizontal layouts, queries, re-solving

    @Test("S-28 / S-32: a measured cell grows its nested estimated row and the estimated outer group")
    func nestedEstimatedGroups() throws {
        // Outer vGroup 1.0 × .estimated(100) of rows hGroup 1.0 × .estimated(44) of two
        // 0.5-wide .estimated(44) items. Fitting at the estimates: 44, 88 ≤ 100, 132 > 100 →
        // 2 rows, capacity 4; the outer group is its content, 88. Outer group 1 at 88.
        let row = hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(44))])
        let outer = vGroup(.fractionalWidth(1), .estimated(100), [row.asSubitem])
        var solution = try solveSection(outer, items: 8)
        expectFrame(frame(solution, 0, 3), 187.5, 44, 187.5, 44)
        expectFrame(frame(solution, 0, 4), 0, 88, 187.5, 44)

        try measure(&solution, item: 3, width: 187.5, height: 80)
        // Row 1 = max(44, 80) = 80; outer = 44 + 80 = 124; item 4 at 124; content 124 + 88 = 212.
        expectFrame(frame(solution, 0, 2), 0, 44, 187.5, 44)
        expectFrame(frame(solution, 0, 3), 187.5, 44, 187.5, 80)
        expectFrame(frame(solution, 0, 4), 0, 124, 187.5, 44)
        expectValue(solution.contentSize.height, 212)

        try measure(&solution, item: 0, width: 187.5, height: 20)
        // Row 0 = max(20, 44 unmeasured) = 44: nothing moves.
        expectFrame(frame(solution, 0, 4), 0, 124, 187.5, 44)
        try measure(&solution, item: 1, width: 187.5, height: 10)
        // Row 0 = max(20, 10) = 20: row 1 at 20; outer 20 + 80 = 100; item 4 at 100; content 188.
        expectFrame(frame(solution, 0, 1), 187.5, 0, 187.5, 10)
        expectFrame(frame(solution, 0, 2), 0, 20, 187.5, 44)
        expectFrame(frame(solution, 0, 3), 187.5, 20, 187.5, 80)
        expectFrame(frame(solution, 0, 4), 0, 100, 187.5, 44)
        expectValue(solution.contentSize.height, 188)
    }

    @Test("S-33 / D-1: a section background follows its section's measured length")
    func backgroundFollowsMeasuredLength() throws {
        let section = Section(
            group: estimatedList(), contentInsets: insets(top: 10, bottom: 10),
            decorationItems: [DecorationItem(kind: "background")])
        var solution = try solveLayout([(section, 2)])
        // 10 + 2 × 44 + 10 = 108.
        expectFrame(solution.decoration(kind: "background", section: 0, item: 0)?.frame, 0, 0, 375, 108)
        try measure(&solution, item: 0, height: 100)
        // 10 + 100 + 44 + 10 = 164.
        expectFrame(solution.decoration(kind: "background", section: 0, item: 0)?.frame, 0, 0, 375, 164)
        expectFrame(frame(solution, 0, 1), 0, 110, 375, 44)
    }

    @Test("S-32 / O-3: a row of estimated-height groups is as thick as its tallest group; the next section follows")
    func orthogonalRowThickness() throws {
        // Groups .absolute(100) × .estimated(50), one item 1.0 × .estimated(50); spacing 10:
        // x = 0, 110, 220, all at y 0; row 50 thick; section 1 (two 50 rows) at 50.
        let group = hGroup(.absolute(100), .estimated(50), [item(.fractionalWidth(1), .estimated(50))])
        let row = Section(group: group, interGroupSpacing: 10, orthogonalScrolling: .continuous)
        var solution = try solveLayout([(row, 3), (Section(group: fixedRows), 2)])
        expectFrame(frame(solution, 1, 0), 0, 50, 375, 50)

        try measure(&solution, item: 1, width: 300, height: 80)
        // Item 1 is 100 × 80 (the width is absolute); the others stay 50; row 80 thick;
        // section 1 at 80, 130; content 180. The groups' x positions do not change.
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 110, 0, 100, 80)
        expectFrame(frame(solution, 0, 2), 220, 0, 100, 50)
        expectFrame(frame(solution, 1, 0), 0, 80, 375, 50)
        expectValue(solution.contentSize.height, 180)
        expectValue(solution.sections[0].orthogonalRow?.contentLength, 320)  // 3 × 100 + 2 × 10

        try measure(&solution, item: 1, width: 100, height: 30)
        // Thinner than the estimate: the unmeasured groups are still 50, so the row is 50.
        expectFrame(frame(solution, 0, 1), 110, 0, 100, 30)
        expectFrame(frame(solution, 1, 0), 0, 50, 375, 50)
        expectValue(solution.contentSize.height, 150)
    }

    @Test("S-31 / S-32: in a horizontal layout the width is the self-sizing axis")
    func horizontalLayout() throws {
        // Columns vGroup .estimated(100) × 1.0 of one item .estimated(100) × 1.0; container
        // 375 × 812 → each column 812 high; columns at x = 0, 100, 200.
        let column = vGroup(.estimated(100), .fractionalHeight(1), [item(.estimated(100), .fractionalHeight(1))])
        var solution = try solveSection(
            column, items: 3, configuration: LayoutConfiguration(scrollAxis: .horizontal))
        expectFrame(frame(solution, 0, 1), 100, 0, 100, 812)
        try measure(&solution, item: 0, width: 150, height: 999)
        // Width 150 taken, height forced back to 812; columns at 0, 150, 250; content width
        // 150 + 100 + 100 = 350.
        expectFrame(frame(solution, 0, 0), 0, 0, 150, 812)
        expectFrame(frame(solution, 0, 1), 150, 0, 100, 812)
        expectFrame(frame(solution, 0, 2), 250, 0, 100, 812)
        expectValue(solution.contentSize.width, 350)
    }

    @Test("S-32 / Q-4: a cell overflowing its absolute group is still found by rect queries")
    func overflowingCellIsQueried() throws {
        let group = hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .estimated(44))])
        var solution = try solveSection(group, items: 3)
        try measure(&solution, item: 0, height: 100)
        try measure(&solution, item: 1, height: 20)
        // y 90 … 95: item 0 reaches 0 … 100 (overflowing rows 1 and 2), item 1 is 44 … 64,
        // item 2 is 88 … 132.
        let rect = Rect(x: 0, y: 90, width: 375, height: 5)
        let found = solution.elements(in: rect)
        #expect(indexPaths(found) == [[0, 0], [0, 2]])
        #expect(found == bruteForceCells(solution, in: rect))
    }

    @Test("S-37: solving again keeps measurements (new width, same heights) unless told not to")
    func resolveKeepsMeasurements() throws {
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: estimatedList()), itemCount: 3)])
        var solution = try LayoutSolver.solve(description, in: container(375, 812))
        try measure(&solution, item: 0, height: 60)
        // Same container: the section is kept as it is.
        let same = try LayoutSolver.solve(description, in: container(375, 812), hooks: NoHooks(), previous: solution)
        expectFrame(frame(same, 0, 1), 0, 60, 375, 44)
        #expect(same.work.sectionsReused == solution.work.sectionsReused + 1)
        // 320 wide: solved again with the measurement: (0, 0, 320, 60), item 1 at 60.
        let narrow = try LayoutSolver.solve(description, in: container(320, 812), hooks: NoHooks(), previous: solution)
        expectFrame(frame(narrow, 0, 0), 0, 0, 320, 60)
        expectFrame(frame(narrow, 0, 1), 0, 60, 320, 44)
        // Without the measurements: back to the estimates.
        let fresh = try LayoutSolver.solve(
            description, in: container(320, 812), hooks: NoHooks(), previous: solution, keepMeasurements: false)
        expectFrame(frame(fresh, 0, 0), 0, 0, 320, 44)
        expectFrame(frame(fresh, 0, 1), 0, 44, 320, 44)
    }

    @Test("K-33 / S-32: fixed top and bottom edge spacing count toward an estimated group's content")
    func edgeSpacingOnEstimatedItems() throws {
        // Box at y 10 (top edge), 44 high, bottom edge 5: group 10 + 44 + 5 = 59.
        let spaced = item(.fractionalWidth(1), .estimated(44), edges: EdgeSpacing(top: .fixed(10), bottom: .fixed(5)))
        var solution = try solveSection(hGroup(.fractionalWidth(1), .estimated(44), [spaced]), items: 2)
        expectFrame(frame(solution, 0, 0), 0, 10, 375, 44)
        expectFrame(frame(solution, 0, 1), 0, 69, 375, 44)  // 59 + 10
        try measure(&solution, item: 0, height: 60)
        // Group 10 + 60 + 5 = 75: item 1 at 75 + 10 = 85; content 75 + 59 = 134.
        expectFrame(frame(solution, 0, 0), 0, 10, 375, 60)
        expectFrame(frame(solution, 0, 1), 0, 85, 375, 44)
        expectValue(solution.contentSize.height, 134)
    }

    // MARK: SC-9 partial last groups

    @Test("SC-9 / S-34: a partial last estimated row is as tall as the items it holds")
    func partialRowTakesItsOwnItems() throws {
        // Two 0.5-wide .estimated(44) items per row; 3 items: row 1 holds item 2 only.
        let group = hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(44))])
        var solution = try solveSection(group, items: 3)
        expectValue(solution.contentSize.height, 88)  // 44 + 44
        try measure(&solution, item: 2, width: 187.5, height: 20)
        // Row 1 is max over its placed items = 20 (the empty second box is not content);
        // content 44 + 20 = 64.
        expectFrame(frame(solution, 0, 2), 0, 44, 187.5, 20)
        expectValue(solution.contentSize.height, 64)
        let forgot = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 2), hooks: NoHooks())
        #expect(forgot)
        expectValue(solution.contentSize.height, 88)
    }

    @Test("SC-9 / S-32: a partial last vertical estimated group is the sum of the items it holds, even unmeasured")
    func partialVerticalGroup() throws {
        // vGroup .estimated(100), spacing 10, capacity 2 (98 ≤ 100): full groups are 98.
        // 3 items: group 1 holds item 2 only → 44. Content 98 + 44 = 142.
        let group = vGroup(.fractionalWidth(1), .estimated(100), [item(.fractionalWidth(1), .estimated(44))], spacing: .fixed(10))
        var solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 2), 0, 98, 375, 44)
        expectValue(solution.contentSize.height, 142)
        try measure(&solution, item: 2, height: 60)
        // 98 + 60 = 158.
        expectValue(solution.contentSize.height, 158)
        let forgot = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 2), hooks: NoHooks())
        #expect(forgot)
        expectValue(solution.contentSize.height, 142)
    }

    @Test("SC-9 / O-5: a partial last group of chips is only as long as its chips")
    func partialChipGroupInRow() throws {
        // Groups .estimated(200) × .absolute(32) of .estimated(100) chips: two fit (200 ≤ 200),
        // capacity 2; spacing 8. 3 chips: group 0 is 200 at x 0, group 1 holds chip 2 only:
        // 100 at x 208. Row 200 + 8 + 100 = 308.
        let group = hGroup(.estimated(200), .absolute(32), [item(.estimated(100), .fractionalHeight(1))])
        var solution = try solveLayout([(Section(group: group, interGroupSpacing: 8, orthogonalScrolling: .continuous), 3)])
        expectFrame(frame(solution, 0, 2), 208, 0, 100, 32)
        expectValue(solution.sections[0].orthogonalRow?.contentLength, 308)
        try measure(&solution, item: 2, width: 50, height: 32)
        // 200 + 8 + 50 = 258.
        expectValue(solution.sections[0].orthogonalRow?.contentLength, 258)
        try measure(&solution, item: 0, width: 70, height: 32)
        // Group 0: 70 + 100 = 170; group 1 at 178; row 170 + 8 + 50 = 228.
        expectFrame(frame(solution, 0, 1), 70, 0, 100, 32)
        expectFrame(frame(solution, 0, 2), 178, 0, 50, 32)
        expectValue(solution.sections[0].orthogonalRow?.contentLength, 228)
    }

    @Test("A-8 / OB-7: nested group supplementaries are measured per instance; an instance without items is unknown")
    func nestedGroupSupplementaryInstances() throws {
        // Rows hGroup 1.0 × .estimated(44) of two 0.5-wide items, each row with a marker
        // .absolute(20) × .estimated(40) on its trailing side; outer vGroup 1.0 × .estimated(100)
        // holds two rows (88 ≤ 100): capacity 4, two markers per outer group, numbered
        // group × 2 + row (OB-7). 5 items: outer group 1 (at y 88) holds item 4 only, so its
        // second row, and marker 3, do not exist.
        let marker = SupplementaryItem(
            kind: "rowMarker", size: LayoutSize(width: .absolute(20), height: .estimated(40)),
            containerAnchor: Anchor(edges: [.trailing]))
        let row = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(44)),
            arrangement: .subitems(axis: .horizontal, [item(.fractionalWidth(0.5), .estimated(44))]),
            supplementaryItems: [marker])
        var solution = try solveSection(vGroup(.fractionalWidth(1), .estimated(100), [row.asSubitem]), items: 5)
        // Row 1 of group 0 spans y 44 … 88: marker at 44 + (44 − 40) / 2 = 46.
        expectFrame(supplementaryFrame(solution, "rowMarker", 0, 1), 355, 46, 20, 40)
        // Marker 2: group 1, row 0, y 88 + 2 = 90. Marker 3 has no items.
        expectFrame(supplementaryFrame(solution, "rowMarker", 0, 2), 355, 90, 20, 40)
        #expect(solution.supplementary(kind: "rowMarker", section: 0, item: 3) == nil)

        try measureSupplementary(&solution, kind: "rowMarker", item: 1, width: 20, height: 10)
        // 44 + (44 − 10) / 2 = 61; marker 0 unchanged.
        expectFrame(supplementaryFrame(solution, "rowMarker", 0, 1), 355, 61, 20, 10)
        expectFrame(supplementaryFrame(solution, "rowMarker", 0, 0), 355, 2, 20, 40)

        let before = solution
        let found = try solution.setMeasuredSize(
            Size(width: 20, height: 10), of: .supplementary(kind: "rowMarker", section: 0, item: 3), hooks: NoHooks())
        #expect(found == false)
        #expect(solution == before)
    }

    // MARK: Forgetting and replacing

    @Test("S-31: a remeasure replaces the old value; nil forgets it and the estimate stands again")
    func remeasureAndForget() throws {
        var solution = try solveSection(estimatedList(), items: 3)
        let unmeasured = solution
        try measure(&solution, item: 1, height: 100)
        expectFrame(frame(solution, 0, 2), 0, 144, 375, 44)  // 44 + 100
        try measure(&solution, item: 1, height: 70)
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 70)
        expectFrame(frame(solution, 0, 2), 0, 114, 375, 44)  // 44 + 70, not 44 + 100 + …
        expectValue(solution.contentSize.height, 158)
        let forgot = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 1), hooks: NoHooks())
        #expect(forgot)
        // Back to 44: rows 0, 44, 88; content 132; nothing stored.
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 88, 375, 44)
        expectValue(solution.contentSize.height, 132)
        #expect(solution.sections[0].measurements.isEmpty)
        #expect(solution.sections[0].distinctGroups.isEmpty)
        #expect(solution.sections[0].track.extents.overrideCount == 0)
        #expect(solution.sections[0] == unmeasured.sections[0])
    }

    @Test("S-40: forgetting a measurement of a uniform top-level group shrinks every group back")
    func forgetUniformGroup() throws {
        let group = hGroup(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44), [item(.fractionalWidth(0.5), .estimated(44))])
        var solution = try solveSection(group, items: 4)
        try measure(&solution, item: 0, width: 187.5, height: 100)
        expectFrame(frame(solution, 0, 2), 0, 100, 187.5, 44)  // both rows 100
        let forgot = try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 0), hooks: NoHooks())
        #expect(forgot)
        // Every row back at 44: row 1 at 44; content 88.
        expectFrame(frame(solution, 0, 2), 0, 44, 187.5, 44)
        expectValue(solution.contentSize.height, 88)
    }

    // MARK: Bad input

    /// Sizes no element may be measured at: NaN, infinite or negative on a self-sizing axis.
    static let badSizes: [Size] = [
        Size(width: 375, height: .nan), Size(width: .nan, height: 44), Size(width: 375, height: .infinity),
        Size(width: -Double.infinity, height: 44), Size(width: 375, height: -1), Size(width: -0.5, height: 44),
    ]

    @Test(
        "S-31: NaN, infinite and negative sizes throw invalidPreferredSize and change nothing",
        arguments: badSizes, [MeasuredElement.cell(section: 0, item: 0), .cell(section: 0, item: 2)])
    func badSizeThrows(_ size: Size, _ element: MeasuredElement) throws {
        var solution = try solveSection(estimatedList(), items: 3)
        try measure(&solution, item: 0, height: 60)
        let before = solution
        do {
            try solution.setMeasuredSize(size, of: element, hooks: NoHooks())
            Issue.record("\(size) for \(element) did not throw")
        } catch {
            guard case .invalidPreferredSize = error.reason else {
                Issue.record("\(size): expected invalidPreferredSize, got \(error)")
                return
            }
        }
        #expect(solution == before)
        #expect(solution.work == before.work)
        // Still the earlier measurement: 60, then 44, 44 at 60, 104; content 148.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 60)
        expectFrame(frame(solution, 0, 2), 0, 104, 375, 44)
        expectValue(solution.contentSize.height, 148)
    }

    @Test(
        "S-31: unknown elements return false and change nothing",
        arguments: [
            MeasuredElement.cell(section: 1, item: 0), .cell(section: -1, item: 0), .cell(section: 0, item: 3),
            .cell(section: 0, item: -1), .supplementary(kind: "footer", section: 0, item: 0),
            .supplementary(kind: "header", section: 1, item: 0), .supplementary(kind: "badge", section: 0, item: 1),
        ])
    func unknownElement(_ element: MeasuredElement) throws {
        let first = Section(group: estimatedList(), boundaryItems: [boundary("header", .top, height: 40)])
        var solution = try solveLayout([(first, 3)])
        let before = solution
        let found = try solution.setMeasuredSize(Size(width: 375, height: 80), of: element, hooks: NoHooks())
        #expect(found == false, "\(element)")
        #expect(solution == before)
    }
}

/// One round of measurements: a layout solved, some cells measured, then frames and the
/// content height, all worked out by hand in the case's comment.
struct MeasuredRound: Sendable, CustomTestStringConvertible {
    /// A cell's measured size.
    struct Measurement: Sendable {
        var section = 0
        var item: Int
        var width: Double = 375
        var height: Double
    }

    /// A cell's expected frame.
    struct Cell: Sendable {
        var section = 0
        var item: Int
        var x: Double, y: Double, width: Double, height: Double

        init(_ section: Int, _ item: Int, _ x: Double, _ y: Double, _ width: Double, _ height: Double) {
            (self.section, self.item, self.x, self.y, self.width, self.height) = (section, item, x, y, width, height)
        }
    }

    let testDescription: String
    let solve: @Sendable () throws -> LayoutSolution
    /// The self-sizing axes cell (0, 0) must have before it is measured, when the case says.
    var firstCellAxes: SelfSizingAxes? = nil
    let measurements: [Measurement]
    let frames: [Cell]
    let contentHeight: Double
}

extension MeasuredRound {
    static let cases: [MeasuredRound] = [
        // Item .absolute(100) × .estimated(44): 3 fit in 375 (300 ≤ 375, 400 > 375); 2 items.
        // Width stays 100 (absolute), height 70; item 1 stays at x = 100 (a 250 width would
        // have pushed it to 250); group = max(70, 44) = 70.
        MeasuredRound(
            testDescription: "S-31: only the estimated axis takes the measurement; the width is forced back",
            solve: { try solveSection(hGroup(.fractionalWidth(1), .estimated(44), [item(.absolute(100), .estimated(44))]), items: 2) },
            firstCellAxes: .height, measurements: [Measurement(item: 0, width: 250, height: 70)],
            frames: [Cell(0, 0, 0, 0, 100, 70), Cell(0, 1, 100, 0, 100, 44)], contentHeight: 70),
        // Rows stay 44 apart: y = 0, 44, 88; item 0 overflows into row 1 (0 … 100);
        // content 3 × 44 = 132.
        MeasuredRound(
            testDescription: "S-32: an absolute group keeps its size; the measured cell overflows and the next group stays",
            solve: { try solveSection(hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .estimated(44))]), items: 3) },
            measurements: [Measurement(item: 0, height: 100), Measurement(item: 1, height: 20)],
            frames: [Cell(0, 0, 0, 0, 375, 100), Cell(0, 1, 0, 44, 375, 20), Cell(0, 2, 0, 88, 375, 44)], contentHeight: 132),
        // Two lists of 2, no spacing: section 1 starts at 88; items at 0, 44 | 88, 132.
        // Section 0 unchanged; section 1 item 0 at 88 (10 high), item 1 at 98; content 142.
        MeasuredRound(
            testDescription: "S-33: measuring in the second section leaves the first alone",
            solve: { try solveLayout([(Section(group: estimatedList()), 2), (Section(group: estimatedList()), 2)]) },
            measurements: [Measurement(section: 1, item: 0, height: 10)],
            frames: [Cell(0, 0, 0, 0, 375, 44), Cell(0, 1, 0, 44, 375, 44), Cell(1, 0, 0, 88, 375, 10), Cell(1, 1, 0, 98, 375, 44)],
            contentHeight: 142),
        // Two 0.5-wide items per row: 187.5 each.
        // Row 0: 30 and 90, not equalized; row height 90; row 1 (unmeasured) at 90.
        MeasuredRound(
            testDescription: "S-34, K-12: side-by-side estimated items keep their own heights; the row is the tallest",
            solve: { try solveSection(hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(0.5), .estimated(44))]), items: 4) },
            measurements: [Measurement(item: 0, width: 187.5, height: 30), Measurement(item: 1, width: 187.5, height: 90)],
            frames: [
                Cell(0, 0, 0, 0, 187.5, 30), Cell(0, 1, 187.5, 0, 187.5, 90), Cell(0, 2, 0, 90, 187.5, 44),
                Cell(0, 3, 187.5, 90, 187.5, 44),
            ],
            contentHeight: 134),
        // Item 1.0 × .fractionalHeight(1) of the group's 44: 44; the group's content is 44.
        MeasuredRound(
            testDescription: "S-35, K-13: a fractional-height item in an estimated group is not self-sized",
            solve: { try solveSection(hGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .fractionalHeight(1))]), items: 2) },
            firstCellAxes: [], measurements: [Measurement(item: 0, height: 100)],
            frames: [Cell(0, 0, 0, 0, 375, 44), Cell(0, 1, 0, 44, 375, 44)], contentHeight: 88),
        // 44, 44, 100, 44, 44: y = 0, 44, 88, 188, 232; content 4 × 44 + 100 = 276.
        MeasuredRound(
            testDescription: "S-37: unmeasured items stay at their estimates; the content size is an estimate",
            solve: { try solveSection(estimatedList(), items: 5) }, measurements: [Measurement(item: 2, height: 100)],
            frames: [
                Cell(0, 0, 0, 0, 375, 44), Cell(0, 1, 0, 44, 375, 44), Cell(0, 2, 0, 88, 375, 100), Cell(0, 3, 0, 188, 375, 44),
                Cell(0, 4, 0, 232, 375, 44),
            ],
            contentHeight: 276),
        // Rows' content: max(30, 20) = 30 and max(10, 25) = 25; no unmeasured row is left, so
        // both rows are 30: row 1 at 30; content 60.
        MeasuredRound(
            testDescription: "S-40: once every group is measured, the estimate no longer counts",
            solve: {
                try solveSection(
                    hGroup(.fractionalWidth(1), .uniformAcrossSiblings(estimate: 44), [item(.fractionalWidth(0.5), .estimated(44))]),
                    items: 4)
            },
            measurements: [30.0, 20, 10, 25].enumerated().map { Measurement(item: $0.offset, width: 187.5, height: $0.element) },
            frames: [Cell(0, 2, 0, 30, 187.5, 10), Cell(0, 3, 187.5, 30, 187.5, 25)], contentHeight: 60),
        // SZ-E9's layout with 4 items: group 1 holds item 3 alone.
        // Its only sibling is itself: 30 high; group 1 is 30; content 50 + 30 = 80.
        MeasuredRound(
            testDescription: "SC-9 / S-38: in a partial last group only the items present are uniform siblings",
            solve: {
                let cell = item(.fractionalWidth(1.0 / 3.0), .uniformAcrossSiblings(estimate: 50))
                let group = repeatingGroup(.horizontal, .fractionalWidth(1), .estimated(50), cell, count: 3)
                return try solveSection(group, items: 4, in: container(390, 844))
            },
            measurements: [Measurement(item: 3, width: 130, height: 30)], frames: [Cell(0, 3, 0, 50, 130, 30)],
            contentHeight: 80),
        // Width forced back to 375 (fractional); row 1 is 0 high at 44; row 2 at 44; content 88.
        MeasuredRound(
            testDescription: "S-31: a zero size is accepted: a zero-height row",
            solve: { try solveSection(estimatedList(), items: 3) }, measurements: [Measurement(item: 1, width: 0, height: 0)],
            frames: [Cell(0, 1, 0, 44, 375, 0), Cell(0, 2, 0, 44, 375, 44)], contentHeight: 88),
    ]
}
