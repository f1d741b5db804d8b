import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 3: all values are finite; widths and heights are ≥ 0, for every element
/// kind: cells, item and group supplementaries, section and layout-wide boundary items
/// (pinned or not) and decorations.
@Suite("Property: finite frames")
struct FiniteFrameProperties {
    @Test("every element of every kind has a finite frame with width and height >= 0, in rect queries and lookups")
    func everyElementFrameIsFiniteAndNonNegative() async {
        let count = 200
        var cases = CaseCount()
        var elementsChecked: [ElementCategory: Int] = [:]
        await propertyCheck(count: count, input: Gen.decoratedLayoutCase(), Gen<Double>.double(in: 0...1)) {
            layoutCase, scroll in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            #expect(solution.sections.count == layoutCase.layout.sections.count)
            #expect(solution.contentSize.width.isFinite && solution.contentSize.height.isFinite)
            #expect(solution.contentSize.width >= 0 && solution.contentSize.height >= 0)

            var failed = false
            var checkedHere: [ElementCategory: Int] = [:]
            func check(_ element: PlacedElement, _ source: String) {
                guard !failed else { return }
                checkedHere[element.category, default: 0] += 1
                let frame = element.frame
                let name = "\(element.category) \(element.kind ?? "") (\(element.section), \(element.item)) from \(source)"
                guard frame.isFinite else {
                    fail("\(name) has frame \(frame)")
                    failed = true
                    return
                }
                guard frame.width >= 0, frame.height >= 0 else {
                    fail("\(name) has frame \(frame)")
                    failed = true
                    return
                }
            }

            // Every element a rectangle around everything returns, with pinned boundary items
            // at their natural places and, for a viewport somewhere along the content, pinned.
            let content = solution.contentSize
            let margin = 10_000.0
            let everything = Rect(
                x: -margin, y: -margin, width: content.width + 2 * margin, height: content.height + 2 * margin)
            for element in solution.elements(in: everything) { check(element, "elements(in:)") }
            let size = layoutCase.container.size
            let viewport =
                solution.scrollAxis == .vertical
                ? Rect(x: 0, y: scroll * content.height - size.height / 2, width: size.width, height: size.height)
                : Rect(x: scroll * content.width - size.width / 2, y: 0, width: size.width, height: size.height)
            for element in solution.elements(in: everything, visible: viewport) {
                check(element, "elements(in:visible: \(viewport))")
            }

            // Every element by its own lookup, including any a rect query might miss.
            for (section, input) in layoutCase.layout.sections.enumerated() {
                for item in 0..<input.itemCount {
                    guard let cell = solution.cell(section: section, item: item) else {
                        fail("no cell for section \(section) item \(item)")
                        return
                    }
                    check(cell, "cell(section:item:)")
                    for kind in SupplementaryDecoder.itemKinds {
                        if let element = solution.supplementary(kind: kind, section: section, item: item) {
                            check(element, "supplementary(kind:section:item:)")
                        }
                    }
                }
                #expect(solution.cell(section: section, item: input.itemCount) == nil)
                let geometry = solution.sections[section]
                for (kind, perGroup) in geometry.groupSupplementaryCounts {
                    for item in 0..<(geometry.groupCount * perGroup) {
                        if let element = solution.supplementary(kind: kind, section: section, item: item) {
                            check(element, "supplementary(kind:section:item:)")
                        }
                    }
                }
                for boundary in input.section?.boundaryItems ?? [] {
                    for visible in [nil, viewport] {
                        if let element = solution.supplementary(kind: boundary.kind, section: section, item: 0, visible: visible) {
                            check(element, "supplementary(kind:section:item:visible:)")
                        }
                    }
                }
                for decoration in input.section?.decorationItems ?? [] {
                    if let element = solution.decoration(kind: decoration.kind, section: section, item: 0) {
                        check(element, "decoration(kind:section:item:)")
                    }
                }
            }
            for boundary in layoutCase.layout.configuration.boundaryItems {
                for visible in [nil, viewport] {
                    if let element = solution.supplementary(kind: boundary.kind, section: 0, item: 0, visible: visible) {
                        check(element, "supplementary(kind:section:item:visible:) of a layout-wide item")
                    }
                }
            }

            // Checked: the case had at least one element that is not a cell.
            if checkedHere.keys.contains(where: { $0 != .cell }) { cases.checked += 1 }
            elementsChecked.merge(checkedHere, uniquingKeysWith: +)
        }
        // About 9 in 10 generated cases have a supplementary, boundary item or decoration
        // (each section gets boundary items with chance 0.6 and decorations with 0.5, the
        // layout-wide items 0.4); the rest have none, or only empty sections. Three in four
        // is far below that and still catches a decorator that stopped adding elements.
        cases.expectChecked(share: 0.75, of: count)
        let counts = ElementCategory.allCategories.map { "\($0): \(elementsChecked[$0] ?? 0)" }.joined(separator: ", ")
        #expect(
            cases.generated < count || ElementCategory.allCategories.allSatisfy { (elementsChecked[$0] ?? 0) > 0 },
            "every category checked at least once: \(counts)")
    }
}

extension ElementCategory {
    fileprivate static let allCategories: [ElementCategory] = [.cell, .supplementaryView, .decorationView]
}
