/// Scrolling of orthogonal sections. UIKit scrolls each such row in a scroll view of its own
/// that apps cannot reach; the headless view exposes the row offsets directly. The layout
/// keeps them (constrained by its rows, kept across `prepare()`); these methods lay the view
/// out if needed and ask it. Inside a layout pass (called by a data source, provider or
/// handler) they do not lay out: the readers answer from the pass's current state.
///
/// Offsets are in the collection view's coordinate space: an element of the row is shown at
/// its reported frame minus the row's offset. In a left-to-right vertical layout the offset
/// runs from 0 (the row's leading end) to the row's content width minus the view's width; in
/// right-to-left it runs from 0 to the negative of that, because the row starts on the right.
/// In a horizontal layout rows scroll vertically and the offset is a y value.
extension UICollectionView {
    /// The current offset of the orthogonal row of `section`; `.zero` for other sections.
    public func orthogonalScrollOffset(forSection section: Int) -> CGPoint {
        layoutIfNeeded()
        return compositionalLayout?.orthogonalScrollOffset(forSection: section) ?? .zero
    }

    /// Scrolls the orthogonal row of `section` to `offset` without animation. NaN and the
    /// infinities count as 0. The offset is kept within the row unless the section's bounce allows pulling past
    /// its ends; sections that are not rows ignore it.
    ///
    /// As a scroll view takes a new offset, the row takes it at once (after laying out what
    /// was pending, so the offset is kept within the current row), and the view lays out at
    /// its next pass: the visible-items handlers see the new offset and newly shown
    /// self-sizing elements are measured there. Called by app code during a layout pass (a
    /// visible-items handler moving its row), it does not lay out: the row moves when the
    /// pass's current step ends, and the pass goes on from there.
    public func setOrthogonalScrollOffset(_ offset: CGPoint, forSection section: Int) {
        layoutIfNeeded()
        performOrPostpone { [self] in
            if compositionalLayout?.setOrthogonalScrollOffset(offset, forSection: section) == true {
                setNeedsLayout()
            }
        }
    }

    /// The size of the scrollable content of the orthogonal row of `section`, or `nil` when
    /// the section is not a row.
    public func orthogonalContentSize(forSection section: Int) -> CGSize? {
        layoutIfNeeded()
        return compositionalLayout?.orthogonalContentSize(forSection: section)
    }

    /// Where the orthogonal row of `section` comes to rest when the user lifts the finger at
    /// `offset` with `velocity` (points per millisecond, as `UIScrollView` reports it), given
    /// the section's behaviour and deceleration rate. Returns `offset` for sections that are
    /// not rows.
    public func orthogonalRestingOffset(forSection section: Int, releasedAt offset: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutIfNeeded()
        return compositionalLayout?.orthogonalRestingOffset(forSection: section, releasedAt: offset, velocity: velocity)
            ?? offset
    }
}
