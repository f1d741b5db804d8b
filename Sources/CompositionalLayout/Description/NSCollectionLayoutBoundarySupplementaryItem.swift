internal import LayoutCore

/// A header, footer or other view attached to an edge of a section or of the whole layout.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where on the section or layout the item sits.
    public let alignment: NSRectAlignment
    /// A shift, in points, from the aligned position.
    public let offset: CGPoint
    /// Whether the item enlarges its section instead of overlapping its content.
    public var extendsBoundary: Bool = true
    /// Whether the item stays visible while its section scrolls through the visible bounds.
    public var pinToVisibleBounds: Bool = false

    /// Creates a boundary item at `alignment`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item at `alignment`, moved by `absoluteOffset` points.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.anchorEdges), itemAnchor: nil)
    }

    /// Creates an independent copy of `item`.
    init(copying item: NSCollectionLayoutBoundarySupplementaryItem) {
        alignment = item.alignment
        offset = item.offset
        extendsBoundary = item.extendsBoundary
        pinToVisibleBounds = item.pinToVisibleBounds
        super.init(copying: item)
    }

    /// A copy of the boundary item.
    func copyBoundary() -> NSCollectionLayoutBoundarySupplementaryItem {
        NSCollectionLayoutBoundarySupplementaryItem(copying: self)
    }

    override func copySupplementary() -> NSCollectionLayoutSupplementaryItem {
        copyBoundary()
    }
}

extension NSRectAlignment {
    /// The anchor edges matching the alignment: a single edge for the sides, two for the corners.
    var anchorEdges: NSDirectionalRectEdge {
        NSDirectionalRectEdge(rawValue: UInt(BoundaryAlignment(self).edges.rawValue))
    }
}
