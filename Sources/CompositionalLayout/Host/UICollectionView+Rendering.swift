internal import LayoutCore

/// What a renderer needs beyond the layout attributes to draw the view at other scroll
/// positions: the orthogonal rows and the pinned boundary items. UIKit keeps both inside its
/// views; these are additions of this implementation.
extension UICollectionView {
    /// The orthogonal rows of the current layout, by section, at their current offsets;
    /// empty when the layout is not compositional or has no row. Lays out first if needed.
    public var orthogonalRowGeometries: [OrthogonalRowGeometry] {
        layoutIfNeeded()
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout, let prepared = layout.prepared
        else { return [] }
        let solution = prepared.solution
        let layoutKinds = solution.layoutBoundaryItems.map(\.kind)
        return prepared.orthogonalSections.sorted().compactMap { index in
            let geometry = solution.sections[index]
            guard let row = geometry.orthogonalRow, let content = solution.orthogonalRowFrame(ofSection: index) else {
                return nil
            }
            let axis = geometry.trackAxis
            let atRest = Rect(
                origin: content.origin,
                size: Size(
                    main: content.size.length(along: axis.cross), cross: row.contentLength, axis: axis.cross))
            let stationary = geometry.boundaryItems.map(\.kind) + geometry.decorations.map(\.kind) + layoutKinds
            return OrthogonalRowGeometry(
                section: index, behavior: Self.behavior(row.behavior),
                scrollDirection: axis == .horizontal ? .horizontal : .vertical,
                frame: CGRect(solution.present(content, category: .cell)),
                contentFrameAtRest: CGRect(solution.present(atRest, category: .cell)),
                offset: physicalOrthogonalOffset(forSection: index),
                restingOffsets: row.restingOffsets.map {
                    let physical = solution.physicalRowOffset(leading: $0, of: geometry)
                    return CGPoint(x: physical.x, y: physical.y)
                },
                stationaryKinds: Set(stationary))
        }
    }

    /// The boundary items of the current layout that pin to the visible bounds: by section,
    /// in the order the section lists them, then the layout-wide ones; empty when the layout
    /// is not compositional. Each carries where it is at every content offset, from the
    /// layout's own pinning rule. Lays out first if needed.
    public var pinnedBoundaryItemGeometries: [PinnedBoundaryItemGeometry] {
        layoutIfNeeded()
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout, let prepared = layout.prepared,
            let visible = layout.visibleRect(boundsOrigin: .zero)
        else { return [] }
        return prepared.solution.pinnedBoundaryItems(visibleAtZeroOffset: visible).map(PinnedBoundaryItemGeometry.init)
    }

    private static func behavior(_ behavior: OrthogonalScrolling) -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
        switch behavior {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}
