internal import LayoutCore

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

extension BoundaryAlignment {
    /// The engine's alignment for UIKit's.
    init(_ alignment: NSRectAlignment) {
        switch alignment {
        case .none: self = .none
        case .top: self = .top
        case .topLeading: self = .topLeading
        case .leading: self = .leading
        case .bottomLeading: self = .bottomLeading
        case .bottom: self = .bottom
        case .bottomTrailing: self = .bottomTrailing
        case .trailing: self = .trailing
        case .topTrailing: self = .topTrailing
        }
    }
}
