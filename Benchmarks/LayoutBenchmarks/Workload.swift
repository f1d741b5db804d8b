import CompositionalLayout
import Foundation

/// The five workloads of the performance issue, built through the Apple-named API, with the
/// closed forms every frame is checked against.
///
/// Container 390 × 844, vertical scrolling, display scale 3 (the headless view's default).
@MainActor
struct Workload {
    enum Kind: String, CaseIterable {
        case w1 = "W1", w2 = "W2", w3 = "W3", w4 = "W4", w5 = "W5"
    }

    /// The container (and viewport) size.
    static let width: CGFloat = 390
    static let height: CGFloat = 844

    let kind: Kind
    let n: Int
    /// Items per section (one section for W1–W4).
    let itemCounts: [Int]
    /// W5 only: the section plan and where each section starts.
    let page: Page?

    init(kind: Kind, n: Int) {
        self.kind = kind
        self.n = n
        if kind == .w5 {
            let page = Page(n: n)
            self.page = page
            itemCounts = page.itemCounts
        } else {
            page = nil
            itemCounts = [n]
        }
    }

    /// Rows of three (W2, W3).
    var rows: Int { (n + 2) / 3 }

    /// Whether the workload measures its self-sizing cells through `preferredSizeProvider`
    /// before anything is timed (W4 every row, W5 every list row).
    var measuresEverything: Bool { kind == .w4 || kind == .w5 }

    // MARK: Layouts

    /// The workload's layout. With `selfSizing`, W1–W3 are built with `.estimated` heights
    /// equal to their fixed heights (the twin the update metric measures one cell of: a
    /// compositional layout can change one cell's height only through self-sizing);
    /// unmeasured, the twin's frames are the same as the fixed layout's.
    func makeLayout(selfSizing: Bool = false) -> UICollectionViewCompositionalLayout {
        switch kind {
        case .w1: return UICollectionViewCompositionalLayout(section: Self.list(estimated: selfSizing))
        case .w4: return UICollectionViewCompositionalLayout(section: Self.list(estimated: true))
        case .w2: return UICollectionViewCompositionalLayout(section: Self.grid(estimated: selfSizing))
        case .w3: return UICollectionViewCompositionalLayout(section: Self.nested(estimated: selfSizing))
        case .w5: return Page.makeLayout()
        }
    }

