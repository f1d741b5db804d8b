import CompositionalLayout
import Foundation

/// A pinned boundary item of a ``LayoutScene``: the element it moves and the layout's
/// answer for where it is at every content offset
/// (`PinnedBoundaryItemGeometry.positions`). The scene holds no pinning rule; renderers
/// and the HTML page's script only evaluate those positions.
public struct ScenePin: Hashable, Sendable {
    /// Which end of the main axis the item sits on, in reading order.
    public enum Edge: String, Hashable, Sendable {
        /// The start: the top, or the leading side of a horizontal layout.
        case start
        /// The end: the bottom, or the trailing side of a horizontal layout.
        case end
    }

    /// The index of the pinned element in ``LayoutScene/elements``.
    public var element: Int
    /// The layout's geometry of the item.
    public var geometry: PinnedBoundaryItemGeometry

    /// Creates a pin.
    public init(element: Int, geometry: PinnedBoundaryItemGeometry) {
        self.element = element
        self.geometry = geometry
    }

    /// The edge the item sits on.
    public var edge: Edge {
        geometry.edge == .top || geometry.edge == .leading ? .start : .end
    }

    /// Where the item sits unpinned.
    public var naturalFrame: CGRect { geometry.naturalFrame }

    /// The rectangle it stays within: its section, or the content for layout-wide items.
    public var pinningBounds: CGRect { geometry.pinningBounds }

    /// The items of one group share pinning bounds and push each other: the section, or `-1`
    /// for layout-wide items.
    public var group: Int { geometry.isLayoutBoundaryItem ? -1 : geometry.indexPath.section }
}

extension LayoutScene {
    /// The frames of ``pins`` (in their order) with the view at `contentOffset`: what the
    /// layout reports there when the offset is on the pixel grid.
    public func pinnedFrames(atContentOffset contentOffset: CGPoint) -> [CGRect] {
        pins.map { $0.geometry.frame(atContentOffset: contentOffset) }
    }
}
