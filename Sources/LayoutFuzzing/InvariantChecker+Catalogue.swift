import LayoutCore

/// The catalogue: every element of the enumerable sections and the layout-wide items,
/// found through the per-element lookups (`cell`, `supplementary`, `decoration`) — a path
/// independent of the rect queries — with the row shift the case's row offsets give them.
extension InvariantChecker {
    func buildCatalogue(of solution: LayoutSolution, visible: Rect?, phase: String) -> [PlacedElement] {
        var elements: [PlacedElement] = []
        for (s, geometry) in solution.sections.enumerated() {
            let shift = expectedRowShift(of: geometry, in: solution)
            let enumerable = !fuzzCase.sampledSections.contains(s)
            for item in 0..<(enumerable ? geometry.itemCount : 0) {
                guard var cell = solution.cell(section: s, item: item) else {
                    fail("every item has a cell", "\(phase): no cell", key: ElementKey(category: .cell, kind: nil, section: s, item: item))
                    continue
                }
                cell.rowShift = shift
                elements.append(cell)
                for attached in geometry.cellSlot(ofItem: item)?.supplementaries ?? [] {
                    lookUpSupplementary(attached.kind, s, item, shift, visible, solution, phase, into: &elements)
                }
            }
            for kind in geometry.groupSupplementaryCounts.keys.sorted() where enumerable {
                lookUpGroupSupplementaries(kind, of: geometry, section: s, shift, visible, solution, phase, into: &elements)
            }
            for boundary in geometry.boundaryItems {
                lookUpSupplementary(boundary.kind, s, 0, .zero, visible, solution, phase, into: &elements)
            }
            for decoration in geometry.decorations {
                let key = ElementKey(category: .decorationView, kind: decoration.kind, section: s, item: 0)
                if let element = solution.decoration(kind: decoration.kind, section: s, item: 0) {
                    elements.append(element)
                } else {
                    fail("every decoration can be looked up", "\(phase): no decoration", key: key)
                }
            }
        }
        for boundary in solution.layoutBoundaryItems {
            lookUpSupplementary(boundary.kind, 0, 0, .zero, visible, solution, phase, into: &elements)
        }
        return elements
    }

    /// Looks up every instance of `kind` that `geometry`'s groups show: the group's own
    /// instances whose first slot holds an item. They are taken from each group's solution
    /// rather than by probing every instance number, which would cost as many lookups as a
    /// group has instances even where no item shows them (a one-item section whose group
    /// repeats a nested group thousands of times).
    private func lookUpGroupSupplementaries(
        _ kind: String, of geometry: SectionGeometry, section: Int, _ shift: Point, _ visible: Rect?, _ solution: LayoutSolution,
        _ phase: String, into elements: inout [PlacedElement]
    ) {
        guard let perGroup = geometry.groupSupplementaryCounts[kind] else { return }
        for group in 0..<geometry.groupCount {
            let held = geometry.items(inGroup: group).count
            for entry in geometry.solvedGroup(group).groupSupplementaries where entry.kind == kind && entry.firstSlot < held {
                lookUpSupplementary(kind, section, group * perGroup + entry.instance, shift, visible, solution, phase, into: &elements)
            }
        }
    }

    private func lookUpSupplementary(
        _ kind: String, _ section: Int, _ item: Int, _ shift: Point, _ visible: Rect?, _ solution: LayoutSolution,
        _ phase: String, into elements: inout [PlacedElement]
    ) {
        count()
        guard var element = solution.supplementary(kind: kind, section: section, item: item, visible: visible) else {
            fail(
                "every supplementary can be looked up", "\(phase): no supplementary",
                key: ElementKey(category: .supplementaryView, kind: kind, section: section, item: item))
            return
        }
        element.rowShift = element.section == section ? shift : .zero
        elements.append(element)
    }

    /// How far the case's row offset moves the content of `geometry`'s row on screen: the
    /// offset as the row constrains it, toward the leading side (to the right in
    /// right-to-left horizontal rows), along the row's axis; zero outside rows.
    func expectedRowShift(of geometry: SectionGeometry, in solution: LayoutSolution) -> Point {
        guard let row = geometry.orthogonalRow else { return .zero }
        let offset = row.constrained(fuzzCase.rowOffsets[geometry.index] ?? 0)
        guard offset != 0 else { return .zero }
        let axis = geometry.trackAxis
        let toward: Double = axis == .horizontal && solution.layoutDirection == .rightToLeft ? 1 : -1
        return Point(main: toward * offset, cross: 0, axis: axis)
    }

    /// Finite frames of non-negative size, and no duplicate key.
    func checkElements(_ elements: [PlacedElement], phase: String) {
        var seen: Set<ElementKey> = []
        for element in elements {
            checkFrame(element, phase: phase)
            let key = ElementKey(element)
            expect(seen.insert(key).inserted, "no duplicate element", "\(phase): reported more than once", key: key)
        }
    }

    func checkFrame(_ element: PlacedElement, phase: String) {
        let f = element.frame
        expect(
            f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite,
            "finite frames", "\(phase): \(element.text)", key: ElementKey(element))
        expect(f.width >= 0 && f.height >= 0, "non-negative sizes", "\(phase): \(element.text)", key: ElementKey(element))
    }

    /// Cells as the data source has items; boundary items and decorations as described.
    func checkCounts(_ elements: [PlacedElement], in solution: LayoutSolution, phase: String) {
        let inputs = fuzzCase.layout.sections
        expect(
            solution.sections.count == inputs.count, "one section per data-source section",
            "\(phase): \(solution.sections.count) sections for \(inputs.count)")
        var cells: [Int: Int] = [:]
        for element in elements where element.category == .cell { cells[element.section, default: 0] += 1 }
        for (s, input) in inputs.enumerated() where s < solution.sections.count {
            expect(
                solution.itemCount(inSection: s) == input.itemCount, "cell count equals the data source",
                "\(phase): section \(s) reports \(solution.itemCount(inSection: s) ?? -1) items for \(input.itemCount)")
            if !fuzzCase.sampledSections.contains(s) {
                expect(
                    cells[s, default: 0] == input.itemCount, "cell count equals the data source",
                    "\(phase): section \(s) has \(cells[s, default: 0]) cells for \(input.itemCount) items")
            }
            expect(solution.cell(section: s, item: input.itemCount) == nil, "no cell past the last item", "\(phase): section \(s)")
            expect(solution.cell(section: s, item: -1) == nil, "no cell before the first item", "\(phase): section \(s)")
            let section = input.section
            expect(
                solution.sections[s].boundaryItems.map(\.kind) == (section?.boundaryItems.map(\.kind) ?? []),
                "boundary items as described", "\(phase): section \(s)")
            // An empty section has no background (OB-4).
            let decorations = input.itemCount > 0 ? section?.decorationItems.map(\.kind) ?? [] : []
            expect(
                solution.sections[s].decorations.map(\.kind) == decorations, "decorations as described",
                "\(phase): section \(s)")
            expect(
                solution.supplementary(kind: "no-such-kind", section: s, item: 0) == nil
                    && solution.decoration(kind: "no-such-kind", section: s, item: 0) == nil,
                "unknown kinds have no element", "\(phase): section \(s)")
        }
        expect(
            solution.layoutBoundaryItems.map(\.kind) == fuzzCase.layout.configuration.boundaryItems.map(\.kind),
            "layout-wide boundary items as described", phase)
    }
}
