import Testing

@testable import DiffableSnapshots

typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

/// `NSDiffableDataSourceSectionSnapshot`'s outline as UIKit's. The outline used by most tests:
///
///     Food            (expanded)
///       Fruit         (collapsed)
///         Apple
///         Pear
///       Bread
///     Drinks
///       Tea
func makeOutline() -> Outline {
    var outline = Outline()
    outline.append(["Food", "Drinks"])
    outline.append(["Fruit", "Bread"], to: "Food")
    outline.append(["Apple", "Pear"], to: "Fruit")
    outline.append(["Tea"], to: "Drinks")
    outline.expand(["Food"])
    return outline
}

@Suite("Section snapshot")
struct SectionSnapshotTests {
    @Test("Items are depth first; visible items are those whose ancestors are all expanded")
    func itemsAndVisibleItems() {
        let outline = makeOutline()
        #expect(outline.items == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Tea"])
        #expect(outline.rootItems == ["Food", "Drinks"])
        // Food is expanded: Fruit and Bread show; Fruit and Drinks are collapsed: their children do not.
        #expect(outline.visibleItems == ["Food", "Fruit", "Bread", "Drinks"])
        #expect(outline.expandedItems == ["Food"])
    }

    @Test("Queries answer levels, parents, positions and states")
    func queries() {
        let outline = makeOutline()
        #expect(outline.level(of: "Food") == 0)
        #expect(outline.level(of: "Pear") == 2)
        #expect(outline.parent(of: "Pear") == "Fruit")
        #expect(outline.parent(of: "Drinks") == nil)
        #expect(outline.index(of: "Bread") == 4)
        #expect(outline.index(of: "Nope") == nil)
        #expect(outline.contains("Tea"))
        #expect(!outline.contains("Nope"))
        #expect(outline.isExpanded("Food"))
        #expect(!outline.isExpanded("Fruit"))
        #expect(outline.isVisible("Bread"))
        #expect(!outline.isVisible("Apple"))
        #expect(!outline.isVisible("Tea"))
    }

    @Test("Appending a section snapshot grafts its outline below a parent or at the root, with its states")
    func appendSnapshot() {
        var branch = Outline()
        branch.append(["Nuts"])
        branch.append(["Almond"], to: "Nuts")
        branch.expand(["Nuts"])
        var outline = Outline()
        outline.append(["Food", "Drink"])
        outline.append(branch, to: "Food")
        #expect(outline.items == ["Food", "Nuts", "Almond", "Drink"])
        #expect(outline.level(of: "Almond") == 2)
        #expect(outline.isExpanded("Nuts"))
        // Almond is already there: UIKit's duplicate error, nothing appended.
        let duplicate = DiffableDataSourceError.collecting { outline.append(branch.snapshot(of: "Nuts")) }.errors
        #expect(duplicate.map(\.reason) == [.duplicateIdentifiers])
        #expect(outline.rootItems == ["Food", "Drink"])
        var roots = Outline()
        roots.append(branch)
        #expect(roots.rootItems == ["Nuts"])
        let errors = DiffableDataSourceError.collecting { roots.append(branch, to: "Nowhere") }.errors
        #expect(errors.map(\.message) == ["Parent item identifier does not exist in section snapshot: Nowhere"])
    }

    @Test("Inserting after an item places the new items after its children, among its siblings")
    func insertAfterSubtree() {
        var outline = makeOutline()
        outline.insert(["Cheese"], after: "Fruit")
        outline.insert(["Water"], before: "Tea")
        #expect(outline.items == ["Food", "Fruit", "Apple", "Pear", "Cheese", "Bread", "Drinks", "Water", "Tea"])
        #expect(outline.parent(of: "Cheese") == "Food")
        #expect(outline.level(of: "Water") == 1)
    }

    @Test("Deleting removes the descendants too, and an expanded item comes back collapsed")
    func delete() {
        var outline = makeOutline()
        outline.delete(["Food", "Apple", "Food"])
        #expect(outline.items == ["Drinks", "Tea"])
        #expect(!outline.contains("Pear"))
        outline.append(["Food"])
        #expect(!outline.isExpanded("Food"))
        outline.deleteAll()
        #expect(outline.items.isEmpty)
        #expect(outline.expandedItems.isEmpty)
    }

