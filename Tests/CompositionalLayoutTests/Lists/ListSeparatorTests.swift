import CompositionalLayout
import LayoutTestSupport
import Testing

/// `listSeparators(forItemAt:)`: the separator lines of list rows, reported as data (UIKit
/// draws them inside cells). Expected frames are worked out by hand from the rules in
/// ListSeparators.swift and the metrics table: rows measured at 44; `.plain`, `.sidebar` and
/// `.sidebarPlain` start their first section at y 0, `.grouped`/`.insetGrouped` at y 35; the
/// default margin is 16 on screens narrower than 390 points in portrait and 20 from 390.
@MainActor
@Suite("Lists: separators as data")
struct ListSeparatorTests {
    /// A list host: rows measured at 44, on a `screen`-sized screen (the host's own size when
    /// `nil`), with `safeArea` and the reading direction applied before the last layout pass.
    @MainActor
    private struct ListHost {
        let host: SelfSizingHost
        let layout: UICollectionViewCompositionalLayout

        func separators(_ section: Int, _ item: Int) -> ListRowSeparators? {
            layout.listSeparators(forItemAt: IndexPath(item: item, section: section))
        }

        func frame(_ section: Int, _ item: Int) -> CGRect? { host.frame(section, item) }
    }

    private func listHost(
        _ configuration: UICollectionLayoutListConfiguration, itemCounts: [Int] = [3, 2], width: CGFloat = 390,
        height: CGFloat = 844, scale: CGFloat = 3, safeArea: UIEdgeInsets = .zero, rightToLeft: Bool = false
    ) -> ListHost {
        layoutHost(.list(using: configuration), itemCounts: itemCounts, width: width, height: height, scale: scale,
            safeArea: safeArea, rightToLeft: rightToLeft)
    }

    private func layoutHost(
        _ layout: UICollectionViewCompositionalLayout, itemCounts: [Int], width: CGFloat = 390, height: CGFloat = 844,
        scale: CGFloat = 3, safeArea: UIEdgeInsets = .zero, rightToLeft: Bool = false
    ) -> ListHost {
        let host = SelfSizingHost(layout, itemCounts: itemCounts, width: width, height: height, scale: scale) {
            CGSize(width: $0.size.width, height: 44)
        }
        host.collectionView.safeAreaInsets = safeArea
        if rightToLeft { host.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft }
        host.collectionView.layoutIfNeeded()
        return ListHost(host: host, layout: layout)
    }

    /// Expects `separator` to be shown with `frame` and the given insets.
    private func expectLine(
        _ separator: ListSeparator?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
        leading: CGFloat, trailing: CGFloat, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard let separator else {
            Issue.record("no separator", sourceLocation: sourceLocation)
            return
        }
        expectFrame(separator.frame, x, y, width, height, sourceLocation: sourceLocation)
        #expect(separator.leadingInset == leading, sourceLocation: sourceLocation)
        #expect(separator.trailingInset == trailing, sourceLocation: sourceLocation)
    }

    // MARK: - Defaults per appearance

