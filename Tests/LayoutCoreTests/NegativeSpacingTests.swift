import LayoutTestSupport
import Testing

@testable import LayoutCore

/// Negative spacing as UIKit takes it (issue 17): published apps overlap rows and cards with
/// negative inter-group spacing, items with negative inter-item and edge spacing, sections with
/// negative inter-section spacing. The elements overlap by the spacing; a step from one group
/// (or section) to the next never goes backwards. Container 375 × 812, no snapping.
@Suite("Negative spacing")
struct NegativeSpacingTests {
    /// A full-width row `height` high.
    func rows(height: Double) -> Group {
        vGroup(.fractionalWidth(1), .absolute(height), [item(.fractionalWidth(1), .fractionalHeight(1))])
    }

    @Test("negative interGroupSpacing: rows 44 high, −10 apart, overlap by 10")
    func interGroupSpacing() throws {
        let solution = try solveSection(rows(height: 44), items: 3, interGroupSpacing: -10)
        // Row k at 34 k: 0, 34, 68; the content 3 × 44 − 2 × 10 = 112.
        expectFrame(frame(solution, 0, 1), 0, 34, 375, 44)
        expectFrame(frame(solution, 0, 2), 0, 68, 375, 44)
        expectSize(solution.contentSize, 375, 112)
    }

