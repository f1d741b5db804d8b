/// Where a list row draws its top and bottom separators, how far they are inset and in which
/// colors. UIKit draws separators in the cell; `UICollectionViewCompositionalLayout`'s
/// `listSeparators(forItemAt:)` reports the resulting lines for renderers.
public struct UIListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator is shown.
    public enum Visibility: Int, Hashable, Sendable {
        /// The list's default for the row (see `listSeparators(forItemAt:)`).
        case automatic = 0
        /// Shown.
        case visible
        /// Not shown.
        case hidden
    }

    /// The insets value that stands for "the list's default inset" on each edge.
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// Whether the row shows a separator along its top edge.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the row shows a separator along its bottom edge.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's insets; only `leading` and `trailing` apply.
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The bottom separator's insets; only `leading` and `trailing` apply.
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' color.
    public var color: UIColor = .separator
    /// The separators' color while the list is in multiple selection.
    public var multipleSelectionColor: UIColor = .separator
    /// The visual effect UIKit draws the separators with (a vibrancy, typically); `nil` for
    /// none. Stored only.
    public var visualEffect: UIVisualEffect?

    /// The default separators of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}
}
