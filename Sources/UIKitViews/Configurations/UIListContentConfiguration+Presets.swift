// The presets of list content, with UIKit's values for an iPhone (iOS 15 to 18): where each
// value comes from is in Docs/DECISIONS.md ("List content presets"). Fonts are Dynamic Type
// fonts at the app's text size (Large); a content view showing them follows its own traits.
//
// | preset                         | text                      | secondary text            | margins t, l, b, tr | i→t | v | side | min 44 |
// |--------------------------------|---------------------------|---------------------------|---------------------|-----|---|------|--------|
// | cell                           | body, label               | caption 1, label          | 11, 16, 11, 8       | 16  | 3 | no   | yes    |
// | subtitleCell                   | body, label               | caption 1, label          | 4, 16, 4, 8         | 16  | 0 | no   | yes    |
// | valueCell                      | body, label               | body, secondary label     | 11, 16, 11, 8       | 16  | 3 | yes  | yes    |
// | sidebarCell, accompanied…      | body, label, one line     | footnote, secondary label | 11, 8, 11, 8        | 10  | 3 | no   | yes    |
// | sidebarSubtitleCell, accomp…   | body, label, one line     | footnote, secondary label | 4, 8, 4, 8          | 10  | 0 | no   | yes    |
// | sidebarHeader                  | title 3 semibold, label   | footnote, secondary label | 11, 8, 11, 8        | 10  | 3 | no   | yes    |
// | plainHeader, header            | subheadline semibold, sec.| the same                  | 4, 8, 4, 8          | 16  | 3 | no   | no     |
// | plainFooter, footer            | subheadline semibold, sec.| the same                  | 4, 8, 4, 8          | 16  | 3 | no   | no     |
// | groupedHeader                  | footnote, sec., UPPERCASE | footnote, secondary label | 17, 8, 6, 8         | 16  | 3 | no   | no     |
// | groupedFooter                  | footnote, secondary label | the same                  | 6, 8, 12, 8         | 16  | 3 | no   | no     |
// | prominentInsetGroupedHeader    | title 3 semibold, label   | subheadline, sec. label   | 8, 3, 11, 3 (own)   | 16  | 3 | no   | no     |
// | extraProminentInsetGroupedHdr  | title 2 bold, label       | subheadline, sec. label   | 9, 3, 10, 3 (own)   | 16  | 3 | no   | no     |
//
// Every preset keeps 8 points between texts side by side and preserves the superview's
// horizontal margins, except the inset-grouped headers ("own": no axis preserved). iOS 18
// renamed the style presets (`plainHeader()` → `header()`, `sidebarCell()` → `cell()`, …);
// both spellings exist here, without deprecation warnings, since nothing here targets an OS
// version.

