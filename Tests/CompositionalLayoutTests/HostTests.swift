import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// The headless UICollectionView: environment, insets, direction and invalidation.
@MainActor
@Suite("Headless collection view")
struct HostTests {
    @Test("SC-4, SC-E2: the provider's environment is the bounds size inset by the safe area on the cross axis")
    func environmentInLandscape() {
        var environment: NSCollectionLayoutEnvironment?
        let layout = UICollectionViewCompositionalLayout { _, env in
            environment = env
            let section = Fixtures.rows(height: 50)
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
            return section
        }
        let host = TestHost(
            layout, itemCounts: [2], width: 844, height: 390, scale: 3,
            safeArea: UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))

        #expect(environment?.container.contentSize == CGSize(width: 844, height: 390))
        // 844 − 47 − 47 = 750; the main axis (height) is not inset.
        #expect(environment?.container.effectiveContentSize == CGSize(width: 750, height: 390))
        #expect(environment?.container.contentInsets == NSDirectionalEdgeInsets(top: 0, leading: 47, bottom: 0, trailing: 47))
        // Items: x = 47 + 16 = 63, width 844 − 94 − 32 = 718.
        expectFrame(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 63, 0, 718, 50)
        expectFrame(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, 63, 50, 718, 50)
        // SC-13: the content is as wide as the bounds, whatever the insets: (844, 100).
        #expect(host.collectionView.contentSize == CGSize(width: 844, height: 100))
        // The scroll view adds the safe area to the content insets on the scrolling axis only.
        #expect(host.collectionView.adjustedContentInset == UIEdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
    }

    @Test("SC-2: .none, .layoutMargins and .readableContent references")
    func contentInsetsReferences() {
        func firstFrame(_ reference: UIContentInsetsReference, width: CGFloat) -> CGRect? {
            let section = Fixtures.rows(height: 50)
            section.contentInsetsReference = reference
            let host = TestHost(UICollectionViewCompositionalLayout(section: section), itemCounts: [1], width: width)
            host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
            host.collectionView.layoutIfNeeded()
            return host.frame(0, 0)
        }
        // .none: the whole width.
        expectFrame(firstFrame(.none, width: 375), 0, 0, 375, 50)
        // .automatic follows the configuration's .safeArea: x = 20, width 375 − 50 = 325.
        expectFrame(firstFrame(.automatic, width: 375), 20, 0, 325, 50)
        // .layoutMargins: safe area + the default margins, 16 on a 375-wide screen (375 × 812,
        // portrait width 375 < 390) → x = 20 + 16 = 36, width 375 − 36 − (30 + 16) = 293.
        expectFrame(firstFrame(.layoutMargins, width: 375), 36, 0, 293, 50)
        // .readableContent on a narrow view equals the margins.
        expectFrame(firstFrame(.readableContent, width: 375), 36, 0, 293, 50)
        // On a 1024 × 812 screen (portrait width 812 ≥ 744, size class unspecified: an iPad)
        // the margins are 20: leading 20 + 20 = 40, trailing 30 + 20 = 50, margin width
        // 1024 − 90 = 934, narrowed to 672 by (934 − 672)/2 = 131 on each side → x = 40 + 131
        // = 171, width 672.
        expectFrame(firstFrame(.readableContent, width: 1024), 171, 0, 672, 50)
    }

    @Test("Q-12: a view at rest at its top stays there when the safe area changes")
    func restingOffsetFollowsInsets() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows()), itemCounts: [40])
        #expect(host.collectionView.contentOffset == .zero)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        // Resting offset (−adjusted.left, −adjusted.top) = (0, −44).
        #expect(host.collectionView.contentOffset == CGPoint(x: 0, y: -44))
        #expect(host.collectionView.bounds == CGRect(x: 0, y: -44, width: 375, height: 812))
    }

    @Test("indexPathsForVisibleItems lists the cells the bounds show")
    func visibleItems() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 100)), itemCounts: [40])
        // Bounds y 0 … 812: rows at 0, 100, …, 800 → items 0 … 8 (row 9 starts at 900).
        #expect(host.collectionView.indexPathsForVisibleItems == (0...8).map { IndexPath(item: $0, section: 0) })
        host.collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        // Bounds y 1000 … 1812: row 9 (900 … 1000) touches the top edge and counts, as with
        // CGRectIntersectsRect; rows 10 … 18 overlap → items 9 … 18.
        #expect(host.collectionView.indexPathsForVisibleItems == (9...18).map { IndexPath(item: $0, section: 0) })
    }

    @Test("A width change invalidates the layout; fractional widths follow it")
    func boundsChange() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 2, height: 50)), itemCounts: [2], scale: 2)
        expectFrame(host.frame(0, 1), 187.5, 0, 187.5, 50)
        host.collectionView.frame = CGRect(x: 0, y: 0, width: 400, height: 812)
        // 400 / 2 = 200.
        expectFrame(host.frame(0, 1), 200, 0, 200, 50)
    }

    @Test("Q-17: right-to-left mirrors frames across the content width, from the view or the traits")
    func rightToLeft() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 3, height: 40))
        let host = TestHost(layout, itemCounts: [3])
        host.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        // LTR item 0 = (0, 0, 125, 40) → RTL x = 375 − 125 = 250; item 2 (250) → 0.
        expectFrame(host.frame(0, 0), 250, 0, 125, 40)
        expectFrame(host.frame(0, 2), 0, 0, 125, 40)

        let traitHost = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.grid(columns: 3, height: 40)), itemCounts: [3])
        traitHost.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            traitHost.collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
        ])
        #expect(traitHost.collectionView.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        expectFrame(traitHost.frame(0, 0), 250, 0, 125, 40)
    }

    @Test("A data source is held weakly; without one there are no sections")
    func weakDataSource() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        do {
            let source = FixedCountDataSource([3])
            collectionView.dataSource = source
            #expect(collectionView.numberOfItems(inSection: 0) == 3)
        }
        #expect(collectionView.dataSource == nil)
        #expect(collectionView.numberOfSections == 0)
        collectionView.reloadData()
        collectionView.layoutIfNeeded()
        #expect(collectionView.contentSize == CGSize(width: 375, height: 0))
    }

    @Test("S-20: a custom group's provider sees the group's size and places cells at its frames")
    func customGroup() {
        var seenSize: CGSize?
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120))
        ) { environment in
            seenSize = environment.container.contentSize
            return [
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 100, height: 100)),
                NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 20, width: 50, height: 50), zIndex: 3),
            ]
        }
        let host = TestHost(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [3])
        #expect(seenSize == CGSize(width: 375, height: 120))
        expectFrame(host.frame(0, 0), 10, 10, 100, 100)
        let second = host.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        expectFrame(second?.frame, 200, 20, 50, 50)
        #expect(second?.zIndex == 3)
        // Item 2 is the first frame of the second group, 120 lower.
        expectFrame(host.frame(0, 2), 10, 130, 100, 100)
    }

    @Test("Layout margins: directional ones follow the reading direction; default: the system minimum")
    func layoutMargins() {
        let host = TestHost(UICollectionViewCompositionalLayout(section: Fixtures.rows()), itemCounts: [1])
        let view = host.collectionView
        // 375 × 812: portrait width 375 < 390 → 16 at the sides, 0 at the top and bottom.
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 30))
        view.effectiveUserInterfaceLayoutDirection = .rightToLeft
        // In right-to-left the leading margin is the right one.
        #expect(view.layoutMargins == UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
        view.layoutMargins = UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 15)
        #expect(view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 15, bottom: 0, trailing: 5))
    }

    @Test("A horizontally scrolling layout adds the safe area to the left and right content insets")
    func horizontalAdjustedInsets() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(), configuration: configuration)
        let host = TestHost(layout, itemCounts: [1])
        host.collectionView.contentInset = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 44, left: 47, bottom: 34, right: 47)
        // Left 2 + 47, right 4 + 47; top and bottom keep only the content insets.
        #expect(host.collectionView.adjustedContentInset == UIEdgeInsets(top: 1, left: 49, bottom: 3, right: 51))
    }
}
