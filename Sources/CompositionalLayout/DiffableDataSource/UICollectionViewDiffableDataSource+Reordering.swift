/// Reordering: which items the user may move, and what the data source does when one is moved.
extension UICollectionViewDiffableDataSource {
    /// What the data source asks and tells the app when the user reorders items. Setting
    /// `canReorderItem` turns reordering on.
    public struct ReorderingHandlers {
        /// Whether the user may move the item; no item may move while it is unset.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called with the reordering just before the data source's data changes.
        public var willReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called with the reordering once the data source's data has changed.
        public var didReorder: ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that are all unset.
        public init() {}
    }

    /// Whether the item at `indexPath` may be moved (see
    /// ``collectionView(_:canMoveItemAt:)``).
    func canReorderItem(at indexPath: IndexPath) -> Bool {
        guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
            return false
        }
        return canReorderItem(item)
    }

    /// Moves an item as the end of a drag does (see ``collectionView(_:moveItemAt:to:)``).
    func reorderItem(at sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath),
            let destinationSection = sectionIdentifier(for: destinationIndexPath.section)
        else { return }
        var final = shown
        final.deleteItems([item])
        let siblings = final.itemIdentifiers(inSection: destinationSection)
        guard destinationIndexPath.item >= 0, destinationIndexPath.item <= siblings.count else { return }
        if destinationIndexPath.item < siblings.count {
            final.insertItems([item], beforeItem: siblings[destinationIndexPath.item])
        } else {
            final.appendItems([item], toSection: destinationSection)
        }
        let transaction = NSDiffableDataSourceTransaction(initial: shown, final: final) { section, snapshot in
            var outline = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            outline.append(snapshot.itemIdentifiers(inSection: section))
            return outline
        }
        reorderingHandlers.willReorder?(transaction)
        if collectionView?.isEndingInteractiveMovement == true {
            // The view shows the move itself: only the data changes.
            showMoved(final)
        } else {
            update(to: final, reloadingData: false, completion: nil)
        }
        reorderingHandlers.didReorder?(transaction)
    }
}
