/// The layout attributes a stack view relates along its axis (the order of its views) and across
/// it (their alignment): a horizontal stack view orders by leading and trailing and aligns by top
/// and bottom, a vertical one orders by top and bottom and aligns by leading and trailing.
struct StackAttributes {
    /// The edge where the order starts: leading or top.
    let start: NSLayoutConstraint.Attribute
    /// The edge where the order ends: trailing or bottom.
    let end: NSLayoutConstraint.Attribute
    /// The centre along the axis.
    let center: NSLayoutConstraint.Attribute
    /// The length along the axis.
    let length: NSLayoutConstraint.Attribute
    /// The leading edge across the axis: top or leading.
    let crossStart: NSLayoutConstraint.Attribute
    /// The trailing edge across the axis: bottom or trailing.
    let crossEnd: NSLayoutConstraint.Attribute
    /// The centre across the axis.
    let crossCenter: NSLayoutConstraint.Attribute
    /// The length across the axis.
    let crossLength: NSLayoutConstraint.Attribute

    /// The attributes of a stack view arranging along `axis`.
    init(axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal:
            (start, end, center, length) = (.leading, .trailing, .centerX, .width)
            (crossStart, crossEnd, crossCenter, crossLength) = (.top, .bottom, .centerY, .height)
        case .vertical:
            (start, end, center, length) = (.top, .bottom, .centerY, .height)
            (crossStart, crossEnd, crossCenter, crossLength) = (.leading, .trailing, .centerX, .width)
        }
    }
}
