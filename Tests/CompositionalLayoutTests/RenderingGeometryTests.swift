import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// What the host reports for renderers beyond the attributes: where each orthogonal row's
/// scroll view is and where it may rest, and where pinned items sit unpinned.
@MainActor
@Suite struct RenderingGeometryTests {
    /// A 44-point header, then a row of 100 × 80 groups 10 apart, with content insets of 8
    /// on top, 12 at the bottom and 16 at each side.
    func rowWithHeader(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(80)),
            repeatingSubitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 12, trailing: 16)
        section.orthogonalScrollingBehavior = behavior
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("a row's scroll view spans the view's width and the section's content, insets included")
    func rowFrame() throws {
        // Six groups: 16 + 6 × 100 + 5 × 10 + 16 = 682 of content in a 300-wide view.
        let host = TestHost(rowWithHeader(.groupPaging), itemCounts: [6], width: 300, height: 500)
        host.collectionView.setOrthogonalScrollOffset(CGPoint(x: 110, y: 0), forSection: 0)
        let row = try #require(host.collectionView.orthogonalRowGeometries.first)
        #expect(row.section == 0)
        #expect(row.behavior == .groupPaging)
        #expect(row.scrollDirection == .horizontal)
        // Below the 44-point header: 8 + 80 + 12 = 100 high.
        #expect(row.frame == CGRect(x: 0, y: 44, width: 300, height: 100))
        #expect(row.contentFrameAtRest == CGRect(x: 0, y: 44, width: 682, height: 100))
        #expect(row.offset == CGPoint(x: 110, y: 0))
        // Group k rests at k × 110, up to the end of the row at 682 − 300 = 382.
        #expect(row.restingOffsets.map(\.x) == [0, 110, 220, 330, 382])
        #expect(row.restingOffsets.allSatisfy { $0.y == 0 })
    }

    @Test("cells and item supplementaries scroll with the row; headers and backgrounds do not")
    func whatScrolls() throws {
        let host = TestHost(rowWithHeader(.continuous), itemCounts: [6], width: 300, height: 500)
        let row = try #require(host.collectionView.orthogonalRowGeometries.first)
        #expect(row.restingOffsets.isEmpty)
        let header = try #require(host.supplementary("header", 0, 0))
        let cell = try #require(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)))
        #expect(!row.scrolls(header))
        #expect(row.scrolls(cell))
        #expect(row.scrolls(category: .supplementaryView, section: 0, kind: "badge"))
        #expect(!row.scrolls(category: .decorationView, section: 0, kind: "background"))
        #expect(!row.scrolls(category: .cell, section: 1, kind: nil))
    }

    @Test("in right to left, a row's content at rest reaches left of the view and rests at negative offsets")
    func rightToLeftRow() throws {
        let host = TestHost(rowWithHeader(.paging), itemCounts: [6], width: 300, height: 500)
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            host.collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
        ])
        let row = try #require(host.collectionView.orthogonalRowGeometries.first)
        #expect(row.contentFrameAtRest == CGRect(x: -382, y: 44, width: 682, height: 100))
        #expect(row.restingOffsets.map(\.x) == [0, -300, -382])
    }

    @Test("a pinned header reports its natural frame and its section as the bounds it stays in")
    func pinnedGeometry() throws {
        let host = TestHost(rowWithHeader(.continuous), itemCounts: [6, 6], width: 300, height: 120)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 170)
        let pins = host.collectionView.pinnedBoundaryItemGeometries
        #expect(pins.map(\.indexPath) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
        // Each section: 44 header + 100 row = 144 long; the header follows the 16-point side
        // insets (supplementaries follow the content insets by default).
        #expect(pins[1].naturalFrame == CGRect(x: 16, y: 144, width: 268, height: 44))
        #expect(pins[1].pinningBounds == CGRect(x: 0, y: 144, width: 300, height: 144))
        #expect(pins[1].edge == .top)
        #expect(!pins[1].isLayoutBoundaryItem)
        // The reported frame follows the offset; the natural frame does not.
        let reported = try #require(host.supplementary("header", 1, 0))
        #expect(reported.frame.minY == 170)
        // At offset t the header's origin is clamp(t, 144, 288 − 44 = 244): at 1×, one piece
        // following the offset from 144, one flat from 244.
        #expect(pins[1].pixelsPerPoint == 1)
        #expect(
            pins[1].positions.map { [$0.offset, $0.origin, $0.slope] } == [[144, 144, 1], [244, 244, 0]])
        #expect(pins[1].frame(atContentOffset: CGPoint(x: 0, y: 170)) == reported.frame)
        #expect(pins[1].frame(atContentOffset: CGPoint(x: 0, y: 300)) == CGRect(x: 16, y: 244, width: 268, height: 44))
    }

    @Test("layouts without rows or pins report none")
    func nothingToReport() throws {
        let host = TestHost(try #require(LayoutExample.named("list")).makeLayout(), itemCounts: [20])
        #expect(host.collectionView.orthogonalRowGeometries.isEmpty)
        #expect(host.collectionView.pinnedBoundaryItemGeometries.isEmpty)
    }
}
