import CompositionalLayout
import LayoutTestSupport
import Testing

/// Item and group supplementaries (supplementary.md A-1 … A-11, observed.md OB-6, OB-7, OB-9).
@MainActor
@Suite("Item and group supplementary items")
struct SupplementaryItemTests {
    /// Apple's badge sample (A-E1): section insets 20, rows 0.2 of the width, four cells a row
    /// with insets 5, a 20 × 20 badge on each cell's top-trailing corner.
    private func badgeLayout(offset: CGPoint) -> UICollectionViewCompositionalLayout {
        let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: offset)
        let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
        let badge = NSCollectionLayoutSupplementaryItem(layoutSize: badgeSize, elementKind: "badge", containerAnchor: badgeAnchor)
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("A-E1: the badge sample pokes 30 % of the badge out of the top-trailing corner")
    func badgeSample() {
        let host = TestHost(badgeLayout(offset: CGPoint(x: 0.3, y: -0.3)), itemCounts: [8], scale: 4)
        // Layout box 335 wide; group 335 × 67; item box 83.75 × 67, insets 5 → (25, 25, 73.75, 57).
        expectFrame(host.frame(0, 0), 25, 25, 73.75, 57)
        // (25 + 73.75 − 20, 25) = (78.75, 25); offset (0.3 × 20, −0.3 × 20) = (6, −6).
        let badge = host.supplementary("badge", 0, 0)
        expectFrame(badge?.frame, 84.75, 19, 20, 20)
        #expect(badge?.indexPath == IndexPath(item: 0, section: 0))
        #expect(badge?.representedElementCategory == .supplementaryView && badge?.representedElementKind == "badge")
        // Item 1 at x 108.75: badge x = 108.75 + 73.75 − 20 + 6 = 168.5.
        expectFrame(host.supplementary("badge", 0, 1)?.frame, 168.5, 19, 20, 20)
        // Item 5 in row 2 (y = 20 + 67 + 5 = 92): badge y = 86.
        expectFrame(host.supplementary("badge", 0, 5)?.frame, 108.75 + 53.75 + 6, 86, 20, 20)
        // supplementaries default to zIndex 1, above cells at 0.
        #expect(badge?.zIndex == 1 && host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 0)
        #expect(host.supplementary("badge", 0, 8) == nil)
        #expect(host.supplementary("other", 0, 0) == nil)
    }

    @Test("A-E1: a (0.5, −0.5) offset centres the badge on the corner")
    func centredOnCorner() {
        let host = TestHost(badgeLayout(offset: CGPoint(x: 0.5, y: -0.5)), itemCounts: [1], scale: 4)
        // (78.75 + 10, 25 − 10).
        expectFrame(host.supplementary("badge", 0, 0)?.frame, 88.75, 15, 20, 20)
    }

