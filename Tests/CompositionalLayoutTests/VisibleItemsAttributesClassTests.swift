@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// The objects a visible-items handler changes are made as every other attributes object of
/// the layout: of the class its `layoutAttributesClass` names, so what that class adds
/// reaches the handler's items as in UIKit.
@MainActor
@Suite("Visible-items handler: the layout's attributes class")
struct VisibleItemsAttributesClassTests {
    /// Attributes that carry a badge count, 3 until someone sets it.
    private final class BadgedAttributes: UICollectionViewLayoutAttributes {
        var badgeCount = 3
    }

    private final class BadgedLayout: UICollectionViewCompositionalLayout {
        override class var layoutAttributesClass: AnyClass { BadgedAttributes.self }
    }

    @Test("A layout whose attributes class is a subclass hands the handler items of that class, with its properties")
    func handlerItemsAreOfTheLayoutsClass() throws {
        let section = Fixtures.rows(height: 50)
        var handed: [UICollectionViewLayoutAttributes] = []
        section.visibleItemsInvalidationHandler = { items, _, _ in
            handed += items.compactMap { ($0 as? VisibleItem)?.attributes }
        }
        let host = TestHost(BadgedLayout(section: section), itemCounts: [20], width: 375, height: 190)
        host.collectionView.layoutIfNeeded()
        // Rows of 50 in a 190-point view: items 0 … 3 (item 3 from 150 to 200).
        #expect(handed.map(\.indexPath.item) == [0, 1, 2, 3])
        let badged = handed.compactMap { $0 as? BadgedAttributes }
        #expect(badged.count == 4)
        #expect(badged.allSatisfy { $0.badgeCount == 3 })
    }
}
