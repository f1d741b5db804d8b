@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// `scrollToItem(at:at:animated:)`: every position, relative to the adjusted content inset,
/// clamped to the scrollable range, rows scrolled along their axis, and UIKit's errors.
@MainActor
@Suite("Scrolling to an item")
struct ScrollToItemTests {
    /// 40 rows of 50 (content 2000) in a 375 × 400 view with content insets 20 at the top and
    /// 10 at the bottom: the adjusted insets (no safe area) are the same.
    private func list() -> TestHost {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50)), itemCounts: [40], height: 400)
        host.collectionView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0)
        host.collectionView.layoutIfNeeded()
        return host
    }

    /// Row 10 is 500 … 550. The visible area is 400 − 20 − 10 = 370 high, from 20.
    nonisolated static let positionCases: [(item: Int, position: UICollectionView.ScrollPosition, y: CGFloat)] = [
        (10, .top, 480),  // 500 − 20
        (10, .bottom, 160),  // 550 − 400 + 10
        (10, .centeredVertically, 320),  // 525 − 370 / 2 − 20
        (39, .top, 1610),  // 1950 − 20 = 1930, past the end 2000 + 10 − 400 = 1610
        (0, .bottom, -20),  // 50 − 400 + 10 = −340, before the start −20
        (10, [.top, .left], 480),  // x: 0 − 0, clamped to 0 … max(0, 375 − 375) = 0
        (10, .left, -20),  // no vertical position: y stays at the resting −20
        (10, [], -20),
    ]

    @Test(
        "Each position puts the item at that edge or centre of the visible area, inside the scrollable range",
        arguments: positionCases)
    func positions(item: Int, position: UICollectionView.ScrollPosition, expectedY: CGFloat) {
        let host = list()
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: -20))
        host.collectionView.scrollToItem(at: IndexPath(item: item, section: 0), at: position, animated: false)
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: expectedY))
        #expect(host.collectionView.reportedErrors.isEmpty)
    }

    @Test("A horizontal layout scrolls along x the same way")
    func horizontalLayout() {
        // Columns 50 wide, 40 of them: content 2000 × 400 in a 375-wide view, 15 insets left and
        // right.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration)
        let host = TestHost(layout, itemCounts: [40], height: 400)
        host.collectionView.contentInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
        host.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .right, animated: false)
        // Column 10 is 500 … 550: 550 − 375 + 15 = 190.
        #expect(host.collectionView.contentOffset == CGPoint(x: 190, y: 0))
        host.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
        // 525 − (375 − 30) / 2 − 15 = 337.5.
        #expect(host.collectionView.contentOffset == CGPoint(x: 337.5, y: 0))
    }

    @Test("An item of an orthogonal row scrolls its row along the row and the view across it")
    func orthogonalRow() {
        // Section 0: 10 rows of 50 (0 … 500); section 1: a row of 150 × 100 cells (500 … 600,
        // 1500 wide, so it scrolls 0 … 1500 − 375 = 1125); section 2: 10 rows (600 … 1100).
        let layout = UICollectionViewCompositionalLayout { section, _ in
            section == 1 ? ViewFixtures.row() : Fixtures.rows(height: 50)
        }
        let host = TestHost(layout, itemCounts: [10, 10, 10], height: 400)
        let view = host.collectionView
        view.scrollToItem(at: IndexPath(item: 4, section: 1), at: [.top, .left], animated: false)
        // Item 4 is 600 … 750 along the row: .left puts it at 0. The view: 500 − 0.
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 600, y: 0))
        #expect(view.contentOffset == CGPoint(x: 0, y: 500))
        view.scrollToItem(at: IndexPath(item: 4, section: 1), at: .right, animated: false)
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 375, y: 0))  // 750 − 375
        view.scrollToItem(at: IndexPath(item: 4, section: 1), at: .centeredHorizontally, animated: false)
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 487.5, y: 0))  // 675 − 187.5
        view.scrollToItem(at: IndexPath(item: 9, section: 1), at: .left, animated: false)
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 1125, y: 0))  // 1350, clamped
        // Vertical positions move the view only: the row keeps its offset.
        view.scrollToItem(at: IndexPath(item: 9, section: 1), at: .bottom, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: 200))  // 600 − 400
        #expect(view.orthogonalScrollOffset(forSection: 1) == CGPoint(x: 1125, y: 0))
    }

    @Test("An item of a right-to-left row scrolls the row with negative offsets")
    func rightToLeftRow() {
        let host = TestHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.row()), itemCounts: [10], height: 400,
            layoutDirection: .rightToLeft)
        let view = host.collectionView
        // Mirrored: item 4 is reported at 375 − 750 = −375 … −225. .right puts its right edge
        // at 375: offset −225 − 375 = −600, the mirror of the left-to-right 600.
        view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .right, animated: false)
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: -600, y: 0))
        // .right for item 0 (225 … 375) is the row's start.
        view.scrollToItem(at: IndexPath(item: 0, section: 0), at: .right, animated: false)
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 0, y: 0))
    }

    @Test("Two positions on one axis and an unknown index path are UIKit's errors; nothing scrolls there")
    func errors() {
        let host = list()
        let view = host.collectionView
        view.scrollToItem(at: IndexPath(item: 10, section: 0), at: [.top, .bottom], animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: -20))
        view.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
        #expect(view.contentOffset == CGPoint(x: 0, y: -20))
        #expect(
            view.reportedErrors.map(\.description) == [
                "UICollectionViewScrollPosition: attempt to use a scroll position with multiple vertical positioning styles",
                "attempt to scroll to invalid index path: {length = 2, path = 0 - 99}",
            ])
    }

    @Test("An animated scroll to an item is in place at once and ends at the next layout pass")
    func animated() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [40])
        host.collectionView.scrollToItem(at: IndexPath(item: 10, section: 0), at: .top, animated: true)
        #expect(host.log.entries == ["didScroll 0 500"])
        host.collectionView.layoutIfNeeded()
        // The pass shows rows 9 (450 … 500, touching the top edge, Q-4) to 18 (900 … 950),
        // then the animation ends.
        #expect(host.log.entries.last == "didEndScrollingAnimation")
        #expect(host.shownItems() == Array(9...18))
    }
}
