import CompositionalLayout
import InternalUtilities
import LayoutTestSupport
import Testing

/// Right-to-left supplementaries, boundary items and decorations (attributes-and-queries.md
/// supplementary.md A-1, B-1, D-1; observed.md OB-7).
///
/// Q-19 leaves open whether the x offsets of anchors and boundary items are mirrored; the
/// engine documents that they are (+x means "toward trailing"), and these tests pin that.
@MainActor
@Suite("Right-to-left supplementary views")
struct SupplementaryRightToLeftTests {
    private typealias F = SupplementaryFixtures

    private func headersLayout() -> UICollectionViewCompositionalLayout {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        section.boundarySupplementaryItems = [
            F.boundary("lead", width: .absolute(100), height: 30, alignment: .topLeading, offset: CGPoint(x: 5, y: 3)),
            F.boundary("trail", width: .absolute(100), height: 30, alignment: .topTrailing, offset: CGPoint(x: -5, y: 0)),
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test("Q-17, Q-19: .topLeading and .topTrailing headers and their offsets are mirrored")
    func mirroredHeaders() {
        let ltr = TestHost(headersLayout(), itemCounts: [1])
        // Extent x 20 … 365 (345 wide). lead: (20 + 5, 0 + 3); trail: 20 + 345 − 100 − 5 = 260.
        expectFrame(ltr.supplementary("lead", 0, 0)?.frame, 25, 3, 100, 30)
        expectFrame(ltr.supplementary("trail", 0, 0)?.frame, 260, 0, 100, 30)
        expectFrame(ltr.frame(0, 0), 20, 30, 345, 44)

        let rtl = TestHost(headersLayout(), itemCounts: [1])
        rtl.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        // Leading is the right side: extent x 10 … 355. lead: 355 − 100 = 255, then +5 toward
        // trailing (left) = 250. trail: left edge 10, then −5 toward trailing = +5 → 15.
        // y offsets are not mirrored.
        expectFrame(rtl.supplementary("lead", 0, 0)?.frame, 250, 3, 100, 30)
        expectFrame(rtl.supplementary("trail", 0, 0)?.frame, 15, 0, 100, 30)
        expectFrame(rtl.frame(0, 0), 10, 30, 345, 44)
    }

    private func backgroundHost(_ direction: UIUserInterfaceLayoutDirection) -> TestHost {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
        let background = NSCollectionLayoutDecorationItem.background(elementKind: F.background)
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 0)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: F.background)
        let host = TestHost(layout, itemCounts: [1])
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        host.collectionView.effectiveUserInterfaceLayoutDirection = direction
        host.collectionView.layoutIfNeeded()
        return host
    }

    @Test("D-1, Q-17: a background with a leading inset under an asymmetric safe area")
    func mirroredBackground() {
        // The safe area is physical: the section spans x 20 … 345 in both directions.
        let ltr = backgroundHost(.leftToRight)
        // Leading = left: background 20 + 5 … 345; cell 20 + 10 … 345.
        expectFrame(ltr.decoration(F.background, 0)?.frame, 25, 0, 320, 44)
        expectFrame(ltr.frame(0, 0), 30, 0, 315, 44)
        let rtl = backgroundHost(.rightToLeft)
        // Leading = right: background 20 … 345 − 5; cell 20 … 345 − 10.
        expectFrame(rtl.decoration(F.background, 0)?.frame, 20, 0, 320, 44)
        expectFrame(rtl.frame(0, 0), 20, 0, 315, 44)
    }

