@testable import CompositionalLayout
import Foundation
import LayoutTestSupport
import Testing

/// What the layout remembers of which elements were measured (`SelfSizingState.measured`):
/// a bit per cell in chunks of 256 cells of one section, stamped with a generation, so a
/// million measured rows take about 0.4 bytes each and an invalidation of everything visits
/// none of them.
@MainActor
@Suite("Measured-in stamps")
struct MeasuredStampsTests {
    private func cell(_ section: Int, _ item: Int) -> CompositionalLayout.ElementKey {
        CompositionalLayout.ElementKey(UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section)))
    }

    @Test("Chunk ends, generations, sections and supplementary views")
    func stamps() {
        var stamps = MeasuredStamps()
        // Items 255 and 256: the last cell of chunk 0 and the first of chunk 1.
        stamps.insert(cell(0, 255), generation: 0)
        stamps.insert(cell(0, 256), generation: 0)
        #expect(stamps.contains(cell(0, 255), generation: 0) && stamps.contains(cell(0, 256), generation: 0))
        #expect(!stamps.contains(cell(0, 254), generation: 0) && !stamps.contains(cell(0, 257), generation: 0))
        #expect(stamps.storedChunkCount == 2)
        // A newer generation sees neither; stamping 256 in it resets chunk 1 only.
        #expect(!stamps.contains(cell(0, 255), generation: 1))
        stamps.insert(cell(0, 256), generation: 1)
        #expect(stamps.contains(cell(0, 256), generation: 1) && !stamps.contains(cell(0, 255), generation: 1))
        #expect(stamps.contains(cell(0, 255), generation: 0))
        // The same item of another section is another chunk.
        stamps.insert(cell(1, 255), generation: 1)
        #expect(stamps.storedChunkCount == 3)
        #expect(!stamps.contains(cell(2, 255), generation: 1))
        // Supplementary views are kept apart from cells.
        let header = CompositionalLayout.ElementKey(
            UICollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: IndexPath(item: 0, section: 0)))
        stamps.insert(header, generation: 1)
        #expect(stamps.contains(header, generation: 1) && !stamps.contains(cell(0, 0), generation: 1))
        #expect(stamps.storedChunkCount == 3)
        // Removing a chunk's last cell frees it.
        stamps.remove(cell(0, 255))
        #expect(!stamps.contains(cell(0, 255), generation: 0))
        #expect(stamps.storedChunkCount == 2)
        stamps.remove(header)
        #expect(!stamps.contains(header, generation: 1))
        stamps.removeAll()
        #expect(stamps.storedChunkCount == 0 && !stamps.contains(cell(0, 256), generation: 1))
    }

    @Test("The cell reader answers as the stamps do, across chunk ends, sections and generations")
    func cellReader() {
        var stamps = MeasuredStamps()
        stamps.insert(cell(0, 255), generation: 2)
        stamps.insert(cell(0, 256), generation: 2)
        stamps.insert(cell(1, 1), generation: 1)
        stamps.insert(cell(1, 0), generation: 2)
        var reader = MeasuredStamps.CellReader(stamps, generation: 2)
        // Read in a rectangle's order: 254 … 257 of section 0 (chunks 0 and 1), then 0 and 1
        // of section 1 (its chunk 0: stamping item 0 in generation 2 forgot item 1, stamped
        // in generation 1), then back to chunk 0 of section 0.
        let visited = [(0, 254), (0, 255), (0, 256), (0, 257), (1, 0), (1, 1), (0, 255)]
        let read = visited.map { reader.contains(section: $0.0, item: $0.1) }
        #expect(read == [false, true, true, false, true, false, true])
        #expect(read == visited.map { stamps.contains(cell($0.0, $0.1), generation: 2) })
    }

    @Test("Scrolling a 1,000-row list measures each row once and stamps 4 chunks; scrolling back asks nothing")
    func scrollingStamps() throws {
        let layout = SelfSizingFixtures.listLayout()
        let host = SelfSizingHost(layout, itemCounts: [1_000]) { CGSize(width: $0.size.width, height: 60) }
        // 1,000 rows of 60 = 60,000; viewports of 812 from 0 to 59,188 cover them all.
        var y: CGFloat = 0
        while y < 60_000 - 812 {
            y = min(y + 812, 60_000 - 812)
            host.scroll(toY: y)
        }
        #expect(Set(host.provider.cellsAsked).count == 1_000)
        #expect(host.provider.cellsAsked.count == 1_000)
        // ⌈1,000 / 256⌉ = 4 chunks.
        #expect(layout.selfSizing.measured.storedChunkCount == 4)
        host.provider.reset()
        host.scroll(toY: 0)
        #expect(host.provider.asked.isEmpty)
        // Reloading row 3 forgets it alone: it is asked again, nothing else.
        host.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        host.collectionView.layoutIfNeeded()
        #expect(host.provider.cellsAsked == [IndexPath(item: 3, section: 0)])
    }
}
