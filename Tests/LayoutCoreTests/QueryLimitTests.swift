import LayoutTestSupport
import Testing

@testable import LayoutCore

/// A rectangle query's work is bounded (issue 20): `Int.max` items in groups of zero length
/// all meet any rectangle at y = 0, and the query stops after
/// `LayoutLimits.maximumElementsPerQuery` elements instead of allocating without limit.
@Suite("Query limits")
struct QueryLimitTests {
    /// `Int.max` items, four per zero-height group, in a 400 × 800 container: every cell is
    /// 100 × 0 at y = 0, x = 0, 100, 200, 300.
    func pile() throws -> LayoutSolution {
        let group = hGroup(.fractionalWidth(1), .absolute(0), [item(.fractionalWidth(0.25), .fractionalHeight(1))])
        return try solveSection(group, items: .max, in: container(400, 800))
    }

    @Test("unbounded work: a bounds query over Int.max zero-height items stops after the budget, in item order")
    func boundedQuery() throws {
        let solution = try pile()
        var budget = 1_000
        var items: [Int] = []
        solution.forEachElement(in: Rect(x: 0, y: 0, width: 400, height: 800), visible: nil, rowOffsets: OrthogonalRowOffsets(), budget: &budget) {
            items.append($0.item)
        }
        // The section costs 1 (no boundary items or decorations), each group 4 (its cells):
        // 999 left for groups → groups while the budget is positive: 250 groups (the last
        // starts at 3 and ends at −1) → 1,000 cells, items 0 … 999, all at y = 0.
        #expect(items == Array(0..<1_000))
        #expect(budget == -1)
    }

    @Test("unbounded work: the public query answers Int.max zero-height items with maximumElementsPerQuery elements")
    func publicQueryAtTheLimit() throws {
        let solution = try pile()
        var count = 0
        var last = -1
        solution.forEachElement(in: Rect(x: 0, y: 0, width: 400, height: 800)) {
            count += 1
            last = $0.item
        }
        // 4,194,304 − 1 for the section = 4,194,303: 1,048,576 groups of 4 (the last starts
        // at 3), 4,194,304 cells.
        #expect(LayoutLimits.maximumElementsPerQuery == 4_194_304)
        #expect(count == 4_194_304)
        #expect(last == 4_194_303)
    }

    @Test("unbounded work: a query that reports none of a pile in its search margin still stops after the budget")
    func boundedEmptyQuery() throws {
        let solution = try pile()
        var budget = 1_000
        var count = 0
        // y 0.25 … 800: the search is widened by half a point (the rounding of 10^15-point
        // sizes), so the pile at y = 0 is searched, but no zero-height cell at 0 meets it.
        solution.forEachElement(in: Rect(x: 0, y: 0.25, width: 400, height: 799.75), visible: nil, rowOffsets: OrthogonalRowOffsets(), budget: &budget) {
            _ in count += 1
        }
        #expect(count == 0)
        #expect(budget <= 0 && budget > -4)
    }
}
