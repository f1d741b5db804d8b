import CompositionalLayout

/// An app whose data changes, written as an iOS app writes it: a diffable data source shows a
/// library of albums in two sections, and the layout's section provider reads the data source's
/// snapshot to lay out each section by its identifier — favorites as a grid of two columns
/// 100 points high, recent albums as rows of 44 points.
///
/// ```swift
/// let library = AlbumLibrary(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
/// library.show(favorites: ["Blue", "Kind of Blue"], recent: ["Ocean Rain", "Remain in Light"])
/// library.favorite("Ocean Rain")      // one batch update: the album moves between sections
/// library.collectionView.layoutIfNeeded()
/// ```
@MainActor
public final class AlbumLibrary {
    /// The library's sections.
    public enum Section: String, Hashable, Sendable {
        /// Albums marked as favorites, shown as a grid.
        case favorites
        /// Albums played recently, shown as rows.
        case recent
    }

    /// The view showing the library.
    public let collectionView: UICollectionView
    /// The data source the library applies its snapshots to.
    public let dataSource: UICollectionViewDiffableDataSource<Section, String>

    /// A library showing nothing yet, in a view of `frame`.
    public init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: UICollectionViewLayout())
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, album in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: album)
        }
        let dataSource = dataSource
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            switch dataSource.snapshot().sectionIdentifiers[sectionIndex] {
            case .favorites: Self.grid()
            case .recent: Self.rows()
            }
        }
    }

    /// Shows the albums, each list in its section, without animating.
    public func show(favorites: [String], recent: [String]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.favorites, .recent])
        snapshot.appendItems(favorites, toSection: .favorites)
        snapshot.appendItems(recent, toSection: .recent)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Moves `album` to the end of the favorites.
    public func favorite(_ album: String) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([album])
        snapshot.appendItems([album], toSection: .favorites)
        dataSource.apply(snapshot)
    }

    /// Shows the recent albums above the favorites.
    public func putRecentFirst() {
        var snapshot = dataSource.snapshot()
        snapshot.moveSection(.recent, beforeSection: .favorites)
        dataSource.apply(snapshot)
    }

    /// Two columns of cells, 100 points high.
    private static func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    /// Full-width rows of 44 points.
    private static func rows() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }
}
