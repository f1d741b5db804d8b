import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Ownership of the facade's objects, as in UIKit: the collection view owns its layout, the
/// layout points back to it weakly, and the data source is held weakly. Nothing the engine
/// keeps (solutions, section providers, handlers, measurements) may close a retain cycle, or
/// `swift test --sanitize=address` reports the objects as leaked.
@MainActor
@Suite("Object lifetimes")
struct LifetimeTests {
    private struct Released {
        weak var layout: UICollectionViewLayout?
        weak var collectionView: UICollectionView?
        weak var dataSource: FixedCountDataSource?
    }

    /// Builds `example` in a collection view, exercises it (layout, queries, scrolling, rows,
    /// measuring) and returns weak references to what it built.
    private static func exercise(_ example: LayoutExample) -> Released {
        let layout = example.makeLayout()
        let host = TestHost(
            layout, itemCounts: example.itemCounts, width: 375, height: 600, scale: 3, preferredSize: example.preferredSize)
        let collectionView = host.collectionView
        _ = layout.layoutAttributesForElements(in: collectionView.bounds)
        collectionView.contentOffset = CGPoint(x: 0, y: 120)
        for section in example.itemCounts.indices {
            collectionView.setOrthogonalScrollOffset(CGPoint(x: 50, y: 0), forSection: section)
        }
        collectionView.layoutIfNeeded()
        _ = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
        layout.invalidateLayout()
        collectionView.layoutIfNeeded()
        return Released(layout: layout, collectionView: collectionView, dataSource: host.dataSource)
    }

    @Test(
        "a layout, its collection view and the data source are deallocated when released (no retain cycle)",
        arguments: LayoutExample.all.map(\.name))
    func everyExampleIsReleased(name: String) throws {
        let example = try #require(LayoutExample.named(name))
        let released = Self.exercise(example)
        #expect(released.layout == nil, "\(name): layout still alive")
        #expect(released.collectionView == nil, "\(name): collection view still alive")
        #expect(released.dataSource == nil, "\(name): data source still alive")
    }

    @Test("a visible-items handler and a section provider that capture nothing strongly leave the layout releasable")
    func handlersDoNotRetainTheLayout() {
        weak var releasedLayout: UICollectionViewCompositionalLayout?
        weak var releasedView: UICollectionView?
        var calls = 0
        do {
            let layout = UICollectionViewCompositionalLayout { _, environment in
                let section = Fixtures.rows(height: 50)
                section.orthogonalScrollingBehavior = .continuous
                section.visibleItemsInvalidationHandler = { items, _, _ in
                    calls += 1
                    for item in items { item.alpha = 0.5 }
                }
                _ = environment.container.contentSize
                return section
            }
            let host = TestHost(layout, itemCounts: [10, 10])
            host.collectionView.setOrthogonalScrollOffset(CGPoint(x: 30, y: 0), forSection: 1)
            host.collectionView.layoutIfNeeded()
            _ = host.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))
            releasedLayout = layout
            releasedView = host.collectionView
        }
        #expect(calls > 0)
        #expect(releasedLayout == nil)
        #expect(releasedView == nil)
    }

    @Test("the collection view holds its data source weakly, as UIKit does, and survives losing it")
    func dataSourceIsWeak() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 44))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout)
        weak var released: FixedCountDataSource?
        do {
            let dataSource = FixedCountDataSource([5])
            released = dataSource
            collectionView.dataSource = dataSource
            collectionView.layoutIfNeeded()
            #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) != nil)
        }
        #expect(released == nil)
        #expect(collectionView.dataSource == nil)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)) == nil)
    }

    @Test("replacing a collection view's layout releases the old layout and clears its collectionView")
    func replacedLayoutIsReleased() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 44)), itemCounts: [3])
        weak let old = host.collectionView.collectionViewLayout
        #expect(old?.collectionView === host.collectionView)
        host.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 60))
        host.collectionView.layoutIfNeeded()
        #expect(old == nil)
        #expect(host.collectionView.collectionViewLayout.collectionView === host.collectionView)
    }
}
