import CompositionalLayout
import LayoutTestSupport
import Testing

/// `visibleItemsInvalidationHandler` (O-17 … O-20, K-11).
@MainActor
@Suite("Visible-items handler")
struct VisibleItemsHandlerTests {
    /// The carousel of O-E1 (groups 312 × 200 at x = 16 + 322k, OB-8) whose cells shrink with
    /// their distance from the view's centre, down to 0.8.
    @MainActor
    private final class Carousel {
        var offsets: [CGPoint] = []
        var containerSizes: [CGSize] = []
        var visibleItems: [[Int]] = []
        let host: TestHost

        init() {
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.interGroupSpacing = 10
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            // Weak: the handler is kept by the section, which the layout keeps, which `host`
            // keeps; a strong capture of the carousel closed that into a retain cycle.
            weak var recorder: Carousel?
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                recorder?.offsets.append(offset)
                recorder?.containerSizes.append(environment.container.contentSize)
                recorder?.visibleItems.append(items.map(\.indexPath.item))
                let width = environment.container.contentSize.width
                for item in items {
                    let distance = abs(item.frame.midX - offset.x - width / 2)
                    let scale = max(1 - distance / width, 0.8)
                    item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    item.alpha = scale
                }
            }
            host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [5], width: 390, height: 844)
            recorder = self
            host.collectionView.reloadData()
            host.collectionView.layoutIfNeeded()
        }
    }

    @Test("The carousel scales cells by their distance from the centre, and follows the row's offset")
    func carouselScaling() throws {
        let carousel = Carousel()
        let view = carousel.host.collectionView
        // At offset 0 the view shows items 0 (16 … 328) and 1 (338 … 650 → from 338).
        #expect(carousel.visibleItems.last == [0, 1])
        #expect(carousel.offsets.last == .zero)
        #expect(carousel.containerSizes.last == CGSize(width: 390, height: 844))
        // Item 0: midX 172, distance |172 − 195| = 23, scale 1 − 23/390 = 0.941026.
        let first = try #require(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        // 23/390 is inexact: checked to rounding.
        expectValue(first.transform.a, 1 - 23.0 / 390, within: .rounding)
        expectValue(first.transform.d, 1 - 23.0 / 390, within: .rounding)
        expectValue(first.alpha, 1 - 23.0 / 390, within: .rounding)
        // The transform scales about the centre (172, 100): the frame is the scaled box.
        #expect(first.center == CGPoint(x: 172, y: 100))
        // Item 1: midX 494, distance 299 → 1 − 299/390 = 0.233 → floor 0.8.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.transform.a == 0.8)
        // Item 3 is not visible: untouched.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.transform == .identity)

        view.setOrthogonalScrollOffset(CGPoint(x: 322, y: 0), forSection: 0)
        view.layoutIfNeeded()
        // Shown at x − 322: item 0 −306 … 6, item 1 16 … 328, item 2 338 … 650.
        #expect(carousel.visibleItems.last == [0, 1, 2])
        #expect(carousel.offsets.last == CGPoint(x: 322, y: 0))
        // Item 1 is now where item 0 was: 494 − 322 = 172 → 0.941026; item 0 at −150 → 0.8.
        let second = try #require(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        expectValue(second.transform.a, 1 - 23.0 / 390, within: .rounding)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.transform.a == 0.8)
        // The query for the view's bounds returns the transformed attributes too.
        let shown = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        #expect(shown.first { $0.indexPath.item == 2 }?.transform.a == 0.8)
    }

    @Test("The carousel's handler does not keep the carousel alive (it used to: a retain cycle)")
    func carouselIsReleased() {
        weak var released: Carousel?
        weak var releasedLayout: UICollectionViewLayout?
        do {
            let carousel = Carousel()
            released = carousel
            releasedLayout = carousel.host.collectionView.collectionViewLayout
            #expect(carousel.offsets.count == 1)
        }
        #expect(released == nil)
        #expect(releasedLayout == nil)
    }

    @Test("The handler is not called again until something scrolls")
    func calledPerScrollState() {
        let carousel = Carousel()
        let calls = carousel.offsets.count
        _ = carousel.host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        carousel.host.collectionView.layoutIfNeeded()
        #expect(carousel.offsets.count == calls)
        carousel.host.collectionView.contentOffset = CGPoint(x: 0, y: 10)
        carousel.host.collectionView.layoutIfNeeded()
        #expect(carousel.offsets.count == calls + 1)
    }

    @Test("O-18: an ordinary section's handler gets the collection view's content offset")
    func ordinarySectionOffset() {
        var offsets: [CGPoint] = []
        let section = Fixtures.rows(height: 100)
        section.visibleItemsInvalidationHandler = { items, offset, _ in
            offsets.append(offset)
            for item in items where item.indexPath.item == 3 { item.isHidden = true; item.zIndex = 7 }
        }
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [30])
        host.collectionView.contentOffset = CGPoint(x: 0, y: 250)
        host.collectionView.layoutIfNeeded()
        #expect(offsets.last == CGPoint(x: 0, y: 250))
        let third = host.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        #expect(third?.isHidden == true && third?.zIndex == 7)
        // Item 3 (300 … 400) is visible in 250 … 1062; item 20 is not, so it is unchanged.
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 20, section: 0))?.isHidden == false)
    }
}
