@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Self-sizing through the views: `preferredLayoutAttributesFitting(_:)` asked in UIKit's
/// sequence, the provider winning when set, and a view asking to be measured again.
@MainActor
@Suite("Self-sizing with views")
struct ViewSelfSizingTests {
    /// 20 rows estimated at 44 in a 375 × 250 view, cells answering 100.
    private func estimatedList(provider: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil) -> ViewHost {
        ViewHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)), itemCounts: [20],
            height: 250, layOut: false
        ) { view, source in
            for item in 0..<20 { source.preferredHeights[IndexPath(item: item, section: 0)] = 100 }
            view.preferredSizeProvider = provider
        }
    }

    @Test("A cell is dequeued, given its attributes, returned, asked for its size, then displayed; the layout follows")
    func sequenceAndFrames() {
        let host = estimatedList()
        host.collectionView.layoutIfNeeded()
        let entries = host.log.entries
        // Estimated, 0 … 250 shows rows 0 (0 … 44) to 5 (220 … 264): each asked for and
        // measured in that step. The first answer moves the rows below; the next rows are
        // still asked for with the estimated attributes of the step's start.
        #expect(
            Array(entries.prefix(8)) == [
                "cellForItemAt 0-0", "apply 0-0 h44", "preferred 0-0 h44", "willDisplay 0-0",
                "cellForItemAt 0-1", "apply 0-1 h44", "preferred 0-1 h44", "willDisplay 0-1",
            ])
        #expect(entries.filter { $0.hasPrefix("cellForItemAt") }.count == 6)
        #expect(entries.filter { $0.hasPrefix("preferred") }.count == 6)
        // Measured at 100, rows 0 … 2 fill 0 … 300: 0 … 250 shows rows 0 to 2; rows 3 to 5
        // leave, at the end of the next pass, after the shown ones got their new frames.
        #expect(Array(entries.suffix(3)) == ["didEndDisplaying 0-3", "didEndDisplaying 0-4", "didEndDisplaying 0-5"])
        #expect(entries.contains("apply 0-1 h100"))
        #expect(host.shownItems() == [0, 1, 2])
        expectFrame(host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame, 0, 200, 375, 100)
        // Content: 6 measured rows of 100 and 14 estimated of 44 = 600 + 616.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1216))
        #expect(host.collectionView.layoutDiagnostics.isEmpty)
    }

    @Test("The preferredSizeProvider wins over the views: they are not asked")
    func providerWins() {
        let host = estimatedList { _ in CGSize(width: 375, height: 60) }
        host.collectionView.layoutIfNeeded()
        #expect(!host.log.entries.contains { $0.hasPrefix("preferred") })
        // 0 … 250 at 60 a row: rows 0 to 4 (240 … 300).
        #expect(host.shownItems() == [0, 1, 2, 3, 4])
        expectFrame(host.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, 0, 240, 375, 60)
    }

    /// A cell's content: a view holding a label-like subview.
    private func measuredRow(invalidation: UICollectionView.SelfSizingInvalidation) -> (ViewHost, LoggingCell?) {
        let host = ViewHost(
            UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 44)), itemCounts: [3],
            height: 500
        ) { view, source in
            view.selfSizingInvalidation = invalidation
            source.preferredHeights = [IndexPath(item: 0, section: 0): 80]
        }
        let cell = host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? LoggingCell
        if let cell, cell.contentView.subviews.isEmpty {
            let holder = UIView()
            holder.addSubview(UIView())
            cell.contentView.addSubview(holder)
        }
        return (host, cell)
    }

    @Test(
        "invalidateIntrinsicContentSize() has the cell measured again as selfSizingInvalidation allows",
        arguments: [
            // (mode, which view calls, measured again)
            (UICollectionView.SelfSizingInvalidation.enabledIncludingConstraints, 2, true),
            (.enabledIncludingConstraints, 0, true),
            (.enabled, 0, true),
            (.enabled, 1, true),
            (.enabled, 2, false),
            (.disabled, 0, false),
        ])
    func intrinsicSizeInvalidation(mode: UICollectionView.SelfSizingInvalidation, caller: Int, measuresAgain: Bool) {
        let (host, cell) = measuredRow(invalidation: mode)
        // Row 0 measured at 80; row 1 starts there.
        expectFrame(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, 0, 80, 375, 44)
        cell?.preferredHeight = 120
        // 0: the cell, 1: its content view, 2: a view inside a view inside the content view.
        let callers: [UIView?] = [cell, cell?.contentView, cell?.contentView.subviews.first?.subviews.first]
        callers[caller]?.invalidateIntrinsicContentSize()
        host.collectionView.layoutIfNeeded()
        let y: CGFloat = measuresAgain ? 120 : 80
        expectFrame(host.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, 0, y, 375, 44)
    }

    @Test("A trait change has the shown cells measured again by their views")
    func traitChangeMeasuresAgain() {
        let host = estimatedList()
        host.collectionView.layoutIfNeeded()
        host.log.entries = []
        host.collectionView.traitCollection = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        host.collectionView.layoutIfNeeded()
        #expect(host.log.entries.filter { $0.hasPrefix("preferred") } == ["preferred 0-0 h100", "preferred 0-1 h100", "preferred 0-2 h100"])
        #expect(!host.log.entries.contains { $0.hasPrefix("cellForItemAt") })
    }
}
