/// One of the two layout axes.
public enum Axis: Hashable, Sendable {
    /// The x axis.
    case horizontal
    /// The y axis.
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }
}
