import LayoutTestSupport
import Testing

@testable import LayoutCore

// A group of one self-sizing cell that grows with it (the list row) takes a measurement in
// without solving the group (`SectionSolver+StretchedCell`). What it gives must be what
// `GroupSolver` gives (`SectionSolver.resolveGroupBySolving`), bit for bit: each test below
// measures rows worked by hand, checks the frames, and compares the two paths.

/// The bit patterns of everything a group's solution and place on the track hold: for each
/// group its origin, its box and its cells' frames; then the overhang of the section's groups
/// and which groups keep a solution of their own.
private func bits(_ geometry: SectionGeometry) -> [UInt64] {
    var result: [UInt64] = []
    for k in 0..<geometry.groupCount {
        let origin = geometry.groupOrigin(k)
        let solved = geometry.solvedGroup(k)
        result += [origin.x.bitPattern, origin.y.bitPattern, solved.boxSize.width.bitPattern, solved.boxSize.height.bitPattern]
        for slot in solved.slots {
            let f = slot.frameInGroup
            result += [f.minX.bitPattern, f.minY.bitPattern, f.width.bitPattern, f.height.bitPattern]
        }
    }
    result += [geometry.groupOverhang.before.bitPattern, geometry.groupOverhang.after.bitPattern]
    result += geometry.distinctGroups.keys.sorted().map { UInt64($0) }
    return result
}

/// Records `size` for cell `item` of section 0 in two copies of its geometry, one solved again
/// by the shortcut and one by `GroupSolver`, and expects them equal bit for bit and the
/// shortcut taken. Returns the shortcut's geometry.
@discardableResult
private func expectShortcutMatchesSolver(
    _ solution: LayoutSolution, item: Int, size: Size?, sourceLocation: SourceLocation = #_sourceLocation
) throws -> SectionGeometry {
    let solver = SectionSolver(container: solution.plan.container, configuration: solution.plan.configuration, hooks: NoHooks())
    var shortcut = solution.sections[0]
    shortcut.measurements.cells[item] = size
    var solving = shortcut
    var work = WorkCounters()
    var solverWork = WorkCounters()
    try solver.resolveGroup(item, of: &shortcut, work: &work)
    try solver.resolveGroupBySolving(item, of: &solving, work: &solverWork)
    #expect(work.groupsStretched == (size == nil ? 0 : 1), sourceLocation: sourceLocation)
    #expect(work.groupsSolved == solverWork.groupsSolved, sourceLocation: sourceLocation)
    #expect(bits(shortcut) == bits(solving), sourceLocation: sourceLocation)
    #expect(shortcut == solving, sourceLocation: sourceLocation)
    return shortcut
}

/// A list row: full width, estimated 44 high, one item of the same size.
private func listRow(line axis: Axis = .vertical, itemInsets: DirectionalInsets = .zero, groupInsets: DirectionalInsets = .zero)
    -> Group
{
    let row = [item(.fractionalWidth(1), .estimated(44), insets: itemInsets)]
    return axis == .vertical
        ? vGroup(.fractionalWidth(1), .estimated(44), row, insets: groupInsets)
        : hGroup(.fractionalWidth(1), .estimated(44), row, insets: groupInsets)
}

