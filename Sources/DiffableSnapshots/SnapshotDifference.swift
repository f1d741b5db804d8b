/// What changes between two snapshots, by identity, in the terms of a collection view's batch
/// update: what to delete (indexes in the old snapshot), insert (indexes in the new one), move
/// (old to new) and reload. Computed by `init(from:to:)`; a batch update consumes it.
///
/// Applied in UIKit's order, it turns the old snapshot's identifiers into the new one's:
///
/// 1. delete `deletedItems` and the sources of `movedItems`, against old index paths;
/// 2. delete `deletedSections` and the sources of `movedSections` (a moved section keeps the
///    items it still holds), against old indexes;
/// 3. insert `insertedSections`, each with all its items, and the moved sections at their
///    destinations, in ascending new index;
/// 4. insert `insertedItems` and the destinations of `movedItems`, in ascending new index path.
///
/// Items of a deleted section are deleted with it and items of an inserted section inserted
/// with it: neither is listed. An item that leaves a deleted section for a surviving one is an
/// insert, and one that leaves a surviving section for an inserted one a delete, because a
/// batch update cannot move items out of a deleted section or into an inserted one.
///
/// Moves are minimal: of the sections in both snapshots, the largest set whose relative order
/// is unchanged stays and every other one moves; of the items in the same surviving section in
/// both, likewise per section; an item that changes sections always moves.
@usableFromInline
package struct SnapshotDifference: Hashable, Sendable {
    /// An element's index before and after the update.
    @usableFromInline
    package struct Change<Position: Hashable & Sendable>: Hashable, Sendable {
        /// The index in the old snapshot.
        @usableFromInline
        package var before: Position
        /// The index in the new snapshot.
        @usableFromInline
        package var after: Position

        @inlinable
        package init(before: Position, after: Position) {
            self.before = before
            self.after = after
        }
    }

    /// Sections of the old snapshot only, by old index, ascending.
    @usableFromInline
    package var deletedSections: [Int] = []
    /// Sections of the new snapshot only, by new index, ascending.
    @usableFromInline
    package var insertedSections: [Int] = []
    /// Sections in both that move, ascending by new index.
    @usableFromInline
    package var movedSections: [Change<Int>] = []
    /// Items to delete, by old index path, ascending.
    @usableFromInline
    package var deletedItems: [SnapshotIndexPath] = []
    /// Items to insert, by new index path, ascending.
    @usableFromInline
    package var insertedItems: [SnapshotIndexPath] = []
    /// Items that move, ascending by new index path.
    @usableFromInline
    package var movedItems: [Change<SnapshotIndexPath>] = []
    /// Sections of the new snapshot's `reloadedSectionIdentifiers` that are in both snapshots,
    /// in the order marked.
    @usableFromInline
    package var reloadedSections: [Change<Int>] = []
    /// Items of the new snapshot's `reloadedItemIdentifiers` that are in both snapshots in
    /// sections in both, in the order marked.
    @usableFromInline
    package var reloadedItems: [Change<SnapshotIndexPath>] = []
    /// Items of the new snapshot's `reconfiguredItemIdentifiers`, as `reloadedItems`.
    @usableFromInline
    package var reconfiguredItems: [Change<SnapshotIndexPath>] = []

    /// Set when the new snapshot holds identifiers that are equal but hash differently (their
    /// type breaks `Hashable`), found where two new items are found as one old item; the
    /// difference is then empty, and the update must not be applied.
    @usableFromInline
    package var inconsistency: DiffableDataSourceError?

    @inlinable
    package init() {}

    /// Whether the update changes nothing.
    @inlinable
    package var isEmpty: Bool { self == Self() }
}
