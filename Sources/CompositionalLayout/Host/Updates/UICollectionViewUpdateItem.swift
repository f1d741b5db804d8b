/// One change of a batch update, as the collection view hands it to its layout in
/// `prepare(forCollectionViewUpdates:)`: what happened and where the element was before and is
/// after the update. A change of a whole section names it by an index path whose item is
/// `NSNotFound`.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem {
    /// What a change does.
    public enum Action: Int, Sendable {
        /// An element or section is added.
        case insert = 0
        /// An element or section is removed.
        case delete
        /// An element or section is replaced by a fresh one at the same place.
        case reload
        /// An element or section changes place.
        case move
        /// Nothing changes.
        case none
    }

    /// Where the element was before the update; `nil` for an insertion.
    open var indexPathBeforeUpdate: IndexPath? { before }
    /// Where the element is after the update; `nil` for a deletion.
    open var indexPathAfterUpdate: IndexPath? { after }
    /// What the change does.
    open var updateAction: Action { action }

    // Constants, so that making one (one per change of an update) checks no access.
    private let action: Action
    private let before: IndexPath?
    private let after: IndexPath?

    /// A change of `action` from `before` to `after`.
    init(action: Action, before: IndexPath?, after: IndexPath?) {
        self.action = action
        self.before = before
        self.after = after
    }

    /// Whether the change names a whole section.
    var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
    }
}
