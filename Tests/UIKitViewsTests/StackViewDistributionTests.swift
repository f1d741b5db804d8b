import Foundation
import Testing
@testable import UIKitViews

/// Each distribution along both axes, solved: three views of intrinsic lengths 40, 60 and 20
/// (across: 20, 30, 10) in a stack view 200 points long and 50 across, spacing 10, filling
/// across. Expected frames are computed from the constraints in Docs/DECISIONS.md, "Stack views".
@MainActor
@Suite("UIStackView: distributions")
struct StackViewDistributionTests {
    /// The three views, lengths along `axis`: 40, 60, 20; across: 20, 30, 10.
    private func views(along axis: NSLayoutConstraint.Axis) -> [FixedSizeView] {
        axis == .horizontal
            ? [fixedView(40, 20), fixedView(60, 30), fixedView(20, 10)]
            : [fixedView(20, 40), fixedView(30, 60), fixedView(10, 20)]
    }

    /// `x`/`length` along the axis and `y`/`across` across it, as a frame for `axis`.
    private func rect(_ axis: NSLayoutConstraint.Axis, _ x: CGFloat, _ length: CGFloat, across: CGFloat = 50)
        -> CGRect
    {
        axis == .horizontal
            ? CGRect(x: x, y: 0, width: length, height: across)
            : CGRect(x: 0, y: x, width: across, height: length)
    }

    /// A stack view of `views` 200 long and 50 across along `axis`, spacing 10.
    private func stack(
        _ views: [UIView], _ axis: NSLayoutConstraint.Axis, _ distribution: UIStackView.Distribution
    ) -> UIStackView {
        laidOutStack(
            views, axis: axis, width: axis == .horizontal ? 200 : 50, height: axis == .horizontal ? 50 : 200
        ) {
            $0.distribution = distribution
            $0.spacing = 10
        }
    }

    @Test("fill: the view that hugs least takes the extra length", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fill(axis: NSLayoutConstraint.Axis) {
        let views = views(along: axis)
        views[1].setContentHuggingPriority(UILayoutPriority(249), for: axis)
        _ = stack(views, axis, .fill)
        // 200 − 2 × 10 spacing = 180 for the views; 40 and 20 hug at 250, the middle view at 249
        // takes 180 − 40 − 20 = 120: 0…40, 50…170, 180…200.
        #expect(frames(views) == [rect(axis, 0, 40), rect(axis, 50, 120), rect(axis, 180, 20)])
    }

    @Test("fill equally: every view the same length", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillEqually(axis: NSLayoutConstraint.Axis) {
        let views = views(along: axis)
        _ = stack(views, axis, .fillEqually)
        // (200 − 2 × 10) / 3 = 60 each: 0, 60 + 10 = 70, 70 + 60 + 10 = 140.
        #expect(frames(views) == [rect(axis, 0, 60), rect(axis, 70, 60), rect(axis, 140, 60)])
    }

    @Test(
        "fill proportionally: shares of the intrinsic lengths; the last view gives way",
        arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fillProportionally(axis: NSLayoutConstraint.Axis) {
        let views = views(along: axis)
        _ = laidOutStack(views, axis: axis, width: axis == .horizontal ? 280 : 50, height: axis == .horizontal ? 50 : 280) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        // Denominator 40 + 60 + 20 + 2 × 10 = 140; on a 280-point stack view the shares are
        // 280 × 40/140 = 80 (at 999) and 280 × 60/140 = 120 (at 998); 280 × 20/140 = 40 (at 997)
        // cannot hold with the spacing (80 + 120 + 40 + 20 = 260 ≠ 280), so the lowest, the
        // last view's, gives way: 280 − 20 − 80 − 120 = 60. Frames 0…80, 90…210, 220…280.
        #expect(frames(views) == [rect(axis, 0, 80), rect(axis, 90, 120), rect(axis, 220, 60)])
    }

    @Test("equal spacing: views at their lengths, the rest shared by the gaps", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func equalSpacing(axis: NSLayoutConstraint.Axis) {
        let views = views(along: axis)
        _ = stack(views, axis, .equalSpacing)
        // 200 − (40 + 60 + 20) = 80 over two gaps: 40 each (at least the spacing, 10).
        // 0…40, 80…140, 180…200.
        #expect(frames(views) == [rect(axis, 0, 40), rect(axis, 80, 60), rect(axis, 180, 20)])
    }

    @Test("equal centering: centres equally apart", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func equalCentering(axis: NSLayoutConstraint.Axis) {
        let views = views(along: axis)
        _ = stack(views, axis, .equalCentering)
        // The first view's centre at 20, the last's at 200 − 10 = 190: centres (190 − 20) / 2 =
        // 85 apart, so the middle centre is at 105 and its view at 105 − 30 = 75 (gaps 35 and
        // 45, both above the spacing).
        #expect(frames(views) == [rect(axis, 0, 40), rect(axis, 75, 60), rect(axis, 180, 20)])
    }

    @Test("fill proportionally without intrinsic lengths fills equally")
    func proportionallyWithoutLengths() {
        let views = [fixedView(UIView.noIntrinsicMetric, 20), fixedView(UIView.noIntrinsicMetric, 20)]
        _ = laidOutStack(views, width: 210, height: 20) {
            $0.distribution = .fillProportionally
            $0.spacing = 10
        }
        // Denominator 0 + 10 = 10, not above max(10 × 1, 1) = 10: equal lengths (210 − 10) / 2 = 100.
        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 110, y: 0, width: 100, height: 20)])
    }

    @Test("fill proportionally follows an intrinsic size that changes")
    func proportionallyFollowsIntrinsicSize() {
        let views = [fixedView(10, 20), fixedView(30, 20)]
        let stack = laidOutStack(views, width: 200, height: 20) { $0.distribution = .fillProportionally }
        // Shares 10/40 and 30/40 of 200: 50 and 150.
        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 150, height: 20)])
        views[0].size = CGSize(width: 30, height: 20)
        stack.layoutIfNeeded()
        // Shares 30/60 and 30/60: 100 each.
        #expect(frames(views) == [CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 100, y: 0, width: 100, height: 20)])
    }

    @Test("fill proportionally counts a nested stack view by its content's compressed length")
    func proportionallyWithNestedStack() {
        let inner = UIStackView(arrangedSubviews: [fixedView(30, 20), fixedView(10, 20)])
        let other = fixedView(120, 20)
        _ = laidOutStack([inner, other], width: 320, height: 20) { $0.distribution = .fillProportionally }
        // The inner stack view's compressed width is 30 + 10 = 40; denominator 40 + 120 = 160:
        // 320 × 40/160 = 80 and 320 × 120/160 = 240.
        #expect(frames([inner, other]) == [CGRect(x: 0, y: 0, width: 80, height: 20), CGRect(x: 80, y: 0, width: 240, height: 20)])
    }
}
