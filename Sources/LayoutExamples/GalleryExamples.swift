import CompositionalLayout

extension LayoutExample {
    /// Five square cells per row, edge to edge (the "Grid" of Apple's modern collection views
    /// sample).
    public static let grid = LayoutExample(
        name: "grid", summary: "Five square cells per row, edge to edge (Apple sample: Grid)", itemCounts: [30]
    ) {
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.2)),
            subitems: [cell])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row))
    }

    /// Sections that each lay out differently: a one-column list, a five-column grid and a
    /// three-column grid, in turn (Apple sample: DistinctSections).
    public static let distinctSections = LayoutExample(
        name: "distinct-sections",
        summary: "A list, a five-column grid and a three-column grid in turn (Apple sample: DistinctSections)",
        itemCounts: [6, 10, 9]
    ) {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            columnsSection(style: ColumnStyle.allCases[sectionIndex % ColumnStyle.allCases.count], wide: false)
        }
    }

    /// The sections of `distinct-sections`, with twice the columns when the container is
    /// wider than 800 points (Apple sample: AdaptiveSections).
    public static let adaptiveSections = LayoutExample(
        name: "adaptive-sections",
        summary: "Distinct sections that double their columns beyond 800 pt wide (Apple sample: AdaptiveSections)",
        itemCounts: [6, 10, 9]
    ) {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            columnsSection(
                style: ColumnStyle.allCases[sectionIndex % ColumnStyle.allCases.count],
                wide: environment.container.effectiveContentSize.width > 800)
        }
    }

    /// How a section of `distinct-sections` lays out its items.
    enum ColumnStyle: CaseIterable {
        /// Full-width rows 44 points high.
        case list
        /// Five square cells per row.
        case fiveColumns
        /// Three square cells per row.
        case threeColumns

        /// Columns in a narrow container.
        var columns: Int {
            switch self {
            case .list: return 1
            case .fiveColumns: return 5
            case .threeColumns: return 3
            }
        }
    }

    /// A section of `style`, with twice its columns when `wide`: cells inset 2 points, rows
    /// 44 high for lists and square otherwise; a row holds as many cells as fit.
    @MainActor
    private static func columnsSection(style: ColumnStyle, wide: Bool) -> NSCollectionLayoutSection {
        let columns = CGFloat(style.columns * (wide ? 2 : 1))
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / columns), heightDimension: .fractionalHeight(1)))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let height: NSCollectionLayoutDimension = style == .list ? .absolute(44) : .fractionalWidth(1 / columns)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: height),
            subitems: [cell])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    /// A feed of news cards whose heights come from their text: full-width cards estimated at
    /// 100 points, 10 apart, inset 10 (Apple sample: ConferenceNewsFeed). Card `i` measures
    /// 90 + 30 × (i % 4) points.
    public static let conferenceNewsFeed = LayoutExample(
        name: "conference-news-feed",
        summary: "Self-sizing news cards 10 pt apart (Apple sample: ConferenceNewsFeed)", itemCounts: [12],
        preferredSize: { CGSize(width: $0.size.width, height: 90 + 30 * CGFloat($0.indexPath.item % 4)) }
    ) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(100))
        let card = NSCollectionLayoutItem(layoutSize: size)
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [card]))
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Rows of video thumbnails that page sideways one group at a time, each row under a
    /// self-sizing title (Apple sample: ConferenceVideoSessions). Groups are 80 % of the width
    /// and 250 high, 16 apart; titles measure 32 points.
    public static let conferenceVideoSessions = LayoutExample(
        name: "conference-video-sessions",
        summary: "Titled rows of video cards paging one group at a time (Apple sample: ConferenceVideoSessions)",
        itemCounts: [5, 4, 6],
        preferredSize: { CGSize(width: $0.size.width, height: 32) }
    ) {
        let video = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(250)),
            subitems: [video])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 16
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A photo mosaic from nested groups, repeating every six photos: a full-width photo half
    /// as high as wide, a large photo beside two stacked ones, and a row of two (photos inset
    /// 1 point, so 2 points apart).
    public static let photoMosaic = LayoutExample(
        name: "photo-mosaic",
        summary: "Nested groups: a wide photo, a large one beside two stacked, then two side by side", itemCounts: [18]
    ) {
        @MainActor func photo(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutItem {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: height))
            item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
            return item
        }
        let wide = photo(.fractionalWidth(1), .fractionalWidth(0.5))
        let stacked = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)),
            repeatingSubitem: photo(.fractionalWidth(1), .fractionalHeight(0.5)), count: 2)
        let large = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(2 / 3)),
            subitems: [photo(.fractionalWidth(2 / 3), .fractionalHeight(1)), stacked])
        let pair = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.5)),
            repeatingSubitem: photo(.fractionalWidth(0.5), .fractionalHeight(1)), count: 2)
        let mosaic = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(5 / 3)),
            subitems: [wide, large, pair])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: mosaic))
    }

    /// A two-column waterfall built on a custom group: each group holds eight cards whose
    /// heights cycle through `waterfallHeights`, each card going to the shorter column, 8
    /// points apart; the group is as tall as its taller column.
    public static let waterfall = LayoutExample(
        name: "waterfall", summary: "Two-column waterfall from a custom group of eight cards of varied heights",
        itemCounts: [24]
    ) {
        let frames = waterfallFrames(width: 390)
        let height = frames.map(\.maxY).max() ?? 0
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height + 8))
        ) { environment in
            waterfallFrames(width: environment.container.effectiveContentSize.width).map {
                NSCollectionLayoutGroupCustomItem(frame: $0)
            }
        }
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// The heights of a waterfall group's eight cards.
    static let waterfallHeights: [CGFloat] = [180, 120, 140, 220, 100, 160, 200, 130]

    /// The frames of one waterfall group in a container `width` wide: two columns 8 apart
    /// with 8 points at the sides; each card goes to the column that ends higher (the left
    /// one on a tie) and leaves 8 points below it.
    static func waterfallFrames(width: CGFloat) -> [CGRect] {
        let columnWidth = max(0, (width - 24) / 2)
        var columnEnds: [CGFloat] = [8, 8]
        return waterfallHeights.map { height in
            let column = columnEnds[1] < columnEnds[0] ? 1 : 0
            let frame = CGRect(x: 8 + CGFloat(column) * (columnWidth + 8), y: columnEnds[column], width: columnWidth, height: height)
            columnEnds[column] += height + 8
            return frame
        }
    }

    /// A social feed of self-sizing posts under a self-sizing header: posts estimated at 300
    /// measure 240 + 60 × (i % 3) points, the header 60; posts are 12 apart.
    public static let selfSizingFeed = LayoutExample(
        name: "self-sizing-feed", summary: "Self-sizing posts under a self-sizing header, 12 pt apart", itemCounts: [15],
        preferredSize: {
            let height: CGFloat =
                $0.representedElementCategory == .cell ? 240 + 60 * CGFloat($0.indexPath.item % 3) : 60
            return CGSize(width: $0.size.width, height: height)
        }
    ) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(300))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.interGroupSpacing = 12
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: ElementKind.sectionHeader, alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A tag cloud: tags that size to their text, 8 points apart, wrap into rows 8 points
    /// apart inside 16-point section insets. The tags are estimated 60 points wide; a row
    /// holds as many measured tags as fit and the next row starts with the rest (flowing
    /// groups). Tag `i` measures `tagWidths[i % 8]` × 32 points.
    public static let tagCloud = LayoutExample(
        name: "tag-cloud", summary: "Self-sizing tags wrapping into rows: each row holds the measured tags that fit",
        itemCounts: [40],
        preferredSize: {
            $0.representedElementCategory == .cell
                ? CGSize(width: tagWidths[$0.indexPath.item % tagWidths.count], height: 32) : $0.size
        }
    ) {
        let tag = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(60), heightDimension: .estimated(32)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(32)),
            subitems: [tag])
        row.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// The widths the `tag-cloud` example's tags measure, in turn.
    public static let tagWidths: [CGFloat] = [72, 48, 88, 64, 40, 56, 80, 44]

    /// A three-column grid of 1,000,000 items: cells 114 × 130 on a 390-wide view, 8 points
    /// apart both ways and 16 from the edges (the benchmark's W2), from thirds of the width
    /// inset 4 on every side inside a section inset 12. A fixed-size group is solved once,
    /// whatever the count.
    public static let millionGrid = LayoutExample(
        name: "million-grid", summary: "1,000,000 items in a three-column grid, solved once", itemCounts: [1_000_000]
    ) {
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(138)),
            subitems: [cell])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 12, bottom: 12, trailing: 12)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
