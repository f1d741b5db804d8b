import Testing
@testable import UIKitViews

/// A view's own guides know their frames (bounds inset by margins, safe area, readable width);
/// guides an app adds are owned and listed but not solved.
@MainActor
@Suite("Auto Layout: layout guides")
struct LayoutGuideTests {
    @Test("the layout margins guide is the bounds inset by the margins")
    func marginsGuide() {
        let view = UIView(frame: CGRect(x: 50, y: 50, width: 320, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 6, right: 20)
        let guide = view.layoutMarginsGuide
        // x 16, y 10, width 320 − 16 − 20 = 284, height 100 − 10 − 6 = 84.
        #expect(guide.layoutFrame == CGRect(x: 16, y: 10, width: 284, height: 84))
        #expect(guide.owningView === view)
        #expect(guide.identifier == "UIViewLayoutMarginsGuide")
        #expect(view.layoutMarginsGuide === guide)
    }

    @Test("the margins guide follows the margins and the bounds' origin")
    func marginsGuideFollows() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let guide = view.layoutMarginsGuide
        // The default margins are 8 on each side: 200 − 16 = 184, 100 − 16 = 84.
        #expect(guide.layoutFrame == CGRect(x: 8, y: 8, width: 184, height: 84))
        view.bounds.origin = CGPoint(x: 0, y: 30)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        // y follows the bounds' origin, 30 + 0; width 200 − 8 = 192.
        #expect(guide.layoutFrame == CGRect(x: 4, y: 30, width: 192, height: 100))
    }

    @Test("the safe area guide is the bounds inset by the safe area")
    func safeAreaGuide() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        view.safeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        // 852 − 59 − 34 = 759.
        #expect(view.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 59, width: 393, height: 759))
        #expect(view.safeAreaLayoutGuide.identifier == "UIViewSafeAreaLayoutGuide")
    }

    @Test("insets larger than the bounds leave a guide of size 0")
    func insetsLargerThanBounds() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        #expect(view.layoutMarginsGuide.layoutFrame == CGRect(x: 8, y: 8, width: 0, height: 0))
    }

    @Test(
        "the readable content guide narrows wide margins to a centred 672-point column",
        arguments: [
            // 1024 − 2 × 20 = 984 wide; (984 − 672) / 2 = 156 each side: x = 20 + 156 = 176.
            (1024.0, CGRect(x: 176, y: 20, width: 672, height: 60)),
            // 390 − 40 = 350, narrower than 672: the margins guide as it is.
            (390.0, CGRect(x: 20, y: 20, width: 350, height: 60)),
            // 712 − 40 = 672 exactly: unchanged.
            (712.0, CGRect(x: 20, y: 20, width: 672, height: 60)),
        ])
    func readableGuide(width: Double, expected: CGRect) {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 100))
        view.layoutMargins = UIEdgeInsets(top: 20, left: 20, bottom: 20, right: 20)
        #expect(view.readableContentGuide.layoutFrame == expected)
        #expect(view.readableContentGuide.identifier == "UIViewReadableContentGuide")
    }

    @Test("the view's own guides join layoutGuides when first read, after those added before")
    func guideList() {
        let view = UIView()
        let spacer = UILayoutGuide()
        spacer.identifier = "spacer"
        view.addLayoutGuide(spacer)
        let margins = view.layoutMarginsGuide
        let safeArea = view.safeAreaLayoutGuide
        _ = view.layoutMarginsGuide
        #expect(view.layoutGuides == [spacer, margins, safeArea])
        #expect(spacer.owningView === view)
        #expect(spacer.layoutFrame == .zero)
    }

    @Test("adding a guide to another view moves it; adding it twice lists it once")
    func guideMoves() {
        let first = UIView()
        let second = UIView()
        let guide = UILayoutGuide()
        first.addLayoutGuide(guide)
        first.addLayoutGuide(guide)
        #expect(first.layoutGuides == [guide])
        second.addLayoutGuide(guide)
        #expect(first.layoutGuides.isEmpty)
        #expect(second.layoutGuides == [guide])
        #expect(guide.owningView === second)
    }

    @Test("removing a guide uninstalls the constraints that relate it")
    func guideRemoval() {
        let content = UIView()
        let label = UIView()
        content.addSubview(label)
        let guide = UILayoutGuide()
        content.addLayoutGuide(guide)
        let toGuide = label.topAnchor.constraint(equalTo: guide.bottomAnchor)
        let guideSize = guide.heightAnchor.constraint(equalToConstant: 10)
        let unrelated = label.leadingAnchor.constraint(equalTo: content.leadingAnchor)
        NSLayoutConstraint.activate([toGuide, guideSize, unrelated])
        // A guide's constraints install on the view that owns it (or a common ancestor).
        #expect(content.constraints == [toGuide, guideSize, unrelated])
        content.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
        #expect(content.constraints == [unrelated])
        #expect(!toGuide.isActive && !guideSize.isActive)
    }

    @Test("guide anchors carry the guide and the attribute")
    func guideAnchors() {
        let view = UIView()
        let guide = view.safeAreaLayoutGuide
        let anchors: [(NSLayoutConstraint, NSLayoutConstraint.Attribute)] = [
            (guide.leadingAnchor.constraint(equalTo: view.leadingAnchor), .leading),
            (guide.trailingAnchor.constraint(equalTo: view.trailingAnchor), .trailing),
            (guide.leftAnchor.constraint(equalTo: view.leftAnchor), .left),
            (guide.rightAnchor.constraint(equalTo: view.rightAnchor), .right),
            (guide.topAnchor.constraint(equalTo: view.topAnchor), .top),
            (guide.bottomAnchor.constraint(equalTo: view.bottomAnchor), .bottom),
            (guide.widthAnchor.constraint(equalTo: view.widthAnchor), .width),
            (guide.heightAnchor.constraint(equalTo: view.heightAnchor), .height),
            (guide.centerXAnchor.constraint(equalTo: view.centerXAnchor), .centerX),
            (guide.centerYAnchor.constraint(equalTo: view.centerYAnchor), .centerY),
        ]
        for (constraint, attribute) in anchors {
            #expect(constraint.firstItem === guide && constraint.firstAttribute == attribute)
            #expect(constraint.secondItem === view && constraint.secondAttribute == attribute)
        }
        #expect(view.firstBaselineAnchor.constraint(equalTo: view.topAnchor).firstAttribute == .firstBaseline)
        #expect(view.lastBaselineAnchor.constraint(equalTo: view.bottomAnchor).firstAttribute == .lastBaseline)
    }
}
