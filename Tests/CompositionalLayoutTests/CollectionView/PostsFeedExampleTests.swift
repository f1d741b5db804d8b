import CompositionalLayout
import LayoutExamples
import Testing

/// The `registered-cells` example driven by its app side, `PostsFeed`: registrations, a data
/// source, cells that size themselves and a delegate, as an iOS app has them.
@MainActor
@Suite("The registered-cells example as an app drives it")
struct PostsFeedExampleTests {
    /// The top of post `item`: the header is 50 high, posts are 60, 80 and 100 in turn, so
    /// each run of three is 240 and post i starts at 50 + 240 · (i / 3) + (0, 60, 140)[i % 3].
    static func top(ofPost item: Int) -> CGFloat {
        CGFloat(50 + 240 * (item / 3) + [0, 60, 140][item % 3])
    }

    /// The posts the delegate was told are displayed and not told have ended, in order.
    static func displayed(by events: [String]) -> [Int] {
        var shown = Set<Int>()
        for event in events {
            let parts = event.split(separator: " ")
            guard parts.count == 2, let item = Int(parts[1]) else { continue }
            if parts[0] == "display" { shown.insert(item) }
            if parts[0] == "end" { shown.remove(item) }
        }
        return shown.sorted()
    }

    @Test("The feed's registered cells size themselves; selecting post 12 at the top shows posts 11 (at the edge) … 22; a tap selects")
    func feed() throws {
        let feed = PostsFeed()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: PostsFeed.makeLayout())
        feed.install(in: view)
        view.layoutIfNeeded()

        // First screen (0 … 844): the header 0 … 50, post 10 starts at 50 + 720 + 60 = 830,
        // post 11 at 50 + 720 + 140 = 910, below the bounds.
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0...10))
        let header = try #require(
            view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? FeedHeader)
        #expect(header.title == "Latest")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
        // Post 2 has three lines: 40 + 3 · 20 = 100 high, from 50 + 60 + 80 = 190.
        let post2 = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? PostCell)
        #expect(post2.lines == 3)
        #expect(post2.frame == CGRect(x: 0, y: 190, width: 390, height: 100))
        #expect(feed.events.contains("header"))
        #expect(Self.displayed(by: feed.events) == Array(0...10))

        // Programmatic selection with .top: post 12's top, 50 + 4 · 240 = 1010, at the top of
        // the bounds (the content is longer than 1010 + 844, so nothing clamps); the delegate
        // hears no selection.
        view.selectItem(at: IndexPath(item: 12, section: 0), animated: false, scrollPosition: .top)
        #expect(view.contentOffset == CGPoint(x: 0, y: 1010))
        // Bounds 1010 … 1854: post 22 starts at 50 + 7 · 240 + 60 = 1790, post 23 at 1870.
        // Post 11 (910 … 1010) touches the top edge, which counts as shown (Q-4: Core
        // Graphics' intersection of rectangles sharing an edge is not null).
        #expect(view.visibleCells.compactMap { view.indexPath(for: $0)?.item } == Array(11...22))
        #expect(Self.displayed(by: feed.events) == Array(11...22))
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).isEmpty)
        #expect(!feed.events.contains { $0.hasPrefix("select") })
        #expect(view.cellForItem(at: IndexPath(item: 12, section: 0))?.isSelected == true)
        for item in 11...22 {
            let cell = try #require(view.cellForItem(at: IndexPath(item: item, section: 0)))
            let height = CGFloat(40 + 20 * (1 + item % 3))
            #expect(cell.frame == CGRect(x: 0, y: Self.top(ofPost: item), width: 390, height: height), "post \(item)")
        }

        // A tap at y 1200 lands on post 14 (1150 … 1250): selected through the delegate,
        // replacing post 12.
        #expect(view.simulateTap(at: CGPoint(x: 195, y: 1200)) == IndexPath(item: 14, section: 0))
        #expect(feed.events.last == "select 14")
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 14, section: 0)])
        #expect(view.cellForItem(at: IndexPath(item: 12, section: 0))?.isSelected == false)
        #expect(view.cellForItem(at: IndexPath(item: 14, section: 0))?.isSelected == true)
    }
}
