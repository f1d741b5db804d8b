import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// Orthogonal sections (orthogonal.md O-1 … O-21, observed.md OB-8).
@MainActor
@Suite("Orthogonal sections")
struct OrthogonalTests {
    /// O-E1 with OB-8's correction: W = 390, insets 16 leading/trailing, groups 0.8 of the
    /// *whole* width (312) × 200 holding one item, 10 apart, 5 items.
    private func carousel(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = behavior
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return section
    }

    private func host(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, items: Int = 5) -> TestHost {
        TestHost(UICollectionViewCompositionalLayout(section: carousel(behavior)), itemCounts: [items], width: 390, height: 844)
    }

    @Test("OB-8: a row's group resolves against the full width; insets lie inside the row; background spans the section")
    func observedRow() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = DeprecatedAPI.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 8
        section.decorationItems = [.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(nil, forDecorationViewOfKind: "other")
        layout.register(UICollectionViewLayoutAttributes.self, forDecorationViewOfKind: "background")
        let host = TestHost(layout, itemCounts: [8, 4], scale: 3)
        // Group 375 wide (not 343); slot (375 − 3 × 8)/4 = 87.75; x = 16, 111.75, 207.5, 303.25,
        // floored at scale 3 to 16, 111.667, 207.333, 303; width 87.667; y = 16.
        expectFrame(host.frame(0, 0), 16, 16, 263.0 / 3, 40)
        expectFrame(host.frame(0, 1), 335.0 / 3, 16, 263.0 / 3, 40)
        expectFrame(host.frame(0, 2), 622.0 / 3, 16, 263.0 / 3, 40)
        expectFrame(host.frame(0, 3), 303, 16, 263.0 / 3, 40)
        // Group 1 sits beside group 0: x = 16 + 375 + 8 = 399.
        expectFrame(host.frame(0, 4), 399, 16, 263.0 / 3, 40)
        // The section is one row tall: 16 + 40 + 16 = 72; section 1 starts right below.
        expectFrame(host.frame(1, 0), 16, 88, 263.0 / 3, 40)
        // The background covers the whole section, insets included, and does not scroll.
        expectFrame(host.decoration("background", 0)?.frame, 0, 0, 375, 72)
        // O-5: the row is 16 + 375 + 8 + 375 + 16 = 790 wide.
        #expect(host.collectionView.orthogonalContentSize(forSection: 0) == CGSize(width: 790, height: 40))
    }

    @Test("O-4, O-5: carousel groups and the row's extent")
    func carouselGeometry() {
        let host = host(.continuous)
        // x_k = 16 + k × (312 + 10) = 16, 338, 660, 982, 1304.
        for (item, x) in [16.0, 338, 660, 982, 1304].enumerated() {
            expectFrame(host.frame(0, item), x, 0, 312, 200)
        }
        // C = 1304 + 312 + 16 = 1632; content height is one row: 200.
        #expect(host.collectionView.orthogonalContentSize(forSection: 0) == CGSize(width: 1632, height: 200))
        #expect(host.collectionView.contentSize == CGSize(width: 390, height: 200))
    }

