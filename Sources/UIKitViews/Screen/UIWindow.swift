/// The view at the root of a hierarchy shown on a screen, as layout code reads it through a
/// view's `window`: its bounds, safe area, screen and traits; and the controller whose view
/// fills it.
///
/// Nothing is shown headless: a window is a ``UIView`` that holds the hierarchy and names its
/// ``screen``. A view added to a window (directly or below another view) answers it from
/// ``UIView/window``. A collection view that no window holds is taken to fill its screen and
/// answers a window of its own (see `UICollectionView.window` in CompositionalLayout).
///
/// A screen's life starts as in an app's scene delegate:
///
/// ```swift
/// let window = UIWindow(frame: UIScreen.main.bounds)
/// window.rootViewController = UINavigationController(rootViewController: ListViewController())
/// window.makeKeyAndVisible()   // loads the root's view; viewWillAppear … viewDidAppear
/// ```
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The screen the window is on; ``UIScreen/main`` unless set.
    open var screen: UIScreen = .main

    /// The controller whose view fills the window; `nil` by default. The window owns it. Once
    /// the window is visible, setting one makes the old root's view disappear and the new
    /// root's appear, each in UIKit's order.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue, isVisible else { return }
            if let oldValue, oldValue.viewIfLoaded?.superview === self {
                oldValue.beginAppearanceTransition(false, animated: false)
                oldValue.viewIfLoaded?.removeFromSuperview()
                oldValue.endAppearanceTransition()
            }
            showRootViewController()
        }
    }

    /// Whether the window is the key window (the one receiving keyboard input); `false` until
    /// ``makeKeyAndVisible()`` or ``makeKey()``.
    public private(set) var isKeyWindow = false

    /// Whether the window was made visible: its root controller's view is shown.
    private(set) var isVisible = false

    /// The coordinator of the size change under way, between the bounds hooks.
    private var sizeTransition: SizeTransitionCoordinator?

    /// Creates a window of `frame` on the main screen, with no safe area and no traits of its
    /// own.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a window from an archive; nothing is read headless (see `UIView`).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes the window key and shows it: the root controller's view is loaded, fills the
    /// window and appears (`viewWillAppear`, `viewIsAppearing`, a layout pass with
    /// `viewWillLayoutSubviews` and `viewDidLayoutSubviews`, `viewDidAppear`), its children
    /// with it. Calling it again shows nothing again.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        guard !isVisible else { return }
        isVisible = true
        showRootViewController()
    }

    /// Makes the window the key window without showing it.
    open func makeKey() {
        isKeyWindow = true
    }

    /// Shows the root controller's view in the window, through its appearance sequence.
    private func showRootViewController() {
        guard let root = rootViewController else { return }
        root.appear(in: self, size: bounds.size, animated: false)
    }

    /// Tells the root controller of a visible window that its size will change, with a
    /// coordinator whose blocks run once the size changed.
    @_spi(ViewHooks) open override func boundsWillChange(to newBounds: CGRect) {
        super.boundsWillChange(to: newBounds)
        guard isVisible, newBounds.size != bounds.size, let root = rootViewController else { return }
        let coordinator = SizeTransitionCoordinator()
        sizeTransition = coordinator
        root.viewWillTransition(to: newBounds.size, with: coordinator)
    }

    /// After a size change told to the root controller: the alongside blocks run, the
    /// window lays out, then the completions run.
    @_spi(ViewHooks) open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        guard let coordinator = sizeTransition else { return }
        sizeTransition = nil
        coordinator.runAnimations()
        layoutIfNeeded()
        coordinator.runCompletions()
    }
}
