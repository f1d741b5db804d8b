import CompositionalLayout
import LayoutTestSupport
import Testing

/// The display scales a trait collection may have (issue 20): 1 … 32 pixels per point; every
/// scale outside the range is `invalidDisplayScale` (0, UIKit's "unspecified", too: see
/// `ReliabilityHostTests`).
@MainActor
@Suite("Display scale limits (facade)")
struct FacadeDisplayScaleLimitTests {
    private func rows() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    @Test(
        "display scales: a trait collection with 1e308, 1e300, 33, 0.001 or 1e-9 lays out nothing and reports invalidDisplayScale",
        arguments: [1e308, 1e300, 33, 0.001, 1e-9] as [CGFloat])
    func outsideTheRange(scale: CGFloat) {
        let layout = rows()
        let host = TestHost(layout, itemCounts: [1_000], scale: scale)
        #expect(layout.preparationError?.reason == .invalidDisplayScale(scale))
        #expect(layout.preparationError?.path.description == "traitCollection › displayScale")
        #expect(host.frame(0, 0) == nil)
        #expect(host.collectionView.contentSize == .zero)
    }

    @Test("display scales: 1 and 32 lay out, on their grids")
    func insideTheRange() {
        for scale: CGFloat in [1, 32] {
            let layout = rows()
            let host = TestHost(layout, itemCounts: [1_000], width: 100, scale: scale)
            #expect(layout.preparationError == nil)
            // Row 999 at y = 999 × 44 = 43,956, on both grids.
            expectFrame(host.frame(0, 999), 0, 43_956, 100, 44)
        }
    }
}
