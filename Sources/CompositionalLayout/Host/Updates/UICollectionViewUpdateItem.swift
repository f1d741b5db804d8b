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
    open private(set) var indexPathBeforeUpdate: IndexPath?
    /// Where the element is after the update; `nil` for a deletion.
    open private(set) var indexPathAfterUpdate: IndexPath?
    /// What the change does.
    open private(set) var updateAction: Action

    /// A change of `action` from `before` to `after`.
    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// Whether the change names a whole section.
    var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
    }
}