    @Test("OB-11: .insetGrouped on a 390-wide 3× iPhone, a one-pixel bottom line under every row but the last")
    func insetGroupedObserved() throws {
        let list = listHost(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        // Margin 20: rows x 20, width 390 − 40 = 350. Section 0 starts 35 down (no header):
        // rows at y 35, 79, 123; it ends at 167, section 1 starts 35 later at 202: rows 202, 246.
        expectFrame(list.frame(0, 0), 20, 35, 350, 44)
        expectFrame(list.frame(1, 0), 20, 202, 350, 44)
        // Line from 20 + 20 = 40 to 370: width 330; y = row bottom − 1/3:
        // 35 + 44 − 1/3 = 236/3, 79 + 44 − 1/3 = 368/3, 202 + 44 − 1/3 = 737/3.
        let row0 = try #require(list.separators(0, 0))
        expectLine(row0.bottom, 40, 236.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        #expect(row0.top == nil)
        expectLine(list.separators(0, 1)?.bottom, 40, 368.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        expectLine(list.separators(1, 0)?.bottom, 40, 737.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        // The last row of each section has none, and no row has a top line.
        #expect(list.separators(0, 2) == ListRowSeparators(top: nil, bottom: nil))
        #expect(list.separators(1, 1) == ListRowSeparators(top: nil, bottom: nil))
        #expect(list.separators(0, 1)?.top == nil)
        #expect(list.separators(1, 0)?.top == nil)
        #expect(row0.bottom?.color == .separator)
    }

    @Test("OB-11 rows in landscape: rows move in by the safe area, the line stays one margin inside the row")
    func insetGroupedLandscape() {
        let list = listHost(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), width: 844, height: 390,
            safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Portrait width min(844, 390) = 390 → margin 20; rows x 47 + 20 = 67, width 844 − 134 = 710.
        expectFrame(list.frame(0, 0), 67, 35, 710, 44)
        // Automatic inset 67 − 47 = 20: x 87, width 710 − 20 = 690, y 35 + 44 − 1/3 = 236/3.
        expectLine(list.separators(0, 0)?.bottom, 87, 236.0 / 3, 690, 1.0 / 3, leading: 20, trailing: 0)
    }

    @Test(".plain on a 375-wide iPhone: full-width rows, lines from x 16 to 375")
    func plainOn375() {
        let list = listHost(UICollectionLayoutListConfiguration(appearance: .plain), width: 375, height: 812)
        // Rows (0, 0, 375, 44), (0, 44, …), (0, 88, …); section 1 follows at 132 (no space).
        expectFrame(list.frame(0, 0), 0, 0, 375, 44)
        // Margin 16 (375 < 390): x 16, width 375 − 16 = 359, y 44 − 1/3 = 131/3.
        expectLine(list.separators(0, 0)?.bottom, 16, 131.0 / 3, 359, 1.0 / 3, leading: 16, trailing: 0)
        // Row 1 at y 88 − 1/3 = 263/3; row 2 is the last: none; section 1 row 0 at 132 + 44 − 1/3 = 527/3.
        expectLine(list.separators(0, 1)?.bottom, 16, 263.0 / 3, 359, 1.0 / 3, leading: 16, trailing: 0)
        #expect(list.separators(0, 2)?.bottom == nil)
        expectLine(list.separators(1, 0)?.bottom, 16, 527.0 / 3, 359, 1.0 / 3, leading: 16, trailing: 0)
    }

    @Test(".plain in landscape with a 47-pt safe area: the line starts at 47 + 20 = 67")
    func plainLandscape() {
        let list = listHost(
            UICollectionLayoutListConfiguration(appearance: .plain), width: 844, height: 390,
            safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Full-width rows (0, 0, 844, 44); margin 20 (portrait width 390) from the safe area:
        // inset 67, width 844 − 67 = 777, y 44 − 1/3 = 131/3.
        expectFrame(list.frame(0, 0), 0, 0, 844, 44)
        expectLine(list.separators(0, 0)?.bottom, 67, 131.0 / 3, 777, 1.0 / 3, leading: 67, trailing: 0)
    }

    @Test(".grouped: full-width rows, the line from the margin")
    func grouped() {
        let list = listHost(UICollectionLayoutListConfiguration(appearance: .grouped))
        // Rows (0, 35, 390, 44); margin 20: x 20, width 370, y 35 + 44 − 1/3 = 236/3.
        expectFrame(list.frame(0, 0), 0, 35, 390, 44)
        expectLine(list.separators(0, 0)?.bottom, 20, 236.0 / 3, 370, 1.0 / 3, leading: 20, trailing: 0)
        #expect(list.separators(0, 2)?.bottom == nil)
    }

    @Test("Sidebars show no separators unless the configuration makes them visible", arguments: [
        UICollectionLayoutListConfiguration.Appearance.sidebar, .sidebarPlain,
    ])
    func sidebarsHideByDefault(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        let list = listHost(UICollectionLayoutListConfiguration(appearance: appearance))
        for (section, count) in [(0, 3), (1, 2)] {
            for item in 0..<count {
                #expect(list.separators(section, item) == ListRowSeparators(top: nil, bottom: nil))
            }
        }
    }

    @Test(".sidebar with visible separators: inset rows, lines one margin inside, under every row")
    func sidebarVisible() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        let list = listHost(configuration)
        // Rows x 20, width 350, from y 0 (no space before a sidebar): 0, 44, 88.
        expectFrame(list.frame(0, 2), 20, 88, 350, 44)
        // Inset 20 − 0 = 20: x 40, width 330. `.visible` also shows the last row's bottom line
        // (88 + 44 − 1/3 = 395/3) and the top lines (y = row top).
        expectLine(list.separators(0, 0)?.top, 40, 0, 330, 1.0 / 3, leading: 20, trailing: 0)
        expectLine(list.separators(0, 0)?.bottom, 40, 131.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        expectLine(list.separators(0, 2)?.top, 40, 88, 330, 1.0 / 3, leading: 20, trailing: 0)
        expectLine(list.separators(0, 2)?.bottom, 40, 395.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
    }

    @Test(".sidebarPlain with visible separators: full-width rows, lines from the margin")
    func sidebarPlainVisible() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebarPlain)
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        let list = listHost(configuration)
        // Rows (0, 0, 390, 44); inset 20 − 0 = 20: x 20, width 370; the top stays automatic: none.
        expectFrame(list.frame(0, 0), 0, 0, 390, 44)
        expectLine(list.separators(0, 0)?.bottom, 20, 131.0 / 3, 370, 1.0 / 3, leading: 20, trailing: 0)
        #expect(list.separators(0, 0)?.top == nil)
    }

    // MARK: - Switches

    @Test("showsSeparators = false hides every line, even .visible ones, and never asks the handler")
    func showsSeparatorsOff() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.showsSeparators = false
        configuration.separatorConfiguration.topSeparatorVisibility = .visible
        configuration.separatorConfiguration.bottomSeparatorVisibility = .visible
        var calls = 0
        configuration.itemSeparatorHandler = { _, separators in
            calls += 1
            return separators
        }
        let list = listHost(configuration)
        for item in 0..<3 {
            #expect(list.separators(0, item) == ListRowSeparators(top: nil, bottom: nil))
        }
        #expect(calls == 0)
    }

    @Test(".firstItemInSection: the header row shows no line; the rows under it do")
    func firstItemInSection() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .firstItemInSection
        let list = listHost(configuration, itemCounts: [3], width: 375, height: 812)
        #expect(list.separators(0, 0) == ListRowSeparators(top: nil, bottom: nil))
        // Row 1 at (0, 44, 375, 44): x 16, width 359, y 88 − 1/3 = 263/3. Row 2 is the last.
        expectLine(list.separators(0, 1)?.bottom, 16, 263.0 / 3, 359, 1.0 / 3, leading: 16, trailing: 0)
        #expect(list.separators(0, 2)?.bottom == nil)
    }

    // MARK: - itemSeparatorHandler and insets

    @Test("itemSeparatorHandler gets the index path and the list's configuration; its answer decides")
    func handler() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        configuration.separatorConfiguration.color = red
        let listSeparators = configuration.separatorConfiguration
        var asked: [(IndexPath, UIListSeparatorConfiguration)] = []
        configuration.itemSeparatorHandler = { indexPath, separators in
            asked.append((indexPath, separators))
            var changed = separators
            changed.topSeparatorVisibility = .visible
            changed.bottomSeparatorVisibility = .hidden
            changed.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10)
            return changed
        }
        let list = listHost(configuration)
        let row = list.separators(1, 0)
        #expect(asked.count == 1)
        #expect(asked.first?.0 == IndexPath(item: 0, section: 1))
        #expect(asked.first?.1 == listSeparators)
        // Row (20, 202, 350, 44): top line x 20 + 60 = 80, to 370 − 10 = 360: width 280, y 202.
        expectLine(row?.top, 80, 202, 280, 1.0 / 3, leading: 60, trailing: 10)
        #expect(row?.top?.color == red)
        // The bottom was automatic (shown, row 0 of 2) and is now hidden.
        #expect(row?.bottom == nil)
    }

