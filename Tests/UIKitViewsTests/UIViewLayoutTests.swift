import LayoutTestSupport
import Testing
@_spi(ViewHooks) @testable import UIKitViews

/// The layout protocol: `setNeedsLayout()` marks, `layoutIfNeeded()` runs `layoutSubviews()`
/// where marked, parents first; fitting sizes without Auto Layout; autoresizing.
@MainActor
@Suite("UIView: layout")
struct UIViewLayoutTests {
    /// A parent with two children, all recording, laid out once so nothing is pending.
    private func tree() -> (RecordingView.Log, RecordingView, RecordingView, RecordingView) {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let a = RecordingView("a", log: log, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = RecordingView("b", log: log, frame: CGRect(x: 20, y: 0, width: 10, height: 10))
        parent.addSubview(a)
        parent.addSubview(b)
        parent.layoutIfNeeded()
        log.entries = []
        return (log, parent, a, b)
    }

    @Test("a new view needs layout once: the first layoutIfNeeded lays it out, the second does nothing")
    func newViewNeedsLayout() {
        let log = RecordingView.Log()
        let view = RecordingView("v", log: log)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(log.entries == ["v.layoutSubviews"])
    }

    @Test("adding subviews lays out the parent before its children")
    func parentsFirst() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let a = RecordingView("a", log: log)
        let b = RecordingView("b", log: log)
        parent.addSubview(a)
        parent.addSubview(b)
        log.entries = []
        parent.layoutIfNeeded()
        #expect(log.entries == ["p.layoutSubviews", "a.layoutSubviews", "b.layoutSubviews"])
    }

    @Test("setNeedsLayout on a child lays out only that child")
    func onlyMarkedViews() {
        let (log, parent, _, b) = tree()
        b.setNeedsLayout()
        parent.layoutIfNeeded()
        #expect(log.entries == ["b.layoutSubviews"])
    }

    @Test("layoutIfNeeded on a child lays out the ancestors that need layout first")
    func ancestorsFirst() {
        let (log, parent, a, _) = tree()
        parent.setNeedsLayout()
        a.setNeedsLayout()
        a.layoutIfNeeded()
        #expect(log.entries == ["p.layoutSubviews", "a.layoutSubviews"])
    }

