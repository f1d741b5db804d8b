import Foundation
import Testing
@testable import UIKitViews

/// Each alignment, solved: three views 40, 60 and 100 long (exactly the stack view's 200) and
/// 20, 30 and 50 across, in a stack view 100 across.
@MainActor
@Suite("UIStackView: alignments")
struct StackViewAlignmentTests {
    /// The three views for `axis`.
    private func views(along axis: NSLayoutConstraint.Axis) -> [FixedSizeView] {
        axis == .horizontal
            ? [fixedView(40, 20), fixedView(60, 30), fixedView(100, 50)]
            : [fixedView(20, 40), fixedView(30, 60), fixedView(50, 100)]
    }

    /// A frame at `start`, `length` along `axis`, and at `offset`, `across` across it.
    private func rect(_ axis: NSLayoutConstraint.Axis, _ start: CGFloat, _ length: CGFloat, _ offset: CGFloat, _ across: CGFloat)
        -> CGRect
    {
        axis == .horizontal
            ? CGRect(x: start, y: offset, width: length, height: across)
            : CGRect(x: offset, y: start, width: across, height: length)
    }

    /// The views laid out with `alignment` along `axis`.
    private func arranged(_ axis: NSLayoutConstraint.Axis, _ alignment: UIStackView.Alignment) -> [FixedSizeView] {
        let views = views(along: axis)
        _ = laidOutStack(views, axis: axis, width: axis == .horizontal ? 200 : 100, height: axis == .horizontal ? 100 : 200) {
            $0.alignment = alignment
        }
        return views
    }

    @Test("fill: every view as long across as the stack view", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func fill(axis: NSLayoutConstraint.Axis) {
        let views = arranged(axis, .fill)
        #expect(frames(views) == [rect(axis, 0, 40, 0, 100), rect(axis, 40, 60, 0, 100), rect(axis, 100, 100, 0, 100)])
    }

    @Test("leading (top): the views at their lengths across, at the start", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func leading(axis: NSLayoutConstraint.Axis) {
        let views = arranged(axis, .leading)
        #expect(frames(views) == [rect(axis, 0, 40, 0, 20), rect(axis, 40, 60, 0, 30), rect(axis, 100, 100, 0, 50)])
    }

    @Test("center: the views centred across", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func center(axis: NSLayoutConstraint.Axis) {
        let views = arranged(axis, .center)
        // Centre at 50: offsets 50 − 10 = 40, 50 − 15 = 35, 50 − 25 = 25.
        #expect(frames(views) == [rect(axis, 0, 40, 40, 20), rect(axis, 40, 60, 35, 30), rect(axis, 100, 100, 25, 50)])
    }

    @Test("trailing (bottom): the views at the end across", arguments: [NSLayoutConstraint.Axis.horizontal, .vertical])
    func trailing(axis: NSLayoutConstraint.Axis) {
        let views = arranged(axis, .trailing)
        // 100 − 20 = 80, 100 − 30 = 70, 100 − 50 = 50.
        #expect(frames(views) == [rect(axis, 0, 40, 80, 20), rect(axis, 40, 60, 70, 30), rect(axis, 100, 100, 50, 50)])
    }

    @Test("a single centred view keeps its length across")
    func singleCentered() {
        let view = fixedView(40, 20)
        _ = laidOutStack([view], width: 40, height: 100) { $0.alignment = .center }
        // (100 − 20) / 2 = 40.
        #expect(view.frame == CGRect(x: 0, y: 40, width: 40, height: 20))
    }

    @Test("a view without an intrinsic length across is 0 across unless the alignment fills")
    func ambiguitySuppression() {
        let view = fixedView(40, UIView.noIntrinsicMetric)
        let stack = laidOutStack([view, fixedView(60, 30)], width: 100, height: 50) { $0.alignment = .leading }
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 0))
        stack.alignment = .fill
        stack.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 0, y: 0, width: 40, height: 50))
    }

    @Test("baseline alignments of views without text fit the stack view to the tallest, tops aligned")
    func baselinesOfViewsWithoutText() {
        for alignment in [UIStackView.Alignment.firstBaseline, .lastBaseline] {
            let views = [fixedView(40, 20), fixedView(60, 30)]
            let stack = UIStackView(arrangedSubviews: views)
            stack.alignment = alignment
            let size = stack.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            // Widths 40 + 60; views without text align by top (first baseline) or bottom (last
            // baseline), so the stack view is as tall as the taller view, 30.
            #expect(size == CGSize(width: 100, height: 30))
        }
    }
}