@Suite("Self-sizing: a group of one stretched cell, measured without solving it")
struct StretchedCellTests {
    @Test("A list of 5 rows, rows 1 and 3 measured 60 and 30: frames by hand, the shortcut equals the solver")
    func listRows() throws {
        var solution = try solveSection(listRow(), items: 5)
        #expect(solution.sections[0].plan.holdsOneStretchedCell)
        try expectShortcutMatchesSolver(solution, item: 1, size: Size(width: 375, height: 60))
        try measure(&solution, item: 1, height: 60)
        try expectShortcutMatchesSolver(solution, item: 3, size: Size(width: 375, height: 30))
        try measure(&solution, item: 3, height: 30)
        #expect(solution.work.groupsStretched == 2)
        // Rows at 0, 44, 44 + 60 = 104, 104 + 44 = 148, 148 + 30 = 178; content 178 + 44 = 222.
        expectFrame(frame(solution, 0, 0), 0, 0, 375, 44)
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 60)
        expectFrame(frame(solution, 0, 2), 0, 104, 375, 44)
        expectFrame(frame(solution, 0, 3), 0, 148, 375, 30)
        expectFrame(frame(solution, 0, 4), 0, 178, 375, 44)
        expectSize(solution.contentSize, 375, 222)
        // 44 + (60 − 44) and 44 + (30 − 44) are exact: both rows are the template stretched,
        // kept as their lengths alone.
        #expect(solution.sections[0].distinctGroups.isEmpty)
        // Forgetting row 1 returns it to its estimate: rows 2… move up by 16.
        try expectShortcutMatchesSolver(solution, item: 1, size: nil)
        try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 1), hooks: NoHooks())
        expectFrame(frame(solution, 0, 2), 0, 88, 375, 44)
        expectFrame(frame(solution, 0, 3), 0, 132, 375, 30)
    }

    @Test("A row measured 0.1 high: stretching the template would round, so the row keeps its own solution, as the solver's")
    func roundingRow() throws {
        var solution = try solveSection(listRow(), items: 3)
        // 0.1 − 44 rounds to a multiple of 2^−47 (43.9 lies between 32 and 64), and adding 44
        // back gives 0.10000000000000142, not 0.1: `stretched(toLength:along:)` would not
        // reproduce the solver's cell, which is exactly 0.1 high.
        let shortcut = try expectShortcutMatchesSolver(solution, item: 1, size: Size(width: 375, height: 0.1))
        #expect(Array(shortcut.distinctGroups.keys) == [1])
        try measure(&solution, item: 1, height: 0.1)
        expectFrame(frame(solution, 0, 1), 0, 44, 375, 0.1)
        #expect(frame(solution, 0, 1)?.height.bitPattern == (0.1).bitPattern)
    }

    @Test("A horizontal row group with insets: the cell keeps its place across, grows along the track")
    func horizontalLineWithInsets() throws {
        // Group insets 3 / 8 / 3 / 8 and item insets 5 / 16 / 5 / 16: the vertical ones are
        // ignored (estimated heights, S-6). Inner box x 8, 375 − 16 = 359 wide; the item
        // resolves its full width against it and insets it by 16: x 8 + 16 = 24, width
        // 359 − 32 = 327.
        let group = listRow(
            line: .horizontal, itemInsets: insets(top: 5, leading: 16, bottom: 5, trailing: 16),
            groupInsets: insets(top: 3, leading: 8, bottom: 3, trailing: 8))
        var solution = try solveSection(group, items: 3)
        #expect(solution.sections[0].plan.holdsOneStretchedCell)
        try expectShortcutMatchesSolver(solution, item: 0, size: Size(width: 327, height: 80))
        try measure(&solution, item: 0, width: 327, height: 80)
        // Row 0 is 80 high, rows 1 and 2 at 80 and 124; content 168.
        expectFrame(frame(solution, 0, 0), 24, 0, 327, 80)
        expectFrame(frame(solution, 0, 1), 24, 80, 327, 44)
        expectFrame(frame(solution, 0, 2), 24, 124, 327, 44)
        expectSize(solution.contentSize, 375, 168)
        #expect(solution.work.groupsStretched == 1)
    }

    @Test("Rows −50 apart, one measured 10 high: it keeps its own solution on a 50-long track span, as the solver's")
    func negativeSpacing() throws {
        // Rows estimated 100, −50 apart: row k at 50 k. Row 1 measured 10: its track span is
        // max(10, 50) = 50, not its length, so its solution is kept whole; row 2 starts at
        // 50 + 50 − 50 = 50, where row 1 does.
        let group = vGroup(.fractionalWidth(1), .estimated(100), [item(.fractionalWidth(1), .estimated(100))])
        var solution = try solveSection(group, items: 3, interGroupSpacing: -50)
        let shortcut = try expectShortcutMatchesSolver(solution, item: 1, size: Size(width: 375, height: 10))
        #expect(Array(shortcut.distinctGroups.keys) == [1])
        try measure(&solution, item: 1, height: 10)
        expectFrame(frame(solution, 0, 1), 0, 50, 375, 10)
        expectFrame(frame(solution, 0, 2), 0, 50, 375, 100)
    }

    @Test("An orthogonal row of cells estimated 100 wide: the track runs across the main axis, the shortcut equals the solver")
    func orthogonalRow() throws {
        // Groups 100 wide (estimated) and 50 high, one cell each, in a row that scrolls
        // horizontally: cell 1 measured 150 wide puts cell 2 at 100 + 150 = 250.
        let group = hGroup(.estimated(100), .absolute(50), [item(.estimated(100), .fractionalHeight(1))])
        var solution = try solveLayout([(Section(group: group, orthogonalScrolling: .continuous), 3)])
        #expect(solution.sections[0].plan.holdsOneStretchedCell)
        try expectShortcutMatchesSolver(solution, item: 1, size: Size(width: 150, height: 50))
        try measure(&solution, item: 1, width: 150, height: 50)
        expectFrame(frame(solution, 0, 1), 100, 0, 150, 50)
        expectFrame(frame(solution, 0, 2), 250, 0, 100, 50)
        #expect(solution.work.groupsStretched == 1)
    }

    @Test("Groups the shortcut does not cover are solved: fixed height, edge spacing, an estimated width, two cells")
    func otherGroups() throws {
        let full = Dimension.fractionalWidth(1)
        let groups: [Group] = [
            vGroup(full, .absolute(44), [item(full, .estimated(44))]),
            vGroup(full, .estimated(44), [item(full, .estimated(44), edges: EdgeSpacing(top: .fixed(4)))]),
            vGroup(full, .estimated(44), [item(.estimated(375), .estimated(44))]),
        ]
        for group in groups {
            var solution = try solveSection(group, items: 4)
            #expect(!solution.sections[0].plan.holdsOneStretchedCell)
            try measure(&solution, item: 1, height: 30)
            #expect(solution.work.groupsStretched == 0)
        }
        // Items estimated 22 in a group estimated 44: two fit (22 + 22 = 44), capacity 2, so
        // the plan allows the shortcut but the section takes the solver's path.
        var solution = try solveSection(vGroup(full, .estimated(44), [item(full, .estimated(22))]), items: 4)
        #expect(solution.sections[0].plan.holdsOneStretchedCell && solution.sections[0].capacity == 2)
        try measure(&solution, item: 1, height: 30)
        #expect(solution.work.groupsStretched == 0)
        // Group 0 holds items 0 and 1, 22 + 30 = 52 high: items 2 and 3 start at 52 and 74.
        expectFrame(frame(solution, 0, 1), 0, 22, 375, 30)
        expectFrame(frame(solution, 0, 2), 0, 52, 375, 22)
    }
}
