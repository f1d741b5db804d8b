extension UIViewController {
    /// Starts an appearance (`isAppearing`) or disappearance transition: calls
    /// ``viewWillAppear(_:)`` or ``viewWillDisappear(_:)``, then forwards the call to the
    /// children whose views lie in this controller's view. A controller already appearing or
    /// shown does not begin to appear again, nor one already disappearing or gone to disappear.
    /// Appearing loads the view.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        if isAppearing {
            guard appearance == .disappeared || appearance == .disappearing else { return }
            loadViewIfNeeded()
            appearance = .appearing
            appearanceIsAnimated = animated
            viewWillAppear(animated)
        } else {
            guard appearance == .appeared || appearance == .appearing else { return }
            appearance = .disappearing
            appearanceIsAnimated = animated
            viewWillDisappear(animated)
        }
        for child in childrenSharingAppearance {
            child.beginAppearanceTransition(isAppearing, animated: animated)
        }
    }

    /// Ends the transition begun with ``beginAppearanceTransition(_:animated:)``: calls
    /// ``viewDidAppear(_:)`` or ``viewDidDisappear(_:)``, then forwards the call to the
    /// children whose views lie in this controller's view. Does nothing outside a transition.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceIsAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceIsAnimated)
        case .appeared, .disappeared:
            return
        }
        for child in childrenSharingAppearance {
            child.endAppearanceTransition()
        }
    }

    /// Calls ``viewIsAppearing(_:)`` on the controller and the children sharing its
    /// appearance that are appearing: the view is now in the hierarchy.
    func viewIsInHierarchyWhileAppearing() {
        guard appearance == .appearing else { return }
        viewIsAppearing(appearanceIsAnimated)
        for child in childrenSharingAppearance {
            child.viewIsInHierarchyWhileAppearing()
        }
    }

    /// Shows the controller's view in `container` (filling its bounds), through the whole
    /// appearance sequence: `viewWillAppear`, the view added, `viewIsAppearing`, a layout
    /// pass, `viewDidAppear`. Without a container the view only gets `size`.
    func appear(in container: UIView?, size: CGSize, animated: Bool) {
        beginAppearanceTransition(true, animated: animated)
        // An app callback may have ended the transition (a viewWillAppear that dismisses).
        guard appearance == .appearing, let view = viewIfLoaded else { return }
        reportingSafeAreaChange {
            if let container {
                view.frame = container.bounds
                view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                container.addSubview(view)
            } else {
                view.frame = CGRect(origin: .zero, size: size)
            }
        }
        viewIsInHierarchyWhileAppearing()
        view.layoutIfNeeded()
        endAppearanceTransition()
    }

    /// The children that appear and disappear with this controller: those whose views are
    /// loaded and lie in this controller's view.
    var childrenSharingAppearance: [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let view = viewIfLoaded else { return [] }
        return childList.filter { child in
            guard let childView = child.viewIfLoaded, childView !== view else { return false }
            return childView.isDescendant(of: view)
        }
    }

    /// The view was added to a superview outside any transition: when the controller it now
    /// lies in (or its window) is shown, the controller appears with it, as UIKit does for a
    /// child's view added to a shown parent. In a controller still appearing, it only begins:
    /// the rest comes with the host's.
    func viewDidMoveIntoHierarchy() {
        guard appearance == .disappeared, let host = hostAppearance else { return }
        beginAppearanceTransition(true, animated: false)
        guard host == .appeared else { return }
        viewIsInHierarchyWhileAppearing()
        endAppearanceTransition()
    }

    /// The view was removed from its superview outside any transition: a shown controller
    /// disappears.
    func viewDidMoveOutOfHierarchy() {
        guard appearance == .appeared || appearance == .appearing else { return }
        beginAppearanceTransition(false, animated: false)
        endAppearanceTransition()
    }

    /// The appearance of what shows the view's superview: the nearest controller above the
    /// view, or its window when it is visible (as appeared); `nil` when neither shows it.
    private var hostAppearance: AppearanceState? {
        var current = viewIfLoaded?.superview
        while let view = current {
            if let controller = view.viewController, controller !== self {
                return controller.appearance == .disappeared ? nil : controller.appearance
            }
            if let window = view as? UIWindow { return window.isVisible ? .appeared : nil }
            current = view.superview
        }
        return nil
    }
}
