import Testing
@testable import UIKitViews

/// Issue 27 §2: typing into a search controller's bar runs the bar's delegate and the
/// results updater as a user's typing does; setting the text in code tells nobody.
@MainActor
@Suite("UISearchController and UISearchBar: typing, scopes and activation")
struct SearchControllerTests {
    /// Records the delegate and updater calls, with the text at each.
    final class Listener: UISearchBarDelegate, UISearchResultsUpdating, UISearchControllerDelegate {
        var calls: [String] = []
        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { calls.append("didBeginEditing") }
        func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { calls.append("didEndEditing") }
        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { calls.append("textDidChange \(searchText)") }
        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { calls.append("cancel") }
        func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
            calls.append("scope \(selectedScope)")
        }
        func updateSearchResults(for searchController: UISearchController) {
            calls.append("update \(searchController.searchBar.text ?? "nil") scope \(searchController.searchBar.selectedScopeButtonIndex)")
        }
        func willPresentSearchController(_ searchController: UISearchController) { calls.append("willPresent") }
        func didPresentSearchController(_ searchController: UISearchController) { calls.append("didPresent") }
        func willDismissSearchController(_ searchController: UISearchController) { calls.append("willDismiss") }
        func didDismissSearchController(_ searchController: UISearchController) { calls.append("didDismiss") }
    }

    /// A search controller whose bar, updater and delegate are `listener`.
    private static func searchController(_ listener: Listener) -> UISearchController {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchResultsUpdater = listener
        controller.delegate = listener
        controller.searchBar.delegate = listener
        return controller
    }

    @Test("typing begins editing and activation, then each change runs the delegate and the updater")
    func typing() {
        let listener = Listener()
        let controller = Self.searchController(listener)
        #expect(controller.obscuresBackgroundDuringPresentation)
        #expect(controller.hidesNavigationBarDuringPresentation)
        #expect(controller.searchBar.text == "")
        controller.searchBar.text = "set in code"
        #expect(listener.calls.isEmpty)
        controller.searchBar.text = nil
        #expect(controller.searchBar.text == "")
        // Typing appends one character at a time: "K", then "K2" after it gives "KK", "KK2".
        controller.searchBar.simulateTyping("K")
        controller.searchBar.simulateTyping("K2")
        #expect(
            listener.calls == [
                "didBeginEditing", "willPresent", "didPresent", "update  scope 0", "textDidChange K", "update K scope 0",
                "textDidChange KK", "update KK scope 0", "textDidChange KK2", "update KK2 scope 0",
            ])
        controller.searchBar.simulateClear()
        #expect(listener.calls.suffix(2) == ["textDidChange ", "update  scope 0"])
        #expect(controller.isActive)
    }

    @Test("a scope tap updates the results; cancel ends editing and deactivates")
    func scopeAndCancel() {
        let listener = Listener()
        let controller = Self.searchController(listener)
        controller.searchBar.scopeButtonTitles = ["All", "Peaks"]
        controller.searchBar.simulateTyping("a")
        listener.calls = []
        controller.searchBar.simulateScopeButtonTap(at: 5)
        controller.searchBar.simulateScopeButtonTap(at: 1)
        controller.searchBar.simulateCancelButtonTap()
        #expect(listener.calls == ["scope 1", "update a scope 1", "cancel", "didEndEditing", "willDismiss", "didDismiss"])
        #expect(!controller.isActive)
        #expect(!controller.searchBar.isEditing)
    }

    @Test("a navigation item holds its search controller; the controller holds its updater weakly")
    func storage() {
        let item = UINavigationItem(title: "Mountains")
        let controller = UISearchController()
        item.searchController = controller
        item.hidesSearchBarWhenScrolling = false
        #expect(item.searchController === controller)
        var listener: Listener? = Listener()
        controller.searchResultsUpdater = listener
        listener = nil
        #expect(controller.searchResultsUpdater == nil)
    }
}
