internal import LayoutCore

/// How a diffable data source brings its view up to date: the one place where the data shown
/// changes and the view is told.
extension UICollectionViewDiffableDataSource {
    /// Makes `snapshot` the data shown and updates the view: by reloading its data for the
    /// first snapshot applied and when `reloadingData` is set, otherwise by the difference from
    /// the data shown, by identity, as batch updates. The change waits, with the view's own
    /// requests, while the view is calling app code (a cell provider applying a snapshot), so
    /// that the data the view reads and the counts it holds change together.
    func update(
        to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reloadingData: Bool,
        completion: (() -> Void)?
    ) {
        guard let collectionView else {
            show(snapshot)
            completion?()
            return
        }
        collectionView.performOrPostpone { [self] in
            guard hasAppliedToView, !reloadingData else {
                // Shown without a diff: equal identifiers held twice are found here instead.
                let operation = reloadingData ? "applySnapshotUsingReloadData(_:completion:)" : "apply(_:animatingDifferences:completion:)"
                if let duplicates = snapshot.itemsHeldTwice(in: operation) {
                    duplicates.report()
                    completion?()
                    return
                }
                hasAppliedToView = true
                show(snapshot)
                collectionView.reloadData()
                if reloadingData { collectionView.layoutIfNeeded() }
                completion?()
                return
            }
            let difference = snapshot.difference(shown, snapshot)
            if let inconsistency = difference.inconsistency {
                // Identifiers whose `==` and `hash` disagree: the data shown stays the last good
                // snapshot, as UIKit raises for duplicates instead of applying.
                inconsistency.report()
                completion?()
                return
            }
            perform(difference, showing: snapshot, on: collectionView, completion: completion)
        }
    }

    /// Shows `snapshot` through the view's batch updates, in UIKit's two steps: one update
    /// deletes, inserts and moves sections and items (the data changes inside its block, where
    /// the view reads the new counts); a second one reloads and reconfigures, at the index
    /// paths after the first. `completion` runs when the last update completes. Headless the
    /// animation is the view's pair of attributes per element, so `animatingDifferences` has
    /// nothing to turn off.
    private func perform(
        _ difference: SnapshotDifference, showing snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        on collectionView: UICollectionView, completion: (() -> Void)?
    ) {
        let reloads = !difference.reloadedItems.isEmpty || !difference.reconfiguredItems.isEmpty
            || !difference.reloadedSections.isEmpty
        let items = difference.itemChanges
        collectionView.performBatchUpdates(
            { [self] in
                show(snapshot)
                collectionView.deleteSections(IndexSet(difference.deletedSections))
                collectionView.insertSections(IndexSet(difference.insertedSections))
                for move in difference.movedSections { collectionView.moveSection(move.before, toSection: move.after) }
                collectionView.changeItems(deleting: items.deleted, inserting: items.inserted, moving: items.moved)
            }, completion: reloads ? nil : { _ in completion?() })
        guard reloads else { return }
        collectionView.performBatchUpdates(
            {
                collectionView.reloadSections(IndexSet(difference.reloadedSections.map(\.after)))
                collectionView.reloadItems(at: difference.reloadedItems.map(\.after.indexPath))
                collectionView.reconfigureItems(at: difference.reconfiguredItems.map(\.after.indexPath))
            }, completion: { _ in completion?() })
    }

    /// Makes `snapshot` the data shown without updating the view, which already shows it: the
    /// end of the user's interactive movement of an item.
    func showMoved(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        show(snapshot)
    }

    /// Makes `snapshot`, without its marks, the data shown, with the outlines in step.
    private func show(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        shown = snapshot.removingMarks()
        keepSectionSnapshotsInStep()
    }

    /// Brings the outlines applied to sections in line with the data shown: an outline whose
    /// section is gone is dropped; one whose visible items are no longer the section's loses
    /// the items that left (with their descendants) and takes each new item as a sibling after
    /// the item before it; if the visible items still differ (an item moved, or a hidden one
    /// became shown), the section's items become the outline's roots.
    func keepSectionSnapshotsInStep() {
        for (section, outline) in sectionSnapshots {
            guard shown.indexOfSection(section) != nil else {
                sectionSnapshots[section] = nil
                continue
            }
            let items = shown.itemIdentifiers(inSection: section)
            guard outline.visibleItems != items else { continue }
            // The items still in the section are asked of the snapshot's own index, not of a
            // set built for the question: that costs nothing more, and a set built from
            // identifiers whose `==` and `hash` disagree can trap.
            var kept = outline
            kept.delete(outline.visibleItems.filter { shown.sectionIdentifier(containingItem: $0) != section })
            var previous: ItemIdentifierType?
            for item in items {
                if !kept.contains(item) {
                    if let previous {
                        kept.insert([item], after: previous)
                    } else if let first = kept.rootItems.first {
                        kept.insert([item], before: first)
                    } else {
                        kept.append([item])
                    }
                }
                previous = item
            }
            if kept.visibleItems != items {
                kept = NSDiffableDataSourceSectionSnapshot()
                kept.append(items)
            }
            sectionSnapshots[section] = kept
        }
    }
}

extension SnapshotDifference {
    /// The item changes as positions of the view's batch update. Made outside the main actor,
    /// so that no element's conversion checks the actor it runs on.
    fileprivate var itemChanges: (deleted: [ItemPosition], inserted: [ItemPosition], moved: [BatchUpdate.ItemMove]) {
        (
            deletedItems.map(\.position), insertedItems.map(\.position),
            movedItems.map { BatchUpdate.ItemMove(from: $0.before.position, to: $0.after.position) }
        )
    }
}

extension SnapshotIndexPath {
    /// The index path of a collection view item.
    var indexPath: IndexPath { IndexPath(item: item, section: section) }

    /// The position of a collection view item.
    fileprivate var position: ItemPosition { ItemPosition(section: section, item: item) }
}
