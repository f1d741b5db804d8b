@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// App code that calls back into the view while the view calls it (issue 20): every callback
/// × every re-entrant call, each made the first time the callback runs. None may crash; the
/// request waits for the end of the pass's current step and the next pass does the work
/// (UIKit defers it to the next layout cycle). The fixture is `ReentryHost`: a 300 × 200 view,
/// section 0 a row of five 120 × 100 custom groups (y 0 … 100, scrolls 300), section 1 four
/// self-sizing rows estimated 40 and measured 60, from y = 100.
///
/// Baseline (no re-entrant call), worked by hand:
/// - pass 1 prepares (one solve: the section provider twice) and measures the rows its bounds
///   (y 0 … 200) show at estimates: (1, 0) 100 … 140, (1, 1) 140 … 180, (1, 2) 180 … 220;
///   each becomes 60 high, so the layout is invalid again;
/// - pass 2 prepares nothing, measures nothing ((1, 0) 100 … 160 and (1, 1) 160 … 220 are
///   shown, both measured), and calls the row's handler once, at offset 0.
///
/// Rows end at 100, 160, 220 (60 each) and 280 (40, never shown); content 100 + 3 × 60 + 40 = 320.
@MainActor
@Suite("Re-entrant callbacks")
struct ReentrantCallbackTests {
    /// The re-entrant call a callback makes.
    enum Call: String, Sendable {
        /// Sets the list's count to 2, then `reloadData()`.
        case reloadData
        /// `reloadItems(at: [(1, 0)])`: the size provider's own first item.
        case reloadOwnItem
        /// `invalidateLayout()`.
        case invalidateLayout
        /// `invalidateLayout(with:)` naming item (1, 1).
        case invalidateLayoutWithContext
        /// `layoutIfNeeded()`.
        case layoutIfNeeded
        /// `setOrthogonalScrollOffset((150, 0), forSection: 0)`.
        case setOrthogonalScrollOffset
        /// `contentOffset = (0, 30)`.
        case setContentOffset
        /// `setCollectionViewLayout(otherLayout, animated: false)`.
        case setCollectionViewLayout
        /// Reads `layoutAttributesForItem(at: (1, 0))`, `numberOfSections` and
        /// `numberOfItems(inSection: 0)`.
        case readAttributes

        @MainActor
        func perform(on host: ReentryHost) {
            let view = host.collectionView
            switch self {
            case .reloadData:
                host.dataSource.itemCounts[1] = 2
                view.reloadData()
            case .reloadOwnItem:
                view.reloadItems(at: [IndexPath(item: 0, section: 1)])
            case .invalidateLayout:
                view.collectionViewLayout.invalidateLayout()
            case .invalidateLayoutWithContext:
                let context = UICollectionViewLayoutInvalidationContext()
                context.invalidateItems(at: [IndexPath(item: 1, section: 1)])
                view.collectionViewLayout.invalidateLayout(with: context)
            case .layoutIfNeeded:
                view.layoutIfNeeded()
            case .setOrthogonalScrollOffset:
                view.setOrthogonalScrollOffset(CGPoint(x: 150, y: 0), forSection: 0)
            case .setContentOffset:
                view.contentOffset = CGPoint(x: 0, y: 30)
            case .setCollectionViewLayout:
                view.setCollectionViewLayout(host.otherLayout, animated: false)
            case .readAttributes:
                host.read()
            }
        }
    }

    /// The state after the first `layoutIfNeeded()`, worked by hand.
    struct Outcome: Sendable {
        /// Passes the first `layoutIfNeeded()` ran.
        var passes = 2
        /// Section provider calls: two per solve.
        var sectionProviderCalls = 2
        /// Items of section 1 the size provider was asked about, in order.
        var asked = [0, 1, 2]
        /// The row offsets the handler got.
        var handlerOffsets: [CGFloat] = [0]
        /// The frames of section 1's items.
        var listFrames = Self.measuredList
        var contentHeight: CGFloat = 320
        var rowOffset: CGFloat = 0
        var contentOffsetY: CGFloat = 0
        var replacedLayout = false
        /// What `.readAttributes` read, when it is the call.
        var read: ReentryRead?

        /// Rows of section 1 from y = 100 with these heights, 300 wide.
        static func list(_ heights: [CGFloat]) -> [CGRect] {
            var y: CGFloat = 100
            return heights.map { height in
                defer { y += height }
                return CGRect(x: 0, y: y, width: 300, height: height)
            }
        }

        /// Three rows measured, the fourth at its estimate.
        static let measuredList = list([60, 60, 60, 40])
        /// After the reload to two items: both measured.
        static let reloadedList = list([60, 60])
        /// Scrolled to 30, the bounds (30 … 230) showed all four rows at estimates: all measured.
        static let scrolledList = list([60, 60, 60, 60])
        /// The other layout: 50-high rows, section 0's five first, so section 1 starts at 250.
        static let otherList = (0..<4).map { CGRect(x: 0, y: 250 + 50 * CGFloat($0), width: 300, height: 50) }
    }

