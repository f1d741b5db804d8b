import Testing

@testable import LayoutCore

// ListStyle.spaceBefore(isFirstSection:) (lists.md L-2, L-8). The expectations are read off the
// per-appearance table in ListMetrics.swift and the rule in spaceBefore's doc comment: a
// `.supplementary` header has `headerTopPadding` above it (explicit value, else the
// appearance's automatic padding, "first" entry for the first section); any other section has
// the appearance's section spacing ("first" entry for the first section).

/// One appearance's four numbers from the metrics table, typed in by hand.
struct ListSpaceRow: Sendable, CustomTestStringConvertible {
    let appearance: ListAppearance
    /// `spaceBeforeFirstSection`
    let firstWithoutHeader: Double
    /// `spaceBeforeSection`
    let otherWithoutHeader: Double
    /// `automaticHeaderTopPaddingFirst`
    let firstWithHeader: Double
    /// `automaticHeaderTopPadding`
    let otherWithHeader: Double

    var testDescription: String { "\(appearance)" }

    static let table: [ListSpaceRow] = [
        // plain: sections follow each other directly; 22 above every supplementary header.
        ListSpaceRow(appearance: .plain, firstWithoutHeader: 0, otherWithoutHeader: 0, firstWithHeader: 22, otherWithHeader: 22),
        // grouped: 35 between sections and before the first; a first header starts at 0.
        ListSpaceRow(appearance: .grouped, firstWithoutHeader: 35, otherWithoutHeader: 35, firstWithHeader: 0, otherWithHeader: 35),
        // insetGrouped: as grouped (OB-11: the first header at y 0).
        ListSpaceRow(
            appearance: .insetGrouped, firstWithoutHeader: 35, otherWithoutHeader: 35, firstWithHeader: 0, otherWithHeader: 35),
        // sidebars: no space anywhere.
        ListSpaceRow(appearance: .sidebar, firstWithoutHeader: 0, otherWithoutHeader: 0, firstWithHeader: 0, otherWithHeader: 0),
        ListSpaceRow(
            appearance: .sidebarPlain, firstWithoutHeader: 0, otherWithoutHeader: 0, firstWithHeader: 0, otherWithHeader: 0),
    ]
}

@Suite("Lists: ListStyle.spaceBefore per appearance and header mode")
struct ListStyleTests {
    @Test("The hand-typed table covers every appearance once")
    func tableCoversEveryAppearance() {
        #expect(ListSpaceRow.table.map(\.appearance) == ListAppearance.allCases)
    }

    @Test("Without a header: the section spacing, the 'first' entry for the first section", arguments: ListSpaceRow.table)
    func noHeader(row: ListSpaceRow) {
        let style = ListStyle(appearance: row.appearance, headerMode: .none)
        #expect(style.spaceBefore(isFirstSection: true) == row.firstWithoutHeader)
        #expect(style.spaceBefore(isFirstSection: false) == row.otherWithoutHeader)
    }

    @Test("A header styled from item 0 counts as no header", arguments: ListSpaceRow.table)
    func firstItemInSection(row: ListSpaceRow) {
        let style = ListStyle(appearance: row.appearance, headerMode: .firstItemInSection)
        #expect(style.spaceBefore(isFirstSection: true) == row.firstWithoutHeader)
        #expect(style.spaceBefore(isFirstSection: false) == row.otherWithoutHeader)
    }

    @Test("A supplementary header with automatic padding: the automatic padding, first or not", arguments: ListSpaceRow.table)
    func supplementaryAutomatic(row: ListSpaceRow) {
        let style = ListStyle(appearance: row.appearance, headerMode: .supplementary)
        #expect(style.spaceBefore(isFirstSection: true) == row.firstWithHeader)
        #expect(style.spaceBefore(isFirstSection: false) == row.otherWithHeader)
    }

    @Test("A footer changes nothing above the section", arguments: ListSpaceRow.table)
    func footerOnly(row: ListSpaceRow) {
        let none = ListStyle(appearance: row.appearance, headerMode: .none, hasFooter: true)
        #expect(none.spaceBefore(isFirstSection: true) == row.firstWithoutHeader)
        #expect(none.spaceBefore(isFirstSection: false) == row.otherWithoutHeader)
        let header = ListStyle(appearance: row.appearance, headerMode: .supplementary, hasFooter: true)
        #expect(header.spaceBefore(isFirstSection: true) == row.firstWithHeader)
        #expect(header.spaceBefore(isFirstSection: false) == row.otherWithHeader)
    }

    @Test("An explicit headerTopPadding replaces the automatic one above every supplementary header, the first included",
        arguments: ListSpaceRow.table)
    func explicitPadding(row: ListSpaceRow) {
        let ten = ListStyle(appearance: row.appearance, headerMode: .supplementary, headerTopPadding: 10)
        #expect(ten.spaceBefore(isFirstSection: true) == 10)
        #expect(ten.spaceBefore(isFirstSection: false) == 10)
        // 0 is a value, not "automatic": plain's 22 disappears too.
        let zero = ListStyle(appearance: row.appearance, headerMode: .supplementary, headerTopPadding: 0)
        #expect(zero.spaceBefore(isFirstSection: true) == 0)
        #expect(zero.spaceBefore(isFirstSection: false) == 0)
    }

    @Test("An explicit headerTopPadding without a supplementary header is ignored", arguments: ListSpaceRow.table)
    func explicitPaddingWithoutSupplementaryHeader(row: ListSpaceRow) {
        for mode in [ListHeaderMode.none, .firstItemInSection] {
            let style = ListStyle(appearance: row.appearance, headerMode: mode, headerTopPadding: 10)
            #expect(style.spaceBefore(isFirstSection: true) == row.firstWithoutHeader)
            #expect(style.spaceBefore(isFirstSection: false) == row.otherWithoutHeader)
        }
    }

    @Test("Every appearance estimates rows, headers and footers at 44", arguments: ListAppearance.allCases)
    func estimates(appearance: ListAppearance) {
        let metrics = ListMetrics.of(appearance)
        #expect(metrics.rowEstimate == 44)
        #expect(metrics.headerEstimate == 44)
        #expect(metrics.footerEstimate == 44)
    }

    @Test("Inset grouped and sidebar follow the layout margins; the others span the width")
    func followsLayoutMargins() {
        let following = ListAppearance.allCases.filter { ListMetrics.of($0).followsLayoutMargins }
        #expect(following == [.insetGrouped, .sidebar])
    }
}
