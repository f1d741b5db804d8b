import UIKit

/// Issue 27 §1: a screen's set-up as an iOS file writes it, beginning `import UIKit` and
/// nothing else: a grid layout, a cell registration, a diffable data source and a snapshot.
final class PaletteScreen {
    enum Section: Hashable {
        case swatches
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    init(frame: CGRect) {
        collectionView = UICollectionView(frame: frame, collectionViewLayout: PaletteScreen.makeLayout())
        collectionView.backgroundColor = .systemBackground
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, hue in
            cell.contentView.backgroundColor = UIColor(white: CGFloat(hue) / 10, alpha: 1)
            cell.tag = hue
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, hue in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: hue)
        }
    }

    /// Two square swatches per row, each inset 4 points.
    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    func show(_ hues: [Int]) {
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.swatches])
        snapshot.appendItems(hues)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
