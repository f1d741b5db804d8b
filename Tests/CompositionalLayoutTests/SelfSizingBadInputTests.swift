import CompositionalLayout
import LayoutCore
import LayoutExamples
import LayoutTestSupport
import Testing

/// Bad answers and bad estimates never crash and never produce a NaN frame: a rejected
/// answer leaves the estimate standing and is reported in `rejectedMeasurements`; an invalid
/// estimate is a preparation error (sizing.md S-4, S-31, S-39).
@MainActor
@Suite("Self-sizing bad input")
struct SelfSizingBadInputTests {
    private typealias F = SupplementaryFixtures

    @Test("Negative, NaN, infinite and .zero answers are rejected: the estimate stands and the element is named")
    func rejectedAnswers() {
        let answers: [CGSize] = [
            CGSize(width: 375, height: -5), CGSize(width: 375, height: CGFloat.nan),
            CGSize(width: 375, height: CGFloat.infinity),
            .zero,
            // Valid: 60 high.
            CGSize(width: 375, height: 60),
            // The width is not self-sizing, so a negative width is ignored, not rejected: 70 high.
            CGSize(width: -1, height: 70),
            // Zero on the self-sizing axis is a size like any other (only all-zero means "no answer").
            CGSize(width: 375, height: 0),
        ]
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [7]) { answers[$0.indexPath.item] }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        // Rows 0 … 3 keep the estimate 44: y = 0, 44, 88, 132.
        expectFrame(host.frame(0, 0), 0, 0, 375, 44)
        expectFrame(host.frame(0, 1), 0, 44, 375, 44)
        expectFrame(host.frame(0, 2), 0, 88, 375, 44)
        expectFrame(host.frame(0, 3), 0, 132, 375, 44)
        // Row 4 at 4 × 44 = 176, 60 high; row 5 at 236, 70 high, full width; row 6 at 306, 0 high.
        expectFrame(host.frame(0, 4), 0, 176, 375, 60)
        expectFrame(host.frame(0, 5), 0, 236, 375, 70)
        expectFrame(host.frame(0, 6), 0, 306, 375, 0)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 306))
        let rejected = layout?.rejectedMeasurements ?? []
        #expect(rejected.map(\.path.description) == ["cell (0, 0)", "cell (0, 1)", "cell (0, 2)", "cell (0, 3)"])
        expectReason(rejected.first?.reason, .invalidPreferredSize(CGSize(width: 375, height: -5)))
        expectReason(rejected.last?.reason, .invalidPreferredSize(CGSize(width: 0, height: 0)))
        #expect(host.allElements.allSatisfy { isFinite($0.frame) })
        // A rejected element is not asked again until it is invalidated.
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.asked.isEmpty)
        #expect(layout?.rejectedMeasurements.count == 4)
    }

    @Test("A rejected header answer names the supplementary view")
    func rejectedHeaderAnswer() {
        let section = Fixtures.rows(height: 50)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                elementKind: F.header, alignment: .top)
        ]
        let host = SelfSizingHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [2]) { _ in
            CGSize(width: CGFloat.nan, height: CGFloat.nan)
        }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        #expect(layout?.rejectedMeasurements.map(\.path.description) == ["supplementary '\(F.header)' (0, 0)"])
        // The header keeps 44; rows at 44 and 94.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 0, 0, 375, 44)
        expectFrame(host.frame(0, 1), 0, 94, 375, 50)
    }

    @Test("A provider that shrinks the data source while being asked: no crash; the counts change at the reload")
    func providerShrinksDataSource() {
        let source = FixedCountDataSource([10])
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [10], dataSource: source) {
            source.itemCounts = [3]
            return CGSize(width: $0.size.width, height: 60)
        }
        // The view keeps the counts it read until they are invalidated, as UIKit does: ten
        // rows, all shown and measured at 60; content 600.
        #expect(host.collectionView.numberOfItems(inSection: 0) == 10)
        expectFrame(host.frame(0, 9), 0, 540, 375, 60)
        #expect(host.collectionView.contentSize.height == 600)
        // After the reload the three remaining rows are measured again: 0, 60, 120; content 180.
        host.collectionView.reloadData()
        #expect(host.collectionView.numberOfItems(inSection: 0) == 3)
        expectFrame(host.frame(0, 2), 0, 120, 375, 60)
        #expect(host.frame(0, 3) == nil)
        #expect(host.allElements.count == 3)
        #expect(host.collectionView.contentSize.height == 180)
    }

    @Test("A provider that removes every section: no crash; nothing is laid out after the reload")
    func providerRemovesSections() {
        let source = FixedCountDataSource([10, 10])
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [10, 10], dataSource: source) {
            source.itemCounts = []
            return CGSize(width: $0.size.width, height: 60)
        }
        #expect(host.collectionView.numberOfSections == 2)
        host.collectionView.reloadData()
        #expect(host.frame(0, 0) == nil)
        #expect(host.allElements.isEmpty)
        #expect(host.collectionView.contentSize.height == 0)
    }

    @Test("A provider that adds a row on every call stops after the pass limit with finite frames")
    func providerKeepsGrowingDataSource() {
        let source = FixedCountDataSource([5])
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [5], dataSource: source) {
            source.itemCounts[0] += 1
            return CGSize(width: $0.size.width, height: 60)
        }
        // Each pass asks at most the rows an 812-pt view shows at estimates (⌈812 / 44⌉ = 19).
        #expect(host.provider.asked.count <= UICollectionView.maximumLayoutPasses * 19)
        #expect(host.provider.asked.count > 0)
        #expect(host.allElements.allSatisfy { isFinite($0.frame) })
        #expect(host.collectionView.contentSize.height.isFinite)
    }

    @Test("Reloading index paths that do not exist changes nothing and asks nobody")
    func reloadMissingIndexPaths() {
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(), itemCounts: [3]) {
            CGSize(width: $0.size.width, height: 60)
        }
        host.collectionView.reloadItems(at: [
            IndexPath(item: 500, section: 0), IndexPath(item: 0, section: 7), IndexPath(item: -1, section: 0),
        ])
        host.collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
        host.provider.reset()
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.asked.isEmpty)
        expectFrame(host.frame(0, 2), 0, 120, 375, 60)
        #expect(host.collectionView.contentSize.height == 180)
    }

    @Test("S-39: uniformAcrossSiblings under a fixed-height group: items take the shared value, the group keeps its size")
    func uniformUnderFixedParent() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .uniformAcrossSiblings(estimate: 50)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: 3)
        let heights: [CGFloat] = [40, 80, 60, 120, 130, 110]
        let host = SelfSizingHost(
            UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [6],
            width: 390
        ) { CGSize(width: $0.size.width, height: heights[$0.indexPath.item]) }
        // Row 0: max(40, 80, 60) = 80 < 100.
        expectFrame(host.frame(0, 0), 0, 0, 130, 80)
        expectFrame(host.frame(0, 2), 260, 0, 130, 80)
        // Row 1 still starts at 100 (the group stays 100 high); its items are max(120, 130, 110)
        // = 130 high and overflow the group.
        expectFrame(host.frame(0, 3), 0, 100, 130, 130)
        expectFrame(host.frame(0, 5), 260, 100, 130, 130)
        #expect(host.collectionView.contentSize.height == 200)
    }

    @Test("An estimate of 0 is allowed: rows lie at 0 height until they are measured")
    func zeroEstimate() {
        let plain = TestHost(SelfSizingFixtures.listLayout(estimate: 0), itemCounts: [3], scale: 3)
        let layout = plain.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        #expect(layout?.preparationError == nil)
        expectFrame(plain.frame(0, 0), 0, 0, 375, 0)
        expectFrame(plain.frame(0, 2), 0, 0, 375, 0)
        #expect(plain.collectionView.contentSize.height == 0)

        let host = SelfSizingHost(SelfSizingFixtures.listLayout(estimate: 0), itemCounts: [3]) {
            CGSize(width: $0.size.width, height: 50)
        }
        // All three are shown at (0, 0, 375, 0), asked at 375 × 0, and measured 50: 0, 50, 100.
        #expect(host.provider.cellsAsked == indexPaths(0...2))
        #expect(host.provider.asked.first?.size == CGSize(width: 375, height: 0))
        expectFrame(host.frame(0, 1), 0, 50, 375, 50)
        expectFrame(host.frame(0, 2), 0, 100, 375, 50)
        #expect(host.collectionView.contentSize.height == 150)
    }

    @Test("A NaN, negative or infinite estimate is a preparation error; nobody is asked",
          arguments: [CGFloat.nan, -1, .infinity])
    func invalidEstimate(value: CGFloat) {
        // Only the item's estimate is bad; the group is `.estimated(44)`.
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(value)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        let bad = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let host = SelfSizingHost(bad, itemCounts: [3]) {
            CGSize(width: $0.size.width, height: 50)
        }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        expectReason(layout?.preparationError?.reason, .invalidDimension(value))
        #expect(layout?.preparationError?.message == "dimension estimated(\(Double(value))) must be a finite number >= 0")
        #expect(layout?.preparationError?.path.description == "section 0 › group › subitems[0] › heightDimension")
        #expect(host.provider.asked.isEmpty)
        #expect(host.allElements.isEmpty)
        #expect(host.collectionView.contentSize == .zero)
    }
}
