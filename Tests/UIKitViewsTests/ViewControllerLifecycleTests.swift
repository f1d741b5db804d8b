import Testing
@testable import UIKitViews

/// Issue 27 §2: a view controller's view loads lazily, and a window drives the appearance
/// and layout callbacks in UIKit's order, the controller's children with it.
@MainActor
@Suite("UIViewController: loading, appearance and layout order")
struct ViewControllerLifecycleTests {
    /// A 390 × 844 window with an iPhone's safe area (47 top, 34 bottom) holding `root`.
    static func window(root: UIViewController) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = root
        return window
    }

    @Test("the view loads on first read: loadView, then viewDidLoad, once")
    func lazyLoading() {
        let log = RecordingViewController.Log()
        let controller = RecordingViewController("a", log: log)
        #expect(!controller.isViewLoaded)
        #expect(controller.viewIfLoaded == nil)
        #expect(log.entries.isEmpty)
        let view: UIView = controller.view
        #expect(controller.isViewLoaded)
        #expect(controller.viewIfLoaded === view)
        controller.loadViewIfNeeded()
        _ = controller.view
        #expect(log.entries == ["a.loadView", "a.viewDidLoad"])
    }

    @Test("the responder chain runs from a subview to the root view, its controller, then the window")
    func responderChain() {
        let log = RecordingViewController.Log()
        let controller = RecordingViewController("a", log: log)
        let window = Self.window(root: controller)
        window.makeKeyAndVisible()
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(label.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(UIView().next == nil)
    }

    @Test("a loadView that sets no view gets a plain one; a view set by app code is the view")
    func loadViewOverrides() {
        final class Forgetful: UIViewController {
            override func loadView() {}
        }
        let forgetful = Forgetful()
        #expect(forgetful.view != nil)
        let custom = UIViewController()
        let label = UILabel()
        custom.view = label
        #expect(custom.view === label)
    }

    @Test("makeKeyAndVisible: viewWillAppear, viewIsAppearing, the layout pass, viewDidAppear")
    func windowAppearance() {
        let log = RecordingViewController.Log()
        let root = RecordingViewController("root", log: log)
        let window = Self.window(root: root)
        #expect(log.entries.isEmpty)
        window.makeKeyAndVisible()
        #expect(
            log.entries == [
                "root.loadView", "root.viewDidLoad", "root.viewWillAppear", "root.viewIsAppearing",
                "root.viewWillLayoutSubviews", "root.viewDidLayoutSubviews", "root.viewDidAppear",
            ])
        #expect(window.isKeyWindow)
        // The root view fills the window and inherits its safe area and traits.
        #expect(root.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(root.view.superview === window)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        log.clear()
        window.makeKeyAndVisible()
        #expect(log.entries.isEmpty)
    }

    @Test("a new root of a visible window replaces the old one: it disappears, the new one appears")
    func replacingTheRoot() {
        let log = RecordingViewController.Log()
        let window = Self.window(root: RecordingViewController("old", log: log))
        window.makeKeyAndVisible()
        log.clear()
        let new = RecordingViewController("new", log: log)
        window.rootViewController = new
        #expect(
            log.entries == [
                "old.viewWillDisappear", "old.viewDidDisappear", "new.loadView", "new.viewDidLoad", "new.viewWillAppear",
                "new.viewIsAppearing", "new.viewWillLayoutSubviews", "new.viewDidLayoutSubviews", "new.viewDidAppear",
            ])
        #expect(window.subviews.count == 1)
    }

    @Test("children whose views lie in the parent's view appear with it, parent first")
    func childrenAppearWithParent() {
        let log = RecordingViewController.Log()
        let parent = RecordingViewController("p", log: log)
        let child = RecordingViewController("c", log: log)
        parent.loadViewIfNeeded()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(log.entries == ["p.loadView", "p.viewDidLoad", "c.willMove(toParent: p)", "c.loadView", "c.viewDidLoad", "c.didMove(toParent: p)"])
        #expect(parent.children == [child])
        #expect(child.parent === parent)
        log.clear()
        let window = Self.window(root: parent)
        window.makeKeyAndVisible()
        #expect(
            log.entries == [
                "p.viewWillAppear", "c.viewWillAppear", "p.viewIsAppearing", "c.viewIsAppearing",
                "p.viewWillLayoutSubviews", "p.viewDidLayoutSubviews", "c.viewWillLayoutSubviews", "c.viewDidLayoutSubviews",
                "p.viewDidAppear", "c.viewDidAppear",
            ])
    }

    @Test("a child's view added to a shown parent appears; removed, it disappears")
    func childAddedToShownParent() {
        let log = RecordingViewController.Log()
        let parent = RecordingViewController("p", log: log)
        let window = Self.window(root: parent)
        window.makeKeyAndVisible()
        let child = RecordingViewController("c", log: log)
        log.clear()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(
            log.entries == [
                "c.willMove(toParent: p)", "c.loadView", "c.viewDidLoad", "c.viewWillAppear", "c.viewIsAppearing", "c.viewDidAppear",
                "c.didMove(toParent: p)",
            ])
        log.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(
            log.entries == ["c.willMove(toParent: nil)", "c.viewWillDisappear", "c.viewDidDisappear", "c.didMove(toParent: nil)"])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
    }

    @Test("addChild refuses the controller itself and its ancestors, and moves a child from another parent")
    func containmentGuards() {
        let a = UIViewController()
        let b = UIViewController()
        let c = UIViewController()
        a.addChild(a)
        #expect(a.children.isEmpty)
        a.addChild(b)
        b.addChild(a)
        #expect(b.children.isEmpty)
        c.addChild(b)
        #expect(a.children.isEmpty)
        #expect(c.children == [b])
        #expect(b.parent === c)
    }

    @Test("a viewDidLayoutSubviews that resizes its view ends: the next pass serves the new size")
    func reentrantLayout() {
        let log = RecordingViewController.Log()
        let root = RecordingViewController("root", log: log)
        root.onViewDidLayoutSubviews = { controller in
            controller.view.frame.size.height -= 1
        }
        let window = Self.window(root: root)
        window.makeKeyAndVisible()
        // One pass during appearance: 844 − 1.
        #expect(root.view.frame.height == 843)
        window.layoutIfNeeded()
        #expect(root.view.frame.height == 842)
    }

    @Test("additionalSafeAreaInsets add to the safe area the view inherits, and reach its subviews")
    func additionalSafeArea() {
        let root = UIViewController()
        let window = Self.window(root: root)
        window.makeKeyAndVisible()
        let subview = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 100))
        root.view.addSubview(subview)
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 5, bottom: 0, right: 0)
        // Top 47 + 10 = 57, left 0 + 5, bottom 34.
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 34, right: 0))
        // The subview spans y 0…100: the safe rectangle starts 57 into it.
        #expect(subview.safeAreaInsets == UIEdgeInsets(top: 57, left: 5, bottom: 0, right: 0))
    }

    @Test("title sets the navigation item's title; the items are stored")
    func titleAndNavigationItem() {
        let controller = UIViewController()
        controller.title = "Mountains"
        #expect(controller.navigationItem.title == "Mountains")
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItem = add
        #expect(controller.navigationItem.rightBarButtonItems == [add])
        controller.navigationItem.rightBarButtonItem = nil
        #expect(controller.navigationItem.rightBarButtonItems == nil)
        #expect(controller.navigationItem.hidesSearchBarWhenScrolling)
        #expect(controller.navigationItem.largeTitleDisplayMode == .automatic)
        #expect(controller.navigationController == nil)
        #expect(controller.splitViewController == nil)
        #expect(controller.tabBarController == nil)
    }

    @Test("the edit button toggles editing; its title reads Edit, then Done")
    func editButton() {
        let log = RecordingViewController.Log()
        let controller = RecordingViewController("a", log: log)
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit")
        #expect(button.style == .plain)
        #expect(button.simulateTap() == .targetAction)
        #expect(controller.isEditing)
        #expect(button.title == "Done")
        #expect(button.style == .done)
        controller.isEditing = false
        #expect(button.title == "Edit")
        #expect(log.entries == ["a.setEditing(true)", "a.setEditing(false)"])
    }
}
