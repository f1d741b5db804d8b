import PropertyBased
import Testing

@testable import LayoutCore

/// STYLE §6 property 5 and Q-17: a right-to-left layout is the left-to-right one mirrored
/// across the content width, with the same y and sizes.
@Suite("Property: right-to-left")
struct RightToLeftProperties {
    /// Vertical layouts without pixel snapping (scale 0), so the comparison is exact.
    static let profile = LayoutProfile(scrollAxes: [.vertical], directions: [.leftToRight], scales: [0])

    @Test("each reported RTL frame is the unsnapped LTR frame mirrored: x = contentWidth - (x + width)")
    func rightToLeftMirrorsLeftToRight() async {
        let count = 150
        var cases = CaseCount()
        await propertyCheck(count: count, input: Gen.layoutCase(Self.profile)) { layoutCase in
            cases.generated += 1
            let rightToLeft = layoutCase.with { $0.layoutDirection = .rightToLeft }
            guard let ltr = solveRecordingIssues(layoutCase), let rtl = solveRecordingIssues(rightToLeft) else {
                return
            }
            // Mirroring is a final pass: the solved geometry does not depend on the direction.
            #expect(rtl.sections == ltr.sections)
            #expect(rtl.contentSize == ltr.contentSize)
            let contentWidth = ltr.contentSize.width
            #expect(contentWidth == layoutCase.container.size.width)
            for (section, geometry) in ltr.sections.enumerated() {
                for item in 0..<geometry.itemCount {
                    let solved = ltr.contentFrame(ofItem: item, inSection: geometry.index)!
                    let expected = Rect(
                        x: contentWidth - (solved.minX + solved.width), y: solved.minY, width: solved.width,
                        height: solved.height)
                    let reported = rtl.cell(section: section, item: item)?.frame
                    guard reported == expected else {
                        fail(
                            "section \(section) item \(item): RTL \(String(describing: reported)), LTR \(solved),"
                                + " expected \(expected)")
                        return
                    }
                }
            }
            // Checked: there were cells to mirror.
            if ltr.sections.contains(where: { $0.itemCount > 0 }) { cases.checked += 1 }
        }
        // About 97% of cases have cells; at least 80% are required.
        cases.expectChecked(share: 0.8, of: count)
    }
}
