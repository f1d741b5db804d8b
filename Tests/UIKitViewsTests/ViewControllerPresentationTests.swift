import Testing
@testable import UIKitViews

/// Issue 27 §2: presenting and dismissing are recorded headless and drive appearance in
/// UIKit's order; alerts are presented and a test picks an action.
@MainActor
@Suite("UIViewController: presentation and alerts")
struct ViewControllerPresentationTests {
    /// A shown root `a` in a 390 × 844 window, with the log cleared.
    private static func shownRoot(_ log: RecordingViewController.Log) -> (UIWindow, RecordingViewController) {
        let root = RecordingViewController("a", log: log)
        let window = ViewControllerLifecycleTests.window(root: root)
        window.makeKeyAndVisible()
        log.clear()
        return (window, root)
    }

    @Test("a full-screen presentation: a disappears around b's appearance; dismissing reverses it")
    func fullScreenPresentation() {
        let log = RecordingViewController.Log()
        let (window, a) = Self.shownRoot(log)
        let b = RecordingViewController("b", log: log)
        b.modalPresentationStyle = .fullScreen
        var presentingDuringAppearance = false
        b.onViewWillAppear = { presentingDuringAppearance = $0.isBeingPresented }
        a.present(b, animated: true) { log.entries.append("completion") }
        #expect(
            log.entries == [
                "b.loadView", "b.viewDidLoad", "a.viewWillDisappear", "b.viewWillAppear", "b.viewIsAppearing",
                "b.viewWillLayoutSubviews", "b.viewDidLayoutSubviews", "b.viewDidAppear", "a.viewDidDisappear", "completion",
            ])
        #expect(presentingDuringAppearance)
        #expect(!b.isBeingPresented)
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)
        #expect(b.view.superview === window)
        #expect(b.view.frame == window.bounds)
        log.clear()
        b.dismiss(animated: true) { log.entries.append("completion") }
        #expect(
            log.entries == [
                "b.viewWillDisappear", "a.viewWillAppear", "a.viewIsAppearing", "a.viewDidAppear", "b.viewDidDisappear",
                "completion",
            ])
        #expect(a.presentedViewController == nil)
        #expect(b.presentingViewController == nil)
        #expect(b.viewIfLoaded?.superview == nil)
    }

    @Test("a sheet (the automatic style) leaves the presenting controller shown")
    func sheetPresentation() {
        let log = RecordingViewController.Log()
        let (window, a) = Self.shownRoot(log)
        defer { withExtendedLifetime(window) {} }
        let b = RecordingViewController("b", log: log)
        a.present(b, animated: false)
        #expect(!log.entries.contains { $0.hasPrefix("a.") })
        log.clear()
        a.dismiss(animated: false)
        #expect(log.entries == ["b.viewWillDisappear", "b.viewDidDisappear"])
    }

    @Test("a second presentation from a presenting controller, or of a presented one, is ignored")
    func presentationGuards() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        a.present(b, animated: false)
        var ran = false
        a.present(c, animated: false) { ran = true }
        #expect(!ran)
        #expect(a.presentedViewController === b)
        c.present(b, animated: false) { ran = true }
        #expect(!ran)
        // A child asks the top of its parent chain.
        let child = UIViewController()
        a.addChild(child)
        #expect(child.presentedViewController === b)
        var dismissed = false
        child.dismiss(animated: false) { dismissed = true }
        #expect(dismissed)
        #expect(a.presentedViewController == nil)
        // With nothing to dismiss the completion still runs.
        dismissed = false
        a.dismiss(animated: false) { dismissed = true }
        #expect(dismissed)
    }

    @Test("a viewWillAppear that presents, and one that dismisses itself, end without a loop")
    func reentrantPresentation() {
        let log = RecordingViewController.Log()
        let root = RecordingViewController("a", log: log)
        let c = RecordingViewController("c", log: log)
        root.onViewWillAppear = { $0.present(c, animated: false) }
        ViewControllerLifecycleTests.window(root: root).makeKeyAndVisible()
        #expect(root.presentedViewController === c)
        let d = RecordingViewController("d", log: log)
        d.onViewWillAppear = { $0.dismiss(animated: false) }
        c.present(d, animated: false)
        #expect(c.presentedViewController == nil)
        #expect(d.viewIfLoaded?.superview == nil)
    }

    @Test("an alert is presented; tapping an action dismisses it, then runs the handler")
    func alertAction() {
        let log = RecordingViewController.Log()
        let (window, a) = Self.shownRoot(log)
        defer { withExtendedLifetime(window) {} }
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        var presentedWhenHandled: UIViewController?
        let delete = UIAlertAction(title: "Delete", style: .destructive) { action in
            log.entries.append("handler \(action.title ?? "")")
            presentedWhenHandled = a.presentedViewController
        }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Cancel again", style: .cancel))
        alert.addAction(delete)
        alert.preferredAction = delete
        a.present(alert, animated: true)
        #expect(a.presentedViewController === alert)
        #expect(alert.title == "Delete?")
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"])
        #expect(alert.preferredAction === delete)
        #expect(!alert.simulateTap(onActionTitled: "Keep"))
        #expect(alert.simulateTap(onActionTitled: "Delete"))
        #expect(log.entries == ["handler Delete"])
        #expect(presentedWhenHandled == nil)
        #expect(a.presentedViewController == nil)
    }
}
