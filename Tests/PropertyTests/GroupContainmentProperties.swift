import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 2: every item frame lies inside its group frame when the generated
/// sizes fit. UIKit lets an oversized item overflow its group, so only fitting layouts
/// (`LayoutProfile.fitting`) are generated.
@Suite("Property: group containment")
struct GroupContainmentProperties {
    @Test("in a fitting layout every cell lies inside the box of its group instance")
    func cellsLieInsideTheirGroup() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(.fitting)) { layoutCase in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            // Unsnapped frames; a group may be overrun by float noise in the last bits.
            let tolerance = 1e-7
            for geometry in solution.sections where geometry.capacity > 0 {
                for item in 0..<geometry.itemCount {
                    let group = item / geometry.capacity
                    let box = Rect(origin: solution.contentGroupOrigin(group, inSection: geometry.index), size: geometry.template.boxSize)
                    let frame = solution.contentFrame(ofItem: item, inSection: geometry.index)!
                    let inside =
                        frame.minX >= box.minX - tolerance && frame.minY >= box.minY - tolerance
                        && frame.maxX <= box.maxX + tolerance && frame.maxY <= box.maxY + tolerance
                    guard inside else {
                        fail("section \(geometry.index) item \(item): \(frame) is outside group \(group), \(box)")
                        return
                    }
                }
            }
            // Checked: some cell was compared with its group.
            if solution.sections.contains(where: { $0.capacity > 0 && $0.itemCount > 0 }) { cases.checked += 1 }
        }
        // About 98% of cases have a cell; at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }
}