    @Test("OB-7, Q-17: a group supplementary on the trailing side moves to the left")
    func mirroredGroupSupplementary() {
        let rail = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(60)),
            elementKind: "rail", containerAnchor: NSCollectionLayoutAnchor(edges: [.trailing], fractionalOffset: CGPoint(x: 1, y: 0)))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(80)),
            subitems: [item])
        group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 20)
        group.supplementaryItems = [rail]
        let host = TestHost(UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), itemCounts: [6], scale: 4)
        host.collectionView.traitCollection = UITraitCollection(traitsFrom: [
            host.collectionView.traitCollection, UITraitCollection(layoutDirection: .rightToLeft),
        ])
        // Inner box: the trailing inset 20 is now on the left → x 20 … 375. [.trailing] puts
        // the rail's trailing (left) side on the box's trailing edge: x = 20; the offset
        // 1 × 20 toward trailing (left) → 0; y = (80 − 60)/2 = 10. (LTR (355, 10) mirrored:
        // 375 − (355 + 20) = 0.)
        expectFrame(host.supplementary("rail", 0, 0)?.frame, 0, 10, 20, 60)
        expectFrame(host.supplementary("rail", 0, 1)?.frame, 0, 90, 20, 60)
        // Item 0 is rightmost: 0.25 × 355 = 88.75 wide, x 375 − 88.75 = 286.25.
        expectFrame(host.frame(0, 0), 286.25, 0, 88.75, 80)
    }

    // MARK: - Property: RTL frames are LTR frames mirrored

    /// The property's draws from the seeded generator, each one remainder of a draw.
    private struct Generator {
        var random: SplitMix64

        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + random.nextModulo(range.count) }

        mutating func points(_ range: ClosedRange<Int>) -> CGFloat { CGFloat(int(range)) }

        mutating func bool() -> Bool { random.nextModulo(2) == 0 }

        mutating func pick<T>(_ values: [T]) -> T { values[int(0...values.count - 1)] }
    }

    private static let alignments: [NSRectAlignment] = [
        .top, .topLeading, .leading, .bottomLeading, .bottom, .bottomTrailing, .trailing, .topTrailing,
    ]

    private static func edges(_ g: inout Generator) -> NSDirectionalRectEdge {
        var edges: NSDirectionalRectEdge = []
        for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where g.int(0...2) == 0 { edges.insert(edge) }
        return edges
    }

    private static func anchor(_ g: inout Generator) -> NSCollectionLayoutAnchor {
        let edges = edges(&g)
        if g.bool() {
            return NSCollectionLayoutAnchor(edges: edges, absoluteOffset: CGPoint(x: g.points(-10...10), y: g.points(-10...10)))
        }
        let fractions: [CGFloat] = [-0.5, 0, 0.5, 1]
        return NSCollectionLayoutAnchor(edges: edges, fractionalOffset: CGPoint(x: g.pick(fractions), y: g.pick(fractions)))
    }

    private static func boundary(_ kind: String, _ g: inout Generator) -> NSCollectionLayoutBoundarySupplementaryItem {
        let width: NSCollectionLayoutDimension = g.bool() ? .absolute(g.points(40...200)) : .fractionalWidth(1)
        let item = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: width, heightDimension: .absolute(g.points(10...40))),
            elementKind: kind, alignment: g.pick(alignments), absoluteOffset: CGPoint(x: g.points(-6...6), y: g.points(-6...6)))
        item.extendsBoundary = g.int(0...3) != 0
        item.pinToVisibleBounds = g.bool()
        item.contentInsets = NSDirectionalEdgeInsets(
            top: g.points(0...4), leading: g.points(0...8), bottom: g.points(0...4), trailing: g.points(0...8))
        return item
    }

    /// A section whose every length is a whole number of points, so that every frame lies on
    /// the 1/8-point grid and snapping at scale 8 changes nothing.
    private static func section(_ g: inout Generator) -> NSCollectionLayoutSection {
        let columns = g.pick([1, 2, 4])
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(g.points(8...24)), heightDimension: .absolute(g.points(8...24))),
            elementKind: "badge", containerAnchor: anchor(&g), itemAnchor: g.bool() ? nil : anchor(&g))
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)),
            supplementaryItems: g.bool() ? [badge] : [])
        let inset = g.points(0...6)
        item.contentInsets = NSDirectionalEdgeInsets(top: inset, leading: g.points(0...6), bottom: inset, trailing: g.points(0...6))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(g.points(30...80))),
            subitems: [item])
        if g.bool() {
            group.supplementaryItems = [
                NSCollectionLayoutSupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(g.points(6...30)), heightDimension: .absolute(g.points(6...30))),
                    elementKind: "frame", containerAnchor: anchor(&g))
            ]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(
            top: g.points(0...20), leading: g.points(0...20), bottom: g.points(0...20), trailing: g.points(0...20))
        section.interGroupSpacing = g.points(0...10)
        section.boundarySupplementaryItems = (g.bool() ? [boundary(F.header, &g)] : []) + (g.bool() ? [boundary(F.footer, &g)] : [])
        if g.bool() {
            let background = NSCollectionLayoutDecorationItem.background(elementKind: F.background)
            background.contentInsets = NSDirectionalEdgeInsets(
                top: g.points(0...8), leading: g.points(0...8), bottom: g.points(0...8), trailing: g.points(0...8))
            section.decorationItems = [background]
        }
        return section
    }

    @MainActor
    private struct Scenario {
        var width: CGFloat
        var safeLeading: CGFloat
        var safeTrailing: CGFloat
        var sections: [NSCollectionLayoutSection]
        var itemCounts: [Int]
        var configuration: UICollectionViewCompositionalLayoutConfiguration
        var offset: CGFloat
        var viaTraits: Bool

        init(seed: UInt64) {
            var g = Generator(random: SplitMix64(seed: seed))
            width = g.pick([320, 360, 375, 390, 414])
            safeLeading = g.points(0...40)
            safeTrailing = g.points(0...40)
            let count = g.int(1...3)
            sections = (0..<count).map { _ in SupplementaryRightToLeftTests.section(&g) }
            itemCounts = (0..<count).map { _ in g.int(0...9) }
            configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = g.points(0...20)
            if g.bool() {
                configuration.boundarySupplementaryItems = [SupplementaryRightToLeftTests.boundary("layout-header", &g)]
            }
            offset = g.points(-50...400)
            viaTraits = g.bool()
        }

        /// A host showing the scenario in `direction`. The safe area is physical, so the
        /// left-to-right host gets the mirrored safe area: left = the right-to-left host's right.
        func host(rightToLeft: Bool) -> (TestHost, UICollectionViewCompositionalLayout) {
            let sections = self.sections
            let layout = UICollectionViewCompositionalLayout(
                sectionProvider: { index, _ in sections[index] }, configuration: configuration)
            layout.register(SupplementaryFixtures.BackgroundView.self, forDecorationViewOfKind: SupplementaryFixtures.background)
            let host = TestHost(layout, itemCounts: itemCounts, width: width, scale: 8)
            let view = host.collectionView
            view.safeAreaInsets = rightToLeft
                ? UIEdgeInsets(top: 0, left: safeTrailing, bottom: 0, right: safeLeading)
                : UIEdgeInsets(top: 0, left: safeLeading, bottom: 0, right: safeTrailing)
            if rightToLeft {
                if viaTraits {
                    view.traitCollection = UITraitCollection(traitsFrom: [view.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
                } else {
                    view.effectiveUserInterfaceLayoutDirection = .rightToLeft
                }
            }
            view.contentOffset = CGPoint(x: 0, y: offset)
            view.layoutIfNeeded()
            return (host, layout)
        }
    }

    @Test("Q-17: for generated layouts every RTL frame is the LTR frame mirrored, x' = W − (x + w)")
    func rightToLeftMirrorsLeftToRight() throws {
        var checked = 0
        for seed in UInt64(1)...60 {
            let scenario = Scenario(seed: seed)
            let (ltrHost, ltr) = scenario.host(rightToLeft: false)
            let (rtlHost, rtl) = scenario.host(rightToLeft: true)
            try #require(ltr.preparationError == nil && rtl.preparationError == nil, "seed \(seed)")
            let size = ltrHost.collectionView.contentSize
            #expect(rtlHost.collectionView.contentSize == size, "seed \(seed)")
            let everything = CGRect(x: -1000, y: -1000, width: size.width + 2000, height: size.height + 2000)
            let left = elementsByKey(ltr.layoutAttributesForElements(in: everything) ?? [], "seed \(seed), left to right")
            let right = elementsByKey(rtl.layoutAttributesForElements(in: everything) ?? [], "seed \(seed), right to left")
            #expect(left.keys.sorted() == right.keys.sorted(), "seed \(seed)")
            for (key, attributes) in left {
                guard let mirror = right[key] else { continue }
                let f = attributes.frame
                let expected = CGRect(x: scenario.width - (f.minX + f.width), y: f.minY, width: f.width, height: f.height)
                #expect(isApproximately(mirror.frame, expected, within: .rounding), "seed \(seed) \(key): \(mirror.frame) ≠ \(expected)")
                #expect(mirror.zIndex == attributes.zIndex, "seed \(seed) \(key)")
                checked += 1
            }
            withExtendedLifetime((ltrHost, rtlHost)) {}
        }
        // The generated layouts are not all trivial.
        #expect(checked > 500)
    }
}
