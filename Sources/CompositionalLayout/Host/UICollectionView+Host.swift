extension UICollectionView {
    /// Sets the view up as `host` describes, before its first layout: the frame's size, the
    /// traits (display scale, layout direction and the size classes `host` specifies, merged
    /// over the view's), the screen, the layout margins, the content inset, the safe area
    /// and, when `host` gives one, the content offset. Beyond UIKit.
    ///
    /// The margins are set after the direction, so their left and right become leading and
    /// trailing in that direction; the insets are set while the view is at rest, so it moves
    /// to the new resting offset as a scroll view does. Orthogonal offsets need a laid-out
    /// view: see ``applyScrollOffsets(of:)``.
    public func apply(_ host: CollectionViewHost) {
        frame = CGRect(origin: frame.origin, size: host.size)
        let direction = UITraitEnvironmentLayoutDirection(host.layoutDirection)
        traitCollection = UITraitCollection(traitsFrom: [
            traitCollection, UITraitCollection(displayScale: host.displayScale),
            UITraitCollection(layoutDirection: direction),
            UITraitCollection(horizontalSizeClass: host.horizontalSizeClass),
            UITraitCollection(verticalSizeClass: host.verticalSizeClass),
        ])
        if let screenSize = host.screenSize { self.screenSize = screenSize }
        if let layoutMargins = host.layoutMargins { self.layoutMargins = layoutMargins }
        contentInset = host.contentInset
        safeAreaInsets = host.safeAreaInsets
        if let contentOffset = host.contentOffset { self.contentOffset = contentOffset }
    }

    /// Scrolls a laid-out view to where `host` says, and lays it out: to its content offset
    /// when it gives one and the view is elsewhere (measuring elements above the visible
    /// area moves the offset), then each orthogonal row named in
    /// ``CollectionViewHost/orthogonalScrollOffsets`` to its offset, in section order.
    /// Beyond UIKit.
    ///
    /// - Returns: the sections given an offset that are not orthogonal rows, in increasing
    ///   order; their offsets have no effect.
    @discardableResult
    public func applyScrollOffsets(of host: CollectionViewHost) -> [Int] {
        if let contentOffset = host.contentOffset, self.contentOffset != contentOffset {
            self.contentOffset = contentOffset
            layoutIfNeeded()
        }
        var ignored: [Int] = []
        for (section, offset) in host.orthogonalScrollOffsets.sorted(by: { $0.key < $1.key }) {
            guard orthogonalContentSize(forSection: section) != nil else {
                ignored.append(section)
                continue
            }
            setOrthogonalScrollOffset(offset, forSection: section)
        }
        layoutIfNeeded()
        return ignored
    }
}
