import Testing
@testable import UIKitViews

/// Intrinsic content sizes as constraints (hugging and compression resistance), wrapping
/// content measured for its solved width, and `systemLayoutSizeFitting`.
@MainActor
@Suite("Auto Layout: content sizes and fitting")
struct AutoLayoutContentSizeTests {
    /// A root of `width` × 100 at scale 3 holding `a` and `b` in a row: a at the leading edge,
    /// b after it, b's trailing edge at the root's.
    private func row(width: CGFloat, _ a: UIView, _ b: UIView) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        container.traitCollection = UITraitCollection(displayScale: 3)
        container.addSubview(a)
        container.addSubview(b)
        NSLayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
            b.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            a.topAnchor.constraint(equalTo: container.topAnchor), b.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        return container
    }

    @Test("UIKit's default content priorities for views made in code")
    func defaultPriorities() {
        // Views made in code (Stack Overflow 36924927's table, Docs/DECISIONS.md): most hug at
        // 250, switches, steppers and a few others at 750, progress views at 250 × 750;
        // everything resists compression at 750.
        #expect(UIView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UILabel().contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(UIImageView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UISwitch().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UIStepper().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UIActivityIndicatorView().contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(UIProgressView().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UIProgressView().contentHuggingPriority(for: .vertical) == .defaultHigh)
        #expect(UIButton().contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(UISwitch().contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        let label = UILabel()
        label.setContentHuggingPriority(.required, for: .horizontal)
        #expect(label.contentHuggingPriority(for: .horizontal) == .required)
        #expect(label.contentHuggingPriority(for: .vertical) == .defaultLow)
    }

    @Test("two views in a row with room to spare: the one that hugs less stretches")
    func huggingDecidesWhoStretches() {
        let a = FixedIntrinsicView(CGSize(width: 40, height: 20))
        let b = FixedIntrinsicView(CGSize(width: 60, height: 20))
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let container = row(width: 300, a, b)
        container.layoutIfNeeded()
        // a hugs at 251 > b's 250: a keeps 40; b takes 300 − 40 = 260 from x = 40.
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect(b.frame == CGRect(x: 40, y: 0, width: 260, height: 20))
        b.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        container.layoutIfNeeded()
        // Now b hugs harder: b keeps 60 at x = 240; a takes 240.
        #expect(a.frame.width == 240)
        #expect(b.frame == CGRect(x: 240, y: 0, width: 60, height: 20))
    }

    @Test("two views in a row without room: the one that resists less is compressed")
    func compressionDecidesWhoShrinks() {
        let a = FixedIntrinsicView(CGSize(width: 80, height: 20))
        let b = FixedIntrinsicView(CGSize(width: 60, height: 20))
        b.setContentCompressionResistancePriority(UILayoutPriority(751), for: .horizontal)
        let container = row(width: 100, a, b)
        container.layoutIfNeeded()
        // b resists at 751 > a's 750: b keeps 60; a gets 100 − 60 = 40.
        #expect(a.frame.width == 40)
        #expect(b.frame == CGRect(x: 40, y: 0, width: 60, height: 20))
    }

    @Test("invalidateIntrinsicContentSize: the next pass uses the new size, replacing only its constraints")
    func invalidation() throws {
        let a = FixedIntrinsicView(CGSize(width: 40, height: 20))
        let b = FixedIntrinsicView(CGSize(width: 60, height: 20))
        a.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        let container = row(width: 300, a, b)
        container.layoutIfNeeded()
        let engine = try #require(container.autoLayoutStorage?.rootEngine)
        let before = engine.counters
        a.contentSize = CGSize(width: 70, height: 20)
        container.layoutIfNeeded()
        // a's width changed: its two width constraints (hug, resistance) are replaced; its
        // height's stay. b: x = 70, width 300 − 70 = 230.
        #expect(engine.counters.constraintsAdded - before.constraintsAdded == 2)
        #expect(engine.counters.constraintsRemoved - before.constraintsRemoved == 2)
        #expect(a.frame.width == 70)
        #expect(b.frame == CGRect(x: 70, y: 0, width: 230, height: 20))
    }

    @Test("wrapping content is measured again for the width the first solve gives it")
    func twoPassWrapping() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 500))
        container.traitCollection = UITraitCollection(displayScale: 3)
        let text = WrappingView(area: 3_000)
        container.addSubview(text)
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            text.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            text.topAnchor.constraint(equalTo: container.topAnchor),
        ])
        container.layoutIfNeeded()
        // Unbounded the content is one row 300 wide; the first solve gives it 120 − 20 = 100;
        // measured at 100: ⌈300 / 100⌉ = 3 rows of 10 = 30 high.
        #expect(text.frame == CGRect(x: 10, y: 0, width: 100, height: 30))
    }

    @Test("a multi-line label's height counts its lines at the system font's line height")
    func multiLineLabel() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 500))
        container.traitCollection = UITraitCollection(displayScale: 3)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "A\nB\nC"
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: container.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: container.layoutMarginsGuide.topAnchor),
        ])
        container.layoutIfNeeded()
        // Three paragraphs of one short line each (whatever the glyph widths): 3 × 20.287109375
        // = 60.861328125, rounded up at 3×: 182.58 → 183 px = 61 pt. Margins 8: x 8, y 8,
        // width 320 − 16 = 304.
        #expect(label.frame == CGRect(x: 8, y: 8, width: 304, height: 61))
    }

    @Test("systemLayoutSizeFitting solves the view's own constraints; content beats the fitting level")
    func fittingCompressedAndExpanded() {
        let view = UIView()
        view.traitCollection = UITraitCollection(displayScale: 3)
        let content = FixedIntrinsicView(CGSize(width: 50, height: 30))
        view.addSubview(content)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            content.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
        ])
        // 10 + 50 + 10 = 70 wide, 10 + 30 + 10 = 50 high: compression resistance (750) beats
        // the target 0 at 50, hugging (250) beats 10,000,000 at 50.
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 50))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 70, height: 50))
        // A required width takes the target; the height still follows the content.
        let fitted = view.systemLayoutSizeFitting(
            CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == CGSize(width: 200, height: 50))
        // Between hugging (250) and compression (750): a target at 500 stretches past hugging.
        let stretched = view.systemLayoutSizeFitting(
            CGSize(width: 300, height: 0), withHorizontalFittingPriority: UILayoutPriority(500),
            verticalFittingPriority: .fittingSizeLevel)
        #expect(stretched == CGSize(width: 300, height: 50))
        // Measuring moved nothing.
        #expect(view.frame == .zero)
        #expect(content.frame == .zero)
    }

    @Test("measuring again after a text change re-solves incrementally")
    func incrementalFitting() throws {
        let view = UIView()
        view.traitCollection = UITraitCollection(displayScale: 3)
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.text = "Hello"
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: view.layoutMarginsGuide.bottomAnchor),
        ])
        let target = CGSize(width: 320, height: 0)
        let first = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        // One line: 20.287109375 rounded up at 3× (60.86 → 61 px) = 61/3; plus margins 8 + 8.
        // 8 + 61/3 + 8 = (24 + 61 + 24) / 3 = 109/3.
        #expect(first == CGSize(width: 320, height: 109.0 / 3))
        let engine = try #require(view.autoLayoutStorage?.fittingEngine)
        let before = engine.counters
        label.text = "Hello, world"
        let second = view.systemLayoutSizeFitting(
            target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(second == first)
        // Only the label's width changed: its two width constraints are replaced, nothing else;
        // the target did not change, so nothing is suggested again.
        #expect(engine.counters.constraintsAdded - before.constraintsAdded == 2)
        #expect(engine.counters.constraintsRemoved - before.constraintsRemoved == 2)
        #expect(engine.counters.valuesSuggested == before.valuesSuggested)
    }

    @Test("a view without constraints keeps the fitting size it had without Auto Layout")
    func fittingWithoutConstraints() {
        let view = FixedIntrinsicView(CGSize(width: 12, height: 34))
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 12, height: 34))
        #expect(view.autoLayoutStorage?.fittingEngine == nil)
    }
}
