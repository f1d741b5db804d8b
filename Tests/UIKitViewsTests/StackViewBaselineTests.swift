import Foundation
import Testing
@testable import UIKitViews

/// Baseline-relative arrangement and baseline alignments with labels, solved. The fonts are
/// 1024 and 2048 points, whose San Francisco metrics are whole points (ascender 1950/2048 and
/// descender 494/2048 of the size: 975 and 247, 1950 and 494; one line 1222 and 2444 tall), so
/// the frames need no pixel rounding at any display scale and do not depend on text widths.
@MainActor
@Suite("UIStackView: baselines")
struct StackViewBaselineTests {
    /// A one-line label of the system font at `size` points.
    private func label(_ size: CGFloat) -> UILabel {
        let label = UILabel()
        label.text = "Ag"
        label.font = UIFont.systemFont(ofSize: size)
        return label
    }

    @Test("baseline-relative: the spacing runs from a label's last baseline to the next one's first")
    func baselineRelative() {
        let labels = [label(1024), label(1024)]
        _ = laidOutStack(labels, axis: .vertical, width: 5000, height: 2522) {
            $0.isBaselineRelativeArrangement = true
            $0.spacing = 1300
        }
        // First label 0…1222, its last baseline at 1222 − 247 = 975. The second's first baseline
        // at 975 + 1300 = 2275, so its top at 2275 − 975 = 1300 and its bottom at 2522, the
        // stack view's bottom.
        #expect(labels.map(\.frame.minY) == [0, 1300])
        #expect(labels.map(\.frame.height) == [1222, 1222])
    }

    @Test("without baseline-relative arrangement the spacing runs between the edges")
    func edgeRelative() {
        let labels = [label(1024), label(1024)]
        _ = laidOutStack(labels, axis: .vertical, width: 5000, height: 2544) { $0.spacing = 100 }
        // 1222 + 100 = 1322; 1322 + 1222 = 2544.
        #expect(labels.map(\.frame.minY) == [0, 1322])
    }

    @Test("first-baseline alignment lines up the first baselines of labels of two sizes")
    func firstBaseline() {
        let labels = [label(1024), label(2048)]
        _ = laidOutStack(labels, width: 100_000, height: 2444) { $0.alignment = .firstBaseline }
        // The larger label spans the stack view, 0…2444, baseline at 1950; the smaller one's
        // top is 1950 − 975 = 975 below the top.
        #expect(labels.map(\.frame.minY) == [975, 0])
        #expect(labels.map(\.frame.height) == [1222, 2444])
    }

    @Test("last-baseline alignment: the stack view's bottom follows the first view, as UIKit's log shows")
    func lastBaseline() {
        let labels = [label(1024), label(2048)]
        let stack = UIStackView(arrangedSubviews: labels)
        stack.alignment = .lastBaseline
        let size = stack.systemLayoutSizeFitting(
            CGSize(width: 100_000, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // With the larger label's top at 0, its last baseline is at 2444 − 494 = 1950; the
        // smaller label ends 247 below, at 2197. The stack view's top is the spanner's (0) and its
        // bottom at least the first view's (2197), shrunk onto it at priority 49: 2197.
        #expect(size.height == 2197)
    }
}
