import LayoutCore
import Testing

/// `OrthogonalRow.restingOffsets`: the list renderers snap to, checked against the resting
/// rule it summarizes.
@Suite struct RestingOffsetsTests {
    /// Six 80-point groups 10 apart after a 16-point inset, in a 200-point viewport:
    /// content 16 + 530 + 16 = 562, so at most 362 of offset.
    func row(_ behavior: OrthogonalScrolling) -> OrthogonalRow {
        OrthogonalRow(
            behavior: behavior, contentLength: 562, viewportLength: 200,
            groups: ExtentTree(count: 6, defaultLength: 80, spacing: 10))
    }

    @Test("paging rests at each page start and at the end")
    func paging() {
        #expect(row(.paging).restingOffsets == [0, 200, 362])
    }

    @Test("group behaviours rest at each group's start, clamped to the end")
    func groups() {
        for behavior in [OrthogonalScrolling.groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary] {
            #expect(row(behavior).restingOffsets == [0, 90, 180, 270, 360, 362])
        }
    }

    @Test("continuous rows rest anywhere")
    func continuous() {
        #expect(row(.continuous).restingOffsets.isEmpty)
    }

    @Test(
        "every resting offset the rule picks is listed",
        arguments: [OrthogonalScrolling.paging, .groupPaging, .continuousGroupLeadingBoundary])
    func ruleAgrees(_ behavior: OrthogonalScrolling) {
        let row = row(behavior)
        for offset in stride(from: -20.0, through: 400, by: 2.5) {
            for velocity in [-1.0, 0, 1] {
                let rest = row.restingOffset(releasedAt: offset, velocity: velocity)
                #expect(row.restingOffsets.contains(rest), "released at \(offset), \(velocity): \(rest)")
            }
        }
    }

    @Test("a very long row lists a bounded number of offsets, then its end")
    func bounded() {
        let long = OrthogonalRow(
            behavior: .paging, contentLength: 1e12, viewportLength: 100,
            groups: ExtentTree(count: 1, defaultLength: 1e12, spacing: 0))
        let offsets = long.restingOffsets
        #expect(offsets.count == OrthogonalRow.maximumListedRestingOffsets + 1)
        #expect(offsets.last == 1e12 - 100)
    }
}
