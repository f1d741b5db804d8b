import CompositionalLayout

extension LayoutExample {
    /// A large cell beside two stacked ones, 85 % of the width, scrolling sideways in every
    /// section (Apple sample: OrthogonalScrollingViewController).
    public static let orthogonalSections = LayoutExample(
        name: "orthogonal-sections",
        summary: "Rows of nested groups 85 % wide that scroll sideways (Apple sample: OrthogonalScrolling)",
        itemCounts: [12, 12]
    ) {
        UICollectionViewCompositionalLayout { _, _ in
            let section = NSCollectionLayoutSection(group: nestedRowGroup())
            section.orthogonalScrollingBehavior = .continuous
            return section
        }
    }

    /// The same rows with each of the six orthogonal behaviours in turn, each under a title
    /// header (Apple sample: OrthogonalScrollBehaviorViewController).
    public static let orthogonalBehaviors = LayoutExample(
        name: "orthogonal-behaviors",
        summary: "One row per orthogonal scrolling behaviour, each with a header (Apple sample: OrthogonalScrollBehavior)",
        itemCounts: Array(repeating: 10, count: 6)
    ) {
        let behaviors: [UICollectionLayoutSectionOrthogonalScrollingBehavior] = [
            .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered, .none,
        ]
        return UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section = NSCollectionLayoutSection(group: nestedRowGroup())
            section.orthogonalScrollingBehavior = behaviors[sectionIndex % behaviors.count]
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: "title", alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    /// An App Store–like page: a featured carousel, a paged grid of small rows and a list,
    /// each under a header.
    public static let appStore = LayoutExample(
        name: "app-store",
        summary: "Featured carousel, paged three-row grid and a list, each with a header",
        itemCounts: [5, 12, 6]
    ) {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section: NSCollectionLayoutSection
            switch sectionIndex {
            case 0: section = featuredSection()
            case 1: section = gridRowSection()
            default: section = listSection()
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .topLeading)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    @MainActor
    private static func nestedRowGroup() -> NSCollectionLayoutGroup {
        let leadingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
        leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingItem = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
        trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let trailingGroup = DeprecatedAPI.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
            subitem: trailingItem, count: 2)
        return NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
            subitems: [leadingItem, trailingGroup])
    }

    @MainActor
    private static func featuredSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(250)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
        return section
    }

    @MainActor
    private static func gridRowSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0 / 3.0)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(240)),
            repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 20, trailing: 20)
        return section
    }

    @MainActor
    private static func listSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        return section
    }
}
