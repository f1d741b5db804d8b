import Testing
@testable import UIKitViews

/// Issue 27 §2: a navigation controller's stack, the appearance calls of pushes and pops, and
/// the safe area its bar gives the top controller.
@MainActor
@Suite("UINavigationController: stack, appearance order and bar geometry")
struct NavigationControllerTests {
    /// A navigation controller with root `a`, shown in a 390 × 844 window (safe area 47 top,
    /// 34 bottom), with the log cleared.
    private static func shownNavigation(_ log: RecordingViewController.Log) -> (UIWindow, UINavigationController, RecordingViewController) {
        let a = RecordingViewController("a", log: log)
        let navigation = UINavigationController(rootViewController: a)
        let window = ViewControllerLifecycleTests.window(root: navigation)
        window.makeKeyAndVisible()
        log.clear()
        return (window, navigation, a)
    }

    @Test("shown in a window, the root appears inside the navigation controller's appearance")
    func rootAppears() {
        let log = RecordingViewController.Log()
        let a = RecordingViewController("a", log: log)
        let navigation = UINavigationController(rootViewController: a)
        #expect(log.entries == ["a.willMove(toParent: container)", "a.didMove(toParent: container)"])
        #expect(navigation.viewControllers == [a])
        #expect(a.navigationController === navigation)
        log.clear()
        ViewControllerLifecycleTests.window(root: navigation).makeKeyAndVisible()
        #expect(
            log.entries == [
                "a.loadView", "a.viewDidLoad", "a.viewWillAppear", "a.viewIsAppearing", "a.viewWillLayoutSubviews",
                "a.viewDidLayoutSubviews", "a.viewDidAppear",
            ])
    }

    @Test("the child's view fills the screen; the bar sits below the status bar and raises the safe area by 44")
    func barGeometry() {
        let log = RecordingViewController.Log()
        let (window, navigation, a) = Self.shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The bar starts at the window's safe top, 47, and is 44 high.
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        // The child's safe area: 47 + 44 = 91 at the top; the bottom keeps the window's 34.
        #expect(a.view.safeAreaInsets == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        navigation.navigationBar.prefersLargeTitles = true
        // A large title adds 52: 44 + 52 = 96, so 47 + 96 = 143.
        #expect(a.view.safeAreaInsets.top == 143)
        a.navigationItem.largeTitleDisplayMode = .never
        #expect(a.view.safeAreaInsets.top == 91)
        navigation.setNavigationBarHidden(true, animated: false)
        #expect(navigation.isNavigationBarHidden)
        #expect(a.view.safeAreaInsets.top == 47)
    }

    @Test("push: a disappears around b's appearance; b moves to its parent around the transition")
    func push() {
        let log = RecordingViewController.Log()
        let (window, navigation, a) = Self.shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingViewController("b", log: log)
        var movingToParent = false
        b.onViewWillAppear = { movingToParent = $0.isMovingToParent }
        navigation.pushViewController(b, animated: true)
        #expect(
            log.entries == [
                "b.willMove(toParent: container)", "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear",
                "b.viewIsAppearing", "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews", "a.viewDidDisappear", "b.viewDidAppear",
                "b.didMove(toParent: container)",
            ])
        #expect(movingToParent)
        #expect(!b.isMovingToParent)
        #expect(navigation.viewControllers == [a, b])
        #expect(navigation.topViewController === b)
        #expect(navigation.visibleViewController === b)
        #expect(navigation.navigationBar.items?.count == 2)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.view.safeAreaInsets.top == 91)
        navigation.pushViewController(b, animated: true)
        #expect(navigation.viewControllers == [a, b])
    }

    @Test("pop: b disappears around a's appearance; b leaves its parent")
    func pop() {
        let log = RecordingViewController.Log()
        let (window, navigation, a) = Self.shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingViewController("b", log: log)
        navigation.pushViewController(b, animated: false)
        log.clear()
        #expect(navigation.popViewController(animated: true) === b)
        #expect(
            log.entries == [
                "b.willMove(toParent: nil)", "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing",
                "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "b.viewDidDisappear", "a.viewDidAppear",
                "b.didMove(toParent: nil)",
            ])
        #expect(navigation.viewControllers == [a])
        #expect(b.parent == nil)
        #expect(b.navigationController == nil)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test("popToRoot and setViewControllers: only the old and new tops appear or disappear")
    func replaceStack() {
        let log = RecordingViewController.Log()
        let (window, navigation, a) = Self.shownNavigation(log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingViewController("b", log: log)
        let c = RecordingViewController("c", log: log)
        navigation.setViewControllers([a, b, c, c], animated: false)
        #expect(navigation.viewControllers == [a, b, c])
        #expect(!log.entries.contains { $0.hasPrefix("b.view") })
        log.clear()
        #expect(navigation.popToRootViewController(animated: false) == [b, c])
        #expect(
            log.entries == [
                "b.willMove(toParent: nil)", "c.willMove(toParent: nil)", "c.viewWillDisappear", "a.viewWillAppear",
                "a.viewIsAppearing", "a.viewWillLayoutSubviews", "a.viewDidLayoutSubviews", "c.viewDidDisappear",
                "a.viewDidAppear", "b.didMove(toParent: nil)", "c.didMove(toParent: nil)",
            ])
        #expect(navigation.popToRootViewController(animated: false) == nil)
        #expect(navigation.popToViewController(b, animated: false) == nil)
    }

    @Test("pushing while the navigation controller is not shown records the stack without appearance")
    func pushWhileHidden() {
        let log = RecordingViewController.Log()
        let navigation = UINavigationController(rootViewController: RecordingViewController("a", log: log))
        log.clear()
        let b = RecordingViewController("b", log: log)
        navigation.pushViewController(b, animated: false)
        #expect(log.entries == ["b.willMove(toParent: container)", "b.didMove(toParent: container)"])
        #expect(!b.isViewLoaded)
    }

    @Test("a viewWillAppear that pushes, and one that pops itself, end with a consistent stack")
    func reentrantPushAndPop() {
        let log = RecordingViewController.Log()
        let a = RecordingViewController("a", log: log)
        let b = RecordingViewController("b", log: log)
        a.onViewWillAppear = { controller in
            controller.onViewWillAppear = nil
            controller.navigationController?.pushViewController(b, animated: false)
        }
        let navigation = UINavigationController(rootViewController: a)
        let window = ViewControllerLifecycleTests.window(root: navigation)
        window.makeKeyAndVisible()
        #expect(navigation.viewControllers == [a, b])
        #expect(b.view.superview === navigation.view)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(log.entries.last == "b.viewDidAppear")
        let c = RecordingViewController("c", log: log)
        c.onViewWillAppear = { $0.navigationController?.popViewController(animated: false) }
        navigation.pushViewController(c, animated: false)
        #expect(navigation.viewControllers == [a, b])
        #expect(c.parent == nil)
        #expect(b.view.superview === navigation.view)
    }
}
