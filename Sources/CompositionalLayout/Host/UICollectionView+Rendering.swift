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
                scrollDirection: row.axis == .horizontal ? .horizontal : .vertical,
                frame: CGRect(row.frame), contentFrameAtRest: CGRect(row.contentFrameAtRest), offset: CGPoint(row.offset),
                restingOffsets: row.restingOffsets.map { CGPoint($0) }, stationaryKinds: Set(row.stationaryKinds))
        }
    }

    /// The boundary items of the current layout that pin to the visible bounds: by section,
    /// in the order the section lists them, then the layout-wide ones; empty when the layout
    /// is not compositional. Lays out first if needed.
    public var pinnedBoundaryItemGeometries: [PinnedBoundaryItemGeometry] {
        layoutIfNeeded()
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout, let prepared = layout.prepared
        else { return [] }
        let solution = prepared.solution
        var result: [PinnedBoundaryItemGeometry] = []
        for geometry in solution.sections where geometry.boundaryItems.contains(where: \.isPinned) {
            let bounds = solution.sectionFrame(geometry.index)
            let start = solution.sectionStart(geometry.index)
            for item in geometry.boundaryItems {
                let frame =
                    solution.scrollAxis == .vertical
                    ? item.frame.offsetBy(dx: 0, dy: start) : item.frame.offsetBy(dx: start, dy: 0)
                if let pinned = pinned(item, frame: frame, bounds: bounds, section: geometry.index, in: solution) {
                    result.append(pinned)
                }
            }
        }
        let content = Rect(origin: .zero, size: solution.contentSize)
        for item in solution.layoutBoundaryItems {
            if let pinned = pinned(item, frame: item.frame, bounds: content, section: nil, in: solution) {
                result.append(pinned)
            }
        }
        return result
    }

    private func pinned(
        _ item: PlacedBoundaryItem, frame: Rect, bounds: Rect, section: Int?, in solution: LayoutSolution
    ) -> PinnedBoundaryItemGeometry? {
        guard item.isPinned else { return nil }
        let vertical = solution.scrollAxis == .vertical
        let edge: NSDirectionalRectEdge
        switch item.edge {
        case .start: edge = vertical ? .top : .leading
        case .end: edge = vertical ? .bottom : .trailing
        case .middle: return nil
        }
        return PinnedBoundaryItemGeometry(
            kind: item.kind, indexPath: IndexPath(item: 0, section: section ?? 0), isLayoutBoundaryItem: section == nil,
            edge: edge, naturalFrame: CGRect(solution.present(frame, category: .supplementaryView)),
            pinningBounds: CGRect(solution.present(bounds, category: .decorationView)))
    }
}
