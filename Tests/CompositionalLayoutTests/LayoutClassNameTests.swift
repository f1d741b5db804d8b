import CompositionalLayout
import LayoutExamples
import Testing

/// A compositional layout that hands out `TintedAttributes`, tinting cells by item.
private final class TintedLayout: UICollectionViewCompositionalLayout {
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        let attributes = super.layoutAttributesForItem(at: indexPath)
        (attributes as? TintedAttributes)?.tint = indexPath.item
        return attributes
    }
}

/// An invalidation context subclass, and a layout that asks for it.
private final class TaggedContext: UICollectionViewLayoutInvalidationContext {}

private final class TaggedContextLayout: UICollectionViewCompositionalLayout {
    override class var invalidationContextClass: AnyClass { TaggedContext.self }
    var contextTypes: [String] = []

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contextTypes.append("\(type(of: context))")
        super.invalidateLayout(with: context)
    }
}

/// A layout that moves every proposed content offset down by 10.
private final class OffsetLayout: UICollectionViewCompositionalLayout {
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: proposedContentOffset.y + 10)
    }
}

/// UICollectionViewLayout's class hooks and direction properties (issue 17).
@MainActor
@Suite("Layout classes and directions")
struct LayoutClassNameTests {
    /// A grid of 2 columns, 100 high, with a 30-point header and a background.
    private static func grid() -> NSCollectionLayoutSection {
        let section = Fixtures.grid(columns: 2, height: 100)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        section.decorationItems = [.background(elementKind: "background")]
        return section
    }

    @Test("A layout naming an attributes subclass returns instances of it, at the frames the base class gives")
    func attributesSubclass() throws {
        let layout = TintedLayout(section: Self.grid())
        layout.register(TintedAttributes.self, forDecorationViewOfKind: "background")
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 376, height: 812), collectionViewLayout: layout)
        let dataSource = FixedCountDataSource([4])
        collectionView.dataSource = dataSource
        let cell = try #require(collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0)) as? TintedAttributes)
        // Item 3: second row (30 + 100 = 130), second column (376 / 2 = 188).
        #expect(cell.frame == CGRect(x: 188, y: 130, width: 188, height: 100))
        #expect(cell.tint == 3)
        let elements = layout.layoutAttributesForElements(in: collectionView.bounds) ?? []
        #expect(elements.count == 6)  // 4 cells, the header and the background
        #expect(elements.allSatisfy { $0 is TintedAttributes })
        #expect(collectionView.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)) is TintedAttributes)

        // Copies keep the class and the tint; equality looks at the tint.
        let copy = try #require(cell.copy() as? TintedAttributes)
        #expect(copy.tint == 3 && copy.isEqual(cell))
        copy.tint = 4
        #expect(!copy.isEqual(cell))
        withExtendedLifetime(dataSource) {}
    }

    @Test("The base attributes class stays the default")
    func defaultClasses() {
        let attributes = ObjectIdentifier(UICollectionViewLayoutAttributes.self)
        #expect(ObjectIdentifier(UICollectionViewLayout.layoutAttributesClass) == attributes)
        #expect(ObjectIdentifier(UICollectionViewCompositionalLayout.layoutAttributesClass) == attributes)
        #expect(
            ObjectIdentifier(UICollectionViewLayout.invalidationContextClass)
                == ObjectIdentifier(UICollectionViewLayoutInvalidationContext.self))
    }

    @Test("Contexts the layout and its collection view make are of the layout's context class")
    func invalidationContextSubclass() {
        let layout = TaggedContextLayout(section: Fixtures.rows())
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        #expect(layout.invalidationContext(forBoundsChange: CGRect(x: 0, y: 0, width: 10, height: 10)) is TaggedContext)
        layout.contextTypes = []
        layout.invalidateLayout()
        collectionView.reloadData()
        collectionView.reloadItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.contextTypes == ["TaggedContext", "TaggedContext", "TaggedContext"])
    }

    @Test("Layouts do not ask the collection view to flip them and were designed left to right")
    func directions() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
    }

    @Test("targetContentOffset(forProposedContentOffset:) keeps the offset, and a new layout's choice is applied")
    func targetContentOffset() {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        #expect(layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 3, y: 40)) == CGPoint(x: 3, y: 40))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        collectionView.contentOffset = CGPoint(x: 0, y: 40)
        collectionView.setCollectionViewLayout(OffsetLayout(section: Fixtures.rows()), animated: false)
        // 40 + 10.
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 50))
    }
}
