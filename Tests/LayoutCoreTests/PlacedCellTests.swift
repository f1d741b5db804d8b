import Testing

@testable import LayoutCore

/// `LayoutSolution.placedCell(section:item:)`: a cell's reported frame, z-index and
/// self-sizing axes without building a `PlacedElement`; `cell(section:item:)` is built on it.
@Suite("Placed cells")
struct PlacedCellTests {
    /// The benchmark's W2 grid: a 390-wide container, section insets 16 top and bottom and
    /// 12 at the sides, groups of three thirds (122 each of 366) with item insets 4 at the
    /// sides, 130 tall, 8 apart.
    private func grid(items: Int, scale: Double, direction: LayoutDirection) throws -> LayoutSolution {
        let third = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: insets(leading: 4, trailing: 4))
        return try solveSection(
            hGroup(.fractionalWidth(1), .absolute(130), [third, third, third]), items: items,
            in: container(390, 844, scale: scale, direction: direction),
            sectionInsets: insets(top: 16, leading: 12, bottom: 16, trailing: 12), interGroupSpacing: 8)
    }

    /// A list of `height`-tall rows across a 390-wide container.
    private func list(height: Dimension, items: Int, scale: Double) throws -> LayoutSolution {
        try solveSection(
            hGroup(.fractionalWidth(1), height, [item(.fractionalWidth(1), height)]), items: items,
            in: container(390, 844, scale: scale))
    }

    /// A row scrolling across a vertical layout `width` wide: groups 100 × 50 of one item,
    /// no spacing.
    private func row(width: Double, direction: LayoutDirection) throws -> LayoutSolution {
        let section = Section(
            group: hGroup(.absolute(100), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrolling: .continuous)
        let description = LayoutDescription(sections: [SectionInput(section: section, itemCount: 5)])
        return try LayoutSolver.solve(description, in: container(width, 800, scale: 3, direction: direction))
    }

    /// `placed` has `frame` bit for bit, and is what `cell(section:item:)` reports.
    private func expectCell(
        _ solution: LayoutSolution, _ section: Int, _ item: Int, _ frame: Rect, axes: SelfSizingAxes = [],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let placed = try #require(solution.placedCell(section: section, item: item), sourceLocation: sourceLocation)
        let same =
            placed.frame.minX.bitPattern == frame.minX.bitPattern && placed.frame.minY.bitPattern == frame.minY.bitPattern
            && placed.frame.width.bitPattern == frame.width.bitPattern
            && placed.frame.height.bitPattern == frame.height.bitPattern
        #expect(same, "expected \(frame), got \(placed.frame)", sourceLocation: sourceLocation)
        #expect(placed.selfSizingAxes == axes, sourceLocation: sourceLocation)
        let element = try #require(solution.cell(section: section, item: item), sourceLocation: sourceLocation)
        #expect(
            element
                == PlacedElement(
                    category: .cell, section: section, item: item, frame: placed.frame, zIndex: placed.zIndex,
                    selfSizingAxes: placed.selfSizingAxes), sourceLocation: sourceLocation)
    }

    @Test("the W2 grid, left to right and right to left")
    func grid() throws {
        // Item 4: group 1, slot 1. x = 12 + 122 + 4 = 138, width 122 − 8 = 114, y = 16 + (130 + 8) = 154.
        try expectCell(grid(items: 1_000, scale: 3, direction: .leftToRight), 0, 4, Rect(x: 138, y: 154, width: 114, height: 130))
        // Item 3: group 1, slot 0 at x = 12 + 4 = 16; mirrored: 390 − (16 + 114) = 260.
        try expectCell(grid(items: 1_000, scale: 3, direction: .rightToLeft), 0, 3, Rect(x: 260, y: 154, width: 114, height: 130))
        // The last item, 999: group 333, slot 0: y = 16 + 138 × 333 = 45,970.
        try expectCell(grid(items: 1_000, scale: 3, direction: .leftToRight), 0, 999, Rect(x: 16, y: 45_970, width: 114, height: 130))
    }

    @Test("snapped at scale 2 and 3: rows 44.5 tall")
    func snapped() throws {
        // Item 3 at y = 3 × 44.5 = 133.5, 44.5 tall.
        // Scale 2: 267 and 89 pixels, already whole: 133.5 and 44.5.
        try expectCell(list(height: .absolute(44.5), items: 10, scale: 2), 0, 3, Rect(x: 0, y: 133.5, width: 390, height: 44.5))
        // Scale 3: 400.5 and 133.5 pixels, floored to 400 and 133: 400/3 and 133/3.
        try expectCell(
            list(height: .absolute(44.5), items: 10, scale: 3), 0, 3, Rect(x: 0, y: 400.0 / 3, width: 390, height: 133.0 / 3))
    }

    @Test("a cell of an orthogonal row, where it sits with the row at rest, in both directions")
    func orthogonalRow() throws {
        // Item 2: group 2 at x = 2 × 100 = 200; mirrored in a 350-wide layout: 350 − 300 = 50.
        try expectCell(row(width: 350, direction: .leftToRight), 0, 2, Rect(x: 200, y: 0, width: 100, height: 50))
        try expectCell(row(width: 350, direction: .rightToLeft), 0, 2, Rect(x: 50, y: 0, width: 100, height: 50))
    }

    @Test("a measured group and the cells after it")
    func measuredGroup() throws {
        var solution = try list(height: .estimated(44), items: 10, scale: 3)
        try solution.setMeasuredSize(Size(width: 390, height: 60.5), of: .cell(section: 0, item: 3), hooks: NoHooks())
        // Item 3 at y = 3 × 44 = 132, 60.5 tall: 181.5 pixels, floored to 181.
        try expectCell(solution, 0, 3, Rect(x: 0, y: 132, width: 390, height: 181.0 / 3), axes: .height)
        // Item 4 at y = 132 + 60.5 = 192.5: 577.5 pixels, floored to 577.
        try expectCell(solution, 0, 4, Rect(x: 0, y: 577.0 / 3, width: 390, height: 44), axes: .height)
    }

    @Test("nil for an index path outside the layout")
    func outOfRange() throws {
        let solution = try list(height: .absolute(44), items: 10, scale: 3)
        for (section, item) in [(-1, 0), (1, 0), (Int.max, 0), (Int.min, 0), (0, -1), (0, 10), (0, Int.max), (0, Int.min)] {
            #expect(solution.placedCell(section: section, item: item) == nil, "(\(section), \(item))")
            #expect(solution.cell(section: section, item: item) == nil, "(\(section), \(item))")
        }
        #expect(try list(height: .absolute(44), items: 0, scale: 3).placedCell(section: 0, item: 0) == nil)
    }
}
