/// Where a boundary item sits on its section or layout (B-1).
public enum BoundaryAlignment: Hashable, Sendable {
    /// No edge: not a valid alignment for a boundary item; validation rejects it.
    case none
    /// Centred on the top edge.
    case top
    /// The top-leading corner.
    case topLeading
    /// Centred on the leading edge.
    case leading
    /// The bottom-leading corner.
    case bottomLeading
    /// Centred on the bottom edge.
    case bottom
    /// The bottom-trailing corner.
    case bottomTrailing
    /// Centred on the trailing edge.
    case trailing
    /// The top-trailing corner.
    case topTrailing

    /// The anchor edges of the alignment.
    public var edges: Edges {
        switch self {
        case .none: return []
        case .top: return .top
        case .topLeading: return [.top, .leading]
        case .leading: return .leading
        case .bottomLeading: return [.bottom, .leading]
        case .bottom: return .bottom
        case .bottomTrailing: return [.bottom, .trailing]
        case .trailing: return .trailing
        case .topTrailing: return [.top, .trailing]
        }
    }
}

/// A header, footer or other view on an edge of a section or of the whole layout (B-1 … B-12).
public struct BoundaryItem: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The view's size.
    public var size: LayoutSize
    /// Where it sits.
    public var alignment: BoundaryAlignment
    /// A shift in points after alignment; +x is toward the trailing side.
    public var offset: Point
    /// Whether it enlarges its section instead of overlapping the content.
    public var extendsBoundary: Bool
    /// Whether it stays inside the visible rectangle while its section is visible.
    public var pinToVisibleBounds: Bool
    /// The view's zIndex.
    public var zIndex: Int
    /// Insets taken from the space it is laid out in.
    public var contentInsets: DirectionalInsets

    /// Creates a boundary item; the defaults are UIKit's.
    public init(
        kind: String, size: LayoutSize, alignment: BoundaryAlignment, offset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 1,
        contentInsets: DirectionalInsets = .zero
    ) {
        self.kind = kind
        self.size = size
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
