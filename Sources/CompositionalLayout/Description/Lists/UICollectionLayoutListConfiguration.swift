internal import LayoutCore

/// How a list section looks and behaves: its appearance, headers and footers, separators,
/// background and swipe actions. Pass it to `UICollectionViewCompositionalLayout.list(using:)`
/// or `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
///
/// Geometry follows the appearance's metrics (rows of estimated height 44 that size
/// themselves, headers and footers that size themselves, the appearance's spacing); colors
/// and swipe actions are stored for the app and renderers and never change a frame.
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable {
        /// Rows across the whole width, as in a plain table view.
        case plain = 0
        /// Full-width rows in separated sections, as in a grouped table view.
        case grouped
        /// Separated sections inset from the sides by the layout margins, as in Settings.
        case insetGrouped
        /// The navigation list of a split view's primary column.
        case sidebar
        /// A sidebar whose rows span the width.
        case sidebarPlain
    }

    /// Where a list section's header comes from.
    public enum HeaderMode: Int, Hashable, Sendable {
        /// No header.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader` at
        /// (section, 0), sized by its content.
        case supplementary
        /// The section's first item is styled as its header; no supplementary is added.
        case firstItemInSection
    }

    /// Whether a list section has a footer.
    public enum FooterMode: Int, Hashable, Sendable {
        /// No footer.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter` at
        /// (section, 0), sized by its content.
        case supplementary
    }

    /// Which elements of a list size to their content instead of spanning its width.
    public struct ContentHuggingElements: OptionSet, Hashable, Sendable {
        /// The bit mask.
        public let rawValue: Int

        /// Creates a set from its bit mask.
        public init(rawValue: Int) {
            self.rawValue = rawValue
        }

        /// Supplementary headers take the width of their content, up to the list's width.
        public static let supplementaryHeader = ContentHuggingElements(rawValue: 1 << 0)
    }

    /// Returns the swipe actions of the row at an index path, or `nil` for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// Returns the separator configuration of the row at an index path, given the list's
    /// configuration for it.
    public typealias ItemSeparatorHandler =
        @MainActor (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The list's appearance.
    public let appearance: Appearance
    /// Whether rows show separators; when `false`, `separatorConfiguration` and
    /// `itemSeparatorHandler` have no effect.
    public var showsSeparators = true
    /// The separators every row starts from.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts the separators of individual rows; `nil` keeps `separatorConfiguration`.
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background; `nil` is the appearance's system background. Stored only.
    public var backgroundColor: UIColor?
    /// Where section headers come from.
    public var headerMode: HeaderMode = .none
    /// Whether sections have footers.
    public var footerMode: FooterMode = .none
    /// The space above each supplementary section header; `nil` is the appearance's
    /// automatic padding. Must be a finite number ≥ 0 (the layout reports an error otherwise).
    public var headerTopPadding: CGFloat?
    /// The elements that hug their content; none by default, as on iOS (UIKit defaults to
    /// `.supplementaryHeader` on visionOS only). Stored only: headers keep the list's width.
    public var contentHuggingElements: ContentHuggingElements = []
    /// The actions shown when a row is swiped from its leading edge. Stored only.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions shown when a row is swiped from its trailing edge. Stored only.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance` with UIKit's defaults: separators shown, no header or
    /// footer, automatic header padding.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension ListAppearance {
    /// The engine's appearance for a list appearance.
    init(_ appearance: UICollectionLayoutListConfiguration.Appearance) {
        switch appearance {
        case .plain: self = .plain
        case .grouped: self = .grouped
        case .insetGrouped: self = .insetGrouped
        case .sidebar: self = .sidebar
        case .sidebarPlain: self = .sidebarPlain
        }
    }
}

extension ListHeaderMode {
    /// The engine's header mode for a list's.
    init(_ mode: UICollectionLayoutListConfiguration.HeaderMode) {
        switch mode {
        case .none: self = .none
        case .supplementary: self = .supplementary
        case .firstItemInSection: self = .firstItemInSection
        }
    }
}
