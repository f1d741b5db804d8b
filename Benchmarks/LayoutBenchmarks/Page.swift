import CompositionalLayout
import Foundation

/// W5, an App Store–like page: 200 sections that cycle through
///
/// - an orthogonal row (`.continuous`) of 150 × 200 cards, 8 apart, insets 8 / 16;
/// - a 2-column grid (cells 179 × 120, rows 8 apart, insets 16) under a pinned 44-high
///   header, each cell with a 20 × 20 badge on its top-trailing corner;
/// - a self-sizing list (rows `.estimated(44)`, measured at 44 + (i % 7) · 10), insets 8 top
///   and bottom.
///
/// Rows hold min(20, N / 200) cards (20 from N = 4,000 on); the other items are spread evenly
/// over the grid and list sections (the first ones take the remainder), so the page holds
/// exactly N items.
@MainActor
struct Page {
    enum SectionKind {
        case row, grid, list
    }

    static let sectionCount = 200
    /// The badge's element kind.
    static let badgeKind = "badge"
    /// The list section in the middle of the page, whose first row the update metric changes.
    static let middleListSection = 101

    let itemCounts: [Int]
    /// Where each section starts along the scroll axis.
    let sectionStarts: [Double]
    let contentHeight: Double

    static func kind(of section: Int) -> SectionKind {
        switch section % 3 {
        case 0: return .row
        case 1: return .grid
        default: return .list
        }
    }

    init(n: Int) {
        let rowCount = min(20, n / Self.sectionCount)
        let rowSections = (0..<Self.sectionCount).filter { Self.kind(of: $0) == .row }.count
        let others = Self.sectionCount - rowSections
        let rest = n - rowCount * rowSections
        var counts: [Int] = []
        var otherIndex = 0
        for section in 0..<Self.sectionCount {
            if Self.kind(of: section) == .row {
                counts.append(rowCount)
            } else {
                counts.append(rest / others + (otherIndex < rest % others ? 1 : 0))
                otherIndex += 1
            }
        }
        itemCounts = counts
        var starts: [Double] = []
        var y = 0.0
        for (section, count) in counts.enumerated() {
            starts.append(y)
            y += Self.sectionHeight(kind: Self.kind(of: section), count: count)
        }
        sectionStarts = starts
        contentHeight = y
    }

    static func sectionHeight(kind: SectionKind, count: Int) -> Double {
        switch kind {
        case .row: return 8 + 200 + 8
        case .grid:
            let rows = Double((count + 1) / 2)
            return 44 + 16 + 120 * rows + 8 * max(0, rows - 1) + 16
        case .list: return 8 + Workload.listRowsHeight(count) + 8
        }
    }

    func expectedFrame(section: Int, item i: Int) -> CGRect {
        let start = sectionStarts[section]
        switch Self.kind(of: section) {
        case .row: return CGRect(x: 16 + 158 * Double(i), y: start + 8, width: 150, height: 200)
        case .grid: return CGRect(x: 16 + 179 * Double(i % 2), y: start + 60 + 128 * Double(i / 2), width: 179, height: 120)
        case .list: return CGRect(x: 0, y: start + 8 + Workload.listRowsHeight(i), width: 390, height: Workload.listRowHeight(i))
        }
    }

    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, _ in
            switch kind(of: index) {
            case .row: return rowSection()
            case .grid: return gridSection()
            case .list: return listSection()
            }
        }
    }

    static func rowSection() -> NSCollectionLayoutSection {
        let card = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(200)),
            subitems: [card])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        return section
    }

    static func gridSection() -> NSCollectionLayoutSection {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            elementKind: badgeKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            repeatingSubitem: cell, count: 2)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return section
    }

    static func listSection() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(
            group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 0, bottom: 8, trailing: 0)
        return section
    }

    /// Target 6's pair: 10,000 sections, each a 40-high header (pinned or not) over two
    /// 44-high rows (W1's).
    static func manySectionsLayout(pinned: Bool) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, _ in
            let section = Workload.list(estimated: false)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = pinned
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}
