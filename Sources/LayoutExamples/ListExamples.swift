import CompositionalLayout

/// List layouts in the spirit of the list pages of Apple's "Implementing Modern Collection
/// Views" sample, written from scratch against `UICollectionLayoutListConfiguration`.
///
/// Every example here sizes its rows, headers and footers itself, so each carries a
/// measuring rule that stands in for the cells' content and depends only on the element's
/// kind and index path.
extension LayoutExample {
    // MARK: Examples

    /// One section of full-width rows, the simplest list there is (the idea of the sample's
    /// simple list page).
    ///
    /// ```
    /// |[ row 0        ]|   44
    /// |[ row 1        ]|   60
    /// |[ row 2        ]|   44 …
    /// ```
    public static let listPlain = LayoutExample(
        name: "list-plain",
        summary: "Plain list: one section of full-width self-sizing rows, 44/60 (Apple sample idea: simple list)",
        itemCounts: [20],
        preferredSize: { listPreferredSize(for: $0) }
    ) {
        UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
    }

    /// Full-width rows in sections, each under a supplementary header and over a
    /// supplementary footer, with the grouped appearance's space between sections (the
    /// idea of the sample's list-appearances page, grouped).
    public static let listGrouped = LayoutExample(
        name: "list-grouped",
        summary: "Grouped list: three sections with self-sizing headers and footers (Apple sample idea: list appearances)",
        itemCounts: [3, 4, 2],
        preferredSize: { listPreferredSize(for: $0) }
    ) {
        UICollectionViewCompositionalLayout.list(using: headedAndFootedList(.grouped))
    }

    /// The grouped example inset by the layout margins on both sides, as in Settings (the
    /// idea of the sample's list-appearances page, inset grouped).
    ///
    /// ```
    /// |  [ header   ]  |
    /// |  [ row      ]  |
    /// |  [ footer   ]  |
    /// |                |   space between sections
    /// |  [ header   ]  |
    /// ```
    public static let listInsetGrouped = LayoutExample(
        name: "list-inset-grouped",
        summary: "Inset-grouped list: three sections with headers and footers in the layout margins (Apple sample idea: list appearances)",
        itemCounts: [4, 2, 5],
        preferredSize: { listPreferredSize(for: $0) }
    ) {
        UICollectionViewCompositionalLayout.list(using: headedAndFootedList(.insetGrouped))
    }

    /// A sidebar whose sections each start with a header row: the first item of every
    /// section is styled as its header, so no supplementary view is involved (the idea of
    /// the sample's sidebar page).
    public static let listSidebar = LayoutExample(
        name: "list-sidebar",
        summary: "Sidebar: three sections whose first item is the header (.firstItemInSection) (Apple sample idea: sidebar)",
        itemCounts: [4, 5, 3],
        preferredSize: { sidebarPreferredSize(for: $0) }
    ) {
        UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.headerMode = .firstItemInSection
            return .list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// One section provider mixing three kinds of section: an inset-grouped list under a
    /// header, a grid of five square cells per row inside the layout margins, and a row of
    /// media items that scrolls sideways (`orthogonalLayoutSectionForMediaItems()`).
    ///
    /// ```
    /// |  [ header   ]  |   section 0: list
    /// |  [ row      ]  |
    /// |  [][][][][]    |   section 1: grid
    /// |  [ media ][ media ][ me→   section 2: scrolls sideways
    /// ```
    public static let listMixed = LayoutExample(
        name: "list-mixed",
        summary: "A list, a five-column grid and a sideways media row from one section provider",
        itemCounts: [3, 10, 8],
        preferredSize: { mixedPreferredSize(for: $0) }
    ) {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            switch sectionIndex {
            case 0:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return .list(using: configuration, layoutEnvironment: environment)
            case 1:
                return marginGridSection()
            default:
                return .orthogonalLayoutSectionForMediaItems()
            }
        }
    }

    // MARK: Measuring rules

    /// The measuring rule of `list-plain`, `list-grouped` and `list-inset-grouped`. It keeps
    /// the proposed width (list rows take the section's width anyway):
    ///
    /// - a section header needs 38 points, a section footer 30;
    /// - row `i` of any section holds one or two lines: 44 + 16 × (i % 2) points
    ///   (44, 60, 44, …).
    @MainActor
    public static func listPreferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let proposed = attributes.size
        switch attributes.representedElementCategory {
        case .supplementaryView where attributes.representedElementKind == UICollectionView.elementKindSectionHeader:
            return CGSize(width: proposed.width, height: 38)
        case .supplementaryView where attributes.representedElementKind == UICollectionView.elementKindSectionFooter:
            return CGSize(width: proposed.width, height: 30)
        case .cell:
            return CGSize(width: proposed.width, height: 44 + 16 * CGFloat(attributes.indexPath.item % 2))
        default:
            return proposed
        }
    }

    /// The measuring rule of `list-sidebar`: a section's header row (item 0) needs 38
    /// points, every other row 44; the proposed width is kept.
    @MainActor
    public static func sidebarPreferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        let proposed = attributes.size
        guard attributes.representedElementCategory == .cell else { return proposed }
        return CGSize(width: proposed.width, height: attributes.indexPath.item == 0 ? 38 : 44)
    }

    /// The measuring rule of `list-mixed`: the list section (section 0) measures as
    /// ``listPreferredSize(for:)``; the grid and the media row are not self-sizing and keep
    /// their proposed sizes.
    @MainActor
    public static func mixedPreferredSize(for attributes: UICollectionViewLayoutAttributes) -> CGSize {
        attributes.indexPath.section == 0 ? listPreferredSize(for: attributes) : attributes.size
    }

    // MARK: Private

    /// A list configuration of `appearance` whose sections have a supplementary header and
    /// footer.
    private static func headedAndFootedList(
        _ appearance: UICollectionLayoutListConfiguration.Appearance
    ) -> UICollectionLayoutListConfiguration {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        return configuration
    }

    /// Five square slots per row, a fifth of the width between the layout margins each,
    /// with the cell inset 4 points inside its slot, so the grid lines up with the list's
    /// rows above it.
    @MainActor
    private static func marginGridSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsetsReference = .layoutMargins
        return section
    }
}
