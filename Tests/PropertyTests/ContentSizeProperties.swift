import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 7: the content size covers every frame.
///
/// UIKit lets an item larger than its group overflow the group (and a group wider than
/// the container overflow the container), while a section's extent, hence the content
/// size, comes from group sizes and insets (SC-10, SC-13, SC-14), not from item frames.
/// So the property is checked on fitting layouts only (`LayoutProfile.fitting`), in both
/// layout directions.
@Suite("Property: content size")
struct ContentSizeProperties {
    @Test("the presented content size covers every reported cell frame of a fitting layout")
    func contentSizeCoversEveryCell() async {
        let count = 200
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(.fitting)) { layoutCase in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            let content = solution.presentedContentSize
            let axis = solution.scrollAxis
            // The cross-axis extent is the container's (SC-13, SC-14), floored to the grid.
            #expect(
                content.length(along: axis.cross)
                    == layoutCase.container.pixelGrid.floor(layoutCase.container.size.length(along: axis.cross)))
            let tolerance = 1e-9
            let cells = allCells(of: solution)
            for cell in cells {
                let frame = cell.frame
                let inside =
                    frame.minX >= -tolerance && frame.minY >= -tolerance
                    && frame.maxX <= content.width + tolerance && frame.maxY <= content.height + tolerance
                guard inside else {
                    fail("section \(cell.section) item \(cell.item) frame \(frame) is outside content \(content)")
                    return
                }
            }
            if !cells.isEmpty { cases.checked += 1 }
        }
        // About 96% of cases have a cell (the rest only empty sections); at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }
}
