/// The object a scroll view tells about scrolling and zooming.
///
/// UIKit declares these methods optional; Swift protocols outside Objective-C cannot, so each
/// is a requirement with a default implementation (below) that does what UIKit does when the
/// delegate lacks the method. A class implements only the methods it needs, as with UIKit:
///
/// ```swift
/// final class FeedController: UIScrollViewDelegate {
///     func scrollViewDidScroll(_ scrollView: UIScrollView) { … }
/// }
/// ```
///
/// One difference from Objective-C's optional methods: the implementation must be visible
/// where the class declares the conformance. A subclass that adds `scrollViewDidScroll(_:)`
/// to a superclass that conforms without implementing it is not called (Swift binds the
/// superclass's default); declare the method in the conforming class and override it.
///
/// Headless scroll views call ``scrollViewDidScroll(_:)``, ``scrollViewDidEndScrollingAnimation(_:)``
/// and ``scrollViewDidChangeAdjustedContentInset(_:)``; there are no drags, deceleration or
/// zoom gestures, so the other methods are never called by the view.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed, by the app or by scrolling.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// The zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// A drag is about to start.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A drag ended; `targetContentOffset` holds where the scroll will stop and may be changed.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` tells whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// The content starts slowing down after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// The content came to rest after a drag.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// An animated scroll the app started (`setContentOffset(_:animated:)`,
    /// `scrollRectToVisible(_:animated:)`) ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when the user zooms; `nil` (no zooming) by default.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Zooming is about to start on `view`.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Zooming ended on `view` at `scale`.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar may scroll to the top; `true` by default.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// The scroll to the top that a status-bar tap started ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// The adjusted content insets changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target where it is.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No view: the content does not zoom.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Allows it.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
