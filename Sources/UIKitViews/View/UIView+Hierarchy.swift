extension UIView {
    /// Adds `view` on top of the subviews (at the end of ``subviews``).
    ///
    /// A view has one superview: one that has another is removed from it first, and one that
    /// is already a subview moves to the top. Adding the view itself or one of its ancestors,
    /// which UIKit answers with an exception or a cycle, does nothing.
    ///
    /// The hooks run in this order: `view.willMove(toSuperview: self)`, the old superview's
    /// `willRemoveSubview(view)`, `view.didMoveToSuperview()`, `didAddSubview(view)`. This view
    /// and `view` then need layout, and `view` and its subviews hear of the traits and tint they
    /// now inherit when those changed (`traitCollectionDidChange(_:)`, `tintColorDidChange()`).
    ///
    /// O(1) amortized in the number of subviews, as is removing one (see `SubviewList`).
    public func addSubview(_ view: UIView) {
        place(view, at: nil)
    }

    /// Inserts `view` at `index` of ``subviews`` (0 is the back), as ``addSubview(_:)`` adds
    /// it otherwise. An index past the end, which UIKit rejects, inserts at the end; a negative
    /// index inserts at the back. O(n) below the top: the subviews above it move up.
    public func insertSubview(_ view: UIView, at index: Int) {
        place(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`. When `siblingSubview` is not a subview,
    /// `view` goes on top, as UIKit does.
    public func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let sibling = subviewList.index(of: siblingSubview) else {
            return place(view, at: nil)
        }
        place(view, at: sibling + 1)
    }

    /// Inserts `view` just below `siblingSubview`. When `siblingSubview` is not a subview,
    /// `view` goes on top, as UIKit does.
    public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard siblingSubview !== view, let sibling = subviewList.index(of: siblingSubview) else {
            return place(view, at: nil)
        }
        place(view, at: sibling)
    }

    /// Swaps the subviews at two indices of ``subviews``; does nothing when either is out of
    /// range.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        subviewList.swapAt(index1, index2)
    }

    /// Moves `view` to the top of the subviews; does nothing when it is not a subview. O(1)
    /// amortized.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviewList.moveToTop(view)
    }

    /// Moves `view` to the back of the subviews; does nothing when it is not a subview. O(n):
    /// the subviews below it move up.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, let index = subviewList.index(of: view) else { return }
        subviewList.move(from: index, to: 0)
    }

    /// Whether the view is `view` or lies somewhere below it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    /// The first view whose ``tag`` is `tag`, searching this view and then its subviews depth
    /// first, back to front; `nil` when none has it.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The view itself when it is a window, otherwise its nearest ancestor that is one.
    var enclosingWindow: UIWindow? {
        var current: UIView? = self
        while let view = current {
            if let window = view as? UIWindow { return window }
            current = view.superview
        }
        return nil
    }

    /// What ``removeFromSuperview()`` does (see there).
    func detachFromSuperview() {
        guard let superview else { return }
        let traits = traitCollection
        let tint: UIColor = tintColor
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        superview.detach(self)
        didMoveToSuperview()
        superview.setNeedsLayout()
        inheritedEnvironmentDidChange(previousTraits: traits, previousTint: tint)
        viewController?.viewDidMoveOutOfHierarchy()
    }

    /// Calls `body` with each subview, back to front, as the subviews are when the walk starts;
    /// a subview removed during the walk is passed over. Closes no gap in the subviews (see
    /// `SubviewList`), so the layout pass after a scroll does not pay for the cells it removed.
    func forEachSubview(_ body: (UIView) -> Void) {
        for subview in subviewList.slotsAsTheyAre where subview.superview === self {
            body(subview)
        }
    }

    /// Puts `view` at `index` of ``subviews`` (clamped), or on top when `index` is `nil`,
    /// moving it from wherever it is.
    private func place(_ view: UIView, at index: Int?) {
        guard !isDescendant(of: view) else { return }
        if view.superview === self {
            guard let index else { return subviewList.moveToTop(view) }
            guard let current = subviewList.index(of: view) else { return }
            // The index counts the subviews with `view` still among them.
            subviewList.move(from: current, to: min(max(index > current ? index - 1 : index, 0), subviewList.count - 1))
            return
        }
        let traits = view.traitCollection
        let tint: UIColor = view.tintColor
        view.layoutEngineWillJoinHierarchy()
        view.willMove(toSuperview: self)
        if let oldSuperview = view.superview {
            oldSuperview.willRemoveSubview(view)
            oldSuperview.detach(view)
            oldSuperview.setNeedsLayout()
        }
        if let index {
            subviewList.insert(view, at: index)
        } else {
            subviewList.append(view)
        }
        view.superview = self
        layoutEngineDidGain(view)
        view.didMoveToSuperview()
        didAddSubview(view)
        view.setNeedsLayout()
        setNeedsLayout()
        view.inheritedEnvironmentDidChange(previousTraits: traits, previousTint: tint)
        view.viewController?.viewDidMoveIntoHierarchy()
    }

    /// Removes `view` from ``subviews`` and clears its superview, without hooks. The
    /// constraints that tied it or its subviews to the hierarchy it leaves are uninstalled,
    /// and the hierarchy's engine forgets the subtree.
    private func detach(_ view: UIView) {
        uninstallConstraints(reachingInto: view)
        subviewList.remove(view)
        view.superview = nil
        layoutEngineDidLose(view)
    }
}