    @Test("A configured color reaches the lines; the default is .separator")
    func color() {
        #expect(UIListSeparatorConfiguration(listAppearance: .plain).color == .separator)
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        configuration.separatorConfiguration.color = blue
        let list = listHost(configuration, width: 375, height: 812)
        #expect(list.separators(0, 0)?.bottom?.color == blue)
    }

    @Test("Default insets are automaticInsets, and setting automaticInsets keeps the automatic line")
    func automaticInsets() {
        for appearance in [UICollectionLayoutListConfiguration.Appearance.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain] {
            let defaults = UIListSeparatorConfiguration(listAppearance: appearance)
            #expect(defaults.topSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
            #expect(defaults.bottomSeparatorInsets == UIListSeparatorConfiguration.automaticInsets)
            #expect(defaults.topSeparatorVisibility == .automatic)
            #expect(defaults.bottomSeparatorVisibility == .automatic)
        }
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
        // As OB-11: x 40, width 330.
        expectLine(listHost(configuration).separators(0, 0)?.bottom, 40, 236.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        // Automatic only on the leading side: trailing 10 shortens the line to 370 − 10 = 360,
        // width 320.
        var mixed = UIListSeparatorConfiguration.automaticInsets
        mixed.trailing = 10
        configuration.separatorConfiguration.bottomSeparatorInsets = mixed
        expectLine(listHost(configuration).separators(0, 0)?.bottom, 40, 236.0 / 3, 320, 1.0 / 3, leading: 20, trailing: 10)
    }

    /// The bottom line of (0, 0) of a 390-wide `.insetGrouped` list, row (20, 35, 350, 44),
    /// with `leading` and `trailing` as bottom insets.
    private func insetGroupedBottom(leading: CGFloat, trailing: CGFloat) -> ListSeparator? {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: leading, bottom: 0, trailing: trailing)
        return listHost(configuration).separators(0, 0)?.bottom
    }

