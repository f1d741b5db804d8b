/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable {
    /// No alignment.
    case none = 0
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
}
