/// A width and a height, in points.
public struct Size: Hashable, Sendable {
    /// The horizontal extent.
    public var width: Double
    /// The vertical extent.
    public var height: Double

    /// Creates a size from its extents.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A size with zero width and height.
    public static let zero = Size(width: 0, height: 0)

    /// The extent along `axis`.
    public func length(along axis: Axis) -> Double {
        axis == .horizontal ? width : height
    }

    /// A size whose extent along `axis` is `main` and across it is `cross`.
    public init(main: Double, cross: Double, axis: Axis) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
