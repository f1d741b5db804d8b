@testable import CompositionalLayout
import Testing

/// List separators as views: each list cell shows the lines the list layout gives its row as
/// hairline subviews, handed by the collection view as it lays the cells out.
@MainActor
@Suite("List separator views")
struct ListSeparatorViewTests {
    /// A 390 × 600 view at scale 3 showing `items` one-line rows of a list made from
    /// `configuration`.
    func listView(_ configuration: UICollectionLayoutListConfiguration, items: [Int]) -> (UICollectionView, UICollectionViewDiffableDataSource<Int, Int>) {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.traitCollection = UITraitCollection(displayScale: 3)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    /// Whether `a` and `b` are the same rectangle within a billionth of a point.
    func close(_ a: CGRect?, _ b: CGRect) -> Bool {
        guard let a else { return false }
        return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    @Test("each row but the last shows its bottom line as a one-pixel view of the separator color")
    func bottomLines() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        let (view, _) = listView(configuration, items: [1, 2, 3])
        for item in 0..<3 {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
            #expect(cell.separatorViews.top == nil)
            guard item < 2 else {
                #expect(cell.separatorViews.bottom == nil)
                continue
            }
            let line = try #require(cell.separatorViews.bottom)
            #expect(line.superview === cell && line.backgroundColor == .separator)
            // From 20 to 390 − 10 = 380: 360 long, 1/3 point thick, along the bottom of the
            // cell's height h: y = h − 1/3.
            let height = cell.bounds.height
            #expect(close(line.frame, CGRect(x: 20, y: height - 1.0 / 3, width: 360, height: 1.0 / 3)))
            // Above the content view.
            #expect(try #require(cell.subviews.firstIndex { $0 === line }) > #require(cell.subviews.firstIndex { $0 === cell.contentView }))
        }
    }

    @Test("the configuration's color and the item handler's visibilities reach the views")
    func colorAndHandler() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.color = .systemRed
        configuration.itemSeparatorHandler = { indexPath, separators in
            var separators = separators
            if indexPath.item == 1 {
                separators.topSeparatorVisibility = .visible
                separators.topSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                separators.bottomSeparatorVisibility = .hidden
            }
            return separators
        }
        let (view, _) = listView(configuration, items: [1, 2, 3])
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(first.separatorViews.bottom?.backgroundColor == .systemRed)
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(second.separatorViews.bottom == nil)
        // The top line runs the whole row, 390 long, at y 0.
        #expect(close(second.separatorViews.top?.frame, CGRect(x: 0, y: 0, width: 390, height: 1.0 / 3)))
    }

    @Test("a row that becomes the last loses its line; one that stops being last gets it")
    func updates() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        let (view, dataSource) = listView(configuration, items: [1, 2, 3])
        let second = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(second.separatorViews.bottom != nil)
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([3])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let last = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        #expect(last.separatorViews.bottom == nil && !last.subviews.contains { $0.backgroundColor == .separator })
    }

    @Test("a cell shown in a list takes the list's appearance: an inset grouped row shows the grouped background")
    func appearance() throws {
        let (view, _) = listView(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: [1])
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(cell.listAppearance == .insetGrouped)
        let background = try #require(cell.subviews.first as? SystemBackgroundView)
        #expect(background.frame == cell.bounds && background.fillView.backgroundColor == .secondarySystemGroupedBackground)
    }

    @Test("an inset grouped section rounds its first row's top corners and its last row's bottom ones by 10 points")
    func insetGroupedCorners() throws {
        let (view, _) = listView(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: [1, 2, 3])
        func fill(_ item: Int) throws -> UIView {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell)
            return try #require(cell.subviews.first as? SystemBackgroundView).fillView
        }
        let top: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        let bottom: CACornerMask = [.layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        #expect(try fill(0).layer.cornerRadius == 10 && fill(0).layer.maskedCorners == top)
        #expect(try fill(1).layer.cornerRadius == 0)
        #expect(try fill(2).layer.cornerRadius == 10 && fill(2).layer.maskedCorners == bottom)
        // A single row is both: all four corners.
        let (single, _) = listView(UICollectionLayoutListConfiguration(appearance: .insetGrouped), items: [1])
        let cell = try #require(single.cellForItem(at: IndexPath(item: 0, section: 0)))
        let only = try #require(cell.subviews.first as? SystemBackgroundView).fillView
        #expect(only.layer.cornerRadius == 10 && only.layer.maskedCorners == top.union(bottom))
        // A plain list rounds nothing.
        let (plain, _) = listView(UICollectionLayoutListConfiguration(appearance: .plain), items: [1])
        let plainCell = try #require(plain.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(try #require(plainCell.subviews.first as? SystemBackgroundView).fillView.layer.cornerRadius == 0)
    }

    @Test("a list cell outside a collection view shows no separators")
    func outsideList() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        cell.layoutIfNeeded()
        #expect(cell.separatorViews.top == nil && cell.separatorViews.bottom == nil)
    }
}
