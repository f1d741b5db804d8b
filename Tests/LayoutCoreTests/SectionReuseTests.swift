import LayoutTestSupport
import Testing

@testable import LayoutCore

/// Q-8 with a previous solution: a re-solve keeps every section whose description, count and
/// the container lengths it depends on are unchanged, so a size change of the bounds solves
/// again only what depends on it.
@Suite("Section reuse across solves")
struct SectionReuseTests {
    /// Section 0: 44-point rows (independent of the container's height). Section 1: rows
    /// `.fractionalHeight(0.5)` of the container (dependent on it). Two items each.
    private let description = LayoutDescription(sections: [
        SectionInput(
            section: Section(group: hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])),
            itemCount: 2),
        SectionInput(
            section: Section(
                group: hGroup(.fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(1), .fractionalHeight(1))])),
            itemCount: 2),
    ])

    @Test("Q-8: a height change keeps the section of absolute rows and solves the fractional-height one again")
    func heightChange() throws {
        let tall = try LayoutSolver.solve(description, in: container(375, 812))
        // 812 tall: section 1 rows are 406, starting at 2 × 44 = 88.
        expectFrame(frame(tall, 1, 0), 0, 88, 375, 406)
        let short = try LayoutSolver.solve(description, in: container(375, 600), hooks: NoHooks(), previous: tall)
        #expect(short.work.sectionsReused == tall.work.sectionsReused + 1)
        #expect(short.work.sectionsSolved == tall.work.sectionsSolved + 1)
        // 600 tall: section 0 unchanged (rows at 0 and 44), section 1 rows 300 at 88 and 388.
        expectFrame(frame(short, 0, 1), 0, 44, 375, 44)
        expectFrame(frame(short, 1, 0), 0, 88, 375, 300)
        expectFrame(frame(short, 1, 1), 0, 388, 375, 300)
        expectValue(short.contentSize.height, 688)
    }

    @Test("Q-8: a width change solves every section again")
    func widthChange() throws {
        let narrow = try LayoutSolver.solve(description, in: container(375, 812))
        let wide = try LayoutSolver.solve(description, in: container(500, 812), hooks: NoHooks(), previous: narrow)
        #expect(wide.work.sectionsReused == narrow.work.sectionsReused)
        #expect(wide.work.sectionsSolved == narrow.work.sectionsSolved + 2)
        expectFrame(frame(wide, 0, 0), 0, 0, 500, 44)
    }

    @Test("Q-8: the pixel grid and the layout direction change no section")
    func presentationChange() throws {
        let plain = try LayoutSolver.solve(description, in: container(375, 812))
        let mirrored = try LayoutSolver.solve(
            description, in: container(375, 812, scale: 3, direction: .rightToLeft), hooks: NoHooks(), previous: plain)
        #expect(mirrored.work.sectionsReused == plain.work.sectionsReused + 2)
        #expect(mirrored.work.groupsSolved == plain.work.groupsSolved)
        // Mirrored across 375: a full-width row stays at x 0.
        expectFrame(frame(mirrored, 1, 0), 0, 88, 375, 406)
    }
}
