import LayoutTestSupport
import Testing

@testable import LayoutCore

@Suite("Nested groups: S-14, S-28, S-29")
struct NestedGroupTests {
    @Test("S-28 / SZ-E6: nested groups (W = 390, H = 844)")
    func appleNestedGroups() throws {
        // Container group 1.0 × .fractionalHeight(0.4) → 390 × (0.4 × 844 = 337.6).
        // Leading item 0.7 × 1.0 → box (0, 0, 273, 337.6), insets 10 → (10, 10, 253, 317.6).
        // Trailing group 0.3 × 1.0 → box (273, 0, 117, 337.6); vertical count 2 → slots 168.8 high
        // (the item's 0.3 is ignored); item width 1.0 × 117; insets 10:
        //   item 1 (283, 10, 97, 148.8), item 2 (283, 168.8 + 10 = 178.8, 97, 148.8).
        let leading = item(.fractionalWidth(0.7), .fractionalHeight(1), insets: DirectionalInsets(all: 10))
        let trailingItem = item(.fractionalWidth(1), .fractionalHeight(0.3), insets: DirectionalInsets(all: 10))
        let trailingGroup = countGroup(.vertical, .fractionalWidth(0.3), .fractionalHeight(1), trailingItem, count: 2)
        let group = hGroup(.fractionalWidth(1), .fractionalHeight(0.4), [leading, trailingGroup.asSubitem])
        let solution = try solveSection(group, items: 6, in: container(390, 844))
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 10, 10, 253, 317.6)
        expectFrame(frame(solution, 0, 1), 283, 10, 97, 148.8)
        expectFrame(frame(solution, 0, 2), 283, 178.8, 97, 148.8)
        // The next container group starts at y = 337.6.
        expectFrame(frame(solution, 0, 3), 10, 347.6, 253, 317.6)
        expectFrame(frame(solution, 0, 4), 283, 347.6, 97, 148.8)
        // 337.6 + 178.8: neither decimal is exact in binary, so the sum is checked to rounding.
        expectFrame(frame(solution, 0, 5), 283, 516.4, 97, 148.8, within: .rounding)
        expectSize(solution.contentSize, 390, 675.2)  // 2 × 337.6
    }

    @Test("S-14 / S-28: a nested group's capacity counts toward its parent; items are numbered depth-first")
    func depthFirstNumbering() throws {
        // Vertical 400 × 200: [row (400 × 100, two 0.5 items), single item 400 × 100].
        // Row at y 0 → items 0, 1; single at y 100 → item 2; next row would end at 300 > 200.
        let row = hGroup(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let group = vGroup(.fractionalWidth(1), .absolute(200), [row.asSubitem, item(.fractionalWidth(1), .absolute(100))])
        let solution = try solveSection(group, items: 4, in: container(400, 800))
        #expect(solution.sections[0].template.slots.count == 3)
        expectFrame(frame(solution, 0, 0), 0, 0, 200, 100)
        expectFrame(frame(solution, 0, 1), 200, 0, 200, 100)
        expectFrame(frame(solution, 0, 2), 0, 100, 400, 100)
        expectFrame(frame(solution, 0, 3), 0, 200, 200, 100)  // next outer group at y = 200
    }

    @Test("S-28 / S-7: a nested group resolves against the parent's inner box and lays out inside its own insets")
    func nestedGroupInsideParentInsets() throws {
        // Outer 375 × 120, insets 10 → inner (10, 10, 355, 100).
        // Nested vertical 0.4 × 355 = 142 by 1.0 × 100, insets leading 5 → its inner width 137.
        // Nested boxes at x = 10 and 152 (152 + 142 = 294 ≤ 365; a third would end at 436).
        // Items 1.0 × 137 by 0.5 × 100 = 50: x = box + 5, y = 10 and 60.
        let nested = vGroup(
            .fractionalWidth(0.4), .fractionalHeight(1), [item(.fractionalWidth(1), .fractionalHeight(0.5))],
            insets: insets(leading: 5))
        let group = hGroup(.fractionalWidth(1), .absolute(120), [nested.asSubitem], insets: DirectionalInsets(all: 10))
        let solution = try solveSection(group, items: 4)
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 15, 10, 137, 50)
        expectFrame(frame(solution, 0, 1), 15, 60, 137, 50)
        expectFrame(frame(solution, 0, 2), 157, 10, 137, 50)
        expectFrame(frame(solution, 0, 3), 157, 60, 137, 50)
    }

    @Test("S-22 / K-35: interItemSpacing of a vertical group holding horizontal groups applies between the rows")
    func spacingBetweenNestedRows() throws {
        // Vertical 375 × 210, spacing 10: rows of 100 at y = 0 and 110 (ends 210 ≤ 210).
        let row = hGroup(.fractionalWidth(1), .absolute(100), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let group = vGroup(.fractionalWidth(1), .absolute(210), [row.asSubitem], spacing: .fixed(10))
        let solution = try solveSection(group, items: 4)
        #expect(solution.sections[0].template.slots.count == 4)
        expectFrame(frame(solution, 0, 0), 0, 0, 187.5, 100)
        expectFrame(frame(solution, 0, 1), 187.5, 0, 187.5, 100)
        expectFrame(frame(solution, 0, 2), 0, 110, 187.5, 100)
        expectFrame(frame(solution, 0, 3), 187.5, 110, 187.5, 100)
    }

    @Test("S-29: three levels of nesting")
    func threeLevels() throws {
        // Level 1: horizontal 400 × 200, [column (0.5 × 1.0)] → two columns of 200 × 200 at x = 0, 200.
        // Level 2: column vertical, [row (1.0 × 0.5)] → two rows of 200 × 100.
        // Level 3: row horizontal, [item (0.5 × 1.0)] → two items of 100 × 100.
        // Depth-first: column 0 row 0 → items 0, 1; column 0 row 1 → 2, 3; column 1 → 4 … 7.
        let row = hGroup(.fractionalWidth(1), .fractionalHeight(0.5), [item(.fractionalWidth(0.5), .fractionalHeight(1))])
        let column = vGroup(.fractionalWidth(0.5), .fractionalHeight(1), [row.asSubitem])
        let group = hGroup(.fractionalWidth(1), .absolute(200), [column.asSubitem])
        let solution = try solveSection(group, items: 8, in: container(400, 800))
        #expect(solution.sections[0].template.slots.count == 8)
        expectFrame(frame(solution, 0, 1), 100, 0, 100, 100)
        expectFrame(frame(solution, 0, 2), 0, 100, 100, 100)
        expectFrame(frame(solution, 0, 4), 200, 0, 100, 100)
        expectFrame(frame(solution, 0, 7), 300, 100, 100, 100)
    }
}
