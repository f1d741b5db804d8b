import LayoutTestSupport
import Testing

@testable import LayoutCore

/// A group's cell limit holds while nested groups are solved (issue 20, found by
/// `layout-fuzz` seed 11154 once it drew negative spacings).
@Suite("Nested group density")
struct NestedGroupDensityTests {
    @Test("unbounded work: 40,000 nested columns of 40,000 cells each stop at the cell limit, not after solving them all")
    func denseNestedGroups() {
        // A row 400,000 points wide of columns 10 wide: 40,000 columns; each column 4,000 high
        // of cells 0.1 high: 40,000 cells. 1.6 billion cells in all; the limit (65,536) is
        // passed in the second column, which is where solving stops.
        let column = vGroup(.absolute(10), .absolute(4_000), [item(.absolute(10), .absolute(0.1))])
        let row = hGroup(.absolute(400_000), .absolute(4_000), [.group(column)])
        let error = layoutError(LayoutDescription(sections: [SectionInput(section: Section(group: row), itemCount: 1)]))
        #expect(error?.reason == .groupTooDense(limit: 65536))
        #expect(error?.path.description == "section 0 › group")
    }
}
