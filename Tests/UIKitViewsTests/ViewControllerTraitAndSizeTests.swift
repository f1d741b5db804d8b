import Testing
@testable import UIKitViews

/// Issue 27 §2: traits reach controllers (traitCollectionDidChange, iOS 17 registrations and
/// overrides), and a window's size change reaches them as viewWillTransition(to:with:).
@MainActor
@Suite("UIViewController: traits, trait overrides and size transitions")
struct ViewControllerTraitAndSizeTests {
    @Test("a window's trait change reaches the root controller, before its view, then registrations")
    func windowTraitsReachController() {
        let log = RecordingViewController.Log()
        let root = RecordingViewController("root", log: log)
        let window = ViewControllerLifecycleTests.window(root: root)
        window.makeKeyAndVisible()
        var styles: [UIUserInterfaceStyle] = []
        root.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (controller: RecordingViewController, previous) in
            controller.log.entries.append("handler")
            styles.append(previous.userInterfaceStyle)
        }
        let sizeRegistration = root.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: RecordingViewController, _) in
            log.entries.append("size handler")
        }
        log.clear()
        window.traitCollection = UITraitCollection(userInterfaceStyle: .dark)
        #expect(log.entries == ["root.traitCollectionDidChange", "handler"])
        #expect(styles == [.light])
        #expect(root.traitCollection.userInterfaceStyle == .dark)
        root.unregisterForTraitChanges(sizeRegistration)
        log.clear()
        window.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(horizontalSizeClass: .regular),
        ])
        #expect(log.entries == ["root.traitCollectionDidChange"])
    }

    @Test("trait overrides on a controller and on a view flow down to the views below")
    func traitOverrides() {
        let controller = UIViewController()
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.traitCollection.userInterfaceStyle == .dark)
        let subview = UIView()
        controller.view.addSubview(subview)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        subview.traitOverrides.horizontalSizeClass = .compact
        #expect(subview.traitOverrides.contains(UITraitHorizontalSizeClass.self))
        #expect(!subview.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        #expect(subview.traitCollection.horizontalSizeClass == .compact)
        #expect(subview.traitCollection.userInterfaceStyle == .dark)
        controller.traitOverrides.userInterfaceStyle = .light
        #expect(subview.traitCollection.userInterfaceStyle == .light)
        controller.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(controller.traitOverrides == UITraitOverrides(values: .unspecified))
        // The headless screen's style is light.
        #expect(subview.traitCollection.userInterfaceStyle == .light)
        #expect(UITraitDisplayScale.name == "DisplayScale")
        #expect(UITraitDisplayScale.defaultValue == 0)
    }

    @Test("a view's registration fires for its trait only; target–action registrations too")
    func viewRegistrations() {
        final class Target {
            var count = 0
            func traitsChanged() { count += 1 }
        }
        let view = UIView()
        let target = Target()
        var previousScales: [CGFloat] = []
        view.registerForTraitChanges([UITraitDisplayScale.self]) { (_: UIView, previous) in previousScales.append(previous.displayScale) }
        view.registerForTraitChanges([UITraitDisplayScale.self], target: target, action: Selector(Target.traitsChanged))
        view.traitOverrides.userInterfaceStyle = .dark
        #expect(previousScales.isEmpty)
        view.traitOverrides.displayScale = 2
        #expect(previousScales == [3])
        #expect(target.count == 1)
    }

    @Test("a window's size change: viewWillTransition on the root and its children, alongside, layout, completion")
    func sizeTransition() {
        let log = RecordingViewController.Log()
        let root = RecordingViewController("root", log: log)
        let child = RecordingViewController("child", log: log)
        root.addChild(child)
        child.didMove(toParent: root)
        let window = ViewControllerLifecycleTests.window(root: root)
        window.makeKeyAndVisible()
        log.clear()
        window.frame = CGRect(x: 0, y: 0, width: 844, height: 390)
        #expect(
            log.entries == [
                "root.viewWillTransition(to: 844×390)", "child.viewWillTransition(to: 844×390)", "root.alongside",
                "child.alongside", "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.transitionCompletion",
                "child.transitionCompletion",
            ])
        // The root view follows the window (it autoresizes).
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 844, height: 390))
        log.clear()
        window.frame = CGRect(x: 10, y: 0, width: 844, height: 390)
        #expect(log.entries.isEmpty)
    }
}
