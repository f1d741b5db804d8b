import CompositionalLayout

/// A placeholder view type for the section background decoration: this package draws
/// nothing, so any class serves to register the kind with the layout.
public final class SectionBackgroundView {}

extension LayoutExample {
    /// The element kinds of Apple's samples.
    public enum ElementKind {
        /// Item badges.
        public static let badge = "badge-element-kind"
        /// Section backgrounds.
        public static let background = "background-element-kind"
        /// Section headers.
        public static let sectionHeader = "section-header-element-kind"
        /// Section footers.
        public static let sectionFooter = "section-footer-element-kind"
        /// The layout's header.
        public static let layoutHeader = "layout-header-element-kind"
        /// The layout's footer.
        public static let layoutFooter = "layout-footer-element-kind"
    }

    /// A 20-point badge poking out of the top-trailing corner of each cell in a four-column
    /// grid (Apple sample: ItemBadgeSupplementaryViewController).
    public static let itemBadges = LayoutExample(
        name: "item-badges", summary: "Badges on the top-trailing corner of grid cells (Apple sample: ItemBadgeSupplementary)",
        itemCounts: [20]
    ) {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: badgeSize, elementKind: ElementKind.badge, containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The list section of Apple's header and footer samples: 44-point rows 5 points apart,
    /// inset 10 from the sides, with an estimated 44-point header and footer.
    @MainActor
    private static func headerFooterSection(pinHeader: Bool) -> NSCollectionLayoutSection {
        let section = listRows(insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: ElementKind.sectionHeader, alignment: .top)
        let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: ElementKind.sectionFooter, alignment: .bottom)
        if pinHeader {
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2
        }
        section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
        return section
    }

    /// Five list sections, each with a header and a footer (Apple sample:
    /// SectionHeadersFootersViewController).
    public static let sectionHeadersFooters = LayoutExample(
        name: "section-headers-footers",
        summary: "List sections with estimated headers and footers (Apple sample: SectionHeadersFooters)",
        itemCounts: [5, 5, 5, 5, 5]
    ) {
        UICollectionViewCompositionalLayout(section: headerFooterSection(pinHeader: false))
    }

    /// The same list with headers pinned to the top of the visible area and raised to
    /// zIndex 2 (Apple sample: PinnedSectionHeaderFooterViewController).
    public static let pinnedSectionHeaders = LayoutExample(
        name: "pinned-section-headers",
        summary: "List sections whose headers stay pinned while scrolling (Apple sample: PinnedSectionHeaderFooter)",
        itemCounts: [5, 5, 5, 5, 5]
    ) {
        UICollectionViewCompositionalLayout(section: headerFooterSection(pinHeader: true))
    }

    /// Rows on a background inset 5 points from the section, whose content is inset 10
    /// (Apple sample: SectionDecorationViewController).
    public static let sectionBackground = LayoutExample(
        name: "section-background",
        summary: "List sections on a background decoration inset 5 pt (Apple sample: SectionDecoration)",
        itemCounts: [5, 5, 5, 5, 5]
    ) {
        let section = listRows(insets: NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10))
        let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(elementKind: ElementKind.background)
        sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [sectionBackgroundDecoration]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(SectionBackgroundView.self, forDecorationViewOfKind: ElementKind.background)
        return layout
    }

    /// List sections 20 points apart between a header and a footer of the whole layout,
    /// set on the configuration (Apple doc: UICollectionViewCompositionalLayoutConfiguration,
    /// with vertical scrolling).
    public static let layoutHeaderFooter = LayoutExample(
        name: "layout-header-footer",
        summary: "A header and footer for the whole layout (Apple doc: UICollectionViewCompositionalLayoutConfiguration)",
        itemCounts: [5, 5, 5]
    ) {
        let section = listRows(insets: NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10))
        let headerFooterSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: ElementKind.layoutHeader, alignment: .top)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: headerFooterSize, elementKind: ElementKind.layoutFooter, alignment: .bottom)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 20
        configuration.boundarySupplementaryItems = [header, footer]
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }

    /// Full-width rows 44 points high and 5 points apart, the list of Apple's supplementary
    /// samples, inside `insets`.
    @MainActor
    private static func listRows(insets: NSDirectionalEdgeInsets) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 5
        section.contentInsets = insets
        return section
    }
}
