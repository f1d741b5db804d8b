// The presets of list content. Public material documents what each is for, not its values;
// UIKit's fonts, colors and metrics come from the list's style and the traits at display.
// What is set here, by preset (chosen, following the system's text styles as apps see them):
//
// | preset                                   | text                 | secondary text              | side by side |
// |------------------------------------------|----------------------|-----------------------------|--------------|
// | cell, sidebarCell, accompaniedSidebarCell | body, label          | subheadline, secondaryLabel | no           |
// | subtitleCell and its sidebar variants    | body, label          | subheadline, secondaryLabel | no           |
// | valueCell                                | body, label          | body, secondaryLabel        | yes          |
// | header, plainHeader, sidebarHeader       | headline, label      | subheadline, secondaryLabel | no           |
// | groupedHeader                            | footnote, secondaryLabel (upper case) | footnote, secondaryLabel | no |
// | prominentInsetGroupedHeader              | title3 bold, label   | subheadline, secondaryLabel | no           |
// | extraProminentInsetGroupedHeader         | title2 bold, label   | subheadline, secondaryLabel | no           |
// | footer, plainFooter, groupedFooter       | footnote, secondaryLabel | footnote, secondaryLabel | no           |
//
// Margins and paddings stay zero (see the type's discussion). iOS 18 renamed the style
// presets (`plainHeader()` → `header()`, `sidebarCell()` → `cell()`, …); both spellings
// exist here, without deprecation warnings, since nothing here targets an OS version.

extension UIListContentConfiguration {
    /// The content of a list cell.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .primary(.body), secondaryText: .secondary(.subheadline))
    }

    /// The content of a list cell with the secondary text below the text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .primary(.body), secondaryText: .secondary(.subheadline))
    }

    /// The content of a list cell with the secondary text (a value) beside the text.
    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .primary(.body), secondaryText: .secondary(.body), sideBySide: true)
    }

    /// The content of a list header (iOS 18, any list style).
    public static func header() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .primary(.headline), secondaryText: .secondary(.subheadline), isHeader: true)
    }

    /// The content of a list footer (iOS 18, any list style).
    public static func footer() -> UIListContentConfiguration {
        UIListContentConfiguration(text: .secondary(.footnote), secondaryText: .secondary(.footnote))
    }

    /// The content of a header in a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        header()
    }

    /// The content of a footer in a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        footer()
    }

    /// The content of a header in a grouped list.
    public static func groupedHeader() -> UIListContentConfiguration {
        var text = TextProperties.secondary(.footnote)
        text.transform = .uppercase
        return UIListContentConfiguration(text: text, secondaryText: .secondary(.footnote), isHeader: true)
    }

    /// The content of a footer in a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        footer()
    }

    /// The content of a prominent header in an inset grouped list.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 20, weight: .bold), color: .label),
            secondaryText: .secondary(.subheadline), isHeader: true)
    }

    /// The content of an extra prominent header in an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(
            text: TextProperties(font: .systemFont(ofSize: 22, weight: .bold), color: .label),
            secondaryText: .secondary(.subheadline), isHeader: true)
    }

    /// The content of a cell in a sidebar.
    public static func sidebarCell() -> UIListContentConfiguration {
        cell()
    }

    /// The content of a cell in a sidebar with the secondary text below the text.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        subtitleCell()
    }

    /// The content of a header in a sidebar.
    public static func sidebarHeader() -> UIListContentConfiguration {
        header()
    }

    /// The content of a cell in a sidebar that accompanies other content.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        cell()
    }

    /// The content of a cell in an accompanying sidebar with the secondary text below.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        subtitleCell()
    }
}

extension UIListContentConfiguration.TextProperties {
    /// Primary text: the style's font in the label color.
    fileprivate static func primary(_ style: UIFont.TextStyle) -> Self {
        Self(font: .preferredFont(forTextStyle: style), color: .label)
    }

    /// Secondary text: the style's font in the secondary label color.
    fileprivate static func secondary(_ style: UIFont.TextStyle) -> Self {
        Self(font: .preferredFont(forTextStyle: style), color: .secondaryLabel)
    }
}
