/// Where a list separator is reported: the row's reported frame carried back into content
/// space, the line placed there, then mirrored and snapped by the presentation's owners. The
/// list style and the container are the ones the section was solved with.
extension LayoutSolution {
    /// Whether row `item` of section `section` shows a separator on `edge` unless the app
    /// says otherwise (``ListStyle/showsSeparator(on:item:itemCount:)`` with the section's
    /// style and item count); `false` when the section does not exist or is not a list
    /// section.
    public func showsListSeparatorByDefault(on edge: ListSeparatorEdge, section: Int, item: Int) -> Bool {
        guard sections.indices.contains(section), let style = sections[section].plan.list else { return false }
        return style.showsSeparator(on: edge, item: item, itemCount: sections[section].itemCount)
    }

    /// The separator on `edge` of a row of list section `section` whose reported frame is
    /// `row`, with the insets it ends up with.
    ///
    /// `leadingInset` is measured from the row's leading edge; `nil` is the automatic inset
    /// (``ListStyle/automaticSeparatorLeadingInset(rowLeading:in:)`` in the container the
    /// layout was solved in; 0 outside a list section). `trailingInset` `nil` is 0. Insets
    /// that do not fit in the row are cut so that the insets and the line add up to the row's
    /// width: the leading one first, the trailing one to what is left. The frame is then
    /// ``listSeparatorFrame(on:ofRow:leadingInset:trailingInset:)``.
    public func listSeparator(
        on edge: ListSeparatorEdge, ofRow row: Rect, inSection section: Int, leadingInset: Double?,
        trailingInset: Double?
    ) -> ListSeparatorPlacement {
        let content = mirrored(row)
        let style = sections.indices.contains(section) ? sections[section].plan.list : nil
        let asked =
            leadingInset ?? style?.automaticSeparatorLeadingInset(rowLeading: content.minX, in: plan.container) ?? 0
        let leading = Swift.min(asked, row.width)
        let trailing = Swift.min(trailingInset ?? 0, row.width - leading)
        return ListSeparatorPlacement(
            frame: separatorFrame(on: edge, ofContentRow: content, leadingInset: leading, trailingInset: trailing),
            leadingInset: leading, trailingInset: trailing)
    }

    /// The reported frame of a separator on `edge` of a row whose reported frame is `row`,
    /// `leading` and `trailing` points in from the row's leading and trailing edges, one
    /// device pixel thick (one point when there is no pixel grid). Insets that are negative
    /// or NaN count as 0, and insets wider than the row leave a separator of zero length at
    /// the leading inset, or at the row's trailing edge when the leading inset alone is wider.
    public func listSeparatorFrame(
        on edge: ListSeparatorEdge, ofRow row: Rect, leadingInset leading: Double, trailingInset trailing: Double
    ) -> Rect {
        separatorFrame(on: edge, ofContentRow: mirrored(row), leadingInset: leading, trailingInset: trailing)
    }

    /// ``listSeparatorFrame(on:ofRow:leadingInset:trailingInset:)`` for a row already
    /// carried into content space.
    private func separatorFrame(
        on edge: ListSeparatorEdge, ofContentRow content: Rect, leadingInset leading: Double, trailingInset trailing: Double
    ) -> Rect {
        let thickness = pixelGrid.scale > 0 ? 1 / pixelGrid.scale : 1
        let start = Swift.min(content.minX + Swift.max(0, leading), content.maxX)
        let end = Swift.max(start, content.maxX - Swift.max(0, trailing))
        let y = edge == .top ? content.minY : content.maxY - thickness
        return present(Rect(x: start, y: y, width: end - start, height: thickness), category: .cell)
    }
}

/// A list separator as reported: its frame and the insets it was drawn with.
public struct ListSeparatorPlacement: Hashable, Sendable {
    /// The line's reported frame.
    public var frame: Rect
    /// How far the line starts from the row's leading edge, at most the row's width.
    public var leadingInset: Double
    /// How far the line stops before the row's trailing edge, at most what the leading inset
    /// leaves of the row.
    public var trailingInset: Double
}
