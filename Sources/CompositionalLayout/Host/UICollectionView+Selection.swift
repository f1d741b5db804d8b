/// Selection and highlighting, as UIKit has them: a set of selected items kept in the order
/// selected, mirrored on the shown cells' `isSelected`.
///
/// Programmatic selection (``selectItem(at:animated:scrollPosition:)``,
/// ``deselectItem(at:animated:)``) never calls the delegate, as UIKit documents. A tap does:
/// headless there are no touches, so ``simulateTap(at:)`` (beyond UIKit) runs UIKit's tap
/// sequence for the item under a point.
extension UICollectionView {
    /// The selected items, in the order selected; empty when none is.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.items
    }

    /// Selects the item at `indexPath` and, unless `scrollPosition` is `[]`, scrolls it where
    /// that position says (``scrollToItem(at:at:animated:)``). `nil` clears the selection.
    ///
    /// Without ``allowsMultipleSelection`` the item replaces the selection. Nothing happens when
    /// ``allowsSelection`` is `false` or the index path names no item. The delegate is not
    /// called.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selection.items { setSelected(false, at: selected) }
            return
        }
        guard itemExists(at: indexPath) else { return }
        if !allowsMultipleSelection {
            for selected in selection.items where selected != indexPath { setSelected(false, at: selected) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`. Nothing happens when ``allowsSelection`` is `false`.
    /// The delegate is not called.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        setSelected(false, at: indexPath)
    }

    /// Taps the item shown at `point` (content coordinates), as a finger would, and returns
    /// its index path, or `nil` when no item is there (or ``allowsSelection`` is `false`, when
    /// a tap on a cell that is not an outline header does nothing). Beyond UIKit, for tests of
    /// selection code.
    ///
    /// A list cell whose outline disclosure has the header style (`.header`, or `.automatic`
    /// on a cell showing a header preset of `UIListContentConfiguration`) is an outline header,
    /// as UIKit documents it: the tap toggles the item's expansion, as
    /// ``UICollectionViewDiffableDataSource/simulateOutlineDisclosureTap(on:)`` does (or runs
    /// the disclosure's action handler, when it has one), and the item is neither highlighted
    /// nor selected, and the delegate is not asked.
    ///
    /// Otherwise the sequence is UIKit's, the delegate's answers deciding each step:
    /// `shouldHighlightItemAt` (a `false` ends the tap: the item is neither highlighted nor
    /// selected), the cell highlighted and `didHighlightItemAt`, then on lifting the finger the
    /// highlight removed and `didUnhighlightItemAt`; then, for an item already selected while
    /// ``allowsMultipleSelection`` is on, `shouldDeselectItemAt` and on `true` the item
    /// deselected and `didDeselectItemAt`; otherwise `shouldSelectItemAt` and on `true` the
    /// other selected items deselected with `didDeselectItemAt` each (unless several may be
    /// selected), the item selected and `didSelectItemAt` (also for an item that was already
    /// the selected one), then, when the view is not editing, `performPrimaryActionForItemAt`.
    ///
    /// While ``isEditing``, ``allowsSelectionDuringEditing`` must also be on for a tap to do
    /// anything, and ``allowsMultipleSelectionDuringEditing`` stands for
    /// ``allowsMultipleSelection``.
    @discardableResult
    public func simulateTap(at point: CGPoint) -> IndexPath? {
        let allowsSelection = allowsSelection && (!isEditing || allowsSelectionDuringEditing)
        let allowsMultipleSelection = isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
        guard let indexPath = indexPathForItem(at: point) else { return nil }
        if let disclosure = headerOutlineDisclosure(at: indexPath) {
            tapOutlineHeader(disclosure, at: indexPath)
            return indexPath
        }
        guard allowsSelection else { return nil }
        guard askDelegate(true, { $0.collectionView(self, shouldHighlightItemAt: indexPath) }) else { return indexPath }
        cellForItem(at: indexPath)?.isHighlighted = true
        tellCollectionViewDelegate { $0.collectionView(self, didHighlightItemAt: indexPath) }
        cellForItem(at: indexPath)?.isHighlighted = false
        tellCollectionViewDelegate { $0.collectionView(self, didUnhighlightItemAt: indexPath) }
        if allowsMultipleSelection, selection.contains(indexPath) {
            guard askDelegate(true, { $0.collectionView(self, shouldDeselectItemAt: indexPath) }) else { return indexPath }
            setSelected(false, at: indexPath)
            tellCollectionViewDelegate { $0.collectionView(self, didDeselectItemAt: indexPath) }
            return indexPath
        }
        guard askDelegate(true, { $0.collectionView(self, shouldSelectItemAt: indexPath) }) else { return indexPath }
        if !allowsMultipleSelection {
            for selected in selection.items where selected != indexPath {
                setSelected(false, at: selected)
                tellCollectionViewDelegate { $0.collectionView(self, didDeselectItemAt: selected) }
            }
        }
        setSelected(true, at: indexPath)
        tellCollectionViewDelegate { $0.collectionView(self, didSelectItemAt: indexPath) }
        if !isEditing { tellCollectionViewDelegate { $0.collectionView(self, performPrimaryActionForItemAt: indexPath) } }
        return indexPath
    }

    /// Records `indexPath` as selected or not and mirrors it on its cell, if shown.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selection.insert(indexPath) } else { selection.remove(indexPath) }
        (viewStore.view(for: ElementKey(.cell, at: indexPath))?.view as? UICollectionViewCell)?.isSelected = selected
    }

    /// Whether the data source has an item at `indexPath`.
    private func itemExists(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// The delegate's answer to `question`, asked as app code; `fallback` without a
    /// collection view delegate.
    private func askDelegate(_ fallback: Bool, _ question: (UICollectionViewDelegate) -> Bool) -> Bool {
        guard let delegate = collectionViewDelegate else { return fallback }
        return callingOut(.delegate) { question(delegate) }
    }

    /// Tells the collection view delegate `message`, as app code.
    private func tellCollectionViewDelegate(_ message: (UICollectionViewDelegate) -> Void) {
        guard let delegate = collectionViewDelegate else { return }
        callingOut(.delegate) { message(delegate) }
    }
}

/// The selected items of a collection view: in the order selected, each once.
struct ItemSelection {
    /// The selected items, oldest first.
    private(set) var items: [IndexPath] = []
    private var members: Set<IndexPath> = []

    /// Whether `indexPath` is selected.
    func contains(_ indexPath: IndexPath) -> Bool {
        members.contains(indexPath)
    }

    /// Adds `indexPath` at the end, unless it is selected.
    mutating func insert(_ indexPath: IndexPath) {
        if members.insert(indexPath).inserted { items.append(indexPath) }
    }

    /// Removes `indexPath`, if selected.
    mutating func remove(_ indexPath: IndexPath) {
        guard members.remove(indexPath) != nil else { return }
        items.removeAll { $0 == indexPath }
    }

    /// Follows the selected items through an update, keeping their order: each moves where
    /// `mapping` takes it; a deleted or reloaded item (a new item after the update) leaves the
    /// selection.
    mutating func remap(through mapping: UpdateMapping) {
        let selected = items
        self = ItemSelection()
        for indexPath in selected {
            if let new = mapping.identityIndexPath(ofOld: indexPath) { insert(new) }
        }
    }
}
