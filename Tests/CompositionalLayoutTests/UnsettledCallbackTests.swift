@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// App code that asks for more work every time it is called never lets the layout settle:
/// `layoutIfNeeded()` stops after `maximumLayoutPasses` counted passes, reports it in
/// `layoutDiagnostics` naming the callback, and the view answers from the last layout it
/// completed (issue 20). Fixture and baseline: `ReentryHost`, `ReentrantCallbackTests`.
@MainActor
@Suite("Callbacks that never settle")
struct UnsettledCallbackTests {
    /// What a callback does on every call.
    enum Call: String, Sendable {
        /// The size provider reloads the item it is asked about.
        case reloadOwnItem
        /// The handler moves its row 10 points further.
        case moveRow
        /// `reloadData()`, then `layoutIfNeeded()`.
        case reloadAndLayOut
        /// `invalidateLayout()`.
        case invalidateLayout

        @MainActor
        func perform(on host: ReentryHost) {
            let view = host.collectionView
            switch self {
            case .reloadOwnItem:
                view.reloadItems(at: host.measuring.map { [$0] } ?? [])
            case .moveRow:
                let x = view.orthogonalScrollOffset(forSection: 0).x
                view.setOrthogonalScrollOffset(CGPoint(x: x + 10, y: 0), forSection: 0)
            case .reloadAndLayOut:
                view.reloadData()
                view.layoutIfNeeded()
            case .invalidateLayout:
                view.collectionViewLayout.invalidateLayout()
            }
        }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let callback: ReentryCallback
        let call: Call
        let requestedBy: UICollectionView.LayoutCallback
        /// Section provider calls: two per solve.
        let sectionProviderCalls: Int
        let asked: [Int]
        let handlerOffsets: [CGFloat]
        let listFrames: [CGRect]
        let rowOffset: CGFloat
        var testDescription: String { "\(callback.rawValue) calls \(call.rawValue) every time" }
    }

    /// The list as the last prepare solved it, never measured: four rows of 40 from y = 100.
    nonisolated static let estimatedList = ReentrantCallbackTests.Outcome.list([40, 40, 40, 40])

    /// A callback called while preparing that invalidates every time: each of the 16 passes
    /// prepares (one solve: two section provider calls) and ends there; nothing is measured.
    nonisolated static func invalidatingWhilePreparing(_ callback: ReentryCallback, _ call: Call, _ name: UICollectionView.LayoutCallback)
        -> Case
    {
        Case(
            callback: callback, call: call, requestedBy: name, sectionProviderCalls: 32, asked: [], handlerOffsets: [],
            listFrames: estimatedList, rowOffset: 0)
    }

    nonisolated static let cases: [Case] = [
        // Pass 1 asks 0, 1, 2 (each reloads itself); every later pass shows (1, 0) and (1, 1)
        // (100 … 160, 160 … 220) and asks both again: 3 + 15 × 2 = 33 questions. The
        // measuring step always leaves the layout invalid, so the handler is never called.
        Case(
            callback: .preferredSizeProvider, call: .reloadOwnItem, requestedBy: .preferredSizeProvider,
            sectionProviderCalls: 2, asked: [0, 1, 2] + Array(repeating: [0, 1], count: 15).flatMap { $0 },
            handlerOffsets: [], listFrames: ReentrantCallbackTests.Outcome.measuredList, rowOffset: 0),
        // Pass 1 prepares and measures; pass k ≥ 2 calls the handler at 10 (k − 2) and it moves
        // the row to 10 (k − 1): 15 calls, at 0 … 140; the row ends at 150.
        Case(
            callback: .visibleItemsHandler, call: .moveRow, requestedBy: .visibleItemsInvalidationHandler,
            sectionProviderCalls: 2, asked: [0, 1, 2], handlerOffsets: (0..<15).map { CGFloat($0 * 10) },
            listFrames: ReentrantCallbackTests.Outcome.measuredList, rowOffset: 150),
        // Odd passes solve from estimates and measure 0, 1, 2 (the reload dropped the sizes);
        // even passes call the handler, which reloads: 8 solves, 8 handler calls. The last
        // complete layout (pass 15's, measured) stands.
        Case(
            callback: .visibleItemsHandler, call: .reloadAndLayOut, requestedBy: .visibleItemsInvalidationHandler,
            sectionProviderCalls: 16, asked: Array(repeating: [0, 1, 2], count: 8).flatMap { $0 },
            handlerOffsets: Array(repeating: 0, count: 8), listFrames: ReentrantCallbackTests.Outcome.measuredList,
            rowOffset: 0),
        invalidatingWhilePreparing(.sectionProvider, .invalidateLayout, .sectionProvider),
        invalidatingWhilePreparing(.customGroupItemProvider, .reloadAndLayOut, .customGroupItemProvider),
    ]

