/// The numbers a list appearance lays out with (L-8): one row per appearance, each value with
/// where it comes from. UIKit documents none of them; "observed" values were read off UIKit's
/// output (spec observed.md OB-11), "convention" ones come from public material about table
/// views, and "chosen" ones are this project's picks where nothing public says more
/// (Docs/DECISIONS.md lists them all).
public struct ListMetrics: Hashable, Sendable {
    /// A row's height before it is measured. Measured rows take any height (no minimum).
    public var rowEstimate: Double
    /// A supplementary header's height before it is measured.
    public var headerEstimate: Double
    /// A supplementary footer's height before it is measured.
    public var footerEstimate: Double
    /// Whether rows, headers and footers are inset by the host's layout margins on both sides
    /// (so the inset grows with the safe area); otherwise they span the whole width.
    public var followsLayoutMargins: Bool
    /// The space above the first section of a layout when it has no supplementary header.
    public var spaceBeforeFirstSection: Double
    /// The space above any other section without a supplementary header.
    public var spaceBeforeSection: Double
    /// The automatic `headerTopPadding` of the first section's supplementary header.
    public var automaticHeaderTopPaddingFirst: Double
    /// The automatic `headerTopPadding` of any other section's supplementary header.
    public var automaticHeaderTopPadding: Double
    /// Whether rows show separators unless the app says otherwise.
    public var showsSeparators: Bool

    /// The metrics of `appearance`.
    public static func of(_ appearance: ListAppearance) -> ListMetrics {
        switch appearance {
        case .plain: return plain
        case .grouped: return grouped
        case .insetGrouped: return insetGrouped
        case .sidebar: return sidebar
        case .sidebarPlain: return sidebarPlain
        }
    }

    /// `.plain`: full-width rows, no space between sections.
    static let plain = ListMetrics(
        rowEstimate: 44,  // convention: UITableView's default row height
        headerEstimate: 44,  // chosen: any estimate is replaced by the measured height
        footerEstimate: 44,  // chosen: as the header
        followsLayoutMargins: false,  // convention: plain table rows span the width
        spaceBeforeFirstSection: 0,  // convention: a plain table starts with its first row
        spaceBeforeSection: 0,  // convention: plain sections follow each other directly
        automaticHeaderTopPaddingFirst: 22,  // convention: iOS 15 plain tables' header padding, commonly quoted as 22
        automaticHeaderTopPadding: 22,  // convention: as above, above every header
        showsSeparators: true)

    /// `.grouped`: full-width rows in sections 35 points apart.
    static let grouped = ListMetrics(
        rowEstimate: 44,  // convention: UITableView's default row height
        headerEstimate: 44,  // chosen
        footerEstimate: 44,  // chosen
        followsLayoutMargins: false,  // convention: grouped table rows span the width
        spaceBeforeFirstSection: 35,  // convention: a grouped table's empty header, ≈ 35
        spaceBeforeSection: 35,  // convention: as above, between sections
        automaticHeaderTopPaddingFirst: 0,  // observed for .insetGrouped (OB-11), taken for .grouped
        automaticHeaderTopPadding: 35,  // chosen: a header takes the place of the empty header's space
        showsSeparators: true)

    /// `.insetGrouped`: `.grouped` inset by the layout margins on both sides.
    static let insetGrouped = ListMetrics(
        rowEstimate: 44,  // convention: UITableView's default row height
        headerEstimate: 44,  // chosen
        footerEstimate: 44,  // chosen
        followsLayoutMargins: true,  // observed (OB-11): x = margin … width − margin
        spaceBeforeFirstSection: 35,  // convention: as .grouped
        spaceBeforeSection: 35,  // convention: as .grouped
        automaticHeaderTopPaddingFirst: 0,  // observed (OB-11): the first header starts at y 0
        automaticHeaderTopPadding: 35,  // chosen: as .grouped
        showsSeparators: true)

    /// `.sidebar`: rounded rows inset by the layout margins, no separators.
    static let sidebar = ListMetrics(
        rowEstimate: 44,  // chosen: the table-row convention
        headerEstimate: 44,  // chosen
        footerEstimate: 44,  // chosen
        followsLayoutMargins: true,  // chosen: sidebar rows are inset rounded shapes, like .insetGrouped
        spaceBeforeFirstSection: 0,  // chosen
        spaceBeforeSection: 0,  // chosen
        automaticHeaderTopPaddingFirst: 0,  // chosen
        automaticHeaderTopPadding: 0,  // chosen
        showsSeparators: false)  // chosen: sidebars draw none

    /// `.sidebarPlain`: full-width sidebar rows, no separators.
    static let sidebarPlain = ListMetrics(
        rowEstimate: 44,  // chosen: the table-row convention
        headerEstimate: 44,  // chosen
        footerEstimate: 44,  // chosen
        followsLayoutMargins: false,  // chosen: the "plain" variant spans the width
        spaceBeforeFirstSection: 0,  // chosen
        spaceBeforeSection: 0,  // chosen
        automaticHeaderTopPaddingFirst: 0,  // chosen
        automaticHeaderTopPadding: 0,  // chosen
        showsSeparators: false)  // chosen: sidebars draw none
}
