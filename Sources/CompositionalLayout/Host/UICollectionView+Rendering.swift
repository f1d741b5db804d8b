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
                section: index, behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior(row.behavior),
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
