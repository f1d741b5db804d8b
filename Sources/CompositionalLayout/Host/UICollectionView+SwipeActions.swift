/// Swipe actions driven headless, beyond UIKit: there are no touches, so these stand in for a
/// user's swipe on a list row and tap on one of the actions it reveals.
///
/// The actions come from the row's list section: its configuration's
/// `leadingSwipeActionsConfigurationProvider` or `trailingSwipeActionsConfigurationProvider`,
/// asked at the time of the swipe, as UIKit asks them. Performing an action calls its handler
/// as UIKit does, with the row's cell as the source view (UIKit passes the action's button,
/// which a headless row does not have) and a completion handler the app calls, then or later,
/// with whether the action was performed. The handler may change the data (apply a snapshot
/// that deletes the row, reload it): it runs outside any layout pass, as a tap's does.
///
/// ```swift
/// let actions = collectionView.simulateSwipe(itemAt: indexPath, from: .trailing)
/// let result = collectionView.simulateSwipeActionTap(actions!.actions[0], onItemAt: indexPath)
/// #expect(result.actionPerformed == true)
/// ```
extension UICollectionView {
    /// The edge of a row a swipe starts from.
    public enum SwipeEdge: Hashable, Sendable {
        /// The leading edge (the left in left-to-right layouts): the list's leading actions.
        case leading
        /// The trailing edge: the list's trailing actions.
        case trailing
    }

    /// Swipes the item at `indexPath` from `edge` and answers the actions it reveals: the
    /// configuration the list section's provider for that edge returns for the index path.
    /// `nil` when the item does not exist, its section is not a list section of the last
    /// layout pass, the list has no provider for that edge, or the provider returns `nil`.
    @discardableResult
    public func simulateSwipe(itemAt indexPath: IndexPath, from edge: SwipeEdge) -> UISwipeActionsConfiguration? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections,
            indexPath.item >= 0, indexPath.item < numberOfItems(inSection: indexPath.section),
            let list = (collectionViewLayout as? UICollectionViewCompositionalLayout)?.listConfiguration(
                inSection: indexPath.section)
        else { return nil }
        let provider =
            switch edge {
            case .leading: list.leadingSwipeActionsConfigurationProvider
            case .trailing: list.trailingSwipeActionsConfigurationProvider
            }
        return provider?(indexPath)
    }

    /// Taps `action`, revealed by a swipe on the item at `indexPath`: calls its handler with
    /// the action, the item's cell (a plain view when none is shown) and a completion handler,
    /// and answers the record of that completion.
    @discardableResult
    public func simulateSwipeActionTap(_ action: UIContextualAction, onItemAt indexPath: IndexPath)
        -> SwipeActionCompletion
    {
        let completion = SwipeActionCompletion()
        let sourceView: UIView = cellForItem(at: indexPath) ?? UIView()
        action.handler(action, sourceView) { performed in completion.record(performed) }
        return completion
    }

    /// Swipes the item at `indexPath` all the way from `edge`: when the revealed configuration
    /// `performsFirstActionWithFullSwipe` and has an action, its first action is performed as
    /// by ``simulateSwipeActionTap(_:onItemAt:)`` and the record of its completion answered;
    /// otherwise nothing is performed and the answer is `nil`.
    @discardableResult
    public func simulateFullSwipe(itemAt indexPath: IndexPath, from edge: SwipeEdge) -> SwipeActionCompletion? {
        guard let configuration = simulateSwipe(itemAt: indexPath, from: edge),
            configuration.performsFirstActionWithFullSwipe, let first = configuration.actions.first
        else { return nil }
        return simulateSwipeActionTap(first, onItemAt: indexPath)
    }
}

/// What a swipe action's handler told its completion handler, beyond UIKit: filled in when the
/// app calls the completion, which it may do after the handler returns.
@preconcurrency @MainActor
public final class SwipeActionCompletion {
    /// Whether the action was performed, as the app said; `nil` until the completion handler
    /// is called. A second call replaces the answer.
    public private(set) var actionPerformed: Bool?
    /// How many times the completion handler was called (UIKit expects once).
    public private(set) var callCount = 0

    /// Records an answer of the completion handler.
    func record(_ performed: Bool) {
        actionPerformed = performed
        callCount += 1
    }
}
