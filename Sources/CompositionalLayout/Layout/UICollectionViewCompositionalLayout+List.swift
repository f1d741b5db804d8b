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
    /// sidebars) and automatic insets start the line where the cell's content starts — where
    /// its list content's text starts when the row's cell shows a `UIListContentConfiguration`
    /// (after an image, for example), as UIKit's separators follow the text — and run it to
    /// the row's trailing edge. An inset that is NaN or infinite counts as
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
        let solution = prepared.solution
        // The row's cell as shown, read without laying out (a query must not start a pass).
        let shownCell = collectionView.viewStore.view(for: ElementKey(.cell, at: indexPath))?.view
        let textLeading = (shownCell as? UICollectionViewListCell)?.listSeparatorLeadingInset
        func separator(
            _ edge: ListSeparatorEdge, _ visibility: UIListSeparatorConfiguration.Visibility, _ insets: NSDirectionalEdgeInsets
        ) -> ListSeparator? {
            switch visibility {
            case .hidden: return nil
            case .visible: break
            case .automatic:
                guard solution.showsListSeparatorByDefault(on: edge, section: indexPath.section, item: indexPath.item)
                else { return nil }
            }
            let line = solution.listSeparator(
                on: edge, ofRow: Rect(row), inSection: indexPath.section,
                leadingInset: Self.separatorInset(insets.leading) ?? textLeading.map(Double.init),
                trailingInset: Self.separatorInset(insets.trailing))
            return ListSeparator(
                frame: CGRect(line.frame), leadingInset: CGFloat(line.leadingInset),
                trailingInset: CGFloat(line.trailingInset), color: configuration.color)
        }
        return ListRowSeparators(
            top: separator(.top, configuration.topSeparatorVisibility, configuration.topSeparatorInsets),
            bottom: separator(.bottom, configuration.bottomSeparatorVisibility, configuration.bottomSeparatorInsets))
    }

    /// A separator inset as the engine takes it: `nil` (automatic) for the `automaticInsets`
    /// marker or a NaN or infinite value, otherwise at least 0.
    private static func separatorInset(_ value: CGFloat) -> Double? {
        guard value.isFinite, value != UIListSeparatorConfiguration.automaticInsets.leading else { return nil }
        return max(0, Double(value))
    }

    /// The list configuration of `section` in the last layout pass, or `nil` when the section
    /// is not a list section (or there was no pass yet).
    func listConfiguration(inSection section: Int) -> UICollectionLayoutListConfiguration? {
        guard let prepared, prepared.behaviors.indices.contains(section) else { return nil }
        return prepared.behaviors[section].listConfiguration
    }
}
