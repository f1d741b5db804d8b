import CompositionalLayout
import Foundation

/// Runs every metric of one (workload, N) and prints the JSON lines. The order matters only
/// for state: `rss_mb` is read before any attributes are requested (after measuring, for W4
/// and W5), and `prepare_us` comes last because `invalidateLayout()` makes the shown
/// self-sizing cells be measured again.
@MainActor
final class Bench {
    /// Viewport queries per query metric (and for the check line's `hits`).
    static let queries = 1000
    /// Repetitions of `prepare()`.
    static let prepareReps = 101
    /// Batches of 1,000 `layoutAttributesForItem(at:)` calls.
    static let frameBatches = 20
    /// Measurements in the update metric (+50 and back, alternately).
    static let updateReps = 200

    let workload: Workload
    let output: Output
    /// Repetitions of the whole-layout passes (fewer at large N, as the peers do).
    let fullReps: Int
    /// Repetitions of `full_attrs_ms`: one at 10M (3.8 GB of objects, ~15 s on this machine),
    /// so that one (W, N) process stays near a minute.
    var fullAttributesReps: Int { workload.n > 1_000_000 ? 1 : fullReps }
    private let state = UpdateState()
    /// Keeps results alive so that nothing measured can be optimized away.
    var sink = 0.0

    init(workload: Workload, fullReps: Int? = nil) {
        self.workload = workload
        output = Output(workload: workload.kind.rawValue, n: workload.n)
        let n = workload.n
        self.fullReps = fullReps ?? (n <= 10_000 ? 21 : n <= 100_000 ? 9 : n <= 1_000_000 ? 5 : 2)
    }

    /// The top of viewport k: ((k · 2654435761) mod 2³²) / 2³² · (H − 844), H the expected
    /// content height (the same sequence as every peer).
    static func offset(_ k: Int, contentHeight: Double) -> CGFloat {
        let u = UInt32(truncatingIfNeeded: UInt64(k) &* 2_654_435_761)
        return CGFloat(Double(u) / 4_294_967_296 * (contentHeight - Double(Workload.height)))
    }

    func viewport(_ k: Int) -> CGRect {
        CGRect(
            x: 0, y: Self.offset(k, contentHeight: workload.expectedContentHeight),
            width: Workload.width, height: Workload.height)
    }

    /// The host of the workload's own layout; W4 and W5 measure through the provider.
    func makeMainHost() -> Host {
        Host(
            layout: workload.makeLayout(), itemCounts: workload.itemCounts,
            preferredSize: workload.measuresEverything ? sizeProvider(for: workload, state: state) : nil)
    }

    func run() {
        let baseline = peakRSSMegabytes()
        let host = makeMainHost()
        let layout = host.layout
        let collectionView = host.collectionView

        // prepare() with no previous solution: every section solved from its description.
        var fresh = Samples()
        for _ in 0..<Self.prepareReps {
            collectionView.reloadData()
            fresh.time { layout.prepare() }
        }
        collectionView.layoutIfNeeded()
        output.metric("prepare_fresh_us", fresh, scale: 1e6)

        if workload.measuresEverything {
            var measuring = Samples()
            let viewports = measuring.time { host.measureEverything() }
            output.metric("measure_all_ms", measuring, scale: 1e3, extra: [("viewports", "\(viewports)")])
        }
        let rssPrepared = peakRSSMegabytes()

        let hits = measureQueries(layout)
        measureFrameAt(layout)
        measureScrollQueries(layout)
        measureFrameAtShown(layout)
        measureScrolling(host, metric: "scroll_step_us", contentHeight: workload.expectedContentHeight)
        measureScrollingWithViews()
        if workload.kind == .w2 { measureScrollingManyCells() }
        if workload.kind == .w4 { measureFrameBudget() }
        let shift = measureUpdate(mainHost: host)
        let (maxError, frameSum) = measureFull(layout)
        let elements = measureFullAttributes(layout)

        var prepare = Samples()
        for _ in 0..<Self.prepareReps {
            layout.invalidateLayout()
            prepare.time { layout.prepare() }
        }
        collectionView.layoutIfNeeded()
        output.metric("prepare_us", prepare, scale: 1e6)

        if workload.kind == .w5 {
            measureManySections()
        }
        if workload.kind == .w4 {
            sink += Double(EditBench(workload: workload).run())
            sink += Double(ViewEditBench(workload: workload).run())
        }

        var check: [(String, String)] = [
            ("queries", "\(Self.queries)"), ("hits", "\(hits.actual)"),
            ("update_shift", Output.exact(shift)), ("max_abs_err", Output.exact(maxError)),
            ("content_height", Output.exact(Double(layout.collectionViewContentSize.height))),
        ]
        if let expected = hits.expected { check.append(("hits_expected", "\(expected)")) }
        check += [
            ("peer_queries", "\(peerQueries)"), ("peer_hits", "\(hits.peer)"),
            ("content_height_expected", Output.exact(workload.expectedContentHeight)),
            ("frame_sum", Output.exact(frameSum)), ("full_attrs_elements", "\(elements)"),
        ]
        output.check(check)
        output.single(
            "rss_mb", rssPrepared,
            extra: [("baseline", Output.number(baseline)), ("peak_end", Output.number(peakRSSMegabytes()))])
        // Used, so that nothing measured is optimized away; never true for a real run.
        if sink == 12345 { FileHandle.standardError.write("sink \(sink)\n".data(using: .utf8)!) }
    }

