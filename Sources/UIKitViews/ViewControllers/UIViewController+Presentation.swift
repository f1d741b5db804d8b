extension UIViewController {
    /// The controller presented by this one or, when it presents none, by its nearest
    /// ancestor that does; `nil` when none is presented.
    public var presentedViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presented = controller.presentedController { return presented }
            current = controller.parent
        }
        return nil
    }

    /// The controller that presented this one or, when it was not presented, its nearest
    /// ancestor; `nil` when none was presented.
    public var presentingViewController: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if let presenting = controller.presentingController { return presenting }
            current = controller.parent
        }
        return nil
    }

    /// Presents `viewControllerToPresent`, headless: the presentation is recorded
    /// (``presentedViewController`` and ``presentingViewController``), the presented
    /// controller's view is loaded and appears (over the window's bounds when this
    /// controller's view is in a window), then `completion` runs. The top of this controller's
    /// parent chain is the presenting controller, as UIKit's full-screen presentations use.
    /// Under ``UIModalPresentationStyle/fullScreen`` and `currentContext` it disappears, in
    /// UIKit's order: its `viewWillDisappear`, the presented controller's `viewWillAppear` and
    /// `viewDidAppear`, its `viewDidDisappear`.
    ///
    /// As in UIKit nothing happens, and `completion` does not run, when the presenting
    /// controller already presents one, or `viewControllerToPresent` is already presented,
    /// has a parent, or is this controller or one of its ancestors.
    public func present(_ viewControllerToPresent: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let presenter = rootAncestor
        let presented = viewControllerToPresent
        guard presenter.presentedController == nil, presented.presentingController == nil, presented.parent == nil,
            presented !== presenter, presented.presentedController == nil
        else { return }
        presenter.presentedController = presented
        presented.presentingController = presenter
        let hidesPresenter = presented.modalPresentationStyle.hidesPresentingController && presenter.appearance == .appeared
        presented.isBeingPresented = true
        presented.loadViewIfNeeded()
        if hidesPresenter { presenter.beginAppearanceTransition(false, animated: animated) }
        let window = presenter.viewIfLoaded?.window
        presented.appear(in: window, size: presenter.viewIfLoaded?.bounds.size ?? UIScreen.main.bounds.size, animated: animated)
        if hidesPresenter { presenter.endAppearanceTransition() }
        presented.isBeingPresented = false
        completion?()
    }

    /// What ``dismiss(animated:completion:)`` does (see there).
    func dismissPresentation(animated: Bool, completion: (() -> Void)?) {
        let root = rootAncestor
        guard let presented = root.presentedController ?? (root.presentingController != nil ? root : nil),
            let presenter = presented.presentingController
        else {
            completion?()
            return
        }
        if presented.presentedController != nil {
            presented.dismissPresentation(animated: false, completion: nil)
        }
        let revealsPresenter =
            presented.modalPresentationStyle.hidesPresentingController && presenter.appearance == .disappeared
            && presenter.viewIfLoaded?.window != nil
        presented.isBeingDismissed = true
        presented.beginAppearanceTransition(false, animated: animated)
        if revealsPresenter { presenter.beginAppearanceTransition(true, animated: animated) }
        presented.viewIfLoaded?.removeFromSuperview()
        if revealsPresenter {
            presenter.viewIsInHierarchyWhileAppearing()
            presenter.viewIfLoaded?.layoutIfNeeded()
            presenter.endAppearanceTransition()
        }
        presented.endAppearanceTransition()
        presented.isBeingDismissed = false
        presenter.presentedController = nil
        presented.presentingController = nil
        completion?()
    }
}
