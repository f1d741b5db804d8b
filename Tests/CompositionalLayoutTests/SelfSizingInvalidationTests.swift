import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Measuring again after an invalidation, and keeping the visible content still when
/// something above it changes size (attributes-and-queries.md step 4; sizing.md
/// S-32, S-33, S-38).
@MainActor
@Suite("Self-sizing after invalidation")
struct SelfSizingInvalidationTests {
    /// A 100-row estimated list in a 375 × 812 view, every row answering `heights[item]`
    /// (60 by default).
    @MainActor
    private final class ListHost {
        var heights: [Int: CGFloat] = [:]
        let host: SelfSizingHost

        init(rows: Int = 100) {
            weak var answers: ListHost?
            host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [rows]) { attributes in
                CGSize(width: attributes.size.width, height: answers?.heights[attributes.indexPath.item] ?? 60)
            }
            answers = self
        }

        var collectionView: UICollectionView { host.collectionView }

        /// Runs the layout passes and returns the cells asked during them.
        func measure() -> [IndexPath] {
            host.provider.reset()
            collectionView.layoutIfNeeded()
            return host.provider.cellsAsked
        }
    }

    @Test("Each invalidation asks again exactly the shown elements it names, and takes the new answers")
    func remeasuresWhatIsInvalidated() {
        let list = ListHost()
        // First pass at estimates: rows 0 … 18 shown (row 18 spans 792 … 836), all 60 high; then
        // rows 0 … 13 are shown (row 13 spans 780 … 840).
        #expect(list.host.provider.cellsAsked == indexPaths(0...18))

        // invalidateLayout(): every shown row again, with the measured layout: rows 0 … 13.
        list.heights[3] = 100
        list.collectionView.collectionViewLayout.invalidateLayout()
        #expect(list.measure() == indexPaths(0...13))
        // Row 3 at 3 × 60 = 180, 100 high; row 4 at 280.
        expectFrame(list.host.frame(0, 3), 0, 180, 375, 100)
        expectFrame(list.host.frame(0, 4), 0, 280, 375, 60)

        // invalidateLayout(with:) naming row 5: only row 5.
        list.heights[5] = 20
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: [IndexPath(item: 5, section: 0)])
        list.collectionView.collectionViewLayout.invalidateLayout(with: context)
        #expect(list.measure() == [IndexPath(item: 5, section: 0)])
        // Row 5 at 4 × 60 + 100 = 340, 20 high; row 6 at 360.
        expectFrame(list.host.frame(0, 5), 0, 340, 375, 20)
        expectFrame(list.host.frame(0, 6), 0, 360, 375, 60)

        // reloadItems(at:): only row 7.
        list.heights[7] = 90
        list.collectionView.reloadItems(at: [IndexPath(item: 7, section: 0)])
        #expect(list.measure() == [IndexPath(item: 7, section: 0)])
        // Row 7 at 360 + 60 = 420, 90 high; row 8 at 510.
        expectFrame(list.host.frame(0, 7), 0, 420, 375, 90)
        expectFrame(list.host.frame(0, 8), 0, 510, 375, 60)

        // reconfigureItems(at:): only row 9.
        list.heights[9] = 10
        list.collectionView.reconfigureItems(at: [IndexPath(item: 9, section: 0)])
        #expect(list.measure() == [IndexPath(item: 9, section: 0)])
        // Row 9 at 510 + 60 = 570, 10 high; row 10 at 580.
        expectFrame(list.host.frame(0, 9), 0, 570, 375, 10)
        expectFrame(list.host.frame(0, 10), 0, 580, 375, 60)

        // A reload of a row that is not shown (row 16 is at 580 + 6 × 60 = 940) asks nobody now.
        list.collectionView.reloadItems(at: [IndexPath(item: 16, section: 0)])
        #expect(list.measure().isEmpty)

        // reloadData() starts again from estimates (Q-8: a data change solves everything), so
        // the rows shown at estimates are asked: 0 … 18 again.
        list.heights[3] = 44
        list.collectionView.reloadData()
        #expect(list.measure() == indexPaths(0...18))
        // Heights now 60 except 3: 44, 5: 20, 7: 90, 9: 10. Row 3 at 180; row 10 at
        // 180 + 44 + 60 + 20 + 60 + 90 + 60 + 10 = 524.
        expectFrame(list.host.frame(0, 3), 0, 180, 375, 44)
        expectFrame(list.host.frame(0, 10), 0, 524, 375, 60)
        // Content: 19 rows measured: 15 × 60 + 44 + 20 + 90 + 10 = 1064; 81 rows at 44 = 3564.
        let expectedHeight: CGFloat = 1064 + 3564
        #expect(list.collectionView.contentSize.height == expectedHeight)
    }

    @Test("A trait change (Dynamic Type) measures the shown elements again, as invalidateLayout() does")
    func traitChangeRemeasures() {
        var large = false
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [100]) {
            CGSize(width: $0.size.width, height: large ? 90 : 60)
        }
        #expect(host.provider.cellsAsked == indexPaths(0...18))
        // The text gets larger: the rows shown (0 … 13, row 13 spans 780 … 840) are asked again.
        large = true
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            host.collectionView.traitCollection, UITraitCollection(preferredContentSizeCategory: .extraExtraLarge),
        ])
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.cellsAsked == indexPaths(0...13))
        // Row 5 at 5 × 90 = 450, 90 high; row 14 (not shown, measured before) keeps 60, at 14 × 90.
        expectFrame(host.frame(0, 5), 0, 450, 375, 90)
        expectFrame(host.frame(0, 14), 0, 1260, 375, 60)
        // Setting equal traits again changes nothing and asks nobody.
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [host.collectionView.traitCollection])
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.asked.isEmpty)
    }

    @Test("invalidateLayout() keeps measured sizes until they are measured again")
    func invalidationKeepsMeasurementsOffScreen() {
        let list = ListHost()
        // Rows 0 … 18 were measured at 60. Scroll so rows 14 … 18 stay off screen: they keep 60
        // after invalidateLayout() even though they are not asked again.
        list.collectionView.collectionViewLayout.invalidateLayout()
        #expect(list.measure() == indexPaths(0...13))
        // Row 18 at 18 × 60 = 1080, 60 high; row 19 (never measured) at 1140, 44 high.
        expectFrame(list.host.frame(0, 18), 0, 1080, 375, 60)
        expectFrame(list.host.frame(0, 19), 0, 1140, 375, 44)
    }

    @Test("uniformAcrossSiblings: reloading one sibling keeps the others' measurements")
    func uniformSiblingReload() {
        // Seed layout in a 390-wide view: three 130-wide items per row, uniform height.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
            repeatingSubitem: item, count: 3)
        var heights: [CGFloat] = [80, 80, 60]
        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [3],
            width: 390
        ) { CGSize(width: $0.size.width, height: heights[$0.indexPath.item]) }
        // max(80, 80, 60) = 80.
        expectFrame(host.frame(0, 0), 0, 0, 130, 80)
        expectFrame(host.frame(0, 1), 130, 0, 130, 80)
        // Item 1 answered 80 while shown at the row's 80: that is still its own measurement.
        // Item 0 now needs 40; item 1 still needs 80 and item 2 60 → max(40, 80, 60) = 80.
        heights[0] = 40
        host.collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.cellsAsked == [IndexPath(item: 0, section: 0)])
        expectFrame(host.frame(0, 0), 0, 0, 130, 80)
        expectFrame(host.frame(0, 2), 260, 0, 130, 80)
        #expect(host.collectionView.contentSize.height == 80)
        // Item 1 now needs 30 too: max(40, 30, 60) = 60.
        heights[1] = 30
        host.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        expectFrame(host.frame(0, 0), 0, 0, 130, 60)
        #expect(host.collectionView.contentSize.height == 60)
    }

    @Test("Q-10 step 4: a row straddling the top that grows moves contentOffset by the growth")
    func offsetStaysWhenRowAboveGrows() {
        let list = ListHost()
        // Scroll to 600: rows 10 … 18 (measured, 600 … 1140) and rows 19 … 25 at estimates
        // (1140 + 44 j; row 25 spans 1404 … 1448) are shown; 19 … 25 are measured, all below
        // the top, so the offset stays.
        list.host.scroll(toY: 600)
        #expect(list.collectionView.contentOffset.y == 600)
        #expect(list.host.provider.cellsAsked.suffix(7) == indexPaths(19...25))
        // Row 2 (120 … 180) changes while off screen: nothing is asked yet.
        list.heights[2] = 100
        list.collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        #expect(list.measure().isEmpty)
        // Scroll up to 150: row 2 straddles the top (120 < 150 < 180) and is measured. It
        // grows by 100 − 60 = 40, so the offset moves to 190 and the rows below stay put on
        // screen: row 5 at 300 − 150 = 150 before, (300 + 40) − 190 = 150 after.
        let contentBefore = list.collectionView.contentSize.height
        list.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        #expect(list.measure() == [IndexPath(item: 2, section: 0)])
        #expect(list.collectionView.contentOffset.y == 190)
        expectFrame(list.host.frame(0, 2), 0, 120, 375, 100)
        expectFrame(list.host.frame(0, 5), 0, 340, 375, 60)
        #expect(list.collectionView.contentSize.height == contentBefore + 40)
    }

    @Test("Q-10 step 4: a row straddling the top that shrinks moves contentOffset back by the shrinkage")
    func offsetStaysWhenRowAboveShrinks() {
        let list = ListHost()
        // Scroll to 100: row 1 (60 … 120) straddles the top.
        list.host.scroll(toY: 100)
        list.heights[1] = 20
        list.collectionView.collectionViewLayout.invalidateLayout()
        let asked = list.measure()
        #expect(asked.first == IndexPath(item: 1, section: 0))
        // Row 1 shrinks by 40: offset 100 − 40 = 60; row 4 at 240 − 40 = 200, on screen
        // 240 − 100 = 140 before and 200 − 60 = 140 after.
        #expect(list.collectionView.contentOffset.y == 60)
        expectFrame(list.host.frame(0, 1), 0, 60, 375, 20)
        expectFrame(list.host.frame(0, 4), 0, 200, 375, 60)
    }

    @Test("Q-10 step 4 in a horizontal layout: a column straddling the leading edge moves contentOffset.x")
    func horizontalOffsetStays() {
        // Columns `.estimated(44)` wide and full height, one per group, scrolling horizontally.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .fractionalHeight(1)),
            subitems: [item])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        var widths: [Int: CGFloat] = [:]
        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group), configuration: configuration),
            itemCounts: [50]
        ) { CGSize(width: widths[$0.indexPath.item] ?? 60, height: 999) }
        // At estimates columns 0 … 8 are shown (column 8 spans 352 … 396 across x = 375); all
        // become 60 wide; the height stays the resolved 812.
        #expect(host.provider.cellsAsked == indexPaths(0...8))
        expectFrame(host.frame(0, 1), 60, 0, 60, 812)
        host.collectionView.contentOffset = CGPoint(x: 100, y: 0)
        host.collectionView.layoutIfNeeded()
        // Column 1 (60 … 120) straddles x = 100 and shrinks to 20: the offset moves by −40 to
        // 60 and column 4 stays on screen at 240 − 100 = 140 = (240 − 40) − 60.
        widths[1] = 20
        host.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.cellsAsked.first == IndexPath(item: 1, section: 0))
        #expect(host.collectionView.contentOffset == CGPoint(x: 60, y: 0))
        expectFrame(host.frame(0, 1), 60, 0, 20, 812)
        expectFrame(host.frame(0, 4), 200, 0, 60, 812)
    }

    @Test("A row inside the bounds that grows pushes the rows below it; contentOffset stays")
    func offsetStaysForVisibleRow() {
        let list = ListHost()
        list.host.scroll(toY: 100)
        // Row 3 (180 … 240) starts below the top (100): it grows by 40 and rows after it move.
        list.heights[3] = 100
        list.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        #expect(list.measure() == [IndexPath(item: 3, section: 0)])
        #expect(list.collectionView.contentOffset.y == 100)
        expectFrame(list.host.frame(0, 2), 0, 120, 375, 60)
        expectFrame(list.host.frame(0, 4), 0, 280, 375, 60)
    }

    @Test("Scrolling deep into estimated rows: a row measured while straddling the top keeps the rows below still")
    func firstMeasurementAtTop() {
        let list = ListHost()
        // At 2010 the rows are 0 … 18 at 60 (to 1140) then estimates: row 19 + k at 1140 + 44 k.
        // Row 38 spans 1976 … 2020 and straddles the top; it grows by 16, so the offset moves to
        // 2026. Row 39 was at 2020 (10 below the top) and is at 2036 after, still 10 below.
        list.host.scroll(toY: 2010)
        #expect(list.collectionView.contentOffset.y == 2026)
        expectFrame(list.host.frame(0, 38), 0, 1976, 375, 60)
        expectFrame(list.host.frame(0, 39), 0, 2036, 375, 60)
    }
}
