import LayoutTestSupport
import Testing

@testable import LayoutCore

// The engine's separator rules (spec observed.md OB-11, ListSeparators.swift): which rows
// show a separator by default, where an automatic separator starts, and the reported frame
// of a separator line. Every expectation is worked out by hand next to it.

@Suite("Lists: default separator visibility")
struct ListSeparatorVisibilityTests {
    @Test("Every row but the last has a bottom separator and no row has a top one", arguments: [
        ListAppearance.plain, .grouped, .insetGrouped,
    ])
    func bottomUnderAllButLast(_ appearance: ListAppearance) {
        let style = ListStyle(appearance: appearance)
        // Three rows: bottoms under 0 and 1 (item < 3 − 1), none under 2.
        #expect(style.showsSeparator(on: .bottom, item: 0, itemCount: 3))
        #expect(style.showsSeparator(on: .bottom, item: 1, itemCount: 3))
        #expect(!style.showsSeparator(on: .bottom, item: 2, itemCount: 3))
        for item in 0..<3 {
            #expect(!style.showsSeparator(on: .top, item: item, itemCount: 3))
        }
        // A single row is also the last one: 0 < 1 − 1 is false.
        #expect(!style.showsSeparator(on: .bottom, item: 0, itemCount: 1))
    }

    @Test("Sidebars show no separators", arguments: [ListAppearance.sidebar, .sidebarPlain])
    func sidebarsShowNone(_ appearance: ListAppearance) {
        let style = ListStyle(appearance: appearance)
        for item in 0..<3 {
            #expect(!style.showsSeparator(on: .bottom, item: item, itemCount: 3))
            #expect(!style.showsSeparator(on: .top, item: item, itemCount: 3))
        }
    }

    @Test("A row styled as the header (.firstItemInSection) shows none; the rows under it follow the rule")
    func headerRowShowsNone() {
        let style = ListStyle(appearance: .insetGrouped, headerMode: .firstItemInSection)
        #expect(!style.showsSeparator(on: .bottom, item: 0, itemCount: 3))
        #expect(!style.showsSeparator(on: .top, item: 0, itemCount: 3))
        // Item 1 is not the last of 3; item 2 is.
        #expect(style.showsSeparator(on: .bottom, item: 1, itemCount: 3))
        #expect(!style.showsSeparator(on: .bottom, item: 2, itemCount: 3))
        // A supplementary header does not take a row: item 0 keeps its separator.
        let supplementary = ListStyle(appearance: .insetGrouped, headerMode: .supplementary)
        #expect(supplementary.showsSeparator(on: .bottom, item: 0, itemCount: 3))
    }

    @Test("Rows that do not exist show none")
    func outOfRange() {
        let style = ListStyle(appearance: .plain)
        #expect(!style.showsSeparator(on: .bottom, item: -1, itemCount: 3))
        #expect(!style.showsSeparator(on: .bottom, item: 3, itemCount: 3))
        #expect(!style.showsSeparator(on: .bottom, item: 0, itemCount: 0))
    }
}

@Suite("Lists: automatic separator leading inset")
struct AutomaticSeparatorInsetTests {
    /// A container whose layout margins are the safe area plus `margin` at each side, as the
    /// facade builds it.
    private func host(width: Double, margin: Double, safeLeading: Double = 0) -> Container {
        container(
            width, 844, safeArea: insets(leading: safeLeading, trailing: safeLeading),
            layoutMargins: insets(leading: safeLeading + margin, trailing: safeLeading + margin))
    }

    @Test("Rows inset by the margins: the separator starts one margin inside the row (OB-11)", arguments: [
        ListAppearance.insetGrouped, .sidebar,
    ])
    func insetRows(_ appearance: ListAppearance) {
        let style = ListStyle(appearance: appearance)
        // 390-wide iPhone: margin 20, row at x 20 → inset 20 − 0 (no safe area) = 20.
        expectValue(style.automaticSeparatorLeadingInset(rowLeading: 20, in: host(width: 390, margin: 20)), 20)
        // Landscape, safe area 47: margins 47 + 20 = 67, row at x 67 → inset 67 − 47 = 20;
        // the safe area moves the row, not the line inside it.
        expectValue(
            style.automaticSeparatorLeadingInset(rowLeading: 67, in: host(width: 844, margin: 20, safeLeading: 47)), 20)
        // Margins smaller than the safe area (an app's odd setting): 0 − 10 → clamped to 0.
        let odd = container(390, 844, safeArea: insets(leading: 10), layoutMargins: insets(leading: 0))
        expectValue(style.automaticSeparatorLeadingInset(rowLeading: 0, in: odd), 0)
    }