    /// W1 / W4: full-width rows 44 high.
    static func list(estimated: Bool) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(44) : .absolute(44))
        let row = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return NSCollectionLayoutSection(group: row)
    }

    /// W2: thirds of 390 − 2 × 12 = 366 (122 each), inset 4 at the sides (114 wide, 8 between
    /// cells), inside section insets 16 top and bottom, 12 at the sides; rows 130 high, 8 apart:
    /// item i at (16 + 122 (i % 3), 16 + 138 (i / 3), 114, 130).
    static func grid(estimated: Bool) -> NSCollectionLayoutSection {
        let cell = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: estimated ? .estimated(130) : .fractionalHeight(1)))
        cell.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(130) : .absolute(130)),
            repeatingSubitem: cell, count: 3)
        let section = NSCollectionLayoutSection(group: row)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 12, bottom: 16, trailing: 12)
        return section
    }

    /// W3: a big cell (2/3 wide, 200 high) beside a stack of two cells (1/3 wide, 100 high).
    static func nested(estimated: Bool) -> NSCollectionLayoutSection {
        let big = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(2.0 / 3), heightDimension: estimated ? .absolute(200) : .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(100) : .fractionalHeight(0.5)))
        let stack = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: estimated ? .estimated(200) : .fractionalHeight(1)),
            repeatingSubitem: small, count: 2)
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: estimated ? .estimated(200) : .absolute(200)),
            subitems: [big, stack])
        return NSCollectionLayoutSection(group: row)
    }

    // MARK: Self-sizing answers

    /// The height `preferredSizeProvider` answers for a self-sizing cell: W4's rows and W5's
    /// list rows measure 44 + (i % 7) · 10; the self-sizing twins of W1–W3 answer their fixed
    /// heights (so only the cell the update metric changes moves anything).
    func measuredHeight(section: Int, item: Int) -> CGFloat {
        switch kind {
        case .w1: return 44
        case .w2: return 130
        case .w3: return 100
        case .w4, .w5: return Self.listRowHeight(item)
        }
    }

    /// 44 + (i % 7) · 10.
    static func listRowHeight(_ item: Int) -> CGFloat {
        CGFloat(44 + (item % 7) * 10)
    }

    /// The sum of `listRowHeight` over rows 0 ..< i: every 7 rows add 7 · 44 + 10 · 21 = 518.
    static func listRowsHeight(_ i: Int) -> Double {
        let q = i / 7
        let r = i % 7
        return Double(518 * q + 44 * r + 5 * r * (r - 1))
    }

    // MARK: Closed forms

    /// Where cell `item` of `section` must be (issue 11's formulas).
    func expectedFrame(section: Int, item i: Int) -> CGRect {
        switch kind {
        case .w1:
            return CGRect(x: 0, y: 44 * Double(i), width: 390, height: 44)
        case .w2:
            return CGRect(x: 16 + 122 * Double(i % 3), y: 16 + 138 * Double(i / 3), width: 114, height: 130)
        case .w3:
            let y = 200 * Double(i / 3)
            switch i % 3 {
            case 0: return CGRect(x: 0, y: y, width: 260, height: 200)
            case 1: return CGRect(x: 260, y: y, width: 130, height: 100)
            default: return CGRect(x: 260, y: y + 100, width: 130, height: 100)
            }
        case .w4:
            return CGRect(x: 0, y: Self.listRowsHeight(i), width: 390, height: Self.listRowHeight(i))
        case .w5:
            return page!.expectedFrame(section: section, item: i)
        }
    }

    /// The content height the closed forms give.
    var expectedContentHeight: Double {
        switch kind {
        case .w1: return 44 * Double(n)
        case .w2: return 24 + 138 * Double(rows)
        case .w3: return 200 * Double(rows)
        case .w4: return Self.listRowsHeight(n)
        case .w5: return page!.contentHeight
        }
    }

    /// The tallest cell (for the expected-hits search).
    var tallestCell: Double {
        switch kind {
        case .w1: return 44
        case .w2: return 130
        case .w3: return 200
        case .w4, .w5: return 104
        }
    }

    /// The cell whose height grows by 50 in the update metric: W1 and W4 item N/2, W2 the first
    /// item of the middle row, W3 the first small item of the middle row, W5 the first row of
    /// the middle list section.
    var updateTarget: IndexPath {
        switch kind {
        case .w1, .w4: return IndexPath(item: n / 2, section: 0)
        case .w2: return IndexPath(item: 3 * (rows / 2), section: 0)
        case .w3: return IndexPath(item: 3 * (rows / 2) + 1, section: 0)
        case .w5: return IndexPath(item: 0, section: Page.middleListSection)
        }
    }

    /// The last cell, whose move the check line reports as `update_shift`.
    var lastItem: IndexPath {
        let section = itemCounts.count - 1
        return IndexPath(item: itemCounts[section] - 1, section: section)
    }

    /// Every cell in index-path order.
    func forEachCell(_ body: (Int, Int) -> Void) {
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<count { body(section, item) }
        }
    }
}

/// A data source with fixed item counts.
@MainActor
final class CountsDataSource: UICollectionViewDataSource {
    let itemCounts: [Int]

    init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }
}

/// A data source with fixed item counts that shows a plain cell for each item, as an app's
/// does, counting the cells it is asked for.
@MainActor
final class CellsDataSource: UICollectionViewDataSource {
    let itemCounts: [Int]
    /// Cells asked for so far.
    private(set) var cellsAsked = 0

    init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts[section]
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: BenchCell.identifier, for: indexPath)
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: BenchCell.identifier, for: indexPath)
    }
}

/// The cell the views benchmark shows, counting its instances.
final class BenchCell: UICollectionViewCell {
    static let identifier = "cell"
    @MainActor static var made = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