extension UIListContentConfiguration {
    /// The content of a list cell.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: .style(.body), secondaryText: .style(.caption1), margins: .cell, enforcesMinimumHeight: true)
    }

    /// The content of a list cell with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: .style(.body), secondaryText: .style(.caption1), margins: .subtitleCell, verticalPadding: 0,
            enforcesMinimumHeight: true)
    }

    /// The content of a list cell with the secondary text (a value) beside the text.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: .style(.body), secondaryText: .style(.body, color: .secondaryLabel), margins: .cell, sideBySide: true,
            enforcesMinimumHeight: true)
    }

    /// The content of a list header (iOS 18, any list style): a plain list's header.
    public static func header() -> UIListContentConfiguration {
        plainHeader()
    }

    /// The content of a list footer (iOS 18, any list style): a plain list's footer.
    public static func footer() -> UIListContentConfiguration {
        plainFooter()
    }

    /// The content of a header in a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        let text = TextProperties.style(.subheadline, weight: .emphasized, color: .secondaryLabel)
        return UIListContentConfiguration(text: text, secondaryText: text, margins: .plainHeaderFooter, isHeader: true)
    }

    /// The content of a footer in a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        let text = TextProperties.style(.subheadline, weight: .emphasized, color: .secondaryLabel)
        return UIListContentConfiguration(text: text, secondaryText: text, margins: .plainHeaderFooter)
    }

    /// The content of a header in a grouped list.
    public static func groupedHeader() -> UIListContentConfiguration {
        let secondary = TextProperties.style(.footnote, color: .secondaryLabel)
        var text = secondary
        text.transform = .uppercase
        return UIListContentConfiguration(text: text, secondaryText: secondary, margins: .groupedHeader, isHeader: true)
    }

    /// The content of a footer in a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        let text = TextProperties.style(.footnote, color: .secondaryLabel)
        return UIListContentConfiguration(text: text, secondaryText: text, margins: .groupedFooter)
    }

    /// The content of a prominent header in an inset grouped list.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: .style(.title3, weight: .emphasized), secondaryText: .style(.subheadline, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 8, leading: 3, bottom: 11, trailing: 3),
            axesPreservingSuperviewLayoutMargins: [], isHeader: true)
    }

    /// The content of an extra prominent header in an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: .style(.title2, weight: .emphasized), secondaryText: .style(.subheadline, color: .secondaryLabel),
            margins: NSDirectionalEdgeInsets(top: 9, leading: 3, bottom: 10, trailing: 3),
            axesPreservingSuperviewLayoutMargins: [], isHeader: true)
    }

    /// The content of a cell in a sidebar.
    public static func sidebarCell() -> UIListContentConfiguration {
        sidebar(margins: .sidebarCell, verticalPadding: 3)
    }

    /// The content of a cell in a sidebar with the secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        sidebar(margins: .sidebarSubtitleCell, verticalPadding: 0)
    }

    /// The content of a header in a sidebar.
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = sidebar(margins: .sidebarCell, verticalPadding: 3)
        configuration.textProperties.font = .preferredFont(
            forTextStyle: .title3, weight: DynamicTypeSizes.emphasizedWeight(of: .title3), compatibleWith: nil)
        configuration.isHeader = true
        return configuration
    }

    /// The content of a cell in a sidebar that accompanies other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        sidebarCell()
    }

    /// The content of a cell in an accompanying sidebar with the secondary text below.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        sidebarSubtitleCell()
    }

    /// A sidebar preset: body text on one line (shrinking to 90 % and tightening before it is
    /// cut), footnote secondary text, 10 points from the image.
    private static func sidebar(margins: NSDirectionalEdgeInsets, verticalPadding: CGFloat) -> UIListContentConfiguration {
        var text = TextProperties.style(.body)
        text.numberOfLines = 1
        text.minimumScaleFactor = 0.9
        text.allowsDefaultTighteningForTruncation = true
        var secondary = TextProperties.style(.footnote, color: .secondaryLabel)
        secondary.numberOfLines = 1
        secondary.minimumScaleFactor = 0.9
        secondary.allowsDefaultTighteningForTruncation = true
        return UIListContentConfiguration(
            text: text, secondaryText: secondary, margins: margins, imageToTextPadding: 10,
            verticalPadding: verticalPadding, enforcesMinimumHeight: true, usesSidebarMetrics: true)
    }
}

extension NSDirectionalEdgeInsets {
    /// A cell's: half a line of body text (20.29 points at Large, rounded up) above and below,
    /// 16 leading, 8 trailing.
    fileprivate static let cell = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8)
    /// A subtitle cell's: 4 above and below.
    fileprivate static let subtitleCell = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 8)
    /// A sidebar cell's: 8 leading.
    fileprivate static let sidebarCell = NSDirectionalEdgeInsets(top: 11, leading: 8, bottom: 11, trailing: 8)
    /// A sidebar subtitle cell's.
    fileprivate static let sidebarSubtitleCell = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    /// A plain list's headers and footers.
    fileprivate static let plainHeaderFooter = NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
    /// A grouped list's headers.
    fileprivate static let groupedHeader = NSDirectionalEdgeInsets(top: 17, leading: 8, bottom: 6, trailing: 8)
    /// A grouped list's footers.
    fileprivate static let groupedFooter = NSDirectionalEdgeInsets(top: 6, leading: 8, bottom: 12, trailing: 8)
}

extension UIListContentConfiguration.TextProperties {
    /// How a preset's text is weighted: its style's own weight, or its emphasized one.
    fileprivate enum Emphasis {
        case regular
        case emphasized
    }

    /// Text in `style`'s Dynamic Type font (emphasized when asked) and `color`.
    fileprivate static func style(_ style: UIFont.TextStyle, weight: Emphasis = .regular, color: UIColor = .label) -> Self {
        let weight = weight == .emphasized ? DynamicTypeSizes.emphasizedWeight(of: style) : nil
        return Self(font: .preferredFont(forTextStyle: style, weight: weight, compatibleWith: nil), color: color)
    }
}