    @Test("a change of size lays out the view and its superview; a change of bounds origin the view only")
    func geometryMarks() {
        let (log, parent, a, _) = tree()
        a.frame.size = CGSize(width: 30, height: 30)
        parent.layoutIfNeeded()
        #expect(log.entries == ["p.layoutSubviews", "a.layoutSubviews"])
        log.entries = []
        a.bounds.origin = CGPoint(x: 3, y: 3)
        parent.layoutIfNeeded()
        #expect(log.entries == ["a.layoutSubviews"])
        log.entries = []
        a.center = CGPoint(x: 50, y: 50)
        parent.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    @Test("a layoutSubviews that asks for layout again runs once per layoutIfNeeded, not forever")
    func noLayoutLoop() {
        final class Restless: UIView {
            var passes = 0
            override func layoutSubviews() {
                passes += 1
                setNeedsLayout()
            }
        }
        let view = Restless()
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(view.passes == 2)
    }

    @Test("sizeThatFits answers the current size and sizeToFit keeps the origin")
    func sizeThatFits() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 44, height: 22) }
        }
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 40))
        #expect(plain.sizeThatFits(CGSize(width: 1000, height: 1000)) == CGSize(width: 30, height: 40))
        let fixed = Fixed(frame: CGRect(x: 5, y: 6, width: 1, height: 1))
        fixed.sizeToFit()
        #expect(fixed.frame == CGRect(x: 5, y: 6, width: 44, height: 22))
    }

    @Test(
        "systemLayoutSizeFitting: a required axis takes the target, others the intrinsic size, else sizeThatFits",
        arguments: [
            // (intrinsic, horizontal priority, vertical priority, expected) for target (320, 0)
            // and a view whose sizeThatFits answers (50, 60):
            (CGSize(width: -1, height: -1), Float(50), Float(50), CGSize(width: 50, height: 60)),
            (CGSize(width: -1, height: -1), Float(1000), Float(50), CGSize(width: 320, height: 60)),
            (CGSize(width: -1, height: 80), Float(1000), Float(50), CGSize(width: 320, height: 80)),
            (CGSize(width: 90, height: -1), Float(750), Float(1000), CGSize(width: 90, height: 0)),
            (CGSize(width: 90, height: 80), Float(50), Float(50), CGSize(width: 90, height: 80)),
        ])
    func systemLayoutSizeFitting(intrinsic: CGSize, horizontal: Float, vertical: Float, expected: CGSize) {
        final class Sized: UIView {
            var intrinsic = CGSize.zero
            override var intrinsicContentSize: CGSize { intrinsic }
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 50, height: 60) }
        }
        let view = Sized()
        view.intrinsic = intrinsic
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: UILayoutPriority(horizontal),
            verticalFittingPriority: UILayoutPriority(vertical))
        #expect(fitted == expected)
        #expect(view.bounds.size == .zero)
    }

    @Test("systemLayoutSizeFitting(_:) fits both axes at the fitting level; a plain view keeps its size")
    func plainFitting() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 12, height: 34))
        #expect(UIView.layoutFittingCompressedSize == .zero)
    }

    @Test("invalidateIntrinsicContentSize lays the superview out again and tells the ancestors")
    func intrinsicInvalidation() {
        final class Listener: UIView {
            var invalidated: [UIView] = []
            override func descendantDidInvalidateIntrinsicContentSize(_ view: UIView) {
                invalidated.append(view)
            }
        }
        let log = RecordingView.Log()
        let listener = Listener()
        let parent = RecordingView("p", log: log)
        let leaf = RecordingView("leaf", log: log)
        listener.addSubview(parent)
        parent.addSubview(leaf)
        listener.layoutIfNeeded()
        log.entries = []
        leaf.invalidateIntrinsicContentSize()
        listener.layoutIfNeeded()
        #expect(log.entries == ["p.layoutSubviews"])
        #expect(listener.invalidated.count == 1)
        #expect(listener.invalidated.first === leaf)
    }

    @Test(
        "autoresizing shares a size change among the flexible parts in proportion to their lengths",
        arguments: [
            // Superview 100 × 100 grows to 200 × 150; the subview's frame is (10, 10, 80, 80).
            // Width and height flexible: (80 + 100, 80 + 50).
            (UIView.AutoresizingMask([.flexibleWidth, .flexibleHeight]), CGRect(x: 10, y: 10, width: 180, height: 130)),
            // Both side margins flexible, 10 and 10: each takes half of 100, x = 10 + 50;
            // top and bottom flexible: each takes half of 50, y = 10 + 25.
            (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]),
             CGRect(x: 60, y: 35, width: 80, height: 80)),
            // Left margin 10 and width 80 flexible: 100 · 10 / 90 and 100 · 80 / 90.
            (UIView.AutoresizingMask([.flexibleLeftMargin, .flexibleWidth]),
             CGRect(x: 10 + 100.0 * 10 / 90, y: 10, width: 80 + 100.0 * 80 / 90, height: 80)),
            // Only the bottom margin flexible: the frame stays.
            (UIView.AutoresizingMask.flexibleBottomMargin, CGRect(x: 10, y: 10, width: 80, height: 80)),
        ])
    func autoresizing(mask: UIView.AutoresizingMask, expected: CGRect) {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.bounds.size = CGSize(width: 200, height: 150)
        #expect(isApproximately(child.frame, expected, within: .trigonometry))
    }

    @Test("flexible parts that all measure 0 share the change equally; autoresizesSubviews off keeps frames")
    func autoresizingEdgeCases() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let filling = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        filling.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        parent.addSubview(filling)
        parent.bounds.size = CGSize(width: 140, height: 100)
        // Margins 0 and 0: 40 / 2 each, so x = 20.
        #expect(filling.frame == CGRect(x: 20, y: 0, width: 100, height: 100))
        parent.autoresizesSubviews = false
        parent.bounds.size = CGSize(width: 300, height: 100)
        #expect(filling.frame == CGRect(x: 20, y: 0, width: 100, height: 100))
    }

    @Test("UILayoutPriority has UIKit's levels and arithmetic")
    func priorities() {
        #expect(UILayoutPriority.required.rawValue == 1000)
        #expect(UILayoutPriority.defaultHigh.rawValue == 750)
        #expect(UILayoutPriority.dragThatCanResizeScene.rawValue == 510)
        #expect(UILayoutPriority.sceneSizeStayPut.rawValue == 500)
        #expect(UILayoutPriority.dragThatCannotResizeScene.rawValue == 490)
        #expect(UILayoutPriority.defaultLow.rawValue == 250)
        #expect(UILayoutPriority.fittingSizeLevel.rawValue == 50)
        #expect((UILayoutPriority.required - 1).rawValue == 999)
        #expect((1 + UILayoutPriority.defaultLow).rawValue == 251)
        #expect(UILayoutPriority.defaultHigh - UILayoutPriority.defaultLow == 500)
        var priority = UILayoutPriority.defaultLow
        priority += 10
        priority -= 5
        #expect(priority == UILayoutPriority(255))
        #expect(UILayoutPriority.defaultLow < .defaultHigh)
    }
}