    struct Case: Sendable, CustomTestStringConvertible {
        let callback: ReentryCallback
        let call: Call
        let outcome: Outcome
        var testDescription: String { "\(callback.rawValue) calls \(call.rawValue)" }
    }

    // The size provider's first call asks about (1, 0) in pass 1's measuring step; what it asks
    // for is applied when that step ends (after (1, 1) and (1, 2) are measured too).
    nonisolated static let sizeProviderCases: [Case] = [
        // Pass 1 measures 0, 1, 2 (the solution still has four rows); the layout sees the new
        // count and the reload applies: pass 2 solves [5, 2] from estimates and measures 0 and 1
        // again; pass 3 calls the handler. Content 100 + 2 × 60 = 220.
        Case(
            callback: .preferredSizeProvider, call: .reloadData,
            outcome: Outcome(
                passes: 3, sectionProviderCalls: 4, asked: [0, 1, 2, 0, 1], listFrames: Outcome.reloadedList,
                contentHeight: 220)),
        // Pass 2 measures (1, 0) again (60, unchanged, so nothing is invalidated) and calls the handler.
        Case(callback: .preferredSizeProvider, call: .reloadOwnItem, outcome: Outcome(asked: [0, 1, 2, 0])),
        // Pass 2 solves again (section 1 kept with its sizes) and measures the shown (1, 0) and
        // (1, 1) again: unchanged, so the handler is called in the same pass.
        Case(
            callback: .preferredSizeProvider, call: .invalidateLayout,
            outcome: Outcome(sectionProviderCalls: 4, asked: [0, 1, 2, 0, 1])),
        Case(callback: .preferredSizeProvider, call: .invalidateLayoutWithContext, outcome: Outcome(asked: [0, 1, 2, 1])),
        Case(callback: .preferredSizeProvider, call: .layoutIfNeeded, outcome: Outcome()),
        // The row moves when pass 1's measuring ends; pass 2's handler gets 150.
        Case(
            callback: .preferredSizeProvider, call: .setOrthogonalScrollOffset,
            outcome: Outcome(handlerOffsets: [150], rowOffset: 150)),
        // Pass 2 shows y 30 … 230: (1, 0) … (1, 2), all measured; (1, 3) starts at 280.
        Case(callback: .preferredSizeProvider, call: .setContentOffset, outcome: Outcome(contentOffsetY: 30)),
        // Pass 2 prepares the other layout: no self-sizing, no handler.
        Case(
            callback: .preferredSizeProvider, call: .setCollectionViewLayout,
            outcome: Outcome(
                handlerOffsets: [], listFrames: Outcome.otherList, contentHeight: 450, replacedLayout: true)),
        // Asked about (1, 0) before its answer is taken in: its estimate, 100 … 140.
        Case(
            callback: .preferredSizeProvider, call: .readAttributes,
            outcome: Outcome(
                read: ReentryRead(itemFrame: CGRect(x: 0, y: 100, width: 300, height: 40), sections: 2, itemsInSection0: 5))),
    ]

    // The handler's first call is in pass 2's visible-items step.
    nonisolated static let handlerCases: [Case] = [
        // Pass 3 solves [5, 2] from estimates and measures 0 and 1 again; pass 4 calls the
        // handler again (the solve started a new visible-items pass).
        Case(
            callback: .visibleItemsHandler, call: .reloadData,
            outcome: Outcome(
                passes: 4, sectionProviderCalls: 4, asked: [0, 1, 2, 0, 1], handlerOffsets: [0, 0],
                listFrames: Outcome.reloadedList, contentHeight: 220)),
        // Pass 3 measures (1, 0) again; the scroll state is unchanged: no second handler call.
        Case(callback: .visibleItemsHandler, call: .reloadOwnItem, outcome: Outcome(passes: 3, asked: [0, 1, 2, 0])),
        // Pass 3 solves again (a new visible-items pass) and measures (1, 0), (1, 1) again.
        Case(
            callback: .visibleItemsHandler, call: .invalidateLayout,
            outcome: Outcome(passes: 3, sectionProviderCalls: 4, asked: [0, 1, 2, 0, 1], handlerOffsets: [0, 0])),
        Case(
            callback: .visibleItemsHandler, call: .invalidateLayoutWithContext,
            outcome: Outcome(passes: 3, asked: [0, 1, 2, 1])),
        Case(callback: .visibleItemsHandler, call: .layoutIfNeeded, outcome: Outcome()),
        // Pass 3 calls the handler for the new offset.
        Case(
            callback: .visibleItemsHandler, call: .setOrthogonalScrollOffset,
            outcome: Outcome(passes: 3, handlerOffsets: [0, 150], rowOffset: 150)),
        // Pass 3 shows y 30 … 230 (all measured) and calls the handler for the new bounds (the
        // row's offset is still 0).
        Case(
            callback: .visibleItemsHandler, call: .setContentOffset,
            outcome: Outcome(passes: 3, handlerOffsets: [0, 0], contentOffsetY: 30)),
        Case(
            callback: .visibleItemsHandler, call: .setCollectionViewLayout,
            outcome: Outcome(passes: 3, listFrames: Outcome.otherList, contentHeight: 450, replacedLayout: true)),
        // After pass 1's measurements: 100 … 160.
        Case(
            callback: .visibleItemsHandler, call: .readAttributes,
            outcome: Outcome(
                read: ReentryRead(itemFrame: CGRect(x: 0, y: 100, width: 300, height: 60), sections: 2, itemsInSection0: 5))),
    ]

