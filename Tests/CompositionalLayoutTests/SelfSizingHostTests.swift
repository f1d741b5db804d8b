import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Self-sizing through the headless host (sizing.md S-30 … S-41, SZ-E8, SZ-E9;
/// attributes-and-queries.md Q-10): the collection view asks its `preferredSizeProvider` for
/// the self-sizing elements it shows and the layout takes the answers in.
@MainActor
@Suite("Self-sizing through the host")
struct SelfSizingHostTests {
    private typealias F = SupplementaryFixtures

    /// The seed's code (uniformAcrossSiblings.txt), with the item's height dimension passed in.
    private func seedLayout(itemHeight: NSCollectionLayoutDimension) -> UICollectionViewCompositionalLayout {
        // Item width: To lay out 3 items horizontally, use 1/3 of the width of the group.
        // Item height: To achieve a consistent height for the items, use `uniformAcrossSiblings(estimate:)`.
        let itemCount = 3
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(itemCount)),
                                              heightDimension: itemHeight)
        let item = NSCollectionLayoutItem(layoutSize: itemSize)

        // Group width: To use the entire horizontal width of the section, use the full fractional width.
        // Group height: To allow the group's height to grow for the items, use `estimated(_:)`.
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .estimated(50))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize,
                                                       repeatingSubitem: item,
                                                       count: itemCount)

        let section = NSCollectionLayoutSection(group: group)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// SZ-E9's measured heights by item.
    private static let seedHeights: [CGFloat] = [40, 80, 60, 50, 50, 120]

    private func seedHost(itemHeight: NSCollectionLayoutDimension) -> SelfSizingHost {
        SelfSizingHost(seedLayout(itemHeight: itemHeight), itemCounts: [6], width: 390, height: 844) {
            CGSize(width: $0.size.width, height: Self.seedHeights[$0.indexPath.item])
        }
    }

    @Test("SZ-E9: uniformAcrossSiblings items all take their group's tallest measurement")
    func uniformAcrossSiblingsSeed() {
        let host = seedHost(itemHeight: .uniformAcrossSiblings(estimate: 50))
        // Width 390 / 3 = 130 per item (exact on the 1/3-pt grid).
        // Group 0: max(40, 80, 60) = 80, rows start at 0.
        expectFrame(host.frame(0, 0), 0, 0, 130, 80)
        expectFrame(host.frame(0, 1), 130, 0, 130, 80)
        expectFrame(host.frame(0, 2), 260, 0, 130, 80)
        // Group 1: max(50, 50, 120) = 120, starts below group 0 at 80.
        expectFrame(host.frame(0, 3), 0, 80, 130, 120)
        expectFrame(host.frame(0, 4), 130, 80, 130, 120)
        expectFrame(host.frame(0, 5), 260, 80, 130, 120)
        // Content: 80 + 120 = 200 high, the view's 390 wide.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 200))
        // All six are shown (200 < 844): each asked once, starting from the 50-pt estimate.
        #expect(host.provider.cellsAsked.sorted() == indexPaths(0...5))
        #expect(host.provider.asked.first?.size == CGSize(width: 130, height: 50))
    }

    @Test("SZ-E9 with .estimated(50) items: each item keeps its own height, rows are as tall as their tallest")
    func estimatedItemsSeed() {
        let host = seedHost(itemHeight: .estimated(50))
        // S-34: not equalized, top-aligned in the row.
        expectFrame(host.frame(0, 0), 0, 0, 130, 40)
        expectFrame(host.frame(0, 1), 130, 0, 130, 80)
        expectFrame(host.frame(0, 2), 260, 0, 130, 60)
        // Row 0 is max(40, 80, 60) = 80 high, so row 1 starts at 80.
        expectFrame(host.frame(0, 3), 0, 80, 130, 50)
        expectFrame(host.frame(0, 4), 130, 80, 130, 50)
        expectFrame(host.frame(0, 5), 260, 80, 130, 120)
        // 80 + max(50, 50, 120) = 200.
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 200))
    }

    @Test("SZ-E8: an estimated list with insets, measured 60, 44, 100 through the host")
    func estimatedListWithInsets() {
        let heights: [CGFloat] = [60, 44, 100]
        let layout = UICollectionViewCompositionalLayout(
            section: SelfSizingFixtures.list(insets: NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)))
        // Pass 1, without a provider: estimates used as absolute, top/bottom insets ignored on
        // the estimated axis (S-6): x = 8, width 375 − 16 = 359, rows every 44.
        let plain = TestHost(layout, itemCounts: [3], scale: 3)
        expectFrame(plain.frame(0, 0), 8, 0, 359, 44)
        expectFrame(plain.frame(0, 1), 8, 44, 359, 44)
        expectFrame(plain.frame(0, 2), 8, 88, 359, 44)
        #expect(plain.collectionView.contentSize.height == 132)

        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout(
                section: SelfSizingFixtures.list(insets: NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))),
            itemCounts: [3]
        ) { CGSize(width: $0.size.width, height: heights[$0.indexPath.item]) }
        // y: 0, 0 + 60 = 60, 60 + 44 = 104.
        expectFrame(host.frame(0, 0), 8, 0, 359, 60)
        expectFrame(host.frame(0, 1), 8, 60, 359, 44)
        expectFrame(host.frame(0, 2), 8, 104, 359, 100)
        // 60 + 44 + 100 = 204.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 204))
        // S-31: each was proposed at the resolved width 359 and the 44-pt estimate.
        #expect(host.provider.asked.map(\.size) == Array(repeating: CGSize(width: 359, height: 44), count: 3))
    }

    @Test("Only the self-sizing elements in the bounds are asked: 19 of 100 estimated rows in an 812-pt view")
    func asksOnlyVisibleElements() {
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [100]) { _ in
            CGSize(width: 999, height: 60)
        }
        // At estimates the rows are at 44 k; row 18 spans 792 … 836 and crosses y = 812, row 19
        // starts at 836: rows 0 … 18 are shown, N = ⌈812 / 44⌉ = 19. Once they are 60 high,
        // 0 … 18 reach 1140 > 812, so nothing new is shown and no one else is asked.
        #expect(host.provider.cellsAsked == indexPaths(0...18))
        // S-31: proposed with the resolved width 375 and the estimate 44.
        #expect(host.provider.asked.allSatisfy { $0.size == CGSize(width: 375, height: 44) })
        // Only the estimated axis takes the answer: the width stays 375, the height is 60.
        expectFrame(host.frame(0, 0), 0, 0, 375, 60)
        expectFrame(host.frame(0, 18), 0, 18 * 60, 375, 60)
        // Row 19 was never shown: still its estimate, right after row 18 (19 × 60 = 1140).
        expectFrame(host.frame(0, 19), 0, 1140, 375, 44)
        // S-37: content = 19 × 60 + 81 × 44 = 1140 + 3564 = 4704.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 4704))
        // Nothing more to measure: another pass asks no one.
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.asked.isEmpty)
    }

    @Test("Elements that do not size themselves are never asked")
    func fixedElementsAreNotAsked() {
        // Section 0: four fixed 50-pt rows with a fixed 30-pt header; section 1: estimated rows.
        let layout = UICollectionViewCompositionalLayout { index, _ in
            if index == 0 {
                let section = Fixtures.rows(height: 50)
                section.boundarySupplementaryItems = [F.boundary(F.header, height: 30, alignment: .top)]
                return section
            }
            return SelfSizingFixtures.list()
        }
        let host = SelfSizingHost(layout, itemCounts: [4, 100]) { CGSize(width: $0.size.width, height: 60) }
        // Section 1 starts at 30 + 4 × 50 = 230; its rows at estimates are at 230 + 44 k; row 13
        // spans 802 … 846, row 14 starts at 846 > 812. So rows 0 … 13 of section 1 are asked,
        // and nothing of section 0. Measured 60 high, rows 0 … 13 reach 230 + 840 > 812: done.
        #expect(host.provider.asked.allSatisfy { $0.representedElementCategory == .cell && $0.indexPath.section == 1 })
        #expect(host.provider.cellsAsked == indexPaths(0...13, section: 1))
        expectFrame(host.frame(0, 3), 0, 180, 375, 50)
        expectFrame(host.frame(1, 0), 0, 230, 375, 60)
        expectFrame(host.frame(1, 1), 0, 290, 375, 60)
    }

    @Test("A width-estimated item takes only the measured width; its fixed height stays")
    func estimatedWidthOnly() {
        // One item per row: `.estimated(100)` wide, `.absolute(50)` high, in a full-width group.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(100), heightDimension: .absolute(50)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            subitems: [item])
        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [2]
        ) { CGSize(width: $0.indexPath.item == 0 ? 200 : 80, height: 999) }
        // S-31: proposed at the estimated width 100 and the resolved height 50.
        #expect(host.provider.asked.map(\.size) == [CGSize(width: 100, height: 50), CGSize(width: 100, height: 50)])
        // Widths 200 and 80 taken, heights forced back to 50; rows every 50.
        expectFrame(host.frame(0, 0), 0, 0, 200, 50)
        expectFrame(host.frame(0, 1), 0, 50, 80, 50)
    }

    @Test("Rows that become visible when the content shrinks are measured in the same layoutIfNeeded()")
    func convergesOnShrinkingRows() {
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [100]) { _ in CGSize(width: 375, height: 30) }
        // Pass 1 (estimates): rows 0 … 18 shown (row 18 spans 792 … 836) → 19 × 30 = 570.
        // Pass 2: rows 19 … at 570 + 44 j; j = 5 spans 790 … 834 → rows 19 … 24 → 25 × 30 = 750.
        // Pass 3: rows 25 (750 … 794) and 26 (794 … 838) → 27 × 30 = 810.
        // Pass 4: row 27 (810 … 854) → 28 × 30 = 840 > 812: done. 28 rows asked, once each.
        #expect(host.provider.cellsAsked == indexPaths(0...27))
        expectFrame(host.frame(0, 27), 0, 810, 375, 30)
        // Row 28 keeps its estimate at 28 × 30 = 840.
        expectFrame(host.frame(0, 28), 0, 840, 375, 44)
        // 28 × 30 + 72 × 44 = 840 + 3168 = 4008.
        #expect(host.collectionView.contentSize.height == 4008)
        // Every row the bounds show is measured.
        let shown = host.collectionView.indexPathsForVisibleItems
        #expect(shown == indexPaths(0...27))
    }

    @Test("Estimates far too large (400 for rows of 10): one layoutIfNeeded() still measures every row it shows")
    func convergesFromFarOffEstimates() {
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(estimate: 400), itemCounts: [200]) { _ in
            CGSize(width: 375, height: 10)
        }
        // Each pass only reaches the next one or two 400-pt rows, so this takes about 40 passes,
        // more than `maximumLayoutPasses`; passes that only ask rows asked for the first time
        // do not count. Row k is asked at 10 k (all rows before it measured): rows 0 … 81
        // (row 81 spans 810 … 820), row 82 would start at 820 > 812.
        #expect(host.provider.cellsAsked == indexPaths(0...81))
        #expect(host.collectionView.indexPathsForVisibleItems == indexPaths(0...81))
        expectFrame(host.frame(0, 81), 0, 810, 375, 10)
        // 82 × 10 + 118 × 400 = 820 + 47200 = 48020.
        #expect(host.collectionView.contentSize.height == 48020)
    }

    @Test("A provider that answers differently on every call still terminates with finite frames")
    func erraticProviderTerminates() {
        var calls = 0
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [100]) { _ in
            calls += 1
            // 1, 500, 1, 500, …: shrinking rows pull new rows in, growing ones push them out.
            return CGSize(width: 375, height: calls % 2 == 1 ? 1 : 500)
        }
        // Each row is measured at most once until invalidated, so at most 100 calls.
        #expect(calls == host.provider.asked.count)
        #expect(calls <= 100)
        #expect(Set(host.provider.cellsAsked).count == calls)
        // The layout is settled: another pass asks nobody.
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.asked.count == calls)
        let elements = host.allElements
        #expect(elements.count == 100)
        #expect(elements.allSatisfy { isFinite($0.frame) })
        #expect(host.collectionView.contentSize.height.isFinite)
    }

    @Test("S-36: an estimated section header grows its section")
    func estimatedHeaderGrowsSection() {
        let section = Fixtures.rows(height: 50)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            elementKind: F.header, alignment: .top)
        #expect(header.extendsBoundary)
        section.boundarySupplementaryItems = [header]
        let host = SelfSizingHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [3]) {
            CGSize(width: $0.size.width, height: 70)
        }
        // Only the header sizes itself; proposed at 375 × 44.
        #expect(host.provider.asked.count == 1)
        #expect(host.provider.asked.first?.representedElementKind == F.header)
        #expect(host.provider.asked.first?.size == CGSize(width: 375, height: 44))
        // Header 70 high; rows start below it at 70, 120, 170; content 70 + 150 = 220.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 0, 0, 375, 70)
        expectFrame(host.frame(0, 0), 0, 70, 375, 50)
        expectFrame(host.frame(0, 2), 0, 170, 375, 50)
        #expect(host.collectionView.contentSize.height == 220)
    }

    @Test("S-33: a first section that self-sizes moves the second")
    func firstSectionMovesSecond() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 10
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                if index == 0 { return SelfSizingFixtures.list() }
                let section = Fixtures.rows(height: 50)
                section.boundarySupplementaryItems = [F.boundary(F.header, height: 40, alignment: .top)]
                return section
            }, configuration: configuration)
        // Without measuring: section 0 is 2 × 44 = 88, section 1 starts at 88 + 10 = 98.
        let plain = TestHost(layout, itemCounts: [2, 2], scale: 3)
        expectFrame(plain.supplementary(F.header, 1, 0)?.frame, 0, 98, 375, 40)

        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout(
                sectionProvider: { index, _ in
                    if index == 0 { return SelfSizingFixtures.list() }
                    let section = Fixtures.rows(height: 50)
                    section.boundarySupplementaryItems = [F.boundary(F.header, height: 40, alignment: .top)]
                    return section
                }, configuration: configuration),
            itemCounts: [2, 2]
        ) { CGSize(width: $0.size.width, height: 60) }
        // Section 0: 2 × 60 = 120; section 1 at 120 + 10 = 130: header 130 … 170, rows 170, 220.
        expectFrame(host.frame(0, 1), 0, 60, 375, 60)
        expectFrame(host.supplementary(F.header, 1, 0)?.frame, 0, 130, 375, 40)
        expectFrame(host.frame(1, 0), 0, 170, 375, 50)
        expectFrame(host.frame(1, 1), 0, 220, 375, 50)
        // 220 + 50 = 270.
        #expect(host.collectionView.contentSize.height == 270)
    }

    @Test("SC-17 + S-36: an estimated layout-wide header pushes every section down")
    func estimatedLayoutHeader() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: "layout-header", alignment: .top)
        ]
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50), configuration: configuration)
        let host = SelfSizingHost(layout, itemCounts: [3]) { CGSize(width: $0.size.width, height: 100) }
        #expect(host.provider.asked.count == 1)
        #expect(host.provider.asked.first?.representedElementKind == "layout-header")
        #expect(host.provider.asked.first?.indexPath == IndexPath(item: 0, section: 0))
        // Header 0 … 100; rows at 100, 150, 200; content 100 + 150 = 250.
        expectFrame(host.supplementary("layout-header", 0, 0)?.frame, 0, 0, 375, 100)
        expectFrame(host.frame(0, 0), 0, 100, 375, 50)
        expectFrame(host.frame(0, 2), 0, 200, 375, 50)
        #expect(host.collectionView.contentSize.height == 250)
    }

    @Test("A 1,000-row self-sizing list scrolled one viewport at a time ends at the hand formula")
    func scrollThroughThousandRows() {
        let count = 1000
        // A deterministic height between 30 and 100.
        let height = { (item: Int) -> CGFloat in CGFloat(30 + (item * 37) % 71) }
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [count]) {
            CGSize(width: $0.size.width, height: height($0.indexPath.item))
        }
        var steps = 0
        while host.collectionView.bounds.maxY < host.collectionView.contentSize.height, steps < 500 {
            host.scroll(toY: host.collectionView.contentOffset.y + host.collectionView.bounds.height)
            steps += 1
        }
        #expect(steps < 500)
        // Every row was shown once and measured once.
        #expect(host.provider.cellsAsked.count == count)
        #expect(Set(host.provider.cellsAsked).count == count)
        expectStacked(host.collectionView, count: count, height: height)
    }

    @Test("The same list entered at its bottom and scrolled up one viewport at a time ends at the hand formula")
    func scrollUpThroughThousandRows() {
        let count = 1000
        let height = { (item: Int) -> CGFloat in CGFloat(30 + (item * 37) % 71) }
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [count]) {
            CGSize(width: $0.size.width, height: height($0.indexPath.item))
        }
        // Jump to the end of the estimated content (rows 19 … 999 still at 44).
        host.scroll(toY: host.collectionView.contentSize.height - host.collectionView.bounds.height)
        var steps = 0
        while host.collectionView.contentOffset.y > 0, steps < 500 {
            let target = max(0, host.collectionView.contentOffset.y - host.collectionView.bounds.height)
            // Before the step, by hand: rows asked so far have their formula height, the others
            // their estimate 44. R is the first row starting at or below the new top edge.
            let measured = Set(host.provider.cellsAsked.map(\.item))
            var top: CGFloat = 0
            var row = 0
            while row < count - 1, top < target {
                top += measured.contains(row) ? height(row) : 44
                row += 1
            }
            host.scroll(toY: target)
            // Q-10 step 4: the row straddling the top edge (if any) is measured first and the
            // offset moves by its change, so it grows upwards and R, below it, stays where it was
            // on screen (top − target below the top edge). R itself only grows downwards.
            let frame = host.collectionView.collectionViewLayout.layoutAttributesForItem(
                at: IndexPath(item: row, section: 0))?.frame
            let onScreen = (frame?.minY ?? .nan) - host.collectionView.contentOffset.y
            if onScreen != top - target {
                Issue.record("step \(steps): row \(row) is at \(onScreen) on screen, not \(top - target)")
                break
            }
            steps += 1
        }
        #expect(steps < 500)
        #expect(Set(host.provider.cellsAsked).count == count)
        #expect(host.provider.cellsAsked.count == count)
        expectStacked(host.collectionView, count: count, height: height)
    }

    /// Expects rows 0 ..< `count` stacked from y 0, each 375 wide and `height(i)` high:
    /// y_i = Σ_{j<i} h_j, computed from the formula, not from the layout; and the content size
    /// to be their sum.
    private func expectStacked(
        _ collectionView: UICollectionView, count: Int, height: (Int) -> CGFloat,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        var y: CGFloat = 0
        for item in 0..<count {
            let expected = CGRect(x: 0, y: y, width: 375, height: height(item))
            let actual = collectionView.collectionViewLayout.layoutAttributesForItem(
                at: IndexPath(item: item, section: 0))?.frame
            if actual != expected {
                Issue.record("row \(item): \(String(describing: actual)) is not \(expected)", sourceLocation: sourceLocation)
                return
            }
            y += height(item)
        }
        #expect(collectionView.contentSize == CGSize(width: 375, height: y), sourceLocation: sourceLocation)
    }
}
