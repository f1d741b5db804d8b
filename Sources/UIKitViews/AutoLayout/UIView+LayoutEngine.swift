extension UIView {
    // MARK: The hierarchy's engine

    /// The view at the top of the hierarchy: the one whose engine lays the hierarchy out.
    var topmostView: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }

    /// Brings the engine of the view's hierarchy up to date, making it when constraints first
    /// wait for it. A hierarchy without constraints pays one walk up to its top.
    func synchronizeLayoutEngine() {
        let top = topmostView
        if let engine = top.autoLayoutStorage?.rootEngine {
            if engine.hasPendingChanges { engine.synchronizeLayout() }
            return
        }
        guard top.constraintsAwaitEngineBelow else { return }
        let engine = LayoutEngine(role: .layout, root: top)
        top.autoLayout.rootEngine = engine
        engine.synchronizeLayout()
    }

    /// What the default ``layoutSubviews()`` does: gives each subview that the engine places
    /// (it takes part and does not translate its autoresizing mask) its solved frame, rounded
    /// to the pixel grid (`EnginePixelGrid`). This view's own request for layout, which its
    /// subviews' new sizes make, is served by this pass.
    func applyEngineFramesToSubviews() {
        var engine: LayoutEngine?
        var origin = CGPoint.zero
        var scale: CGFloat = 1
        let neededLayout = needsLayout
        forEachSubview { subview in
            guard let subviewEngine = subview.autoLayoutStorage?.layoutEngine,
                !subview.translatesAutoresizingMaskIntoConstraints
            else { return }
            if engine == nil {
                if subviewEngine.hasPendingChanges { synchronizeLayoutEngine() }
                engine = subviewEngine
                origin = subviewEngine.unroundedOrigin(of: self)
                scale = traitCollection.displayScale
            }
            guard let item = subviewEngine.existingItem(for: subview), let solved = subviewEngine.solvedFrame(of: subview)
            else { return }
            item.appliedSolution = solved
            subview.setFrameFromEngine(EnginePixelGrid.frame(of: solved, superviewOrigin: origin, scale: scale))
        }
        if engine != nil { needsLayout = neededLayout }
    }

    /// Sets the frame the engine solved, through the bounds and centre when a transform is
    /// set, as UIKit does.
    private func setFrameFromEngine(_ frame: CGRect) {
        if transform3D == CATransform3DIdentity {
            if self.frame != frame { self.frame = frame }
            return
        }
        let size = frame.size
        if bounds.size != size { bounds.size = size }
        let center = CGPoint(x: frame.midX, y: frame.midY)
        if self.center != center { self.center = center }
    }

    /// Hands the constraints of a hierarchy this view takes with it to the hierarchy it
    /// joins: the engine it kept as the topmost view is dissolved.
    func layoutEngineWillJoinHierarchy() {
        guard let engine = autoLayoutStorage?.rootEngine else { return }
        autoLayoutStorage?.rootEngine = nil
        engine.dissolve()
    }

    /// Carries the mark of constraints waiting for an engine from `view`, just added to this
    /// view, up to the top, so the next layout pass finds them.
    func layoutEngineDidGain(_ view: UIView) {
        guard view.constraintsAwaitEngineBelow else { return }
        var current: UIView? = self
        while let ancestor = current, !ancestor.constraintsAwaitEngineBelow {
            ancestor.constraintsAwaitEngineBelow = true
            current = ancestor.superview
        }
    }

    /// Takes `subtree`, just removed from this view, out of the hierarchy's engine.
    func layoutEngineDidLose(_ subtree: UIView) {
        guard let engine = topmostView.autoLayoutStorage?.rootEngine else { return }
        engine.subtreeDidLeave(subtree)
    }

    // MARK: Inputs

    /// Tells the engine that holds the view that its translated mask, its content priorities
    /// or what it translates changed.
    func layoutEngineInputsDidChange() {
        guard let storage = autoLayoutStorage else { return }
        storage.layoutEngine?.itemIsStale(self)
        setNeedsLayout()
    }

    /// Tells the engine that the view's margins or safe area changed.
    func guidesDidChange() {
        guard let storage = autoLayoutStorage else { return }
        let engine = storage.layoutEngine ?? storage.layoutMarginsGuide?.layoutEngine ?? storage.safeAreaLayoutGuide?.layoutEngine
        engine?.guidesDidChange(of: self)
    }

    /// The margins the ``layoutMarginsGuide`` follows: ``layoutMargins`` measured from the
    /// safe area while ``insetsLayoutMarginsFromSafeArea`` is on (each margin added to the safe
    /// area inset of its edge), and, while ``preservesSuperviewLayoutMargins`` is on, grown
    /// on each edge to reach the superview's margin where the view lies within it.
    var effectiveLayoutMargins: UIEdgeInsets {
        var margins = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let safe = safeAreaInsets
            margins = UIEdgeInsets(
                top: margins.top + safe.top, left: margins.left + safe.left, bottom: margins.bottom + safe.bottom,
                right: margins.right + safe.right)
        }
        guard preservesSuperviewLayoutMargins, let superview else { return margins }
        let outer = superview.effectiveLayoutMargins
        let frame = self.frame
        let superBounds = superview.bounds
        return UIEdgeInsets(
            top: max(margins.top, outer.top - (frame.minY - superBounds.minY)),
            left: max(margins.left, outer.left - (frame.minX - superBounds.minX)),
            bottom: max(margins.bottom, outer.bottom - (superBounds.maxY - frame.maxY)),
            right: max(margins.right, outer.right - (superBounds.maxX - frame.maxX)))
    }
}

extension LayoutEngine {
    /// Where `view`'s own coordinates start in the root's, from the solution where the engine
    /// places the views on the way and from their frames elsewhere (unrounded).
    func unroundedOrigin(of view: UIView) -> CGPoint {
        var origin = CGPoint.zero
        var current: UIView? = view
        while let step = current, step !== root {
            let frame = solvedFrame(of: step) ?? step.frame
            origin.x += frame.minX
            origin.y += frame.minY
            current = step.superview
        }
        return origin
    }
}
