import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// The `self-sizing` example through a headless collection view that measures with the
/// example's own rule, at 375 × 812 and scale 1, with hand-computed frames.
@MainActor
@Suite("The self-sizing example")
struct SelfSizingExampleTests {
    private typealias Kind = LayoutExample.ElementKind

    /// A host measuring with the example's rule, laid out at the top.
    private func host() throws -> TestHost {
        let example = LayoutExample.selfSizing
        let host = TestHost(example.makeLayout(), itemCounts: example.itemCounts, width: 375, height: 812, scale: 1)
        let rule = example.preferredSize
        try #require(rule != nil)
        host.collectionView.preferredSizeProvider = rule
        host.collectionView.layoutIfNeeded()
        return host
    }

    @Test("The rule depends only on the element: header 36, rows 44 + 22 (i % 3), cells 80 + 40 (i % 4)")
    func rule() throws {
        guard let rule = LayoutExample.selfSizing.preferredSize else {
            Issue.record("the self-sizing example has no measuring rule")
            return
        }
        let header = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: Kind.sectionHeader, with: IndexPath(item: 0, section: 0))
        header.size = CGSize(width: 375, height: 30)
        #expect(rule(header) == CGSize(width: 375, height: 36))
        let row = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 5, section: 0))
        row.size = CGSize(width: 320, height: 44)
        // 5 % 3 = 2 → 44 + 44 = 88, width kept as proposed.
        #expect(rule(row) == CGSize(width: 320, height: 88))
        let cell = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 7, section: 1))
        cell.size = CGSize(width: 125, height: 100)
        // 7 % 4 = 3 → 80 + 120 = 200.
        #expect(rule(cell) == CGSize(width: 125, height: 200))
        let listRule = LayoutExample.list.preferredSize
        #expect(listRule == nil)
    }

    @Test("At the top only what the first viewport showed is measured")
    func firstViewport() throws {
        let host = try host()
        // At the estimates the header is 0 … 30 and row i starts at 30 + 44 i: rows 0 … 17
        // start inside 0 … 812 (row 17 at 778), row 18 (822) does not. Those are measured;
        // the rows grow and push the rest down without it being measured.
        expectFrame(host.supplementary(Kind.sectionHeader, 0, 0)?.frame, 0, 0, 375, 36)
        expectFrame(host.frame(0, 0), 0, 36, 375, 44)
        expectFrame(host.frame(0, 1), 0, 80, 375, 66)
        expectFrame(host.frame(0, 2), 0, 146, 375, 88)
        // Rows 0 … 17 are six triples of 44 + 66 + 88 = 198: row 18 at 36 + 1188 = 1224,
        // still at its estimate, as are row 19 (1268) and the grid (1312, rows of 100).
        expectFrame(host.frame(0, 17), 0, 36 + 5 * 198 + 44 + 66, 375, 88)
        expectFrame(host.frame(0, 18), 0, 1224, 375, 44)
        expectFrame(host.frame(0, 19), 0, 1268, 375, 44)
        expectFrame(host.frame(1, 0), 0, 1312, 125, 100)
        // 1312 + 4 × 100.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1712))
    }

    @Test("Scrolled through and back, every element has its measured size; grid rows share the tallest")
    func scrolledThrough() throws {
        let host = try host()
        let collectionView = host.collectionView
        // The second viewport (812 … 1624) shows rows 18 and 19 and the grid.
        collectionView.contentOffset = CGPoint(x: 0, y: 812)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        // Row 19 (19 % 3 = 1): 66 high, at 36 + 6 × 198 + 44 = 1268; the section ends at 1334.
        expectFrame(host.frame(0, 18), 0, 1224, 375, 44)
        expectFrame(host.frame(0, 19), 0, 1268, 375, 66)
        // Grid row 0 measures 80, 120, 160: all three take 160, each 375 / 3 = 125 wide.
        expectFrame(host.frame(1, 0), 0, 1334, 125, 160)
        expectFrame(host.frame(1, 1), 125, 1334, 125, 160)
        expectFrame(host.frame(1, 2), 250, 1334, 125, 160)
        // Row 1 (200, 80, 120) at 1334 + 160 = 1494, all 200; row 2 (160, 200, 80) at 1694;
        // row 3 (120, 160, 200) at 1894.
        expectFrame(host.frame(1, 4), 125, 1494, 125, 200)
        expectFrame(host.frame(1, 6), 0, 1694, 125, 200)
        expectFrame(host.frame(1, 11), 250, 1894, 125, 200)
        // 1894 + 200.
        #expect(collectionView.contentSize == CGSize(width: 375, height: 2094))
        let layout = try #require(collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        #expect(layout.rejectedMeasurements.isEmpty)
    }
}
