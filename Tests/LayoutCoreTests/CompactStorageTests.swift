import Testing

@testable import LayoutCore

/// Nothing is stored per item, whatever a section carries (issues 2–4 scale requirements).
@Suite("Compact storage")
struct CompactStorageTests {
    private let badge = SupplementaryItem(
        kind: "badge", size: LayoutSize(width: .absolute(20), height: .absolute(20)),
        containerAnchor: Anchor(edges: [.top, .trailing]))

    private func section(orthogonal: OrthogonalScrolling) -> Section {
        let item = Item(
            size: LayoutSize(width: .fractionalWidth(0.25), height: .fractionalHeight(1)), supplementaryItems: [badge])
        let group = Group(
            size: LayoutSize(width: .fractionalWidth(1), height: .absolute(100)),
            arrangement: .subitems(axis: .horizontal, [.item(item)]),
            supplementaryItems: [
                SupplementaryItem(
                    kind: "frame", size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
                    containerAnchor: Anchor(edges: []))
            ])
        return Section(
            group: group, boundaryItems: [BoundaryItem(kind: "header", size: LayoutSize(width: .fractionalWidth(1), height: .absolute(44)), alignment: .top, pinToVisibleBounds: true)],
            decorationItems: [DecorationItem(kind: "background")], orthogonalScrolling: orthogonal)
    }

    @Test("10,000,000 items with a badge, a group frame, a pinned header and a background: one group's worth of storage")
    func tenMillionDecorated() throws {
        let description = LayoutDescription(sections: [SectionInput(section: section(orthogonal: .none), itemCount: 10_000_000)])
        let solution = try LayoutSolver.solve(description, in: Container(size: Size(width: 400, height: 800)))
        let geometry = solution.sections[0]
        // Four slots (4 × 0.25 of 400), one badge each, one group supplementary, one header,
        // one background — independent of the item count.
        #expect(geometry.template.slots.count == 4)
        #expect(geometry.template.slots.allSatisfy { $0.supplementaries.count == 1 })
        #expect(geometry.template.groupSupplementaries.count == 1)
        #expect(geometry.boundaryItems.count == 1 && geometry.decorations.count == 1)
        // Rows of 100 below the 44-point header: item 9,999,999 in row 2,499,999 at
        // y = 44 + 249,999,900 = 249,999,944, x = 300; its badge at x = 300 + 100 − 20 = 380.
        #expect(solution.cell(section: 0, item: 9_999_999)?.frame == Rect(x: 300, y: 249_999_944, width: 100, height: 100))
        #expect(
            solution.supplementary(kind: "badge", section: 0, item: 9_999_999)?.frame
                == Rect(x: 380, y: 249_999_944, width: 20, height: 20))
        // A viewport strictly inside rows 10,000 … 10,007 (y 1,000,044 … 1,000,844) with the
        // header pinned into it: 32 cells, 32 badges, 8 group frames, the header and the
        // background.
        let viewport = Rect(x: 0, y: 1_000_044.5, width: 400, height: 799)
        let found = solution.elements(in: viewport, visible: viewport)
        #expect(found.filter { $0.category == .cell }.count == 32)
        #expect(found.filter { $0.kind == "badge" }.count == 32)
        #expect(found.filter { $0.kind == "frame" }.count == 8)
        #expect(found.filter { $0.kind == "header" }.map(\.frame) == [Rect(x: 0, y: 1_000_044.5, width: 400, height: 44)])
        #expect(found.filter { $0.category == .decorationView }.count == 1)
    }

    @Test("A row of 1,000,000 items stores one group and answers at any offset")
    func millionItemRow() throws {
        let description = LayoutDescription(sections: [SectionInput(section: section(orthogonal: .continuous), itemCount: 1_000_000)])
        let solution = try LayoutSolver.solve(description, in: Container(size: Size(width: 400, height: 800)))
        let geometry = solution.sections[0]
        #expect(geometry.template.slots.count == 4)
        // 250,000 groups 400 wide side by side: C = 100,000,000.
        #expect(geometry.orthogonalRow?.contentLength == 100_000_000)
        // At offset 50,000,000 the 400-wide view shows group 125,000 exactly: items 500,000 …
        // 500,003 at x 0 … 400. Item 499,999 (shown −100 … 0) and item 500,004 (400 … 500) touch
        // the view's edges, which counts as intersecting: items 499,999 … 500,004.
        let found = solution.elements(
            in: Rect(x: 0, y: 0, width: 400, height: 800), rowOffsets: OrthogonalRowOffsets([0: 50_000_000], in: solution))
        #expect(found.filter { $0.category == .cell }.map(\.item) == Array(499_999...500_004))
    }
}
