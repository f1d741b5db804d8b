/// The object a search controller asks to update its results when the search bar's text or
/// scope changes.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// The search text or scope of `searchController` changed; show the matching results.
    func updateSearchResults(for searchController: UISearchController)
}

/// The object a search controller tells when it becomes active or stops. Every method has a
/// default.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    /// The controller is about to become active.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The controller became active.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The controller is about to stop being active.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The controller stopped being active.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}

/// A controller that owns a search bar and tells its results updater what is searched for.
///
/// Typing into ``searchBar`` (``UISearchBar/simulateTyping(_:)`` headless) makes the
/// controller active, then each change of the text or scope calls the updater's
/// `updateSearchResults(for:)`. Becoming active, or setting ``isActive``, also asks the updater,
/// as in UIKit. Nothing is presented headless: the results controller is only held.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The bar the user types into.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: 56))
    /// The controller that would show the results over the content, or `nil` when the
    /// content itself shows them.
    public let searchResultsController: UIViewController?
    /// The object asked to update the results. Held weakly, as in UIKit.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?
    /// The object told when the controller becomes active or stops. Held weakly.
    open weak var delegate: (any UISearchControllerDelegate)?
    /// Whether the content is dimmed while searching; `true` by default. Stored only.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching; `true` by default. Stored only.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the results controller shows even when the text is empty; `false` by default.
    /// Stored only.
    open var showsSearchResultsController = false
    /// Whether the search is active (the bar being edited); `false` by default. Becoming
    /// active tells the delegate and asks the updater for results.
    open var isActive: Bool {
        get { active }
        set { setActive(newValue) }
    }
    /// Whether the search is active.
    private var active = false

    /// Creates a search controller whose results `searchResultsController` shows, or the
    /// content itself when `nil`.
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        connectSearchBar()
    }

    /// Creates a search controller whose results the content shows.
    public convenience init() {
        self.init(searchResultsController: nil)
    }

    /// Creates a search controller from an archive; nothing is read headless.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        connectSearchBar()
    }

    /// Hears the bar's typing and editing.
    private func connectSearchBar() {
        searchBar.textDidChangeByTyping = { [weak self] in
            guard let self else { return }
            self.searchResultsUpdater?.updateSearchResults(for: self)
        }
        searchBar.editingDidChange = { [weak self] in
            guard let self else { return }
            self.setActive(self.searchBar.isEditing)
        }
    }

    /// Becomes active or stops, telling the delegate and, on becoming active, the updater.
    private func setActive(_ newValue: Bool) {
        guard newValue != active else { return }
        if newValue {
            delegate?.willPresentSearchController(self)
            active = true
            delegate?.didPresentSearchController(self)
            searchResultsUpdater?.updateSearchResults(for: self)
        } else {
            delegate?.willDismissSearchController(self)
            active = false
            searchBar.endEditing()
            delegate?.didDismissSearchController(self)
        }
    }
}
