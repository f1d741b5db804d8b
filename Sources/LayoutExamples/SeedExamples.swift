import CompositionalLayout

extension LayoutExample {
    /// The basic list of the Chinese overview seed: full-width rows 44 points high.
    public static let list = LayoutExample(
        name: "list", summary: "Full-width rows 44 pt high (seed: createBasicListLayout)", itemCounts: [20]
    ) {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The section provider of the Chinese overview seed: two columns in section 0, four in
    /// every other section.
    public static let perSectionColumns = LayoutExample(
        name: "per-section-columns",
        summary: "Two columns in section 0, four after it (seed: createPerSectionLayout)", itemCounts: [6, 8]
    ) {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let columns = sectionIndex == 0 ? 2 : 4
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
            let group = DeprecatedAPI.horizontal(layoutSize: groupSize, subitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }

    /// The grid of the Korean tutorial seed: square-ish cells with 1-point insets, four
    /// copies per quarter-width group, three rows per screen height.
    public static let quarterGrid = LayoutExample(
        name: "quarter-grid", summary: "Four cells per row, a third of the height each (seed: Korean tutorial)",
        itemCounts: [12]
    ) {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1 / 4), heightDimension: .fractionalHeight(1 / 3)),
            repeatingSubitem: item, count: 4)
        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The configuration example of the Chinese overview seed: sections side by side,
    /// scrolling horizontally, 20 points apart.
    public static let horizontalConfiguration = LayoutExample(
        name: "horizontal-configuration",
        summary: "Horizontal scrolling with 20 pt between sections (seed: configuration example)", itemCounts: [4, 4]
    ) {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1.0))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let config = UICollectionViewCompositionalLayoutConfiguration()
        config.interSectionSpacing = 20
        config.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(section: section, configuration: config)
    }
}
