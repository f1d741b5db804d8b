import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 9: determinism.
@Suite("Property: determinism")
struct DeterminismProperties {
    @Test("solving the same description twice gives equal solutions and equal frames")
    func solvingTwiceIsIdentical() async {
        await propertyCheck(count: 150, input: Gen.layoutCase()) { layoutCase in
            guard let first = solveRecordingIssues(layoutCase), let second = solveRecordingIssues(layoutCase) else {
                return
            }
            #expect(first == second)
            #expect(first.hashValue == second.hashValue)
            #expect(allCells(of: first) == allCells(of: second))
            let everything = Rect(origin: Point(x: -1, y: -1), size: first.contentSize).outset(by: 1)
            #expect(first.elements(in: everything) == second.elements(in: everything))
        }
    }

    /// Before self-sizing runs, an item's estimate is used as if it were absolute (S-30),
    /// except that content insets are ignored on estimated axes (S-6). So replacing every
    /// item's `.estimated(v)` with `.absolute(v)` and dropping the insets on those axes must
    /// not move anything. Groups keep their dimensions: an estimated group takes the size of
    /// its content (S-32), which is the same either way.
    @Test("estimated items lay out like absolute ones of the estimate, without insets on those axes")
    func estimatesLayOutLikeAbsoluteSizes() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase()) { layoutCase in
            cases.generated += 1
            var absolute = layoutCase
            absolute.layout.sections = layoutCase.layout.sections.map { input in
                var input = input
                if var section = input.section {
                    section.group = Self.replacingEstimates(in: section.group)
                    input.section = section
                }
                return input
            }
            guard let estimated = solveRecordingIssues(layoutCase), let fixed = solveRecordingIssues(absolute) else {
                return
            }
            // The estimated cells say they size themselves; where they are must not differ.
            // A group of items estimated along its axis flows (its groups are summed one by
            // one, where the absolute twin's are multiplied out), so there the two agree to
            // the last bits of their sums (1e-9) rather than exactly.
            let flows = estimated.sections.contains { $0.track.flow != nil }
            let bound = flows ? 1e-9 : 0
            let close = { (a: Double, b: Double) in bound == 0 ? a == b : abs(a - b) < bound }
            let (estimatedCells, fixedCells) = (allCells(of: estimated), allCells(of: fixed))
            #expect(estimatedCells.count == fixedCells.count)
            for (a, b) in zip(estimatedCells, fixedCells) {
                let same =
                    a.section == b.section && a.item == b.item && a.zIndex == b.zIndex
                    && close(a.frame.minX, b.frame.minX) && close(a.frame.minY, b.frame.minY)
                    && close(a.frame.width, b.frame.width) && close(a.frame.height, b.frame.height)
                #expect(same, "\(a.section) \(a.item): \(a.frame) estimated, \(b.frame) absolute")
            }
            #expect(
                close(estimated.contentSize.width, fixed.contentSize.width)
                    && close(estimated.contentSize.height, fixed.contentSize.height),
                "content \(estimated.contentSize) estimated, \(fixed.contentSize) absolute")
            // Checked: some estimate was replaced, and there are cells to compare.
            if absolute.layout != layoutCase.layout, !allCells(of: estimated).isEmpty { cases.checked += 1 }
        }
        // About 65% of cases have an estimated item and cells (each dimension is estimated
        // with chance 0.2); at least 40% are required.
        cases.expectChecked(share: 0.4, of: count)
    }

    private static func replacingEstimates(in group: Group) -> Group {
        var group = group
        switch group.arrangement {
        case .subitems(let axis, let subitems):
            group.arrangement = .subitems(axis: axis, subitems.map(replacingEstimates))
        case .equalSlots(let axis, let subitem, let count):
            group.arrangement = .equalSlots(axis: axis, replacingEstimates(in: subitem), count: count)
        case .repeating(let axis, let subitem, let count):
            group.arrangement = .repeating(axis: axis, replacingEstimates(in: subitem), count: count)
        case .custom:
            break
        }
        return group
    }

    private static func replacingEstimates(in subitem: Subitem) -> Subitem {
        switch subitem {
        case .group(let group):
            return .group(replacingEstimates(in: group))
        case .item(var item):
            (item.size, item.contentInsets) = replacingEstimates(item.size, item.contentInsets)
            return .item(item)
        }
    }

    private static func replacingEstimates(_ size: LayoutSize, _ insets: DirectionalInsets)
        -> (LayoutSize, DirectionalInsets)
    {
        var size = size
        var insets = insets
        if case .estimated(let v) = size.width {
            size.width = .absolute(v)
            insets = insets.zeroing(.horizontal)
        }
        if case .estimated(let v) = size.height {
            size.height = .absolute(v)
            insets = insets.zeroing(.vertical)
        }
        return (size, insets)
    }
}
