import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Dimensions: S-1 … S-4")
struct DimensionTests {
    @Test("S-1 / S-2 / SC-6: a top-level group's fractionalWidth is a fraction of the section box after reference and section insets")
    func topLevelGroupWidthUsesInsetSectionBox() throws {
        // W = 400, safe area leading 10 / trailing 20 (top 30 / bottom 40 are main-axis: unused).
        // Section insets top 5, leading 7, bottom 9, trailing 13.
        // Layout box: x = 10 + 7 = 17, width = 400 − 10 − 20 − 7 − 13 = 350.
        // Group .fractionalWidth(0.5) = 0.5 × 350 = 175; item 1.0 × 1.0 fills it (one per group).
        let group = hGroup(.fractionalWidth(0.5), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(
            group, items: 2, in: container(400, 800, safeArea: insets(top: 30, leading: 10, bottom: 40, trailing: 20)),
            sectionInsets: insets(top: 5, leading: 7, bottom: 9, trailing: 13))
        expectFrame(frame(solution, 0, 0), 17, 5, 175, 60)  // y = top inset 5
        expectFrame(frame(solution, 0, 1), 17, 65, 175, 60)  // y = 5 + 60
        // Section: 5 + 2 × 60 + 9 = 134 tall; content width is the full 400 (SC-13).
        expectSize(solution.contentSize, 400, 134)
    }

    @Test("S-3 / K-4: a top-level group's fractionalHeight is a fraction of the container height minus the section's top and bottom insets")
    func topLevelGroupHeightUsesContainerHeight() throws {
        // H = 800, section insets top 20, bottom 30; the safe area's top/bottom are not subtracted.
        // Group height = 0.5 × (800 − 20 − 30) = 375.
        let group = hGroup(.fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(
            group, items: 2, in: container(400, 800, safeArea: insets(top: 30, bottom: 40)),
            sectionInsets: insets(top: 20, bottom: 30))
        expectFrame(frame(solution, 0, 0), 0, 20, 400, 375)
        expectFrame(frame(solution, 0, 1), 0, 395, 400, 375)  // 20 + 375
        expectSize(solution.contentSize, 400, 800)  // 20 + 2 × 375 + 30
    }

    @Test("S-2 / M-9: a height of .fractionalWidth(0.2) is a fifth of the container's width")
    func crossAxisFractionOnTopLevelGroup() throws {
        // W = 375: group 375 × (0.2 × 375 = 75); item .fractionalHeight(1) = 75 high, 1.0 wide.
        let group = hGroup(.fractionalWidth(1), .fractionalWidth(0.2), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 75)
        expectFrame(frame(solution, 0, 1), 0, 75, 375, 75)
        expectSize(solution.sections[0].template.boxSize, 375, 75)
    }

    @Test("S-2 / M-9: an item width of .fractionalHeight(0.5) is half the parent's height")
    func crossAxisFractionOnItem() throws {
        // Group 375 × 100; item width 0.5 × 100 = 50, height 1.0 × 100 = 100.
        // Fitting: 7 × 50 = 350 ≤ 375, an 8th would end at 400 > 375 → 7 per group.
        let group = hGroup(.fractionalWidth(1), .absolute(100), [item(.fractionalHeight(0.5), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 8)
        #expect(solution.sections[0].template.slots.count == 7)
        expectFrame(frame(solution, 0, 0), 0, 0, 50, 100)
        expectFrame(frame(solution, 0, 6), 300, 0, 50, 100)  // 6 × 50
        expectFrame(frame(solution, 0, 7), 0, 100, 50, 100)  // next group
    }

    @Test("S-1 / S-7: subitem fractions resolve against the parent group's inner box, not the section box")
    func subitemFractionsUseParentInnerBox() throws {
        // Group 375 × 100 with insets top 10, leading 20, trailing 30 → inner box (20, 10, 325, 90).
        // Item 0.2 × 325 = 65 wide, 0.5 × 90 = 45 high; 5 × 65 = 325 fit exactly.
        let group = hGroup(
            .fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.2), .fractionalHeight(0.5))],
            insets: insets(top: 10, leading: 20, trailing: 30))
        let solution = try solveSection(group, items: 6)
        #expect(solution.sections[0].template.slots.count == 5)
        expectFrame(frame(solution, 0, 0), 20, 10, 65, 45)
        expectFrame(frame(solution, 0, 1), 85, 10, 65, 45)  // 20 + 65
        expectFrame(frame(solution, 0, 4), 280, 10, 65, 45)  // 20 + 4 × 65
        expectFrame(frame(solution, 0, 5), 20, 110, 65, 45)  // group 1 at y = 100, + 10
    }

    @Test("S-1: a vertical group's subitems resolve fractionalWidth against its inner width")
    func verticalGroupSubitemFractions() throws {
        // Vertical group 200 × 300 with leading/trailing insets 25 → inner width 150, height 300.
        // Item 0.5 × 150 = 75 wide, 0.25 × 300 = 75 high → 4 fit (4 × 75 = 300).
        let group = vGroup(
            .absolute(200), .absolute(300), [item(.fractionalWidth(0.5), .fractionalHeight(0.25))],
            insets: insets(leading: 25, trailing: 25))
        let solution = try solveSection(group, items: 5)
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 25, 0, 75, 75)
        expectFrame(frame(solution, 0, 3), 25, 225, 75, 75)  // 3 × 75
        expectFrame(frame(solution, 0, 4), 25, 300, 75, 75)  // next group at y = 300
    }

    @Test("S-4 / S-30: absolute and estimated dimensions resolve to their point value (pass 1)")
    func absoluteAndEstimated() throws {
        // Item 120 × 44 (estimated height used as is); group 375 × estimated 44.
        // 3 × 120 = 360 ≤ 375; a 4th would end at 480.
        let group = hGroup(.fractionalWidth(1), .estimated(44), [item(.absolute(120), .estimated(44))])
        let solution = try solveSection(group, items: 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 120, 44)
        expectFrame(frame(solution, 0, 2), 240, 0, 120, 44)
        expectFrame(frame(solution, 0, 3), 0, 44, 120, 44)
    }

    @Test("M-10: fractions above 1 are not clamped")
    func fractionAboveOne() throws {
        // Item 1.5 × 375 = 562.5 wide; it does not fit but is placed anyway (S-15).
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1.5), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 2)
        expectFrame(frame(solution, 0, 0), 0, 0, 562.5, 50)
        expectFrame(frame(solution, 0, 1), 0, 50, 562.5, 50)
    }

    @Test("S-1: fractional dimensions of a top-level group never go below zero when the insets exceed the container")
    func topLevelGroupClampedAtZero() throws {
        // Layout box width = 100 − 60 − 60 = −20 → 1.0 × −20 clamps to 0 (LayoutSize.resolve).
        let group = hGroup(.fractionalWidth(1), .absolute(40), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 1, in: container(100, 200), sectionInsets: insets(leading: 60, trailing: 60))
        expectFrame(frame(solution, 0, 0), 60, 0, 0, 40)
    }
}
