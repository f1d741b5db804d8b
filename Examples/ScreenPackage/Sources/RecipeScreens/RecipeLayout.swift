import UIKit

/// The recipes screen's layout: a row of featured cards that scrolls sideways, then a grid
/// of three columns under a header.
///
/// ```
/// |[ featured 0 ][ featured 1 ][ fe…  → scrolls sideways
/// | All recipes                     |
/// |[  0  ][  1  ][  2  ]|
/// |[  3  ][  4  ]       |
/// ```
@MainActor
public enum RecipeLayout {
    /// The element kind of the grid's header.
    public static let headerKind = UICollectionView.elementKindSectionHeader

    /// The layout for the screen's two sections: section 0 features, section 1 the grid.
    public static func make() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            sectionIndex == 0 ? featuredSection() : gridSection()
        }
    }

    /// Cards 300 × 200, 10 apart, inset 16 from the sides, scrolling continuously.
    static func featuredSection() -> NSCollectionLayoutSection {
        let card = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(200)),
            subitems: [card])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    /// Three columns of tiles 100 high under a 40-point header.
    static func gridSection() -> NSCollectionLayoutSection {
        let tile = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [tile])
        let section = NSCollectionLayoutSection(group: row)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            elementKind: headerKind, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }
}
