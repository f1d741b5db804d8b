/// The edge of a list row a separator runs along.
public enum ListSeparatorEdge: Hashable, Sendable {
    /// Along the row's top edge.
    case top
    /// Along the row's bottom edge.
    case bottom
}

/// Where a list section draws separators unless the app says otherwise. UIKit draws them in
/// the cell, not as layout elements; these rules only say where they go.
extension ListStyle {
    /// Whether row `item` of a section of `itemCount` rows shows a separator on `edge` by
    /// default: a bottom separator under every row but the last (observed for
    /// `.insetGrouped`, OB-11; chosen for the other appearances), none on top, none on a row
    /// styled as the header (`.firstItemInSection`, chosen), none when the appearance draws
    /// no separators.
    public func showsSeparator(on edge: ListSeparatorEdge, item: Int, itemCount: Int) -> Bool {
        guard metrics.showsSeparators, item >= 0, item < itemCount else { return false }
        if headerMode == .firstItemInSection, item == 0 { return false }
        switch edge {
        case .top: return false
        case .bottom: return item < itemCount - 1
        }
    }

    /// The automatic leading inset of a separator, measured from the row's leading edge: the
    /// separator starts where the cell's content does. A row inset by the layout margins has
    /// its own margin of the same width inside it (OB-11: "the row's leading edge plus the
    /// margin"); a full-width row's content starts at the host's layout margin, safe area
    /// included.
    ///
    /// `rowLeading` is the distance from the container's leading edge to the row's.
    public func automaticSeparatorLeadingInset(rowLeading: Double, in container: Container) -> Double {
        let margins = container.layoutMargins.leading
        if metrics.followsLayoutMargins {
            return Swift.max(0, margins - container.safeAreaInsets.leading)
        }
        return Swift.max(0, margins - rowLeading)
    }
}

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
