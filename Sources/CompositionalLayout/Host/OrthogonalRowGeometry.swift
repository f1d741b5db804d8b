/// An orthogonal row as a renderer needs it: UIKit scrolls each such row in a scroll view of
/// its own that apps cannot reach; this value says where that scroll view is, what it
/// scrolls, where it is now and where it may come to rest.
///
/// All rectangles are in the collection view's content coordinates, as frames are reported
/// (mirrored for right to left, on the pixel grid). The elements of the row are reported
/// where they sit with the row at offset 0 and are shown moved by minus ``offset``:
///
/// ```
///  frame (the row's scroll view, as wide as the collection view)
///  +----------------------------+
///  |[ 0 ][ 1 ][ 2 ][ 3 ][ 4 ][ 5|][ 6 ]     <- contentFrameAtRest: the row's content
///  +----------------------------+             with the row at offset 0
/// ```
public struct OrthogonalRowGeometry: Hashable, Sendable {
    /// The section that scrolls as this row.
    public var section: Int
    /// How the row comes to rest after a drag.
    public var behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
    /// The axis the row scrolls along: `.horizontal` in a vertical layout, `.vertical` in a
    /// horizontal one.
    public var scrollDirection: UICollectionView.ScrollDirection
    /// The row's scroll view: across the whole collection view on the row's axis; along the
    /// layout's main axis the section's content (groups and content insets).
    public var frame: CGRect
    /// Where the row's scrollable content lies when the row is at offset 0; its size is the
    /// row's content size (`orthogonalContentSize(forSection:)`) on the row's axis.
    public var contentFrameAtRest: CGRect
    /// The row's current offset, as `orthogonalScrollOffset(forSection:)` reports it
    /// (negative for a horizontal row of a right-to-left layout).
    public var offset: CGPoint
    /// Every offset the row may come to rest at, in the same coordinates as ``offset``, in
    /// the order the row passes them when scrolled from its leading end: page starts for
    /// `.paging`, group starts (group centres for `.groupPagingCentered`) for group paging and
    /// `.continuousGroupLeadingBoundary`, always ending with the row's end; empty for
    /// `.continuous`, which rests anywhere.
    public var restingOffsets: [CGPoint]
    /// The kinds of the section's boundary items and decorations and of the layout-wide
    /// boundary items: elements that stay put while the row scrolls.
    var stationaryKinds: Set<String>

    /// Creates a row geometry; `stationaryKinds` are the supplementary and decoration kinds
    /// of the section that do not scroll with the row.
    init(
        section: Int, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior,
        scrollDirection: UICollectionView.ScrollDirection, frame: CGRect, contentFrameAtRest: CGRect, offset: CGPoint,
        restingOffsets: [CGPoint], stationaryKinds: Set<String>
    ) {
        self.section = section
        self.behavior = behavior
        self.scrollDirection = scrollDirection
        self.frame = frame
        self.contentFrameAtRest = contentFrameAtRest
        self.offset = offset
        self.restingOffsets = restingOffsets
        self.stationaryKinds = stationaryKinds
    }

    /// Whether the element described by `attributes` scrolls with this row: the section's
    /// cells and the supplementary views of its items and groups do; its headers, footers,
    /// backgrounds and the layout's own boundary items do not.
    @MainActor
    public func scrolls(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        scrolls(
            category: attributes.representedElementCategory, section: attributes.indexPath.section,
            kind: attributes.representedElementKind)
    }

    /// Whether an element of `category` and `kind` in `section` scrolls with this row.
    public func scrolls(category: UICollectionElementCategory, section: Int, kind: String?) -> Bool {
        guard section == self.section else { return false }
        switch category {
        case .cell: return true
        case .supplementaryView: return !stationaryKinds.contains(kind ?? "")
        case .decorationView: return false
        }
    }
}
