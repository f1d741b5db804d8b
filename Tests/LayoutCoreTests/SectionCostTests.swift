import LayoutTestSupport
import Testing

@testable import LayoutCore

/// What a section costs (issue 20, issue 30 §3): 5,000,000 one-item sections took 26 s and
/// 6.3 GB, then 23 s and 4.7 GB. A section described like one solved before it is a copy of
/// it, sharing its storage and solving nothing; a section is its index and a reference.
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

    @Test("unbounded work: a section costs its index and a reference; its geometry and description are shared out of line")
    func sectionSize() {
        // The index (8) and the reference to the shared geometry (8): 16 bytes. A section's
        // input is its description's reference (8) and its item count (8): 16 bytes.
        #expect(MemoryLayout<SectionGeometry>.stride == 16)
        #expect(MemoryLayout<SectionInput>.stride == 16)
    }

    /// How many distinct geometries `solution` stores.
    private func distinctGeometries(_ solution: LayoutSolution) -> Int {
        Set(solution.sections.map(\.geometryIdentity)).count
    }

    @Test("unbounded work: 10,000 identical sections solve the description once and store one geometry")
    func identicalSectionsShareOneGeometry() throws {
        let description = LayoutDescription(sections: Array(repeating: SectionInput(section: Self.row, itemCount: 1), count: 10_000))
        let solution = try LayoutSolver.solve(description, in: container(390, 844))
        #expect(solution.work.groupsSolved == 1)
        #expect(solution.work.sectionsCopied == 9_999)
        #expect(distinctGeometries(solution) == 1)
        // Section k at 44 k: section 9,999 at 439,956; the content 440,000.
        expectFrame(frame(solution, 9_999, 0), 0, 439_956, 390, 44)
        expectSize(solution.contentSize, 390, 440_000)
    }

    @Test("unbounded work: sections of two kinds that alternate solve each kind once, by the description's identity")
    func alternatingKindsShareTwoGeometries() throws {
        let other = Section(group: vGroup(.fractionalWidth(1), .absolute(10), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        // row, other, row, other, …: no section is like the one just before it.
        let description = LayoutDescription(
            sections: (0..<10_000).map { SectionInput(section: $0 % 2 == 0 ? Self.row : other, itemCount: 1) })
        let solution = try LayoutSolver.solve(description, in: container(390, 844))
        #expect(solution.work.groupsSolved == 2)
        #expect(solution.work.sectionsCopied == 9_998)
        #expect(distinctGeometries(solution) == 2)
        // A pair is 44 + 10 = 54 long: section 9,999 (an `other`) starts at 4,999 × 54 + 44
        // = 269,990; the content is 5,000 × 54 = 270,000.
        expectFrame(frame(solution, 9_999, 0), 0, 269_990, 390, 10)
        expectSize(solution.contentSize, 390, 270_000)
    }

    @Test("unbounded work: a measurement gives the measured section a geometry of its own; the others keep sharing")
    func measuredCopyStopsSharing() throws {
        let estimated = Section(
            group: vGroup(.fractionalWidth(1), .estimated(44), [item(.fractionalWidth(1), .estimated(44))]))
        let description = LayoutDescription(sections: Array(repeating: SectionInput(section: estimated, itemCount: 1), count: 1_000))
        var solution = try LayoutSolver.solve(description, in: container(390, 844))
        #expect(distinctGeometries(solution) == 1)
        try solution.setMeasuredSize(Size(width: 390, height: 60), of: .cell(section: 500, item: 0), hooks: NoHooks())
        #expect(distinctGeometries(solution) == 2)
        #expect(!solution.sections[500].sharesGeometry(with: solution.sections[499]))
        #expect(solution.sections[499].sharesGeometry(with: solution.sections[501]))
        // Sections before 500 keep 44: section 500 at 500 × 44 = 22,000, 60 high; section 501
        // at 22,060; section 999 at 22,060 + 498 × 44 = 43,972.
        expectFrame(frame(solution, 500, 0), 0, 22_000, 390, 60)
        expectFrame(frame(solution, 501, 0), 0, 22_060, 390, 44)
        expectFrame(frame(solution, 999, 0), 0, 43_972, 390, 44)
    }
}
