/// The object a collection view tells about the views it shows, selection and highlighting,
/// and (as a `UIScrollViewDelegate`) scrolling.
///
/// UIKit declares these methods optional; here each has a default implementation that does
/// what UIKit does when the delegate lacks the method, so a class implements only the ones it
/// needs (see `UIScrollViewDelegate` for the one difference from Objective-C's optional
/// methods). Set it as the collection view's `UIScrollView.delegate`, which holds a
/// `UIScrollViewDelegate`; the collection view calls these methods when the object set is a
/// `UICollectionViewDelegate`:
///
/// ```swift
/// final class Controller: UICollectionViewDelegate {
///     func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { … }
/// }
/// collectionView.delegate = controller
/// ```
///
/// The view calls ``collectionView(_:willDisplay:forItemAt:)`` for each cell it realizes,
/// just before adding it (after the data source returned it and it was measured), and
/// ``collectionView(_:didEndDisplaying:forItemAt:)`` after removing one that left the bounds;
/// likewise for supplementary views. The selection methods answer taps
/// (``UICollectionView/simulateTap(at:)`` headless), never programmatic selection.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
    /// Whether the item at `indexPath` may be highlighted when touched; `true` by default.
    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was highlighted by a touch.
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item at `indexPath` lost its highlight.
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether a tap may select the item at `indexPath`; `true` by default.
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether a tap may deselect the item at `indexPath`; `true` by default.
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// A tap selected the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
    /// A tap deselected the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
    /// `cell` is about to be shown for the item at `indexPath`.
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `view` is about to be shown for the supplementary element of `elementKind` at `indexPath`.
    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath)
    /// `cell`, which showed the item at `indexPath`, was removed from the view.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath)
    /// `view`, which showed the supplementary element of `elementKind` at `indexPath`, was
    /// removed from the view.
    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath)
    /// The context menu for a long press at `point` on the items at `indexPaths` (empty for
    /// the space between items), or `nil` for none.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// The context menu for a long press at `point` on the item at `indexPath`, or `nil` for
    /// none: the API before iOS 16.
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration?
    /// Whether the item at `indexPath` may be edited; `true` by default.
    func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// The item at `indexPath` was chosen by its primary action (a tap while the view is not
    /// editing, after selection).
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath)
    /// Where the item the user is moving, from `originalIndexPath` and now at
    /// `currentIndexPath`, goes when the view proposes `proposedIndexPath`.
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath
}

extension UICollectionViewDelegate {
    /// Allows it.
    public func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// Allows it.
    public func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// Allows it.
    public func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {}
    /// For one item, the answer of the pre-iOS 16 method for it; otherwise none.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? {
        contextMenuConfigurationOfOneItem(indexPaths, in: collectionView, at: point)
    }
    /// None.
    public func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        nil
    }
    /// Allows it.
    public func collectionView(_ collectionView: UICollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// The proposed index path.
    public func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath
    }
}

extension UICollectionView {
    /// The ``UIScrollView/delegate`` when it is a ``UICollectionViewDelegate``.
    var collectionViewDelegate: UICollectionViewDelegate? {
        delegate as? UICollectionViewDelegate
    }
}

extension UICollectionViewDelegate {
    /// What the iOS 16 context-menu method answers by default, here and in
    /// `UICollectionViewController`: for one item, the pre-iOS 16 method's answer; otherwise
    /// none.
    func contextMenuConfigurationOfOneItem(
        _ indexPaths: [IndexPath], in collectionView: UICollectionView, at point: CGPoint
    ) -> UIContextMenuConfiguration? {
        guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
        return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
    }
}
