/// Interactive movement: the user lifts an item, drags it over the others and drops it, and the
/// data source moves it. UIKit's reordering gesture calls these methods; headless a test calls
/// them as the gesture would, with points in content coordinates.
///
/// The item is not drawn under the finger while it moves: the view shows the move when the
/// movement ends, in one batch update whose data change is the data source's
/// `collectionView(_:moveItemAt:to:)`.
extension UICollectionView {
    /// How quickly the other items move aside while an item is dragged over them.
    public enum ReorderingCadence: Int, Sendable {
        /// At once.
        case immediate = 0
        /// After a short pause.
        case fast = 1
        /// After a longer pause.
        case slow = 2
    }

    /// Whether the view shows a change the data source has not made yet: an item being moved.
    public var hasUncommittedUpdates: Bool {
        interactiveMovement != nil
    }

    /// Starts moving the item at `indexPath`, and returns whether it started: not while another
    /// movement is under way, for an index path with no item, or when the data source's
    /// `collectionView(_:canMoveItemAt:)` answers `false`. The item's cell, if shown, is in
    /// the reordering state until the movement ends.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, hasItem(at: indexPath), let dataSource else { return false }
        guard callingOut(.dataSource, { dataSource.collectionView(self, canMoveItemAt: indexPath) }) else { return false }
        // The data source's answer may have started another movement from inside: that one
        // stands, and this one does not start.
        guard interactiveMovement == nil else { return false }
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath)
        setReordering(true, at: indexPath)
        return true
    }

    /// Moves the item being moved to where the item under `targetPosition` is: the proposed
    /// index path, which the delegate's
    /// `collectionView(_:targetIndexPathForMoveOfItemFromOriginalIndexPath:atCurrentIndexPath:toProposedIndexPath:)`
    /// may change. A point over no item, or an answer naming no item, keeps the current place.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement, !movement.isEnding,
            let proposed = indexPathForItem(at: targetPosition)
        else { return }
        var target = proposed
        if let delegate = collectionViewDelegate {
            target = callingOut(.delegate) {
                delegate.collectionView(
                    self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                    atCurrentIndexPath: movement.current, toProposedIndexPath: proposed)
            }
        }
        guard hasItem(at: target) else { return }
        interactiveMovement?.current = target
    }

    /// Ends the movement where the item is: the data source's
    /// `collectionView(_:moveItemAt:to:)` moves it in the data and the view shows it at its new
    /// index path. Nothing changes when it is back where it started, or when the data source
    /// does not move items.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement, !movement.isEnding else { return }
        defer {
            interactiveMovement = nil
            setReordering(false, at: movement.current)
        }
        guard movement.current != movement.original, let dataSource else { return }
        interactiveMovement?.isEnding = true
        performBatchUpdates { [self] in
            callingOut(.dataSource) {
                dataSource.collectionView(self, moveItemAt: movement.original, to: movement.current)
            }
            if interactiveMovement?.dataSourceDeclined != true {
                moveItem(at: movement.original, to: movement.current)
            }
        }
    }

    /// Ends the movement with the item back where it started; the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement, !movement.isEnding else { return }
        interactiveMovement = nil
        setReordering(false, at: movement.original)
    }

    /// Whether the view is telling its data source of a finished movement, whose move it shows
    /// itself: a diffable data source then changes only its data.
    var isEndingInteractiveMovement: Bool {
        interactiveMovement?.isEnding == true
    }

    /// Called by the data source protocol's default `collectionView(_:moveItemAt:to:)`.
    func dataSourceDoesNotMoveItems() {
        interactiveMovement?.dataSourceDeclined = true
    }

    /// Whether the data source has an item at `indexPath`.
    private func hasItem(at indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    /// Puts the cell shown for `indexPath`, if any, in or out of the reordering state.
    private func setReordering(_ reordering: Bool, at indexPath: IndexPath) {
        (viewStore.view(for: ElementKey(.cell, at: indexPath))?.view as? UICollectionViewCell)?
            .collectionViewStates.isReordering = reordering
    }
}

/// The item the user is moving: where it started, where it is now, and how its end is going.
struct InteractiveMovement {
    /// The item's index path when the movement began.
    let original: IndexPath
    /// The index path it would take if dropped now.
    var current: IndexPath
    /// Whether the data source is being told of the move.
    var isEnding = false
    /// Whether the data source's default method answered: it does not move items.
    var dataSourceDeclined = false
}
