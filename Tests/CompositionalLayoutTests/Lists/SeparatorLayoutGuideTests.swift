@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 27 §3: a list cell's separator layout guide reads where the list layout runs the
/// row's separator.
@MainActor
@Suite("Separator layout guide")
struct SeparatorLayoutGuideTests {
    @Test("The guide spans the separator's length, the cell's height")
    func followsSeparator() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.separatorConfiguration.bottomSeparatorInsets = NSDirectionalEdgeInsets(
            top: 0, leading: 20, bottom: 0, trailing: 10)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        view.traitCollection = UITraitCollection(displayScale: 1)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1, 2])
        dataSource.apply(snapshot, animatingDifferences: false)
        view.layoutIfNeeded()
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        // From the 20-point leading inset to 10 before the trailing edge: 320 − 30 = 290 long.
        #expect(cell.separatorLayoutGuide.layoutFrame == CGRect(x: 20, y: 0, width: 290, height: cell.bounds.height))
        #expect(cell.separatorLayoutGuide === cell.separatorLayoutGuide)
        #expect(cell.layoutGuides.contains(cell.separatorLayoutGuide))
    }

    @Test("A cell outside a list reads its bounds")
    func outsideList() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 5, y: 7, width: 200, height: 44))
        #expect(cell.separatorLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 200, height: 44))
    }
}
