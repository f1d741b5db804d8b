import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 1: no two items of one non-custom group overlap.
///
/// Frames are the unsnapped solved ones (`SectionGeometry.cellFrame(ofItem:)`): snapping
/// floors origins and sizes independently and may open one-pixel seams, but never makes
/// frames overlap that did not.
@Suite("Property: cells do not overlap")
struct GroupOverlapProperties {
    /// Flat groups (items only) whose items fit along the group's axis. `subitems` groups
    /// fit by construction; `repeating` groups are generated so that `count` copies fit.
    static let flat = LayoutProfile(maxDepth: 1, fitting: true, kinds: [.subitems, .repeating])

    @Test("cells of one flat subitems or repeating group instance never overlap")
    func flatGroupCellsDoNotOverlap() async {
        let count = 200
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(Self.flat)) { layoutCase in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            var pairs = false
            for geometry in solution.sections where geometry.capacity > 0 {
                for group in 0..<geometry.groupCount {
                    let items = Array(
                        group * geometry.capacity..<min((group + 1) * geometry.capacity, geometry.itemCount))
                    let frames = items.map { solution.contentFrame(ofItem: $0, inSection: geometry.index)! }
                    pairs = pairs || frames.count >= 2
                    if let (i, j) = firstOverlap(frames) {
                        fail(
                            "section \(geometry.index) group \(group): item \(items[i]) \(frames[i])"
                                + " overlaps item \(items[j]) \(frames[j])")
                        return
                    }
                }
            }
            // Checked: some group instance holds two cells or more.
            if pairs { cases.checked += 1 }
        }
        // About 80% of cases have a group instance of two cells or more; at least 60% are required.
        cases.expectChecked(share: 0.6, of: count)
    }

    /// When every subitem fits its parent on both axes (nesting up to three deep, all
    /// three arrangements), every group's cells stay inside its box, so no two cells of a
    /// section overlap, whether in one group instance or in two.
    @Test("cells of fitting nested groups never overlap, within or across group instances")
    func fittingNestedCellsDoNotOverlap() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(.fitting)) { layoutCase in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            for geometry in solution.sections {
                let frames = (0..<geometry.itemCount).map { solution.contentFrame(ofItem: $0, inSection: geometry.index)! }
                if let (i, j) = firstOverlap(frames) {
                    fail("section \(geometry.index): item \(i) \(frames[i]) overlaps item \(j) \(frames[j])")
                    return
                }
            }
            // Checked: some section holds two cells or more.
            if solution.sections.contains(where: { $0.itemCount >= 2 }) { cases.checked += 1 }
        }
        // About 96% of cases have a section of two cells or more; at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }

    /// The first pair of frames (by index) whose interiors overlap: a sweep along x.
    private func firstOverlap(_ frames: [Rect]) -> (Int, Int)? {
        let order = frames.indices.sorted { frames[$0].minX < frames[$1].minX }
        var found: (Int, Int)?
        for (position, i) in order.enumerated() {
            for j in order[(position + 1)...] {
                guard frames[j].minX < frames[i].maxX - Rect.overlapTolerance else { break }
                if frames[i].overlapsInterior(frames[j]) {
                    let pair = (min(i, j), max(i, j))
                    if found == nil || pair < found! { found = pair }
                }
            }
        }
        return found
    }
}
