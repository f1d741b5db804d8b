import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 3: all values are finite; widths and heights are ≥ 0.
@Suite("Property: finite frames")
struct FiniteFrameProperties {
    @Test("every cell of every section has a finite reported frame with width and height >= 0")
    func everyCellFrameIsFiniteAndNonNegative() async {
        await propertyCheck(count: 200, input: Gen.layoutCase()) { layoutCase in
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            #expect(solution.sections.count == layoutCase.layout.sections.count)
            for (section, input) in layoutCase.layout.sections.enumerated() {
                for item in 0..<input.itemCount {
                    guard let cell = solution.cell(section: section, item: item) else {
                        fail("no cell for section \(section) item \(item)")
                        return
                    }
                    let frame = cell.frame
                    guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
                        fail("section \(section) item \(item) has frame \(frame)")
                        return
                    }
                }
                #expect(solution.cell(section: section, item: input.itemCount) == nil)
            }
            #expect(solution.contentSize.width.isFinite && solution.contentSize.height.isFinite)
        }
    }
}
