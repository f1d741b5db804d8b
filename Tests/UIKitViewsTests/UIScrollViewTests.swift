import Testing
@testable import UIKitViews

/// The headless scroll view: offset as the bounds' origin, adjusted insets by behaviour, the
/// delegate's callbacks and programmatic scrolling.
@MainActor
@Suite("UIScrollView")
struct UIScrollViewTests {
    /// A delegate protocol that refines UIScrollViewDelegate, as UICollectionViewDelegate does.
    @MainActor
    protocol RefinedDelegate: UIScrollViewDelegate {
        func somethingElse()
    }

    /// An app-style delegate: it declares only the methods it wants, beside a refined
    /// protocol's requirement.
    final class Recorder: RefinedDelegate {
        var events: [String] = []
        func somethingElse() {}
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            events.append("didScroll \(scrollView.contentOffset.x) \(scrollView.contentOffset.y)")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
            events.append("didEndScrollingAnimation")
        }
        func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
            events.append("didChangeAdjustedContentInset \(scrollView.adjustedContentInset.top)")
        }
    }

    /// A scroll view subclass that records the adjusted-inset hook into the delegate's log.
    final class HookedScrollView: UIScrollView {
        var recorder: Recorder?
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            recorder?.events.append("adjustedContentInsetDidChange")
        }
    }

    /// A delegate that implements nothing.
    final class Silent: UIScrollViewDelegate {}

    private func scrollView(delegate: Recorder) -> HookedScrollView {
        let view = HookedScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.delegate = delegate
        view.recorder = delegate
        return view
    }

    @Test("a new scroll view has UIKit's defaults")
    func defaults() {
        let view = UIScrollView()
        #expect(view.contentOffset == .zero)
        #expect(view.contentSize == .zero)
        #expect(view.contentInset == .zero)
        #expect(view.adjustedContentInset == .zero)
        #expect(view.contentInsetAdjustmentBehavior == .automatic)
        #expect(!view.isPagingEnabled)
        #expect(view.bounces)
        #expect(!view.alwaysBounceVertical && !view.alwaysBounceHorizontal)
        #expect(view.isScrollEnabled)
        #expect(!view.isDirectionalLockEnabled)
        #expect(view.scrollsToTop)
        #expect(view.showsVerticalScrollIndicator && view.showsHorizontalScrollIndicator)
        #expect(view.verticalScrollIndicatorInsets == .zero && view.horizontalScrollIndicatorInsets == .zero)
        #expect(view.automaticallyAdjustsScrollIndicatorInsets)
        #expect(view.indicatorStyle == .default)
        #expect(view.decelerationRate == .normal)
        #expect(view.keyboardDismissMode == .none)
        #expect(view.delaysContentTouches && view.canCancelContentTouches)
        #expect(view.zoomScale == 1 && view.minimumZoomScale == 1 && view.maximumZoomScale == 1)
        #expect(view.bouncesZoom)
        #expect(!view.isTracking && !view.isDragging && !view.isDecelerating && !view.isZooming && !view.isZoomBouncing)
        #expect(view.delegate == nil)
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test("contentOffset is the bounds' origin, and every change calls scrollViewDidScroll")
    func offsetIsBoundsOrigin() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.contentOffset = CGPoint(x: 0, y: 40)
        #expect(view.bounds == CGRect(x: 0, y: 40, width: 100, height: 100))
        #expect(view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        view.bounds.origin = CGPoint(x: 5, y: 6)
        #expect(view.contentOffset == CGPoint(x: 5, y: 6))
        view.contentOffset = CGPoint(x: 5, y: 6)
        view.contentOffset = CGPoint(x: CGFloat.nan, y: 6)
        #expect(recorder.events == ["didScroll 0.0 40.0", "didScroll 5.0 6.0", "didScroll 0.0 6.0"])
    }

    @Test(
        "adjustedContentInset adds the safe area on the axes the behaviour includes",
        arguments: [
            // Bounds 100 × 100, safe area (10, 20, 30, 40), content inset (1, 2, 3, 4).
            (UIScrollView.ContentInsetAdjustmentBehavior.never, CGSize(width: 500, height: 500), false, true,
             UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            (.always, .zero, false, true, UIEdgeInsets(top: 11, left: 22, bottom: 33, right: 44)),
            // Content no larger than the bounds scrolls along neither axis.
            (.scrollableAxes, CGSize(width: 100, height: 100), false, true, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            // Taller content: top and bottom take the safe area (1 + 10, 3 + 30).
            (.scrollableAxes, CGSize(width: 100, height: 500), false, true, UIEdgeInsets(top: 11, left: 2, bottom: 33, right: 4)),
            // Wider content: left and right (2 + 20, 4 + 40).
            (.scrollableAxes, CGSize(width: 500, height: 100), false, true, UIEdgeInsets(top: 1, left: 22, bottom: 3, right: 44)),
            // Always bouncing vertically counts as scrolling vertically.
            (.scrollableAxes, .zero, true, true, UIEdgeInsets(top: 11, left: 2, bottom: 33, right: 4)),
            // A view that may not scroll has no scrollable axis.
            (.scrollableAxes, CGSize(width: 500, height: 500), false, false, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
            // Automatic, outside a navigation or tab bar controller, is scrollableAxes.
            (.automatic, CGSize(width: 100, height: 500), false, true, UIEdgeInsets(top: 11, left: 2, bottom: 33, right: 4)),
            (.automatic, CGSize(width: 100, height: 100), false, true, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)),
        ])
    func adjustedInsets(
        behavior: UIScrollView.ContentInsetAdjustmentBehavior, contentSize: CGSize, alwaysBounceVertical: Bool,
        scrollEnabled: Bool, expected: UIEdgeInsets
    ) {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.safeAreaInsets = UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40)
        view.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.contentInsetAdjustmentBehavior = behavior
        view.contentSize = contentSize
        view.alwaysBounceVertical = alwaysBounceVertical
        view.isScrollEnabled = scrollEnabled
        #expect(view.adjustedContentInset == expected)
    }

    @Test("a change of the adjusted insets moves a view resting at its top, then calls the hook and the delegate")
    func adjustedInsetChanges() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.contentInsetAdjustmentBehavior = .always
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        // Resting at (0, 0) = (−0, −0): moves to (−0, −47).
        #expect(view.contentOffset == CGPoint(x: 0, y: -47))
        #expect(recorder.events == [
            "didScroll 0.0 -47.0", "adjustedContentInsetDidChange", "didChangeAdjustedContentInset 47.0",
        ])
        recorder.events = []
        view.contentOffset = CGPoint(x: 0, y: 100)
        view.contentInset = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        // Not resting at the top: the offset stays; top = 3 + 47.
        #expect(view.contentOffset == CGPoint(x: 0, y: 100))
        #expect(recorder.events == [
            "didScroll 0.0 100.0", "adjustedContentInsetDidChange", "didChangeAdjustedContentInset 50.0",
        ])
        recorder.events = []
        view.contentInset = UIEdgeInsets(top: 3, left: 0, bottom: 0, right: 0)
        view.contentInsetAdjustmentBehavior = .always
        #expect(recorder.events.isEmpty)
    }

    @Test("content growing past the bounds makes an axis scrollable, and so changes the adjusted insets")
    func contentSizeChangesInsets() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        #expect(view.adjustedContentInset == .zero)
        view.contentSize = CGSize(width: 100, height: 300)
        #expect(view.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(recorder.events.contains("didChangeAdjustedContentInset 20.0"))
    }

    @Test("content that changes length without changing which axes scroll leaves the adjusted insets unreported")
    func contentSizeWithinScrollableAxes() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        // The bounds are 100 × 100: 300 high scrolls vertically (top inset 0 + 20, and the view
        // resting at (−0, −0) moves to (0, −20)), 500 high too, and 80 high does not (back to
        // 0, resting at (0, −20) = (−0, −20): to (0, 0)); 100 wide never scrolls horizontally.
        view.contentSize = CGSize(width: 100, height: 300)
        #expect(recorder.events == ["didScroll 0.0 -20.0", "adjustedContentInsetDidChange", "didChangeAdjustedContentInset 20.0"])
        recorder.events = []
        view.contentSize = CGSize(width: 100, height: 500)
        #expect(recorder.events.isEmpty)
        view.contentSize = CGSize(width: 100, height: 80)
        #expect(view.adjustedContentInset == .zero)
        #expect(recorder.events == ["didScroll 0.0 0.0", "adjustedContentInsetDidChange", "didChangeAdjustedContentInset 0.0"])
    }

    @Test("setContentOffset without animation is setting contentOffset")
    func setWithoutAnimation() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        view.layoutIfNeeded()
        #expect(view.contentOffset == CGPoint(x: 0, y: 30))
        #expect(recorder.events == ["didScroll 0.0 30.0"])
    }

    @Test("an animated scroll is in place at once and ends at the next layout pass")
    func animatedScroll() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.layoutIfNeeded()
        view.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 30))
        #expect(recorder.events == ["didScroll 0.0 30.0"])
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(recorder.events == ["didScroll 0.0 30.0", "didEndScrollingAnimation"])
    }

    @Test("content that shrinks under the offset brings it back to the new end, and an animated scroll ends there")
    func shrinkingContentBringsOffsetBack() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.contentSize = CGSize(width: 100, height: 1000)
        view.setContentOffset(CGPoint(x: 0, y: 800), animated: true)
        // 1000 → 500 high in a 100-high view: the end is 500 − 100 = 400.
        view.contentSize = CGSize(width: 100, height: 500)
        #expect(view.contentOffset == CGPoint(x: 0, y: 400))
        // Content growing again leaves the offset where it is.
        view.contentSize = CGSize(width: 100, height: 1000)
        #expect(view.contentOffset == CGPoint(x: 0, y: 400))
        view.layoutIfNeeded()
        #expect(recorder.events == ["didScroll 0.0 800.0", "didScroll 0.0 400.0", "didEndScrollingAnimation"])
        // An offset before the start (pulled down 30 points) stays: only the end moved.
        view.contentOffset = CGPoint(x: 0, y: -30)
        view.contentSize = CGSize(width: 100, height: 50)
        #expect(view.contentOffset == CGPoint(x: 0, y: -30))
    }

    @Test("an animated scroll to where the view is does nothing; a direct offset cancels a pending end")
    func animatedScrollEdgeCases() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.setContentOffset(.zero, animated: true)
        view.layoutIfNeeded()
        #expect(recorder.events.isEmpty)
        view.setContentOffset(CGPoint(x: 0, y: 30), animated: true)
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        #expect(recorder.events == ["didScroll 0.0 30.0", "didScroll 0.0 10.0"])
    }

    @Test(
        "scrollRectToVisible scrolls the least distance that shows the rectangle, within the scrollable range",
        arguments: [
            // Bounds 100 tall at offset 200; content 1000 tall; range 0 … 900.
            (CGRect(x: 0, y: 250, width: 10, height: 10), CGFloat(200)),  // visible: stays
            (CGRect(x: 0, y: 380, width: 10, height: 20), CGFloat(300)),  // below: 400 − 100
            (CGRect(x: 0, y: 150, width: 10, height: 10), CGFloat(150)),  // above: its top
            (CGRect(x: 0, y: 400, width: 10, height: 300), CGFloat(400)),  // taller than the bounds: its top
            (CGRect(x: 0, y: 950, width: 10, height: 100), CGFloat(900)),  // 1050 − 100 = 950, clamped to 900
            (CGRect(x: 0, y: -50, width: 10, height: 10), CGFloat(0)),  // −50, clamped to 0
        ])
    func scrollRectToVisible(rect: CGRect, expectedY: CGFloat) {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.contentSize = CGSize(width: 100, height: 1000)
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.scrollRectToVisible(rect, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: expectedY))
    }

    @Test("scrollRectToVisible counts the adjusted insets in the scrollable range, and may animate")
    func scrollRectWithInsets() {
        let recorder = Recorder()
        let view = scrollView(delegate: recorder)
        view.contentSize = CGSize(width: 100, height: 1000)
        view.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        view.layoutIfNeeded()
        recorder.events = []
        // The range is −20 … 1000 + 30 − 100 = 930.
        view.scrollRectToVisible(CGRect(x: 0, y: 1020, width: 10, height: 10), animated: true)
        #expect(view.contentOffset == CGPoint(x: 0, y: 930))
        view.scrollRectToVisible(CGRect(x: 0, y: -50, width: 10, height: 10), animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: -20))
        view.layoutIfNeeded()
        #expect(recorder.events == ["didScroll 0.0 930.0", "didScroll 0.0 -20.0"])
    }

    @Test("the delegate's unimplemented methods do what UIKit does without them")
    func delegateDefaults() {
        let silent = Silent()
        let view = UIScrollView()
        view.delegate = silent
        #expect(silent.viewForZooming(in: view) == nil)
        #expect(silent.scrollViewShouldScrollToTop(view))
        view.contentOffset = CGPoint(x: 1, y: 1)
        #expect(view.contentOffset == CGPoint(x: 1, y: 1))
    }

    @Test("the delegate is held weakly")
    func weakDelegate() {
        let view = UIScrollView()
        do {
            let recorder = Recorder()
            view.delegate = recorder
            #expect(view.delegate != nil)
        }
        #expect(view.delegate == nil)
    }

    @Test("zoomScale stays between the minimum and maximum; scrollIndicatorInsets sets both indicators")
    func storedSettings() {
        let view = UIScrollView()
        view.zoomScale = 2
        #expect(view.zoomScale == 1)
        view.maximumZoomScale = 3
        view.setZoomScale(2, animated: true)
        #expect(view.zoomScale == 2)
        view.zoomScale = 5
        #expect(view.zoomScale == 3)
        view.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(view.verticalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.horizontalScrollIndicatorInsets == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(view.scrollIndicatorInsets == view.verticalScrollIndicatorInsets)
    }

    @Test("a subview of a scrolled view takes the safe area where it shows")
    func safeAreaOfContent() {
        let view = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        view.safeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        view.contentOffset = CGPoint(x: 0, y: 50)
        let row = UIView(frame: CGRect(x: 0, y: 60, width: 100, height: 40))
        view.addSubview(row)
        // The safe area starts 20 below the visible top: content y 70; the row starts at 60.
        #expect(row.safeAreaInsets == UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }
}
