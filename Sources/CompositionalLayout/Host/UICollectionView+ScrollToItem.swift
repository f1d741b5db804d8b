/// Scrolling an item into view, as UIKit does: the item is placed at the edge or centre of the
/// visible area the scroll position names, and the content offset is clamped to the scrollable
/// range.
///
/// The visible area is the bounds inset by ``UIScrollView/adjustedContentInset``, so `.top`
/// puts the item just below a top inset (a navigation bar's safe area) rather than under it.
/// On each axis the offset is then kept between `-inset` and `content length + inset − bounds
/// length` (the start when the content is shorter): an item near the end cannot be brought
/// further than the end allows. An axis the position names nothing on keeps its offset.
///
/// An item of an orthogonal row scrolls its row along the row's axis (the row's scroll view is
/// as long as the collection view and has no insets: `.left` puts the item at the row's left
/// edge, clamped between the row's ends) and the collection view along the other axis.
extension UICollectionView {
    /// Where an item is placed by ``scrollToItem(at:at:animated:)`` and
    /// ``selectItem(at:animated:scrollPosition:)``: at most one vertical and one horizontal
    /// position; `[]` does not scroll.
    public struct ScrollPosition: OptionSet, Hashable, Sendable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates a position from its bits.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// The item's top at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the vertical centre of the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the horizontal centre of the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)

        /// The vertical positions named.
        var vertical: ScrollPosition { intersection([.top, .centeredVertically, .bottom]) }
        /// The horizontal positions named.
        var horizontal: ScrollPosition { intersection([.left, .centeredHorizontally, .right]) }
        /// Whether more than one vertical position is named, which UIKit rejects.
        var namesSeveralVerticalPositions: Bool { vertical.rawValue.nonzeroBitCount > 1 }
        /// Whether more than one horizontal position is named, which UIKit rejects.
        var namesSeveralHorizontalPositions: Bool { horizontal.rawValue.nonzeroBitCount > 1 }
    }

    /// Scrolls so that the item at `indexPath` sits where `scrollPosition` says (see the
    /// extension's description), laying out first. Animated, the offset is in place at once
    /// and the animation ends at the next layout pass (the delegate then hears
    /// `scrollViewDidEndScrollingAnimation(_:)`); a row moves at once.
    ///
    /// An index path the layout has no item for, and a position naming two positions on one
    /// axis, are UIKit's exceptions: they are reported in ``reportedErrors``
    /// (``CollectionViewError/Reason/scrollToInvalidIndexPath(_:)``,
    /// ``CollectionViewError/Reason/conflictingScrollPositions(_:)``) and nothing scrolls on
    /// the axis concerned.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            report(.scrollToInvalidIndexPath(indexPath))
            return
        }
        if scrollPosition.namesSeveralVerticalPositions || scrollPosition.namesSeveralHorizontalPositions {
            report(.conflictingScrollPositions(scrollPosition))
        }
        let vertical = scrollPosition.namesSeveralVerticalPositions ? [] : scrollPosition.vertical
        let horizontal = scrollPosition.namesSeveralHorizontalPositions ? [] : scrollPosition.horizontal
        let rowSection = compositionalLayout?.orthogonalContentSize(forSection: indexPath.section) != nil ? indexPath.section : nil
        let rowsScrollVertically = collectionViewLayout.scrollsHorizontally
        if let section = rowSection, let layout = compositionalLayout {
            let alongRow = rowsScrollVertically ? vertical : horizontal
            if !alongRow.isEmpty, let target = layout.rowOffset(showing: frame, at: alongRow, inSection: section) {
                setOrthogonalScrollOffset(target, forSection: section)
            }
        }
        let insets = adjustedContentInset
        var offset = contentOffset
        if rowSection == nil || rowsScrollVertically, let x = Self.offset(
            showing: frame.minX, frame.maxX, at: horizontal, visibleLength: bounds.width, insets: (insets.left, insets.right),
            range: horizontalScrollableRange)
        {
            offset.x = x
        }
        if rowSection == nil || !rowsScrollVertically, let y = Self.offset(
            showing: frame.minY, frame.maxY, at: vertical, visibleLength: bounds.height, insets: (insets.top, insets.bottom),
            range: verticalScrollableRange)
        {
            offset.y = y
        }
        if offset != contentOffset { setContentOffset(offset, animated: animated) }
    }

    /// The offset along one axis that puts `start … end` where `position` names (one of the
    /// axis's positions, or none: `nil`), within the visible length between `insets`, clamped
    /// to the axis's scrollable `range`.
    static func offset(
        showing start: CGFloat, _ end: CGFloat, at position: ScrollPosition, visibleLength: CGFloat,
        insets: (leading: CGFloat, trailing: CGFloat), range: ScrollableRange
    ) -> CGFloat? {
        let visible = visibleLength - insets.leading - insets.trailing
        let target: CGFloat
        if position.contains(.top) || position.contains(.left) {
            target = start - insets.leading
        } else if position.contains(.bottom) || position.contains(.right) {
            target = end - visibleLength + insets.trailing
        } else if position.contains(.centeredVertically) || position.contains(.centeredHorizontally) {
            target = (start + end) / 2 - visible / 2 - insets.leading
        } else {
            return nil
        }
        return range.clamped(target)
    }
}