    @Test("Full-width rows: the separator starts at the host's layout margin, safe area included", arguments: [
        ListAppearance.plain, .grouped, .sidebarPlain,
    ])
    func fullWidthRows(_ appearance: ListAppearance) {
        let style = ListStyle(appearance: appearance)
        // 375-wide iPhone: margin 16, row at x 0 → 16 − 0 = 16.
        expectValue(style.automaticSeparatorLeadingInset(rowLeading: 0, in: host(width: 375, margin: 16)), 16)
        // Landscape with safe area 47 on a 390 screen: 47 + 20 = 67, row at 0 → 67.
        expectValue(
            style.automaticSeparatorLeadingInset(rowLeading: 0, in: host(width: 844, margin: 20, safeLeading: 47)), 67)
        // A row moved in by section insets of 10: 16 − 10 = 6, so the line still starts at x 16.
        expectValue(style.automaticSeparatorLeadingInset(rowLeading: 10, in: host(width: 375, margin: 16)), 6)
        // A row moved in past the margin (30 > 16): 16 − 30 = −14 → 0.
        expectValue(style.automaticSeparatorLeadingInset(rowLeading: 30, in: host(width: 375, margin: 16)), 0)
    }
}

@Suite("Lists: separator frames")
struct ListSeparatorFrameTests {
    /// A solved one-row layout in a `width` × 844 container, to present separators with its
    /// pixel grid, direction and content width.
    private func solution(
        width: Double, scale: Double = 3, direction: LayoutDirection = .leftToRight
    ) throws -> LayoutSolution {
        try solveSection(
            vGroup(.fractionalWidth(1), .absolute(44), [item(.fractionalWidth(1), .fractionalHeight(1))]), items: 1,
            in: container(width, 844, scale: scale, direction: direction))
    }

    @Test("OB-11 row at (20, 35, 350, 44), inset 20 on a 3× screen: a one-pixel line at the row's bottom")
    func insetGroupedBottom() throws {
        let solution = try solution(width: 390)
        let row = Rect(x: 20, y: 35, width: 350, height: 44)
        // x 20 + 20 = 40, to 370 − 0: width 330; y 35 + 44 − 1/3 (237 − 1 = 236 px) = 236/3.
        expectFrame(
            solution.listSeparatorFrame(on: .bottom, ofRow: row, leadingInset: 20, trailingInset: 0),
            40, 236.0 / 3, 330, 1.0 / 3)
        // The top line lies along the row's top inside it: y 35.
        expectFrame(
            solution.listSeparatorFrame(on: .top, ofRow: row, leadingInset: 20, trailingInset: 0), 40, 35, 330, 1.0 / 3)
    }

    @Test("Thickness is one device pixel: ½ pt at 2×, 1 pt at 1× and without a pixel grid")
    func thickness() throws {
        let row = Rect(x: 0, y: 0, width: 375, height: 44)
        // 2×: y 44 − 0.5 = 43.5, x 16, width 375 − 16 = 359.
        expectFrame(
            try solution(width: 375, scale: 2).listSeparatorFrame(on: .bottom, ofRow: row, leadingInset: 16, trailingInset: 0),
            16, 43.5, 359, 0.5)
        // 1×: y 44 − 1 = 43.
        expectFrame(
            try solution(width: 375, scale: 1).listSeparatorFrame(on: .bottom, ofRow: row, leadingInset: 16, trailingInset: 0),
            16, 43, 359, 1)
        // No grid (scale 0): one point, y 43.
        expectFrame(
            try solution(width: 375, scale: 0).listSeparatorFrame(on: .bottom, ofRow: row, leadingInset: 16, trailingInset: 0),
            16, 43, 359, 1)
    }

