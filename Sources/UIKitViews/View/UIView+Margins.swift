extension UIView {
    /// The width of the readable content guide at the default text size. UIKit narrows the
    /// guide to about this width on wide screens and follows the layout margins below it.
    package static let readableContentWidth: CGFloat = 672

    /// `insets` named for the reading direction, given with fixed left and right for the
    /// view's ``effectiveUserInterfaceLayoutDirection``.
    package func directionalInsets(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return NSDirectionalEdgeInsets(
            top: insets.top, leading: rightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: rightToLeft ? insets.left : insets.right)
    }

    /// `insets` with fixed left and right, given named for the reading direction of the
    /// view's ``effectiveUserInterfaceLayoutDirection``.
    func physicalInsets(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// The part of the superview's safe area the view overlaps: how far the superview's safe
    /// rectangle, converted into this view's coordinates, lies inside the bounds on each side,
    /// never negative; zero without a superview.
    var inheritedSafeAreaInsets: UIEdgeInsets {
        guard let superview else { return .zero }
        let superInsets = superview.safeAreaInsets
        guard superInsets != .zero else { return .zero }
        let superBounds = superview.bounds
        let safeInSuperview = CGRect(
            x: superBounds.minX + superInsets.left, y: superBounds.minY + superInsets.top,
            width: superBounds.width - superInsets.left - superInsets.right,
            height: superBounds.height - superInsets.top - superInsets.bottom)
        let safe = convert(safeInSuperview, from: superview)
        let bounds = self.bounds
        return UIEdgeInsets(
            top: max(0, safe.minY - bounds.minY), left: max(0, safe.minX - bounds.minX),
            bottom: max(0, bounds.maxY - safe.maxY), right: max(0, bounds.maxX - safe.maxX))
    }
}