    @Test("NaN and infinite insets count as automatic")
    func nonFiniteInsets() {
        // Automatic: leading 20, trailing 0 → x 40, width 330.
        expectLine(insetGroupedBottom(leading: .nan, trailing: .infinity), 40, 236.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        expectLine(insetGroupedBottom(leading: .infinity, trailing: .nan), 40, 236.0 / 3, 330, 1.0 / 3, leading: 20, trailing: 0)
        expectLine(
            insetGroupedBottom(leading: -.infinity, trailing: -.infinity), 40, 236.0 / 3, 330, 1.0 / 3, leading: 20,
            trailing: 0)
    }

    @Test("Negative insets count as 0")
    func negativeInsets() {
        // max(0, −8) = 0, max(0, −5) = 0: the line spans the row, x 20, width 350.
        expectLine(insetGroupedBottom(leading: -8, trailing: -5), 20, 236.0 / 3, 350, 1.0 / 3, leading: 0, trailing: 0)
    }

    @Test("Insets wider than the row leave a zero-length line at the leading inset, clamped to the row's end")
    func insetsWiderThanTheRow() {
        // Row 350 wide at x 20. Leading 300 + trailing 100 = 400 > 350: the line starts at
        // 20 + 300 = 320 and cannot end before it; what is left on the trailing side is
        // 350 − 300 = 50, the inset reported.
        expectLine(insetGroupedBottom(leading: 300, trailing: 100), 320, 236.0 / 3, 0, 1.0 / 3, leading: 300, trailing: 50)
        // Leading 500 > 350: the start is clamped to the row's end, 370; the reported inset is
        // the row's width, 350, and nothing is left for the trailing side.
        expectLine(insetGroupedBottom(leading: 500, trailing: 0), 370, 236.0 / 3, 0, 1.0 / 3, leading: 350, trailing: 0)
    }

    // MARK: - Direction and scale

    @Test("Right-to-left: the leading inset is measured from the row's right edge")
    func rightToLeft() {
        let plain = listHost(UICollectionLayoutListConfiguration(appearance: .plain), width: 375, height: 812, rightToLeft: true)
        // Full-width row (0, 0, 375, 44); the 16-pt gap is on the right: x 0, width 359.
        expectLine(plain.separators(0, 0)?.bottom, 0, 131.0 / 3, 359, 1.0 / 3, leading: 16, trailing: 0)

        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.itemSeparatorHandler = { _, separators in
            var changed = separators
            changed.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 10)
            return changed
        }
        let explicit = listHost(configuration, width: 375, height: 812, rightToLeft: true)
        // 60 from the right edge, 10 from the left: x 10, to 375 − 60 = 315, width 305.
        expectLine(explicit.separators(0, 0)?.bottom, 10, 131.0 / 3, 305, 1.0 / 3, leading: 60, trailing: 10)
    }

