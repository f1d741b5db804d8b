import InternalUtilities
import LayoutCore

/// Rect queries against a brute-force filter of the catalogue, and against the lookups.
///
/// With no sampled section, a query over a rectangle covering everything must return the
/// catalogue exactly (so the lookups equal the query), and every random rectangle must return
/// exactly the catalogue's elements whose shown frame (frame moved by the row shift)
/// intersects it, touching included (Core Graphics' rule). Elements of sampled sections
/// cannot be enumerated: those a query returns must intersect the rectangle and equal their
/// lookup, while the rest of the result is still compared exactly.
extension InvariantChecker {
    func checkQueries(of solution: LayoutSolution, catalogue: [PlacedElement], phase: String) {
        var index: [ElementKey: Int] = [:]
        for (position, element) in catalogue.enumerated() where index.updateValue(position, forKey: ElementKey(element)) != nil {
            index = [:]  // duplicate keys (already reported): compare as multisets instead
            break
        }
        if fuzzCase.sampledSections.isEmpty {
            let everything = Rect(x: -1e17, y: -1e17, width: 2e17, height: 2e17)
            compare(
                query: everything, in: solution, catalogue: catalogue, index: index, phase: phase,
                name: "all-covering rect query")
        }
        var rects = QueryRects(rng: SplitMix64.stream(fuzzCase.seed, phase == "solved" ? 3 : 4))
        let small = !fuzzCase.sampledSections.isEmpty
        for rect in rects.make(count: 10, solution: solution, catalogue: catalogue, container: fuzzCase.container, small: small) {
            compare(
                query: rect, in: solution, catalogue: catalogue, index: index, phase: phase,
                name: "rect query equals brute force")
        }
    }

    /// Compares a query with the brute-force filter. With `index` (catalogue position by key;
    /// empty when keys repeat) each returned element is found by its key and compared in
    /// full; otherwise both sides are compared as multisets.
    private func compare(
        query rect: Rect, in solution: LayoutSolution, catalogue: [PlacedElement], index: [ElementKey: Int],
        phase: String, name: String
    ) {
        let result = solution.elements(
            in: rect, visible: fuzzCase.visible, rowOffsets: OrthogonalRowOffsets(fuzzCase.rowOffsets, in: solution))
        checkIndexPathOrder(of: result, query: rect, in: solution, phase: phase)
        if !index.isEmpty || catalogue.isEmpty {
            compareByIndex(result, rect: rect, solution: solution, catalogue: catalogue, index: index, phase: phase, name: name)
            return
        }
        let rectText = FuzzCase.text(rect)
        var seen: [ElementKey: Int] = [:]
        var actual: [PlacedElement: Int] = [:]
        for element in result {
            seen[ElementKey(element), default: 0] += 1
            if isSampledContent(element) {
                checkSampledElement(element, in: solution, against: rect, phase: phase)
            } else {
                actual[element, default: 0] += 1
            }
        }
        for (key, times) in seen where times > 1 {
            fail("no duplicate element", "\(phase): \(name) \(rectText) returned it \(times) times", key: key)
        }
        var expected: [PlacedElement: Int] = [:]
        for element in catalogue where Self.touches(element.shownFrame, rect) { expected[element, default: 0] += 1 }
        count()
        guard actual != expected else { return }
        for (element, times) in expected where actual[element] != times {
            fail(name, "\(phase): \(rectText) misses \(element.text) (returned \(actual[element] ?? 0)×, expected \(times)×)", key: ElementKey(element))
        }
        for (element, times) in actual where expected[element] == nil {
            fail(name, "\(phase): \(rectText) returned \(times)× \(element.text), which it should not", key: ElementKey(element))
        }
    }

    private func compareByIndex(
        _ result: [PlacedElement], rect: Rect, solution: LayoutSolution, catalogue: [PlacedElement],
        index: [ElementKey: Int], phase: String, name: String
    ) {
        var returned = [Int](repeating: 0, count: catalogue.count)
        for element in result {
            if isSampledContent(element) {
                checkSampledElement(element, in: solution, against: rect, phase: phase)
                continue
            }
            let key = ElementKey(element)
            guard let position = index[key], catalogue[position] == element else {
                fail(name, "\(phase): \(FuzzCase.text(rect)) returned \(element.text), which it should not", key: key)
                continue
            }
            returned[position] += 1
        }
        count()
        for (position, element) in catalogue.enumerated() {
            let expected = Self.touches(element.shownFrame, rect) ? 1 : 0
            guard returned[position] != expected else { continue }
            if returned[position] > 1 {
                fail("no duplicate element", "\(phase): \(name) \(FuzzCase.text(rect)) returned it \(returned[position]) times", key: ElementKey(element))
            } else {
                fail(name, "\(phase): \(FuzzCase.text(rect)) returned \(element.text) \(returned[position])×, expected \(expected)×", key: ElementKey(element))
            }
        }
    }

