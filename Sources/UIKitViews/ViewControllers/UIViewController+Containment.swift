extension UIViewController {
    /// The child controllers, in the order they were added.
    public var children: [UIViewController] { childList }

    /// The controller that holds this one as a child, or `nil`. Held weakly: a parent owns its
    /// children.
    public var parent: UIViewController? { parentController }

    /// Adds `child` as a child, after calling its ``willMove(toParent:)`` with this
    /// controller, as UIKit does; the app then adds the child's view and calls
    /// `child.didMove(toParent: self)`. A child of another controller leaves it first; adding
    /// the controller itself or one of its ancestors does nothing.
    public func addChild(_ child: UIViewController) {
        guard child.parent !== self, !isSelfOrDescendant(of: child) else { return }
        if child.parent != nil { child.removeFromParent() }
        child.willMove(toParent: self)
        childList.append(child)
        child.parentController = self
    }

    /// Leaves the parent, then calls ``didMove(toParent:)`` with `nil`, as UIKit does (the app
    /// calls `willMove(toParent: nil)` before). Does nothing without a parent.
    public func removeFromParent() {
        guard let parent = parentController else { return }
        parent.childList.removeAll { $0 === self }
        parentController = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller among the controller and its ancestors, or `nil`.
    public var navigationController: UINavigationController? {
        nearestAncestor(of: UINavigationController.self)
    }

    /// The nearest split view controller among the ancestors, or `nil`: there are none headless
    /// unless app code makes one.
    public var splitViewController: UISplitViewController? {
        nearestAncestor(of: UISplitViewController.self)
    }

    /// The nearest tab bar controller among the ancestors, or `nil`: there are none headless
    /// unless app code makes one.
    public var tabBarController: UITabBarController? {
        nearestAncestor(of: UITabBarController.self)
    }

    /// The nearest of the controller's parents that is a `Container`.
    private func nearestAncestor<Container: UIViewController>(of _: Container.Type) -> Container? {
        var current = parent
        while let controller = current {
            if let container = controller as? Container { return container }
            current = controller.parent
        }
        return nil
    }

    /// Whether the controller is `other` or lies below it among children.
    private func isSelfOrDescendant(of other: UIViewController) -> Bool {
        var current: UIViewController? = self
        while let controller = current {
            if controller === other { return true }
            current = controller.parent
        }
        return false
    }

    /// The top of the controller's parent chain: what presents for it.
    var rootAncestor: UIViewController {
        var root = self
        while let parent = root.parent { root = parent }
        return root
    }
}