    @Test("Expanding and collapsing ignore items that are not there; an item without children may expand")
    func expandCollapse() {
        var outline = makeOutline()
        outline.expand(["Fruit", "Nope", "Tea"])
        outline.collapse(["Food", "Nope"])
        #expect(outline.expandedItems == ["Fruit", "Tea"])
        #expect(outline.visibleItems == ["Food", "Drinks"])
    }

    @Test("A snapshot of a parent holds its descendants with their states, with or without the parent")
    func snapshotOfParent() {
        var outline = makeOutline()
        outline.expand(["Fruit"])
        let children = outline.snapshot(of: "Food")
        #expect(children.rootItems == ["Fruit", "Bread"])
        #expect(children.items == ["Fruit", "Apple", "Pear", "Bread"])
        #expect(children.parent(of: "Fruit") == nil)
        #expect(children.isExpanded("Fruit"))
        let withParent = outline.snapshot(of: "Food", includingParent: true)
        #expect(withParent.rootItems == ["Food"])
        #expect(withParent.level(of: "Apple") == 2)
        #expect(withParent.expandedItems == ["Food", "Fruit"])
    }

    @Test("Replacing children grafts the given outline under the parent")
    func replaceChildren() {
        var outline = makeOutline()
        var drinks = Outline()
        drinks.append(["Hot", "Cold"])
        drinks.append(["Tea"], to: "Hot")
        drinks.expand(["Hot"])
        outline.replace(childrenOf: "Drinks", using: drinks)
        #expect(outline.items == ["Food", "Fruit", "Apple", "Pear", "Bread", "Drinks", "Hot", "Tea", "Cold"])
        #expect(outline.parent(of: "Hot") == "Drinks")
        #expect(outline.parent(of: "Tea") == "Hot")
        #expect(outline.isExpanded("Hot"))
    }

