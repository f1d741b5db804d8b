import LayoutTestSupport
import Testing

@testable import LayoutCore

/// Hooks that answer like a section provider's custom-group closure: frames depend only on
/// the group's size and insets (S-21).
struct SampleHooks: SolverHooks {
    func customItems(forGroup id: Int, size: Size, contentInsets: DirectionalInsets) -> [CustomItem] {
        switch id {
        case 7:
            return [
                CustomItem(frame: Rect(x: 0, y: 0, width: 100, height: 50), zIndex: 2),
                // Width and height read the environment: size.width − 120, contentInsets.top × 4.
                CustomItem(frame: Rect(x: 100, y: 60, width: size.width - 120, height: contentInsets.top * 4), zIndex: -1),
                // Frames may lie outside the group.
                CustomItem(frame: Rect(x: -5, y: 250, width: 10, height: 10)),
            ]
        case 1:
            return [
                CustomItem(frame: Rect(x: 0, y: 0, width: 40, height: 40), zIndex: 5),
                CustomItem(frame: Rect(x: 50, y: 0, width: 40, height: size.height)),
            ]
        default:
            return []
        }
    }
}

@Suite("Custom groups: S-20")
struct CustomGroupTests {
    @Test("S-20: custom frames are offset by the group's leading/top insets; zIndex is kept; capacity = frames count")
    func customFrames() throws {
        // Group 375 × 200, insets top 10, leading 20: the hook sees size (375, 200) and the insets.
        // Frames + (20, 10): (20, 10, 100, 50) z 2; (120, 70, 375 − 120 = 255, 10 × 4 = 40) z −1;
        // (15, 260, 10, 10) z 0. Item 3 repeats frame 0 in group 1 at y = 200.
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(200)), arrangement: .custom(id: 7),
            contentInsets: insets(top: 10, leading: 20))
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 4)])
        let solution = try LayoutSolver.solve(description, in: container(375, 812), hooks: SampleHooks())
        #expect(solution.sections[0].template.slots.count == 3)
        let cells = (0..<4).map { solution.cell(section: 0, item: $0) }
        expectFrame(cells[0]?.frame, 20, 10, 100, 50)
        expectFrame(cells[1]?.frame, 120, 70, 255, 40)
        expectFrame(cells[2]?.frame, 15, 260, 10, 10)
        expectFrame(cells[3]?.frame, 20, 210, 100, 50)
        #expect(cells.map { $0?.zIndex } == [2, -1, 0, 2])
        // The group box (200 high), not the frames, decides the repetition and the content size.
        expectSize(solution.contentSize, 375, 400)
    }

    @Test("S-20 / S-29: a custom group nested in a horizontal group")
    func nestedCustomGroup() throws {
        // Outer 375 × 100: [item 100 × 1.0, custom 100 × 50 (id 1)].
        // item 0…100, custom 100…200, item 200…300; the next custom would end at 400 > 375.
        // Custom frames at its box origin (100, 0): (100, 0, 40, 40) z 5, (150, 0, 40, 50) z 0.
        let custom = Group(size: LayoutSize(width: .absolute(100), height: .absolute(50)), arrangement: .custom(id: 1))
        let group = hGroup(.fractionalWidth(1), .absolute(100), [item(.absolute(100), .fractionalHeight(1)), custom.asSubitem])
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 4)])
        let solution = try LayoutSolver.solve(description, in: container(375, 812), hooks: SampleHooks())
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 100, 100)
        expectFrame(frame(solution, 0, 1), 100, 0, 40, 40)
        expectFrame(frame(solution, 0, 2), 150, 0, 40, 50)
        expectFrame(frame(solution, 0, 3), 200, 0, 100, 100)
        #expect(solution.cell(section: 0, item: 1)?.zIndex == 5)
        #expect(solution.cell(section: 0, item: 2)?.zIndex == 0)
    }

    @Test("S-20 / S-6: a custom group's insets are ignored on its estimated axis, in the offset and in what the hook sees")
    func customGroupEstimatedAxis() throws {
        // Group 375 × estimated 200, insets top 10, leading 20: top is ignored (S-6), so the hook
        // sees contentInsets.top 0 and the frames move by (20, 0): (20, 0, 100, 50), (120, 60, 255, 0).
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .estimated(200)), arrangement: .custom(id: 7),
            contentInsets: insets(top: 10, leading: 20))
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 2)])
        let solution = try LayoutSolver.solve(description, in: container(375, 812), hooks: SampleHooks())
        expectFrame(frame(solution, 0, 0), 20, 0, 100, 50)
        expectFrame(frame(solution, 0, 1), 120, 60, 255, 0)
    }
}
