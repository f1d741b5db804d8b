import InternalUtilities
import LayoutCore

/// The random measuring hook: measures self-sizing elements with random sizes through
/// `LayoutSolution.setMeasuredSize(_:of:hooks:)`, as a host's
/// `preferredLayoutAttributesFitting` would, in a random order, forgetting some again.
///
/// A share of the answers is invalid on purpose: negative, NaN or infinite sizes must be
/// rejected with `invalidPreferredSize`, sizes past the coordinate limit with
/// `coordinatesTooLarge`, and either way the layout must be unchanged. Measuring an element
/// that does not exist must return `false` and change nothing. In a flowing section a
/// measurement moves items between groups, and with them the blueprint (and the views
/// attached) each item gets: an element shown before may be gone, so each is looked up
/// before it is measured. A flowing group that would hold more cells than the engine's limit
/// (`groupTooDense`) refuses the size.
extension InvariantChecker {
    /// Measures; `true` when anything was measured (so the solution is worth checking again).
    func measure(_ solution: inout LayoutSolution) -> Bool {
        guard rng.chance(0.6) else { return false }
        var targets = measurable(in: solution)
        guard !targets.isEmpty else { return false }
        targets.shuffle(using: &rng)
        let share = rng.pick([0.3, 0.7, 1.0])
        var measured = false
        let taken = min(200, Int((Double(targets.count) * share).rounded(.up)))
        for element in targets[..<taken] {
            let size = randomSize()
            switch size {
            case .valid(let size):
                let exists = Self.exists(element, in: solution)
                do throws(LayoutError) {
                    let found = try solution.setMeasuredSize(size, of: element, hooks: fuzzCase.hooks)
                    expect(found == exists, "measuring finds exactly the elements that exist", "\(element)")
                    measured = true
                } catch {
                    let accepted = fuzzCase.limits.mayExceedCoordinates || max(size.width, size.height) > 1e12
                    if case .coordinatesTooLarge = error.reason, accepted { continue }
                    if case .groupTooDense = error.reason, Self.flows(element, in: solution) { continue }
                    fail("valid measurements are accepted", "\(element) measured \(size): \(error)")
                }
            case .invalid(let size, let expected):
                expectRejected(size, of: element, in: &solution, reason: expected)
            case .forget:
                do throws(LayoutError) {
                    try solution.setMeasuredSize(nil, of: element, hooks: fuzzCase.hooks)
                    measured = true
                } catch {
                    fail("forgetting a measurement works", "\(element): \(error)")
                }
            }
        }
        expectRejected(Size(width: 10, height: 10), of: .cell(section: solution.sections.count, item: 0), in: &solution, reason: nil)
        if let last = solution.sections.indices.last {
            expectRejected(
                Size(width: 10, height: 10), of: .cell(section: last, item: solution.sections[last].itemCount), in: &solution,
                reason: nil)
        }
        return measured
    }

    /// Whether `element` exists in `solution` now.
    private static func exists(_ element: MeasuredElement, in solution: LayoutSolution) -> Bool {
        switch element {
        case .cell(let section, let item): return solution.cell(section: section, item: item) != nil
        case .supplementary(let kind, let section, let item):
            return solution.supplementary(kind: kind, section: section, item: item) != nil
        }
    }

    /// Whether `element` belongs to a flowing section.
    private static func flows(_ element: MeasuredElement, in solution: LayoutSolution) -> Bool {
        let section: Int
        switch element {
        case .cell(let s, _), .supplementary(_, let s, _): section = s
        }
        return solution.sections.indices.contains(section) && solution.sections[section].track.flow != nil
    }

    /// Every self-sizing element of the enumerable sections and layout-wide items, and of
    /// sampled sections their first and last items.
    private func measurable(in solution: LayoutSolution) -> [MeasuredElement] {
        var elements = buildCatalogue(of: solution, visible: nil, phase: "measuring")
        for s in fuzzCase.sampledSections.sorted() where s < solution.sections.count {
            let n = solution.sections[s].itemCount
            for item in Set([0, 1, n - 1, n / 2]).sorted() where item >= 0 && item < n {
                if let cell = solution.cell(section: s, item: item) { elements.append(cell) }
            }
        }
        return elements.compactMap { element in
            guard !element.selfSizingAxes.isEmpty else { return nil }
            switch element.category {
            case .cell: return .cell(section: element.section, item: element.item)
            case .supplementaryView: return .supplementary(kind: element.kind ?? "", section: element.section, item: element.item)
            case .decorationView: return nil
            }
        }
    }

    private enum Answer {
        case valid(Size)
        case invalid(Size, LayoutError.Reason)
        case forget
    }

    private func randomSize() -> Answer {
        func length(_ rng: inout SplitMix64) -> Double {
            switch rng.int(0...19) {
            case 0: return 0
            case 1: return rng.length(400...3000)
            default: return rng.length(1...300)
            }
        }
        switch rng.int(0...49) {
        case 0: return .invalid(Size(width: -rng.length(1...50), height: length(&rng)), .invalidPreferredSize(.zero))
        case 1: return .invalid(Size(width: length(&rng), height: rng.pick([.nan, .infinity])), .invalidPreferredSize(.zero))
        case 2: return .invalid(Size(width: 2e15, height: length(&rng)), .coordinatesTooLarge(limit: 0))
        case 3, 4: return .forget
        default: return .valid(Size(width: length(&rng), height: length(&rng)))
        }
    }

    /// Measuring must fail with `reason` (or, for `nil`, return `false`), leaving the layout
    /// as it was.
    private func expectRejected(
        _ size: Size, of element: MeasuredElement, in solution: inout LayoutSolution, reason: LayoutError.Reason?
    ) {
        // Comparing whole layouts is costly: the first few rejections of a case are compared.
        let before = unchangedChecksLeft > 0 ? snapshot(of: solution) : nil
        unchangedChecksLeft -= 1
        do throws(LayoutError) {
            let found = try solution.setMeasuredSize(size, of: element, hooks: fuzzCase.hooks)
            if reason != nil {
                fail("invalid measurements are rejected", "\(element) measured \(size) was accepted")
            } else {
                expect(!found, "measuring a missing element finds nothing", "\(element)")
            }
        } catch {
            let same: Bool
            switch (error.reason, reason) {
            case (.invalidPreferredSize, .invalidPreferredSize?), (.coordinatesTooLarge, .coordinatesTooLarge?): same = true
            default: same = false
            }
            expect(same, "invalid measurements are rejected", "\(element) measured \(size): \(error)")
        }
        if let before {
            let after = snapshot(of: solution)
            expect(
                after.0 == before.0 && after.1 == before.1, "a rejected measurement changes nothing",
                "\(element) measured \(size)")
        }
    }

    /// What a host sees of a solution: the content size and every enumerable element, in
    /// catalogue order.
    private func snapshot(of solution: LayoutSolution) -> (Size, [PlacedElement]) {
        (solution.contentSize, buildCatalogue(of: solution, visible: nil, phase: "snapshot"))
    }
}
