import LayoutTestSupport
import Testing

@testable import LayoutCore

/// Measured sizes are held to the coordinate limit wherever they enter (issue 20): along the
/// main axis, and across it when a measured width pushes a group's items along.
@Suite("Measured size limits")
struct MeasuredSizeLimitTests {
    @Test("measured sizes escape the limits: Int.max rows estimated at 0 and measured at 1e14: ten fit, the eleventh is coordinatesTooLarge and keeps its estimate")
    func intMaxRowsMeasuredLarge() throws {
        let group = hGroup(.fractionalWidth(1), .estimated(0), [item(.fractionalWidth(1), .estimated(0))])
        var solution = try solveSection(group, items: .max, in: container(400, 800, scale: 3))
        for row in 0..<10 {
            try solution.setMeasuredSize(Size(width: 400, height: 1e14), of: .cell(section: 0, item: row), hooks: NoHooks())
        }
        // Ten rows of 10^14: the content is exactly 10^15 long, at the limit.
        #expect(solution.contentSize.height == 1e15)
        #expect(throws: LayoutError(.coordinatesTooLarge(limit: 1e15), at: LayoutPath(.element(.cell(section: 0, item: 10))))) {
            try solution.setMeasuredSize(Size(width: 400, height: 1e14), of: .cell(section: 0, item: 10), hooks: NoHooks())
        }
        // Row 10 keeps its estimate: 0 high at 10 × 10^14; row 9 is at 9 × 10^14.
        expectFrame(frame(solution, 0, 9), 0, 9e14, 400, 1e14)
        expectFrame(frame(solution, 0, 10), 0, 1e15, 400, 0)
        #expect(solution.measuredSize(of: .cell(section: 0, item: 10)) == nil)
        #expect(solution.contentSize.height == 1e15)
    }

    @Test("measured sizes escape the limits: a measured width pushing a horizontal group's items past 10^15 across the main axis is refused")
    func measuredWidthAcrossTheMainAxis() throws {
        // A vertical layout; groups of four items of estimated width 100, 50 high.
        let group = hGroup(.estimated(400), .absolute(50), [item(.estimated(100), .fractionalHeight(1))])
        var solution = try solveSection(group, items: 8, in: container(400, 800))
        try solution.setMeasuredSize(Size(width: 6e14, height: 50), of: .cell(section: 0, item: 0), hooks: NoHooks())
        // Item 0: x 0, 6 × 10^14 wide; item 1 follows at 6 × 10^14, 100 wide (its estimate).
        expectFrame(frame(solution, 0, 1), 6e14, 0, 100, 50)
        // Item 1 at 6 × 10^14 wide would end at 1.2 × 10^15, past the limit.
        #expect(throws: LayoutError(.coordinatesTooLarge(limit: 1e15), at: LayoutPath(.element(.cell(section: 0, item: 1))))) {
            try solution.setMeasuredSize(Size(width: 6e14, height: 50), of: .cell(section: 0, item: 1), hooks: NoHooks())
        }
        expectFrame(frame(solution, 0, 1), 6e14, 0, 100, 50)
        // Item 2 after it: 6 × 10^14 + 100.
        expectFrame(frame(solution, 0, 2), 6e14 + 100, 0, 100, 50)
    }
}

/// Found by `layout-fuzz` (seeds 722, 6166, 8567, 11238, 12346): estimates may already reach
/// past the limit across the main axis, since a description's lengths are checked one by one.
@Suite("Measured size limits across the main axis")
struct CrossAxisMeasuredSizeLimitTests {
    @Test("measured sizes escape the limits: where the estimates already reach past 10^15 across, a smaller measurement and forgetting it both work")
    func estimatesPastTheLimit() throws {
        // Two items estimated 6 × 10^14 wide, repeated twice in a row whether they fit or not:
        // the second ends at 1.2 × 10^15.
        let group = repeatingGroup(.horizontal, .estimated(400), .absolute(50), item(.estimated(6e14), .fractionalHeight(1)), count: 2)
        var solution = try solveSection(group, items: 2, in: container(400, 800))
        expectFrame(frame(solution, 0, 1), 6e14, 0, 6e14, 50)
        // Item 0 measured 100 wide: item 1 moves to 100, reaching less far than before.
        try solution.setMeasuredSize(Size(width: 100, height: 50), of: .cell(section: 0, item: 0), hooks: NoHooks())
        expectFrame(frame(solution, 0, 1), 100, 0, 6e14, 50)
        // Forgetting it returns to the estimates.
        try solution.setMeasuredSize(nil, of: .cell(section: 0, item: 0), hooks: NoHooks())
        expectFrame(frame(solution, 0, 1), 6e14, 0, 6e14, 50)
        // Item 1 measured wider still is refused: it would reach 6 × 10^14 + 7 × 10^14.
        #expect(throws: LayoutError(.coordinatesTooLarge(limit: 1e15), at: LayoutPath(.element(.cell(section: 0, item: 1))))) {
            try solution.setMeasuredSize(Size(width: 7e14, height: 50), of: .cell(section: 0, item: 1), hooks: NoHooks())
        }
    }
}
