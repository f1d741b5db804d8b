import Foundation

/// An orthogonal row of a ``LayoutScene``: a section that scrolls in a box of its own, across
/// the layout's main axis.
///
/// Positions along the row are single numbers on the row's ``axis``, in the collection
/// view's coordinates: ``offset`` and ``restingOffsets`` are what
/// `orthogonalScrollOffset(forSection:)` reports (negative for a horizontal row of a
/// right-to-left layout); an element of the row is shown at its frame minus the offset.
public struct SceneRow: Hashable, Sendable {
    /// How a row comes to rest, named as in UIKit.
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        /// Rests anywhere.
        case continuous
        /// Rests on a group's leading edge, any number of groups per gesture.
        case continuousGroupLeadingBoundary
        /// Pages by the row's visible length.
        case paging
        /// Pages one group at a time.
        case groupPaging
        /// Pages one group at a time, the group centred.
        case groupPagingCentered
    }

    /// The section.
    public var section: Int
    /// How the row comes to rest.
    public var behavior: Behavior
    /// The axis the row scrolls along (horizontal in a vertical layout).
    public var axis: LayoutScene.Axis
    /// The row's box (its scroll view): what the row is clipped to.
    public var frame: CGRect
    /// Where the row's content lies at offset 0; its length on ``axis`` is the row's
    /// content length.
    public var contentFrameAtRest: CGRect
    /// The current offset along ``axis``.
    public var offset: Double
    /// The offsets along ``axis`` the row may rest at, in the order the row passes them from
    /// its leading end; empty for ``Behavior/continuous``.
    public var restingOffsets: [Double]

    /// Creates a row.
    public init(
        section: Int, behavior: Behavior, axis: LayoutScene.Axis, frame: CGRect, contentFrameAtRest: CGRect,
        offset: Double, restingOffsets: [Double]
    ) {
        self.section = section
        self.behavior = behavior
        self.axis = axis
        self.frame = frame
        self.contentFrameAtRest = contentFrameAtRest
        self.offset = offset
        self.restingOffsets = restingOffsets
    }

    /// The content size along ``axis``.
    public var contentLength: Double {
        axis == .horizontal ? contentFrameAtRest.width : contentFrameAtRest.height
    }

    /// How far a scroll box of the row's content (its origin at the content's start) is
    /// scrolled when the row is at `offset`: `0` shows the content's first point at the box's
    /// start. A right-to-left row at rest is scrolled to its far end.
    public func scrollPosition(forOffset offset: Double) -> Double {
        axis == .horizontal
            ? frame.minX + offset - contentFrameAtRest.minX : frame.minY + offset - contentFrameAtRest.minY
    }
}
