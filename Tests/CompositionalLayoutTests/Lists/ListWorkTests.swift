@testable import CompositionalLayout
import LayoutCore
import LayoutTestSupport
import Testing

/// A list section is an ordinary section (L-6): a million rows cost one solved group until
/// rows are measured, each measurement re-solves one group, and the space before a section
/// is one prefix-sum entry, not per-row work. Work is counted, not timed.
@MainActor
@Suite("Lists: work done")
struct ListWorkTests {
    private func work(_ layout: UICollectionViewCompositionalLayout) -> WorkCounters? {
        layout.prepared?.solution.work
    }

    @Test("A 1,000,000-row inset-grouped list solves one group, then one per measured row")
    func millionRows() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let host = TestHost(layout, itemCounts: [1_000_000, 1_000_000])
        let prepared = try #require(work(layout))
        // Two sections, nothing per row; the second is described like the first and has as
        // many rows, so it is a copy of it: one template group in all.
        #expect(prepared.sectionsSolved == 2)
        #expect(prepared.sectionsCopied == 1)
        #expect(prepared.groupsSolved == 1)
        // Unmeasured: header 44 + 1,000,000 rows × 44 = 44,000,044 per section; section 1 has
        // the automatic header padding of a later section (35) before it.
        let height = Double(host.collectionView.contentSize.height)
        #expect(height == 44_000_044 + 35 + 44_000_044)
        expectFrame(host.frame(1, 0), 16, 44_000_044 + 35 + 44, 343, 44)

        host.collectionView.preferredSizeProvider = { CGSize(width: $0.size.width, height: 30) }
        host.collectionView.layoutIfNeeded()
        let measured = try #require(work(layout))
        // The 812-high view shows the header and the rows above 812: every row measured at 30
        // re-solves only its own group; nothing is prepared again.
        #expect(measured.sectionsSolved == 2)
        let rowsMeasured = measured.groupsSolved - prepared.groupsSolved
        #expect(rowsMeasured > 0 && rowsMeasured <= 27)
        // Section 1 moved up by 14 per measured row (44 → 30) and by 14 for the header (44 → 30).
        let shift = CGFloat(14 * rowsMeasured + 14)
        expectFrame(host.frame(1, 0), 16, 44_000_044 + 35 + 44 - shift, 343, 44)
    }
}
