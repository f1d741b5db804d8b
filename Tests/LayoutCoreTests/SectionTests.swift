import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Sections: SC-5 … SC-13, OB-3, OB-4")
struct SectionTests {
    /// Section insets top 10 / bottom 16, interGroupSpacing 16, groups 375 × 80 of one item.
    let section = Section(
        group: hGroup(.fractionalWidth(1), .absolute(80), [item(.fractionalWidth(1), .fractionalHeight(1))]),
        contentInsets: insets(top: 10, bottom: 16), interGroupSpacing: 16)

    func solve(_ inputs: [SectionInput], interSectionSpacing: Double = 24) throws -> LayoutSolution {
        try LayoutSolver.solve(
            LayoutDescription(sections: inputs, configuration: LayoutConfiguration(interSectionSpacing: interSectionSpacing)),
            in: container(375, 812))
    }

    @Test("SC-5 / SC-8 / SC-10 / SC-11 / OB-3: interGroupSpacing only between groups, interSectionSpacing only between sections")
    func spacingBetweenGroupsAndSections() throws {
        let solution = try solve([SectionInput(section: section, itemCount: 3), SectionInput(section: section, itemCount: 2)])
        // Section 0 from y 0: groups at 10, 10 + 96 = 106, 202; height 10 + 3·80 + 2·16 + 16 = 298.
        expectFrame(frame(solution, 0, 0), 0, 10, 375, 80)
        expectFrame(frame(solution, 0, 1), 0, 106, 375, 80)
        expectFrame(frame(solution, 0, 2), 0, 202, 375, 80)
        expectFrame(solution.sectionFrame(0), 0, 0, 375, 298)
        // Section 1 from 298 + 24 = 322: groups at 332, 428; height 10 + 2·80 + 16 + 16 = 202.
        expectFrame(frame(solution, 1, 0), 0, 332, 375, 80)
        expectFrame(frame(solution, 1, 1), 0, 428, 375, 80)
        expectFrame(solution.sectionFrame(1), 0, 322, 375, 202)
        // SC-11 / SC-13: no spacing after the last section: 322 + 202 = 524.
        expectSize(solution.contentSize, 375, 524)
    }

    @Test("SC-9: a partial last group keeps full-group positions (7 items, 3 columns)")
    func partialLastGroup() throws {
        // W = 300, items 90 × 1.0, spacing flexible(0): 3 fit (270; a 4th needs 360).
        // Leftover 30 over 2 gaps → 15 → x = 0, 105, 210. Item 6 alone in group 2 stays at x = 0
        // (not re-centred or re-spread) and the group keeps its full height.
        let group = hGroup(.fractionalWidth(1), .absolute(100), [item(.absolute(90), .fractionalHeight(1))], spacing: .flexible(0))
        let solution = try solveSection(group, items: 7, in: container(300, 600))
        expectFrame(frame(solution, 0, 3), 0, 100, 90, 100)
        expectFrame(frame(solution, 0, 4), 105, 100, 90, 100)
        expectFrame(frame(solution, 0, 5), 210, 100, 90, 100)
        expectFrame(frame(solution, 0, 6), 0, 200, 90, 100)
        #expect(solution.cell(section: 0, item: 7) == nil)
        #expect(solution.sections[0].groupCount == 3)
        expectSize(solution.contentSize, 300, 300)  // 3 full group heights
    }

