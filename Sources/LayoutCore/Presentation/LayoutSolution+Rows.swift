/// An orthogonal row as the host sees it, by section index: where its scroll view and its
/// content sit, its offsets in the host's coordinates, where it comes to rest and which of
/// the section's elements stay put while it scrolls. The host and renderers ask these
/// instead of reading the section's geometry.
extension LayoutSolution {
    /// The orthogonal row of section `index`, or `nil` when the section is not a row.
    public func orthogonalRow(ofSection index: Int) -> OrthogonalRow? {
        sections.indices.contains(index) ? sections[index].orthogonalRow : nil
    }

    /// The rectangle of the scroll view of the orthogonal row of section `index`, in content
    /// space (not mirrored, not snapped), or `nil` when the section is not a row.
    ///
    /// Across the main axis it spans the whole container (OB-8: the row's scroll view is as
    /// wide as the collection view); along the main axis it covers the section's content,
    /// the row of groups and the section's content insets on that axis, between its header
    /// and its footer. The row's content starts at the rectangle's leading edge when the row
    /// is at offset 0 and is `orthogonalRow.contentLength` long.
    ///
    /// ```
    ///  x = 0                                  container width
    ///  | header                                       |
    ///  |+---------------------------------------------+  <- top content inset
    ///  || [ group 0 ] [ group 1 ] [ group 2 ] [ gro...|  <- row thickness
    ///  |+---------------------------------------------+  <- bottom content inset
    ///  | footer                                       |
    /// ```
    public func orthogonalRowFrame(ofSection index: Int) -> Rect? {
        guard sections.indices.contains(index), sections[index].orthogonalRow != nil else { return nil }
        let section = sections[index]
        let axis = scrollAxis
        let insets = section.plan.section?.contentInsets ?? .zero
        let start = section.track.origin.value(along: axis) - insets.leadingEdge(along: axis)
        let length = Swift.max(0, insets.total(along: axis) + section.rowThickness)
        return Rect(
            origin: Point(main: sectionStart(index) + start, cross: 0, axis: axis),
            size: Size(main: length, cross: section.crossLength, axis: axis))
    }

    /// Where the scrollable content of the row of section `index` lies with the row at
    /// offset 0, in content space: from the leading edge of ``orthogonalRowFrame(ofSection:)``,
    /// as deep as that frame along the main axis and `orthogonalRow.contentLength` long along
    /// the row; `nil` when the section is not a row.
    public func orthogonalRowContentFrame(ofSection index: Int) -> Rect? {
        guard let row = orthogonalRow(ofSection: index), let frame = orthogonalRowFrame(ofSection: index) else {
            return nil
        }
        let across = sections[index].trackAxis.cross
        return Rect(
            origin: frame.origin,
            size: Size(main: frame.size.length(along: across), cross: row.contentLength, axis: across))
    }

    /// The size of the scrollable content of the row of section `index`: its content length
    /// along the row, its thickness (the groups' depth, without the section's insets) across
    /// it; `nil` when the section is not a row.
    public func orthogonalRowContentSize(ofSection index: Int) -> Size? {
        guard let row = orthogonalRow(ofSection: index) else { return nil }
        let section = sections[index]
        return Size(main: row.contentLength, cross: section.rowThickness, axis: section.trackAxis)
    }

    /// The kinds of the elements of section `index` that stay put while its row scrolls: the
    /// section's boundary items and decorations, then the layout-wide boundary items. Empty
    /// when there is no such section.
    public func stationaryKinds(ofSection index: Int) -> [String] {
        guard sections.indices.contains(index) else { return [] }
        let section = sections[index]
        return section.boundaryItems.map { $0.kind } + section.decorations.map { $0.kind }
            + layoutBoundaryItems.map { $0.kind }
    }

    /// The offset `offsets` holds for the row of section `index`, as the host reports it (see
    /// ``physicalRowOffset(leading:of:)``); `.zero` when the section is not a row.
    public func physicalRowOffset(ofSection index: Int, in offsets: OrthogonalRowOffsets) -> Point {
        guard orthogonalRow(ofSection: index) != nil else { return .zero }
        return physicalRowOffset(leading: offsets.offset(ofSection: index), of: sections[index])
    }

    /// The leading distance of an offset of the row of section `index` given in the host's
    /// coordinates (its coordinate along the row's axis counts), or `nil` when the section is
    /// not a row.
    public func leadingRowDistance(physical offset: Point, ofSection index: Int) -> Double? {
        guard orthogonalRow(ofSection: index) != nil else { return nil }
        return leadingRowDistance(physical: offset.value(along: sections[index].trackAxis), of: sections[index])
    }

    /// Where the row of section `index` comes to rest when released at `offset` with
    /// `velocity` (points per millisecond), both in the host's coordinates, as an offset in
    /// those coordinates (see `OrthogonalRow.restingOffset(releasedAt:velocity:)`); `nil` when
    /// the section is not a row.
    public func restingRowOffset(ofSection index: Int, releasedAt offset: Point, velocity: Point) -> Point? {
        guard let row = orthogonalRow(ofSection: index),
            let start = leadingRowDistance(physical: offset, ofSection: index),
            let speed = leadingRowDistance(physical: velocity, ofSection: index)
        else { return nil }
        return physicalRowOffset(leading: row.restingOffset(releasedAt: start, velocity: speed), of: sections[index])
    }
}
