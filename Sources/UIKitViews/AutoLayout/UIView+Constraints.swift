extension UIView {
    /// The view's Auto Layout storage, made on first use.
    var autoLayout: AutoLayoutStorage {
        if let storage = autoLayoutStorage { return storage }
        let storage = AutoLayoutStorage()
        autoLayoutStorage = storage
        return storage
    }

    // MARK: Installed constraints

    /// The active constraints installed on this view: those whose closest common ancestor of
    /// items it is, and those added with ``addConstraint(_:)``, in the order they were
    /// installed. The constraints the engine makes itself (from autoresizing masks, intrinsic
    /// sizes and guides) are not listed.
    public var constraints: [NSLayoutConstraint] {
        autoLayoutStorage?.constraints ?? []
    }

    /// Installs `constraint` on this view, moving it from the view it was installed on. As in
    /// UIKit, its items must be this view or views below it (or guides they own); UIKit raises
    /// an exception otherwise, and here nothing happens.
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn !== self, constraint.liesWithin(self) else { return }
        install(constraint)
    }

    /// Installs each constraint as ``addConstraint(_:)`` does.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Uninstalls `constraint` when it is installed on this view, which deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
    }

    /// Uninstalls each constraint as ``removeConstraint(_:)`` does.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// Installs `constraint` here, taking it from any other view first; this view then needs
    /// layout.
    func install(_ constraint: NSLayoutConstraint) {
        constraint.installedOn?.uninstall(constraint)
        autoLayout.constraints.append(constraint)
        constraint.installedOn = self
        awaitEngine(constraint)
        setNeedsLayout()
    }

    /// Queues `constraint`, installed here, for the hierarchy's engine, and marks the path the
    /// next layout pass follows to find it.
    func awaitEngine(_ constraint: NSLayoutConstraint) {
        autoLayout.constraintsAwaitingEngine.append(constraint)
        var current: UIView? = self
        while let view = current, !view.constraintsAwaitEngineBelow {
            view.constraintsAwaitEngineBelow = true
            current = view.superview
        }
    }

    /// Uninstalls `constraint` if it is installed here; this view then needs layout.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard constraint.installedOn === self, let storage = autoLayoutStorage else { return }
        storage.constraints.removeAll { $0 === constraint }
        constraint.installedOn = nil
        constraint.layoutEngine?.constraintDidChange(constraint)
        setNeedsLayout()
    }

    /// Uninstalls, from this view and its ancestors, the constraints that relate an item in
    /// `subtree`: what UIKit does when `subtree` is taken out of this view. Constraints
    /// installed inside `subtree` stay.
    func uninstallConstraints(reachingInto subtree: UIView) {
        var current: UIView? = self
        while let view = current {
            if let installed = view.autoLayoutStorage?.constraints, !installed.isEmpty {
                for constraint in installed where constraint.references(viewIn: subtree) {
                    view.uninstall(constraint)
                }
            }
            current = view.superview
        }
    }

    // MARK: Content priorities

    /// How strongly the view resists growing beyond its intrinsic content size along `axis`:
    /// the priority of the constraint that keeps the length at most the intrinsic one. Until
    /// set, the default UIKit gives a view of its class made in code: 250
    /// (``UILayoutPriority/defaultLow``) for most views, 750 for switches, steppers, activity
    /// indicators and a few more (Docs/DECISIONS.md lists them).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        (autoLayoutStorage?.contentHugging ?? type(of: self).defaultContentHugging)[axis]
    }

    /// Sets how strongly the view resists growing beyond its intrinsic content size along
    /// `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        var priorities = contentHuggingPriorities
        priorities[axis] = priority
        autoLayout.contentHugging = priorities
        layoutEngineInputsDidChange()
    }

    /// How strongly the view resists shrinking below its intrinsic content size along `axis`:
    /// the priority of the constraint that keeps the length at least the intrinsic one; 750
    /// (``UILayoutPriority/defaultHigh``) until set.
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionResistancePriorities[axis]
    }

    /// Sets how strongly the view resists shrinking below its intrinsic content size along
    /// `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        var priorities = compressionResistancePriorities
        priorities[axis] = priority
        autoLayout.compressionResistance = priorities
        layoutEngineInputsDidChange()
    }

    /// The hugging priorities on both axes.
    var contentHuggingPriorities: AxisPriorities {
        autoLayoutStorage?.contentHugging ?? type(of: self).defaultContentHugging
    }

    /// The compression resistance priorities on both axes.
    var compressionResistancePriorities: AxisPriorities {
        autoLayoutStorage?.compressionResistance ?? .both(.defaultHigh)
    }

    // MARK: Updating constraints

    /// Asks for ``updateConstraints()`` before the next layout pass. Cheap to call often: it
    /// marks the view and the path up to it.
    public func setNeedsUpdateConstraints() {
        constraintsNeedUpdate = true
        var ancestor = superview
        while let view = ancestor, !view.descendantConstraintsNeedUpdate {
            view.descendantConstraintsNeedUpdate = true
            ancestor = view.superview
        }
    }

    /// Whether ``updateConstraints()`` is due: asked for with ``setNeedsUpdateConstraints()``,
    /// or, until the view's first layout pass, required by its class
    /// (``requiresConstraintBasedLayout``).
    public func needsUpdateConstraints() -> Bool {
        constraintsNeedUpdate
    }

    /// Runs the pending constraint updates of this view and the views below it now, as the
    /// layout pass does before laying out: views below first (UIKit updates constraints from
    /// the leaves up), each view that needs it once.
    public func updateConstraintsIfNeeded() {
        updateConstraintsOnMarkedPaths()
    }

    /// The update pass: down the paths marked as needing constraint updates or layout (a new
    /// view is on the latter), calling ``updateConstraints()`` on the way back up.
    func updateConstraintsOnMarkedPaths() {
        if descendantConstraintsNeedUpdate || descendantNeedsLayout {
            descendantConstraintsNeedUpdate = false
            forEachSubview { $0.updateConstraintsOnMarkedPaths() }
        }
        guard constraintsNeedUpdate else { return }
        constraintsNeedUpdate = false
        updateConstraints()
    }
}
