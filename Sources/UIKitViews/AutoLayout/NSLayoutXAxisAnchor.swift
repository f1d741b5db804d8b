/// A horizontal position anchor: a leading, trailing, left or right edge, or a horizontal
/// centre. It makes constraints with other horizontal position anchors only.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// A constraint placing this anchor the system spacing, times `multiplier`, after `anchor`
    /// (to its trailing side). Headless, the spacing is 8 points (see ``NSLayoutAnchor``), so
    /// the constraint's `constant` is `8 × multiplier`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.equal, to: anchor, constant: Self.systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at least the system spacing, times `multiplier`, after
    /// `anchor`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.greaterThanOrEqual, to: anchor, constant: Self.systemSpacing * multiplier)
    }

    /// A constraint keeping this anchor at most the system spacing, times `multiplier`, after
    /// `anchor`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(.lessThanOrEqual, to: anchor, constant: Self.systemSpacing * multiplier)
    }
}
