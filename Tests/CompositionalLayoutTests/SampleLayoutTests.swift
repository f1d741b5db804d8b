import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Apple's sample layouts with supplementary views, as shipped in `LayoutExamples`, at
/// 375 × 812 (iPhone X) with hand-computed frames; and the seed's badge snippet.
@MainActor
@Suite("Sample layouts with supplementary views")
struct SampleLayoutTests {
    private typealias Kind = LayoutExample.ElementKind

    private func host(_ example: LayoutExample, scale: CGFloat) -> TestHost {
        TestHost(example.makeLayout(), itemCounts: example.itemCounts, width: 375, height: 812, scale: scale)
    }

    @Test("item-badges at scale 4: every value lies on the quarter-point grid")
    func itemBadges() {
        let host = host(.itemBadges, scale: 4)
        // Box x 20 … 355 (335); rows 0.2 × 335 = 67 high; item boxes 83.75 wide, inset 5 →
        // cells 73.75 × 57 at x 25, 108.75, 192.5, 276.25 and y 25 + 67 × row.
        expectFrame(host.frame(0, 0), 25, 25, 73.75, 57)
        expectFrame(host.frame(0, 3), 276.25, 25, 73.75, 57)
        // Item 19: row 4 (y 25 + 268 = 293), column 3.
        expectFrame(host.frame(0, 19), 276.25, 293, 73.75, 57)
        // Badge: x = cell.maxX − 20 + 0.3 × 20 = cell.x + 59.75; y = cell.y − 0.3 × 20.
        let badge = host.supplementary(Kind.badge, 0, 0)
        expectFrame(badge?.frame, 84.75, 19, 20, 20)
        expectFrame(host.supplementary(Kind.badge, 0, 3)?.frame, 336, 19, 20, 20)
        expectFrame(host.supplementary(Kind.badge, 0, 19)?.frame, 336, 287, 20, 20)
        #expect(badge?.indexPath == IndexPath(item: 0, section: 0) && badge?.zIndex == 1)
        #expect(badge?.representedElementKind == Kind.badge)
        #expect(host.supplementary(Kind.badge, 0, 20) == nil)
        // 5 rows: 20 + 5 × 67 + 20 = 375.
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 375))
    }

    @Test("item-badges at scale 3: cells floored, badges placed on the snapped cell (OB-9)")
    func itemBadgesSnapped() {
        let host = host(.itemBadges, scale: 3)
        // Item 1: x 108.75 = 326.25 px → 326 px; width 73.75 = 221.25 px → 221 px.
        expectFrame(host.frame(0, 1), 326.0 / 3, 25, 221.0 / 3, 57)
        // Badge: snapped maxX 547/3 − 20 + 6 = 505/3 (exactly 505 px).
        expectFrame(host.supplementary(Kind.badge, 0, 1)?.frame, 505.0 / 3, 19, 20, 20)
        // Item 2: x 192.5 = 577.5 px → 577 px; maxX (577 + 221)/3 = 266 → badge x 252.
        expectFrame(host.frame(0, 2), 577.0 / 3, 25, 221.0 / 3, 57)
        expectFrame(host.supplementary(Kind.badge, 0, 2)?.frame, 252, 19, 20, 20)
    }

    @Test("section-headers-footers: 328-pt sections of header, five rows and footer")
    func sectionHeadersFooters() {
        let host = host(.sectionHeadersFooters, scale: 3)
        // Insets leading/trailing 10 → x 10, 355 wide. Header 0 … 44 (the estimate), rows at
        // 44 + 49 i, the last ending at 240 + 44 = 284, footer 284 … 328.
        for section in 0..<5 {
            let y0 = CGFloat(328 * section)
            expectFrame(host.supplementary(Kind.sectionHeader, section, 0)?.frame, 10, y0, 355, 44)
            expectFrame(host.frame(section, 0), 10, y0 + 44, 355, 44)
            expectFrame(host.frame(section, 4), 10, y0 + 240, 355, 44)
            expectFrame(host.supplementary(Kind.sectionFooter, section, 0)?.frame, 10, y0 + 284, 355, 44)
        }
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1640))
    }

    @Test("pinned-section-headers: zIndex 2 headers pinned below a 54-pt top inset")
    func pinnedSectionHeaders() {
        let host = host(.pinnedSectionHeaders, scale: 3)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0)
        // At rest (contentOffset.y −54, visible 0 … 724) every header is at its natural place.
        let header = host.supplementary(Kind.sectionHeader, 0, 0)
        expectFrame(header?.frame, 10, 0, 355, 44)
        #expect(header?.zIndex == 2)
        #expect(host.supplementary(Kind.sectionFooter, 0, 0)?.zIndex == 1)
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
        // contentOffset.y 346 → visible top 400. Section 0 (0 … 328): min(400, 328 − 44) = 284.
        // Section 1 (328 … 656): min(max(328, 400), 612) = 400. Section 2: natural 656.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 346)
        expectFrame(host.supplementary(Kind.sectionHeader, 0, 0)?.frame, 10, 284, 355, 44)
        expectFrame(host.supplementary(Kind.sectionHeader, 1, 0)?.frame, 10, 400, 355, 44)
        expectFrame(host.supplementary(Kind.sectionHeader, 2, 0)?.frame, 10, 656, 355, 44)
        // Footers do not move.
        expectFrame(host.supplementary(Kind.sectionFooter, 1, 0)?.frame, 10, 612, 355, 44)
        // The visible rect query returns section 1's header at its pinned place, above cells.
        let visible = host.collectionView.collectionViewLayout.layoutAttributesForElements(in: host.collectionView.bounds) ?? []
        let pinned = visible.first { $0.representedElementKind == Kind.sectionHeader && $0.indexPath.section == 1 }
        expectFrame(pinned?.frame, 10, 400, 355, 44)
        #expect(host.collectionView.contentSize.height == 1640)
    }

    @Test("section-background: backgrounds 5 pt outside the cells, sections 260 pt tall")
    func sectionBackground() {
        let host = host(.sectionBackground, scale: 3)
        // D-E1 per section: rows at y0 + 10 + 49 i; background (5, y0 + 5, 365, 250).
        for section in 0..<5 {
            let y0 = CGFloat(260 * section)
            expectFrame(host.frame(section, 0), 10, y0 + 10, 355, 44)
            expectFrame(host.frame(section, 4), 10, y0 + 206, 355, 44)
            let background = host.decoration(Kind.background, section)
            expectFrame(background?.frame, 5, y0 + 5, 365, 250)
            #expect(background?.zIndex == 0)
            #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: section))?.zIndex == 1)
        }
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 1300))
    }

    @Test("layout-header-footer: layout header on top, sections 20 apart, footer at the end")
    func layoutHeaderFooter() {
        let host = host(.layoutHeaderFooter, scale: 3)
        // Layout-wide items span the whole width (no section insets): header 0 … 44.
        let header = host.supplementary(Kind.layoutHeader, 0, 0)
        expectFrame(header?.frame, 0, 0, 375, 44)
        #expect(header?.indexPath == IndexPath(item: 0, section: 0))
        // Section 0 at 44: rows 44 … 284; section 1 at 304 … 544; section 2 at 564 … 804.
        expectFrame(host.frame(0, 0), 10, 44, 355, 44)
        expectFrame(host.frame(1, 0), 10, 304, 355, 44)
        expectFrame(host.frame(2, 4), 10, 760, 355, 44)
        // Footer right after section 2 (no spacing): 804 … 848.
        expectFrame(host.supplementary(Kind.layoutFooter, 0, 0)?.frame, 0, 804, 375, 44)
        #expect(host.collectionView.contentSize == CGSize(width: 375, height: 848))
    }

    @Test("Seed NSCollectionLayoutAnchor: a 44-pt item's badge at (+6, −6) from its top-trailing corner")
    func seedAnchorBadge() {
        // The seed's snippet, in a full-width row of 44-pt items.
        let itemSize = NSCollectionLayoutSize(widthDimension: .absolute(44), heightDimension: .absolute(44))
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: badgeAnchor)
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let host = TestHost(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [2], scale: 3)
        // (0 + 44 − 20, 0) = (24, 0); offset (0.3 × 20, −0.3 × 20) = (6, −6).
        expectFrame(host.supplementary("badge", 0, 0)?.frame, 30, -6, 20, 20)
        // Item 1 at x 44.
        expectFrame(host.frame(0, 1), 44, 0, 44, 44)
        expectFrame(host.supplementary("badge", 0, 1)?.frame, 74, -6, 20, 20)
    }
}
