/// How a diffable data source brings its view up to date: the one place where the data shown
/// changes and the view is told.
extension UICollectionViewDiffableDataSource {
    /// Makes `snapshot` the data shown and updates the view: by reloading its data for the
    /// first snapshot applied and when `reloadingData` is set, otherwise by the difference from
    /// the data shown, by identity. The change waits, with the view's own requests, while the
    /// view is calling app code (a cell provider applying a snapshot), so that the data the view
    /// reads and the counts it holds change together.
    func update(
        to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>, reloadingData: Bool,
        animated: Bool, completion: (() -> Void)?
    ) {
        guard let collectionView else {
            shown = snapshot.removingMarks()
            keepSectionSnapshotsInStep()
            completion?()
            return
        }
        collectionView.performOrPostpone { [self] in
            let previous = shown
            shown = snapshot.removingMarks()
            keepSectionSnapshotsInStep()
            guard hasAppliedToView, !reloadingData else {
                hasAppliedToView = true
                collectionView.reloadData()
                if reloadingData { collectionView.layoutIfNeeded() }
                completion?()
                return
            }
            perform(SnapshotDifference(from: previous, to: snapshot), on: collectionView, animated: animated, completion: completion)
        }
    }

    /// Tells `collectionView` what changed.
    private func perform(
        _ difference: SnapshotDifference, on collectionView: UICollectionView, animated: Bool, completion: (() -> Void)?
    ) {
        collectionView.reloadData()
        completion?()
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
            let present = Set(items)
            var kept = outline
            kept.delete(outline.visibleItems.filter { !present.contains($0) })
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
