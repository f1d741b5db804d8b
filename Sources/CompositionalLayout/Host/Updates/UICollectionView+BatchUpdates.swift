internal import LayoutCore

/// Batch updates: changes of the data that the view takes in by identity, as UIKit does.
///
/// Inside the block of ``UICollectionView/performBatchUpdates(_:completion:)`` the calls
/// record changes; when the outermost block returns the view reads the new counts, checks that
/// they add up, and applies the update. Deletions and reloads name index paths before the
/// update, insertions after it, moves both; the order of the calls inside the block does not
/// matter (see `UpdateMapping` for where everything goes). Called outside a block, each of
/// `insertItems(at:)`, `deleteItems(at:)`, `moveItem(at:to:)`, `insertSections(_:)`,
/// `deleteSections(_:)`, `moveSection(_:toSection:)` and `reloadSections(_:)` is an update
/// of its own.
///
/// Applying an update:
///
/// 1. the view's state follows the items and sections (selection, the cells shown);
/// 2. the layout is invalidated with a context that invalidates everything and the data
///    source counts, carrying the update (a compositional layout moves its measured sizes and
///    row offsets with their items and sections);
/// 3. a layout pass runs at once: the layout's `prepare()`, then its
///    `prepare(forCollectionViewUpdates:)` with the changes in UIKit's order; the content offset
///    stays as it was, then goes where the layout's `targetContentOffset(forProposedContentOffset:)`
///    says, within the scrollable range; then the shown elements' animations are gathered
///    (``ElementAnimation``) and the layout's `finalizeCollectionViewUpdates()` is called;
/// 4. the animations complete at the next layout pass, which calls the completion handlers
///    with `true`.
///
/// An update whose counts do not add up is reported in ``reportedErrors`` with UIKit's
/// message (``CollectionViewError/Reason/invalidItemCount(section:after:before:inserted:deleted:movedIn:movedOut:)``
/// and its siblings) and falls back to ``reloadData()``; its completion handlers get `false`.
extension UICollectionView {
    /// Makes the changes the calls in `updates` name as one update, then calls `completion`
    /// when its animations complete (at the next layout pass). Calls nest: an inner call's
    /// changes and completion join the outer update. Called by app code the view is calling
    /// during a layout pass, the whole update (its block included) runs when the pass's
    /// current step ends.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateState.isRecording {
            updates?()
            if let completion { updateState.recordCompletion(completion) }
            return
        }
        performOrPostpone { [self] in runBatchUpdate(updates, completion: completion) }
    }

    /// Inserts items at `indexPaths` (after the update).
    public func insertItems(at indexPaths: [IndexPath]) {
        record { $0.add(indexPaths, to: \.insertedItems, as: .insert, afterUpdate: true) }
    }

    /// Deletes the items at `indexPaths` (before the update).
    public func deleteItems(at indexPaths: [IndexPath]) {
        record { $0.add(indexPaths, to: \.deletedItems, as: .delete, afterUpdate: false) }
    }

    /// Moves the item at `indexPath` (before the update) to `newIndexPath` (after it).
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.addMove(from: indexPath, to: newIndexPath) }
    }

    /// Deletes, inserts and moves items as `deleteItems(at:)`, `insertItems(at:)` and
    /// `moveItem(at:to:)` do, recorded at once from positions.
    func changeItems(deleting deleted: [ItemPosition], inserting inserted: [ItemPosition], moving moved: [BatchUpdate.ItemMove]) {
        record {
            $0.deletedItems += deleted
            $0.insertedItems += inserted
            $0.movedItems += moved
        }
    }

    /// Inserts the sections at `sections` (after the update).
    public func insertSections(_ sections: IndexSet) {
        record { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes the sections at `sections` (before the update), with their items.
    public func deleteSections(_ sections: IndexSet) {
        record { $0.deletedSections.formUnion(sections) }
    }

    /// Moves the section at `section` (before the update) to `newSection` (after it), with
    /// its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append(BatchUpdate.SectionMove(from: section, to: newSection)) }
    }

    /// Reloads the sections at `sections` (before the update): their items are asked for
    /// again and start from their estimates.
    public func reloadSections(_ sections: IndexSet) {
        record { $0.reloadedSections.formUnion(sections) }
    }

    /// The animations of the last batch update, animated layout change or animated bounds
    /// change (see ``ElementAnimation``), in the view's element order: cells, supplementary
    /// views, decorations, each by section, kind and item (the index path before the update
    /// for those that disappear, after it for the others; at one place, the element there
    /// after the update first). Beyond UIKit.
    public var lastUpdateAnimations: [ElementAnimation] {
        updateState.animations
    }

    /// Whether the last batch update's (or animated layout or bounds change's) animations are
    /// under way: from the change until the next layout pass. Beyond UIKit.
    public var isAnimatingUpdate: Bool {
        updateState.isAnimating
    }

    /// Records a change in the update being recorded, or makes it an update of its own.
    private func record(_ change: @escaping (inout BatchUpdate) -> Void) {
        guard updateState.record(change) else {
            return performBatchUpdates { [self] in record(change) }
        }
    }

    /// The counts of every section, read from the data source (kept counts where known).
    private func currentCounts() -> [Int] {
        (0..<numberOfSections).map { numberOfItems(inSection: $0) }
    }

    /// Records and applies one outermost update (see the extension's description).
    private func runBatchUpdate(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        layoutIfNeeded()
        let before = currentCounts()
        var shownBefore: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? [] {
            shownBefore[ElementKey(attributes)] = attributes
        }
        updateState.beginRecording(completion: completion)
        updates?()
        let recorded = updateState.endRecording()
        let valid = runStep(.applyingUpdate) {
            takeIn(recorded.update, before: before, shownBefore: shownBefore, completions: recorded.completions)
        }
        guard valid else { return }
        layoutIfNeeded()
        updateState.addCompletions(recorded.completions, finished: true)
    }

    /// Reads the counts after `update`, checks them, and takes the update in: the view's state
    /// follows identity, the layout is invalidated with the update, and its hooks are due.
    /// Returns `false` when the counts do not add up (reported; the view reloads instead).
    private func takeIn(
        _ update: BatchUpdate, before: [Int], shownBefore: [ElementKey: UICollectionViewLayoutAttributes],
        completions: [(Bool) -> Void]
    ) -> Bool {
        counts.invalidate()
        let after = currentCounts()
        let mapping: UpdateMapping
        do {
            mapping = try update.mapping(before: before, after: after)
        } catch {
            report(error.reason)
            reloadData()
            updateState.addCompletions(completions, finished: false)
            return false
        }
        followIdentity(through: mapping)
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        context.update = mapping
        collectionViewLayout.invalidateLayout(with: context)
        counts.setCounts(after)
        updateState.takeIn(UpdateState.Applied(mapping: mapping, before: shownBefore))
        return true
    }

    /// Moves the view's own state with the items: the selection (deleted and reloaded items
    /// leave it), and the views shown, which are asked for again where reloaded or
    /// reconfigured; those whose element is gone leave.
    private func followIdentity(through mapping: UpdateMapping) {
        selection.remap(through: mapping)
        retire(viewStore.remap(through: mapping))
    }

    /// Calls the completions due, as the animations of the last update complete. Run at the
    /// start of a layout pass.
    func completeUpdateAnimations() {
        for (completion, finished) in updateState.completeAnimations() {
            callingOut(.batchUpdateCompletion) { completion(finished) }
        }
    }

    /// Tells the layout the update's changes, after the `prepare()` that took it in, and moves
    /// the content offset where the layout wants it.
    func beginUpdateHooks() {
        guard let applied = updateState.beginUpdateHooks() else { return }
        let layout = collectionViewLayout
        // The update items, one object per change, are made only for a layout that may read
        // them: a compositional layout ignores them, a subclass's override may not.
        let items = type(of: layout) == UICollectionViewCompositionalLayout.self ? [] : applied.mapping.update.updateItems(applied.mapping)
        runStep(.preparing) { layout.prepare(forCollectionViewUpdates: items) }
        contentSize = layout.collectionViewContentSize
        contentOffset = clampedToScrollableRange(layout.targetContentOffset(forProposedContentOffset: contentOffset))
    }

    /// Gathers the animations of the update under way and finalizes it with the layout. Run
    /// when the passes of the update settled.
    func finishUpdateHooks() {
        guard let applied = updateState.finishUpdateHooks() else { return }
        let layout = collectionViewLayout
        updateState.startAnimations(runStep(.preparing) { UpdateAnimator(view: self, layout: layout, applied: applied).animations() })
        runStep(.preparing) { layout.finalizeCollectionViewUpdates() }
    }

}
