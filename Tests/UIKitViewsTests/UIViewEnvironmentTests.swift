import Testing
@testable import UIKitViews

/// What a view inherits or keeps about its surroundings: margins, safe area, traits, tint.
@MainActor
@Suite("UIView: margins, safe area, traits and tint")
struct UIViewEnvironmentTests {
    @Test("a plain view's margins are 8 points each side; the flags have UIKit's defaults")
    func defaultMargins() {
        let view = UIView()
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        #expect(!view.preservesSuperviewLayoutMargins)
        #expect(view.insetsLayoutMarginsFromSafeArea)
    }

    @Test("layoutMargins and directionalLayoutMargins are one value, mirrored in right-to-left")
    func marginsInRightToLeft() {
        let log = RecordingView.Log()
        let view = RecordingView("v", log: log)
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        // Leading is the right edge now: left = trailing = 4, right = leading = 2.
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10))
        #expect(log.entries.filter { $0 == "v.layoutMarginsDidChange" }.count == 2)
        view.layoutMargins = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 20)
        #expect(log.entries.filter { $0 == "v.layoutMarginsDidChange" }.count == 2)
    }

    @Test("a subview takes the part of its superview's safe area that it overlaps")
    func inheritedSafeArea() {
        let screen = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let top = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
        let bottom = UIView(frame: CGRect(x: 10, y: 800, width: 370, height: 44))
        let middle = UIView(frame: CGRect(x: 0, y: 300, width: 390, height: 100))
        [top, bottom, middle].forEach(screen.addSubview)
        // The safe rectangle is y 47 … 810 (844 − 34). `top` starts at 20: 47 − 20 = 27 covered.
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
        // `bottom` ends at 844: 844 − 810 = 34 covered.
        #expect(bottom.safeAreaInsets == UIEdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == .zero)
        #expect(UIView().safeAreaInsets == .zero)
    }

    @Test("a safe area set on a view wins over the inherited one and calls safeAreaInsetsDidChange")
    func setSafeArea() {
        let log = RecordingView.Log()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.safeAreaInsets = UIEdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        let child = RecordingView("c", log: log, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.addSubview(child)
        child.safeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(child.safeAreaInsets == UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
        child.safeAreaInsets = UIEdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(log.entries.filter { $0 == "c.safeAreaInsetsDidChange" }.count == 1)
    }

    @Test("a view without a superview has the headless screen's traits")
    func defaultTraits() {
        let traits = UIView().traitCollection
        #expect(traits.displayScale == 3)
        #expect(traits.layoutDirection == .leftToRight)
        #expect(traits.userInterfaceStyle == .light)
        #expect(traits.preferredContentSizeCategory == .large)
        #expect(UIView().effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test("traits set on a view lie over what it inherits, and flow down to its subviews")
    func traitInheritance() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        parent.traitCollection = UITraitCollection(layoutDirection: .rightToLeft)
        child.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(child.traitCollection.layoutDirection == .rightToLeft)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.displayScale == 3)
        #expect(parent.traitCollection.userInterfaceStyle == .light)
    }

    @Test("traitCollectionDidChange reaches the views whose traits changed, top down")
    func traitNotifications() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let child = RecordingView("c", log: log)
        let fixed = RecordingView("f", log: log)
        parent.addSubview(child)
        parent.addSubview(fixed)
        fixed.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        log.entries = []
        parent.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        // `fixed` sets dark itself: its traits do not change.
        #expect(log.entries == ["p.traitCollectionDidChange", "c.traitCollectionDidChange"])
        log.entries = []
        let other = UIView()
        other.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        other.addSubview(child)
        // Under another dark view nothing changes for `child`.
        #expect(log.entries.filter { $0.hasSuffix("traitCollectionDidChange") }.isEmpty)
        child.removeFromSuperview()
        #expect(log.entries.filter { $0.hasSuffix("traitCollectionDidChange") } == ["c.traitCollectionDidChange"])
    }

    @Test("tintColor is the first tint set up the hierarchy, or the system blue")
    func tintInheritance() {
        let log = RecordingView.Log()
        let parent = RecordingView("p", log: log)
        let child = RecordingView("c", log: log)
        let own = RecordingView("o", log: log)
        parent.addSubview(child)
        parent.addSubview(own)
        let blue: UIColor = child.tintColor
        // #007AFF: (0, 122 / 255, 1)
        #expect(blue.red == 0 && blue.green == 122.0 / 255 && blue.blue == 1 && blue.alpha == 1)
        own.tintColor = .white
        log.entries = []
        parent.tintColor = .black
        #expect(child.tintColor == .black)
        #expect(own.tintColor == .white)
        #expect(log.entries == ["p.tintColorDidChange", "c.tintColorDidChange"])
        log.entries = []
        parent.tintColor = nil
        #expect(child.tintColor == blue)
        #expect(log.entries == ["p.tintColorDidChange", "c.tintColorDidChange"])
    }
}
