import UIKit

/// The recipes screen's collection view, set up as an iOS app sets it up: registrations for
/// the cards, tiles and header, a diffable data source, and a snapshot of the recipes.
@MainActor
public final class RecipesScreen {
    /// The screen's sections.
    public enum Section: Int, Hashable, Sendable {
        case featured
        case all
    }

    /// The collection view the screen shows.
    public let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, String>!

    /// Makes the screen's collection view in `frame`, ready for ``show(featured:all:)``.
    public init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: RecipeLayout.make())
        collectionView.backgroundColor = .systemGroupedBackground
        configureDataSource()
    }

    private func configureDataSource() {
        let cardRegistration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, title in
            var content = UIListContentConfiguration.cell()
            content.text = title
            cell.contentConfiguration = content
            cell.contentView.layer.cornerRadius = 12
        }
        let tileRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: RecipeLayout.headerKind
        ) { header, _, _ in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = "All recipes"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) {
            collectionView, indexPath, title in
            indexPath.section == Section.featured.rawValue
                ? collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: title)
                : collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: title)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
    }

    /// Shows `featured` in the row of cards and `all` in the grid.
    public func show(featured: [String], all: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.featured, .all])
        snapshot.appendItems(featured, toSection: .featured)
        snapshot.appendItems(all, toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
