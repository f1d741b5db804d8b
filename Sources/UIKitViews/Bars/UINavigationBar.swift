/// The bar at the top of a navigation controller's view, showing the top item's title and
/// buttons. Nothing is drawn headless; the bar keeps its settings and its items, and takes its
/// place (and height) at the top of the navigation controller's safe area.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of a bar showing a standard title, in points.
    nonisolated public static let standardHeight: CGFloat = 44
    /// The height of a bar showing a large title, in points: the standard height and 52 for
    /// the large title.
    nonisolated public static let largeTitleHeight: CGFloat = 96

    /// Whether the bar shows large titles for items that allow them; `false` by default.
    open var prefersLargeTitles = false
    /// The bar's appearance at its standard height.
    open var standardAppearance = UINavigationBarAppearance()
    /// The bar's appearance when the content is scrolled to its edge; `nil` (the standard
    /// one) by default.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's appearance in a compact height; `nil` by default.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's background colour; `nil` by default. Stored only.
    open var barTintColor: UIColor?
    /// Whether the bar is translucent; `true` by default. Stored only.
    open var isTranslucent = true
    /// The bar's items, bottom first; a navigation controller keeps them in step with its
    /// stack.
    open var items: [UINavigationItem]?

    /// The item on top, whose title and buttons are shown.
    open var topItem: UINavigationItem? { items?.last }
    /// The item below the top one, the back button's destination.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }

    /// Replaces the items; nothing is animated headless.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        self.items = items
    }

    /// The bar's height when it shows `items`: ``largeTitleHeight`` when it prefers large
    /// titles and the top item's mode allows one (an `.automatic` item follows the item below
    /// it; the first is large), ``standardHeight`` otherwise.
    var height: CGFloat {
        guard prefersLargeTitles else { return Self.standardHeight }
        var large = true
        for item in items ?? [] {
            switch item.largeTitleDisplayMode {
            case .automatic: break
            case .always, .inline: large = true
            case .never: large = false
            }
        }
        return large ? Self.largeTitleHeight : Self.standardHeight
    }
}
