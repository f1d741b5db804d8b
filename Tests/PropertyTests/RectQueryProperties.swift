import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 8 and §3 ("verified against a brute-force filter in tests").
@Suite("Property: rect queries")
struct RectQueryProperties {
    /// Every layout, at every display scale and without snapping (scale 0).
    static let profile = LayoutProfile(scales: [0, 1, 2, 3])

    @Test("elements(in:) equals the brute-force filter of every reported cell frame, in order")
    func elementsInRectMatchBruteForce() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(Self.profile), Gen.queryRect.array(of: 1...6)) {
            layoutCase, queries in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            let cells = allCells(of: solution)
            var found = false
            for query in queries {
                let rect = query.rect(in: solution, container: layoutCase.container)
                // Rect.intersects follows CGRectIntersectsRect: touching edges count.
                let expected = cells.filter { $0.frame.intersects(rect) }
                let actual = solution.elements(in: rect)
                found = found || !expected.isEmpty
                guard actual == expected else {
                    let missing = expected.filter { !actual.contains($0) }.prefix(3).map {
                        "(\($0.section), \($0.item)) \($0.frame)"
                    }
                    let extra = actual.filter { !expected.contains($0) }.prefix(3).map {
                        "(\($0.section), \($0.item)) \($0.frame)"
                    }
                    fail(
                        "\(query) → rect \(rect): \(actual.count) elements, brute force \(expected.count);"
                            + " missing \(missing), extra \(extra)")
                    return
                }
            }
            // Checked: some query rectangle found cells.
            if found { cases.checked += 1 }
        }
        // About 91% of cases have a query rectangle that finds cells; at least 70% are required.
        cases.expectChecked(share: 0.7, of: count)
    }
}
