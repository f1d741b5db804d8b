/// A text field for searching, with optional scope buttons and cancel button.
///
/// Setting ``text`` in code tells nobody, as in UIKit. What a user's typing does is
/// ``simulateTyping(_:)`` (beyond UIKit): the text changes, the delegate hears
/// `searchBar(_:textDidChange:)` and a search controller owning the bar updates its results.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// UIKit's default for this class made in code: it hugs its content at 750 on both axes.
    override class var defaultContentHugging: AxisPriorities { .both(.defaultHigh) }

    /// The text typed; `nil` reads as empty, as in UIKit (the property reads `""`).
    open var text: String? {
        get { storedText }
        set { storedText = newValue ?? "" }
    }
    /// The text, never `nil`.
    private var storedText = ""
    /// The text shown while the bar is empty; `nil` by default.
    open var placeholder: String?
    /// A line shown above the field; `nil` by default.
    open var prompt: String?
    /// The object told about typing and buttons. Held weakly, as in UIKit.
    open weak var delegate: (any UISearchBarDelegate)?
    /// The titles of the scope buttons; `nil` (no buttons) by default.
    open var scopeButtonTitles: [String]?
    /// The index of the chosen scope button; 0 by default.
    open var selectedScopeButtonIndex = 0
    /// Whether the scope buttons are shown; `false` by default.
    open var showsScopeBar = false
    /// Whether the cancel button is shown; `false` by default.
    open var showsCancelButton = false
    /// Whether the bookmark button is shown; `false` by default. Stored only.
    open var showsBookmarksButton = false
    /// How the bar is drawn; stored only.
    open var searchBarStyle: Style = .default
    /// Whether the field is being edited (it would have the keyboard).
    public private(set) var isEditing = false
    /// Called with the new text after typing changed it, before the delegate; the search
    /// controller owning the bar sets it.
    var textDidChangeByTyping: (() -> Void)?
    /// Called after editing began or ended; the search controller owning the bar sets it.
    var editingDidChange: (() -> Void)?

    /// Sets ``showsCancelButton``; nothing is animated headless.
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    /// Does what a user typing `text` into the bar would, beyond UIKit: editing begins when
    /// it had not (when the delegate allows it), then for each character, in turn, the
    /// delegate's `searchBar(_:shouldChangeTextIn:replacementText:)` is asked with an empty
    /// range at the end of the text and, when it allows, the character is appended, the
    /// delegate hears `searchBar(_:textDidChange:)` and an owning search controller updates its
    /// results. Typing "mo" into an empty bar tells of "m", then "mo".
    public func simulateTyping(_ text: String) {
        guard beginEditingIfAllowed() else { return }
        for character in text {
            let end = NSRange(location: storedText.utf16.count, length: 0)
            if let delegate, !delegate.searchBar(self, shouldChangeTextIn: end, replacementText: String(character)) {
                continue
            }
            storedText.append(character)
            delegate?.searchBar(self, textDidChange: storedText)
            textDidChangeByTyping?()
        }
    }

    /// Does what a tap on the field's clear button would, beyond UIKit: the text becomes
    /// empty, the delegate hears `searchBar(_:textDidChange:)` and an owning search controller
    /// updates its results. An empty bar does nothing.
    public func simulateClear() {
        guard !storedText.isEmpty else { return }
        storedText = ""
        delegate?.searchBar(self, textDidChange: "")
        textDidChangeByTyping?()
    }

    /// Does what a tap on the search (return) key would, beyond UIKit.
    public func simulateSearchButtonTap() {
        delegate?.searchBarSearchButtonClicked(self)
    }

    /// Does what a tap on the cancel button would, beyond UIKit: the delegate hears of it;
    /// an owning search controller then stops being active.
    public func simulateCancelButtonTap() {
        delegate?.searchBarCancelButtonClicked(self)
        endEditing()
    }

    /// Does what a tap on scope button `index` would, beyond UIKit: it becomes the selected
    /// scope, the delegate hears of it and an owning search controller updates its results.
    /// An index outside ``scopeButtonTitles`` does nothing.
    public func simulateScopeButtonTap(at index: Int) {
        guard let titles = scopeButtonTitles, titles.indices.contains(index) else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        textDidChangeByTyping?()
    }

    /// Begins editing unless it began already; `false` when the delegate refuses.
    func beginEditingIfAllowed() -> Bool {
        guard !isEditing else { return true }
        guard delegate?.searchBarShouldBeginEditing(self) ?? true else { return false }
        isEditing = true
        delegate?.searchBarTextDidBeginEditing(self)
        editingDidChange?()
        return true
    }

    /// Ends editing if it was under way.
    func endEditing() {
        guard isEditing else { return }
        isEditing = false
        delegate?.searchBarTextDidEndEditing(self)
        editingDidChange?()
    }
}

extension UISearchBar {
    /// How a search bar is drawn. The raw values are UIKit's.
    public enum Style: Int, Sendable {
        /// The default style.
        case `default` = 0
        /// A translucent background.
        case prominent = 1
        /// No background.
        case minimal = 2
    }
}