    @Test("Inserting a section snapshot adds its outline as siblings")
    func insertSnapshot() {
        var outline = makeOutline()
        var snacks = Outline()
        snacks.append(["Snacks"])
        snacks.append(["Nuts"], to: "Snacks")
        outline.insert(snacks, after: "Food")
        var sauces = Outline()
        sauces.append(["Sauce"])
        outline.insert(sauces, before: "Apple")
        #expect(
            outline.items == ["Food", "Fruit", "Sauce", "Apple", "Pear", "Bread", "Snacks", "Nuts", "Drinks", "Tea"])
        #expect(outline.level(of: "Nuts") == 1)
        #expect(outline.parent(of: "Sauce") == "Fruit")
    }

    @Test("The visual description marks expanded (+), collapsed (-), visible (*) and hidden items")
    func visualDescription() {
        let text = makeOutline().visualDescription()
        #expect(
            text == """
                <NSDiffableDataSourceSectionSnapshot
                +*Food
                  -*Fruit
                    - Apple
                    - Pear
                  -*Bread
                -*Drinks
                  - Tea
                >
                """)
    }

    @Test("A copy made with init(_:) changes independently")
    func copy() {
        let outline = makeOutline()
        var copy = Outline(outline)
        copy.delete(["Drinks"])
        #expect(outline.rootItems == ["Food", "Drinks"])
        #expect(copy.rootItems == ["Food"])
    }

    @Test("A chain nested a hundred thousand deep is walked without overflowing the stack")
    func deepOutline() {
        var outline = NSDiffableDataSourceSectionSnapshot<Int>()
        outline.append([0])
        for level in 1..<100_000 { outline.append([level], to: level - 1) }
        outline.expand(Array(0..<100_000))
        #expect(outline.items.count == 100_000)
        #expect(outline.visibleItems.last == 99_999)
        outline.delete([0])
        #expect(outline.items.isEmpty)
    }

    struct Misuse: CustomTestStringConvertible, Sendable {
        let name: String
        let reason: DiffableDataSourceError.Reason
        let operation: String
        let message: String
        let call: @Sendable (inout Outline) -> Void
        var testDescription: String { name }
    }

    static let misuses: [Misuse] = [
        Misuse(
            name: "items appended that are there or repeated", reason: .duplicateIdentifiers, operation: "append(_:to:)",
            message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Tea,\n    Milk\n)}"
        ) { $0.append(["Tea", "Milk", "Milk"], to: "Drinks") },
        Misuse(
            name: "items appended to a parent that is not there", reason: .itemNotFound, operation: "append(_:to:)",
            message: "Parent item identifier does not exist in section snapshot: Nope"
        ) { $0.append(["Milk"], to: "Nope") },
        Misuse(
            name: "items inserted before an item that is not there", reason: .itemNotFound, operation: "insert(_:before:)",
            message: "Item identifier to insert before does not exist in section snapshot: Nope"
        ) { $0.insert(["Milk"], before: "Nope") },
        Misuse(
            name: "items inserted after an item that is not there", reason: .itemNotFound, operation: "insert(_:after:)",
            message: "Item identifier to insert after does not exist in section snapshot: Nope"
        ) { $0.insert(["Milk"], after: "Nope") },
        Misuse(
            name: "an item deleted that is not there", reason: .itemNotFound, operation: "delete(_:)",
            message: "Failed to find index of item Nope"
        ) { $0.delete(["Tea", "Nope"]) },
        Misuse(
            name: "children replaced under a parent that is not there", reason: .itemNotFound,
            operation: "replace(childrenOf:using:)", message: "Parent item identifier does not exist in section snapshot: Nope"
        ) { $0.replace(childrenOf: "Nope", using: Outline()) },
        Misuse(
            name: "children replaced with items kept elsewhere", reason: .duplicateIdentifiers,
            operation: "replace(childrenOf:using:)",
            message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Bread\n)}"
        ) {
            var replacement = Outline()
            replacement.append(["Tea", "Bread"])
            $0.replace(childrenOf: "Drinks", using: replacement)
        },
        Misuse(
            name: "a snapshot inserted with items that are there", reason: .duplicateIdentifiers,
            operation: "insert(_:after:)",
            message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    Pear\n)}"
        ) {
            var inserted = Outline()
            inserted.append(["Pear"])
            $0.insert(inserted, after: "Drinks")
        },
    ]

    @Test("A misuse is reported with UIKit's message and changes nothing", arguments: misuses)
    func misuse(_ misuse: Misuse) {
        var outline = makeOutline()
        let reported = errors { misuse.call(&outline) }
        #expect(reported == [DiffableDataSourceError(misuse.reason, operation: misuse.operation, message: misuse.message)])
        #expect(outline.visualDescription() == makeOutline().visualDescription())
    }

    @Test("Questions about an item that is not there answer a neutral value and are reported")
    func unknownItemQueries() {
        let outline = makeOutline()
        var answers: [String] = []
        let reported = errors {
            answers = [
                "\(outline.isExpanded("Nope"))", "\(outline.isVisible("Nope"))", "\(outline.level(of: "Nope"))",
                "\(outline.parent(of: "Nope") ?? "nil")", "\(outline.snapshot(of: "Nope").items.count)",
            ]
        }
        #expect(answers == ["false", "false", "0", "nil", "0"])
        #expect(
            reported.map { $0.message } == [
                "Item identifier does not exist in section snapshot: Nope",
                "Item identifier does not exist in section snapshot: Nope",
                "Item identifier does not exist in section snapshot: Nope",
                "Child item identifier does not exist in section snapshot: Nope",
                "Parent item identifier does not exist in section snapshot: Nope",
            ])
    }

    @Test("Empty lists change nothing, whatever the destination")
    func emptyLists() {
        var outline = makeOutline()
        let reported = errors {
            outline.append([], to: "Nope")
            outline.insert([String](), before: "Nope")
            outline.insert(Outline(), after: "Nope")
        }
        #expect(reported.isEmpty)
        #expect(outline.items == makeOutline().items)
    }
}
