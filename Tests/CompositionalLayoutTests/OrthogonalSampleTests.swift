import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Apple's orthogonal samples and an App Store–like page, with frames computed by hand
/// (W = 390, H = 844; scale 20 keeps every value below on the pixel grid).
@MainActor
@Suite("Orthogonal sample layouts")
struct OrthogonalSampleTests {
    @Test("Orthogonal Sections: nested rows 85 % of the full width (O-E2 with OB-8)")
    func orthogonalSections() {
        let example = LayoutExample.orthogonalSections
        let host = TestHost(example.makeLayout(), itemCounts: example.itemCounts, width: 390, height: 844, scale: 20)
        // Container group 0.85 × 390 = 331.5 wide, 0.4 × 844 = 337.6 high.
        // Leading box 0.7 × 331.5 = 232.05 → inset 10 → (10, 10, 212.05, 317.6).
        expectFrame(host.frame(0, 0), 10, 10, 212.05, 317.6)
        // Trailing group at 232.05, 0.3 × 331.5 = 99.45 wide, two slots of 168.8:
        // (242.05, 10, 79.45, 148.8) and (242.05, 178.8, 79.45, 148.8).
        expectFrame(host.frame(0, 1), 242.05, 10, 79.45, 148.8)
        expectFrame(host.frame(0, 2), 242.05, 178.8, 79.45, 148.8)
        // Group 1 beside it at 331.5.
        expectFrame(host.frame(0, 3), 341.5, 10, 212.05, 317.6)
        // 12 items → 4 groups: C = 4 × 331.5 = 1326. Section 1 starts at 337.6.
        #expect(host.collectionView.orthogonalContentSize(forSection: 0)?.width == 1326)
        expectFrame(host.frame(1, 0), 10, 347.6, 212.05, 317.6)
    }

    @Test("Orthogonal Section Behaviors: a row per behaviour under a 44-point header")
    func orthogonalBehaviors() {
        let example = LayoutExample.orthogonalBehaviors
        let host = TestHost(example.makeLayout(), itemCounts: example.itemCounts, width: 390, height: 844, scale: 20)
        let view = host.collectionView
        // Each row section: header 44 + one row 337.6 = 381.6.
        expectFrame(host.supplementary("title", 1, 0)?.frame, 0, 381.6, 390, 44)
        // Section 4 (group paging centred): e = (390 − 331.5)/2 = 29.25; starts at 4 × 381.6 = 1526.4;
        // leading item at (29.25 + 10, 1526.4 + 44 + 10).
        expectFrame(host.frame(4, 0), 39.25, 1580.4, 212.05, 317.6)
        // Paging pages by 390, group paging by 331.5, from a flick at 0.
        let flick = CGPoint(x: 1, y: 0)
        #expect(view.orthogonalRestingOffset(forSection: 2, releasedAt: .zero, velocity: flick) == CGPoint(x: 390, y: 0))
        #expect(view.orthogonalRestingOffset(forSection: 3, releasedAt: .zero, velocity: flick) == CGPoint(x: 331.5, y: 0))
        // Section 5 (.none) stacks its 4 groups: starts at 5 × 381.6 = 1908; item 3 in group 1
        // at y 1908 + 44 + 337.6 + 10.
        expectFrame(host.frame(5, 3), 10, 2299.6, 212.05, 317.6)
        #expect(view.orthogonalContentSize(forSection: 5) == nil)
        // Content: 1908 + 44 + 4 × 337.6 = 3302.4.
        expectValue(view.contentSize.height, 3302.4, within: .rounding)  // 337.6 is inexact
    }

    @Test("App Store–like page: centred featured carousel, paged grid row, list")
    func appStore() {
        let example = LayoutExample.appStore
        let host = TestHost(example.makeLayout(), itemCounts: example.itemCounts, width: 390, height: 844, scale: 2)
        let view = host.collectionView
        // Featured: header (0, 0, 390, 44); groups 0.9 × 390 = 351 × 250, centred by
        // e = (390 − 351)/2 = 19.5: x = 19.5, 380.5, …
        expectFrame(host.supplementary(UICollectionView.elementKindSectionHeader, 0, 0)?.frame, 0, 0, 390, 44)
        expectFrame(host.frame(0, 0), 19.5, 44, 351, 250)
        expectFrame(host.frame(0, 1), 380.5, 44, 351, 250)
        // C = 19.5 + 5 × 351 + 4 × 10 + 19.5 = 1834.
        #expect(view.orthogonalContentSize(forSection: 0)?.width == 1834)
        // Grid row: starts at 44 + 250 + 20 = 314; header inside the 20-point insets:
        // (20, 314, 350, 44); groups 351 × 240 of three 80-point rows at x = 20, 381, …
        expectFrame(host.supplementary(UICollectionView.elementKindSectionHeader, 1, 0)?.frame, 20, 314, 350, 44)
        expectFrame(host.frame(1, 0), 20, 358, 351, 80)
        expectFrame(host.frame(1, 2), 20, 518, 351, 80)
        expectFrame(host.frame(1, 3), 381, 358, 351, 80)
        #expect(view.orthogonalRestingOffset(forSection: 1, releasedAt: CGPoint(x: 30, y: 0), velocity: CGPoint(x: 1, y: 0)) == CGPoint(x: 361, y: 0))
        // List: starts at 314 + 44 + 240 + 20 = 618; rows 60 high from 662.
        expectFrame(host.frame(2, 0), 20, 662, 350, 60)
        expectFrame(host.frame(2, 5), 20, 962, 350, 60)
        // Content: 618 + 44 + 6 × 60 = 1022.
        #expect(view.contentSize == CGSize(width: 390, height: 1022))
    }
}
