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

    /// The content size as the host reports it, floored to the pixel grid.
    public var presentedContentSize: Size {
        Size(width: pixelGrid.floor(contentSize.width), height: pixelGrid.floor(contentSize.height))
    }

    /// A content-space frame as the host reports it for an element of `category`.
    @inline(__always)
    public func present(_ rect: Rect, category: ElementCategory) -> Rect {
        let mirrored = mirrored(rect)
        switch category {
        case .cell, .decorationView: return pixelGrid.snapCell(mirrored)
        case .supplementaryView: return pixelGrid.snapSupplementary(mirrored)
        }
    }

    /// ``present(_:category:)`` for a cell, its snapping inlined into the caller
    /// (`PixelGrid.snapCellInlined`): for the lookup of one cell; a visit of many keeps the call.
    @inline(__always)
    func presentInlined(cell rect: Rect) -> Rect {
        pixelGrid.snapCellInlined(mirrored(rect))
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
        guard rowOffset != 0, section.isOrthogonalRow else { return .zero }
        let physical = physicalRowOffset(leading: rowOffset, of: section)
        return Point(x: -physical.x, y: -physical.y)
    }

    /// A row offset given as a leading distance, as the host reports it: in the collection
    /// view's coordinates, so it runs negative for a horizontal row of a right-to-left layout.
    public func physicalRowOffset(leading: Double, of section: SectionGeometry) -> Point {
        let value = rowRunsBackward(section) ? -leading : leading
        return Point(main: value, cross: 0, axis: section.trackAxis)
    }

    /// The leading distance of a row offset the host gives in its own coordinates (`value`
    /// along the row's axis); mirroring is its own inverse.
    func leadingRowDistance(physical value: Double, of section: SectionGeometry) -> Double {
        rowRunsBackward(section) ? -value : value
    }

    /// Whether leading distances run against the physical axis: a horizontal row in a
    /// right-to-left layout starts on the right.
    private func rowRunsBackward(_ section: SectionGeometry) -> Bool {
        runsBackward(section.trackAxis)
    }

    /// A distance along `axis` in reported coordinates as a distance in content space (and
    /// back): mirroring reverses horizontal distances in a right-to-left layout.
    public func mirrored(distance: Double, along axis: Axis) -> Double {
        runsBackward(axis) ? -distance : distance
    }

    /// Whether content space runs against the reported coordinates along `axis`.
    private func runsBackward(_ axis: Axis) -> Bool {
        axis == .horizontal && layoutDirection == .rightToLeft
    }
}
