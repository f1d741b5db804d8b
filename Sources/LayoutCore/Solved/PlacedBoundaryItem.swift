/// Which end of the main axis a boundary item sits on, for extending and pinning.
public enum BoundaryEdge: Hashable, Sendable {
    /// The start of the main axis (top in a vertical layout).
    case start
    /// The end of the main axis (bottom in a vertical layout).
    case end
    /// Neither: a side-aligned item; it never extends its section or pins.
    case middle
}

/// A boundary item at its natural place (before pinning): in section space for a
/// section's items, in content space for layout-wide ones.
public struct PlacedBoundaryItem: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The frame before pinning.
    public var frame: Rect
    /// The axes on which the view sizes itself.
    public var selfSizingAxes: SelfSizingAxes
    /// The zIndex.
    public var zIndex: Int
    /// Which end of the main axis it is on.
    public var edge: BoundaryEdge
    /// Whether it follows the visible rectangle (B-10).
    public var isPinned: Bool
}

/// A background decoration, in section space.
public struct PlacedDecoration: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The frame.
    public var frame: Rect
    /// The zIndex.
    public var zIndex: Int
}
