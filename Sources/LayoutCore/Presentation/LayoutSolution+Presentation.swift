/// The single place where content-space frames become presented ones: right-to-left
/// mirroring first, then pixel snapping (OB-9); and where a row's offset moves its
/// elements on screen.
extension LayoutSolution {
    /// `rect` mirrored across the content width when the layout is right-to-left.
    ///
    /// Mirroring is its own inverse, so it also maps a reported rectangle back into content
    /// coordinates.
    public func mirrored(_ rect: Rect) -> Rect {
        guard layoutDirection == .rightToLeft else { return rect }
        return Rect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A content-space frame as the host reports it for an element of `category`.
    public func present(_ rect: Rect, category: ElementCategory) -> Rect {
        let mirrored = mirrored(rect)
        switch category {
        case .cell, .decorationView: return pixelGrid.snapCell(mirrored)
        case .supplementaryView: return pixelGrid.snapSupplementary(mirrored)
        }
    }

    /// The reported frame of a supplementary attached to a cell whose reported (mirrored and
    /// snapped) frame is `cell`. UIKit places it on the snapped cell (OB-9), so the snapped
    /// cell is carried back into content space (mirroring is its own inverse), the view is
    /// placed there, and the result is mirrored and rounded like any supplementary.
    public func present(_ attached: AttachedSupplementary, onReportedCell cell: Rect) -> Rect {
        pixelGrid.snapSupplementary(mirrored(attached.placement.frame(on: mirrored(cell))))
    }

    /// How far a row scrolled by `rowOffset` moves its elements on screen: toward the
    /// leading side, which is the left in left-to-right layouts and the right otherwise.
    public func displayShift(of section: SectionGeometry, rowOffset: Double) -> Point {
        guard section.orthogonalRow != nil, rowOffset != 0 else { return .zero }
        let axis = section.trackAxis
        let sign: Double = axis == .horizontal && layoutDirection == .rightToLeft ? 1 : -1
        return Point(main: sign * rowOffset, cross: 0, axis: axis)
    }
}
