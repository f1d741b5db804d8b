/// Where a list separator is reported: the row's reported frame carried back into content
/// space, the line placed there, then mirrored and snapped by the presentation's owners.
extension LayoutSolution {
    /// The reported frame of a separator on `edge` of a row whose reported frame is `row`,
    /// `leading` and `trailing` points in from the row's leading and trailing edges, one
    /// device pixel thick (one point when there is no pixel grid). Insets that are negative
    /// or NaN count as 0, and insets wider than the row leave a separator of zero length at
    /// the leading inset, or at the row's trailing edge when the leading inset alone is wider.
    public func listSeparatorFrame(
        on edge: ListSeparatorEdge, ofRow row: Rect, leadingInset leading: Double, trailingInset trailing: Double
    ) -> Rect {
        let content = mirrored(row)
        let thickness = pixelGrid.scale > 0 ? 1 / pixelGrid.scale : 1
        let start = Swift.min(content.minX + Swift.max(0, leading), content.maxX)
        let end = Swift.max(start, content.maxX - Swift.max(0, trailing))
        let y = edge == .top ? content.minY : content.maxY - thickness
        return pixelGrid.snapCell(mirrored(Rect(x: start, y: y, width: end - start, height: thickness)))
    }
}
