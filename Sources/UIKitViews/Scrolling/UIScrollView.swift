/// A view whose bounds move over larger content: its ``contentOffset`` is the origin of its
/// bounds. The headless collection view's superclass.
///
/// There are no gestures headless: content moves when code sets ``contentOffset`` or calls
/// ``setContentOffset(_:animated:)`` or ``scrollRectToVisible(_:animated:)``, and the
/// ``delegate`` hears of it as in UIKit. Dragging, deceleration, bouncing, paging, zooming and
/// the scroll indicators are stored settings that nothing acts on.
///
/// ## Animations
///
/// An animated scroll puts the offset in place at once (``delegate`` hears
/// `scrollViewDidScroll(_:)` once) and ends at the next layout pass: the next
/// ``UIView/layoutIfNeeded()`` calls the delegate's
/// `scrollViewDidEndScrollingAnimation(_:)` after laying the view out. Setting ``contentOffset`` directly before then cancels the end, as a
/// new offset stops a running animation in UIKit. An animated scroll to where the view
/// already is does not animate, and so does not end either, as in UIKit. Content that
/// shrinks under the animation's target (a reload down to a few rows) brings the offset back
/// into the new content; the animation still ends, there.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// The adjusted insets last reported, to tell when they change.
    private var reportedAdjustedContentInset = UIEdgeInsets.zero
    /// Whether an animated scroll awaits its end at the next layout pass.
    private var scrollAnimationIsPending = false

    /// Creates a scroll view of `frame` at offset zero, with no content, clipping it to its
    /// bounds (`clipsToBounds` is `true`), as UIKit's scroll views do by default.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view from an archive; nothing is read headless (see `UIView`). It clips
    /// to its bounds, as one made in code does.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The object told about scrolling. Held weakly, as in UIKit.
    open weak var delegate: UIScrollViewDelegate?

    /// The point of the content shown at the view's top-left corner: the origin of
    /// ``UIView/bounds``. A change calls the delegate's `scrollViewDidScroll(_:)` and lays the
    /// view out again; a NaN or infinite coordinate is taken as 0.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            scrollAnimationIsPending = false
            bounds.origin = newValue
        }
    }

    /// The size of the scrollable content; zero by default. Content that becomes shorter on an
    /// axis under an offset past its new end brings the offset back to that end, as UIKit does
    /// (a scroll animation under way ends there; see "Animations").
    open var contentSize: CGSize = .zero {
        didSet {
            let size = contentSize
            // The content size enters the adjusted insets only through the axes it makes
            // scrollable (longer than the bounds): when neither comparison changes, neither
            // do they.
            let bounds = bounds.size
            if (size.width > bounds.width) != (oldValue.width > bounds.width)
                || (size.height > bounds.height) != (oldValue.height > bounds.height)
            {
                adjustedContentInsetInputsDidChange()
            }
            keepOffsetInShrunkContent(from: oldValue, to: size)
        }
    }

    /// Extra scrollable space around the content, set by the app; zero by default.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { adjustedContentInsetInputsDidChange() }
    }

    /// Which safe-area insets ``adjustedContentInset`` includes; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { adjustedContentInsetInputsDidChange() }
    }

    /// The insets the content is laid out in: ``contentInset`` plus the
    /// ``UIView/safeAreaInsets`` on the axes ``contentInsetAdjustmentBehavior`` includes.
    ///
    /// A change, whatever caused it, calls ``adjustedContentInsetDidChange()`` and then the
    /// delegate's `scrollViewDidChangeAdjustedContentInset(_:)`. A view resting at the top-left
    /// of its content (offset `(-left, -top)` of the old insets) moves to the new resting point
    /// first, so the content stays where it was on screen.
    open var adjustedContentInset: UIEdgeInsets {
        adjustedInsets()
    }

    /// Called when ``adjustedContentInset`` changed. Does nothing by default; an override
    /// point.
    open func adjustedContentInsetDidChange() {}

    /// Whether scrolling stops on multiples of the bounds' size; `false` by default. Stored
    /// only.
    open var isPagingEnabled = false

    /// Whether the content bounces past its edges; `true` by default. Stored only.
    open var bounces = true

    /// Whether the content bounces vertically even when it is no taller than the bounds;
    /// `false` by default. It also makes the vertical axis count as scrollable for
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes``.
    open var alwaysBounceVertical = false {
        didSet { adjustedContentInsetInputsDidChange() }
    }

    /// Whether the content bounces horizontally even when it is no wider than the bounds;
    /// `false` by default. It also makes the horizontal axis count as scrollable for
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes``.
    open var alwaysBounceHorizontal = false {
        didSet { adjustedContentInsetInputsDidChange() }
    }

    /// Whether the user may scroll; `true` by default. Code can always scroll. A view that
    /// may not scroll has no scrollable axis for
    /// ``ContentInsetAdjustmentBehavior/scrollableAxes``.
    open var isScrollEnabled = true {
        didSet { adjustedContentInsetInputsDidChange() }
    }

    /// Whether scrolling locks to one axis at a time; `false` by default. Stored only.
    open var isDirectionalLockEnabled = false

    /// Whether a status-bar tap scrolls to the top; `true` by default. Stored only.
    open var scrollsToTop = true

    /// Whether the vertical scroll indicator shows while scrolling; `true` by default. Stored
    /// only.
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal scroll indicator shows while scrolling; `true` by default.
    /// Stored only.
    open var showsHorizontalScrollIndicator = true

    /// How far the vertical scroll indicator is inset from the view's edges; zero by default.
    /// Stored only.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// How far the horizontal scroll indicator is inset from the view's edges; zero by
    /// default. Stored only.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// Both indicators' insets at once: setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``; reading it reads the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the indicators' insets follow the safe area; `true` by default. Stored only.
    open var automaticallyAdjustsScrollIndicatorInsets = true

    /// The indicators' color scheme; `.default` by default. Stored only.
    open var indicatorStyle: IndicatorStyle = .default

    /// How quickly the content slows after a drag; `.normal` (0.998) by default. Stored only.
    open var decelerationRate: DecelerationRate = .normal

    /// When a drag dismisses the keyboard; `.none` by default. Stored only.
    open var keyboardDismissMode: KeyboardDismissMode = .none

    /// The pull-to-refresh control at the top of the content; `nil` by default. Stored: the
    /// control is not added as a subview headless, and a pull is simulated on the control
    /// itself (``UIRefreshControl/simulatePullToRefresh()``).
    open var refreshControl: UIRefreshControl?

    /// Whether touches wait to tell a tap from a scroll; `true` by default. Stored only.
    open var delaysContentTouches = true

    /// Whether a scroll may take over touches that content views began; `true` by default.
    /// Stored only.
    open var canCancelContentTouches = true

    /// The smallest zoom scale; 1 by default.
    open var minimumZoomScale: CGFloat = 1

    /// The largest zoom scale; 1 by default.
    open var maximumZoomScale: CGFloat = 1

    /// How much the content is scaled, kept between ``minimumZoomScale`` and
    /// ``maximumZoomScale``; 1 by default. Stored only: nothing is scaled headless.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { storedZoomScale = min(max(newValue.finiteOrZero, minimumZoomScale), maximumZoomScale) }
    }
    private var storedZoomScale: CGFloat = 1

    /// Whether zooming bounces past the scale limits; `true` by default. Stored only.
    open var bouncesZoom = true

    /// Whether the user touches the content; always `false` headless.
    open var isTracking: Bool { false }

    /// Whether the user drags the content; always `false` headless.
    open var isDragging: Bool { false }

    /// Whether the content moves on after a drag; always `false` headless.
    open var isDecelerating: Bool { false }

    /// Whether the user zooms; always `false` headless.
    open var isZooming: Bool { false }

    /// Whether the zoom bounces back into its limits; always `false` headless.
    open var isZoomBouncing: Bool { false }

    /// Moves the content to `contentOffset`. Without animation this is setting
    /// ``contentOffset``. With animation the offset is in place at once and the scroll ends at
    /// the next layout pass (see the type's "Animations"); when the view is already at
    /// `contentOffset` nothing happens.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let target = contentOffset.finiteOrZero
        guard animated else {
            self.contentOffset = target
            return
        }
        guard target != bounds.origin else { return }
        self.contentOffset = target
        scrollAnimationIsPending = true
        setNeedsLayout()
    }

    /// Scrolls the least distance that shows `rect` (in content coordinates) inside the
    /// bounds, without going past the scrollable range on an axis it moves along.
    ///
    /// On each axis: a rectangle already inside the bounds leaves it alone; one before the
    /// visible part is aligned with the bounds' leading edge, one after it with the trailing
    /// edge, and one longer than the bounds with the leading edge. The range runs from
    /// `-adjustedContentInset.top` to `contentSize.height + adjustedContentInset.bottom −
    /// bounds.height` (and likewise across), the end never before the start.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        setContentOffset(offsetShowing(rect.finiteOrZero), animated: animated)
    }

    /// Sets the zoom scale (see ``zoomScale``); the animation is not run headless.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        zoomScale = scale
    }

    /// The axes ``ContentInsetAdjustmentBehavior/automatic`` adjusts even when they do not
    /// scroll: none for a plain scroll view (UIKit adjusts vertically only when a navigation
    /// or tab bar controller shows the view). A subclass in this package may widen it.
    @_spi(ViewHooks) open var automaticallyAdjustedAxes: UIAxis { [] }

    @_spi(ViewHooks) open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if bounds.size != oldBounds.size { adjustedContentInsetInputsDidChange() }
        if bounds.origin != oldBounds.origin { tellDelegate { $0.scrollViewDidScroll(self) } }
    }

    @_spi(ViewHooks) open override func safeAreaDidChange() {
        super.safeAreaDidChange()
        adjustedContentInsetInputsDidChange()
    }

    override func layoutPassDidLayOutSubviews() {
        super.layoutPassDidLayOutSubviews()
        guard scrollAnimationIsPending else { return }
        scrollAnimationIsPending = false
        tellDelegate { $0.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Moves the offset back to the end of the scrollable range on each axis along which the
    /// content became shorter (from `oldSize` to `newSize`, the content size now) and the
    /// offset now lies past that end. The bounds move without going through ``contentOffset``,
    /// so an animated scroll under way is not cancelled: it ends, at the next layout pass, at
    /// the offset it was brought back to.
    private func keepOffsetInShrunkContent(from oldSize: CGSize, to newSize: CGSize) {
        // The ranges read the adjusted insets: only an axis that shrank needs its range.
        guard newSize.width < oldSize.width || newSize.height < oldSize.height else { return }
        var offset = bounds.origin
        if newSize.width < oldSize.width {
            let horizontal = horizontalScrollableRange
            if offset.x > horizontal.highest { offset.x = horizontal.clamped(offset.x) }
        }
        if newSize.height < oldSize.height {
            let vertical = verticalScrollableRange
            if offset.y > vertical.highest { offset.y = vertical.clamped(offset.y) }
        }
        if offset != bounds.origin { bounds.origin = offset }
    }

    /// Reports a change of ``adjustedContentInset`` after one of its inputs changed (see
    /// there for the order of what happens).
    func adjustedContentInsetInputsDidChange() {
        let previous = reportedAdjustedContentInset
        let adjusted = adjustedContentInset
        guard adjusted != previous else { return }
        reportedAdjustedContentInset = adjusted
        // `0 − inset`, not `−inset`: an inset of 0 gives the offset 0, not −0.
        if contentOffset == CGPoint(x: 0 - previous.left, y: 0 - previous.top) {
            contentOffset = CGPoint(x: 0 - adjusted.left, y: 0 - adjusted.top)
        }
        adjustedContentInsetDidChange()
        tellDelegate { $0.scrollViewDidChangeAdjustedContentInset(self) }
    }

    /// Sends `message` to the ``delegate``, if there is one: the one way the scroll view calls
    /// it. A subclass in this package overrides it to call the delegate as app code (the
    /// collection view runs it through its layout passes' calls out).
    @_spi(ViewHooks) open func tellDelegate(_ message: (UIScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        message(delegate)
    }
}
