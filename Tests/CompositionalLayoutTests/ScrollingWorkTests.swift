@testable import CompositionalLayout
import LayoutCore
import LayoutExamples
import LayoutTestSupport
import Testing

/// Scrolling never prepares the layout again (attributes-and-queries.md ), and
/// trait changes that only change how frames are reported solve nothing again. Work is
/// counted with the section provider's calls and the engine's `WorkCounters`, not timed.
@MainActor
@Suite("Work done by scrolling and trait changes")
struct ScrollingWorkTests {
    private typealias F = SupplementaryFixtures

    /// Calls to a section provider.
    private final class Counter {
        var calls = 0
    }

    private func work(_ layout: UICollectionViewLayout) -> WorkCounters? {
        (layout as? UICollectionViewCompositionalLayout)?.prepared?.solution.work
    }

    @Test("Q-2: 50 scroll steps through 10,000 sections with pinned headers call nothing and solve nothing")
    func scrollingTenThousandSections() throws {
        let counter = Counter()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            counter.calls += 1
            let section = Fixtures.rows(height: 50)
            let header = F.boundary(F.header, height: 40, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        let host = TestHost(layout, itemCounts: Array(repeating: 2, count: 10_000))
        // One prepare: one call per section. Each section is 40 + 2 × 50 = 140 high.
        #expect(counter.calls == 10_000)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1_400_000))
        let before = try #require(work(layout))
        #expect(before.sectionsSolved == 10_000)
        for step in 1...50 {
            let y = CGFloat(step * 2777)
            host.collectionView.contentOffset = CGPoint(x: 0, y: y)
            // B-10: the header of the section holding y (s = ⌊y / 140⌋, spanning 140 s … 140 s + 140)
            // sits at min(max(140 s, y), 140 s + 140 − 40).
            let section = Int(y / 140)
            let start = CGFloat(section) * 140
            let expectedY = min(max(start, y), start + 100)
            expectFrame(host.supplementary(F.header, section, 0)?.frame, 0, expectedY, 375, 40)
            // Its rows do not move: 140 s + 40 and 140 s + 90.
            expectFrame(host.frame(section, 1), 0, start + 90, 375, 50)
        }
        #expect(counter.calls == 10_000)
        #expect(work(layout) == before)
    }

    @Test("Q-2: scrolling a self-sizing list measures rows without preparing the layout")
    func scrollingMeasuresWithoutPreparing() throws {
        let counter = Counter()
        let layout = UICollectionViewCompositionalLayout { _, _ in
            counter.calls += 1
            return SelfSizingFixtures.list()
        }
        let host = SelfSizingHost(layout, itemCounts: Array(repeating: 10, count: 1000)) {
            CGSize(width: $0.size.width, height: 60)
        }
        let calls = counter.calls
        let before = try #require(work(layout))
        for step in 1...50 {
            host.scroll(toY: CGFloat(step) * 812)
        }
        #expect(counter.calls == calls)
        let after = try #require(work(layout))
        #expect(after.sectionsSolved == before.sectionsSolved)
        #expect(after.sectionsReused == before.sectionsReused)
        // Measuring solves single groups again (one per measured row), nothing more.
        #expect(after.groupsSolved > before.groupsSolved)
        #expect(after.groupsSolved - before.groupsSolved <= host.provider.asked.count)
    }

    /// 20 sections of 8 items in rows of four 93.75-wide cells (375 / 4), 50 high.
    private func gridHost(scale: CGFloat) -> TestHost {
        TestHost(UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 4, height: 50)),
             itemCounts: Array(repeating: 8, count: 20), scale: scale)
    }

    @Test("A display-scale change solves nothing again but reports frames on the new pixel grid")
    func displayScaleChange() throws {
        let host = gridHost(scale: 3)
        // OB-9, scale 3: x 93.75 → ⌊281.25⌋ / 3 = 93.667, width the same; x 187.5 → 562 / 3.
        expectFrame(host.frame(0, 1), 281.0 / 3, 0, 281.0 / 3, 50)
        expectFrame(host.frame(0, 2), 562.0 / 3, 0, 281.0 / 3, 50)
        let before = try #require(work(host.collectionView.collectionViewLayout))
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            host.collectionView.traitCollection, UITraitCollection(displayScale: 2),
        ])
        // Scale 2: 93.75 → ⌊187.5⌋ / 2 = 93.5; 187.5 → 375 / 2 = 187.5.
        expectFrame(host.frame(0, 1), 93.5, 0, 93.5, 50)
        expectFrame(host.frame(0, 2), 187.5, 0, 93.5, 50)
        // Section 19 starts at 19 × 100 = 1900.
        expectFrame(host.frame(19, 5), 93.5, 1950, 93.5, 50)
        let after = try #require(work(host.collectionView.collectionViewLayout))
        #expect(after.sectionsSolved == before.sectionsSolved)
        #expect(after.groupsSolved == before.groupsSolved)
        #expect(after.sectionsReused == before.sectionsReused + 20)
    }

    @Test("A layout-direction change solves nothing again but mirrors the frames")
    func layoutDirectionChange() throws {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 3, height: 50)),
                        itemCounts: Array(repeating: 6, count: 20), scale: 3)
        // Three 125-wide columns: x = 0, 125, 250.
        expectFrame(host.frame(0, 0), 0, 0, 125, 50)
        let before = try #require(work(host.collectionView.collectionViewLayout))
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            host.collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
        ])
        // leading is on the right: item 0 at 375 − 125 = 250, item 2 at 0.
        expectFrame(host.frame(0, 0), 250, 0, 125, 50)
        expectFrame(host.frame(0, 2), 0, 0, 125, 50)
        expectFrame(host.frame(19, 4), 125, 19 * 100 + 50, 125, 50)
        let after = try #require(work(host.collectionView.collectionViewLayout))
        #expect(after.sectionsSolved == before.sectionsSolved)
        #expect(after.groupsSolved == before.groupsSolved)
        #expect(after.sectionsReused == before.sectionsReused + 20)
    }

    @Test("A width change solves every section again")
    func widthChange() throws {
        let host = gridHost(scale: 3)
        let before = try #require(work(host.collectionView.collectionViewLayout))
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 320, height: 812)
        // 320 / 4 = 80: item 1 at 80, 80 wide.
        expectFrame(host.frame(0, 1), 80, 0, 80, 50)
        let after = try #require(work(host.collectionView.collectionViewLayout))
        #expect(after.sectionsSolved == before.sectionsSolved + 20)
        #expect(after.sectionsReused == before.sectionsReused)
    }
}
