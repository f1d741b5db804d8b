import Foundation
import Testing
@testable import UIKitViews

/// Spacing, custom and system spacing, hidden views and margins-relative arrangement, solved.
/// Views 40, 60 and 20 wide in a stack view 200 × 50, spacing 10; the view named in each test
/// hugs at 249 and takes the extra width.
@MainActor
@Suite("UIStackView: spacing, hidden views and margins")
struct StackViewSpacingTests {
    /// The three views, the one at `stretching` hugging at 249.
    private func views(stretching: Int) -> [FixedSizeView] {
        let views = [fixedView(40, 20), fixedView(60, 30), fixedView(20, 10)]
        views[stretching].setContentHuggingPriority(UILayoutPriority(249), for: .horizontal)
        return views
    }

    /// A frame `x`…`x + width`, 50 tall.
    private func rect(_ x: CGFloat, _ width: CGFloat) -> CGRect {
        CGRect(x: x, y: 0, width: width, height: 50)
    }

    @Test("a custom spacing replaces the spacing after its view")
    func customSpacing() {
        let views = views(stretching: 1)
        _ = laidOutStack(views, width: 200, height: 50) {
            $0.spacing = 10
            $0.setCustomSpacing(30, after: views[0])
        }
        // 200 − 30 − 10 − 40 − 20 = 100 for the middle view: 0…40, 70…170, 180…200.
        #expect(frames(views) == [rect(0, 40), rect(70, 100), rect(180, 20)])
    }

    @Test("the system spacing is 8 points between views")
    func systemSpacing() {
        let views = views(stretching: 1)
        _ = laidOutStack(views, width: 200, height: 50) { $0.spacing = UIStackView.spacingUseSystem }
        // 200 − 2 × 8 − 40 − 20 = 124: 0…40, 48…172, 180…200.
        #expect(frames(views) == [rect(0, 40), rect(48, 124), rect(180, 20)])
    }

    @Test("changing the spacing arranges again")
    func spacingChange() {
        let views = views(stretching: 1)
        let stack = laidOutStack(views, width: 200, height: 50) { $0.spacing = 10 }
        stack.spacing = 20
        stack.layoutIfNeeded()
        // 200 − 2 × 20 − 40 − 20 = 100: 0…40, 60…160, 180…200.
        #expect(frames(views) == [rect(0, 40), rect(60, 100), rect(180, 20)])
    }

    @Test("a hidden middle view collapses to 0, halfway between its neighbours' spacing")
    func hiddenMiddle() {
        let views = views(stretching: 2)
        let stack = laidOutStack(views, width: 200, height: 50) { $0.spacing = 10 }
        views[1].isHidden = true
        stack.layoutIfNeeded()
        // One spacing between the visible views: the last takes 200 − 10 − 40 = 150 from 50. The
        // hidden view is 0 wide at 40 + 10 / 2 = 45.
        #expect(frames(views) == [rect(0, 40), rect(45, 0), rect(50, 150)])
        views[1].isHidden = false
        stack.layoutIfNeeded()
        // Back to 200 − 20 − 40 − 60 = 80 for the last view: 0…40, 50…110, 120…200.
        #expect(frames(views) == [rect(0, 40), rect(50, 60), rect(120, 80)])
    }

    @Test("hidden views at the ends collapse onto their visible neighbour, with no spacing")
    func hiddenEnds() {
        let views = views(stretching: 1)
        views[0].isHidden = true
        views[2].isHidden = true
        _ = laidOutStack(views, width: 200, height: 50) { $0.spacing = 10 }
        // The middle view alone fills 0…200; the first ends where it starts, the last starts
        // where it ends.
        #expect(frames(views) == [rect(0, 0), rect(0, 200), rect(200, 0)])
    }

    @Test("a hidden view's own required width wins over the stack view's zero at 999.999")
    func hiddenWithRequiredWidth() {
        let views = views(stretching: 2)
        views[1].widthAnchor.constraint(equalToConstant: 60).isActive = true
        views[1].isHidden = true
        _ = laidOutStack(views, width: 200, height: 50) { $0.spacing = 10 }
        // The hidden view keeps 60 at 45 (its placement at priority 50); the visible views are
        // spaced as if it were gone: 0…40, 50…200.
        #expect(frames(views) == [rect(0, 40), rect(45, 60), rect(50, 150)])
    }

    @Test("hidden views in a vertical stack view collapse along the axis")
    func hiddenVertical() {
        let views = [fixedView(20, 40), fixedView(30, 60), fixedView(10, 20)]
        views[2].setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        views[0].isHidden = true
        _ = laidOutStack(views, axis: .vertical, width: 50, height: 200) { $0.spacing = 10 }
        // The second view starts at 0 (the hidden first view above it is 0 tall, no gap); the
        // last takes 200 − 10 − 60 = 130 from 70.
        #expect(
            frames(views) == [
                CGRect(x: 0, y: 0, width: 50, height: 0), CGRect(x: 0, y: 0, width: 50, height: 60),
                CGRect(x: 0, y: 70, width: 50, height: 130),
            ])
    }

    @Test("margins-relative arrangement places the views inside the layout margins")
    func marginsRelative() {
        let views = [fixedView(10, 10), fixedView(10, 10)]
        let stack = laidOutStack(views, width: 200, height: 100) {
            $0.distribution = .fillEqually
            $0.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            $0.isLayoutMarginsRelativeArrangement = true
        }
        // Inside the margins: 200 − 40 = 160 wide, 100 − 20 = 80 tall, from (20, 10); 80 each.
        #expect(
            frames(views) == [
                CGRect(x: 20, y: 10, width: 80, height: 80), CGRect(x: 100, y: 10, width: 80, height: 80),
            ])
        stack.isLayoutMarginsRelativeArrangement = false
        stack.layoutIfNeeded()
        #expect(
            frames(views) == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
            ])
    }
}
