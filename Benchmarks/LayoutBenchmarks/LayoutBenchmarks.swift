import CompositionalLayout
import Foundation

/// The performance benchmark of issue 11, speaking the JSON-lines protocol of the peer
/// harness (`../shared/peers/README.md`):
///
///     LayoutBenchmarks W N              every metric of workload W (W1…W5) at N items
///     LayoutBenchmarks cell             measuring a list cell through Auto Layout (issue 28)
///     LayoutBenchmarks draw             drawing a screen of 30 list cells to SVG (issue 29)
///     LayoutBenchmarks sections N       N one-item sections of one description (issue 30)
///     LayoutBenchmarks profile M W N C  only loop M (frame_at, frame_at_shown, query,
///                                       query_scroll, query_frames, full, scroll,
///                                       frame_step) C times,
///                                       in `profileLoop`, for callgrind's --toggle-collect
@main
struct LayoutBenchmarks {
    @MainActor
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "profile", arguments.count == 5, let kind = Workload.Kind(rawValue: arguments[2]),
            let n = Int(arguments[3]), let count = Int(arguments[4]), n >= 3
        {
            Profiler(workload: Workload(kind: kind, n: n)).run(mode: arguments[1], count: count)
            return
        }
        if arguments == ["cell"] {
            CellMeasureBench().run()
            return
        }
        if arguments == ["draw"] {
            DrawBench().run()
            return
        }
        if arguments.count == 2, arguments[0] == "sections", let n = Int(arguments[1]), n >= 20 {
            SectionsBench(n: n).run()
            return
        }
        guard arguments.count == 2, let kind = Workload.Kind(rawValue: arguments[0]), let n = Int(arguments[1]), n >= 3 else {
            FileHandle.standardError.write(
                "usage: LayoutBenchmarks W1|W2|W3|W4|W5 N\n       LayoutBenchmarks cell\n       LayoutBenchmarks draw\n       LayoutBenchmarks sections N\n       LayoutBenchmarks profile frame_at|frame_at_shown|query|query_scroll|query_frames|full|scroll|frame_step W N COUNT\n"
                    .data(using: .utf8)!)
            exit(2)
        }
        if kind == .w5, n < Page.sectionCount * 3 {
            FileHandle.standardError.write("W5 needs N >= \(Page.sectionCount * 3)\n".data(using: .utf8)!)
            exit(2)
        }
        Bench(workload: Workload(kind: kind, n: n)).run()
    }
}

/// One metric's loop alone, for profiling.
@MainActor
struct Profiler {
    let workload: Workload

    func run(mode: String, count: Int) {
        let bench = Bench(workload: workload)
        // The frame budget scrolls a feed measured as it goes; every other loop, the workload
        // measured first.
        let host = mode == "frame_step" ? bench.makeFeedHost {} : bench.makeMainHost()
        if mode != "frame_step", workload.measuresEverything { host.measureEverything() }
        let paths = (0..<1000).map { bench.indexPath(ofCell: Int(UInt64($0) &* 2_654_435_761 % UInt64(workload.n))) }
        let rects = (0..<1000).map { bench.viewport($0) }
        let result = profileLoop(mode: mode, count: count, bench: bench, host: host, paths: paths, rects: rects)
        print("\(mode) × \(count): \(result)")
    }

    @inline(never)
    func profileLoop(mode: String, count: Int, bench: Bench, host: Host, paths: [IndexPath], rects: [CGRect]) -> Double {
        var sum = 0.0
        switch mode {
        case "frame_at":
            for k in 0..<count { sum += Double(host.layout.layoutAttributesForItem(at: paths[k % 1000])?.frame.minY ?? 0) }
        case "query":
            for k in 0..<count { sum += Double(queryCount(host.layout, rects[k % 1000])) }
        case "query_frames":
            guard let snapshot = host.layout.frameSnapshot() else { break }
            var frames: [CGRect] = []
            frames.reserveCapacity(1024)
            for k in 0..<count {
                queryFrames(snapshot, rects[k % 1000], into: &frames)
                sum += Double(frames.count)
            }
        case "full":
            for _ in 0..<count {
                var frames: [CGRect] = []
                host.layout.frameSnapshot()?.appendItemFrames(to: &frames)
                sum += Double(frames.count)
            }
        case "query_scroll":
            for k in 0..<count {
                let rect = CGRect(x: 0, y: bench.scrollOffset(k), width: Workload.width, height: Workload.height)
                sum += Double(queryCount(host.layout, rect))
            }
        case "frame_at_shown":
            let shown = (host.layout.layoutAttributesForElements(in: rects[0]) ?? [])
                .filter { $0.representedElementCategory == .cell }.map(\.indexPath)
            for k in 0..<count where !shown.isEmpty {
                sum += Double(host.layout.layoutAttributesForItem(at: shown[k % shown.count])?.frame.minY ?? 0)
            }
        case "frame_step":
            for _ in 0..<count {
                host.collectionView.contentOffset.y += CGFloat(Bench.scrollStep)
                host.collectionView.layoutIfNeeded()
                sum += Double(queryCount(host.layout, host.collectionView.bounds))
            }
        case "scroll":
            for k in 0..<count {
                host.collectionView.contentOffset = rects[k % 1000].origin
                host.collectionView.layoutIfNeeded()
                sum += Double(queryCount(host.layout, host.collectionView.bounds))
            }
        default:
            FileHandle.standardError.write("unknown mode \(mode)\n".data(using: .utf8)!)
        }
        return sum
    }
}
