import Testing

@testable import LayoutCore

/// Every cell of `solution` as reported (`cell(section:item:)`), in section then item order.
func allCells(of solution: LayoutSolution) -> [PlacedElement] {
    var cells: [PlacedElement] = []
    for (section, geometry) in solution.sections.enumerated() {
        for item in 0..<geometry.itemCount {
            if let cell = solution.cell(section: section, item: item) { cells.append(cell) }
        }
    }
    return cells
}

/// Solves `layoutCase`, recording an issue instead of throwing: the property library does
/// not report errors thrown from a property body.
func solveRecordingIssues(_ layoutCase: LayoutCase, sourceLocation: SourceLocation = #_sourceLocation)
    -> LayoutSolution?
{
    do {
        return try layoutCase.solve()
    } catch {
        Issue.record("solving failed: \(error)", sourceLocation: sourceLocation)
        return nil
    }
}

extension Rect {
    /// Overlaps thinner than this are floating-point noise: neighbours whose shared edge is
    /// computed along two different paths (`(a + b) + c` against `a + (b + c)`) can cross
    /// by a few ulps. It is far below a thousandth of a pixel.
    static let overlapTolerance = 1e-7

    /// Whether the two rectangles share interior points: an intersection of positive area,
    /// thicker than `overlapTolerance` on both axes.
    func overlapsInterior(_ other: Rect) -> Bool {
        Swift.min(maxX, other.maxX) - Swift.max(minX, other.minX) > Self.overlapTolerance
            && Swift.min(maxY, other.maxY) - Swift.max(minY, other.minY) > Self.overlapTolerance
    }
}

/// Records a failure with a message built from plain strings.
func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
