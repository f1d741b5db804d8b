/// A location in a two-dimensional coordinate space, in points.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point from its coordinates.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, `(0, 0)`.
    public static let zero = Point(x: 0, y: 0)

    /// The coordinate along `axis`.
    public func value(along axis: Axis) -> Double {
        axis == .horizontal ? x : y
    }

    /// A point whose coordinate along `axis` is `main` and across it is `cross`.
    public init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
    }
}