    /// The cases of a callback called in pass 1's preparing step (the section provider, a
    /// custom group's provider, the data source's item count): a request that leaves the
    /// layout invalid ends pass 1 after preparing, so its measuring moves to pass 2.
    nonisolated static func preparingCases(_ callback: ReentryCallback, read: ReentryRead) -> [Case] {
        [
            // Pass 1's solve already has [5, 2] (or, for the custom group's provider, which
            // runs after the counts were read, [5, 4]); the reload leaves it invalid. Pass 2
            // solves [5, 2] and measures 0 and 1; pass 3 calls the handler.
            Case(
                callback: callback, call: .reloadData,
                outcome: Outcome(
                    passes: 3, sectionProviderCalls: 4, asked: [0, 1], listFrames: Outcome.reloadedList,
                    contentHeight: 220)),
            // Pass 1 ends after preparing; pass 2 only measures rows asked for the first time
            // (it does not count); pass 3 calls the handler.
            Case(callback: callback, call: .reloadOwnItem, outcome: Outcome(passes: 3)),
            // As above, with pass 2 solving again.
            Case(callback: callback, call: .invalidateLayout, outcome: Outcome(passes: 3, sectionProviderCalls: 4)),
            Case(callback: callback, call: .invalidateLayoutWithContext, outcome: Outcome(passes: 3)),
            Case(callback: callback, call: .layoutIfNeeded, outcome: Outcome()),
            // The row moves when pass 1's preparing ends (nothing invalid: pass 1 measures).
            Case(
                callback: callback, call: .setOrthogonalScrollOffset,
                outcome: Outcome(handlerOffsets: [150], rowOffset: 150)),
            // The scroll invalidates the layout (it has a handler); pass 2 measures what y 30 …
            // 230 shows at estimates: rows at 100, 140, 180, 220, all four.
            Case(
                callback: callback, call: .setContentOffset,
                outcome: Outcome(
                    passes: 3, asked: [0, 1, 2, 3], listFrames: Outcome.scrolledList, contentHeight: 340,
                    contentOffsetY: 30)),
            Case(
                callback: callback, call: .setCollectionViewLayout,
                outcome: Outcome(
                    asked: [], handlerOffsets: [], listFrames: Outcome.otherList, contentHeight: 450, replacedLayout: true)),
            // Nothing is prepared yet: no attributes.
            Case(callback: callback, call: .readAttributes, outcome: Outcome(read: read)),
        ]
    }

    nonisolated static let cases: [Case] =
        sizeProviderCases + handlerCases
        + preparingCases(.sectionProvider, read: ReentryRead(itemFrame: nil, sections: 2, itemsInSection0: 5))
        + preparingCases(.customGroupItemProvider, read: ReentryRead(itemFrame: nil, sections: 2, itemsInSection0: 5))
        // The data source asked for section 0's count reads that count: 0 (it is being asked).
        + preparingCases(.dataSourceItemCount, read: ReentryRead(itemFrame: nil, sections: 2, itemsInSection0: 0))

    @Test("A callback's re-entrant call waits for the end of the step, and the next pass does its work", arguments: cases)
    func reentrantCall(_ testCase: Case) throws {
        let host = ReentryHost(testCase.callback) { testCase.call.perform(on: $0) }
        let expected = testCase.outcome
        let view = host.collectionView
        #expect(host.initialPasses == expected.passes)
        #expect(host.sectionProviderCalls == expected.sectionProviderCalls)
        #expect(host.asked == expected.asked)
        #expect(host.handlerOffsets == expected.handlerOffsets)
        #expect(host.reads == (expected.read.map { [$0] } ?? []))
        #expect(view.layoutDiagnostics.isEmpty)
        #expect((view.collectionViewLayout === host.otherLayout) == expected.replacedLayout)
        #expect(host.listFrames == expected.listFrames)
        #expect(view.contentSize == CGSize(width: 300, height: expected.contentHeight))
        #expect(host.rowOffset == expected.rowOffset)
        #expect(view.contentOffset == CGPoint(x: 0, y: expected.contentOffsetY))
        // Settled: another layoutIfNeeded() runs no pass and calls nothing.
        view.layoutIfNeeded()
        #expect(view.passState.passesInLastLayout == 0)
        #expect(host.handlerOffsets == expected.handlerOffsets)
        #expect(host.asked == expected.asked)
    }
}