    @Test("Right-to-left inset-grouped rows with the safe area on the right only")
    func rightToLeftInsetGrouped() {
        let list = listHost(
            UICollectionLayoutListConfiguration(appearance: .insetGrouped), width: 844, height: 390,
            safeArea: UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 47), rightToLeft: true)
        // Leading is the right: margins 47 + 20 = 67 there, 0 + 20 = 20 on the left. Row x 20,
        // width 844 − 20 − 67 = 757, right edge 777.
        expectFrame(list.frame(0, 0), 20, 35, 757, 44)
        // Inset 67 − 47 = 20 from the right edge: the line runs from 20 to 757, width 737.
        expectLine(list.separators(0, 0)?.bottom, 20, 236.0 / 3, 737, 1.0 / 3, leading: 20, trailing: 0)
    }

    @Test("At 2× the line is half a point thick")
    func scale2() {
        let list = listHost(UICollectionLayoutListConfiguration(appearance: .plain), width: 375, height: 812, scale: 2)
        // Row (0, 0, 375, 44): y 44 − 0.5 = 43.5, x 16, width 359.
        expectLine(list.separators(0, 0)?.bottom, 16, 43.5, 359, 0.5, leading: 16, trailing: 0)
    }

    // MARK: - Where there are no rows

    @Test("nil for sections that are not lists and for index paths that do not exist")
    func nilOutsideLists() {
        let layout = UICollectionViewCompositionalLayout { section, environment in
            section == 0
                ? .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
                : Fixtures.rows(height: 50)
        }
        let list = layoutHost(layout, itemCounts: [2, 2], width: 375, height: 812)
        // The list section: row 0 of 2 has a bottom line, x 16, width 359, y 44 − 1/3.
        expectLine(list.separators(0, 0)?.bottom, 16, 131.0 / 3, 359, 1.0 / 3, leading: 16, trailing: 0)
        // Section 1 is an ordinary section, even though its rows exist.
        #expect(list.frame(1, 0) != nil)
        #expect(list.separators(1, 0) == nil)
        // Item 2 of 2, section 2 of 2, a negative item.
        #expect(list.separators(0, 2) == nil)
        #expect(list.separators(2, 0) == nil)
        #expect(list.separators(0, -1) == nil)
    }

    @Test("nil before the layout has a collection view")
    func nilWithoutCollectionView() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        #expect(layout.listSeparators(forItemAt: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("A list separator defaults to the dynamic separator color")
    func separatorDefault() {
        let configuration = UIListSeparatorConfiguration(listAppearance: .insetGrouped)
        #expect(configuration.color == .separator && configuration.multipleSelectionColor == .separator)
        #expect(configuration.visualEffect == nil)
    }
}
