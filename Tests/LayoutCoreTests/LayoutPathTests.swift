import Testing

@testable import LayoutCore

@Suite("LayoutPath: the text of error paths")
struct LayoutPathTests {
    /// Every component, in a path where the engine or the facade builds it, with the text
    /// written by hand from the form errors have always shown.
    static let paths: [(LayoutPath, String)] = [
        (LayoutPath(.section(2), .group, .subitem(1), .property(.widthDimension)), "section 2 › group › subitems[1] › widthDimension"),
        (LayoutPath(.configuration, .property(.interSectionSpacing)), "configuration › interSectionSpacing"),
        (LayoutPath(.configuration, .boundarySupplementaryItem(1)), "configuration › boundarySupplementaryItems[1]"),
        (LayoutPath(.container, .property(.displayScale)), "container › displayScale"),
        (LayoutPath(.dataSource), "data source"),
        (LayoutPath(.traitCollection, .property(.displayScale)), "traitCollection › displayScale"),
        (LayoutPath(.element(.cell(section: 0, item: 3))), "cell (0, 3)"),
        (LayoutPath(.element(.supplementary(kind: "header", section: 1, item: 0))), "supplementary 'header' (1, 0)"),
        (LayoutPath(.section(0), .list, .property(.headerTopPadding)), "section 0 › list › headerTopPadding"),
        (
            LayoutPath(.section(0), .group, .subitem(0), .supplementaryItem(2), .property(.itemAnchor)),
            "section 0 › group › subitems[0] › supplementaryItems[2] › itemAnchor"
        ),
        (LayoutPath(.section(1), .decorationItem(0), .property(.contentInsets)), "section 1 › decorationItems[0] › contentInsets"),
        (LayoutPath(.section(0), .group, .property(.edgeSpacing), .property(.leading)), "section 0 › group › edgeSpacing › leading"),
        (LayoutPath(), ""),
    ]

    @Test("a path's text is its components joined by ' › '", arguments: paths)
    func text(path: LayoutPath, expected: String) {
        #expect(path.description == expected)
    }

    @Test("appending a component or a property adds one step at the end")
    func appending() {
        let group = LayoutPath(.section(4), .group)
        #expect(group.appending(.subitem(2)).appending(.count).components == [.section(4), .group, .subitem(2), .property(.count)])
        #expect(group.components == [.section(4), .group])
    }
}
