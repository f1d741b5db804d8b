import Testing
@testable import UIKitViews

/// Image views keep their images and have no intrinsic size; stack views keep their arranged
/// views a subset of their subviews, as UIKit does.
@MainActor
@Suite("UIImageView and UIStackView")
struct UIImageViewAndStackViewTests {
    @Test("an image view keeps its images, ignores touches and has no intrinsic size")
    func imageView() {
        let star = UIImage(systemName: "star")
        let filled = UIImage(systemName: "star.fill")
        let view = UIImageView(image: star, highlightedImage: filled)
        #expect(view.image == star && view.highlightedImage == filled)
        #expect(view.frame == .zero)
        #expect(!view.isHighlighted && !view.isUserInteractionEnabled)
        #expect(view.contentMode == .scaleToFill)
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        view.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        #expect(view.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 20))
        #expect(UIImageView(frame: .zero).image == nil)
    }

    @Test("a new stack view has UIKit's defaults")
    func stackDefaults() {
        let stack = UIStackView()
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(UIStackView.Alignment.top == .leading && UIStackView.Alignment.bottom == .trailing)
        #expect(UIStackView(coder: NSCoder()).arrangedSubviews.isEmpty)
    }

    @Test("arranging a view makes it a subview; an existing subview keeps its place")
    func arrangingAddsSubviews() {
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        #expect(stack.arrangedSubviews == [a, b] && stack.subviews == [a, b])
        stack.addSubview(c)
        stack.insertArrangedSubview(c, at: 0)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
    }

    @Test("inserting an arranged view moves it; indices past the ends clamp")
    func insertMoves() {
        let a = UIView()
        let b = UIView()
        let c = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.insertArrangedSubview(b, at: 0)
        #expect(stack.arrangedSubviews == [b, a])
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews == [a, b])
        stack.insertArrangedSubview(c, at: 99)
        #expect(stack.arrangedSubviews == [a, b, c])
        stack.insertArrangedSubview(c, at: -1)
        #expect(stack.arrangedSubviews == [c, a, b])
        #expect(stack.subviews == [a, b, c])
    }

    @Test("removeArrangedSubview keeps the subview; removeFromSuperview removes both")
    func removal() {
        let a = UIView()
        let b = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.removeArrangedSubview(a)
        #expect(stack.arrangedSubviews == [b] && stack.subviews == [a, b])
        b.removeFromSuperview()
        #expect(stack.arrangedSubviews.isEmpty && stack.subviews == [a])
    }

    @Test("a view arranged in another stack view leaves it")
    func moveBetweenStacks() {
        let a = UIView()
        let first = UIStackView(arrangedSubviews: [a])
        let second = UIStackView()
        second.addArrangedSubview(a)
        #expect(first.arrangedSubviews.isEmpty && first.subviews.isEmpty)
        #expect(second.arrangedSubviews == [a])
    }

    @Test("a stack view does not arrange itself or an ancestor")
    func noCycles() {
        let outer = UIStackView()
        let inner = UIStackView()
        outer.addArrangedSubview(inner)
        inner.addArrangedSubview(outer)
        inner.addArrangedSubview(inner)
        #expect(inner.arrangedSubviews.isEmpty)
        #expect(outer.arrangedSubviews == [inner])
    }

    @Test("custom spacing is kept per arranged view and dropped when it leaves")
    func customSpacing() {
        let a = UIView()
        let b = UIView()
        let stranger = UIView()
        let stack = UIStackView(arrangedSubviews: [a, b])
        stack.setCustomSpacing(24, after: a)
        stack.setCustomSpacing(12, after: stranger)
        #expect(stack.customSpacing(after: a) == 24)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        #expect(stack.customSpacing(after: stranger) == UIStackView.spacingUseDefault)
        stack.removeArrangedSubview(a)
        stack.addArrangedSubview(a)
        #expect(stack.customSpacing(after: a) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(8, after: b)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: b)
        #expect(stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
    }
}
