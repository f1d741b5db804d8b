import CompositionalLayout
import LayoutTestSupport
import Testing

// NSCollectionLayoutSection.list(using:layoutEnvironment:) in a section provider, mixed with
// other sections (lists.md L-1), and right-to-left lists. Expectations by hand from the metrics
// table in ListMetrics.swift (see ListGeometryTests.swift); "first section" means section 0 of
// the layout. Hosts are 1× with no size provider, so rows and headers stay at their 44-pt
// estimates.

@MainActor
@Suite("Lists: list sections in a section provider")
struct ListSectionProviderTests {
    static let header = UICollectionView.elementKindSectionHeader

    /// Two columns of 100-pt cells: item 0.5 × 1.0 in a group 1.0 × 100.
    private func grid() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    @Test("A grid, a grouped list, a media row and an inset-grouped list with a header")
    func mixed() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            switch index {
            case 0: return self.grid()
            case 1: return .list(using: UICollectionLayoutListConfiguration(appearance: .grouped), layoutEnvironment: environment)
            case 2: return .orthogonalLayoutSectionForMediaItems()
            default:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.headerMode = .supplementary
                return .list(using: configuration, layoutEnvironment: environment)
            }
        }
        // W 400 → margin 20.
        let host = TestHost(layout, itemCounts: [4, 2, 3, 1], width: 400, height: 844)
        // S0, the grid: nothing before it. Rows of two 200-wide cells at y 0 and 100; ends 200.
        expectFrame(host.frame(0, 0), 0, 0, 200, 100)
        expectFrame(host.frame(0, 1), 200, 0, 200, 100)
        expectFrame(host.frame(0, 3), 200, 100, 200, 100)
        // S1, grouped, not the first section: 35 before it → 235; rows 235 and 279 (44 each),
        // full width; ends 323.
        expectFrame(host.frame(1, 0), 0, 235, 400, 44)
        expectFrame(host.frame(1, 1), 0, 279, 400, 44)
        // S2, the media row, not a list: nothing before it → 323. Groups 0.4 · 400 = 160 wide,
        // 160 · 9/16 = 90 tall, at x 20, 20 + 168 = 188, 356; ends 413.
        expectFrame(host.frame(2, 0), 20, 323, 160, 90)
        expectFrame(host.frame(2, 1), 188, 323, 160, 90)
        expectFrame(host.frame(2, 2), 356, 323, 160, 90)
        // S3, inset grouped with a header, not the first section: automatic padding 35 → header
        // at 413 + 35 = 448, x 20, width 400 − 40 = 360; row at 492; ends 536.
        expectFrame(host.supplementary(Self.header, 3, 0)?.frame, 20, 448, 360, 44)
        expectFrame(host.frame(3, 0), 20, 492, 360, 44)
        #expect(host.collectionView.contentSize == CGSize(width: 400, height: 536))
        // Only section 3 has a header.
        for section in 0..<3 { #expect(host.supplementary(Self.header, section, 0) == nil) }
    }

    @Test("A list as section 0 after which a grid follows: the grid gets no space before it")
    func gridAfterList() {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            index == 0
                ? .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
                : self.grid()
        }
        let host = TestHost(layout, itemCounts: [1, 2], width: 390, height: 844)
        // S0: 35 before it (first, no header), row 35 … 79 at x 20, width 350. S1 at 79.
        expectFrame(host.frame(0, 0), 20, 35, 350, 44)
        expectFrame(host.frame(1, 0), 0, 79, 195, 100)
        expectFrame(host.frame(1, 1), 195, 79, 195, 100)
    }

    @Test("The returned section is ordinary: contentInsets and interGroupSpacing set afterwards apply")
    func ordinarySection() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 5, bottom: 10, trailing: 5)
            section.interGroupSpacing = 6
            return section
        }
        let host = TestHost(layout, itemCounts: [3], width: 390, height: 844)
        // 35 before the section (first, no header). x = margin 20 + 5 = 25,
        // width = 390 − 2 · 25 = 340. Rows at 35 + 10 = 45, 45 + 44 + 6 = 95, 145;
        // the section ends at 145 + 44 + 10 = 199.
        expectFrame(host.frame(0, 0), 25, 45, 340, 44)
        expectFrame(host.frame(0, 1), 25, 95, 340, 44)
        expectFrame(host.frame(0, 2), 25, 145, 340, 44)
        #expect(host.collectionView.contentSize.height == 199)
    }

    @Test("A list section's reference can be changed like any other: .none makes inset grouped full width")
    func ordinaryReference() {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            let section = NSCollectionLayoutSection.list(
                using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            section.contentInsetsReference = .none
            return section
        }
        let host = TestHost(layout, itemCounts: [1], width: 390, height: 844)
        // Still 35 before it (the list's spacing stays), but x 0 and the whole 390.
        expectFrame(host.frame(0, 0), 0, 35, 390, 44)
    }

    // MARK: Right to left

    /// `host` laid out again with `direction`.
    private func direct(_ host: TestHost, _ direction: UIUserInterfaceLayoutDirection) -> TestHost {
        host.collectionView.effectiveUserInterfaceLayoutDirection = direction
        host.collectionView.layoutIfNeeded()
        return host
    }

    /// Expects every element of `rtl` to be the mirror of the same element of `ltr` in a
    /// `width`-wide view: x' = width − x − w, same y and size.
    private func expectMirrored(_ ltr: TestHost, _ rtl: TestHost, width: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
        let everything = CGRect(x: -1e5, y: -1e5, width: 2e5, height: 2e5)
        let left = ltr.collectionView.collectionViewLayout.layoutAttributesForElements(in: everything) ?? []
        let right = rtl.collectionView.collectionViewLayout.layoutAttributesForElements(in: everything) ?? []
        #expect(left.count == right.count && !left.isEmpty, sourceLocation: sourceLocation)
        for attributes in left {
            let mirror = right.first {
                $0.indexPath == attributes.indexPath && $0.representedElementKind == attributes.representedElementKind
                    && $0.representedElementCategory == attributes.representedElementCategory
            }
            let frame = attributes.frame
            expectFrame(mirror?.frame, width - frame.maxX, frame.minY, frame.width, frame.height, sourceLocation: sourceLocation)
        }
    }

    /// An inset-grouped list with headers in a 390-wide host whose layout margins are 10 at the
    /// leading side and 30 at the trailing side.
    private func insetGroupedHost(_ direction: UIUserInterfaceLayoutDirection) -> TestHost {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let host = TestHost(UICollectionViewCompositionalLayout.list(using: configuration), itemCounts: [2, 1], width: 390, height: 844)
        host.collectionView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        return direct(host, direction)
    }

    @Test("Right to left: an inset-grouped list mirrors, its leading margin on the right")
    func insetGroupedRightToLeft() {
        let ltr = insetGroupedHost(.leftToRight)
        let rtl = insetGroupedHost(.rightToLeft)
        // Width 390 − 10 − 30 = 350. LTR x = 10; RTL x = 390 − 10 − 350 = 30.
        expectFrame(ltr.supplementary(Self.header, 0, 0)?.frame, 10, 0, 350, 44)
        expectFrame(ltr.frame(0, 0), 10, 44, 350, 44)
        expectFrame(rtl.supplementary(Self.header, 0, 0)?.frame, 30, 0, 350, 44)
        expectFrame(rtl.frame(0, 0), 30, 44, 350, 44)
        expectFrame(rtl.frame(0, 1), 30, 88, 350, 44)
        expectFrame(rtl.supplementary(UICollectionView.elementKindSectionFooter, 0, 0)?.frame, 30, 132, 350, 44)
        // Section 1: header 176 + 35 = 211, row 255.
        expectFrame(rtl.frame(1, 0), 30, 255, 350, 44)
        expectMirrored(ltr, rtl, width: 390)
    }

    /// A plain list with section insets 10 leading, 30 trailing, in a 390-wide host.
    private func plainHost(_ direction: UIUserInterfaceLayoutDirection) -> TestHost {
        let layout = UICollectionViewCompositionalLayout { _, environment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            configuration.headerMode = .supplementary
            let section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
            return section
        }
        return direct(TestHost(layout, itemCounts: [2], width: 390, height: 844), direction)
    }

    @Test("Right to left: a plain list mirrors, leading insets on the right")
    func plainRightToLeft() {
        let ltr = plainHost(.leftToRight)
        let rtl = plainHost(.rightToLeft)
        // Header: automatic 22 above it; like the rows it is inset by the section's insets
        // (supplementariesFollowContentInsets is true): x 10, width 390 − 40 = 350. Rows at
        // 22 + 44 = 66 and 110. RTL: x = 390 − 10 − 350 = 30.
        expectFrame(ltr.supplementary(Self.header, 0, 0)?.frame, 10, 22, 350, 44)
        expectFrame(ltr.frame(0, 0), 10, 66, 350, 44)
        expectFrame(rtl.supplementary(Self.header, 0, 0)?.frame, 30, 22, 350, 44)
        expectFrame(rtl.frame(0, 0), 30, 66, 350, 44)
        expectFrame(rtl.frame(0, 1), 30, 110, 350, 44)
        expectMirrored(ltr, rtl, width: 390)
    }
}
