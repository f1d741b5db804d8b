/// The width and height dimensions of an element.
public struct LayoutSize: Hashable, Sendable {
    /// The width dimension.
    public var width: Dimension
    /// The height dimension.
    public var height: Dimension

    /// Creates a size from its two dimensions.
    public init(width: Dimension, height: Dimension) {
        self.width = width
        self.height = height
    }

    /// The dimension used on `axis`.
    public func dimension(along axis: Axis) -> Dimension {
        axis == .horizontal ? width : height
    }

    /// Both dimensions resolved inside `container`, never negative (sizing.md S-1).
    public func resolve(in container: Size) -> Size {
        Size(width: Swift.max(0, width.resolve(in: container)), height: Swift.max(0, height.resolve(in: container)))
    }
}
