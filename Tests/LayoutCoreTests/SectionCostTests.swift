import LayoutTestSupport
import Testing

@testable import LayoutCore

/// What a section costs (issue 20): 5,000,000 one-item sections took 26 s and 6.3 GB. A
/// section described like the one before it is a copy of it, sharing its storage and solving
/// nothing, and a solved section's fixed part is a few hundred bytes.
@Suite("Section cost")
struct SectionCostTests {
    /// A full-width row 44 high.
    static let row = Section(group: vGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))

    @Test("unbounded work: 100,000 one-item sections described alike solve one group; the others are copies")
    func identicalSectionsAreCopies() throws {
        let description = LayoutDescription(sections: Array(repeating: SectionInput(section: Self.row, itemCount: 1), count: 100_000))
        let solution = try LayoutSolver.solve(description, in: container(390, 844))
        #expect(solution.work.groupsSolved == 1)
        #expect(solution.work.sectionsSolved == 100_000)
        #expect(solution.work.sectionsCopied == 99_999)
        // Section k starts at 44 k: the last at 44 × 99,999 = 4,399,956; the content 4,400,000.
        expectFrame(frame(solution, 99_999, 0), 0, 4_399_956, 390, 44)
        expectSize(solution.contentSize, 390, 4_400_000)
        #expect(solution.sections[99_999].index == 99_999)
        // The copies share the first section's plan.
        #expect(solution.sections[99_999].planBox === solution.sections[0].planBox)
    }

    @Test("unbounded work: only a section like the one just before, with as many items and nothing measured, is a copy")
    func whatIsCopied() throws {
        let other = Section(group: vGroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        // row, row, other, row (3 items), row (3 items): sections 1 and 4 are copies.
        let description = LayoutDescription(sections: [
            SectionInput(section: Self.row, itemCount: 1), SectionInput(section: Self.row, itemCount: 1),
            SectionInput(section: other, itemCount: 1), SectionInput(section: Self.row, itemCount: 3),
            SectionInput(section: Self.row, itemCount: 3),
        ])
        let solution = try LayoutSolver.solve(description, in: container(390, 844))
        #expect(solution.work.sectionsCopied == 2)
        #expect(solution.work.groupsSolved == 3)
        // Starts: 0, 44, 88, 98 (after the 10-high section), 98 + 3 × 44 = 230; item 2 of the
        // last at 230 + 88 = 318.
        expectFrame(frame(solution, 4, 2), 0, 318, 390, 44)
        // A measurement in a copy changes that section only.
        var measured = solution
        try measured.setMeasuredSize(Size(width: 390, height: 50), of: .cell(section: 1, item: 0), hooks: NoHooks())
        expectFrame(frame(measured, 0, 0), 0, 0, 390, 44)
        expectFrame(frame(measured, 2, 0), 0, 44 + 44, 390, 10)
    }

    @Test("unbounded work: a section's fixed part is at most 400 bytes; its description is shared out of line")
    func sectionSize() {
        // index, item count, length, cross length (32), the template (32), the track (192:
        // axis and origin 24, the extent tree 104 — count, default length, spacing, a work
        // count and a chunk tree of four arrays, a root and its summary —, and 64 for its
        // optional flowing groups), the measurements (72: the cells' chunk tree 64, the
        // supplementaries' dictionary 8), two overhangs (32), five references (40): 400 bytes.
        #expect(MemoryLayout<SectionGeometry>.stride <= 400)
    }
}