    // MARK: Queries

    /// How many viewports the peers sum their hits over: 20,000,000 / N, clamped to 20…1,000.
    var peerQueries: Int { min(Self.queries, max(20, 20_000_000 / workload.n)) }

    /// `query_us` and `query_frames_us` over the first `queries` viewports; returns the hits,
    /// the hits over the peers' first `peerQueries` viewports and, for W1–W4, the hits the
    /// closed forms give.
    func measureQueries(_ layout: UICollectionViewCompositionalLayout) -> (actual: Int, peer: Int, expected: Int?) {
        var objects = Samples()
        var count = 0
        for k in 0..<Self.queries {
            let rect = viewport(k)
            let start = now()
            count += queryCount(layout, rect)
            objects.append(now() - start)
        }
        output.metric(
            "query_us", objects, scale: 1e6,
            extra: [("elements", Output.number(Double(count) / Double(Self.queries)))])

        // The value API: one snapshot of the layout (O(1), taken once, as a renderer takes one
        // per scroll state), then each viewport's frames as values into a reused array.
        guard let snapshot = layout.frameSnapshot() else { fatalError("layout not prepared") }
        var values = Samples()
        var frames: [CGRect] = []
        frames.reserveCapacity(1024)
        var hits = 0
        var peerHits = 0
        for k in 0..<Self.queries {
            let rect = viewport(k)
            let start = now()
            queryFrames(snapshot, rect, into: &frames)
            values.append(now() - start)
            let shown = frames.lazy.filter { overlaps($0, rect) }.count
            hits += shown
            if k < peerQueries { peerHits += shown }
        }
        output.metric("query_frames_us", values, scale: 1e6, extra: [("path", "\"LayoutFrames.forEachFrame(in:)\"")])
        sink += Double(count)

        guard workload.kind != .w5 else { return (hits, peerHits, nil) }
        let expected = (0..<Self.queries).reduce(0) { $0 + expectedHits(viewport($1)) }
        return (hits, peerHits, expected)
    }

    /// The cells of W1–W4 that overlap `rect`, from the closed forms: a binary search for the
    /// first cell that can reach the viewport, then a scan (as `floor.c`'s bsearch query).
    func expectedHits(_ rect: CGRect) -> Int {
        let n = workload.n
        let reach = Double(rect.minY) - workload.tallestCell
        var low = 0
        var high = n
        while low < high {
            let mid = (low + high) / 2
            if Double(workload.expectedFrame(section: 0, item: mid).minY) < reach { low = mid + 1 } else { high = mid }
        }
        var hits = 0
        var i = low
        while i < n {
            let frame = workload.expectedFrame(section: 0, item: i)
            if frame.minY >= rect.maxY { break }
            if overlaps(frame, rect) { hits += 1 }
            i += 1
        }
        return hits
    }

