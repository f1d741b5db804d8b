extension UIView {
    /// Whether Auto Layout leaves the view's frame open: another solution, as good for every
    /// constraint, would give it another origin or size. Brings the hierarchy's engine up to
    /// date first. `false` for a view that takes part in no constraint.
    public var hasAmbiguousLayout: Bool {
        synchronizeLayoutEngine()
        return autoLayoutStorage?.layoutEngine?.hasAmbiguousLayout(self) ?? false
    }

    /// The constraints that place the view along `axis`: those the hierarchy's engine holds
    /// that use its origin or length on that axis, including the ones UIKit makes (its
    /// translated autoresizing mask, its intrinsic size), in the order the engine took them
    /// in. For debugging, as in UIKit; empty for a view that takes part in no constraint.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        synchronizeLayoutEngine()
        return autoLayoutStorage?.layoutEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// The conflicts among required constraints that the engines of this view met, oldest
    /// first (the last 100): those of its hierarchy's layout when it is the topmost view, and
    /// those met measuring it with `systemLayoutSizeFitting`. UIKit prints them ("Unable to
    /// simultaneously satisfy constraints."); they are printed here too. Beyond UIKit.
    public var reportedConstraintConflicts: [ConstraintConflict] {
        autoLayoutStorage.map { Array($0.constraintConflicts) } ?? []
    }
}

extension UILayoutGuide {
    /// Whether Auto Layout leaves the guide's rectangle open, as for a view (see
    /// `UIView.hasAmbiguousLayout`); `false` for a guide that takes part in no constraint.
    public var hasAmbiguousLayout: Bool {
        owningView?.synchronizeLayoutEngine()
        return layoutEngine?.hasAmbiguousLayout(self) ?? false
    }

    /// The constraints that place the guide along `axis`, as for a view (see
    /// `UIView.constraintsAffectingLayout(for:)`).
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        owningView?.synchronizeLayoutEngine()
        return layoutEngine?.constraintsAffecting(self, axis: axis) ?? []
    }
}
