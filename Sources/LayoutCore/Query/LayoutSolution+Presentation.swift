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
    /// snapped) frame is `cell`: placed on the snapped cell, then rounded (OB-9).
    public func present(_ attached: AttachedSupplementary, onReportedCell cell: Rect) -> Rect {
        pixelGrid.snapSupplementary(attached.placement.frame(on: cell, direction: layoutDirection))
    }

    /// The reported frame of a group supplementary whose solved host is `host`.
    public func present(_ supplementary: GroupSupplementary, onSolvedHost host: Rect) -> Rect {
        pixelGrid.snapSupplementary(supplementary.placement.frame(on: mirrored(host), direction: layoutDirection))
    }
}
