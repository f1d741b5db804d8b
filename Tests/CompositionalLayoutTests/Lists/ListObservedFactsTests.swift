import CompositionalLayout
import LayoutTestSupport
import Testing

/// Facts read off real UIKit (spec observed.md OB-11) for an `.insetGrouped` list with
/// supplementary headers and automatic `headerTopPadding`.
@MainActor
@Suite("Lists: observed UIKit facts (OB-11)")
struct ListObservedFactsTests {
    private static let header = UICollectionView.elementKindSectionHeader

    /// An inset-grouped list with headers, rows measured at `rowHeight` and headers at 38,
    /// in a host `width` wide on a screen `screenWidth` wide.
    private func host(width: CGFloat, screenWidth: CGFloat, scale: CGFloat, rowHeight: CGFloat) -> SelfSizingHost {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let host = SelfSizingHost(layout, itemCounts: [3, 2], width: width, height: 844, scale: scale) {
            CGSize(width: $0.size.width, height: $0.representedElementKind == Self.header ? 38 : rowHeight)
        }
        host.collectionView.screenSize = CGSize(width: screenWidth, height: 844)
        host.collectionView.layoutIfNeeded()
        return host
    }

    @Test("On a 390-wide iPhone the first header starts at y 0 and rows stack under it from x 20 to 370")
    func insetGroupedOn390() {
        // Rows measured at 36⅓ (109 pixels at 3×): no 44-pt minimum.
        let host = host(width: 390, screenWidth: 390, scale: 3, rowHeight: 109.0 / 3)
        // Margin 20: x = 20, width = 390 − 2·20 = 350.
        let header = host.collectionView.collectionViewLayout.layoutAttributesForSupplementaryView(
            ofKind: Self.header, at: IndexPath(item: 0, section: 0))?.frame
        expectFrame(header, 20, 0, 350, 38)
        // Rows directly under the header, no spacing: y = 38, 38 + 109/3, 38 + 218/3.
        expectFrame(host.frame(0, 0), 20, 38, 350, 109.0 / 3)
        // 38 + 109/3 rounds the third differently here and in the engine.
        expectFrame(host.frame(0, 1), 20, 38 + 109.0 / 3, 350, 109.0 / 3, within: .rounding)
        expectFrame(host.frame(0, 2), 20, 38 + 218.0 / 3, 350, 109.0 / 3)
    }

    @Test("On a 393-wide screen a 375-wide collection view still has 20-pt margins")
    func marginFollowsTheScreen() {
        let host = host(width: 375, screenWidth: 393, scale: 3, rowHeight: 109.0 / 3)
        // x = 20, width = 375 − 40 = 335.
        expectFrame(host.frame(0, 0), 20, 38, 335, 109.0 / 3)
    }

    @Test("On a 375-wide 2× iPhone the margin is 16 and rows measured at 36.5 stay 36.5")
    func insetGroupedOn375() {
        let host = host(width: 375, screenWidth: 375, scale: 2, rowHeight: 36.5)
        // x = 16, width = 375 − 32 = 343; rows at 38 and 38 + 36.5 = 74.5 (on the ½-pt grid).
        expectFrame(host.frame(0, 0), 16, 38, 343, 36.5)
        expectFrame(host.frame(0, 1), 16, 74.5, 343, 36.5)
    }
}
