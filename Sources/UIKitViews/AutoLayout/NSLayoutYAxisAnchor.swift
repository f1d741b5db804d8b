/// A vertical position anchor: a top or bottom edge, a vertical centre, or a text baseline.
/// It makes constraints with other vertical position anchors only.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// A constraint placing this anchor the system spacing, times `multiplier`, below `anchor`.
    /// Headless, the spacing is 8 points (see ``NSLayoutAnchor``), so the constraint's
    /// `constant` is `8 × multiplier`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, to: anchor, constant: Self.systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at least the system spacing, times `multiplier`, below
    /// `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, constant: Self.systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at most the system spacing, times `multiplier`, below
    /// `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, constant: Self.systemSpacing * multiplier)
    }
}
