import Foundation
import Testing
@testable import UIKitViews

/// Nested stack views, hugging and compression conflicts, arranged views added, inserted and
/// removed, and the fitting size, solved.
@MainActor
@Suite("UIStackView: nesting, conflicts, changes and fitting")
struct StackViewCompositionTests {
    /// A vertical stack view of three horizontal ones with different distributions, and their
    /// views.
    private func nested() -> (outer: UIStackView, rows: [UIStackView], views: [FixedSizeView]) {
        let views = [
            fixedView(40, 20), fixedView(60, 30), fixedView(20, 10), fixedView(40, 10), fixedView(30, 20),
            fixedView(90, 20),
        ]
        let rows = [
            UIStackView(arrangedSubviews: [views[0], views[1]]),
            UIStackView(arrangedSubviews: [views[2], views[3]]),
            UIStackView(arrangedSubviews: [views[4], views[5]]),
        ]
        rows[0].distribution = .fillEqually
        rows[1].distribution = .equalSpacing
        rows[2].distribution = .fillProportionally
        let outer = UIStackView(arrangedSubviews: rows)
        outer.axis = .vertical
        outer.spacing = 10
        return (outer, rows, views)
    }

    @Test("a vertical stack of horizontal stacks, each with its own distribution")
    func nestedStacks() {
        let (outer, rows, views) = nested()
        outer.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        outer.layoutIfNeeded()
        // Rows' heights: the first 30 (its views share one height; 30's compression resistance at
        // 750 beats 20's hugging at 250), the others 10 and 20; 30 + 10 + 10 + 10 + 20 = 80.
        #expect(
            frames(rows) == [
                CGRect(x: 0, y: 0, width: 200, height: 30), CGRect(x: 0, y: 40, width: 200, height: 10),
                CGRect(x: 0, y: 60, width: 200, height: 20),
            ])
        // Fill equally: 100 each. Equal spacing, one gap: 20 at 0, 40 at 200 − 40 = 160.
        // Fill proportionally: 30/120 and 90/120 of 200, 50 and 150.
        #expect(
            frames(views) == [
                CGRect(x: 0, y: 0, width: 100, height: 30), CGRect(x: 100, y: 0, width: 100, height: 30),
                CGRect(x: 0, y: 0, width: 20, height: 10), CGRect(x: 160, y: 0, width: 40, height: 10),
                CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 50, y: 0, width: 150, height: 20),
            ])
    }

    @Test("a horizontal stack of vertical stacks filling and centring equally")
    func nestedColumns() {
        let views = [fixedView(10, 20), fixedView(10, 40), fixedView(10, 20), fixedView(10, 30)]
        views[3].setContentHuggingPriority(UILayoutPriority(249), for: .vertical)
        let columns = [
            UIStackView(arrangedSubviews: [views[0], views[1]]), UIStackView(arrangedSubviews: [views[2], views[3]]),
        ]
        columns[0].axis = .vertical
        columns[0].distribution = .equalCentering
        columns[1].axis = .vertical
        _ = laidOutStack(columns, width: 200, height: 100) { $0.distribution = .fillEqually }
        // Columns 200 / 2 = 100 wide, 100 tall. Equal centering with two views: the first at the
        // top (0…20), the second at the bottom (60…100). Fill: 20 tall at the top, the view
        // hugging at 249 takes the other 80.
        #expect(frames(columns) == [CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100)])
        #expect(
            frames(views) == [
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 60, width: 100, height: 40),
                CGRect(x: 0, y: 0, width: 100, height: 20), CGRect(x: 0, y: 20, width: 100, height: 80),
            ])
    }

    @Test("the nested stacks' compressed fitting size comes from their views")
    func nestedFitting() {
        let (outer, _, _) = nested()
        // Width: the rows share the outer width W. The first row's views are equal, W/2 each, and
        // the 60-wide one resists compression at 750: W ≥ 120. The third row's shares W/4 and
        // 3W/4 hold at 999 and 998, and its 30-wide view resists: W ≥ 120. The second row needs
        // 20 + 40 = 60. Compressed: W = 120. Height: 30 + 10 + 10 + 10 + 20 = 80.
        #expect(outer.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 80))
    }

    @Test("too long for the stack view: the view resisting compression least shrinks")
    func compressionConflict() {
        for (index, expected) in [(0, [CGFloat(40), 60]), (1, [CGFloat(80), 20])] {
            let views = [fixedView(80, 20), fixedView(60, 20)]
            views[index].setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
            _ = laidOutStack(views, width: 100, height: 20)
            // 80 + 60 = 140 in 100: the view at 749 gives up 40.
            #expect(views.map(\.frame.width) == expected)
            #expect(views[1].frame.minX == expected[0])
        }
    }

    @Test("too long with equal compression resistance: one view keeps its length, the other shrinks")
    func equalCompressionConflict() {
        let views = [fixedView(80, 20), fixedView(60, 20)]
        _ = laidOutStack(views, width: 100, height: 20)
        let widths = views.map(\.frame.width)
        // The lengths fill the stack view exactly and the 40 points are taken from one view
        // (UIKit does not document which; see Docs/DECISIONS.md, "Stack views").
        #expect(widths[0] + widths[1] == 100)
        #expect(widths == [40, 60] || widths == [80, 20])
    }

    @Test("too short for the stack view: the view hugging least stretches")
    func huggingConflict() {
        for (index, expected) in [(0, [CGFloat(140), 60]), (1, [CGFloat(80), 120])] {
            let views = [fixedView(80, 20), fixedView(60, 20)]
            views[1 - index].setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
            _ = laidOutStack(views, width: 200, height: 20)
            // 200 − 140 = 60 more go to the view still hugging at 250.
            #expect(views.map(\.frame.width) == expected)
        }
    }

    @Test("adding, inserting and removing arranged views arranges again")
    func arrangedViewChanges() {
        let a = fixedView(10, 10)
        let b = fixedView(10, 10)
        let c = fixedView(10, 10)
        let stack = laidOutStack([a, b], width: 210, height: 10) { $0.distribution = .fillEqually }
        // 210 / 2 = 105 each.
        #expect(frames([a, b]) == [CGRect(x: 0, y: 0, width: 105, height: 10), CGRect(x: 105, y: 0, width: 105, height: 10)])
        stack.insertArrangedSubview(c, at: 0)
        stack.layoutIfNeeded()
        // 210 / 3 = 70 each, c first.
        #expect(
            frames([c, a, b]) == [
                CGRect(x: 0, y: 0, width: 70, height: 10), CGRect(x: 70, y: 0, width: 70, height: 10),
                CGRect(x: 140, y: 0, width: 70, height: 10),
            ])
        a.removeFromSuperview()
        stack.layoutIfNeeded()
        #expect(frames([c, b]) == [CGRect(x: 0, y: 0, width: 105, height: 10), CGRect(x: 105, y: 0, width: 105, height: 10)])
        stack.removeArrangedSubview(c)
        stack.addArrangedSubview(a)
        stack.layoutIfNeeded()
        // c stays a subview but is no longer arranged: b and a share the width.
        #expect(frames([b, a]) == [CGRect(x: 0, y: 0, width: 105, height: 10), CGRect(x: 105, y: 0, width: 105, height: 10)])
    }

    @Test("the fitting size of a stack view is its views' and spacing's")
    func fitting() {
        let horizontal = UIStackView(arrangedSubviews: [fixedView(40, 20), fixedView(60, 30)])
        horizontal.spacing = 10
        // 40 + 10 + 60 = 110 wide; filling across, both views share a height, and the 30-tall
        // one's compression resistance (750) beats the 20-tall one's hugging (250): 30.
        #expect(horizontal.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 110, height: 30))
        let vertical = UIStackView(arrangedSubviews: [fixedView(40, 20), fixedView(60, 30)])
        vertical.axis = .vertical
        vertical.alignment = .center
        vertical.spacing = 5
        // Centred, the widest view sets the width, 60; heights 20 + 5 + 30 = 55.
        #expect(vertical.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 60, height: 55))
    }
}