    /// `frame_at_ns`: `layoutAttributesForItem(at:)` then `frame`, for pseudo-random cells, in
    /// batches of 1,000 (index paths made before the clock starts).
    func measureFrameAt(_ layout: UICollectionViewCompositionalLayout) {
        let paths = (0..<(Self.frameBatches * 1000)).map { indexPath(ofCell: Int(UInt64($0) &* 2_654_435_761 % UInt64(workload.n))) }
        var samples = Samples()
        var sum = 0.0
        for batch in 0..<Self.frameBatches {
            let start = now()
            for path in paths[(batch * 1000)..<(batch * 1000 + 1000)] {
                sum += Double(layout.layoutAttributesForItem(at: path)?.frame.minY ?? 0)
            }
            samples.append((now() - start) / 1000)
        }
        sink += sum
        output.metric("frame_at_ns", samples, scale: 1e9)
    }

    /// The index path of the cell with global index `index` (cells numbered section by section).
    func indexPath(ofCell index: Int) -> IndexPath {
        var remaining = index
        for (section, count) in workload.itemCounts.enumerated() {
            if remaining < count { return IndexPath(item: remaining, section: section) }
            remaining -= count
        }
        return IndexPath(item: 0, section: 0)
    }

    /// `scroll_step_us`: set `contentOffset`, `layoutIfNeeded()`, query the bounds.
    func measureScrolling(_ host: Host, metric: String, contentHeight: Double) {
        let collectionView = host.collectionView
        var samples = Samples()
        var count = 0
        for k in 0..<Self.queries {
            let y = Self.offset(k, contentHeight: contentHeight)
            let start = now()
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            count += queryCount(host.layout, collectionView.bounds)
            samples.append(now() - start)
        }
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        sink += Double(count)
        output.metric(metric, samples, scale: 1e6)
    }

    /// `scroll_step_views_us`: the step of `scroll_step_us` on a view whose data source shows
    /// a cell for every item (and a view for every header and footer): the layout pass also
    /// realizes the views for what became visible (reused from the ones that left) and the
    /// query reads `visibleCells`. Reports the cells asked for per step and the cells made.
    func measureScrollingWithViews() {
        let host = Host(
            layout: workload.makeLayout(), itemCounts: workload.itemCounts,
            preferredSize: workload.measuresEverything ? sizeProvider(for: workload, state: state) : nil, showsViews: true)
        if workload.measuresEverything { host.measureEverything() }
        let collectionView = host.collectionView
        let askedBefore = host.cellsDataSource?.cellsAsked ?? 0
        let madeBefore = BenchCell.made
        var samples = Samples()
        var count = 0
        for k in 0..<Self.queries {
            let y = Self.offset(k, contentHeight: workload.expectedContentHeight)
            let start = now()
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            count += collectionView.visibleCells.count
            samples.append(now() - start)
        }
        sink += Double(count)
        let asked = (host.cellsDataSource?.cellsAsked ?? 0) - askedBefore
        output.metric(
            "scroll_step_views_us", samples, scale: 1e6,
            extra: [
                ("cells_asked_per_step", Output.exact(Double(asked) / Double(Self.queries))),
                ("cells_made", "\(BenchCell.made - madeBefore)"),
            ])
    }

    // MARK: Update

