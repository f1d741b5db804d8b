internal import LayoutCore

/// A boundary supplementary item that pins to the visible bounds, with what a renderer needs
/// to move it as the view scrolls without asking the layout again: where it sits unpinned,
/// the rectangle it stays within, and where it is at every content offset.
///
/// Rectangles are in the collection view's content coordinates, as frames are reported
/// (mirrored for right to left, on the pixel grid). The visible rectangle pinned items
/// follow is the collection view's bounds minus its `adjustedContentInset`: a header stays at
/// its top once that has passed the header's natural place, a footer at its bottom, each
/// within ``pinningBounds``, and a section's header and footer never overlap.
///
/// ```
///  pinningBounds (the section)
///  +------------------+
///  | header (natural) |   visible start ---- header shown here while the section
///  |   cells ...      |                      passes under it
///  +------------------+
/// ```
public struct PinnedBoundaryItemGeometry: Hashable, Sendable {
    /// One straight piece of ``positions``, in device pixels: from content offset ``offset``
    /// on (along the main axis), the item's origin along the main axis is
    /// `origin + slope × (contentOffset − offset)`.
    public struct Piece: Hashable, Sendable {
        /// The content offset the piece starts at, in pixels.
        public var offset: CGFloat
        /// The item's origin there, in pixels.
        public var origin: CGFloat
        /// How many pixels the origin moves per pixel of offset: 0 or 1 (2 for one pixel
        /// where the rounding of a half pixel changes direction at 0).
        public var slope: CGFloat
    }

    /// The element kind.
    public var kind: String
    /// The index path the layout reports the item at: (section, 0), or (0, 0) for a
    /// layout-wide item.
    public var indexPath: IndexPath
    /// Whether the item belongs to the layout's configuration rather than to a section.
    public var isLayoutBoundaryItem: Bool
    /// The end of the main axis the item sits on: `.top` or `.bottom` in a vertical layout,
    /// `.leading` or `.trailing` in a horizontal one.
    public var edge: NSDirectionalRectEdge
    /// Where the item sits when nothing pushes it: its frame with the view scrolled to
    /// where the item is fully in view.
    public var naturalFrame: CGRect
    /// The rectangle the item is kept within while pinned: its section, or the whole content
    /// for a layout-wide item.
    public var pinningBounds: CGRect
    /// The layout's answer, which the frames and pieces below read.
    let item: PinnedBoundaryItem

    /// Where the item's origin is along the main axis at every content offset: pieces by
    /// ascending offset, in device pixels (``pixelsPerPoint`` per point). Before the first
    /// piece the origin is the first piece's; the last piece is flat. At a content offset of
    /// whole pixels the pieces give exactly the origin the layout reports there (before a
    /// section's visible-items handler moves it); between pixels a rising piece moves the
    /// item with the offset, within a pixel of it.
    public var positions: [Piece] {
        item.positions.pieces.map {
            Piece(offset: CGFloat($0.offset), origin: CGFloat($0.origin), slope: CGFloat($0.slope))
        }
    }

    /// The unit of ``positions``: device pixels per point (the display scale).
    public var pixelsPerPoint: CGFloat { CGFloat(item.positions.pixelsPerPoint) }

    /// The item's frame with the view at `contentOffset`: what the layout reports for it
    /// there when the offset is on the pixel grid (see ``positions``).
    public func frame(atContentOffset contentOffset: CGPoint) -> CGRect {
        CGRect(item.frame(atOffset: Point(contentOffset).value(along: item.axis)))
    }

    /// The geometry of the layout's pinned item `item`.
    init(_ item: PinnedBoundaryItem) {
        kind = item.kind
        indexPath = IndexPath(item: 0, section: item.section ?? 0)
        isLayoutBoundaryItem = item.section == nil
        edge = NSDirectionalRectEdge(item.edge, along: item.axis)
        naturalFrame = CGRect(item.naturalFrame)
        pinningBounds = CGRect(item.pinningBounds)
        self.item = item
    }
}

extension NSDirectionalRectEdge {
    /// The edge a boundary item on `edge` of the main axis `axis` sits on; empty for a
    /// side-aligned item.
    fileprivate init(_ edge: BoundaryEdge, along axis: Axis) {
        switch (edge, axis) {
        case (.start, .vertical): self = .top
        case (.start, .horizontal): self = .leading
        case (.end, .vertical): self = .bottom
        case (.end, .horizontal): self = .trailing
        case (.middle, _): self = []
        }
    }
}
