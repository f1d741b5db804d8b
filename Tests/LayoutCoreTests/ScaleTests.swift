import Testing

@testable import LayoutCore

@Suite("Scale: compact sections")
struct ScaleTests {
    /// One section of 10 000 000 items in 4 columns: W = 400, items 0.25 × 400 = 100 wide,
    /// groups 400 × 50.
    func huge() throws -> LayoutSolution {
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        return try solveSection(group, items: 10_000_000, in: container(400, 800))
    }

    @Test("SC-9 / Q-5: the last of 10 000 000 items is computed directly")
    func lastItem() throws {
        let solution = try huge()
        // Item 9 999 999: group 9 999 999 / 4 = 2 499 999, slot 3 → x = 300, y = 2 499 999 × 50 = 124 999 950.
        expectFrame(frame(solution, 0, 9_999_999), 300, 124_999_950, 100, 50)
        #expect(solution.cell(section: 0, item: 10_000_000) == nil)
        // Content height: 2 500 000 groups × 50.
        expectSize(solution.contentSize, 400, 125_000_000)
    }

    @Test("Q-4: a viewport query around y = 1 000 000 returns only the handful of visible items")
    func viewportQuery() throws {
        let solution = try huge()
        // y 1 000 000.5 … 1 000 099.5: group 20 000 (1 000 000 … 1 000 050) and 20 001 (… 1 000 100);
        // group 19 999 ends at 1 000 000 and group 20 002 starts at 1 000 100: both stay clear.
        let found = solution.elements(in: Rect(x: 0, y: 1_000_000.5, width: 400, height: 99))
        #expect(found.map(\.item) == Array(80_000..<80_008))
        expectFrame(found.first?.frame, 0, 1_000_000, 100, 50)
        expectFrame(found.last?.frame, 300, 1_000_050, 100, 50)
    }

    @Test("Nothing is stored per item: one group's four slots describe the whole section")
    func nothingPerItem() throws {
        let solution = try huge()
        #expect(solution.sections[0].template.slots.count == 4)
        #expect(solution.sections[0].groupCount == 2_500_000)
    }

    @Test("SC-9: an item count of Int.max does not overflow the group count")
    func intMaxItems() throws {
        // Zero-height groups keep every coordinate at 0, within the limit.
        // 4 per group: Int.max = 4q + 3 → q + 1 groups; the last item is in slot 3 of group q.
        let group = hGroup(.fractionalWidth(1), .absolute(0), [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let solution = try solveSection(group, items: .max, in: container(400, 800))
        #expect(solution.sections[0].groupCount == Int.max / 4 + 1)
        expectFrame(solution.cell(section: 0, item: .max - 1)?.frame, 200, 0, 100, 0)  // Int.max − 1 = 4q + 2 → slot 2
        expectFrame(frame(solution, 0, 5), 100, 0, 100, 0)
    }

    @Test("Limits: Int.max items of 50-point groups reach past 10^15 points: coordinatesTooLarge, not wrong frames")
    func intMaxItemsPastTheCoordinateLimit() {
        // (Int.max / 4 + 1) groups × 50 ≈ 1.15e20 points > 1e15.
        let group = hGroup(.fractionalWidth(1), .absolute(50), [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: .max)])
        let error = layoutError(description, in: container(400, 800))
        #expect(error?.reason == .coordinatesTooLarge(limit: 1e15))
        #expect(error?.path.description == "section 0")
    }
}
