import CompositionalLayout
import LayoutTestSupport
import Testing

// NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems(): groups 0.4 of the width
// wide with a 16:9 item filling each, 8 apart, from the layout margin, resting at group
// boundaries (the doc comment's numbers; UIKit documents none). An orthogonal row's group
// resolves its fractions against the whole container width (observed.md OB-8), and the section
// insets by the layout margins (contentInsetsReference .layoutMargins). Numbers by hand.

@MainActor
@Suite("Lists: orthogonalLayoutSectionForMediaItems()")
struct MediaItemsSectionTests {
    @Test("The section's settings: spacing 8, layout margins, continuousGroupLeadingBoundary")
    func settings() {
        let section = NSCollectionLayoutSection.orthogonalLayoutSectionForMediaItems()
        #expect(section.interGroupSpacing == 8)
        #expect(section.contentInsetsReference == .layoutMargins)
        #expect(section.orthogonalScrollingBehavior == .continuousGroupLeadingBoundary)
        #expect(section.contentInsets == .zero)
        #expect(section.boundarySupplementaryItems.isEmpty)
    }

    @Test("W 400 (margin 20): groups 160 × 90, 168 apart, from x 20")
    func geometry400() {
        let host = TestHost(
            UICollectionViewCompositionalLayout(section: .orthogonalLayoutSectionForMediaItems()), itemCounts: [4], width: 400,
            height: 844)
        // g = 0.4 · 400 = 160; h = 0.4 · 400 · 9/16 = 90; step 160 + 8 = 168.
        // x = 20, 188, 356, 524 (the row runs past the right edge and scrolls).
        expectFrame(host.frame(0, 0), 20, 0, 160, 90)
        expectFrame(host.frame(0, 1), 188, 0, 160, 90)
        expectFrame(host.frame(0, 2), 356, 0, 160, 90)
        expectFrame(host.frame(0, 3), 524, 0, 160, 90)
        // The section is one group tall.
        #expect(host.collectionView.contentSize.height == 90)
    }

    @Test("W 320 (margin 16): groups 128 × 72, 136 apart, from x 16")
    func geometry320() {
        let host = TestHost(
            UICollectionViewCompositionalLayout(section: .orthogonalLayoutSectionForMediaItems()), itemCounts: [2], width: 320,
            height: 568)
        // g = 0.4 · 320 = 128; h = 128 · 9/16 = 72; x = 16, 16 + 136 = 152.
        expectFrame(host.frame(0, 0), 16, 0, 128, 72)
        expectFrame(host.frame(0, 1), 152, 0, 128, 72)
    }

    @Test("The margin grows with the safe area; the group size does not")
    func safeArea() {
        let host = TestHost(
            UICollectionViewCompositionalLayout(section: .orthogonalLayoutSectionForMediaItems()), itemCounts: [2], width: 400,
            height: 844)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
        host.collectionView.layoutIfNeeded()
        // x = 30 + 20 = 50; the group still resolves against the whole 400: 160 × 90.
        expectFrame(host.frame(0, 0), 50, 0, 160, 90)
        expectFrame(host.frame(0, 1), 218, 0, 160, 90)  // 50 + 168
    }
}
