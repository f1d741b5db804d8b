import Testing
import LayoutCore

/// `elements(in:)` against the brute-force filter, on cases the property tests shrank.
@Suite("elements(in:)")
struct ElementsInRectTests {
    /// Every cell of `solution` whose reported frame intersects `rect`, in order.
    private func bruteForce(_ solution: LayoutSolution, _ rect: Rect) -> [PlacedElement] {
        solution.sections.indices.flatMap { section in
            (0..<solution.sections[section].itemCount).compactMap { solution.cell(section: section, item: $0) }
        }.filter { $0.frame.intersects(rect) }
    }

    private func fullSizeItem(insets: DirectionalInsets = .zero) -> Item {
        Item(size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)), contentInsets: insets)
    }

    @Test("Q-4: right to left without snapping, a cell whose mirrored edge touches the rect is found (horizontal)")
    func rightToLeftHorizontalTouchingEdge() throws {
        // Two zero-size cells 0.000072 apart; mirroring the rect (x = width - maxX) loses the
        // last bit of its edge, which used to drop the cell at the content's left edge.
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            arrangement: .subitems(axis: .horizontal, [.item(fullSizeItem())]))
        let description = LayoutDescription(
            sections: [SectionInput(section: Section(group: group, interGroupSpacing: 7.2e-5), itemCount: 2)],
            configuration: LayoutConfiguration(scrollAxis: .horizontal))
        let solution = try LayoutSolver.solve(description, in: Container(size: .zero, layoutDirection: .rightToLeft))
        let rect = Rect(x: 0, y: -1, width: 1, height: 1)
        #expect(bruteForce(solution, rect).count == 2)
        #expect(solution.elements(in: rect) == bruteForce(solution, rect))
    }

    @Test("Q-4: right to left without snapping, a cell on the rect's left edge is found (vertical)")
    func rightToLeftVerticalTouchingEdge() throws {
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            arrangement: .subitems(axis: .horizontal, [.item(fullSizeItem())]),
            contentInsets: DirectionalInsets(top: 0, leading: 2.3333333333333335, bottom: 0, trailing: 0))
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 1)])
        let solution = try LayoutSolver.solve(description, in: Container(size: .zero, layoutDirection: .rightToLeft))
        let rect = Rect(x: -2.3333333333333335, y: 0, width: 18.333333333333336, height: 1)
        #expect(bruteForce(solution, rect).count == 1)
        #expect(solution.elements(in: rect) == bruteForce(solution, rect))
    }
}
