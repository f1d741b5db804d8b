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

/// How many generated cases a property really checked, as opposed to skipped (a case the
/// property does not apply to) or passed vacuously (nothing in it to check, e.g. no cells).
/// A property whose generator drifts so that most cases are skipped would otherwise go on
/// passing while testing nothing.
///
/// Count every case with `generated += 1` at the top of the property body and `checked += 1`
/// once the case's main assertion has run on something, then call `expectChecked(share:of:)`
/// after `propertyCheck`. Each property picks its minimum share from the share it was
/// measured to check (written next to the call), several standard deviations of the binomial
/// spread below it, so that the check fails only when the generator or the property stops
/// producing checkable cases, not by chance.
struct CaseCount {
    var generated = 0
    var checked = 0

    /// Expects at least `share` of the `count` cases to have been checked, and reports the
    /// numbers. Asserted only after a full run: when fewer than `count` cases ran, either a
    /// case failed (the test has failed already) or a fixed seed replays a single case.
    func expectChecked(share: Double, of count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
        guard generated >= count else { return }
        let minimum = Int((share * Double(count)).rounded(.up))
        #expect(
            checked >= minimum, "checked \(checked) of \(generated) generated cases; at least \(minimum) expected",
            sourceLocation: sourceLocation)
    }
}
