internal import LayoutCore

/// What a renderer needs beyond the layout attributes to draw the view at other scroll
/// positions: the orthogonal rows and the pinned boundary items. UIKit keeps both inside its
/// views; these are additions of this implementation.
extension UICollectionView {
    /// The orthogonal rows of the current layout, by section, at their current offsets;
    /// empty when the layout is not compositional or has no row. Lays out first if needed.
    public var orthogonalRowGeometries: [OrthogonalRowGeometry] {
        layoutIfNeeded()
        return (compositionalLayout?.presentedOrthogonalRows ?? []).map { row in
            OrthogonalRowGeometry(
                section: row.section, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior(row.behavior),
                scrollDirection: UICollectionView.ScrollDirection(row.axis),
                frame: CGRect(row.frame), contentFrameAtRest: CGRect(row.contentFrameAtRest), offset: CGPoint(row.offset),
                restingOffsets: row.restingOffsets.map { CGPoint($0) }, stationaryKinds: Set(row.stationaryKinds))
        }
    }

    /// The boundary items of the current layout that pin to the visible bounds: by section,
    /// in the order the section lists them, then the layout-wide ones; empty when the layout
    /// is not compositional. Each carries where it is at every content offset, from the
    /// layout's own pinning rule. Lays out first if needed.
    public var pinnedBoundaryItemGeometries: [PinnedBoundaryItemGeometry] {
        layoutIfNeeded()
        return (compositionalLayout?.pinnedBoundaryItems ?? []).map(PinnedBoundaryItemGeometry.init)
    }
}
