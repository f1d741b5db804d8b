/// A shown view asking to be measured again (iOS 16's self-resizing cells): a view inside a
/// self-sizing cell or supplementary view calls `invalidateIntrinsicContentSize()`, the call
/// travels up to the collection view, and the element the view belongs to is invalidated, so
/// the next layout pass asks its view's `preferredLayoutAttributesFitting(_:)` again.
extension UICollectionView {
    /// How the collection view takes a self-sizing view's `invalidateIntrinsicContentSize()`
    /// (see ``UICollectionView/selfSizingInvalidation``).
    public enum SelfSizingInvalidation: Int, Sendable {
        /// The call changes nothing.
        case disabled = 0
        /// The call on a shown cell or supplementary view, or on its content view, has the
        /// element measured again.
        case enabled
        /// The call on any view inside a shown cell or supplementary view has the element
        /// measured again: a change of a subview's intrinsic size stands for the constraint
        /// changes UIKit watches (a constraint's own changes are not watched).
        case enabledIncludingConstraints
    }

    /// Invalidates the self-sizing element whose shown view holds `view` (the view itself or
    /// a view inside it), as ``selfSizingInvalidation`` allows; nothing for other views.
    func invalidateSelfSizing(from view: UIView) {
        var child = view
        while let parent = child.superview, parent !== self { child = parent }
        guard child.superview === self, let shown = child as? UICollectionReusableView,
            let element = viewStore.element(of: shown), let entry = viewStore.view(for: element),
            !entry.attributes.selfSizingAxes.isEmpty
        else { return }
        if selfSizingInvalidation == .enabled {
            let contentView = (shown as? UICollectionViewCell)?.contentView
            guard view === shown || view === contentView else { return }
        }
        let context = collectionViewLayout.makeInvalidationContext()
        switch element.category {
        case .cell: context.invalidateItems(at: [element.indexPath])
        case .supplementaryView: context.invalidateSupplementaryElements(ofKind: element.kind ?? "", at: [element.indexPath])
        case .decorationView: return
        }
        collectionViewLayout.invalidateLayout(with: context)
    }
}
