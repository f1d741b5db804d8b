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
