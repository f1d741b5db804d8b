import Testing

@testable import LayoutCore

/// `OrthogonalRowOffsets`, the one owner of row offsets: constrained once when written (O-6),
/// constrained again when the solution changes, read by queries as stored.
@Suite("Orthogonal row offsets")
struct OrthogonalRowOffsetsTests {
    /// Section 0: a row of `rowItems` groups 100 wide holding one item each, in a 400-wide
    /// container, that never bounces (or is no row at all when `row` is false); section 1: an
    /// ordinary section of three 50-high rows.
    private func solve(rowItems: Int, row: Bool = true) throws -> LayoutSolution {
        let carousel = Section(
            group: hGroup(.absolute(100), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrolling: row ? .continuous : .none, rowScrolling: RowScrolling(bounce: .never))
        let list = Section(group: hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let description = LayoutDescription(sections: [
            SectionInput(section: carousel, itemCount: rowItems), SectionInput(section: list, itemCount: 3),
        ])
        return try LayoutSolver.solve(description, in: container(400, 800))
    }

    @Test("O-6: an offset is constrained when it is written; sections that are not rows take none")
    func constrainedWhenWritten() throws {
        // 10 groups of 100: content C = 1000, viewport 400, largest offset M = 600.
        let solution = try solve(rowItems: 10)
        var offsets = OrthogonalRowOffsets()
        offsets.setOffset(450, ofSection: 0, in: solution)
        #expect(offsets.offset(ofSection: 0) == 450)
        offsets.setOffset(900, ofSection: 0, in: solution)
        #expect(offsets.offset(ofSection: 0) == 600)
        offsets.setOffset(-5, ofSection: 0, in: solution)
        #expect(offsets.offset(ofSection: 0) == 0)
        offsets.setOffset(.nan, ofSection: 0, in: solution)
        #expect(offsets.offset(ofSection: 0) == 0)
        // Section 1 is no row and section 7 does not exist: both stay at 0.
        offsets.setOffset(100, ofSection: 1, in: solution)
        offsets.setOffset(100, ofSection: 7, in: solution)
        #expect(offsets.offset(ofSection: 1) == 0 && offsets.offset(ofSection: 7) == 0)
        // A row scrolled back to 0 is the same value as one never scrolled.
        #expect(offsets == OrthogonalRowOffsets())
        // Built from a dictionary: 900 → 600 for the row, section 1 left out.
        var expected = OrthogonalRowOffsets()
        expected.setOffset(600, ofSection: 0, in: solution)
        #expect(OrthogonalRowOffsets([0: 900, 1: 40], in: solution) == expected)
    }

    @Test("a row that becomes shorter brings its offset back to its new end, which stays when it grows again")
    func constrainedAgainWhenTheRowShrinks() throws {
        let long = try solve(rowItems: 10)
        // 7 groups: C = 700, M = 700 − 400 = 300.
        let short = try solve(rowItems: 7)
        var offsets = OrthogonalRowOffsets()
        offsets.setOffset(450, ofSection: 0, in: long)
        offsets.constrain(to: short)
        #expect(offsets.offset(ofSection: 0) == 300)
        offsets.constrain(to: long)
        #expect(offsets.offset(ofSection: 0) == 300)
        // One section at a time (after a measurement): 300 is within the long row, unchanged.
        offsets.constrain(section: 0, to: long)
        #expect(offsets.offset(ofSection: 0) == 300)
        // The query reads 300 as stored: the view shows content 300 … 700, so group 2
        // (200 … 300, shown at −100 … 0) touches its left edge, and groups 3 … 6 are inside.
        // (Section 1's first cell, 50 … 100, touches the rectangle's bottom edge.)
        let shown = short.elements(in: Rect(x: 0, y: 0, width: 400, height: 50), rowOffsets: offsets)
        #expect(shown.filter { $0.category == .cell && $0.section == 0 }.map(\.item) == [2, 3, 4, 5, 6])
    }

    @Test("an offset is kept by section while the section is no row, and applies again when it is one")
    func keptBySection() throws {
        let row = try solve(rowItems: 10)
        let noRow = try solve(rowItems: 10, row: false)
        var offsets = OrthogonalRowOffsets()
        offsets.setOffset(450, ofSection: 0, in: row)
        offsets.constrain(to: noRow)
        #expect(offsets.offset(ofSection: 0) == 450)
        // No row, no shift: the first cell stays at x = 0.
        let shown = noRow.elements(in: Rect(x: 0, y: 0, width: 1, height: 1), rowOffsets: offsets)
        #expect(shown.filter { $0.category == .cell }.map(\.item) == [0])
        offsets.constrain(to: row)
        #expect(offsets.offset(ofSection: 0) == 450)
    }
}