    /// Whether `element` is a cell or a cell's or group's supplementary of a sampled section:
    /// content the catalogue does not hold.
    func isSampledContent(_ element: PlacedElement) -> Bool {
        guard fuzzCase.sampledSections.contains(element.section) else { return false }
        switch element.category {
        case .cell: return true
        case .decorationView: return false
        case .supplementaryView:
            guard element.item == 0 else { return true }
            let boundaryKinds = fuzzCase.layout.sections[element.section].section?.boundaryItems.map(\.kind) ?? []
            let layoutKinds = element.section == 0 ? fuzzCase.layout.configuration.boundaryItems.map(\.kind) : []
            return !(boundaryKinds + layoutKinds).contains { $0 == element.kind }
        }
    }

    /// An element of a sampled section returned by a query: finite, non-negative, shown
    /// where the rectangle is, and equal to its lookup.
    func checkSampledElement(_ element: PlacedElement, in solution: LayoutSolution, against rect: Rect, phase: String) {
        checkFrame(element, phase: phase)
        expect(
            Self.touches(element.shownFrame, rect), "rect query returns only intersecting elements",
            "\(phase): \(element.text) for \(FuzzCase.text(rect))", key: ElementKey(element))
        var lookedUp = lookUp(ElementKey(element), in: solution)
        lookedUp?.rowShift = element.rowShift
        expect(
            lookedUp == element, "lookups equal the rect query",
            "\(phase): query \(element.text), lookup \(lookedUp?.text ?? "nil")", key: ElementKey(element))
    }

    func lookUp(_ key: ElementKey, in solution: LayoutSolution) -> PlacedElement? {
        switch key.category {
        case .cell: return solution.cell(section: key.section, item: key.item)
        case .supplementaryView:
            return solution.supplementary(kind: key.kind ?? "", section: key.section, item: key.item, visible: fuzzCase.visible)
        case .decorationView: return solution.decoration(kind: key.kind ?? "", section: key.section, item: key.item)
        }
    }

    /// Core Graphics' intersection rule, written out here so that the check does not use
    /// the engine's own: touching edges and zero-size rectangles on an edge intersect.
    static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minX <= b.minX + b.width && b.minX <= a.minX + a.width && a.minY <= b.minY + b.height
            && b.minY <= a.minY + a.height
    }

    /// Sections too large to enumerate: the first, last and some random items and their
    /// attached elements, each looked up and found again by a query around it.
    func checkSampledSections(of solution: LayoutSolution, phase: String) {
        for s in fuzzCase.sampledSections.sorted() where s < solution.sections.count {
            let geometry = solution.sections[s]
            let n = geometry.itemCount
            var items = [0, n - 1, n / 2, geometry.capacity, n - geometry.capacity - 1]
            for _ in 0..<4 { items.append(Int(rng.unit() * Double(n))) }
            let shift = expectedRowShift(of: geometry, in: solution)
            for item in Set(items.filter { $0 >= 0 && $0 < n }).sorted() {
                guard var cell = solution.cell(section: s, item: item) else {
                    fail("every item has a cell", phase, key: ElementKey(category: .cell, kind: nil, section: s, item: item))
                    continue
                }
                cell.rowShift = shift
                checkFrame(cell, phase: phase)
                let around = cell.shownFrame
                let window = Rect(x: around.midX - 0.5, y: around.midY - 0.5, width: 1, height: 1)
                let found = solution.elements(
                    in: window, visible: fuzzCase.visible,
                    rowOffsets: OrthogonalRowOffsets(fuzzCase.rowOffsets, in: solution))
                expect(
                    found.contains(cell), "rect query finds a sampled cell",
                    "\(phase): \(cell.text) not returned for \(FuzzCase.text(window))", key: ElementKey(cell))
                var seen: Set<ElementKey> = []
                for element in found {
                    expect(seen.insert(ElementKey(element)).inserted, "no duplicate element", phase, key: ElementKey(element))
                    if element.section == s { checkSampledElement(element, in: solution, against: window, phase: phase) }
                }
            }
        }
    }
}
