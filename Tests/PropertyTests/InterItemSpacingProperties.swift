import PropertyBased
import Testing

@testable import LayoutCore

/// S-11, S-13, S-16, S-19, S-22: in a flat group with fixed spacing, no edge spacing and
/// no item insets, nothing is distributed: the cells start at the group's inner leading
/// and top edges and consecutive cells are exactly `interItemSpacing` apart, whatever the
/// arrangement (subitems, equal slots or repeating copies, overflowing or not).
@Suite("Property: inter-item spacing")
struct InterItemSpacingProperties {
    static let flat = LayoutProfile(maxDepth: 1)

    @Test("cells of a flat fixed-spacing group start at its inner leading edge and are exactly the spacing apart")
    func fixedSpacingSeparatesConsecutiveCells() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(Self.flat)) { generated in
            cases.generated += 1
            let layoutCase = Self.plain(generated)
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            let tolerance = 1e-6
            var spaced = false
            for (index, geometry) in solution.sections.enumerated() where geometry.capacity > 0 {
                let group = layoutCase.layout.sections[index].section!.group
                let axis: Axis
                switch group.arrangement {
                case .subitems(let a, _), .equalSlots(let a, _, _), .repeating(let a, _, _): axis = a
                case .custom: continue
                }
                let spacing = group.interItemSpacing?.minimum ?? 0
                let insets = GroupSolver<NoHooks>.effectiveInsets(group.contentInsets, for: group.size)
                for instance in 0..<geometry.groupCount {
                    let origin = solution.contentGroupOrigin(instance, inSection: geometry.index)
                    let first = instance * geometry.capacity
                    let items = first..<min(first + geometry.capacity, geometry.itemCount)
                    spaced = spaced || items.count >= 2
                    for item in items {
                        let frame = solution.contentFrame(ofItem: item, inSection: geometry.index)!
                        let leading = origin.value(along: axis) + insets.leadingEdge(along: axis)
                        let expectedStart =
                            item == first ? leading : solution.contentFrame(ofItem: item - 1, inSection: geometry.index)!.max(along: axis) + spacing
                        let top = origin.value(along: axis.cross) + insets.leadingEdge(along: axis.cross)
                        guard
                            abs(frame.min(along: axis) - expectedStart) <= tolerance,
                            abs(frame.min(along: axis.cross) - top) <= tolerance
                        else {
                            fail(
                                "section \(index) item \(item): \(frame), expected to start at \(expectedStart)"
                                    + " along \(axis) and at \(top) across")
                            return
                        }
                    }
                }
            }
            // Checked: some group instance holds two cells or more, so the spacing shows.
            if spaced { cases.checked += 1 }
        }
        // About 78% of cases have a group instance of two cells or more; at least 55% are required.
        cases.expectChecked(share: 0.55, of: count)
    }

    /// The case with edge spacing and item content insets removed and flexible spacing
    /// made fixed, in every section's (flat) group.
    static func plain(_ layoutCase: LayoutCase) -> LayoutCase {
        var result = layoutCase
        for index in result.layout.sections.indices {
            guard var section = result.layout.sections[index].section else { continue }
            var group = section.group
            if case .flexible(let v) = group.interItemSpacing { group.interItemSpacing = .fixed(v) }
            func plainItem(_ subitem: Subitem) -> Subitem {
                guard case .item(var item) = subitem else { return subitem }
                item.contentInsets = .zero
                item.edgeSpacing = .none
                return .item(item)
            }
            switch group.arrangement {
            case .subitems(let axis, let subitems): group.arrangement = .subitems(axis: axis, subitems.map(plainItem))
            case .equalSlots(let axis, let s, let n):
                group.arrangement = .equalSlots(axis: axis, plainItem(s), count: n)
            case .repeating(let axis, let s, let n): group.arrangement = .repeating(axis: axis, plainItem(s), count: n)
            case .custom: break
            }
            section.group = group
            result.layout.sections[index].section = section
        }
        return result
    }
}
