import CompositionalLayout
import Foundation

/// Many sections of one kind (issue 30 §3): a layout made with one section for all
/// (`UICollectionViewCompositionalLayout(section:)`) over a data source of N sections of one
/// item each, laid out by a headless view.
///
/// The section: full-width rows 44 high, content insets 4 top and bottom, 16 at the sides.
/// Section s is 4 + 44 + 4 = 52 long and starts at 52 s, so its item is at
/// (16, 52 s + 4, 390 − 32 = 358, 44) and the content is 52 N high.
///
/// - `sections_layout_ms`: making the view and its first `layoutIfNeeded()` (the data
///   source's counts, `prepare()` with the section provider, nothing measured).
/// - `sections_prepare_ms`: `reloadData()` then `prepare()`: every section from its
///   description again, with no previous solution.
/// - `sections_layout_cpu_ms`, `sections_prepare_cpu_ms`: the same, in the process's CPU
///   time, which a loaded machine does not inflate.
/// - `sections_rss_mb`: the peak resident set after the first layout, with the baseline
///   before the view was made, and `bytes_per_section` = (peak − baseline) / N.
@MainActor
struct SectionsBench {
    /// A section's length: 4 + 44 + 4.
    static let sectionLength = 52.0

    let n: Int
    let output: Output

    init(n: Int) {
        self.n = n
        output = Output(workload: "SECTIONS", n: n)
    }

    /// The one section the layout repeats.
    static func section() -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let row = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let section = NSCollectionLayoutSection(group: row)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        return section
    }

    /// Section s's item: (16, 52 s + 4, 358, 44).
    func expectedFrame(section s: Int) -> CGRect {
        CGRect(x: 16, y: Self.sectionLength * Double(s) + 4, width: 358, height: 44)
    }

    func run() {
        let baseline = peakRSSMegabytes()
        var layoutSamples = Samples()
        var layoutCPU = Samples()
        let cpuStart = cpuNow()
        let host = layoutSamples.time {
            Host(
                layout: UICollectionViewCompositionalLayout(section: Self.section()),
                itemCounts: Array(repeating: 1, count: n))
        }
        layoutCPU.append(cpuNow() - cpuStart)
        let peak = peakRSSMegabytes()
        output.metric("sections_layout_ms", layoutSamples, scale: 1e3)
        output.metric("sections_layout_cpu_ms", layoutCPU, scale: 1e3)

        var prepare = Samples()
        var prepareCPU = Samples()
        for _ in 0..<(n >= 1_000_000 ? 3 : 11) {
            host.collectionView.reloadData()
            let start = cpuNow()
            prepare.time { host.layout.prepare() }
            prepareCPU.append(cpuNow() - start)
        }
        host.collectionView.layoutIfNeeded()
        output.metric("sections_prepare_ms", prepare, scale: 1e3)
        output.metric("sections_prepare_cpu_ms", prepareCPU, scale: 1e3)

        let perSection = (peak - baseline) * 1024 * 1024 / Double(n)
        output.single(
            "sections_rss_mb", peak,
            extra: [
                ("baseline", Output.number(baseline)), ("bytes_per_section", Output.number(perSection)),
                ("peak_end", Output.number(peakRSSMegabytes())),
            ])

        // The last viewport: sections (52 N − 844) / 52 on, those whose item overlaps it.
        let layout = host.layout
        let contentHeight = Self.sectionLength * Double(n)
        let viewport = CGRect(x: 0, y: contentHeight - Workload.height, width: Workload.width, height: Workload.height)
        let shown = layout.layoutAttributesForElements(in: viewport) ?? []
        let expectedShown = (max(0, n - 20)..<n).filter { overlaps(expectedFrame(section: $0), viewport) }.count
        let last = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: n - 1))?.frame ?? .null
        let middle = layout.layoutAttributesForItem(at: IndexPath(item: 0, section: n / 2))?.frame ?? .null
        output.check([
            ("content_height", Output.exact(Double(layout.collectionViewContentSize.height))),
            ("content_height_expected", Output.exact(contentHeight)),
            ("last_frame_matches", last == expectedFrame(section: n - 1) ? "true" : "false"),
            ("last_min_y", Output.exact(Double(last.minY))),
            ("middle_frame_matches", middle == expectedFrame(section: n / 2) ? "true" : "false"),
            ("last_viewport_elements", "\(shown.count)"), ("last_viewport_expected", "\(expectedShown)"),
        ])
    }
}
