import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Horizontal scroll direction: SC-14, SC-15")
struct HorizontalLayoutTests {
    let horizontal = LayoutConfiguration(scrollAxis: .horizontal)

    @Test("SC-15 / SC-E4: groups repeat along x in a horizontal layout")
    func scE4() throws {
        // H = 300: group 100 × (1.0 × 300); items 1.0 × 100 by 0.5 × 300 = 150 → 2 per group.
        // Groups at x = 0, 110, 220 (interGroupSpacing 10). Content (3 × 100 + 2 × 10 = 320, 300).
        let group = vGroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))])
        let solution = try solveSection(group, items: 5, in: container(375, 300), interGroupSpacing: 10, configuration: horizontal)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 150)
        expectFrame(frame(solution, 0, 1), 0, 150, 100, 150)
        expectFrame(frame(solution, 0, 2), 110, 0, 100, 150)
        expectFrame(frame(solution, 0, 3), 110, 150, 100, 150)
        expectFrame(frame(solution, 0, 4), 220, 0, 100, 150)
        expectSize(solution.contentSize, 320, 300)
    }

    @Test("SC-15: leading/trailing section insets act on the main axis, top/bottom and reference insets on the cross axis")
    func insetsTranspose() throws {
        // W = 375, H = 300; safe area top 20, bottom 10 (cross axis), leading/trailing 40 (main axis: unused).
        // Section insets top 5, leading 15, bottom 5, trailing 25; interGroupSpacing 10.
        // Group width 0.5 × (375 − 15 − 25 = 335) = 167.5; height 1.0 × (300 − 20 − 10 − 5 − 5 = 260).
        // Group 0 at (15, 20 + 5 = 25), group 1 at x = 15 + 167.5 + 10 = 192.5.
        // Section length 15 + 2 × 167.5 + 10 + 25 = 385.
        let group = hGroup(.fractionalWidth(0.5), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(
            group, items: 2, in: container(375, 300, safeArea: insets(top: 20, leading: 40, bottom: 10, trailing: 40)),
            sectionInsets: insets(top: 5, leading: 15, bottom: 5, trailing: 25), interGroupSpacing: 10,
            configuration: horizontal)
        expectFrame(frame(solution, 0, 0), 15, 25, 167.5, 260)
        expectFrame(frame(solution, 0, 1), 192.5, 25, 167.5, 260)
        expectSize(solution.contentSize, 385, 300)
        expectFrame(solution.sectionFrame(0), 0, 0, 385, 300)
    }

    @Test("SC-5 / SC-15: interSectionSpacing is horizontal in a horizontal layout")
    func sectionsAlongX() throws {
        // Two sections of one 100 × 300 group each, interSectionSpacing 20: x = 0 and 120; content (220, 300).
        let section = Section(group: hGroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let description = LayoutDescription(
            sections: [SectionInput(section: section, itemCount: 1), SectionInput(section: section, itemCount: 1)],
            configuration: LayoutConfiguration(scrollAxis: .horizontal, interSectionSpacing: 20))
        let solution = try LayoutSolver.solve(description, in: container(375, 300))
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 300)
        expectFrame(frame(solution, 1, 0), 120, 0, 100, 300)
        expectFrame(solution.sectionFrame(1), 120, 0, 100, 300)
        expectSize(solution.contentSize, 220, 300)
    }

    @Test("SC-15 / OB-4: an empty section in a horizontal layout is 0 wide with spacing on both sides")
    func emptySectionHorizontal() throws {
        let section = Section(group: hGroup(.absolute(100), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let description = LayoutDescription(
            sections: [
                SectionInput(section: section, itemCount: 1), SectionInput(section: section, itemCount: 0),
                SectionInput(section: section, itemCount: 1),
            ],
            configuration: LayoutConfiguration(scrollAxis: .horizontal, interSectionSpacing: 20))
        let solution = try LayoutSolver.solve(description, in: container(375, 300))
        // Section 0 ends at 100; section 1 at 120, 0 wide; section 2 at 140.
        expectFrame(solution.sectionFrame(1), 120, 0, 0, 300)
        expectFrame(frame(solution, 2, 0), 140, 0, 100, 300)
        expectSize(solution.contentSize, 240, 300)
    }
}
