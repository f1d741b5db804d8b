/// Where a supplementary item attaches to the item or group it belongs to: an edge, a
/// corner or the centre, moved by an optional offset.
@preconcurrency @MainActor
public final class NSCollectionLayoutAnchor {
    /// The edges the supplementary attaches to: one edge means the middle of that edge,
    /// two adjacent edges a corner.
    public let edges: NSDirectionalRectEdge
    /// The offset from the anchor point, in points or in fractions of the supplementary's size.
    public let offset: CGPoint
    /// Whether `offset` is in points.
    public let isAbsoluteOffset: Bool

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsolute
    }

    /// An anchor on `edges` with no offset.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsolute: true)
    }

    /// An anchor on `edges` moved by `absoluteOffset` points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsolute: true)
    }

    /// An anchor on `edges` moved by `fractionalOffset` times the supplementary's own size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsolute: false)
    }

    /// Whether `offset` is a fraction of the supplementary's size.
    public var isFractionalOffset: Bool { !isAbsoluteOffset }
}