    @Test("SC-9: items are dealt to groups in index order")
    func itemsDealtInOrder() throws {
        // 3 columns of 100 in W = 300: item i in row i / 3, column i % 3.
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1))])
        let solution = try solveSection(group, items: 9, in: container(300, 600))
        expectFrame(frame(solution, 0, 4), 100, 50, 100, 50)
        expectFrame(frame(solution, 0, 8), 200, 100, 100, 50)
    }

    @Test("SC-13: content size is the full bounds width and the last section's end")
    func contentSize() throws {
        // Safe area leading/trailing 20 (cross axis) and top 50 / bottom 30 (main axis, not the layout's job).
        // Items 335 wide at x = 20, y = 0, 44, 88; content (375, 132), not (335, …) and not + 80.
        let group = hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(
            group, items: 3, in: container(375, 812, safeArea: insets(top: 50, leading: 20, bottom: 30, trailing: 20)))
        expectFrame(frame(solution, 0, 0), 20, 0, 335, 44)
        expectFrame(frame(solution, 0, 2), 20, 88, 335, 44)
        expectSize(solution.contentSize, 375, 132)
    }

    @Test("SC-13: a layout with no sections has zero height")
    func noSections() throws {
        let solution = try LayoutSolver.solve(LayoutDescription(sections: []), in: container(375, 812))
        expectSize(solution.contentSize, 375, 0)
        #expect(solution.elements(in: Rect(x: 0, y: 0, width: 375, height: 812)).isEmpty)
    }

    @Test("OB-4: an empty section takes no inset space but gets interSectionSpacing on both sides")
    func emptySectionInTheMiddle() throws {
        let solution = try solve([
            SectionInput(section: section, itemCount: 3), SectionInput(section: section, itemCount: 0),
            SectionInput(section: section, itemCount: 2),
        ])
        // Section 0 ends at 298 (as above); section 1 starts at 298 + 24 = 322 and is 0 high
        // (its insets 10 + 16 take no space); section 2 starts at 322 + 24 = 346.
        expectFrame(solution.sectionFrame(1), 0, 322, 375, 0)
        #expect(solution.cell(section: 1, item: 0) == nil)
        expectFrame(frame(solution, 2, 0), 0, 356, 375, 80)  // 346 + 10
        expectFrame(frame(solution, 2, 1), 0, 452, 375, 80)  // 356 + 96
        expectSize(solution.contentSize, 375, 548)  // 346 + 10 + 176 + 16
    }

    @Test("OB-4: an empty first section followed by a section starts that section at y = interSectionSpacing")
    func emptyFirstSection() throws {
        let plain = Section(group: hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let solution = try solve([SectionInput(section: plain, itemCount: 0), SectionInput(section: plain, itemCount: 1)])
        expectFrame(frame(solution, 1, 0), 0, 24, 375, 44)
        expectSize(solution.contentSize, 375, 68)  // 24 + 44
    }

    @Test("OB-4 / M-24: a nil section with zero items is an empty section")
    func nilSectionWithoutItems() throws {
        let plain = Section(group: hGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]))
        let solution = try solve([SectionInput(section: nil, itemCount: 0), SectionInput(section: plain, itemCount: 1)])
        #expect(solution.sections.count == 2)
        #expect(solution.sections[0].itemCount == 0)
        expectFrame(solution.sectionFrame(0), 0, 0, 375, 0)
        expectFrame(frame(solution, 1, 0), 0, 24, 375, 44)
    }

    @Test("SC-7 / SC-8: section top inset before the first group, groups repeat with the group box length")
    func sectionInsetsAndGroupStride() throws {
        // Insets top 30 / leading 12 / trailing 8: box width 375 − 20 = 355 at x = 12.
        // Group 355 × 60, interGroupSpacing 5 → stride 65.
        let group = hGroup(.fractionalWidth(1), .absolute(60), [item(.fractionalWidth(1), .fractionalHeight(1))])
        let solution = try solveSection(
            group, items: 3, sectionInsets: insets(top: 30, leading: 12, trailing: 8), interGroupSpacing: 5)
        expectValue(solution.sections[0].track.extents.offset(ofGroup: 1), 65)
        expectFrame(frame(solution, 0, 0), 12, 30, 355, 60)
        expectFrame(frame(solution, 0, 2), 12, 160, 355, 60)  // 30 + 2 × 65
        expectSize(solution.contentSize, 375, 220)  // 30 + 3 × 60 + 2 × 5
    }
}
