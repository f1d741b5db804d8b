import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 10: appending items to the last section moves nothing before them,
/// except inside a partial last group that sizes to its content (SC-9).
@Suite("Property: locality")
struct LocalityProperties {
    @Test("appending items to the last section leaves every earlier frame unchanged")
    func appendingItemsLeavesEarlierFramesUnchanged() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(), Gen.int(in: 1...100)) { layoutCase, added in
            cases.generated += 1
            var base = layoutCase
            // Right-to-left horizontal layouts mirror across the content width, which grows
            // with every item, so there every frame moves: locality holds left-to-right only.
            if base.layout.configuration.scrollAxis == .horizontal {
                base.container.layoutDirection = .leftToRight
            }
            let last = base.layout.sections.count - 1
            // A section without a description may only be empty.
            guard base.layout.sections[last].section != nil else { return }
            var extended = base
            extended.layout.sections[last].itemCount += added
            guard let before = solveRecordingIssues(base), let after = solveRecordingIssues(extended) else { return }
            // A partial last group whose size follows its content (SC-9: estimated on some
            // axis) is solved for the items it holds, so its own items may move when it fills.
            let lastSection = before.sections[last]
            let partialStart =
                lastSection.capacity > 0 && lastSection.itemCount % lastSection.capacity != 0
                && base.layout.sections[last].section?.group.sizesToContent == true
                ? (lastSection.itemCount / lastSection.capacity) * lastSection.capacity : Int.max
            var compared = false
            for (section, input) in base.layout.sections.enumerated() {
                for item in 0..<input.itemCount where section != last || item < partialStart {
                    compared = true
                    let old = before.cell(section: section, item: item)
                    let new = after.cell(section: section, item: item)
                    guard old == new else {
                        fail(
                            "section \(section) item \(item) moved from \(String(describing: old?.frame))"
                                + " to \(String(describing: new?.frame))")
                        return
                    }
                }
            }
            let axis = before.scrollAxis
            #expect(after.contentSize.length(along: axis) >= before.contentSize.length(along: axis))
            // Checked: the case was not skipped and some earlier cell was compared.
            if compared { cases.checked += 1 }
        }
        // About 97% of cases are not skipped and have earlier cells; at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }
}
