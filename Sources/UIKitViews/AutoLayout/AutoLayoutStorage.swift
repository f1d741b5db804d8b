internal import InternalUtilities

/// What a view keeps for Auto Layout, made on first use so that views that never take part
/// carry nothing: the constraints installed on it, its layout guides, its content
/// priorities and its link to the hierarchy's engine.
@MainActor
final class AutoLayoutStorage {
    /// The active constraints installed on the view, in the order they were installed.
    var constraints: [NSLayoutConstraint] = []
    /// Constraints installed on the view that the hierarchy's engine has not taken in yet.
    var constraintsAwaitingEngine: [NSLayoutConstraint] = []
    /// The guides the view owns, in the order they were added (its own guides when first read).
    var layoutGuides: [UILayoutGuide] = []
    /// The layout margins guide, once read.
    var layoutMarginsGuide: UILayoutGuide?
    /// The safe area guide, once read.
    var safeAreaLayoutGuide: UILayoutGuide?
    /// The readable content guide, once read.
    var readableContentGuide: UILayoutGuide?
    /// How strongly the view resists growing beyond its intrinsic size, by axis, once set;
    /// until then its class's default (`UIView.defaultContentHugging`).
    var contentHugging: AxisPriorities?
    /// How strongly the view resists shrinking below its intrinsic size, by axis, once set;
    /// until then 750 each (``UILayoutPriority/defaultHigh``).
    var compressionResistance: AxisPriorities?
    /// The engine of the hierarchy whose layout pass solves the view, while the view is one of
    /// its items.
    weak var layoutEngine: LayoutEngine?
    /// The engine the hierarchy's layout passes use, kept by its topmost view.
    var rootEngine: LayoutEngine?
    /// The engine `systemLayoutSizeFitting` solves the view's own constraints with, kept
    /// between measurements so that a second one is incremental.
    var fittingEngine: LayoutEngine?
    /// The conflicts the view's engines broke a constraint for, oldest first.
    var constraintConflicts = BoundedLog<ConstraintConflict>(capacity: 100)
}

/// A layout priority for each axis.
struct AxisPriorities: Equatable {
    /// The priority along the x axis.
    var horizontal: UILayoutPriority
    /// The priority along the y axis.
    var vertical: UILayoutPriority

    /// The same priority on both axes.
    static func both(_ priority: UILayoutPriority) -> AxisPriorities {
        AxisPriorities(horizontal: priority, vertical: priority)
    }

    /// The priority along `axis`.
    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
