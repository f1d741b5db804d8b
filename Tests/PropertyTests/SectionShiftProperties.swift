import PropertyBased
import Testing

@testable import LayoutCore

/// Metamorphic checks of the main-axis stacking (SC-5, SC-7, SC-10, SC-11, OB-3, OB-4):
/// adding space at one place moves exactly the content after it, by exactly that much.
/// Frames are the unsnapped solved ones, compared within float noise.
@Suite("Property: main-axis shifts")
struct SectionShiftProperties {
    private static let tolerance = 1e-6

    @Test("growing a section's trailing main-axis inset by d moves later sections by d, unless the section is empty")
    func trailingInsetMovesLaterSections() async {
        let count = 200
        var cases = CaseCount()
        await propertyCheck(
            count: count, input: Gen.layoutCase(), Gen<Int>.int(in: 0...3), Gen<Double>.double(in: 0.5...50)
        ) { layoutCase, pick, d in
            cases.generated += 1
            let index = pick % layoutCase.layout.sections.count
            guard var section = layoutCase.layout.sections[index].section else { return }
            // S-3: a top-level group's fractions of the main-axis length are taken of the
            // container minus the section's main-axis insets, so growing an inset resizes
            // such a group. Only sections whose top-level group ignores that length qualify.
            let mainAxis = layoutCase.layout.configuration.scrollAxis
            let mainFraction: (Dimension) -> Bool = {
                switch $0 {
                case .fractionalWidth: return mainAxis == .horizontal
                case .fractionalHeight: return mainAxis == .vertical
                default: return false
                }
            }
            guard !mainFraction(section.group.size.width), !mainFraction(section.group.size.height) else { return }
            var grown = layoutCase
            if mainAxis == .vertical {
                section.contentInsets.bottom += d
            } else {
                section.contentInsets.trailing += d
            }
            grown.layout.sections[index].section = section
            guard let before = solveRecordingIssues(layoutCase), let after = solveRecordingIssues(grown) else { return }
            // OB-4: the insets of an empty section take no space.
            let shift = layoutCase.layout.sections[index].itemCount > 0 ? d : 0
            expectShifted(before, after, by: { $0 > index ? shift : 0 })
            let axis = before.scrollAxis
            #expect(
                abs(after.contentSize.length(along: axis) - before.contentSize.length(along: axis) - shift)
                    <= Self.tolerance)
            // Checked: the section qualified (it has a description and a group that keeps its
            // size) and holds items, so the inset moves something.
            if shift > 0 { cases.checked += 1 }
        }
        // About 48% of cases qualify: the picked section has a description, items, and a
        // top-level group that does not take a fraction of the main axis; at least 30% are required.
        cases.expectChecked(share: 0.3, of: count)
    }

    @Test("growing interSectionSpacing by d moves section t by t × d, empty sections included")
    func interSectionSpacingMovesEverySectionBoundary() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(), Gen<Double>.double(in: 0.5...50)) { layoutCase, d in
            cases.generated += 1
            var grown = layoutCase
            grown.layout.configuration.interSectionSpacing += d
            guard let before = solveRecordingIssues(layoutCase), let after = solveRecordingIssues(grown) else { return }
            // OB-4: an empty section still gets the spacing on both sides.
            expectShifted(before, after, by: { Double($0) * d })
            let axis = before.scrollAxis
            let boundaries = Double(layoutCase.layout.sections.count - 1)
            #expect(
                abs(after.contentSize.length(along: axis) - before.contentSize.length(along: axis) - boundaries * d)
                    <= Self.tolerance)
            // Checked: there is a section boundary for the spacing to move.
            if layoutCase.layout.sections.count >= 2 { cases.checked += 1 }
        }
        // About 78% of cases have two sections or more; at least 55% are required.
        cases.expectChecked(share: 0.55, of: count)
    }

    /// Expects every cell of section `t` in `after` to be the one in `before` moved by
    /// `shift(t)` along the main axis, and each section's start to move the same way.
    private func expectShifted(
        _ before: LayoutSolution, _ after: LayoutSolution, by shift: (Int) -> Double,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let axis = before.scrollAxis
        for (index, old) in before.sections.enumerated() where after.sections.indices.contains(index) {
            let expected = shift(index)
            let startMoved = after.sectionFrame(index).min(along: axis) - before.sectionFrame(index).min(along: axis)
            guard abs(startMoved - expected) <= Self.tolerance else {
                fail(
                    "section \(index) start moved by \(startMoved), expected \(expected)",
                    sourceLocation: sourceLocation)
                return
            }
            for item in 0..<old.itemCount {
                let oldFrame = before.contentFrame(ofItem: item, inSection: index)!
                let newFrame = after.contentFrame(ofItem: item, inSection: index)!
                let moved = newFrame.min(along: axis) - oldFrame.min(along: axis)
                let same =
                    abs(moved - expected) <= Self.tolerance
                    && abs(newFrame.min(along: axis.cross) - oldFrame.min(along: axis.cross)) <= Self.tolerance
                    && newFrame.size == oldFrame.size
                guard same else {
                    fail(
                        "section \(index) item \(item) moved from \(oldFrame) to \(newFrame), expected \(expected)",
                        sourceLocation: sourceLocation)
                    return
                }
            }
        }
    }
}
