import CompositionalLayout
import LayoutExamples
import Testing

/// Where a row's offset lives: the layout keeps it, constrained by its row when set and again
/// whenever the row changes (`prepare()`, a measurement), by section (O-6).
@MainActor
@Suite("Orthogonal row offsets across prepare and measuring")
struct OrthogonalOffsetStateTests {
    /// O-E1 with OB-8's correction (see `OrthogonalTests`): W = 390, insets 16 leading and
    /// trailing, groups 312 × 200 holding one item, 10 apart; a row that never bounces, or no
    /// row at all.
    private static func carousel(isRow: Bool = true) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = isRow ? .continuous : .none
        section.orthogonalScrollingProperties.bounce = .never
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    @Test("an offset is kept across prepare(); a row that became shorter brings it back to its new end")
    func keptAcrossPrepare() {
        let layout = UICollectionViewCompositionalLayout(section: Self.carousel())
        let host = Host(layout, itemCounts: [5], width: 390, height: 844)
        let view = host.collectionView
        // 5 groups: C = 16 + 5 × 312 + 4 × 10 + 16 = 1632, M = 1632 − 390 = 1242.
        view.setOrthogonalScrollOffset(CGPoint(x: 1000, y: 0), forSection: 0)
        layout.invalidateLayout()
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 1000, y: 0))
        // 3 groups: C = 16 + 3 × 312 + 2 × 10 + 16 = 988, M = 988 − 390 = 598.
        host.dataSource.itemCounts = [3]
        view.reloadData()
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 598, y: 0))
        // The view shows the row's content 598 … 988: item 1 (338 … 650) and item 2 (660 … 972).
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        // Growing again does not bring back 1000: the offset is 598 now.
        host.dataSource.itemCounts = [5]
        view.reloadData()
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 598, y: 0))
    }

    @Test("a section that stops being a row has no offset, and gets its offset back when it is a row again")
    func keptBySection() {
        var isRow = true
        let layout = UICollectionViewCompositionalLayout { _, _ in Self.carousel(isRow: isRow) }
        let host = Host(layout, itemCounts: [5], width: 390, height: 844)
        let view = host.collectionView
        view.setOrthogonalScrollOffset(CGPoint(x: 300, y: 0), forSection: 0)
        isRow = false
        layout.invalidateLayout()
        #expect(view.orthogonalScrollOffset(forSection: 0) == .zero)
        #expect(view.orthogonalContentSize(forSection: 0) == nil)
        isRow = true
        layout.invalidateLayout()
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 300, y: 0))
    }

    @Test("measured cells that shorten a row bring its offset back within it")
    func constrainedAgainWhenMeasured() {
        // A row of 5 groups of one item, both 200 wide by estimate and 100 high, in a 375-wide
        // view: C = 5 × 200 = 1000, M = 1000 − 375 = 625.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(200), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(200), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalScrollingProperties.bounce = .never
        let host = Host(UICollectionViewCompositionalLayout(section: section), itemCounts: [5])
        let view = host.collectionView
        view.setOrthogonalScrollOffset(CGPoint(x: 600, y: 0), forSection: 0)
        view.preferredSizeProvider = { CGSize(width: 100, height: $0.size.height) }
        view.layoutIfNeeded()
        // At 600 the view shows 600 … 975: items 2 (400 … 600, touching), 3 and 4 are measured
        // 100 wide: C = 2 × 200 + 3 × 100 = 700, M = 325, the offset becomes 325. Then the view
        // shows 325 … 700: item 1 (200 … 400) is measured: C = 600, M = 225, offset 225. At 225
        // item 0 (0 … 200) is not shown, so it keeps its estimate.
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 225, y: 0))
        #expect(view.orthogonalContentSize(forSection: 0) == CGSize(width: 600, height: 100))
        // Shown: 225 … 600, items 1 (200 … 300) … 4 (500 … 600, touching).
        #expect(view.indexPathsForVisibleItems == (1...4).map { IndexPath(item: $0, section: 0) })
    }

    @Test("a layout that replaces another starts with every row at offset 0")
    func newLayoutStartsAtZero() {
        let host = Host(UICollectionViewCompositionalLayout(section: Self.carousel()), itemCounts: [5], width: 390, height: 844)
        let view = host.collectionView
        view.setOrthogonalScrollOffset(CGPoint(x: 300, y: 0), forSection: 0)
        view.setCollectionViewLayout(UICollectionViewCompositionalLayout(section: Self.carousel()), animated: false)
        #expect(view.orthogonalScrollOffset(forSection: 0) == .zero)
    }
}
