import LayoutCore

/// The query in index-path order (`forEachElementInIndexPathOrder`) against the plain query:
/// the same elements, each once, and every one after the one before in index-path order —
/// by section; cells, then supplementary views, then decoration views; by kind (cells have
/// none); by item.
extension InvariantChecker {
    func checkIndexPathOrder(of result: [PlacedElement], query rect: Rect, in solution: LayoutSolution, phase: String) {
        var ordered: [PlacedElement] = []
        solution.forEachElementInIndexPathOrder(
            in: rect, visible: fuzzCase.visible, rowOffsets: OrthogonalRowOffsets(fuzzCase.rowOffsets, in: solution)
        ) { ordered.append($0) }
        count()
        let rectText = FuzzCase.text(rect)
        var expected: [PlacedElement: Int] = [:]
        for element in result { expected[element, default: 0] += 1 }
        var actual: [PlacedElement: Int] = [:]
        for element in ordered { actual[element, default: 0] += 1 }
        if actual != expected {
            for (element, times) in expected where actual[element] != times {
                fail(
                    "index-path order lists the query's elements", "\(phase): \(rectText) listed \(element.text) "
                        + "\(actual[element] ?? 0)×, the query \(times)×", key: ElementKey(element))
            }
            for (element, times) in actual where expected[element] == nil {
                fail(
                    "index-path order lists the query's elements", "\(phase): \(rectText) listed \(element.text) "
                        + "\(times)×, the query never", key: ElementKey(element))
            }
        }
        for (a, b) in zip(ordered, ordered.dropFirst()) where !(ElementOrderKey(a) < ElementOrderKey(b)) {
            fail(
                "index-path order is increasing", "\(phase): \(rectText) listed \(a.text) before \(b.text)",
                key: ElementKey(b))
        }
    }
}
