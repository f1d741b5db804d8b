extension NSLayoutConstraint {
    /// A part of a view's or layout guide's rectangle that a constraint relates: an edge, a
    /// centre, a size or a text baseline, optionally measured inside the layout margins.
    /// The raw values are UIKit's.
    public enum Attribute: Int, Sendable {
        /// Not an attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0
        /// The left edge.
        case left = 1
        /// The right edge.
        case right
        /// The top edge.
        case top
        /// The bottom edge.
        case bottom
        /// The edge where lines start: left in left-to-right layouts, right in right-to-left ones.
        case leading
        /// The edge where lines end.
        case trailing
        /// The width.
        case width
        /// The height.
        case height
        /// The horizontal centre.
        case centerX
        /// The vertical centre.
        case centerY
        /// The baseline of the last line of text.
        case lastBaseline
        /// The baseline of the first line of text.
        case firstBaseline
        /// The left layout margin.
        case leftMargin
        /// The right layout margin.
        case rightMargin
        /// The top layout margin.
        case topMargin
        /// The bottom layout margin.
        case bottomMargin
        /// The leading layout margin.
        case leadingMargin
        /// The trailing layout margin.
        case trailingMargin
        /// The horizontal centre of the area inside the layout margins.
        case centerXWithinMargins
        /// The vertical centre of the area inside the layout margins.
        case centerYWithinMargins
    }

    /// How a constraint's first attribute compares with the expression on its right side. The
    /// raw values are UIKit's.
    public enum Relation: Int, Sendable {
        /// The first attribute is at most the expression.
        case lessThanOrEqual = -1
        /// The first attribute equals the expression.
        case equal = 0
        /// The first attribute is at least the expression.
        case greaterThanOrEqual = 1
    }

    /// A layout axis: the one along which content hugs or resists compression, and along which
    /// a stack view arranges its views.
    public enum Axis: Int, Sendable {
        /// Left to right (or leading to trailing).
        case horizontal = 0
        /// Top to bottom.
        case vertical = 1
    }
}
