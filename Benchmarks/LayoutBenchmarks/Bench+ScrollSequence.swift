import CompositionalLayout
import Foundation

/// Queries made the way a scrolling view makes them, each a small step from the last, where
/// `query_us` jumps to a pseudo-random viewport every time (as the peers' queries do).
extension Bench {
    /// One screen per second at 120 Hz: 844 / 120 points per step.
    static let scrollStep = Double(Workload.height) / 120
    /// Steps of `query_scroll_us`: 20 batches of 1,000, as the floor times its bsearch query.
    static let scrollBatches = 20

    /// The top of the viewport at scroll step `j`: from the middle of the content down by
    /// `scrollStep` per step, wrapping around at the last viewport.
    func scrollOffset(_ j: Int) -> CGFloat {
        let range = workload.expectedContentHeight - Double(Workload.height)
        return CGFloat((range / 2 + Double(j) * Self.scrollStep).truncatingRemainder(dividingBy: range))
    }

    /// `query_scroll_us`: `layoutAttributesForElements(in:)` for the viewports of a scroll,
    /// 844 / 120 points apart (one screen per second at 120 Hz), the returned objects released;
    /// timed in batches of 1,000 steps.
    func measureScrollQueries(_ layout: UICollectionViewCompositionalLayout) {
        var samples = Samples()
        var count = 0
        for batch in 0..<Self.scrollBatches {
            let rects = (0..<1000).map {
                CGRect(x: 0, y: scrollOffset(batch * 1000 + $0), width: Workload.width, height: Workload.height)
            }
            let start = now()
            for rect in rects { count += queryCount(layout, rect) }
            samples.append((now() - start) / 1000)
        }
        sink += Double(count)
        output.metric(
            "query_scroll_us", samples, scale: 1e6,
            extra: [
                ("elements", Output.number(Double(count) / Double(Self.scrollBatches * 1000))),
                ("step", Output.number(Self.scrollStep)),
            ])
    }

    /// `frame_at_ns` for shown cells (`frame_at_shown_ns`): `layoutAttributesForItem(at:)`
    /// then `frame` for the cells the last query of a viewport returned, in batches of 1,000
    /// calls, one pseudo-random viewport per batch (queried before the clock starts).
    func measureFrameAtShown(_ layout: UICollectionViewCompositionalLayout) {
        var samples = Samples()
        var sum = 0.0
        for batch in 0..<Self.frameBatches {
            let shown = (layout.layoutAttributesForElements(in: viewport(batch)) ?? [])
                .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
            guard !shown.isEmpty else { continue }
            let paths = (0..<1000).map { shown[$0 % shown.count] }
            let start = now()
            for path in paths {
                sum += Double(layout.layoutAttributesForItem(at: path)?.frame.minY ?? 0)
            }
            samples.append((now() - start) / 1000)
        }
        sink += sum
        output.metric("frame_at_shown_ns", samples, scale: 1e9)
    }
}
