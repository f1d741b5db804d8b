/// A set of rectangle edges, named for the reading direction.
public struct Edges: OptionSet, Hashable, Sendable {
    /// The raw bit mask (top 1, leading 2, bottom 4, trailing 8, as UIKit's).
    public var rawValue: Int

    /// Creates an edge set from its bit mask.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Edges(rawValue: 1)
    /// The leading edge.
    public static let leading = Edges(rawValue: 2)
    /// The bottom edge.
    public static let bottom = Edges(rawValue: 4)
    /// The trailing edge.
    public static let trailing = Edges(rawValue: 8)
}

/// A point on a rectangle chosen by edges, moved by an offset (A-1 … A-4).
///
/// ```
/// [.top, .leading] ┌────┬────┐ [.top, .trailing]
///                  │    top   │
///        .leading  ├  (none)  ┤ .trailing
///                  │  bottom  │
///                  └────┴────┘
/// ```
public struct Anchor: Hashable, Sendable {
    /// The edges selecting the point.
    public var edges: Edges
    /// The offset, in points or in fractions of the supplementary's size.
    public var offset: Point
    /// Whether `offset` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool

    /// Creates an anchor.
    public init(edges: Edges, offset: Point = .zero, isFractionalOffset: Bool = false) {
        self.edges = edges
        self.offset = offset
        self.isFractionalOffset = isFractionalOffset
    }

    /// The anchor point in unit coordinates of a rectangle: 0 at the leading or top edge,
    /// 1 at the trailing or bottom edge, 0.5 in between. No edge, or both opposite edges,
    /// on an axis means the middle of that axis.
    public var unitPoint: Point {
        Point(
            x: Self.unit(edges.contains(.leading), edges.contains(.trailing)),
            y: Self.unit(edges.contains(.top), edges.contains(.bottom)))
    }

    /// The offset in points for a supplementary of `size`.
    public func offset(for size: Size) -> Point {
        isFractionalOffset ? Point(x: offset.x * size.width, y: offset.y * size.height) : offset
    }

    private static func unit(_ before: Bool, _ after: Bool) -> Double {
        switch (before, after) {
        case (true, false): return 0
        case (false, true): return 1
        default: return 0.5
        }
    }
}
