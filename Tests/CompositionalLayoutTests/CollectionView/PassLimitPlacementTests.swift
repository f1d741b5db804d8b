@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 26, "also noted": after the pass limit the views shown stand where the layout's last
/// answer puts them, even when the last pass's measurement changed that answer after they were
/// placed.
@MainActor
@Suite("Views shown after the pass limit")
struct PassLimitPlacementTests {
    /// A self-sizing cell whose size changes on every pass: the n-th measurement answers
    /// 40 + n points high, and both a measurement and a new frame make it ask to be measured
    /// again (iOS 16's self-resizing cells).
    final class GrowingCell: UICollectionViewCell {
        var measurements = 0

        override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
            super.apply(layoutAttributes)
            invalidateIntrinsicContentSize()
        }

        override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
            -> UICollectionViewLayoutAttributes
        {
            measurements += 1
            invalidateIntrinsicContentSize()
            guard let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes else { return layoutAttributes }
            copy.size.height = 40 + CGFloat(measurements)
            return copy
        }
    }

    /// The cell `view` shows for item `item` of section 0, read without laying out: a query
    /// would run the work left (16 more passes).
    private func shownCell(of view: UICollectionView, item: Int) -> GrowingCell? {
        view.viewStore.shown.first { $0.key.category == .cell && $0.key.indexPath == IndexPath(item: item, section: 0) }?.value.view
            as? GrowingCell
    }

    @Test("A cell whose size changes on every pass stands at the layout's last answer when the limit stops the passes")
    func growingCellAtLastAnswer() {
        let host = ViewHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)), itemCounts: [2], layOut: false
        ) { view, _ in
            view.register(GrowingCell.self, forCellWithReuseIdentifier: "cell")
        }
        let view = host.collectionView
        view.layoutIfNeeded()
        #expect(view.layoutDiagnostics.map(\.reason) == [.layoutPassLimitReached(passes: 16)])
        let first = shownCell(of: view, item: 0)
        let second = shownCell(of: view, item: 1)
        // Pass 1 shows both rows at the estimate (0 … 44, 44 … 88) and measures each once: 41
        // (neither is a subview yet, so neither invalidation reaches the view). Pass 2 gives
        // them their new frames; the frames' invalidations wait for the step's end, so nothing
        // is measured. From pass 3 on every pass measures both rows (invalidated at the end of
        // the pass before), and from pass 4 on it first gives them the frame of the measurement
        // before: passes 3 … 16 measure 14 more times, 15 measurements, the last answering
        // 40 + 15 = 55. The rows stand where the layout's last answer puts them, 55 high:
        // 0 … 55 and 55 … 110 (pass 16 placed them at 54 before measuring).
        #expect(first?.measurements == 15)
        #expect(second?.measurements == 15)
        expectFrame(view.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, 0, 55, 375, 55)
        expectFrame(first?.frame, 0, 0, 375, 55)
        expectFrame(second?.frame, 0, 55, 375, 55)
    }
}
