extension UIScrollView {
    /// What ``adjustedContentInset`` reads: the content insets plus the safe area on the axes
    /// the behaviour includes.
    func adjustedInsets() -> UIEdgeInsets {
        let axes = safeAreaAxes
        let safe = safeAreaInsets
        let content = contentInset
        let vertical = axes.contains(.vertical)
        let horizontal = axes.contains(.horizontal)
        return UIEdgeInsets(
            top: content.top + (vertical ? safe.top : 0), left: content.left + (horizontal ? safe.left : 0),
            bottom: content.bottom + (vertical ? safe.bottom : 0), right: content.right + (horizontal ? safe.right : 0))
    }

    /// The axes whose safe-area insets join the content insets under
    /// ``contentInsetAdjustmentBehavior``.
    private var safeAreaAxes: UIAxis {
        switch contentInsetAdjustmentBehavior {
        case .never: []
        case .always: .both
        case .scrollableAxes: scrollableAxes
        case .automatic: scrollableAxes.union(automaticallyAdjustedAxes)
        }
    }

    /// The axes the view scrolls along, as ``ContentInsetAdjustmentBehavior/scrollableAxes``
    /// counts them: scrolling is enabled, and the content is longer than the bounds on that
    /// axis or the view always bounces along it.
    private var scrollableAxes: UIAxis {
        guard isScrollEnabled else { return [] }
        let size = contentSize
        var axes: UIAxis = []
        if size.height > bounds.height || alwaysBounceVertical { axes.insert(.vertical) }
        if size.width > bounds.width || alwaysBounceHorizontal { axes.insert(.horizontal) }
        return axes
    }

    /// The content offset ``scrollRectToVisible(_:animated:)`` scrolls to for `rect` (see
    /// there).
    func offsetShowing(_ rect: CGRect) -> CGPoint {
        let visible = bounds
        let x = Self.offsetShowing(
            from: rect.minX, to: rect.maxX, visibleStart: visible.minX, visibleLength: visible.width,
            range: horizontalScrollableRange)
        let y = Self.offsetShowing(
            from: rect.minY, to: rect.maxY, visibleStart: visible.minY, visibleLength: visible.height,
            range: verticalScrollableRange)
        return CGPoint(x: x, y: y)
    }

    /// One axis of ``offsetShowing(_:)``: the visible start that shows `start ... end`.
    private static func offsetShowing(
        from start: CGFloat, to end: CGFloat, visibleStart: CGFloat, visibleLength: CGFloat, range: ScrollableRange
    ) -> CGFloat {
        let visibleEnd = visibleStart + visibleLength
        let target: CGFloat
        if start >= visibleStart && end <= visibleEnd {
            return visibleStart
        } else if end - start > visibleLength || start < visibleStart {
            target = start
        } else {
            target = end - visibleLength
        }
        return range.clamped(target)
    }
}
