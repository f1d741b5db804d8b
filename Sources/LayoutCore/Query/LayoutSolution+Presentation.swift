/// The single place where solved frames become reported frames: right-to-left mirroring
/// first, then pixel snapping (OB-9).
extension LayoutSolution {
    /// `rect` mirrored across the content width when the layout is right-to-left.
    ///
    /// Mirroring is its own inverse, so it also maps a reported rectangle back into solved
    /// coordinates.
    public func mirrored(_ rect: Rect) -> Rect {
        guard layoutDirection == .rightToLeft else { return rect }
        return Rect(x: contentSize.width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A solved frame as the host reports it for an element of `category`.
    public func present(_ rect: Rect, category: ElementCategory) -> Rect {
        let mirrored = mirrored(rect)
        switch category {
        case .cell, .decorationView: return pixelGrid.snapCell(mirrored)
        case .supplementaryView: return pixelGrid.snapSupplementary(mirrored)
        }
    }

    /// The reported frame of a supplementary attached to a cell whose reported (mirrored and
    /// snapped) frame is `cell`. UIKit places it on the snapped cell (OB-9), so the snapped
    /// cell is carried back into solved coordinates (mirroring is its own inverse), the view is
    /// placed there, and the result is mirrored and rounded like any supplementary.
    public func present(_ attached: AttachedSupplementary, onReportedCell cell: Rect) -> Rect {
        pixelGrid.snapSupplementary(mirrored(attached.placement.frame(on: mirrored(cell))))
    }

    /// The reported frame of a group supplementary whose solved host is `host`.
    public func present(_ supplementary: GroupSupplementary, onSolvedHost host: Rect) -> Rect {
        present(supplementary.placement.frame(on: host), category: .supplementaryView)
    }
}