    @Test("negative interGroupSpacing longer than the group: the rows stack at one place, never backwards")
    func interGroupSpacingPastTheGroup() throws {
        // −30 between rows 10 high counts as −10: every row at 0; the content one row, 10.
        let solution = try solveSection(rows(height: 10), items: 3, interGroupSpacing: -30)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 10)
        expectFrame(frame(solution, 0, 2), 0, 0, 375, 10)
        expectSize(solution.contentSize, 375, 10)
    }

    @Test("negative interGroupSpacing: a query finds every overlapping row, up to the spacing before the rectangle")
    func overlappingRowsQuery() throws {
        // Rows 100 high, −80 apart: row k spans 20 k … 20 k + 100. The rectangle y 205 … 210
        // meets rows with 20 k ≤ 210 and 20 k + 100 ≥ 205, so k = 6 (120 … 220) … 10 (200 … 300).
        let solution = try solveSection(rows(height: 100), items: 20, interGroupSpacing: -80)
        let found = solution.elements(in: Rect(x: 0, y: 205, width: 375, height: 5))
        #expect(found.map(\.item) == [6, 7, 8, 9, 10])
        #expect(found.map(\.item) == bruteForceCells(solution, in: Rect(x: 0, y: 205, width: 375, height: 5)).map(\.item))
    }

    @Test("negative interGroupSpacing: a measured row shorter than the overlap keeps its place; the next row starts with it")
    func measuredRowShorterThanTheOverlap() throws {
        // Rows estimated 100 high, −50 apart: row k at 50 k. Row 1 measured 10 high: on the
        // track it still takes the 50 the spacing takes back, so row 2 starts where row 1 does,
        // at 50, and row 3 at 50 + 100 − 50 = 100; the content ends with row 3 at 200.
        let group = vGroup(.fractionalWidth(1), .estimated(100), [item(.fractionalWidth(1), .estimated(100))])
        var solution = try solveLayout([(Section(group: group, interGroupSpacing: -50), 4)])
        try measure(&solution, item: 1, height: 10)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 100)
        expectFrame(frame(solution, 0, 1), 0, 50, 375, 10)
        expectFrame(frame(solution, 0, 2), 0, 50, 375, 100)
        expectFrame(frame(solution, 0, 3), 0, 100, 375, 100)
        expectSize(solution.contentSize, 375, 200)
    }

    @Test("negative interGroupSpacing in an orthogonal row: cards 300 wide, −250 apart, a card every 50 points")
    func overlappingCards() throws {
        let cards = hGroup(.absolute(300), .absolute(200), [item(.fractionalWidth(1), .fractionalHeight(1))])
        var section = Section(group: cards, interGroupSpacing: -250)
        section.orthogonalScrolling = .continuous
        let solution = try solveLayout([(section, 5)])
        // Card k at 50 k: 0, 50, 100, 150, 200; the row 4 × 50 + 300 = 500 long.
        expectFrame(frame(solution, 0, 4), 200, 0, 300, 200)
        #expect(solution.sections[0].orthogonalRow?.contentLength == 500)
    }

    @Test("negative fixed interItemSpacing: items 100 wide, −15 apart, four to a 375-point row")
    func interItemSpacing() throws {
        // Fitting: 100, 185, 270, 355 ≤ 375; a fifth would end at 440. x = 0, 85, 170, 255.
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))], spacing: .fixed(-15))
        let solution = try solveSection(group, items: 5)
        expectFrame(frame(solution, 0, 1), 85, 0, 100, 50)
        expectFrame(frame(solution, 0, 3), 255, 0, 100, 50)
        // Item 4 starts the second row.
        expectFrame(frame(solution, 0, 4), 0, 50, 100, 50)
    }

    @Test("negative fixed interItemSpacing in a count group: slots grow to cover the overlap")
    func countGroupSpacing() throws {
        // Three slots in 375 with −15 between: (375 + 2 × 15) / 3 = 135 wide, at 0, 120, 240.
        let group = countGroup(.horizontal, .fractionalWidth(1), .absolute(50), item(.fractionalWidth(1), .fractionalHeight(1)), count: 3, spacing: .fixed(-15))
        let solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 135, 50)
        expectFrame(frame(solution, 0, 1), 120, 0, 135, 50)
        expectFrame(frame(solution, 0, 2), 240, 0, 135, 50)
    }

    @Test("negative flexible interItemSpacing: the minimum is negative, the room left over is shared as for any flexible spacing")
    func flexibleSpacing() throws {
        // Fitting with the minimum −4: 100, 196, 292; a fourth would end at 388 > 375. Used
        // 292, leftover 83 over 2 spacers: 41.5 each, so the gaps are −4 + 41.5 = 37.5:
        // x = 0, 137.5, 275.
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1))], spacing: .flexible(-4))
        let solution = try solveSection(group, items: 3)
        expectFrame(frame(solution, 0, 1), 137.5, 0, 100, 50)
        expectFrame(frame(solution, 0, 2), 275, 0, 100, 50)
    }

    @Test("negative edge spacing: a waterfall item with bottom −24 pulls the next item up by 24")
    func bottomEdgeSpacing() throws {
        // A 300-high column of A (100 high, bottom −24) and B (100 high): A takes 76 along the
        // column, B 100. A at 0, B at 76, A again at 176 (ends 276 − 24 = 252); B would end at
        // 352 > 300, so three items fit.
        let a = item(.fractionalWidth(1), .absolute(100), edges: EdgeSpacing(bottom: .fixed(-24)))
        let b = item(.fractionalWidth(1), .absolute(100))
        let solution = try solveSection(vGroup(.fractionalWidth(1), .absolute(300), [a, b]), items: 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 100)
        expectFrame(frame(solution, 0, 1), 0, 76, 375, 100)
        expectFrame(frame(solution, 0, 2), 0, 176, 375, 100)
        #expect(solution.sections[0].capacity == 3)
    }

    @Test("negative edge spacing: leading −10 moves each item 10 before its place, out of the group at the start")
    func leadingEdgeSpacing() throws {
        // Each item takes −10 + 100 = 90 along the row: 90, 180, 270, 360 ≤ 375 (a fifth would
        // reach 450). Item k at 90 k − 10: −10, 80, 170, 260.
        let group = hGroup(
            .fractionalWidth(1), .absolute(50), [item(.absolute(100), .fractionalHeight(1), edges: EdgeSpacing(leading: .fixed(-10)))])
        let solution = try solveSection(group, items: 4)
        expectFrame(frame(solution, 0, 0), -10, 0, 100, 50)
        expectFrame(frame(solution, 0, 3), 260, 0, 100, 50)
    }

    @Test("negative interSectionSpacing: sections −20 apart overlap by 20")
    func interSectionSpacing() throws {
        // Two sections of 3 rows 44 high: section 0 spans 0 … 132, section 1 starts at
        // 132 − 20 = 112: rows at 112, 156, 200; the content ends at 244.
        let solution = try solveLayout(
            [(Section(group: rows(height: 44)), 3), (Section(group: rows(height: 44)), 3)],
            configuration: LayoutConfiguration(interSectionSpacing: -20))
        expectFrame(frame(solution, 1, 0), 0, 112, 375, 44)
        expectFrame(frame(solution, 1, 2), 0, 200, 375, 44)
        expectSize(solution.contentSize, 375, 244)
    }

    @Test("negative interSectionSpacing longer than a section: sections overlap by no more than the shorter one")
    func interSectionSpacingPastTheSection() throws {
        // Section 0 is 132 long, section 1 one row (44): −100 overlaps by min(132, 44) = 44, so
        // section 1 starts at 88 and ends at 132 with section 0; section 2 (44) overlaps section
        // 1 by 44 too and starts at 88. The content ends at 132, where every section ends.
        let solution = try solveLayout(
            [(Section(group: rows(height: 44)), 3), (Section(group: rows(height: 44)), 1), (Section(group: rows(height: 44)), 1)],
            configuration: LayoutConfiguration(interSectionSpacing: -100))
        expectFrame(frame(solution, 1, 0), 0, 88, 375, 44)
        expectFrame(frame(solution, 2, 0), 0, 88, 375, 44)
        expectSize(solution.contentSize, 375, 132)
    }

    @Test("negative spacing: NaN and infinite spacings stay typed errors", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(value: Double) {
        let error = layoutError(LayoutDescription(sections: [SectionInput(section: Section(group: rows(height: 44), interGroupSpacing: value), itemCount: 1)]))
        #expect(error?.path.description == "section 0 › interGroupSpacing")
        #expect(error?.message == "spacing \(value) must be a finite number")
    }
}