    @Test("Explicit insets on both sides shorten the line")
    func explicitInsets() throws {
        let row = Rect(x: 20, y: 35, width: 350, height: 44)
        // Leading 60, trailing 10: x 20 + 60 = 80, end 370 − 10 = 360, width 280.
        expectFrame(
            try solution(width: 390).listSeparatorFrame(on: .top, ofRow: row, leadingInset: 60, trailingInset: 10),
            80, 35, 280, 1.0 / 3)
    }

    @Test("Negative insets count as 0")
    func negativeInsets() throws {
        let row = Rect(x: 20, y: 35, width: 350, height: 44)
        // max(0, −8) = 0 and max(0, −5) = 0: the line spans the row, x 20, width 350.
        expectFrame(
            try solution(width: 390).listSeparatorFrame(on: .top, ofRow: row, leadingInset: -8, trailingInset: -5),
            20, 35, 350, 1.0 / 3)
    }

    @Test("NaN insets count as 0")
    func nanInsets() throws {
        let row = Rect(x: 20, y: 35, width: 350, height: 44)
        // Both NaN → 0: the line spans the row, x 20, width 350.
        expectFrame(
            try solution(width: 390).listSeparatorFrame(on: .top, ofRow: row, leadingInset: .nan, trailingInset: .nan),
            20, 35, 350, 1.0 / 3)
    }

    @Test("Insets wider than the row leave a zero-length line at the leading inset, never past the row's end")
    func insetsWiderThanTheRow() throws {
        let solution = try solution(width: 390)
        let row = Rect(x: 20, y: 35, width: 350, height: 44)
        // Leading 300, trailing 100 (400 > 350): start 20 + 300 = 320, end max(320, 370 − 100 = 270)
        // = 320: zero length at 320.
        expectFrame(
            solution.listSeparatorFrame(on: .top, ofRow: row, leadingInset: 300, trailingInset: 100), 320, 35, 0, 1.0 / 3)
        // Leading 500 alone: start min(20 + 500, 370) = 370, the row's end; length 0.
        expectFrame(
            solution.listSeparatorFrame(on: .top, ofRow: row, leadingInset: 500, trailingInset: 0), 370, 35, 0, 1.0 / 3)
        // Trailing 500 alone: start 20, end max(20, 370 − 500) = 20; length 0.
        expectFrame(
            solution.listSeparatorFrame(on: .top, ofRow: row, leadingInset: 0, trailingInset: 500), 20, 35, 0, 1.0 / 3)
    }

    @Test("Right-to-left: the leading inset is measured from the row's right edge")
    func rightToLeft() throws {
        let solution = try solution(width: 375, direction: .rightToLeft)
        // Full-width row, leading 16: in content space x 16 … 375; mirrored x = 375 − 375 = 0,
        // width 359, so the gap is on the right.
        let row = Rect(x: 0, y: 0, width: 375, height: 44)
        expectFrame(
            solution.listSeparatorFrame(on: .bottom, ofRow: row, leadingInset: 16, trailingInset: 0),
            0, 44 - 1.0 / 3, 359, 1.0 / 3)
        // Leading 60, trailing 10: content 60 … 365, mirrored x = 375 − 365 = 10, width 305.
        expectFrame(
            solution.listSeparatorFrame(on: .bottom, ofRow: row, leadingInset: 60, trailingInset: 10),
            10, 44 - 1.0 / 3, 305, 1.0 / 3)
        // A reported row (30, 0, 300, 44) off-centre: its right edge is 330; leading 20 ends
        // the line at 330 − 20 = 310, so x 30, width 280.
        expectFrame(
            solution.listSeparatorFrame(
                on: .bottom, ofRow: Rect(x: 30, y: 0, width: 300, height: 44), leadingInset: 20, trailingInset: 0),
            30, 44 - 1.0 / 3, 280, 1.0 / 3)
    }

    @Test("Origin and length are floored to whole pixels, as a cell's are")
    func pixelFloor() throws {
        let row = Rect(x: 0, y: 0, width: 375, height: 44)
        // Leading 10.5 at 3×: x 31.5 px → 31 px = 31/3; width 364.5 → 1093.5 px → 1093/3.
        expectFrame(
            try solution(width: 375).listSeparatorFrame(on: .top, ofRow: row, leadingInset: 10.5, trailingInset: 0),
            31.0 / 3, 0, 1093.0 / 3, 1.0 / 3)
    }
}
