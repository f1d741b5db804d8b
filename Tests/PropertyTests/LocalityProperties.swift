import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 10: appending items to the last section moves nothing before them.
@Suite("Property: locality")
struct LocalityProperties {
    @Test("appending items to the last section leaves every earlier frame unchanged")
    func appendingItemsLeavesEarlierFramesUnchanged() async {
        await propertyCheck(count: 150, input: Gen.layoutCase(), Gen.int(in: 1...100)) { layoutCase, added in
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
            for (section, input) in base.layout.sections.enumerated() {
                for item in 0..<input.itemCount {
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
        }
    }
}
