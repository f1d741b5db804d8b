/// The object that owns one screenful of views, as UIKit's view controllers do: it makes its
/// view when first asked, hears of the view's appearance, layout, size and trait changes, and
/// holds child controllers, a navigation item and the controller it presents.
///
/// App classes subclass it as they do on iOS:
///
/// ```swift
/// final class ListViewController: UIViewController {
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         title = "Items"
///         navigationItem.rightBarButtonItem = editButtonItem
///     }
/// }
/// ```
///
/// ## What drives the callbacks
///
/// Headless nothing appears by itself: a window's ``UIWindow/makeKeyAndVisible()`` shows its
/// ``UIWindow/rootViewController``, a ``UINavigationController`` shows the controllers pushed
/// onto it, and ``present(_:animated:completion:)`` shows a presented controller, each calling
/// the appearance methods in UIKit's order (`viewWillAppear`, `viewIsAppearing`, the layout
/// pass with `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, then `viewDidAppear`).
/// Children whose views lie in the parent's view appear and disappear with it. Animations are
/// not run: every transition completes before the call returns.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    /// The view, once loaded.
    private var loadedView: UIView?
    /// Where the controller is in its appearance transitions.
    var appearance = AppearanceState.disappeared
    /// Whether the transition under way is animated.
    var appearanceIsAnimated = false
    /// The controllers held as children, in the order added.
    var childList: [UIViewController] = []
    /// The controller holding this one as a child. Held weakly: a parent owns its children.
    weak var parentController: UIViewController?
    /// The controller this one presents; it is owned here.
    var presentedController: UIViewController?
    /// The controller that presents this one. Held weakly, as UIKit's presenting link is.
    weak var presentingController: UIViewController?
    /// The traits set on the controller, laid over those it inherits; `nil` until set.
    var ownTraitOverrides: UITraitCollection?
    /// The trait-change registrations made on the controller.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// The navigation item, made on first use.
    private var storedNavigationItem: UINavigationItem?
    /// The edit button, made on first use.
    private var storedEditButtonItem: UIBarButtonItem?

    /// The name of the nib the view would be loaded from; stored only (no nibs headless).
    public let nibName: String?
    /// The bundle the nib would be loaded from; stored only.
    public let nibBundle: Bundle?

    /// Creates a controller whose view would come from the nib `nibName` in `bundle`. There are
    /// no nibs headless: ``loadView()`` makes a plain view whatever the name.
    public init(nibName: String?, bundle: Bundle?) {
        self.nibName = nibName
        nibBundle = bundle
        super.init()
    }

    /// Creates a controller from an archive; nothing is read headless, so it starts as
    /// `init(nibName: nil, bundle: nil)` would make it.
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a controller with no nib.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The next responder: the view's superview when the view is shown, otherwise the
    /// parent or the presenting controller.
    open override var next: UIResponder? {
        viewIfLoaded?.superview ?? parent ?? presentingController
    }

    // MARK: The view

    /// The controller's root view, loaded on first read: ``loadView()`` makes it, then
    /// ``viewDidLoad()`` runs. Setting a view replaces it without either call.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The view if it is loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Whether the view is loaded.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain ``UIView`` the size of the main screen. Override it to make
    /// another view and assign it to ``view`` without calling `super`, as in UIKit.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Loads the view now if it is not loaded yet.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(UIView(frame: UIScreen.main.bounds)) }
        viewDidLoad()
    }

    /// Called once, after the view was loaded. Does nothing by default; override it to set
    /// the view up.
    open func viewDidLoad() {}

    /// Makes `view` the controller's view, and the controller the view's.
    private func install(_ view: UIView?) {
        if loadedView?.viewController === self { loadedView?.viewController = nil }
        loadedView = view
        view?.viewController = self
    }

    // MARK: Appearance

    /// Called before the view is added to the hierarchy. Does nothing by default.
    open func viewWillAppear(_ animated: Bool) {}

    /// Called after ``viewWillAppear(_:)``, once the view is in the hierarchy with its size
    /// and traits, before it is laid out. Does nothing by default.
    open func viewIsAppearing(_ animated: Bool) {}

    /// Called after the view appeared. Does nothing by default.
    open func viewDidAppear(_ animated: Bool) {}

    /// Called before the view leaves the hierarchy. Does nothing by default.
    open func viewWillDisappear(_ animated: Bool) {}

    /// Called after the view left the hierarchy. Does nothing by default.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Whether the controller is appearing because it is being presented; true only during
    /// its appearance callbacks.
    public internal(set) var isBeingPresented = false

    /// Whether the controller is disappearing because it is being dismissed; true only during
    /// its disappearance callbacks.
    public internal(set) var isBeingDismissed = false

    /// Whether the controller is appearing because it was added to a container (pushed);
    /// true only during its appearance callbacks.
    public internal(set) var isMovingToParent = false

    /// Whether the controller is disappearing because it is leaving its container (popped);
    /// true only during its disappearance callbacks.
    public internal(set) var isMovingFromParent = false

    /// Whether children whose views lie in this controller's view get its appearance calls;
    /// `true` by default.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Dismisses the controller this one (or its nearest ancestor) presents, with everything
    /// it presents in turn; when it presents none, asks its presenting controller to dismiss
    /// it. The dismissed controller disappears in UIKit's order (its `viewWillDisappear`, a
    /// hidden presenting controller's `viewWillAppear` and `viewDidAppear`, its
    /// `viewDidDisappear`), its view leaves the hierarchy and the presentation is forgotten;
    /// then `completion` runs. With nothing to dismiss, `completion` runs at once.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        dismissPresentation(animated: animated, completion: completion)
    }

    // MARK: Containment, traits and size

    /// Called before the controller is added to `parent`, or with `nil` before it is removed.
    /// Does nothing by default.
    open func willMove(toParent parent: UIViewController?) {}

    /// Called after the controller was added to `parent`, or with `nil` after it was removed.
    /// Does nothing by default.
    open func didMove(toParent parent: UIViewController?) {}

    /// The traits the controller lays out for: its view's once loaded; before, those it
    /// inherits from its parent (or the headless screen's) with its ``traitOverrides`` laid
    /// over them.
    open var traitCollection: UITraitCollection {
        if let view = viewIfLoaded { return view.traitCollection }
        let inherited = parent?.traitCollection ?? UIView.headlessScreenTraits
        guard let ownTraitOverrides else { return inherited }
        return UITraitCollection(traitsFrom: [inherited, ownTraitOverrides])
    }

    /// Called when the controller's traits changed, with the traits before. Does nothing by
    /// default.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Called before the view's size changes to `size` (the window was resized), with a
    /// coordinator that runs the blocks given to it alongside the change and after it. By
    /// default forwards the call to the children, as UIKit does: overrides call `super`.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        for child in childList {
            child.viewWillTransition(to: size, with: coordinator)
        }
    }

    // MARK: Layout

    /// Called in a layout pass just before the view lays out its subviews. Does nothing by
    /// default.
    open func viewWillLayoutSubviews() {}

    /// Called in a layout pass just after the view laid out its subviews. Does nothing by
    /// default.
    open func viewDidLayoutSubviews() {}

    /// Called when the view's safe area changed (the window's, a bar's or
    /// ``additionalSafeAreaInsets``). Does nothing by default.
    open func viewSafeAreaInsetsDidChange() {}

    /// Insets added to the safe area the view inherits (from its window and any bar above
    /// it); none by default.
    open var additionalSafeAreaInsets: UIEdgeInsets {
        get { storedAdditionalSafeAreaInsets }
        set { reportingSafeAreaChange { storedAdditionalSafeAreaInsets = newValue } }
    }
    /// The additional insets set.
    private var storedAdditionalSafeAreaInsets = UIEdgeInsets.zero

    /// What the view adds to the safe area it inherits: what its container adds (a navigation
    /// bar's height) and ``additionalSafeAreaInsets``.
    var safeAreaAdditions: UIEdgeInsets {
        (parent?.safeAreaAddition(forChild: self) ?? .zero).adding(storedAdditionalSafeAreaInsets)
    }

    /// What this container adds to the safe area of `child`'s view; none by default.
    func safeAreaAddition(forChild child: UIViewController) -> UIEdgeInsets { .zero }

    /// Runs `change`, then tells the views of this controller and its descendants whose safe
    /// area changed (a scroll view adjusts its insets), and their controllers
    /// (``viewSafeAreaInsetsDidChange()``), parents first.
    func reportingSafeAreaChange(_ change: () -> Void) {
        var controllers: [UIViewController] = []
        var pending = [self]
        while let controller = pending.popLast() {
            controllers.append(controller)
            pending.append(contentsOf: controller.childList.reversed())
        }
        let before = controllers.map { $0.loadedView?.safeAreaInsets }
        change()
        for (controller, old) in zip(controllers, before) {
            guard let view = controller.loadedView, view.safeAreaInsets != old else { continue }
            view.safeAreaDidChange()
            view.safeAreaInsetsDidChange()
            controller.viewSafeAreaInsetsDidChange()
        }
    }

    /// The size the controller would like its view to have in a container; zero by default.
    /// Stored only.
    open var preferredContentSize: CGSize = .zero

    // MARK: Title, navigation and editing

    /// The controller's title. Setting it also sets the navigation item's title, as in UIKit.
    open var title: String? {
        didSet { navigationItem.title = title }
    }

    /// What a navigation bar shows for the controller: its title, bar button items and search
    /// controller. Made on first use.
    open var navigationItem: UINavigationItem {
        if let storedNavigationItem { return storedNavigationItem }
        let item = UINavigationItem(title: title)
        storedNavigationItem = item
        return item
    }

    /// Whether the controller is in editing mode; `false` by default. Setting it calls
    /// ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    /// The editing mode set.
    private var editing = false

    /// Enters or leaves editing mode and updates ``editButtonItem``. Override it to update the
    /// views, calling `super`.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        storedEditButtonItem?.showEditing(editing)
    }

    /// A bar button item titled Edit, or Done while editing, whose action toggles editing mode.
    open var editButtonItem: UIBarButtonItem {
        if let storedEditButtonItem { return storedEditButtonItem }
        let item = UIBarButtonItem(title: nil, style: .plain, target: self, action: Selector(UIViewController.toggleEditing))
        item.showEditing(isEditing)
        storedEditButtonItem = item
        return item
    }

    /// The edit button's action.
    private func toggleEditing() {
        setEditing(!isEditing, animated: true)
    }

    /// How the controller is shown when presented; `.automatic` by default.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic

    /// Whether this controller's view is covered when a controller it (or a child) presents
    /// with ``UIModalPresentationStyle/currentContext`` appears; `false` by default. Stored
    /// only.
    open var definesPresentationContext = false

    /// Whether this controller's transition style is used for presentations in its context;
    /// `false` by default. Stored only.
    open var providesPresentationContextTransitionStyle = false

    /// Whether this controller, presented without covering the screen, decides the status
    /// bar's appearance; `false` by default. Stored only.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// Whether a presented controller's content may not be dismissed by a swipe; `false` by
    /// default. Stored only.
    open var isModalInPresentation = false
}

extension UIViewController {
    /// A controller's place in its appearance transitions.
    enum AppearanceState {
        case disappeared, appearing, appeared, disappearing
    }
}

extension UIBarButtonItem {
    /// Shows an edit button's title and style for `editing`.
    fileprivate func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}
