import CompositionalLayout
import LayoutTestSupport
import Testing

/// Pinned boundary items (supplementary.md B-10, B-12, B-E1, observed.md OB-5,
/// attributes-and-queries.md, sections.md SC-17).
@MainActor
@Suite("Pinned boundary items")
struct PinningTests {
    private typealias F = SupplementaryFixtures

    @Test("B-E1: a pinned header follows contentOffset and stops at its section's end")
    func pinnedHeaderFollowsScrolling() {
        let host = TestHost(F.scE1Layout(pinHeader: true), itemCounts: [3, 30])
        // At rest: natural places (16, 0) and (16, 272).
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 0, 343, 40)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        // V.minY = 100: max(0, 100) = 100, below the bound 248 − 40 = 208.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 100, 343, 40)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 230)
        // min(230, 208) = 208: the header stays inside section 0 (span 0 … 248).
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 208, 343, 40)
        // Section 1's header is still below V.minY: natural 272.
        expectFrame(host.supplementary(F.header, 1, 0)?.frame, 16, 272, 343, 40)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        // Section 1 runs 272 … 272 + 40 + 10 + 30 × 44 + 29 × 8 + 20 + 30 = 1924:
        // min(max(272, 300), 1924 − 40) = 300. Section 0's header stays at 208.
        expectFrame(host.supplementary(F.header, 1, 0)?.frame, 16, 300, 343, 40)
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 208, 343, 40)
        // The footer is not pinned: natural 218.
        expectFrame(host.supplementary(F.footer, 0, 0)?.frame, 16, 218, 343, 30)
        // Cells do not move.
        expectFrame(host.frame(0, 0), 16, 50, 343, 44)
    }

    @Test("B-E1: under a 91-pt bar the header pins below it (visible rect = bounds − adjustedContentInset)")
    func pinnedHeaderUnderBar() {
        let host = TestHost(F.scE1Layout(pinHeader: true), itemCounts: [3, 30])
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 91, left: 0, bottom: 0, right: 0)
        // The view rests at contentOffset.y = −91, so V.minY = −91 + 91 = 0.
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: -91))
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 0, 343, 40)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 50)
        // V.minY = 50 + 91 = 141.
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 16, 141, 343, 40)
    }

    /// Rows of 80 with a pinned 24-pt footer; 54/34-pt safe areas as in observed.md.
    private func footerHost(itemCounts: [Int]) -> TestHost {
        let section = Fixtures.rows(height: 80)
        let footer = F.boundary(F.footer, height: 24, alignment: .bottom)
        footer.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [footer]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: itemCounts, scale: 3)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0)
        return host
    }

    @Test("OB-5: the footer of the section crossing the visible bottom pins at 724 − 24 = 700, above the cells")
    func pinnedFooter() {
        let host = footerHost(itemCounts: [3, 20])
        // At rest contentOffset.y = −54; visible content y 0 … 812 − 54 − 34 = 724.
        #expect(host.collectionView.contentOffset.y == -54)
        // Section 0 ends inside: footer directly below its last row, 3 × 80 = 240.
        expectFrame(host.supplementary(F.footer, 0, 0)?.frame, 0, 240, 375, 24)
        // Section 1 runs 264 … 264 + 1600 + 24; its footer (natural 1864) pins at
        // max(min(1864, 724 − 24), 264) = 700.
        let footer = host.supplementary(F.footer, 1, 0)
        expectFrame(footer?.frame, 0, 700, 375, 24)
        // It covers row 5 of section 1 (264 + 400 = 664 … 744) and is drawn above it.
        expectFrame(host.frame(1, 5), 0, 664, 375, 80)
        let cell = host.collectionView.layoutAttributesForItem(at: IndexPath(item: 5, section: 1))
        #expect((footer?.zIndex ?? 0) > (cell?.zIndex ?? 0))
        // Scrolled to contentOffset.y 946: visible 1000 … 1724 → footer at 1700.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 946)
        expectFrame(host.supplementary(F.footer, 1, 0)?.frame, 0, 1700, 375, 24)
        // contentOffset.y 1146: visible bottom 1924 is past the natural place 1864.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 1146)
        expectFrame(host.supplementary(F.footer, 1, 0)?.frame, 0, 1864, 375, 24)
    }

    @Test("B-10: a pinned footer never goes above its section's start")
    func pinnedFooterClampedToSectionStart() {
        let host = footerHost(itemCounts: [3, 20])
        host.collectionView.safeAreaInsets = .zero
        host.collectionView.contentOffset = CGPoint(x: 0, y: -700)
        // Visible −700 … 112: section 1 (264 …) is below it; its footer would go to 88 but
        // stays at the section start 264.
        expectFrame(host.supplementary(F.footer, 1, 0)?.frame, 0, 264, 375, 24)
    }

    /// Section `short` has a pinned 40-pt header, one 44-pt row and a pinned 30-pt footer;
    /// the other section is 20 plain rows of 44.
    private func shortSectionHost(short: Int) -> TestHost {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let section = Fixtures.rows(height: 44)
            guard index == short else { return section }
            let header = F.boundary(F.header, height: 40, alignment: .top)
            header.pinToVisibleBounds = true
            let footer = F.boundary(F.footer, height: 30, alignment: .bottom)
            footer.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header, footer]
            return section
        }
        return TestHost(layout, itemCounts: short == 0 ? [1, 20] : [20, 1])
    }

    @Test("B-10: a pinned header stops on its section's pinned footer")
    func headerStopsOnFooter() {
        let host = shortSectionHost(short: 0)
        // Section 0: header 0 … 40, row 40 … 84, footer 84 … 114.
        host.collectionView.contentOffset = CGPoint(x: 0, y: 60)
        // Footer: max(min(84, 872 − 30), 0) = 84. Header: min(max(0, 60), 84 − 40) = 44
        // (the section bound alone, 114 − 40 = 74, would overlap the footer).
        expectFrame(host.supplementary(F.footer, 0, 0)?.frame, 0, 84, 375, 30)
        expectFrame(host.supplementary(F.header, 0, 0)?.frame, 0, 44, 375, 40)
    }

    @Test("B-10: header and footer of a short section entering from the bottom never overlap")
    func headerAndFooterNeverOverlap() {
        let host = shortSectionHost(short: 1)
        // Section 1: header 880 … 920, row 920 … 964, footer 964 … 994.
        expectFrame(host.frame(1, 0), 0, 920, 375, 44)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 118)
        // Visible 118 … 930. The footer may not rise above the header's natural bottom (920):
        // max(min(964, 930 − 30), 920) = 920. Header: min(max(880, 118), 994 − 40, 920 − 40) = 880,
        // its natural place: both stay inside the section.
        let footer = host.supplementary(F.footer, 1, 0)?.frame
        let header = host.supplementary(F.header, 1, 0)?.frame
        expectFrame(footer, 0, 920, 375, 30)
        expectFrame(header, 0, 880, 375, 40)
        #expect((header?.maxY ?? .infinity) <= (footer?.minY ?? 0))
        // The same holds wherever the view is scrolled.
        for offset in stride(from: -100, through: 700, by: 13) {
            host.collectionView.contentOffset = CGPoint(x: 0, y: offset)
            let header = host.supplementary(F.header, 1, 0)?.frame, footer = host.supplementary(F.footer, 1, 0)?.frame
            #expect((header?.maxY ?? .infinity) <= (footer?.minY ?? 0), "contentOffset.y \(offset)")
        }
    }

    @Test("SC-17: a pinned layout-wide header stays at the visible top for the whole content")
    func pinnedLayoutHeader() {
        let header = F.boundary("layout-header", height: 50, alignment: .top)
        header.pinToVisibleBounds = true
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.boundarySupplementaryItems = [header]
        let host = TestHost(
            UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 44), configuration: configuration),
            itemCounts: [20])
        // Rows start at 50; content 50 + 20 × 44 = 930.
        expectFrame(host.frame(0, 0), 0, 50, 375, 44)
        #expect(host.collectionView.contentSize.height == 930)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 300)
        let pinned = host.supplementary("layout-header", 0, 0)
        expectFrame(pinned?.frame, 0, 300, 375, 50)
        #expect(pinned?.indexPath == IndexPath(item: 0, section: 0))
        host.collectionView.contentOffset = CGPoint(x: 0, y: 900)
        // min(900, 930 − 50) = 880.
        expectFrame(host.supplementary("layout-header", 0, 0)?.frame, 0, 880, 375, 50)
    }

    @Test("Q-4: layoutAttributesForElements(in:) reports pinned items where they are pinned")
    func rectQueryUsesPinnedPlace() {
        let host = TestHost(F.scE1Layout(pinHeader: true), itemCounts: [3, 30])
        host.collectionView.contentOffset = CGPoint(x: 0, y: 100)
        host.collectionView.layoutIfNeeded()
        let layout = host.collectionView.collectionViewLayout
        // The header left 0 … 40; nothing else is in 0 … 30.
        #expect((layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 30)) ?? []).isEmpty)
        // At 100 … 101 only the pinned header (row 0 ends at 94, row 1 starts at 102).
        let line = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 375, height: 1)) ?? []
        #expect(line.count == 1)
        #expect(line.first?.representedElementKind == F.header && line.first?.indexPath == IndexPath(item: 0, section: 0))
        expectFrame(line.first?.frame, 16, 100, 343, 40)
    }

    @Test("Q-7: scrolling invalidates the layout only while it has pinned items")
    func invalidationOnScroll() {
        let pinned = TestHost(F.scE1Layout(pinHeader: true), itemCounts: [3, 3])
        let plain = TestHost(F.scE1Layout(pinHeader: false), itemCounts: [3, 3])
        let scrolled = CGRect(x: 0, y: 100, width: 375, height: 812)
        #expect(pinned.collectionView.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: scrolled))
        #expect(!plain.collectionView.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: scrolled))
        // A width change always does.
        #expect(plain.collectionView.collectionViewLayout.shouldInvalidateLayout(
            forBoundsChange: CGRect(x: 0, y: 0, width: 400, height: 812)))
    }
}
