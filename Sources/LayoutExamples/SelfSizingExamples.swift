import CompositionalLayout

extension LayoutExample {
    /// Self-sizing rows under a self-sizing header, then a three-column grid whose cells in
    /// each row share the height of the tallest (seed: uniformAcrossSiblings(estimate:)).
    ///
    /// Section 0 lists full-width rows `.estimated(44)` high under a section header
    /// `.estimated(30)` high; section 1 places `.fractionalWidth(1/3)` ×
    /// `.uniformAcrossSiblings(estimate: 100)` cells three to a `.estimated(100)` horizontal
    /// group. The sizes come from `selfSizingPreferredSize(for:)`.
    public static let selfSizing = LayoutExample(
        name: "self-sizing",
        summary: "Self-sizing rows and header, then a grid of uniform-height rows (seed: uniformAcrossSiblings)",
        itemCounts: [20, 12],
        preferredSize: { selfSizingPreferredSize(for: $0) }
    ) {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            sectionIndex == 0 ? selfSizingRowsSection() : uniformGridSection()
        }
    }

    /// The measuring rule of the `self-sizing` example, as if each element held text of a
    /// known length. It depends only on the element's kind and index path, and keeps the
    /// proposed width:
    ///
    /// - the section header needs 36 points;
    /// - row `i` of section 0 holds one to three lines: 44 + 22 × (i % 3) points
    ///   (44, 66, 88, 44, …);
    /// - grid cell `i` of section 1 needs 80 + 40 × (i % 4) points (80, 120, 160, 200, 80, …);
    /// - anything else keeps its proposed size.
    @MainActor
    public static func selfSizingPreferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let proposed = attributes.size
        let item = attributes.indexPath.item
        let height: CGFloat
        switch attributes.representedElementCategory {
        case .supplementaryView where attributes.representedElementKind == ElementKind.sectionHeader:
            height = 36
        case .cell where attributes.indexPath.section == 0:
            height = 44 + 22 * CGFloat(item % 3)
        case .cell where attributes.indexPath.section == 1:
            height = 80 + 40 * CGFloat(item % 4)
        default:
            return proposed
        }
        return CGSize(width: proposed.width, height: height)
    }

    /// Full-width rows an estimated 44 points high, one per group, under a section header
    /// an estimated 30 points high.
    @MainActor
    private static func selfSizingRowsSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(30)),
            elementKind: ElementKind.sectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    /// Three cells a third of the width each per row, all as tall as the tallest of the row
    /// (the seed's code for uniformAcrossSiblings(estimate:)).
    @MainActor
    private static func uniformGridSection() -> NSCollectionLayoutSection {
        let itemCount = 3
        let itemSize = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / CGFloat(itemCount)), heightDimension: .uniformAcrossSiblings(estimate: 100))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: itemCount)
        return NSCollectionLayoutSection(group: group)
    }
}