    @Test("A callback that asks for more work on every call stops after the pass limit, reported and consistent", arguments: cases)
    func unsettled(_ testCase: Case) {
        let host = ReentryHost(testCase.callback, every: true) { testCase.call.perform(on: $0) }
        let view = host.collectionView
        let limitReached = UICollectionView.LayoutDiagnostic.Reason.layoutPassLimitReached(passes: 16)
        #expect(host.initialPasses == UICollectionView.maximumLayoutPasses)
        #expect(view.layoutDiagnostics.map(\.reason) == [limitReached])
        #expect(view.layoutDiagnostics.map(\.requestedBy) == [[testCase.requestedBy]])
        #expect(host.sectionProviderCalls == testCase.sectionProviderCalls)
        #expect(host.asked == testCase.asked)
        #expect(host.handlerOffsets == testCase.handlerOffsets)
        #expect(host.rowOffset == testCase.rowOffset)
        // The layout answers from its last complete solution. (Read after the row offset: a
        // query made outside a pass brings the visible-items pass up to date, which calls the
        // moving handler once more.)
        #expect(host.listFrames == testCase.listFrames)
        let contentHeight = testCase.listFrames.last.map { $0.maxY } ?? 0
        #expect(view.contentSize == CGSize(width: 300, height: contentHeight))
        // The work is still pending: the next layoutIfNeeded() runs the limit again and reports again.
        view.layoutIfNeeded()
        #expect(view.passState.passesInLastLayout == UICollectionView.maximumLayoutPasses)
        #expect(view.layoutDiagnostics.map(\.reason) == [limitReached, limitReached])
    }

    @Test("A handler that moves its row towards a target settles within one layoutIfNeeded()")
    func convergingHandler() {
        let host = ReentryHost(.visibleItemsHandler, every: true) { host in
            // Halfway to 100 while more than half a point away.
            let x = host.collectionView.orthogonalScrollOffset(forSection: 0).x
            guard abs(100 - x) > 0.5 else { return }
            host.collectionView.setOrthogonalScrollOffset(CGPoint(x: x + (100 - x) / 2, y: 0), forSection: 0)
        }
        // Pass 1 prepares and measures; passes 2 … 10 call the handler at 0, 50, 75, 87.5,
        // 93.75, 96.875, 98.4375, 99.21875 (each moving the row halfway on) and 99.609375,
        // which is within half a point of 100: nothing more is asked.
        #expect(host.handlerOffsets == [0, 50, 75, 87.5, 93.75, 96.875, 98.4375, 99.21875, 99.609375])
        #expect(host.initialPasses == 10)
        #expect(host.rowOffset == 99.609375)
        #expect(host.collectionView.layoutDiagnostics.isEmpty)
    }

    @Test("A data source whose item count invalidates the layout every time settles: the counts are asked once per reload")
    func countingDataSourceSettles() {
        let host = ReentryHost(.dataSourceItemCount, every: true) { $0.collectionView.collectionViewLayout.invalidateLayout() }
        let view = host.collectionView
        // Pass 1 reads the counts (each item count invalidates the layout) and solves; the
        // invalidations end it. The view keeps the counts until they are invalidated, as UIKit
        // does, so pass 2 solves again without asking them and measures (1, 0), (1, 1) and
        // (1, 2) (100 … 140, 140 … 180, 180 … 220 at estimates); pass 3 shows (1, 0) and (1, 1)
        // measured, asks nothing and calls the handler.
        #expect(host.initialPasses == 3)
        #expect(view.layoutDiagnostics.isEmpty)
        #expect(host.sectionProviderCalls == 4)
        #expect(host.asked == [0, 1, 2])
        #expect(host.handlerOffsets == [0])
        // Rows 0 … 2 measured at 60 from 100, row 3 at its estimate 40: content 320.
        #expect(host.listFrames == ReentrantCallbackTests.Outcome.list([60, 60, 60, 40]))
        #expect(view.contentSize == CGSize(width: 300, height: 320))
        view.layoutIfNeeded()
        #expect(view.passState.passesInLastLayout == 0)
    }

    @Test("The pass-limit diagnostic names the callbacks in words")
    func diagnosticDescription() {
        let host = ReentryHost(.sectionProvider, every: true) { $0.collectionView.reloadData() }
        #expect(
            host.collectionView.layoutDiagnostics.map(\.description) == [
                "layoutIfNeeded() stopped after 16 layout passes (the limit is 16 counted passes): "
                    + "requests from section provider kept it from settling"
            ])
    }
}
