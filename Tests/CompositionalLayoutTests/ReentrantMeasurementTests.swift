@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Queries made while the layout changes its state: taking a size in solves the measured
/// group again, which asks a custom group inside it for its items again; making an attributes
/// object runs its class's initializer. App code called there that queries the layout must
/// not crash, and must not see the solution or the attribute store half changed.
@MainActor
@Suite("Re-entrant queries while a measurement is taken in or an attributes object is made")
struct ReentrantMeasurementTests {
    /// Attributes whose initializer asks `layout` for item 0 and records the frame it gets.
    private final class QueryingAttributes: UICollectionViewLayoutAttributes {
        nonisolated(unsafe) static weak var layout: UICollectionViewCompositionalLayout?
        nonisolated(unsafe) static var answers: [CGRect?] = []

        required nonisolated init() {
            super.init()
            MainActor.assumeIsolated {
                if let layout = Self.layout {
                    Self.answers.append(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
                }
            }
        }
    }

    private final class QueryingLayout: UICollectionViewCompositionalLayout {
        override class var layoutAttributesClass: AnyClass { QueryingAttributes.self }
    }

    @Test("An attributes initializer that queries the layout gets no attributes, and the lookup that made it answers")
    func attributesInitializerQueries() {
        let layout = QueryingLayout(section: Fixtures.rows(height: 50))
        _ = TestHost(layout, itemCounts: [40])
        QueryingAttributes.layout = layout
        QueryingAttributes.answers = []
        defer { QueryingAttributes.layout = nil }
        // Item 39 starts at 39 × 50 = 1,950, past what the view's 812-point query kept: its
        // object is made now, and its initializer's lookup, made while the store is in use,
        // gets nothing.
        let frame = layout.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame
        #expect(QueryingAttributes.answers == [nil])
        expectFrame(frame, 0, 1950, 375, 50)
    }

    /// What the custom group's provider read from the layout, once the size provider had run.
    struct Read: Equatable {
        var item: CGRect?
        var elements: Int?
        var contentSize: CGSize
    }

    /// A 300 × 200 view (scale 1), one section of one horizontal group 300 wide, estimated 40
    /// high: item 0 (`fractionalWidth(0.5)`, estimated 40 high, measured 60) beside a custom
    /// group `fractionalWidth(0.5)` × `absolute(20)` placing one item at (0, 0, 150, 20).
    /// Two items. Each call of the custom group's provider made after the size provider's
    /// first answer records what the layout answers then.
    @Test("A custom group's provider asked again by a measurement gets no attributes, and the measurement stands")
    func customProviderQueriesDuringMeasurement() {
        weak var weakLayout: UICollectionViewCompositionalLayout?
        var sizeProviderCalls = 0
        var reads: [Read] = []
        let custom = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(20))
        ) { _ in
            if sizeProviderCalls > 0, let layout = weakLayout {
                reads.append(
                    Read(
                        item: layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                        elements: layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 300, height: 200))?.count,
                        contentSize: layout.collectionViewContentSize))
            }
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 150, height: 20))]
        }
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .estimated(40)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(40)),
            subitems: [item, custom])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        weakLayout = layout
        _ = TestHost(layout, itemCounts: [2], width: 300, height: 200) { attributes in
            sizeProviderCalls += 1
            return CGSize(width: attributes.size.width, height: 60)
        }

        // Item 0 alone sizes itself (the custom item's frame is fixed): asked once.
        #expect(sizeProviderCalls == 1)
        // Taking its 60 in solved the group again, which asked the custom group again; the
        // layout held its solution aside meanwhile and answered as one not prepared: no
        // item, no elements, a zero content size.
        #expect(!reads.isEmpty)
        #expect(reads.allSatisfy { $0 == Read(item: nil, elements: 0, contentSize: .zero) })
        // The measurement stands: item 0 is 150 × 60 at the origin; the custom group sits at
        // x = 150, its item at (150 + 0, 0 + 0, 150, 20); the group is as high as its tallest
        // item, 60, so the content is 60 high.
        expectFrame(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 0, 0, 150, 60)
        expectFrame(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, 150, 0, 150, 20)
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 60))
    }

    @Test("The solution is not changed while a read of it is under way")
    func changeRefusedDuringRead() throws {
        let layout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50))
        _ = TestHost(layout, itemCounts: [3])
        let prepared = try #require(layout.prepared)
        // Inside a read the change is refused: it does not run and answers nil.
        var ran = false
        let inside = prepared.withSolution { _ in
            prepared.changeSolution { _ in
                ran = true
                return 1
            }
        }
        #expect(inside == nil)
        #expect(!ran)
        // Outside any read it runs and answers what `change` returns.
        #expect(prepared.changeSolution { _ in 1 } == 1)
    }
}
