extension UIScrollView {
    /// The content offsets the view can rest at along one axis: from the adjusted inset before
    /// the content (as a negative offset) to the offset where the content's end, plus the
    /// adjusted inset after it, meets the end of the bounds — never below the first, so content
    /// shorter than the bounds rests at its start.
    package struct ScrollableRange: Equatable, Sendable {
        /// The least offset: minus the adjusted inset before the content.
        package let lowest: CGFloat
        /// The greatest offset, never below ``lowest``.
        package let highest: CGFloat

        /// The range of a content `length` shown in `visibleLength` points between `insets`.
        package init(contentLength length: CGFloat, visibleLength: CGFloat, insets: (leading: CGFloat, trailing: CGFloat)) {
            lowest = -insets.leading
            highest = max(lowest, length + insets.trailing - visibleLength)
        }

        /// `offset` moved into the range.
        package func clamped(_ offset: CGFloat) -> CGFloat {
            min(max(offset, lowest), highest)
        }
    }

    /// The range of resting offsets along x, under ``adjustedContentInset``.
    package var horizontalScrollableRange: ScrollableRange {
        let insets = adjustedContentInset
        return ScrollableRange(contentLength: contentSize.width, visibleLength: bounds.width, insets: (insets.left, insets.right))
    }

    /// The range of resting offsets along y, under ``adjustedContentInset``.
    package var verticalScrollableRange: ScrollableRange {
        let insets = adjustedContentInset
        return ScrollableRange(contentLength: contentSize.height, visibleLength: bounds.height, insets: (insets.top, insets.bottom))
    }

    /// `offset` moved into the resting range on both axes.
    package func clampedToScrollableRange(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: horizontalScrollableRange.clamped(offset.x), y: verticalScrollableRange.clamped(offset.y))
    }
}
