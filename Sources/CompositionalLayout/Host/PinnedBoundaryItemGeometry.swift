/// A boundary supplementary item that pins to the visible bounds, with what a renderer needs
/// to move it as the view scrolls without asking the layout again: where it sits unpinned
/// and the rectangle it stays within.
///
/// Rectangles are in the collection view's content coordinates, as frames are reported
/// (mirrored for right to left, on the pixel grid). The visible rectangle pinned items
/// follow is the collection view's bounds minus its `adjustedContentInset`. Along the main
/// axis, in the reading direction (a right-to-left horizontal layout runs from the right):
///
/// * an item on the start edge stays at the visible start once that has passed its natural
///   place, but never closer than its length to the end of ``pinningBounds`` or to the
///   pinned end items of the same bounds;
/// * an item on the end edge stays at the visible end once that has passed its natural
///   place going back, but never before the start of ``pinningBounds`` or the natural end of
///   the pinned start items of the same bounds.
///
/// ```
///  pinningBounds (the section)
///  +------------------+
///  | header (natural) |   visible start ---- header shown here while the section
///  |   cells ...      |                      passes under it
///  +------------------+
/// ```
public struct PinnedBoundaryItemGeometry: Hashable, Sendable {
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

    /// Creates a pinned item's geometry.
    init(
        kind: String, indexPath: IndexPath, isLayoutBoundaryItem: Bool, edge: NSDirectionalRectEdge, naturalFrame: CGRect,
        pinningBounds: CGRect
    ) {
        self.kind = kind
        self.indexPath = indexPath
        self.isLayoutBoundaryItem = isLayoutBoundaryItem
        self.edge = edge
        self.naturalFrame = naturalFrame
        self.pinningBounds = pinningBounds
    }
}
