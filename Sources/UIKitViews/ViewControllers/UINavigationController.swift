/// A container that shows a stack of controllers, the top one's view below a navigation bar,
/// as UIKit's navigation controller does.
///
/// Pushing, popping and replacing the stack are recorded at once and, while the navigation
/// controller is shown, drive the appearance of the controller leaving the top and the one
/// arriving, in UIKit's order: the leaving one's `viewWillDisappear`, the arriving one's
/// `viewWillAppear` (its view loaded first), the arriving view's layout pass, the leaving
/// one's `viewDidDisappear`, the arriving one's `viewDidAppear`. Containment follows UIKit's
/// rules: an arriving controller gets `willMove(toParent:)` before and `didMove(toParent:)`
/// after the transition, a leaving one `willMove(toParent: nil)` before and
/// `didMove(toParent: nil)` after.
///
/// The top controller's view fills the navigation controller's view; the bar lies over it at
/// the top of the safe area, and the child's safe area grows at the top by the bar's height
/// (44 points, 96 with a large title), as in UIKit.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The bar shown above the top controller's view.
    public let navigationBar = UINavigationBar(frame: .zero)

    /// Whether the bar is hidden; `false` by default. Setting it calls
    /// ``setNavigationBarHidden(_:animated:)`` without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Whether the toolbar is hidden; `true` by default. Stored only: no toolbar is shown.
    open var isToolbarHidden = true

    /// Whether the bars hide when the user swipes; `false` by default. Stored only.
    open var hidesBarsOnSwipe = false

    /// Creates a navigation controller whose stack holds `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Creates a navigation controller with an empty stack.
    public override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
    }

    /// Creates a navigation controller from an archive; nothing is read headless, so its stack
    /// is empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The stack, bottom (root) first. Setting it calls
    /// ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { childList }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack, or `nil` when the stack is empty.
    open var topViewController: UIViewController? { childList.last }

    /// The controller shown: the one presented by the top controller (or by this one), else
    /// the top controller.
    open var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController?.presentedViewController ?? topViewController
    }

    /// Makes the container view, holding the bar.
    open override func loadView() {
        view = NavigationContainerView(controller: self)
    }

    /// Puts the top controller's view in place before it appears, as UIKit's navigation
    /// controller does; overrides call `super`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        installTopView()
    }

    /// Pushes `viewController` onto the stack, which shows it. A controller already in the
    /// stack, or this one, is not pushed.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard viewController !== self, !childList.contains(where: { $0 === viewController }) else { return }
        replaceStack(with: childList + [viewController], animated: animated)
    }

    /// Pops the top controller, showing the one below; answers the popped controller, or
    /// `nil` when the stack holds one controller or none.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard childList.count > 1, let top = childList.last else { return nil }
        replaceStack(with: Array(childList.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root; answers them, bottom first, or `nil` when there
    /// are none.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard childList.count > 1 else { return nil }
        let popped = Array(childList.dropFirst())
        replaceStack(with: [childList[0]], animated: animated)
        return popped
    }

    /// Pops every controller above `viewController`; answers them, bottom first, or `nil`
    /// when `viewController` is not in the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = childList.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(childList[(index + 1)...])
        replaceStack(with: Array(childList[...index]), animated: animated)
        return popped
    }

    /// Replaces the stack with `viewControllers` (bottom first; a repeated controller, or this
    /// one, is left out). Controllers leaving the stack are removed as children, new ones are
    /// added, and when the top changes the old top disappears and the new one appears.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        var stack: [UIViewController] = []
        for controller in viewControllers where controller !== self && !stack.contains(where: { $0 === controller }) {
            stack.append(controller)
        }
        replaceStack(with: stack, animated: animated)
    }

    /// Hides or shows the bar; the top controller's safe area follows.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard navigationBar.isHidden != hidden else { return }
        guard let top = topViewController else { return navigationBar.isHidden = hidden }
        top.reportingSafeAreaChange { navigationBar.isHidden = hidden }
        viewIfLoaded?.setNeedsLayout()
    }

    /// The bar's height at the top of the top controller's safe area while the bar shows.
    override func safeAreaAddition(forChild child: UIViewController) -> UIEdgeInsets {
        guard child === topViewController, !navigationBar.isHidden else { return .zero }
        return UIEdgeInsets(top: navigationBar.height, left: 0, bottom: 0, right: 0)
    }
}

extension UINavigationController {
    /// Makes `stack` the stack (see ``setViewControllers(_:animated:)``).
    private func replaceStack(with stack: [UIViewController], animated: Bool) {
        let oldTop = topViewController
        let leaving = childList.filter { old in !stack.contains { $0 === old } }
        let arriving = stack.filter { $0.parent !== self }
        for controller in leaving { controller.willMove(toParent: nil) }
        for controller in arriving { addChild(controller) }
        childList = stack
        navigationBar.items = stack.map(\.navigationItem)
        let newTop = stack.last
        if oldTop !== newTop {
            newTop?.isMovingToParent = arriving.contains { $0 === newTop }
            oldTop?.isMovingFromParent = leaving.contains { $0 === oldTop }
            showTop(newTop, replacing: oldTop, animated: animated)
            newTop?.isMovingToParent = false
            oldTop?.isMovingFromParent = false
        }
        for controller in leaving where controller.parent === self { controller.removeFromParent() }
        for controller in arriving where controller.parent === self { controller.didMove(toParent: self) }
    }

    /// Swaps the top view, through the appearance calls when this controller is shown.
    private func showTop(_ newTop: UIViewController?, replacing oldTop: UIViewController?, animated: Bool) {
        let shown = appearance == .appeared || appearance == .appearing
        guard shown, let view = viewIfLoaded else {
            oldTop?.viewIfLoaded?.removeFromSuperview()
            if isViewLoaded { installTopView() }
            return
        }
        newTop?.loadViewIfNeeded()
        oldTop?.beginAppearanceTransition(false, animated: animated)
        newTop?.beginAppearanceTransition(true, animated: animated)
        oldTop?.viewIfLoaded?.removeFromSuperview()
        installTopView()
        newTop?.viewIsInHierarchyWhileAppearing()
        guard appearance == .appeared else {
            oldTop?.endAppearanceTransition()
            return
        }
        view.layoutIfNeeded()
        oldTop?.endAppearanceTransition()
        newTop?.endAppearanceTransition()
    }

    /// Puts the top controller's view below the bar, filling the view, when it is not there.
    func installTopView() {
        guard let view = viewIfLoaded, let top = topViewController else { return }
        let topView: UIView = top.view
        guard topView.superview !== view else { return }
        top.reportingSafeAreaChange {
            topView.frame = view.bounds
            topView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.insertSubview(topView, belowSubview: navigationBar)
        }
    }
}

/// A navigation controller's view: it lays the bar out at the top of its safe area.
final class NavigationContainerView: UIView {
    /// The controller whose bar this view holds.
    private weak var controller: UINavigationController?

    init(controller: UINavigationController) {
        self.controller = controller
        super.init(frame: UIScreen.main.bounds)
        addSubview(controller.navigationBar)
    }

    required init?(coder: NSCoder) {
        nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let controller else { return }
        controller.installTopView()
        let bar = controller.navigationBar
        bar.frame = CGRect(x: 0, y: safeAreaInsets.top, width: bounds.width, height: bar.height)
    }
}