    /// `update_us`: the target cell answers 50 more (then its height again): `reloadItems(at:)`,
    /// `layoutIfNeeded()` (which measures it, the view showing it), then the next viewport
    /// query. W1–W3 use their self-sizing twin (`.estimated` heights equal to the fixed ones).
    /// Returns how far the last cell moved after the first +50.
    func measureUpdate(mainHost: Host) -> Double {
        let host =
            workload.measuresEverything
            ? mainHost
            : Host(
                layout: workload.makeLayout(selfSizing: true), itemCounts: workload.itemCounts,
                preferredSize: sizeProvider(for: workload, state: state))
        let layout = host.layout
        let collectionView = host.collectionView
        let target = workload.updateTarget
        let last = workload.lastItem
        state.target = target
        guard let targetFrame = layout.layoutAttributesForItem(at: target)?.frame else { return .nan }
        collectionView.contentOffset = CGPoint(x: 0, y: max(0, targetFrame.minY - 300))
        collectionView.layoutIfNeeded()
        let lastBefore = layout.layoutAttributesForItem(at: last)?.frame.minY ?? .nan
        var shift = Double.nan
        var samples = Samples()
        var count = 0
        for r in 0..<Self.updateReps {
            state.bumped = r % 2 == 0
            let rect = viewport(r)
            let start = now()
            collectionView.reloadItems(at: [target])
            collectionView.layoutIfNeeded()
            count += queryCount(layout, rect)
            samples.append(now() - start)
            if r == 0 {
                shift = Double((layout.layoutAttributesForItem(at: last)?.frame.minY ?? .nan) - lastBefore)
            }
        }
        state.bumped = false
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        sink += Double(count)
        output.metric("update_us", samples, scale: 1e6)
        return shift
    }

    // MARK: Whole layout

    /// `full_ms`: every cell's frame as a value, written into fresh memory each repetition,
    /// through the value API: `frameSnapshot()` then `appendItemFrames(to:)` into an empty
    /// array (which reserves the whole count once). Returns the largest difference from the
    /// closed forms and the sum of all frame coordinates (the floor prints the same sum).
    func measureFull(_ layout: UICollectionViewCompositionalLayout) -> (maxError: Double, frameSum: Double) {
        var samples = Samples()
        var frames: [CGRect] = []
        for _ in 0..<fullReps {
            frames = []
            let start = now()
            var filled: [CGRect] = []
            layout.frameSnapshot()?.appendItemFrames(to: &filled)
            samples.append(now() - start)
            frames = filled
        }
        output.metric("full_ms", samples, scale: 1e3, extra: [("path", "\"LayoutFrames.appendItemFrames(to:)\"")])

        var maxError = 0.0
        var sum = 0.0
        var k = 0
        workload.forEachCell { section, item in
            let frame = frames[k]
            let expected = workload.expectedFrame(section: section, item: item)
            let error = max(
                abs(frame.minX - expected.minX), abs(frame.minY - expected.minY),
                abs(frame.width - expected.width), abs(frame.height - expected.height))
            if !(error <= maxError) { maxError = error.isNaN ? .infinity : error }
            sum += Double(frame.minX + frame.minY + frame.width + frame.height)
            k += 1
        }
        return (maxError, sum)
    }

    /// `full_attrs_ms`: every element as attribute objects, from one
    /// `layoutAttributesForElements(in:)` over the whole content (W5: wide enough for every
    /// orthogonal row's cards). The objects are released after the clock stops. Returns how
    /// many elements came back.
    func measureFullAttributes(_ layout: UICollectionViewCompositionalLayout) -> Int {
        let size = layout.collectionViewContentSize
        let rect = CGRect(x: 0, y: 0, width: workload.kind == .w5 ? 1_000_000 : size.width, height: size.height)
        var samples = Samples()
        var elements = 0
        for _ in 0..<fullAttributesReps {
            let start = now()
            let all = layout.layoutAttributesForElements(in: rect)
            samples.append(now() - start)
            elements = all?.count ?? 0
        }
        output.metric("full_attrs_ms", samples, scale: 1e3, extra: [("elements", "\(elements)")])
        return elements
    }

    // MARK: Target 6

    /// Scroll steps through 10,000 sections with pinned headers and without
    /// (`scroll_step_pinned10k_us`, `scroll_step_unpinned10k_us`).
    func measureManySections() {
        let counts = Array(repeating: 2, count: 10_000)
        for pinned in [true, false] {
            let host = Host(layout: Page.manySectionsLayout(pinned: pinned), itemCounts: counts)
            let height = Double(host.collectionView.contentSize.height)
            measureScrolling(host, metric: pinned ? "scroll_step_pinned10k_us" : "scroll_step_unpinned10k_us", contentHeight: height)
        }
    }
}