    @Test("OB-6, OB-9: origins come from the snapped cell and are rounded, halves away from zero")
    func snappedBadge() {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(15), heightDimension: .absolute(15)), elementKind: "dot",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [badge])
        let group = DeprecatedAPI.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [4], scale: 3)
        // Slot (343 − 24)/4 = 79.75; x = 16, 103.75, 191.5, 279.25. Floored at scale 3:
        // 103.75 → 311.25 px → 311; width 79.75 → 239.25 px → 239.
        expectFrame(host.frame(0, 1), 311.0 / 3, 16, 239.0 / 3, 40)
        // Badge on the snapped cell: maxX = (311 + 239)/3 = 183.333; x = 183.333 − 15 + 7.5 =
        // 175.833 = 527.5 px → 528 px; y = 16 − 7.5 = 8.5 = 25.5 px → 26 px.
        expectFrame(host.supplementary("dot", 0, 1)?.frame, 176, 26.0 / 3, 15, 15)
        // Item 0: maxX = 16 + 79.667 = 95.667; x = 88.167 = 264.5 px → 265 px.
        expectFrame(host.supplementary("dot", 0, 0)?.frame, 265.0 / 3, 26.0 / 3, 15, 15)
        // Item 3: x 279.25 → 837 px; maxX = (837 + 239)/3 = 358.667; x = 351.167 = 1053.5 px → 1054 px.
        expectFrame(host.supplementary("dot", 0, 3)?.frame, 1054.0 / 3, 26.0 / 3, 15, 15)
    }

    @Test("OB-7: a group supplementary is anchored inside the group's insets, index path (section, group)")
    func groupSupplementary() {
        let frameItem = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(60)),
            elementKind: "rail", containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
        group.supplementaryItems = [frameItem]
        let host = TestHost(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [6])
        // Inner box 0 … 355 wide, 80 high; [.trailing] → x = 355 − 20, y = (80 − 60)/2 = 10;
        // offset 1 × 20 → x = 355.
        let first = host.supplementary("rail", 0, 0)
        expectFrame(first?.frame, 355, 10, 20, 60)
        #expect(first?.indexPath == IndexPath(item: 0, section: 0))
        // Group 1 (items 4, 5) starts at y 80.
        expectFrame(host.supplementary("rail", 0, 1)?.frame, 355, 90, 20, 60)
        // Only two groups exist for 6 items (4 per group).
        #expect(host.supplementary("rail", 0, 2) == nil)
    }

    @Test("A-E2: an item anchor puts the view's bottom-leading corner on the host's top-trailing corner")
    func itemAnchor() {
        let supplementary = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .absolute(20)), elementKind: "tag",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 10, y: -10)),
            itemAnchor: NSCollectionLayoutAnchor(edges: [.bottom, .leading]))
        let host = TestHost(squareLayout(supplementary), itemCounts: [1])
        // (0 + 100 − 0 × 30 + 10, 0 + 0 − 1 × 20 − 10) = (110, −30).
        expectFrame(host.supplementary("tag", 0, 0)?.frame, 110, -30, 30, 20)
    }

    @Test("A-1, A-E3: one edge centres along it; no edges centre; opposite edges centre on that axis")
    func edgeCases() {
        func frame(_ edges: NSDirectionalRectEdge) -> CGRect? {
            let supplementary = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(40), heightDimension: .absolute(10)),
                elementKind: "mark", containerAnchor: NSCollectionLayoutAnchor(edges: edges))
            return TestHost(squareLayout(supplementary), itemCounts: [1]).supplementary("mark", 0, 0)?.frame
        }
        // [.bottom]: x = (100 − 40)/2 = 30, y = 100 − 10 = 90.
        expectFrame(frame(.bottom), 30, 90, 40, 10)
        // []: centre (30, 45).
        expectFrame(frame([]), 30, 45, 40, 10)
        // [.top, .bottom, .leading]: y centred (45), x leading (0).
        expectFrame(frame([.top, .bottom, .leading]), 0, 45, 40, 10)
        // a fractional size resolves against the host frame: 0.5 × 100.
        let half = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(0.1)),
            elementKind: "half", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
        expectFrame(TestHost(squareLayout(half), itemCounts: [1]).supplementary("half", 0, 0)?.frame, 0, 0, 50, 10)
    }

    @Test("Q-E3: in right-to-left the badge sits on the cell's top-left (trailing) corner")
    func rightToLeftBadge() {
        let host = TestHost(badgeLayout(offset: CGPoint(x: 0.3, y: -0.3)), itemCounts: [1], scale: 4)
        host.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        // Cell mirrored: 375 − (25 + 73.75) = 276.25. Badge: trailing is the left edge, offset
        // +0.3 × 20 toward trailing → x = 276.25 − 6 = 270.25, y 19.
        expectFrame(host.frame(0, 0), 276.25, 25, 73.75, 57)
        expectFrame(host.supplementary("badge", 0, 0)?.frame, 270.25, 19, 20, 20)
    }

    @Test("10,000,000 items with a badge: any badge is found directly")
    func tenMillionBadges() {
        let host = TestHost(badgeLayout(offset: CGPoint(x: 0.3, y: -0.3)), itemCounts: [10_000_000], scale: 4)
        // Item 9,999,999: row 2,499,999 (y = 20 + 2,499,999 × 67 + 5 = 167,499,958), column 3
        // (x = 20 + 3 × 83.75 + 5 = 276.25); badge x = 276.25 + 73.75 − 20 + 6 = 336, y = −6 + cell y.
        expectFrame(host.frame(0, 9_999_999), 276.25, 167_499_958, 73.75, 57)
        expectFrame(host.supplementary("badge", 0, 9_999_999)?.frame, 336, 167_499_952, 20, 20)
    }

    /// One 100 × 100 cell per row carrying `supplementary`.
    private func squareLayout(_ supplementary: NSCollectionLayoutSupplementaryItem) -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)),
            supplementaryItems: [supplementary])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
