import CompositionalLayout
import LayoutTestSupport
import Testing

/// Rect and per-element queries with every kind of element (attributes-and-queries.md Q-4,
/// Q-5; supplementary.md, B-3, D-3; observed.md OB-7; sections.md SC-18).
@MainActor
@Suite("Supplementary queries")
struct SupplementaryQueryTests {
    private typealias F = SupplementaryFixtures

    private static let itemCounts = [9, 0, 12]

    /// Section 0: a two-column grid with badges, a group "rail", a pinned header, a pinned
    /// footer and a background; section 1: empty, header, footer and background; section 2:
    /// rows with a non-extending header, a footer and a background. Layout-wide pinned header
    /// and a footer. Odd numbers so that snapping at scale 3 moves things.
    private static func layout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 12.5
        let layoutHeader = F.boundary("layout-header", height: 40, alignment: .top)
        layoutHeader.pinToVisibleBounds = true
        configuration.boundarySupplementaryItems = [layoutHeader, F.boundary("layout-footer", height: 36, alignment: .bottom)]
        let layout = UICollectionViewCompositionalLayout(
            sectionProvider: { index, _ in
                let background = NSCollectionLayoutDecorationItem.background(elementKind: F.background)
                background.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                switch index {
                case 0:
                    let badge = NSCollectionLayoutSupplementaryItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)),
                        elementKind: "badge",
                        containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], absoluteOffset: CGPoint(x: 4, y: -4)))
                    let item = NSCollectionLayoutItem(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)),
                        supplementaryItems: [badge])
                    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
                    let group = NSCollectionLayoutGroup.horizontal(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60.3)),
                        subitems: [item])
                    group.supplementaryItems = [
                        NSCollectionLayoutSupplementaryItem(
                            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(8), heightDimension: .absolute(20)),
                            elementKind: "rail",
                            containerAnchor: NSCollectionLayoutAnchor(edges: [.leading], fractionalOffset: CGPoint(x: -1, y: 0)))
                    ]
                    let section = NSCollectionLayoutSection(group: group)
                    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16.5, bottom: 10, trailing: 16)
                    section.interGroupSpacing = 6
                    let header = F.boundary(F.header, height: 30, alignment: .top)
                    header.pinToVisibleBounds = true
                    let footer = F.boundary(F.footer, height: 20, alignment: .bottom)
                    footer.pinToVisibleBounds = true
                    section.boundarySupplementaryItems = [header, footer]
                    section.decorationItems = [background]
                    return section
                case 1:
                    let section = Fixtures.rows(height: 44)
                    section.boundarySupplementaryItems = [
                        F.boundary(F.header, height: 24, alignment: .top), F.boundary(F.footer, height: 24, alignment: .bottom),
                    ]
                    section.decorationItems = [background]
                    return section
                default:
                    let section = Fixtures.rows(height: 44.2)
                    section.interGroupSpacing = 3
                    let header = F.boundary(F.header, width: .absolute(120), height: 24, alignment: .topTrailing)
                    header.extendsBoundary = false
                    section.boundarySupplementaryItems = [header, F.boundary(F.footer, height: 30, alignment: .bottomLeading)]
                    section.decorationItems = [background]
                    return section
                }
            }, configuration: configuration)
        layout.register(F.BackgroundView.self, forDecorationViewOfKind: F.background)
        return layout
    }

    /// Every element, found one by one through the per-element lookups.
    private static func everyElement(_ layout: UICollectionViewLayout) -> [UICollectionViewLayoutAttributes] {
        var all: [UICollectionViewLayoutAttributes] = []
        for (section, count) in itemCounts.enumerated() {
            for item in 0..<(count + 2) {
                let indexPath = IndexPath(item: item, section: section)
                all += [layout.layoutAttributesForItem(at: indexPath)].compactMap { $0 }
                for kind in ["badge", "rail"] {
                    all += [layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)].compactMap { $0 }
                }
            }
            let first = IndexPath(item: 0, section: section)
            for kind in [F.header, F.footer] {
                all += [layout.layoutAttributesForSupplementaryView(ofKind: kind, at: first)].compactMap { $0 }
            }
            all += [layout.layoutAttributesForDecorationView(ofKind: F.background, at: first)].compactMap { $0 }
        }
        for kind in ["layout-header", "layout-footer"] {
            all += [layout.layoutAttributesForSupplementaryView(ofKind: kind, at: IndexPath(item: 0, section: 0))].compactMap { $0 }
        }
        return all
    }

    @Test("Q-4: layoutAttributesForElements(in:) equals a brute-force filter over every element")
    func rectQueriesMatchBruteForce() {
        for rightToLeft in [false, true] {
            for offset: CGFloat in [0, 37, 150, 333.3, 700] {
                let layout = Self.layout()
                let host = TestHost(layout, itemCounts: Self.itemCounts, height: 400, scale: 3)
                if rightToLeft { host.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft }
                host.collectionView.contentOffset = CGPoint(x: 0, y: offset)
                host.collectionView.layoutIfNeeded()
                #expect(layout.preparationError == nil)
                let all = Self.everyElement(layout)
                // 9 cells, 9 badges, 5 rails, 2 + 2 + 2 boundary items, 2 backgrounds, 12 cells,
                // 2 layout-wide items.
                #expect(all.count == 9 + 9 + 5 + 6 + 2 + 12 + 2)
                let byKey = elementsByKey(all, "offset \(offset), rtl \(rightToLeft)")
                #expect(byKey.count == all.count)
                let height = host.collectionView.contentSize.height
                let rects = [
                    CGRect(x: 0, y: 0, width: 375, height: height), host.collectionView.bounds,
                    CGRect(x: 0, y: offset, width: 375, height: 1), CGRect(x: 0, y: 40, width: 375, height: 0),
                    CGRect(x: 10, y: 0, width: 8, height: height), CGRect(x: 180, y: 100, width: 20, height: 120),
                    CGRect(x: 300, y: 260.5, width: 100, height: 60), CGRect(x: -20, y: height - 50, width: 30, height: 100),
                    CGRect(x: 0, y: 150, width: 375, height: 200), CGRect(x: 350, y: 0, width: 30, height: 40),
                ]
                for rect in rects {
                    let expected = all.filter { touches($0.frame, rect) }
                    let actual = layout.layoutAttributesForElements(in: rect) ?? []
                    let context = "rect \(rect), offset \(offset), rtl \(rightToLeft)"
                    #expect(actual.map(ElementKey.init).sorted() == expected.map(ElementKey.init).sorted(), "\(context)")
                    let reported = elementsByKey(actual, context)
                    for (key, attributes) in reported {
                        #expect(byKey[key]?.frame == attributes.frame, "\(context) \(key)")
                    }
                }
            }
        }
    }

    @Test("Q-5: layoutAttributesForSupplementaryView is nil for unknown kinds and index paths")
    func supplementaryLookupMisses() {
        let layout = Self.layout()
        let host = TestHost(layout, itemCounts: Self.itemCounts, scale: 3)
        func lookup(_ kind: String, _ indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
            layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
        }
        // Present: header (section 0), badge of item 8, rail of group 4 (items 8 …).
        #expect(lookup(F.header, IndexPath(item: 0, section: 0)) != nil)
        #expect(lookup("badge", IndexPath(item: 8, section: 0)) != nil)
        #expect(lookup("rail", IndexPath(item: 4, section: 0)) != nil)
        // Unknown kind, empty kind, decoration kind.
        #expect(lookup("nope", IndexPath(item: 0, section: 0)) == nil)
        #expect(lookup("", IndexPath(item: 0, section: 0)) == nil)
        #expect(lookup(F.background, IndexPath(item: 0, section: 0)) == nil)
        // Boundary items only at item 0; sections that do not exist.
        #expect(lookup(F.header, IndexPath(item: 1, section: 0)) == nil)
        #expect(lookup(F.header, IndexPath(item: 0, section: 3)) == nil)
        #expect(lookup(F.header, IndexPath(item: 0, section: -1)) == nil)
        // Item supplementaries: past the last item, negative, in a section without them.
        #expect(lookup("badge", IndexPath(item: 9, section: 0)) == nil)
        #expect(lookup("badge", IndexPath(item: -1, section: 0)) == nil)
        #expect(lookup("badge", IndexPath(item: 0, section: 1)) == nil)
        #expect(lookup("badge", IndexPath(item: 0, section: 2)) == nil)
        // Group supplementaries: 9 items in groups of 2 → groups 0 … 4.
        #expect(lookup("rail", IndexPath(item: 5, section: 0)) == nil)
        #expect(lookup("rail", IndexPath(item: -1, section: 0)) == nil)
        // Layout-wide items only at (0, 0).
        #expect(lookup("layout-header", IndexPath(item: 0, section: 1)) == nil)
        // Index paths that are not (section, item).
        #expect(lookup(F.header, IndexPath(index: 0)) == nil)
        #expect(lookup(F.header, IndexPath(indexes: [0, 0, 0])) == nil)
        withExtendedLifetime(host) {}
    }
}
