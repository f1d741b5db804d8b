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
    /// The view re-targets while it measures, as UIKit does around the target: the move shows
    /// self-sizing elements for the first time, whose measured sizes can move the item (a list
    /// measured only near its start places its last row by estimates). Until the next layout
    /// passes settle, each pass that has measured and placed what the bounds show moves the
    /// view again if the item's place changed (see `ScrollToItemTarget`), so one call lands
    /// on the item, measuring only what the bounds show on the way. A scroll the app makes
    /// meanwhile (``contentOffset``, ``setContentOffset(_:animated:)``) ends the re-targeting.
    ///
    /// An index path the layout has no item for, and a position naming two positions on one
    /// axis, are UIKit's exceptions: they are reported in ``reportedErrors``
    /// (``CollectionViewError/Reason/scrollToInvalidIndexPath(_:)``,
    /// ``CollectionViewError/Reason/conflictingScrollPositions(_:)``) and nothing scrolls on
    /// the axis concerned.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard collectionViewLayout.layoutAttributesForItem(at: indexPath) != nil else {
            report(.scrollToInvalidIndexPath(indexPath))
            return
        }
        if scrollPosition.namesSeveralVerticalPositions || scrollPosition.namesSeveralHorizontalPositions {
            report(.conflictingScrollPositions(scrollPosition))
        }
        let target = ScrollToItemTarget(
            indexPath: indexPath, vertical: scrollPosition.namesSeveralVerticalPositions ? [] : scrollPosition.vertical,
            horizontal: scrollPosition.namesSeveralHorizontalPositions ? [] : scrollPosition.horizontal, animated: animated)
        performOrPostpone { [self] in
            scrollTarget = target
            _ = moveToScrollTarget()
        }
    }

    /// Moves the view again towards the item of ``scrollTarget`` when its place changed: run by
    /// the pass loop once a pass has measured and placed what the bounds show. Moves at most
    /// ``maximumLayoutPasses`` times per target.
    func retargetScroll() {
        guard let target = scrollTarget, target.moves < Self.maximumLayoutPasses else { return }
        if moveToScrollTarget() { scrollTarget?.moves += 1 }
    }

    /// Runs `move`, a change of the offset the view makes itself (a layout's adjustment, a
    /// re-targeting move), keeping ``scrollTarget``: only the app's own scrolls end it.
    func keepingScrollTarget(_ move: () -> Void) {
        let target = scrollTarget
        move()
        scrollTarget = target
    }

    /// Moves the view (and the item's row) so that the item of ``scrollTarget`` stands at the
    /// positions named, from the layout's current answer; returns whether anything moved.
    private func moveToScrollTarget() -> Bool {
        guard let target = scrollTarget, let frame = collectionViewLayout.layoutAttributesForItem(at: target.indexPath)?.frame
        else { return false }
        let (vertical, horizontal) = (target.vertical, target.horizontal)
        var moved = false
        let section = target.indexPath.section
        let isRow = compositionalLayout?.orthogonalContentSize(forSection: section) != nil
        let rowsScrollVertically = collectionViewLayout.scrollsHorizontally
        if isRow, let layout = compositionalLayout {
            let alongRow = rowsScrollVertically ? vertical : horizontal
            if !alongRow.isEmpty, let rowTarget = layout.rowOffset(showing: frame, at: alongRow, inSection: section),
                rowTarget != layout.orthogonalScrollOffset(forSection: section)
            {
                setOrthogonalScrollOffset(rowTarget, forSection: section)
                moved = true
            }
        }
        let insets = adjustedContentInset
        var offset = contentOffset
        if !isRow || rowsScrollVertically, let x = Self.offset(
            showing: frame.minX, frame.maxX, at: horizontal, visibleLength: bounds.width, insets: (insets.left, insets.right),
            range: horizontalScrollableRange)
        {
            offset.x = x
        }
        if !isRow || !rowsScrollVertically, let y = Self.offset(
            showing: frame.minY, frame.maxY, at: vertical, visibleLength: bounds.height, insets: (insets.top, insets.bottom),
            range: verticalScrollableRange)
        {
            offset.y = y
        }
        guard offset != contentOffset else { return moved }
        keepingScrollTarget { setContentOffset(offset, animated: target.animated) }
        return true
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
