import CompositionalLayout
import LayoutExamples
import Testing

/// How a change of the collection view's bounds reaches the layout: the view
/// asks `shouldInvalidateLayout(forBoundsChange:)` while its bounds are still the old ones,
/// and when the answer is `true` applies exactly the context
/// `invalidationContext(forBoundsChange:)` returns; after any invalidation the next layout
/// pass calls `prepare()`, and the layout decides from the contexts what to compute again.
/// Layouts written by an app override either method and are honoured.
@MainActor
@Suite("Bounds changes follow the layout's invalidation protocol")
struct BoundsInvalidationTests {
    /// A compositional layout that never invalidates for a bounds change, and records what it
    /// was asked (the new bounds, and the view's bounds at that moment) and its prepares.
    private final class FixedLayout: UICollectionViewCompositionalLayout {
        var asked: [(new: CGRect, current: CGRect?)] = []
        var prepares = 0

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            asked.append((newBounds, collectionView?.bounds))
            return false
        }

        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// A compositional layout that invalidates on every bounds change and adds the first cell
    /// to the context it returns, so that cell is measured again after every scroll.
    private final class RemeasuringLayout: UICollectionViewCompositionalLayout {
        var prepares = 0

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
            let context = super.invalidationContext(forBoundsChange: newBounds)
            context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
            return context
        }

        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// A compositional layout that counts its prepares.
    private final class CountingLayout: UICollectionViewCompositionalLayout {
        var prepares = 0

        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// A layout written from scratch: as wide as the bounds it was prepared in, 1000 high. It
    /// invalidates on size changes only, comparing with the view's bounds as UIKit apps do.
    private final class WidthLayout: UICollectionViewLayout {
        var prepares = 0
        private var width: CGFloat = 0
        let followsSize: Bool

        init(followsSize: Bool) {
            self.followsSize = followsSize
            super.init()
        }

        override func prepare() {
            prepares += 1
            width = collectionView?.bounds.width ?? 0
        }

        override var collectionViewContentSize: CGSize { CGSize(width: width, height: 1000) }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
            followsSize && newBounds.size != collectionView?.bounds.size
        }
    }

    /// Calls to a section provider.
    private final class Counter {
        var calls = 0
    }

    @Test("a layout that answers false for a size change keeps its solution until it is invalidated")
    func sizeChangeDeclined() {
        let counter = Counter()
        let layout = FixedLayout { _, _ in
            counter.calls += 1
            return Fixtures.rows(height: 50)
        }
        let host = Host(layout, itemCounts: [10])
        let prepares = layout.prepares
        #expect(counter.calls == 1)
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 812)
        host.collectionView.layoutIfNeeded()
        // Asked once, while the view still reported its old bounds.
        #expect(layout.asked.map(\.new) == [CGRect(x: 0, y: 0, width: 320, height: 812)])
        #expect(layout.asked.map(\.current) == [CGRect(x: 0, y: 0, width: 375, height: 812)])
        // Nothing invalidated: no prepare, no section provider call; rows stay 375 wide
        // (row 1 at y = 50), the content 375 × 10 × 50 = 375 × 500.
        #expect(layout.prepares == prepares)
        #expect(counter.calls == 1)
        expectFrame(host.frame(0, 1), 0, 50, 375, 50)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 500))
        // The app's own invalidation lays the rows out for 320.
        layout.invalidateLayout()
        expectFrame(host.frame(0, 1), 0, 50, 320, 50)
        #expect(counter.calls == 2)
    }

    @Test("a layout that adds a cell to the bounds-change context has it measured again on every scroll, solving nothing")
    func contextWithAddedItems() {
        let counter = Counter()
        let layout = RemeasuringLayout { _, _ in
            counter.calls += 1
            return SelfSizingFixtures.list()
        }
        let host = SelfSizingHost(layout, itemCounts: [100]) { CGSize(width: $0.size.width, height: 60) }
        let view = host.collectionView
        // Rows are 60 high once measured: an 812-high view at 0 shows rows 0 … 13
        // (13 × 60 = 780 < 812 ≤ 14 × 60).
        #expect(view.indexPathsForVisibleItems == (0...13).map { IndexPath(item: $0, section: 0) })
        let (prepares, calls) = (layout.prepares, counter.calls)
        host.provider.reset()
        // A scroll by 10 shows rows 0 … 13 again (10 … 822), all measured: only row 0, named
        // by the context, is asked again. The scroll prepares the layout once, and solves
        // nothing: the section provider is not called.
        view.contentOffset = CGPoint(x: 0, y: 10)
        view.layoutIfNeeded()
        #expect(host.provider.cellsAsked == [IndexPath(item: 0, section: 0)])
        #expect(layout.prepares == prepares + 1)
        #expect(counter.calls == calls)
        // A resize: the compositional layout's own context invalidates everything, so the
        // provider runs once more and every shown row (0 … 13, still 60 high) is asked again,
        // 320 wide.
        host.provider.reset()
        view.frame = CGRect(x: 0, y: 0, width: 320, height: 812)
        view.layoutIfNeeded()
        #expect(counter.calls == calls + 1)
        #expect(host.provider.cellsAsked == (0...13).map { IndexPath(item: $0, section: 0) })
        expectFrame(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, 0, 60, 320, 60)
    }

    @Test(
        "a layout written from scratch is prepared again only when it asks for it: for size changes, never for scrolls",
        arguments: [true, false])
    func customLayout(followsSize: Bool) {
        let layout = WidthLayout(followsSize: followsSize)
        let host = Host(layout, itemCounts: [10])
        #expect(layout.prepares == 1)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1000))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.collectionView.layoutIfNeeded()
        #expect(layout.prepares == 1)
        // UIKit's base class answers false and returns a context that names nothing: a layout
        // that does not ask for size changes keeps the width it was prepared with.
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 812)
        host.collectionView.layoutIfNeeded()
        #expect(layout.prepares == (followsSize ? 2 : 1))
        #expect(host.collectionView.contentSize == CGSize(width: followsSize ? 320 : 375, height: 1000))
        let context = layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(!context.invalidateEverything && !context.invalidateDataSourceCounts)
        #expect(context.invalidatedItemIndexPaths == nil)
    }

    @Test(
        "Q-2, Q-7: a compositional layout is prepared on every scroll while it pins a header, never otherwise, and solves nothing",
        arguments: [true, false])
    func scrollPreparesWithoutSolving(pinsHeader: Bool) {
        let counter = Counter()
        let layout = CountingLayout { _, _ in
            counter.calls += 1
            let section = Fixtures.rows(height: 50)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = pinsHeader
            section.boundarySupplementaryItems = [header]
            return section
        }
        let host = Host(layout, itemCounts: [40])
        let (prepares, calls) = (layout.prepares, counter.calls)
        for step in 1...5 {
            host.collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step * 100))
            host.collectionView.layoutIfNeeded()
        }
        #expect(layout.prepares == prepares + (pinsHeader ? 5 : 0))
        #expect(counter.calls == calls)
        // The section spans 0 … 40 + 40 × 50 = 2040; at y = 500 the pinned header sits at
        // min(max(0, 500), 2040 − 40) = 500 (B-10), the other at its natural place, 0.
        let header = host.supplementary(UICollectionView.elementKindSectionHeader, 0, 0)
        expectFrame(header?.frame, 0, pinsHeader ? 500 : 0, 375, 40)
    }
}
