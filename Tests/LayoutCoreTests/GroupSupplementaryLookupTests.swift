import Testing

@testable import LayoutCore

/// Looking up one group supplementary by its number reads O(1) entries of the group's
/// solution, however many times a nested group repeats it (found by the fuzzer, seed 17051: a
/// one-item section whose group repeats a nested group 25,114 times, each with a
/// supplementary, made the per-element lookups quadratic).
@Suite("Group supplementary lookup")
struct GroupSupplementaryLookupTests {
    /// A 1000 × 10 horizontal group with a "frame" of its own, repeating a 1-point-wide nested
    /// group that holds one item and carries a 1 × 1 "cap" at its top leading corner.
    private func solveRepeatedCaps() throws -> LayoutSolution {
        let cap = SupplementaryItem(
            kind: "cap", size: LayoutSize(width: .absolute(1), height: .absolute(1)),
            containerAnchor: Anchor(edges: [.top, .leading]))
        let nested = Group(
            size: LayoutSize(width: .absolute(1), height: .fractionalHeight(1)),
            arrangement: .subitems(axis: .horizontal, [item(.fractionalWidth(1), .fractionalHeight(1))]),
            supplementaryItems: [cap])
        let frame = SupplementaryItem(
            kind: "frame", size: LayoutSize(width: .fractionalWidth(1), height: .fractionalHeight(1)),
            containerAnchor: Anchor(edges: []))
        let group = Group(
            size: LayoutSize(width: .absolute(1000), height: .absolute(10)),
            arrangement: .subitems(axis: .horizontal, [.group(nested)]), supplementaryItems: [frame])
        let description = LayoutDescription(sections: [SectionInput(section: Section(group: group), itemCount: 1000)])
        return try LayoutSolver.solve(description, in: Container(size: Size(width: 1000, height: 800)))
    }

    @Test("each of 1,000 repeated nested-group supplementaries is found after reading at most two entries")
    func repeatedNestedSupplementaries() throws {
        let solution = try solveRepeatedCaps()
        let template = solution.sections[0].template
        // 1000 points hold 1000 nested groups 1 point wide (no spacing): 1000 slots; the list
        // is the group's own frame, then the caps in placement order.
        #expect(template.slots.count == 1000)
        #expect(template.groupSupplementaries.count == 1001)
        #expect(template.locateGroupSupplementary(kind: "frame", instance: 0) == (0, 1))
        var examined = 0
        for instance in 0..<1000 {
            let found = template.locateGroupSupplementary(kind: "cap", instance: instance)
            // Cap i follows the frame: position i + 1; the search starts at i and reads i, i + 1.
            #expect(found.position == instance + 1)
            examined += found.examined
        }
        // Two entries per lookup: 2,000 reads, where counting from the list's start reads
        // 2 + 3 + … + 1001 = 501,500.
        #expect(examined == 2000)
        #expect(template.locateGroupSupplementary(kind: "cap", instance: 1000).position == nil)
        #expect(template.locateGroupSupplementary(kind: "frame", instance: 1).position == nil)
        #expect(template.locateGroupSupplementary(kind: "cap", instance: -1).position == nil)
    }

    @Test("a repeated nested group's supplementary is found by its number at its own group's corner")
    func repeatedNestedSupplementaryFrames() throws {
        let solution = try solveRepeatedCaps()
        // Nested group i spans x = i … i + 1, y = 0 … 10; its cap sits at its top leading
        // corner: (i, 0), 1 × 1. The frame covers the whole 1000 × 10 group.
        for instance in [0, 1, 499, 999] {
            #expect(
                solution.supplementary(kind: "cap", section: 0, item: instance)?.frame
                    == Rect(x: Double(instance), y: 0, width: 1, height: 1))
        }
        #expect(solution.supplementary(kind: "cap", section: 0, item: 1000) == nil)
        #expect(solution.supplementary(kind: "frame", section: 0, item: 0)?.frame == Rect(x: 0, y: 0, width: 1000, height: 10))
    }
}
