import CompositionalLayout
import LayoutTestSupport
import Testing

/// A provider's answers are held to the coordinate limit (issue 20): an answer that would
/// take the content past 10^15 points is rejected, listed in `rejectedMeasurements` at the
/// element, and the element keeps its estimate.
@MainActor
@Suite("Measured size limits (facade)")
struct FacadeMeasuredSizeLimitTests {
    @Test("measured sizes escape the limits: rows measured at 2e14 in 9e14 points of content are rejected as coordinatesTooLarge, at their estimates")
    func rejectedAtTheLimit() {
        // 9 × 10^12 rows estimated at 100: 9 × 10^14 points. Rows 0 … 8 show in 812 points
        // (row 8 at 800); each answer of 2 × 10^14 would make the content
        // 9 × 10^14 − 100 + 2 × 10^14 > 10^15.
        let host = SelfSizingHost(SelfSizingFixtures.listLayout(estimate: 100), itemCounts: [9_000_000_000_000], scale: 1) { _ in
            CGSize(width: 375, height: 2e14)
        }
        let layout = host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout
        let rejected = layout?.rejectedMeasurements ?? []
        #expect(rejected.map(\.path.description) == (0...8).map { "cell (0, \($0))" })
        #expect(rejected.allSatisfy { $0.reason == .coordinatesTooLarge(limit: 1e15) })
        // The rows keep their estimates: row 8 at 800, 100 high; the content 9 × 10^14.
        expectFrame(host.frame(0, 8), 0, 800, 375, 100)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 9e14))
    }
}
