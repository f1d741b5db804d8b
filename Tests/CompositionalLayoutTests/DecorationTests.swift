import CompositionalLayout
import Testing

/// Section background decorations (supplementary.md D-1 … D-4, D-E1, D-E2, observed.md OB-8,
/// known-quirks.md K-6, K-7, attributes-and-queries.md, Q-E2).
@MainActor
@Suite("Decoration items")
struct DecorationTests {
    private typealias F = SupplementaryFixtures

    private static func background(insets: NSDirectionalEdgeInsets = .zero) -> NSCollectionLayoutDecorationItem {
        let background = NSCollectionLayoutDecorationItem.background(elementKind: F.background)
        background.contentInsets = insets
        return background
    }

    private static func registered(_ layout: UICollectionViewCompositionalLayout) -> UICollectionViewCompositionalLayout {
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: F.background)
        return layout
    }

    @Test("D-E1: the background covers the section with its insets, shrunk by its own insets")
    func sectionDecorationSample() {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 5
        section.decorationItems = [Self.background(insets: NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))]
        let host = Host(Self.registered(UICollectionViewCompositionalLayout(section: section)), itemCounts: [5])
        // Rows at 10 + 49k: 10, 59, 108, 157, 206.
        expectFrame(host.frame(0, 0), 10, 10, 355, 44)
        expectFrame(host.frame(0, 4), 10, 206, 355, 44)
        // Section (0, 0, 375, 206 + 44 + 10 = 260) inset by 5 → (5, 5, 365, 250).
        let decoration = host.decoration(F.background, 0)
        expectFrame(decoration?.frame, 5, 5, 365, 250)
        #expect(decoration?.zIndex == 0)
        #expect(decoration?.indexPath == IndexPath(item: 0, section: 0))
        #expect(decoration?.representedElementCategory == .decorationView)
        #expect(decoration?.representedElementKind == F.background)
        // Q-E2: the cells are promoted to zIndex 1.
        for item in 0..<5 {
            #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.zIndex == 1)
        }
        #expect(host.collectionView.contentSize.height == 260)
    }

    @Test("OB-8 (the non-orthogonal part): a background spans the whole section, insets included, below the cells")
    func wholeSectionBackground() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = DeprecatedAPI.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            subitem: item, count: 4)
        group.interItemSpacing = .fixed(8)
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
        section.interGroupSpacing = 8
        section.decorationItems = [Self.background()]
        let host = Host(Self.registered(UICollectionViewCompositionalLayout(section: section)), itemCounts: [4, 4], scale: 4)
        // Not orthogonal, so the group is the 343-pt layout box: slots (343 − 24)/4 = 79.75.
        expectFrame(host.frame(0, 0), 16, 16, 79.75, 40)
        // 16 + 40 + 16 = 72 per section, no gap between sections.
        let first = host.decoration(F.background, 0)
        expectFrame(first?.frame, 0, 0, 375, 72)
        expectFrame(host.decoration(F.background, 1)?.frame, 0, 72, 375, 72)
        #expect((first?.zIndex ?? 1) < (host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex ?? 0))
    }

    @Test("D-E2, K-6: the background covers the header, the insets, the cells and the footer")
    func backgroundCoversHeaderAndFooter() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 24
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { _, _ in
                let section = F.scE1Section()
                section.decorationItems = [Self.background()]
                return section
            }, configuration: configuration)
        let host = Host(Self.registered(layout), itemCounts: [3, 3])
        // SC-E1: section 0 spans 0 … 248 (header at 0, footer ending at 248), full width even
        // though the section's insets are 16 on each side.
        expectFrame(host.decoration(F.background, 0)?.frame, 0, 0, 375, 248)
        // Section 1: 272 … 520.
        expectFrame(host.decoration(F.background, 1)?.frame, 0, 272, 375, 248)
        // Q-E2: header and footer stay ≥ 1.
        #expect((host.supplementary(F.header, 0, 0)?.zIndex ?? 0) >= 1)
        #expect((host.supplementary(F.footer, 0, 0)?.zIndex ?? 0) >= 1)
    }

    @Test("D-2, Q-14: a background promotes its own section's elements to zIndex ≥ 1, and only those")
    func zIndexPromotion() {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
                elementKind: "badge", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
            badge.zIndex = 0
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            let header = F.boundary(F.header, height: 40, alignment: .top)
            header.zIndex = 0
            let footer = F.boundary(F.footer, height: 30, alignment: .bottom)
            footer.zIndex = 5
            section.boundarySupplementaryItems = [header, footer]
            if index == 0 { section.decorationItems = [Self.background()] }
            return section
        }
        let host = Host(Self.registered(layout), itemCounts: [2, 2])
        // Section 0: header 0 … 40, rows 40 … 128, footer 128 … 158.
        expectFrame(host.decoration(F.background, 0)?.frame, 0, 0, 375, 158)
        #expect(host.decoration(F.background, 0)?.zIndex == 0)
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 1)
        #expect(host.supplementary("badge", 0, 1)?.zIndex == 1)
        #expect(host.supplementary(F.header, 0, 0)?.zIndex == 1)
        // Values above 1 are kept.
        #expect(host.supplementary(F.footer, 0, 0)?.zIndex == 5)
        // Section 1 has no background: defaults and explicit values unchanged.
        #expect(host.decoration(F.background, 1) == nil)
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.zIndex == 0)
        #expect(host.supplementary("badge", 1, 0)?.zIndex == 0)
        #expect(host.supplementary(F.header, 1, 0)?.zIndex == 0)
    }

    /// Insets 10 all round, one row of 44; safe area left 20, right 30.
    private func referenceHost(_ reference: UIContentInsetsReference) -> Host {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.contentInsetsReference = reference
        section.decorationItems = [Self.background()]
        let host = Host(Self.registered(UICollectionViewCompositionalLayout(section: section)), itemCounts: [1])
        host.collectionView.safeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 30)
        host.collectionView.layoutIfNeeded()
        return host
    }

    @Test("D-1: reference insets narrow the background; the section's own insets are inside it")
    func referenceInsetsNarrowTheBackground() {
        // .automatic → the configuration's .safeArea: x 20 … 345; height 10 + 44 + 10 = 64.
        let safeArea = referenceHost(.automatic)
        expectFrame(safeArea.decoration(F.background, 0)?.frame, 20, 0, 325, 64)
        expectFrame(safeArea.frame(0, 0), 30, 10, 305, 44)
        // .none: the whole width.
        let none = referenceHost(.none)
        expectFrame(none.decoration(F.background, 0)?.frame, 0, 0, 375, 64)
        expectFrame(none.frame(0, 0), 10, 10, 355, 44)
        // .layoutMargins: the default margins on top of the safe area, 16 on a 375 × 812 screen
        // (portrait width 375 < 390): x 20 + 16 = 36 … 375 − (30 + 16) = 329, width 293; the
        // item inside by 10: x 46, width 293 − 20 = 273.
        let margins = referenceHost(.layoutMargins)
        expectFrame(margins.decoration(F.background, 0)?.frame, 36, 0, 293, 64)
        expectFrame(margins.frame(0, 0), 46, 10, 273, 44)
    }

    @Test("Q-5, D-3: layoutAttributesForDecorationView answers item 0 of a section with a background")
    func decorationLookup() {
        let section = Fixtures.rows(height: 44)
        section.decorationItems = [Self.background()]
        let host = Host(Self.registered(UICollectionViewCompositionalLayout(section: section)), itemCounts: [2, 1])
        let layout = host.collectionView.collectionViewLayout
        func lookup(_ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            layout.layoutAttributesForDecorationView(ofKind: kind, at: indexPath)
        }
        // Section 1 starts at 88.
        expectFrame(lookup(F.background, IndexPath(item: 0, section: 1))?.frame, 0, 88, 375, 44)
        #expect(lookup(F.background, IndexPath(item: 1, section: 0)) == nil)
        #expect(lookup(F.background, IndexPath(item: 0, section: 2)) == nil)
        #expect(lookup(F.background, IndexPath(item: 0, section: -1)) == nil)
        #expect(lookup("other", IndexPath(item: 0, section: 0)) == nil)
        #expect(lookup(F.background, IndexPath(index: 0)) == nil)
        // A decoration is not a supplementary view.
        #expect(host.supplementary(F.background, 0, 0) == nil)
    }

    @Test("Q-4: rect queries include decorations; a rect touching the background's edge counts")
    func decorationsInRectQueries() {
        let section = Fixtures.rows(height: 44)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.decorationItems = [Self.background(insets: NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5))]
        let host = Host(Self.registered(UICollectionViewCompositionalLayout(section: section)), itemCounts: [1])
        let layout = host.collectionView.collectionViewLayout
        // Background (5, 5, 365, 54); the cell starts at y 10.
        let touching = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 5)) ?? []
        #expect(touching.count == 1 && touching.first?.representedElementCategory == .decorationView)
        #expect((layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 4.5)) ?? []).isEmpty)
    }

    @Test("D-4, K-7: an unregistered decoration kind is a preparation error with a path, not a crash")
    func unregisteredKind() throws {
        let section = Fixtures.rows(height: 44)
        section.decorationItems = [Self.background()]
        let layout = UICollectionViewCompositionalLayout(section: section)
        let host = Host(layout, itemCounts: [3])
        #expect(layout.preparationError?.reason == .unregisteredDecorationKind(F.background))
        #expect(layout.preparationError?.path.description == "section 0 › decorationItems[0]")
        #expect(
            layout.preparationError?.description
                == "section 0 › decorationItems[0]: no view is registered for decoration kind 'background'; "
                + "call register(_:forDecorationViewOfKind:) on the layout")
        #expect(throws: CompositionalLayoutError.self) { try layout.validate() }
        #expect((layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 375, height: 812)) ?? []).isEmpty)
        #expect(host.collectionView.contentSize == .zero)
        // Registering fixes it.
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: F.background)
        try layout.validate()
        layout.invalidateLayout()
        host.collectionView.layoutIfNeeded()
        #expect(layout.preparationError == nil)
        expectFrame(host.decoration(F.background, 0)?.frame, 0, 0, 375, 132)
        // register(nil, …) removes the registration again.
        layout.register(nil, forDecorationViewOfKind: F.background)
        layout.invalidateLayout()
        host.collectionView.layoutIfNeeded()
        #expect(layout.preparationError?.reason == .unregisteredDecorationKind(F.background))
        #expect(host.decoration(F.background, 0) == nil)
    }
}
