internal import LayoutCore

extension UICollectionViewCompositionalLayout {
    /// A layout whose every section is a list section made from `configuration`.
    public class func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            .list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// The separator lines the row at `indexPath` of a list section shows, for renderers:
    /// UIKit draws separators inside cells, so they are not layout elements. `nil` when the
    /// item does not exist or its section is not a list section.
    ///
    /// The list's `separatorConfiguration` is passed through its `itemSeparatorHandler`;
    /// `.automatic` visibilities become the appearance's defaults (a bottom separator under
    /// every row but the last; none on top, on a `.firstItemInSection` header row, or in
    /// sidebars) and automatic insets start the line where the cell's content starts and
    /// run it to the row's trailing edge. An inset that is NaN or infinite counts as
    /// automatic and a negative one as 0; insets wider than the row leave a line of zero
    /// length at the leading inset (at most the row's trailing edge), and the reported insets
    /// are cut to what the row holds. With `showsSeparators` false the row shows none and the
    /// handler is not called.
    public func listSeparators(forItemAt indexPath: IndexPath) -> ListRowSeparators? {
        guard let prepared, let collectionView, prepared.behaviors.indices.contains(indexPath.section),
            let list = prepared.behaviors[indexPath.section].listConfiguration,
            let row = layoutAttributesForItem(at: indexPath)?.frame
        else { return nil }
        guard list.showsSeparators else { return ListRowSeparators(top: nil, bottom: nil) }
        let configuration =
            list.itemSeparatorHandler.map { handler in
                collectionView.callingOut(.itemSeparatorHandler) { handler(indexPath, list.separatorConfiguration) }
            } ?? list.separatorConfiguration
        let line = SeparatorLine(
            style: LayoutSnapshot.convert(list), solution: prepared.solution, row: Rect(row),
            itemCount: prepared.solution.sections[indexPath.section].itemCount, item: indexPath.item,
            container: collectionView.layoutContainer, color: configuration.color)
        return ListRowSeparators(
            top: line.separator(.top, visibility: configuration.topSeparatorVisibility, insets: configuration.topSeparatorInsets),
            bottom: line.separator(
                .bottom, visibility: configuration.bottomSeparatorVisibility, insets: configuration.bottomSeparatorInsets))
    }
}

/// Resolves one row's separator configuration into lines.
private struct SeparatorLine {
    let style: ListStyle
    let solution: LayoutSolution
    let row: Rect
    let itemCount: Int
    let item: Int
    let container: Container
    let color: UIColor

    func separator(
        _ edge: ListSeparatorEdge, visibility: UIListSeparatorConfiguration.Visibility, insets: NSDirectionalEdgeInsets
    ) -> ListSeparator? {
        switch visibility {
        case .hidden: return nil
        case .visible: break
        case .automatic: guard style.showsSeparator(on: edge, item: item, itemCount: itemCount) else { return nil }
        }
        let rowLeading = solution.mirrored(row).minX
        let asked = Self.inset(insets.leading, automatic: style.automaticSeparatorLeadingInset(rowLeading: rowLeading, in: container))
        // Insets that do not fit in the row are cut so that the reported insets and the line
        // add up to the row's width, as the frame does: the leading one first, the trailing
        // one to what is left.
        let leading = min(asked, row.width)
        let trailing = min(Self.inset(insets.trailing, automatic: 0), row.width - leading)
        let frame = solution.listSeparatorFrame(on: edge, ofRow: row, leadingInset: leading, trailingInset: trailing)
        return ListSeparator(
            frame: CGRect(frame), leadingInset: CGFloat(leading), trailingInset: CGFloat(trailing), color: color)
    }

    /// An inset as given, automatic for the `automaticInsets` marker or a NaN or infinite
    /// value, and at least 0.
    private static func inset(_ value: CGFloat, automatic: Double) -> Double {
        guard value.isFinite, value != UIListSeparatorConfiguration.automaticInsets.leading else { return automatic }
        return max(0, Double(value))
    }
}
