/// What a view keeps for Auto Layout, made on first use so that views that never take part
/// carry nothing: the constraints installed on it, its layout guides and its content
/// priorities.
@MainActor
final class AutoLayoutStorage {
    /// The active constraints installed on the view, in the order they were installed.
    var constraints: [NSLayoutConstraint] = []
    /// The guides the view owns, in the order they were added (its own guides when first read).
    var layoutGuides: [UILayoutGuide] = []
    /// The layout margins guide, once read.
    var layoutMarginsGuide: UILayoutGuide?
    /// The safe area guide, once read.
    var safeAreaLayoutGuide: UILayoutGuide?
    /// The readable content guide, once read.
    var readableContentGuide: UILayoutGuide?
    /// How strongly the view resists growing beyond its intrinsic size, by axis: 250 each
    /// (``UILayoutPriority/defaultLow``), UIKit's default for a view made in code.
    var contentHugging = AxisPriorities(horizontal: .defaultLow, vertical: .defaultLow)
    /// How strongly the view resists shrinking below its intrinsic size, by axis: 750 each
    /// (``UILayoutPriority/defaultHigh``).
    var compressionResistance = AxisPriorities(horizontal: .defaultHigh, vertical: .defaultHigh)
}

/// A layout priority for each axis.
struct AxisPriorities {
    /// The priority along the x axis.
    var horizontal: UILayoutPriority
    /// The priority along the y axis.
    var vertical: UILayoutPriority

    /// The priority along `axis`.
    subscript(axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        get { axis == .horizontal ? horizontal : vertical }
        set {
            if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
        }
    }
}