    @Test("O-7, Q-6: frames stay unscrolled; the offset decides which elements a rect shows")
    func scrolledQueries() throws {
        let host = host(.continuous)
        let view = host.collectionView
        view.setOrthogonalScrollOffset(CGPoint(x: 500, y: 0), forSection: 0)
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 500, y: 0))
        // Shown at x − 500: item 0 at −484 … −172 (hidden), item 1 at −162 … 150, item 2 at
        // 160 … 472, item 3 at 482 … (hidden from a 390-wide view).
        #expect(view.indexPathsForVisibleItems == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        let attributes = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        let second = try #require(attributes.first { $0.indexPath.item == 2 })
        expectFrame(second.frame, 660, 0, 312, 200)
        expectFrame(host.frame(0, 2), 660, 0, 312, 200)
    }

    @Test("O-6: offsets stay within 0 … C − W; NaN counts as 0; a bounce of .never clamps")
    func offsetLimits() {
        let host = host(.continuous)
        let view = host.collectionView
        // M = 1632 − 390 = 1242. With the default bounce a long row may be pulled past its ends.
        view.setOrthogonalScrollOffset(CGPoint(x: -40, y: 0), forSection: 0)
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: -40, y: 0))
        view.setOrthogonalScrollOffset(CGPoint(x: CGFloat.nan, y: 0), forSection: 0)
        #expect(view.orthogonalScrollOffset(forSection: 0) == .zero)

        let section = carousel(.continuous)
        section.orthogonalScrollingProperties.bounce = .never
        let stiff = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [5], width: 390, height: 844)
        stiff.collectionView.setOrthogonalScrollOffset(CGPoint(x: -40, y: 0), forSection: 0)
        #expect(stiff.collectionView.orthogonalScrollOffset(forSection: 0) == .zero)
        stiff.collectionView.setOrthogonalScrollOffset(CGPoint(x: 5000, y: 0), forSection: 0)
        #expect(stiff.collectionView.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 1242, y: 0))
        // Sections that are not rows have no row offset.
        #expect(stiff.collectionView.orthogonalContentSize(forSection: 1) == nil)
    }

    @Test("O-10 … O-13: resting offsets of continuous, leading-boundary, paging and group paging rows")
    func restingOffsets() {
        func rest(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, _ offset: CGFloat, _ velocity: CGFloat) -> CGFloat {
            host(behavior).collectionView.orthogonalRestingOffset(
                forSection: 0, releasedAt: CGPoint(x: offset, y: 0), velocity: CGPoint(x: velocity, y: 0)
            ).x
        }
        // Continuous: p = o + v × 0.998 / 0.002 = 100 + 499 = 599; clamped to M = 1242 at the end.
        expectValue(rest(.continuous, 100, 1), 599, within: .rounding)  // 0.998 / 0.002 is inexact
        #expect(rest(.continuous, 1000, 5) == 1242)
        // Leading boundary: candidates k × 322 and M; 599 is nearest 644.
        #expect(rest(.continuousGroupLeadingBoundary, 100, 1) == 644)
        // 1200 + 499 → past the end: M = 1242.
        #expect(rest(.continuousGroupLeadingBoundary, 1200, 1) == 1242)
        // Paging by the 390-wide view, one page per gesture: a flick from 0 → 390; a slow
        // release at 200 (0.51 page) → 390, at 100 → 0; a flick from 1200 → page 4 (1560) → M.
        #expect(rest(.paging, 0, 1) == 390)
        #expect(rest(.paging, 200, 0) == 390)
        #expect(rest(.paging, 100, 0) == 0)
        #expect(rest(.paging, 1200, 1) == 1242)
        // Group paging by 322: a flick from 10 → 322; back from 400 → 322; slow at 400 → 322.
        #expect(rest(.groupPaging, 10, 1) == 322)
        #expect(rest(.groupPaging, 400, -1) == 322)
        #expect(rest(.groupPaging, 400, 0) == 322)
        #expect(rest(.groupPaging, 700, -1) == 644)
        // NaN velocity counts as none: 400 → nearest page 322.
        #expect(rest(.groupPaging, 400, .nan) == 322)
    }

    @Test("O-14: group paging centred adds (Wb − g)/2 before the first and after the last group")
    func groupPagingCentered() {
        let host = host(.groupPagingCentered)
        // Wb = 390 − 32 = 358; e = (358 − 312)/2 = 23; groups at 39, 361, 683, 1005, 1327.
        expectFrame(host.frame(0, 0), 39, 0, 312, 200)
        expectFrame(host.frame(0, 1), 361, 0, 312, 200)
        // C = 1327 + 312 + 23 + 16 = 1678.
        #expect(host.collectionView.orthogonalContentSize(forSection: 0)?.width == 1678)
        // A flick from 0 rests at 322, where group 1 shows at 361 − 322 = 39: its centre
        // 39 + 156 = 195 is the view's centre.
        let rest = host.collectionView.orthogonalRestingOffset(
            forSection: 0, releasedAt: .zero, velocity: CGPoint(x: 2, y: 0))
        #expect(rest == CGPoint(x: 322, y: 0))
        // The last page: M = 1678 − 390 = 1288 = 4 × 322.
        let last = host.collectionView.orthogonalRestingOffset(
            forSection: 0, releasedAt: CGPoint(x: 1200, y: 0), velocity: CGPoint(x: 2, y: 0))
        #expect(last == CGPoint(x: 1288, y: 0))
    }

    @Test("O-16: a section's deceleration rate changes where a continuous row rests")
    func decelerationRate() {
        let section = carousel(.continuous)
        section.orthogonalScrollingProperties.decelerationRate = .fast
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [5], width: 390, height: 844)
        // p = 100 + 1 × 0.99 / 0.01 = 199.
        let rest = host.collectionView.orthogonalRestingOffset(
            forSection: 0, releasedAt: CGPoint(x: 100, y: 0), velocity: CGPoint(x: 1, y: 0))
        expectValue(rest.x, 199, within: .rounding)  // 0.99 / 0.01 is inexact
    }

    @Test("O-9: in right-to-left the row starts on the right and pages to the left")
    func rightToLeftRow() {
        let host = host(.groupPaging)
        let view = host.collectionView
        view.effectiveUserInterfaceLayoutDirection = .rightToLeft
        // Mirrored: group 0 at 390 − (16 + 312) = 62; group 1 at 390 − (338 + 312) = −260.
        expectFrame(host.frame(0, 0), 62, 0, 312, 200)
        expectFrame(host.frame(0, 1), -260, 0, 312, 200)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1])
        // A flick toward the trailing (left) end: offsets are negative, −322 brings group 1 to
        // 62 (shown at frame.x − offset = −260 + 322).
        let rest = view.orthogonalRestingOffset(
            forSection: 0, releasedAt: CGPoint(x: -10, y: 0), velocity: CGPoint(x: -1, y: 0))
        #expect(rest == CGPoint(x: -322, y: 0))
        view.setOrthogonalScrollOffset(rest, forSection: 0)
        // Shown: group 0 at 62 + 322 = 384 … (a sliver), group 1 at 62, group 2 at −582 + 322 = −260 … 52.
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
    }

    @Test("O-8, B-13, A-12: headers stay put while item supplementaries scroll with the row")
    func headersDoNotScroll() throws {
        // The Korean tutorial's row: 70 × 70 groups, 10 apart, insets (0, 10, 30, 10), a header
        // 1.0 × estimated(50).
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                    elementKind: "dot", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            ])
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(70), heightDimension: .absolute(70)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = .init(top: 0, leading: 10, bottom: 30, trailing: 10)
        section.boundarySupplementaryItems = [
            .init(
                layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(50)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [20])
        let view = host.collectionView
        // Header: the 375 − 20 = 355 span after the followed insets: (10, 0, 355, 50).
        expectFrame(host.supplementary(UICollectionView.elementKindSectionHeader, 0, 0)?.frame, 10, 0, 355, 50)
        // Items at y 50, x = 10 + 80k; the section is 50 + 70 + 30 = 150 tall.
        expectFrame(host.frame(0, 3), 250, 50, 70, 70)
        #expect(view.contentSize.height == 150)
        // C = 10 + 20 × 70 + 19 × 10 + 10 = 1610.
        #expect(view.orthogonalContentSize(forSection: 0)?.width == 1610)

        view.setOrthogonalScrollOffset(CGPoint(x: 300, y: 0), forSection: 0)
        // Shown at x − 300 within 0 … 375: items 3 (250 → −50 … 20) … 8 (650 → 350 … 420).
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(3...8))
        let shown = view.collectionViewLayout.layoutAttributesForElements(in: view.bounds) ?? []
        let header = try #require(shown.first { $0.representedElementKind == UICollectionView.elementKindSectionHeader })
        expectFrame(header.frame, 10, 0, 355, 50)
        // The dots ride on their cells: item 3's dot at 250 + 60 = 310 (unscrolled), shown at 10.
        let dots = shown.filter { $0.representedElementKind == "dot" }.map(\.indexPath.item)
        // Item 2's dot (170 + 60 = 230 → −70 … −60) is off screen; item 8's (710 → 410) too.
        #expect(dots == Array(3...7))
    }

    @Test("A row of 1,000,000 items answers queries at any offset")
    func millionItemRow() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(70), heightDimension: .absolute(70)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1_000_000])
        let view = host.collectionView
        // C = 1,000,000 × 70 + 999,999 × 10 = 79,999,990; item 999,999 at 999,999 × 80.
        #expect(view.orthogonalContentSize(forSection: 0)?.width == 79_999_990)
        expectFrame(host.frame(0, 999_999), 79_999_920, 0, 70, 70)
        view.setOrthogonalScrollOffset(CGPoint(x: 40_000_000, y: 0), forSection: 0)
        // Shown 40,000,000 … 40,000,375: items 500,000 (at 40,000,000) … 500,004 (40,000,320).
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(500_000...500_004))
    }

    @Test("Bad input: a group wider than the view, and an empty row")
    func badInput() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .fractionalWidth(1.5), heightDimension: .absolute(50)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [3, 0], scale: 2)
        // g = 562.5 > Wb = 375: no centring (e = max(0, …) = 0); groups at 0, 562.5, 1125.
        expectFrame(host.frame(0, 1), 562.5, 0, 562.5, 50)
        // C = 1687.5; M = 1312.5; a flick from 0 rests on group 1.
        #expect(host.collectionView.orthogonalContentSize(forSection: 0)?.width == 1687.5)
        #expect(
            host.collectionView.orthogonalRestingOffset(forSection: 0, releasedAt: .zero, velocity: CGPoint(x: 1, y: 0))
                == CGPoint(x: 562.5, y: 0))
        // An empty section has no row: no content, offsets are ignored.
        #expect(host.collectionView.orthogonalContentSize(forSection: 1) == nil)
        host.collectionView.setOrthogonalScrollOffset(CGPoint(x: 50, y: 0), forSection: 1)
        #expect(host.collectionView.orthogonalScrollOffset(forSection: 1) == .zero)
    }

    @Test("O-1 in a horizontal layout: the row runs down the cross (vertical) axis")
    func horizontalLayoutRow() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: .init(widthDimension: .absolute(100), heightDimension: .fractionalHeight(0.5)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        let host = TestHost(layout, itemCounts: [5], width: 375, height: 300)
        let view = host.collectionView
        // Group 100 × (0.5 × 300 = 150); groups down the column at y = 0, 160, 320, 480, 640.
        expectFrame(host.frame(0, 2), 0, 320, 100, 150)
        // The section is one group wide: content (100, 300); C = 5 × 150 + 4 × 10 = 790.
        #expect(view.contentSize == CGSize(width: 100, height: 300))
        #expect(view.orthogonalContentSize(forSection: 0) == CGSize(width: 100, height: 790))
        view.setOrthogonalScrollOffset(CGPoint(x: 0, y: 200), forSection: 0)
        // Shown at y − 200: item 1 at −40 … 110, 2 at 120 … 270, 3 at 280 … 430; item 0 ends at −50.
        #expect(view.indexPathsForVisibleItems.map(\.item) == [1, 2, 3])
        #expect(view.orthogonalScrollOffset(forSection: 0) == CGPoint(x: 0, y: 200))
    }
}
