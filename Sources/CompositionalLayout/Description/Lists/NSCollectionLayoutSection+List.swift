internal import LayoutCore

extension NSCollectionLayoutSection {
    /// A list section for `configuration`, to return from a section provider alongside other
    /// sections: rows span the section's width and size themselves (estimated at the
    /// appearance's row height, no minimum once measured), with no spacing between them;
    /// `.supplementary` headers and footers are self-sizing boundary items of kinds
    /// `UICollectionView.elementKindSectionHeader` and `…Footer` at (section, 0).
    ///
    /// `.insetGrouped` and `.sidebar` sections follow the collection view's layout margins on
    /// both sides (so they grow with the safe area); the others span the whole width. The
    /// returned section is an ordinary section: its properties may be changed like any
    /// other's. The margins are read from `layoutEnvironment`'s collection view when the
    /// layout is solved, so the section stays right when they change.
    public static func list(
        using configuration: UICollectionLayoutListConfiguration, layoutEnvironment: NSCollectionLayoutEnvironment
    ) -> NSCollectionLayoutSection {
        let metrics = ListMetrics.of(ListAppearance(configuration.appearance))
        let rowSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(CGFloat(metrics.rowEstimate)))
        let row = NSCollectionLayoutItem(layoutSize: rowSize)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: rowSize, subitems: [row]))
        let reference: UIContentInsetsReference = metrics.followsLayoutMargins ? .layoutMargins : .none
        section.contentInsetsReference = reference
        section.supplementaryContentInsetsReference = reference
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(CGFloat(metrics.headerEstimate))),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(
                        widthDimension: .fractionalWidth(1), heightDimension: .estimated(CGFloat(metrics.footerEstimate))),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.listConfiguration = configuration
        return section
    }

    /// A row of media items that scrolls across the layout with the system's spacing: groups
    /// 40 % of the container's width wide with a 16:9 item filling each, 8 points apart,
    /// starting and ending at the layout margins, resting at group boundaries
    /// (`.continuousGroupLeadingBoundary`).
    ///
    /// UIKit documents only "system default spacing"; the sizes are this project's choice
    /// (Docs/DECISIONS.md).
    public class func orthogonalLayoutSectionForMediaItems() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(mediaItemWidth), heightDimension: .fractionalWidth(mediaItemWidth * 9 / 16)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = systemSpacing
        section.contentInsetsReference = .layoutMargins
        section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
        return section
    }

    /// The share of the container's width a media item takes (chosen: a little more than two
    /// items show on a phone).
    private static let mediaItemWidth: CGFloat = 0.4
    /// UIKit's standard spacing between sibling views.
    private static let systemSpacing: CGFloat = 8
}
