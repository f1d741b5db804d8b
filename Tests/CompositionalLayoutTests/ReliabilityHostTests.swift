import CompositionalLayout
import LayoutCore
import LayoutExamples
import Testing

/// Regression tests for the reliability defects of issue 8 that the headless host showed,
/// each named after the defect.
@MainActor
@Suite("Reliability: the host")
struct ReliabilityHostTests {
    /// A row of groups 0.8 of the width (312 in a 390-wide view), spacing 10, insets 16:
    /// item k at x = 16 + 322k, 312 wide; five items make C = 16 + 5 × 312 + 4 × 10 + 16 = 1632.
    private func carousel(bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.BounceBehavior)
        -> NSCollectionLayoutSection
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalScrollingProperties.bounce = bounce
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    private func list() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test("Reliability: an overscrolled row (bounce .always) shows the elements of the offset it reports")
    func overscrolledRowAgrees() {
        let host = Host(
            UICollectionViewCompositionalLayout(section: carousel(bounce: .always)), itemCounts: [5], width: 390,
            height: 844)
        let view = host.collectionView
        // 258 past the end (M = 1632 − 390 = 1242): the view shows row x 1500 … 1890.
        view.setOrthogonalScrollOffset(CGPoint(x: 1500, y: 0), forSection: 0)
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 1500, y: 0))
        // Item 4 (1304 … 1616) shows at −196 … 116; item 3 (982 … 1294) at −518 … −206 does not.
        // Clamped to 1242, item 3 would still show (1242 < 1294).
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("Reliability: a continuous row of Int.max items scrolled to 1e300 is coordinatesTooLarge, not a trap")
    func intMaxRowScrolledToItsEnd() {
        let layout = UICollectionViewCompositionalLayout(section: carousel(bounce: .automatic))
        let host = Host(layout, itemCounts: [Int.max], width: 390, height: 844)
        #expect(layout.preparationError?.reason == .coordinatesTooLarge(limit: 1e15))
        #expect(layout.preparationError?.path.description == "section 0")
        host.collectionView.setOrthogonalScrollOffset(CGPoint(x: 1e300, y: 0), forSection: 0)
        #expect(host.collectionView.indexPathsForVisibleItems.isEmpty)
    }

    @Test("Reliability: layoutAttributesForElements(in: .infinite) returns every element")
    func infiniteRect() {
        let layout = list()
        _ = Host(layout, itemCounts: [3])
        // Three 44-point rows at y 0, 44, 88.
        let found = layout.layoutAttributesForElements(in: .infinite) ?? []
        #expect(found.map(\.indexPath) == [0, 1, 2].map { IndexPath(item: $0, section: 0) })
        #expect(found.map(\.frame.minY) == [0, 44, 88])
    }

    @Test("Reliability: a negative collection view width is invalidContainer, not taken as positive")
    func negativeWidth() {
        let layout = list()
        _ = Host(layout, itemCounts: [3], width: -10)
        #expect(layout.preparationError?.reason == .invalidContainer(CGSize(width: -10, height: 812)))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("Limits: a display scale that is negative, NaN or infinite is invalidDisplayScale")
    func badDisplayScale() {
        for scale in [-1, CGFloat.nan, .infinity] {
            let layout = list()
            let host = Host(layout, itemCounts: [3])
            host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
                host.collectionView.traitCollection, UITraitCollection(displayScale: scale),
            ])
            host.collectionView.layoutIfNeeded()
            #expect(layout.preparationError?.path.description == "traitCollection › displayScale")
            if case .invalidDisplayScale = layout.preparationError?.reason {} else {
                Issue.record("scale \(scale): \(String(describing: layout.preparationError))")
            }
        }
    }

    @Test("Limits: a NaN content offset counts as 0 on that axis")
    func nanContentOffset() {
        let host = Host(list(), itemCounts: [100])
        host.collectionView.contentOffset = CGPoint(x: CGFloat.nan, y: 100)
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: 100))
        host.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat.nan)
        #expect(host.collectionView.contentOffset == .zero)
        // Rows 0 … 18 touch the 812-point bounds at the top: ⌈812 / 44⌉ = 19 rows (row 18 at 792).
        #expect(host.collectionView.indexPathsForVisibleItems.count == 19)
    }
}
