import CompositionalLayout
import Foundation

/// The frame budget: a self-sizing feed of N rows (W4's layout and heights, nothing measured
/// beforehand) scrolled one screen per second at 120 Hz, each step as a view makes it: set
/// `contentOffset`, `layoutIfNeeded()` (which measures the rows shown for the first time
/// through `preferredSizeProvider`), then `layoutAttributesForElements(in:)` for the bounds.
extension Bench {
    /// Steps of the frame budget: 20 seconds of scrolling at 120 Hz.
    static let frameBudgetSteps = 2_400
    /// A frame at 120 Hz, in microseconds.
    static let frameMicroseconds = 1e6 / 120

    /// `frame_step_us`: each step timed; p50 (the median), p99 and the largest step, the share
    /// of a 120 Hz frame (8.33 ms) at p50 and p99, and how many rows the steps measured.
    func measureFrameBudget() {
        var measured = 0
        let host = makeFeedHost { measured += 1 }
        let collectionView = host.collectionView
        measured = 0
        var samples = Samples()
        var count = 0
        for _ in 0..<Self.frameBudgetSteps {
            let start = now()
            collectionView.contentOffset.y += CGFloat(Self.scrollStep)
            collectionView.layoutIfNeeded()
            count += queryCount(host.layout, collectionView.bounds)
            samples.append(now() - start)
        }
        sink += Double(count)
        let p99 = samples.percentile(99)
        output.metric(
            "frame_step_us", samples, scale: 1e6,
            extra: [
                ("p99", Output.number(p99 * 1e6)), ("max", Output.number(samples.maximum * 1e6)),
                ("frame_share_p50", Output.number(samples.median * 1e6 / Self.frameMicroseconds)),
                ("frame_share_p99", Output.number(p99 * 1e6 / Self.frameMicroseconds)),
                ("rows_measured", "\(measured)"), ("step", Output.number(Self.scrollStep)),
            ])
    }

    /// The feed, nothing measured, scrolled to the middle of its estimated content (rows of
    /// 44) and laid out there; `measuring` is called for every row its provider measures.
    func makeFeedHost(measuring: @escaping () -> Void) -> Host {
        let feed = Workload(kind: .w4, n: workload.n)
        let host = Host(layout: feed.makeLayout(), itemCounts: feed.itemCounts) { attributes in
            measuring()
            let indexPath = attributes.indexPath
            return CGSize(width: attributes.size.width, height: feed.measuredHeight(section: indexPath.section, item: indexPath.item))
        }
        let collectionView = host.collectionView
        collectionView.contentOffset = CGPoint(x: 0, y: (collectionView.contentSize.height - Workload.height) / 2)
        collectionView.layoutIfNeeded()
        return host
    }
}
