@testable import CompositionalLayout
import Testing

@MainActor
@Suite("Diffable data source: outlines and reordering")
struct DiffableOutlineAndReorderingTests {
    /// An outline: root "fruit" with children "apple", "pear"; root "veg".
    static func outline(expanded: Bool) -> NSDiffableDataSourceSectionSnapshot<String> {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["fruit", "veg"])
        outline.append(["apple", "pear"], to: "fruit")
        if expanded { outline.expand(["fruit"]) }
        return outline
    }

    @Test("A section snapshot's visible items become the section's items; the outline is kept")
    func applyToSection() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0"]]))
        dataSource.apply(Self.outline(expanded: false), to: "B")
        #expect(dataSource.snapshot().sectionIdentifiers == ["A", "B"])
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "B") == ["fruit", "veg"])
        #expect(dataSource.snapshot(for: "B").items == ["fruit", "apple", "pear", "veg"])
        dataSource.apply(Self.outline(expanded: true), to: "B")
        #expect(dataSource.snapshot().itemIdentifiers(inSection: "B") == ["fruit", "apple", "pear", "veg"])
        fixture.collectionView.layoutIfNeeded()
        // A holds a0 (0); B's pear is its third row: 40 + 2 × 40 = 120.
        #expect(fixture.frame(of: "pear")?.minY == 120)
        #expect(dataSource.snapshot(for: "A").rootItems == ["a0"])
        #expect(dataSource.snapshot(for: "Nowhere").items.isEmpty)
    }

    @Test("A later snapshot keeps an outline in step: items gone leave it, a gone section drops it")
    func outlineFollowsSnapshots() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(Self.outline(expanded: true), to: "B")
        var next = dataSource.snapshot()
        next.deleteItems(["pear"])
        next.insertItems(["kiwi"], afterItem: "apple")
        dataSource.apply(next)
        let kept = dataSource.snapshot(for: "B")
        #expect(kept.items == ["fruit", "apple", "kiwi", "veg"])
        #expect(kept.level(of: "kiwi") == 1)
        var without = dataSource.snapshot()
        without.deleteSections(["B"])
        dataSource.apply(without)
        #expect(dataSource.snapshot(for: "B").items.isEmpty)
    }

    @Test("A tap on the outline disclosure asks and tells the handlers in order, then applies the outline")
    func disclosure() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        var log: [String] = []
        dataSource.sectionSnapshotHandlers.shouldExpandItem = { log.append("should expand \($0)"); return $0 != "veg" }
        dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
        dataSource.sectionSnapshotHandlers.shouldCollapseItem = { log.append("should collapse \($0)"); return true }
        dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
        dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, children in
            log.append("children of \(parent): \(children.items)")
            var replaced = children
            replaced.append(["plum"])
            return replaced
        }
        dataSource.apply(Self.outline(expanded: false), to: "B")
        #expect(dataSource.simulateOutlineDisclosureTap(on: "fruit"))
        #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "apple", "pear", "plum", "veg"])
        #expect(dataSource.simulateOutlineDisclosureTap(on: "fruit"))
        #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "veg"])
        // Refused: asked, nothing else.
        #expect(!dataSource.simulateOutlineDisclosureTap(on: "veg"))
        #expect(dataSource.snapshot().itemIdentifiers == ["fruit", "veg"])
        #expect(
            log == [
                "should expand fruit", "will expand fruit", "children of fruit: [\"apple\", \"pear\"]",
                "should collapse fruit", "will collapse fruit", "should expand veg",
            ])
        #expect(!dataSource.simulateOutlineDisclosureTap(on: "absent"))
    }

    @Test("Items may move only when canReorderItem allows them")
    func canMove() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1"]]))
        let view = fixture.collectionView
        #expect(!dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        dataSource.reorderingHandlers.canReorderItem = { $0 == "a1" }
        #expect(!dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 0, section: 0)))
        #expect(dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 1, section: 0)))
        #expect(!dataSource.collectionView(view, canMoveItemAt: IndexPath(item: 5, section: 0)))
    }

    @Test("The end of a drag moves the item, telling willReorder and didReorder the transaction")
    func reorder() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1", "a2"], "B": ["b0"]]))
        var heard: [String] = []
        var transaction: NSDiffableDataSourceTransaction<String, String>?
        // Unowned, as app code must: the data source keeps its handlers.
        dataSource.reorderingHandlers.willReorder = { [unowned dataSource] _ in
            heard.append("will \(dataSource.snapshot().itemIdentifiers)")
        }
        dataSource.reorderingHandlers.didReorder = { [unowned dataSource] in
            heard.append("did \(dataSource.snapshot().itemIdentifiers)")
            transaction = $0
        }
        // a0 to B's index 1, after b0.
        dataSource.collectionView(fixture.collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
        #expect(heard == ["will [\"a0\", \"a1\", \"a2\", \"b0\"]", "did [\"a1\", \"a2\", \"b0\", \"a0\"]"])
        #expect(transaction?.initialSnapshot.itemIdentifiers == ["a0", "a1", "a2", "b0"])
        #expect(transaction?.finalSnapshot.itemIdentifiers(inSection: "B") == ["b0", "a0"])
        #expect(transaction?.sectionTransactions.map(\.sectionIdentifier) == ["A", "B"])
        #expect(transaction?.sectionTransactions.last?.finalSnapshot.items == ["b0", "a0"])
        #expect(transaction.map { Array($0.finalSnapshot.itemIdentifiers.applying($0.difference.inverse()) ?? []) } == ["a0", "a1", "a2", "b0"])
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.numberOfItems(inSection: 1) == 2)
    }
}

