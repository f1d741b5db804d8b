import Testing

@testable import LayoutCore

/// `forEachElement(in:visible:rowOffsets:cells:others:)`: the rectangle query with its cells
/// handed out apart, as (section, item, `PlacedCell`, row shift), and every other element as
/// a `PlacedElement`, in the order of `forEachElement(in:visible:rowOffsets:_:)`.
@Suite("Queries with the cells apart")
struct CellVisitTests {
    /// One call of either closure, in the order they came.
    private enum Visited: Equatable {
        case cell(section: Int, item: Int, cell: PlacedCell, rowShift: Point)
        case other(PlacedElement)

        /// The element `forEachElement(in:visible:rowOffsets:_:)` reports for it.
        var element: PlacedElement {
            switch self {
            case .cell(let section, let item, let cell, let rowShift):
                PlacedElement(
                    category: .cell, section: section, item: item, frame: cell.frame, zIndex: cell.zIndex,
                    rowShift: rowShift, selfSizingAxes: cell.selfSizingAxes)
            case .other(let element): element
            }
        }
    }

    /// Both closures' calls for `rect`, in order.
    private func visit(
        _ solution: LayoutSolution, _ rect: Rect, rowOffsets: OrthogonalRowOffsets = OrthogonalRowOffsets()
    ) -> [Visited] {
        var visited: [Visited] = []
        solution.forEachElement(in: rect, rowOffsets: rowOffsets) { section, item, cell, rowShift in
            visited.append(.cell(section: section, item: item, cell: cell, rowShift: rowShift))
        } others: {
            visited.append(.other($0))
        }
        return visited
    }

    /// The bits of a frame's four values, so that −0 and +0 differ.
    private func bits(_ rect: Rect) -> [UInt64] {
        [rect.minX, rect.minY, rect.width, rect.height].map(\.bitPattern)
    }

    @Test("the W2 grid at 3×: two rows of cells, as plain values, none through others")
    func gridRows() throws {
        // 390 wide, section insets 16 top and bottom and 12 at the sides, groups of three
        // thirds of 366 (122) with item insets 4 at the sides, 130 tall, 8 apart: row r at
        // y = 16 + 138 r, cells at x = 12 + 4 = 16, 16 + 122 = 138, 138 + 122 = 260, 114 wide.
        let third = item(.fractionalWidth(1.0 / 3), .fractionalHeight(1), insets: insets(leading: 4, trailing: 4))
        let solution = try solveSection(
            hGroup(.fractionalWidth(1), .absolute(130), [third, third, third]), items: 1_000,
            in: container(390, 844, scale: 3), sectionInsets: insets(top: 16, leading: 12, bottom: 16, trailing: 12),
            interGroupSpacing: 8)
        // y 150 … 350: row 0 ends at 146; row 1 is 154 … 284, row 2 is 292 … 422; row 3
        // starts at 430. Items 3 … 8.
        let visited = visit(solution, Rect(x: 0, y: 150, width: 390, height: 200))
        var expected: [Visited] = []
        for (row, y) in [(1, 154.0), (2, 292.0)] {
            for (slot, x) in [16.0, 138, 260].enumerated() {
                let cell = PlacedCell(frame: Rect(x: x, y: y, width: 114, height: 130), zIndex: 0)
                expected.append(.cell(section: 0, item: 3 * row + slot, cell: cell, rowShift: .zero))
            }
        }
        #expect(visited == expected)
        for (found, wanted) in zip(visited, expected) {
            #expect(bits(found.element.frame) == bits(wanted.element.frame))
        }
        #expect(visited.map(\.element) == solution.elements(in: Rect(x: 0, y: 150, width: 390, height: 200)))
    }

    @Test("cells first, then the cells' badges and the header through others, in the order of elements(in:)")
    func supplementariesThroughOthers() throws {
        // 400 × 800, no snapping. A 40-point header on top; groups 100 tall of two halves
        // (200 wide) below it: cells 0, 1 at y = 40, cells 2, 3 at y = 140. Each cell has a
        // 10 × 10 badge in its top trailing corner: x = cell's maxX − 10, y = cell's minY.
        let badge = SupplementaryItem(
            kind: "badge", size: LayoutSize(width: .absolute(10), height: .absolute(10)),
            containerAnchor: Anchor(edges: [.top, .trailing]))
        let cell = Item(
            size: LayoutSize(width: .fractionalWidth(0.5), height: .fractionalHeight(1)), supplementaryItems: [badge])
        let header = BoundaryItem(
            kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(40)), alignment: .top)
        let section = Section(
            group: hGroup(.fractionalWidth(1), .absolute(100), [.item(cell)]), boundaryItems: [header])
        let solution = try LayoutSolver.solve(
            LayoutDescription(sections: [SectionInput(section: section, itemCount: 4)]), in: container(400, 800))
        let rect = Rect(x: 0, y: 0, width: 400, height: 800)
        let visited = visit(solution, rect)

        let cells = [(0.0, 40.0), (200, 40), (0, 140), (200, 140)].enumerated().map { item, origin in
            Visited.cell(
                section: 0, item: item, cell: PlacedCell(frame: Rect(x: origin.0, y: origin.1, width: 200, height: 100), zIndex: 0),
                rowShift: .zero)
        }
        #expect(Array(visited.prefix(4)) == cells)
        let others = visited.dropFirst(4).map(\.element)
        // Badges 0 … 3 at (190, 40), (390, 40), (190, 140), (390, 140); then the header at
        // (0, 0, 400, 40).
        #expect(others.map(\.category) == [.supplementaryView, .supplementaryView, .supplementaryView, .supplementaryView, .supplementaryView])
        #expect(others.map(\.kind) == ["badge", "badge", "badge", "badge", "header"])
        #expect(others.map(\.item) == [0, 1, 2, 3, 0])
        #expect(
            others.map(\.frame) == [
                Rect(x: 190, y: 40, width: 10, height: 10), Rect(x: 390, y: 40, width: 10, height: 10),
                Rect(x: 190, y: 140, width: 10, height: 10), Rect(x: 390, y: 140, width: 10, height: 10),
                Rect(x: 0, y: 0, width: 400, height: 40),
            ])
        #expect(visited.map(\.element) == solution.elements(in: rect))
    }

    @Test("a scrolled row: cells at rest, with the row's shift, chosen where they are shown")
    func scrolledRow() throws {
        // A row of five 100 × 50 groups (one cell each) across a 250-wide vertical layout:
        // cell k at rest at x = 100 k. Scrolled by 120 it moves left by 120: cell 0 shows at
        // −120 … −20 (outside x 0 … 250), 1 at −20 … 80, 2 at 80 … 180, 3 at 180 … 280,
        // 4 at 280 … 380 (outside).
        let section = Section(
            group: hGroup(.absolute(100), .absolute(50), [item(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrolling: .continuous)
        let solution = try LayoutSolver.solve(
            LayoutDescription(sections: [SectionInput(section: section, itemCount: 5)]), in: container(250, 800))
        let offsets = OrthogonalRowOffsets([0: 120], in: solution)
        let rect = Rect(x: 0, y: 0, width: 250, height: 50)
        let visited = visit(solution, rect, rowOffsets: offsets)
        let expected = [1, 2, 3].map { item in
            Visited.cell(
                section: 0, item: item,
                cell: PlacedCell(frame: Rect(x: 100 * Double(item), y: 0, width: 100, height: 50), zIndex: 0),
                rowShift: Point(x: -120, y: 0))
        }
        #expect(visited == expected)
        #expect(visited.map(\.element) == solution.elements(in: rect, rowOffsets: offsets))
    }
}
