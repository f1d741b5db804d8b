/// The look of a list section, which decides its metrics (L-2).
public enum ListAppearance: Int, Hashable, Sendable, CaseIterable {
    /// Rows across the whole width, as in a plain table view.
    case plain = 0
    /// Full-width rows in separated sections, as in a grouped table view.
    case grouped
    /// Sections inset from the sides by the layout margins, as in Settings.
    case insetGrouped
    /// The navigation list of a split view's primary column.
    case sidebar
    /// A sidebar without the sidebar's inset, rounded rows.
    case sidebarPlain
}

/// Where a list section's header comes from (L-3, L-4).
public enum ListHeaderMode: Hashable, Sendable {
    /// No header.
    case none
    /// A self-sizing section header supplementary at (section, 0).
    case supplementary
    /// Item 0 is styled as the header; no supplementary is added.
    case firstItemInSection
}

/// What makes a section a list section: the parts of its list configuration that decide
/// geometry. Everything else about a list section is an ordinary section description.
public struct ListStyle: Hashable, Sendable {
    /// The list's appearance.
    public var appearance: ListAppearance
    /// Where the header comes from.
    public var headerMode: ListHeaderMode
    /// Whether the section has a self-sizing footer supplementary.
    public var hasFooter: Bool
    /// The space above a supplementary header; `nil` is the appearance's automatic padding.
    public var headerTopPadding: Double?

    /// Creates a list style.
    public init(
        appearance: ListAppearance, headerMode: ListHeaderMode = .none, hasFooter: Bool = false,
        headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.hasFooter = hasFooter
        self.headerTopPadding = headerTopPadding
    }

    /// The appearance's metrics.
    public var metrics: ListMetrics { ListMetrics.of(appearance) }

    /// The space between the previous section (or the start of the content, for the first
    /// section) and this one along the main axis. It lies outside the section's frame.
    ///
    /// A section with a supplementary header has `headerTopPadding` above it, or the
    /// appearance's automatic padding; any other section has the appearance's section
    /// spacing. The first section of a layout uses the "first" entries of the table.
    public func spaceBefore(isFirstSection: Bool) -> Double {
        let metrics = self.metrics
        if headerMode == .supplementary {
            if let headerTopPadding { return headerTopPadding }
            return isFirstSection ? metrics.automaticHeaderTopPaddingFirst : metrics.automaticHeaderTopPadding
        }
        return isFirstSection ? metrics.spaceBeforeFirstSection : metrics.spaceBeforeSection
    }
}
