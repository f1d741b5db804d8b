import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 6 with SC-5 … SC-11: groups and sections follow each other along
/// the main axis.
@Suite("Property: main-axis order")
struct MainAxisOrderProperties {
    @Test("group origins never decrease with group index, and each section starts after the previous one ends")
    func groupsAndSectionsAdvanceAlongTheMainAxis() async {
        let count = 200
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase()) { layoutCase in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            let axis = solution.scrollAxis
            let tolerance = 1e-6
            var previousEnd: Double?
            for geometry in solution.sections {
                let start = solution.sectionFrame(geometry.index).min(along: axis)
                let end = solution.sectionFrame(geometry.index).max(along: axis)
                if let previousEnd, start < previousEnd {
                    fail("section \(geometry.index) starts at \(start), before the previous end \(previousEnd)")
                    return
                }
                guard end >= start else {
                    fail("section \(geometry.index) ends at \(end), before its start \(start)")
                    return
                }
                previousEnd = end
                guard geometry.groupCount > 0 else { continue }
                var previousOrigin = solution.contentGroupOrigin(0, inSection: geometry.index).value(along: axis)
                guard previousOrigin >= start - tolerance else {
                    fail("section \(geometry.index): group 0 at \(previousOrigin) starts before the section (\(start))")
                    return
                }
                for group in 1..<geometry.groupCount {
                    let origin = solution.contentGroupOrigin(group, inSection: geometry.index).value(along: axis)
                    guard origin >= previousOrigin else {
                        fail("section \(geometry.index): group \(group) at \(origin) < \(previousOrigin)")
                        return
                    }
                    previousOrigin = origin
                }
                let lastEnd = previousOrigin + lastGroupLength(geometry, along: axis)
                guard lastEnd <= end + tolerance else {
                    fail("section \(geometry.index): the last group ends at \(lastEnd), after the section (\(end))")
                    return
                }
            }
            if let previousEnd {
                #expect(solution.contentSize.length(along: axis) == previousEnd)
            }
            // Checked: some section has two groups to order (section order is always checked).
            if solution.sections.contains(where: { $0.groupCount >= 2 }) { cases.checked += 1 }
        }
        // About 97% of cases have a section of two groups or more; at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }
    /// The exact stacking rules behind the order: section s starts at the previous end plus
    /// `interSectionSpacing` (SC-5, SC-11; empty sections included, OB-4); its first group
    /// starts after its leading main-axis inset (SC-7); groups are one group length plus
    /// `interGroupSpacing` apart (SC-8, OB-3); it ends after the last group and its
    /// trailing inset (SC-10), or where it starts when it is empty (OB-4).
    @Test("sections and groups stack along the main axis with exactly the insets and spacings between them")
    func stackingFollowsInsetsAndSpacings() async {
        let count = 200
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase()) { layoutCase in
            cases.generated += 1
            guard let solution = solveRecordingIssues(layoutCase) else { return }
            let axis = solution.scrollAxis
            let tolerance = 1e-6
            var expectedStart = 0.0
            for (index, geometry) in solution.sections.enumerated() {
                let section = layoutCase.layout.sections[index]
                let start = solution.sectionFrame(geometry.index).min(along: axis)
                let end = solution.sectionFrame(geometry.index).max(along: axis)
                guard abs(start - expectedStart) <= tolerance else {
                    fail("section \(index) starts at \(start), expected \(expectedStart)")
                    return
                }
                var expectedEnd = start
                if let description = section.section, section.itemCount > 0 {
                    let insets = description.contentInsets
                    let length = geometry.template.boxSize.length(along: axis)
                    for group in 0..<geometry.groupCount {
                        let origin = solution.contentGroupOrigin(group, inSection: geometry.index).value(along: axis)
                        let expected =
                            start + insets.leadingEdge(along: axis)
                            + Double(group) * (length + description.interGroupSpacing)
                        guard abs(origin - expected) <= tolerance else {
                            fail("section \(index) group \(group) at \(origin), expected \(expected)")
                            return
                        }
                    }
                    let lastOrigin = solution.contentGroupOrigin(geometry.groupCount - 1, inSection: geometry.index).value(along: axis)
                    expectedEnd = lastOrigin + lastGroupLength(geometry, along: axis) + insets.trailingEdge(along: axis)
                }
                guard abs(end - expectedEnd) <= tolerance else {
                    fail("section \(index) ends at \(end), expected \(expectedEnd)")
                    return
                }
                expectedStart = end + layoutCase.layout.configuration.interSectionSpacing
            }
            // Checked: some section has groups placed by its insets and spacing.
            if solution.sections.contains(where: { $0.groupCount >= 1 }) { cases.checked += 1 }
        }
        // About 97% of cases have a section with groups; at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }
}

/// How far the last group reaches along the main axis `axis`: its length on the track, or
/// for a row (whose track runs across the main axis) the row's thickness. A partial last
/// group that sizes to its content is only as long as the items it holds (SC-9), so it can
/// be shorter than the template.
private func lastGroupLength(_ geometry: SectionGeometry, along axis: Axis) -> Double {
    geometry.trackAxis == axis ? geometry.track.length(ofGroup: geometry.groupCount - 1) : geometry.rowThickness
}
