/// What a navigation bar shows while a controller is on top of its navigation stack: the
/// title, the bar button items, a search controller. Every property is stored; a
/// ``UINavigationController`` reads the top controller's item.
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// The title shown in the bar; `nil` by default (a controller's title sets it).
    open var title: String?
    /// A line of text shown above the title; `nil` by default.
    open var prompt: String?
    /// The title of the back button that leads back to this item; `nil` (the title) by
    /// default.
    open var backButtonTitle: String?
    /// The button that leads back to this item from the next one; `nil` (a standard back
    /// button) by default.
    open var backBarButtonItem: UIBarButtonItem?
    /// Whether the back button is hidden; `false` by default.
    open var hidesBackButton = false
    /// Whether the left items are shown beside the back button rather than in its place;
    /// `false` by default.
    open var leftItemsSupplementBackButton = false
    /// The items on the leading side, leading first; `nil` by default.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side, trailing first; `nil` by default.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// A view shown in place of the title; `nil` by default.
    open var titleView: UIView?
    /// The search controller whose search bar the navigation bar shows; `nil` by default.
    open var searchController: UISearchController?
    /// Whether the search bar hides when the content scrolls; `true` by default.
    open var hidesSearchBarWhenScrolling = true
    /// When the bar shows a large title for this item; `.automatic` by default.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The bar's appearance while this item is on top; `nil` (the bar's) by default.
    open var standardAppearance: UINavigationBarAppearance?
    /// The bar's appearance when the content is scrolled to its edge; `nil` by default.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's appearance in a compact height; `nil` by default.
    open var compactAppearance: UINavigationBarAppearance?

    /// Creates an item with `title`.
    public init(title: String?) {
        self.title = title
        super.init()
    }

    /// Creates an item with no title.
    public override convenience init() {
        self.init(title: nil)
    }

    /// The first leading item; setting it makes it the only one (`nil` removes them all).
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item; setting it makes it the only one (`nil` removes them all).
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Sets ``leftBarButtonItem``; nothing is animated headless.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets ``rightBarButtonItem``; nothing is animated headless.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// Sets ``leftBarButtonItems``; nothing is animated headless.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets ``rightBarButtonItems``; nothing is animated headless.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets ``hidesBackButton``; nothing is animated headless.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }
}

extension UINavigationItem {
    /// When a navigation bar shows an item's large title. The raw values are UIKit's.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it on the stack does (large for the first item).
        case automatic = 0
        /// Always large, when the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Large inline with the bar's items (iOS 17); treated as large.
        case inline = 3
    }
}
