/// An axis-aligned rectangle, in points.
public struct Rect: Hashable, Sendable {
    /// The top-left corner (the minimum x and y).
    public var origin: Point
    /// The extents.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its four components.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// A rectangle at the origin with zero size.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The smallest x.
    public var minX: Double { origin.x }
    /// The smallest y.
    public var minY: Double { origin.y }
    /// The largest x.
    public var maxX: Double { origin.x + size.width }
    /// The largest y.
    public var maxY: Double { origin.y + size.height }
    /// The horizontal centre.
    public var midX: Double { origin.x + size.width / 2 }
    /// The vertical centre.
    public var midY: Double { origin.y + size.height / 2 }
    /// The width.
    public var width: Double { size.width }
    /// The height.
    public var height: Double { size.height }

    /// The smallest coordinate along `axis`.
    public func min(along axis: Axis) -> Double { origin.value(along: axis) }
    /// The largest coordinate along `axis`.
    public func max(along axis: Axis) -> Double { origin.value(along: axis) + size.length(along: axis) }

    /// Whether the two rectangles have a non-null intersection, the rule of Core Graphics'
    /// `CGRectIntersectsRect`: rectangles that only touch along an edge or at a corner do
    /// intersect, and so does a zero-size rectangle on another's edge.
    public func intersects(_ other: Rect) -> Bool {
        minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }

    /// The rectangle moved by `dx`, `dy`.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` (leading = left). Sizes may become negative; callers
    /// that need a non-negative size clamp it themselves.
    public func inset(by insets: DirectionalInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: width - insets.leading - insets.trailing,
            height: height - insets.top - insets.bottom)
    }

    /// The smallest rectangle that contains both rectangles.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        let x1 = Swift.max(maxX, other.maxX), y1 = Swift.max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle with its size along `axis` grown by `delta` (shrunk when negative),
    /// its origin unchanged.
    public func lengthened(by delta: Double, along axis: Axis) -> Rect {
        axis == .horizontal
            ? Rect(x: minX, y: minY, width: width + delta, height: height)
            : Rect(x: minX, y: minY, width: width, height: height + delta)
    }

    /// The rectangle grown by `amount` on every side.
    public func outset(by amount: Double) -> Rect {
        Rect(x: minX - amount, y: minY - amount, width: width + 2 * amount, height: height + 2 * amount)
    }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        minX.isFinite && minY.isFinite && width.isFinite && height.isFinite
    }

    /// The rectangle with a negative width or height raised to zero, keeping its origin.
    public var clampedToNonNegativeSize: Rect {
        Rect(x: minX, y: minY, width: Swift.max(0, width), height: Swift.max(0, height))
    }
}
