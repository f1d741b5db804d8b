/// Insets on the four edges of a rectangle, with `leading` and `trailing` named for the
/// reading direction. The engine lays out with leading = left and mirrors at the end.
public struct DirectionalInsets: Hashable, Sendable {
    /// Inset from the top edge.
    public var top: Double
    /// Inset from the leading edge.
    public var leading: Double
    /// Inset from the bottom edge.
    public var bottom: Double
    /// Inset from the trailing edge.
    public var trailing: Double

    /// Creates insets from the four edge values.
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any edge.
    public static let zero = DirectionalInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The same inset on every edge.
    public init(all value: Double) {
        self.init(top: value, leading: value, bottom: value, trailing: value)
    }

    /// The inset before the content along `axis` (leading or top).
    public func leadingEdge(along axis: Axis) -> Double { axis == .horizontal ? leading : top }
    /// The inset after the content along `axis` (trailing or bottom).
    public func trailingEdge(along axis: Axis) -> Double { axis == .horizontal ? trailing : bottom }
    /// The sum of both insets along `axis`.
    public func total(along axis: Axis) -> Double { leadingEdge(along: axis) + trailingEdge(along: axis) }

    /// These insets with the edges along `axis` set to zero.
    public func zeroing(_ axis: Axis) -> DirectionalInsets {
        axis == .horizontal
            ? DirectionalInsets(top: top, leading: 0, bottom: bottom, trailing: 0)
            : DirectionalInsets(top: 0, leading: leading, bottom: 0, trailing: trailing)
    }

    /// Edge-wise sum.
    public static func + (lhs: DirectionalInsets, rhs: DirectionalInsets) -> DirectionalInsets {
        DirectionalInsets(
            top: lhs.top + rhs.top, leading: lhs.leading + rhs.leading,
            bottom: lhs.bottom + rhs.bottom, trailing: lhs.trailing + rhs.trailing)
    }

    /// Whether all four values are finite.
    public var isFinite: Bool {
        top.isFinite && leading.isFinite && bottom.isFinite && trailing.isFinite
    }
}
