/// Where an orthogonal row's own scroll view sits, for renderers that draw the row clipped
/// to it and scroll it.
extension LayoutSolution {
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
}
