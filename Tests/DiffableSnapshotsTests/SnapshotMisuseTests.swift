import Testing

@testable import DiffableSnapshots

/// Every misuse UIKit raises for is reported with UIKit's reason text, and the call leaves the
/// snapshot as it was. Start: sections A [1, 2] and B [3].
@Suite("Snapshot misuse")
struct SnapshotMisuseTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let reason: DiffableDataSourceError.Reason
        let operation: String
        let message: String
        let change: @Sendable (inout Snapshot) -> Void
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "repeated items", reason: .duplicateIdentifiers, operation: "appendItems(_:toSection:)",
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    7\n)}"
        ) { $0.appendItems([7, 8, 7, 7]) },
        Case(
            name: "items appended to a section that is not there", reason: .sectionNotFound,
            operation: "appendItems(_:toSection:)", message: "Invalid parameter not satisfying: section != NSNotFound"
        ) { $0.appendItems([7], toSection: "Z") },
        Case(
            name: "items inserted before an item that is not there", reason: .itemNotFound,
            operation: "insertItems(_:beforeItem:)", message: "Invalid parameter not satisfying: section != NSNotFound"
        ) { $0.insertItems([7], beforeItem: 99) },
        Case(
            name: "items inserted after one of themselves", reason: .destinationAmongInsertedIdentifiers,
            operation: "insertItems(_:afterItem:)",
            message: "Invalid update: destination for insertion operation [2] is in the insertion identifier list for update:"
                + " <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:2; destIsSection: 0; identifiers: [7,2]>."
        ) { $0.insertItems([7, 2], afterItem: 2) },
        Case(
            name: "repeated items deleted", reason: .duplicateIdentifiers, operation: "deleteItems(_:)",
            message: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1,\n    2\n)}"
        ) { $0.deleteItems([1, 2, 1, 2]) },
        Case(
            name: "an item moved before itself", reason: .moveRelativeToItself, operation: "moveItem(_:beforeItem:)",
            message: "Invalid update: destination for item move is the same as the source [1] for update:"
                + " <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:1; destIsSection: 0; identifiers: [1]>."
        ) { $0.moveItem(1, beforeItem: 1) },
        Case(
            name: "an item that is not there moved", reason: .itemNotFound, operation: "moveItem(_:afterItem:)",
            message: "Invalid parameter not satisfying: fromIndex != NSNotFound"
        ) { $0.moveItem(99, afterItem: 1) },
        Case(
            name: "an item moved after one that is not there", reason: .itemNotFound, operation: "moveItem(_:afterItem:)",
            message: "Invalid parameter not satisfying: toIndex != NSNotFound"
        ) { $0.moveItem(1, afterItem: 99) },
        Case(
            name: "an item reloaded that is not there", reason: .itemNotFound, operation: "reloadItems(_:)",
            message: "Attempted to reload item identifier that does not exist in the snapshot: 99"
        ) { $0.reloadItems([1, 99, 98]) },
        Case(
            name: "an item reconfigured that is not there", reason: .itemNotFound, operation: "reconfigureItems(_:)",
            message: "Attempted to reconfigure item identifier that does not exist in the snapshot: 99"
        ) { $0.reconfigureItems([99]) },
        Case(
            name: "repeated sections appended", reason: .duplicateIdentifiers, operation: "appendSections(_:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    C\n)}"
        ) { $0.appendSections(["C", "C"]) },
        Case(
            name: "a section appended that is there", reason: .sectionIdentifiersAlreadyExist, operation: "appendSections(_:)",
            message: "Diffable data source detected an attempt to insert or append 1 section identifier that already exists"
                + " in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: A"
        ) { $0.appendSections(["C", "A"]) },
        Case(
            name: "sections appended that are there", reason: .sectionIdentifiersAlreadyExist,
            operation: "appendSections(_:)",
            message: "Diffable data source detected an attempt to insert or append 2 section identifiers that already exist"
                + " in the snapshot. Identifiers in a snapshot must be unique. Section identifiers that already exist: (\n"
                + "    A,\n    B\n)"
        ) { $0.appendSections(["A", "B"]) },
        Case(
            name: "a section inserted that is there", reason: .sectionIdentifiersAlreadyExist,
            operation: "insertSections(_:beforeSection:)",
            message: "Diffable data source detected an attempt to insert or append 1 section identifier that already exists"
                + " in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: B"
        ) { $0.insertSections(["B"], beforeSection: "A") },
        Case(
            name: "sections inserted before a section that is not there", reason: .sectionNotFound,
            operation: "insertSections(_:beforeSection:)", message: "Invalid parameter not satisfying: insertIndex != NSNotFound"
        ) { $0.insertSections(["C"], beforeSection: "Z") },
        Case(
            name: "sections inserted before one of themselves", reason: .destinationAmongInsertedIdentifiers,
            operation: "insertSections(_:beforeSection:)",
            message: "Invalid update: destination for section operation [A] is in the inserted section list for update:"
                + " <_UIDiffableDataSourceUpdate - action: INS; destinationIdentifier:A; destIsSection: 0; identifiers: [A]>"
        ) { $0.insertSections(["A"], beforeSection: "A") },
        Case(
            name: "a section moved after itself", reason: .moveRelativeToItself, operation: "moveSection(_:afterSection:)",
            message: "Invalid update: destination for section move is the same as the source [B] for update:"
                + " <_UIDiffableDataSourceUpdate - action: MOV; destinationIdentifier:B; destIsSection: 0; identifiers: [B]>."
        ) { $0.moveSection("B", afterSection: "B") },
        Case(
            name: "a section that is not there moved", reason: .sectionNotFound, operation: "moveSection(_:beforeSection:)",
            message: "Invalid parameter not satisfying: fromSection != NSNotFound"
        ) { $0.moveSection("Z", beforeSection: "A") },
        Case(
            name: "a section moved before one that is not there", reason: .sectionNotFound,
            operation: "moveSection(_:beforeSection:)", message: "Invalid parameter not satisfying: toSection != NSNotFound"
        ) { $0.moveSection("A", beforeSection: "Z") },
        Case(
            name: "a section reloaded that is not there", reason: .sectionNotFound, operation: "reloadSections(_:)",
            message: "Attempted to reload section identifier that does not exist in the snapshot: Z"
        ) { $0.reloadSections(["A", "Z"]) },
        Case(
            name: "repeated sections deleted", reason: .duplicateIdentifiers, operation: "deleteSections(_:)",
            message: "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    A\n)}"
        ) { $0.deleteSections(["A", "A"]) },
    ]

    @Test("A misuse is reported with UIKit's message and changes nothing", arguments: cases)
    func misuse(_ misuse: Case) {
        var snapshot = makeSnapshot(["A": [1, 2], "B": [3]])
        snapshot.reloadItems([2])
        let reported = errors { misuse.change(&snapshot) }
        #expect(reported == [DiffableDataSourceError(misuse.reason, operation: misuse.operation, message: misuse.message)])
        #expect(reported.allSatisfy { $0.isFatalInUIKit })
        #expect(lines(snapshot) == ["A: 1 2", "B: 3"])
        #expect(snapshot.reloadedItemIdentifiers == [2])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty)
        #expect(snapshot.reloadedSectionIdentifiers.isEmpty)
        expectConsistent(snapshot)
    }

    @Test("Appending items to a snapshot without sections is UIKit's 'no sections', whatever else is wrong")
    func noSections() {
        var snapshot = Snapshot()
        let reported = errors { snapshot.appendItems([1, 1], toSection: "Z") }
        #expect(
            reported == [
                DiffableDataSourceError(
                    .noSections, operation: "appendItems(_:toSection:)",
                    message: "There are currently no sections in the data source. Please add a section first.")
            ])
        #expect(snapshot.numberOfItems == 0)
    }

    @Test("Asking for the items of a section that is not there answers nothing and is reported")
    func unknownSectionQueries() {
        let snapshot = makeSnapshot(["A": [1]])
        var count = -1
        var identifiers = [0]
        let reported = errors {
            count = snapshot.numberOfItems(inSection: "Z")
            identifiers = snapshot.itemIdentifiers(inSection: "Z")
        }
        #expect(count == 0)
        #expect(identifiers.isEmpty)
        let message =
            "Section identifier was not found. You can verify the section exists by calling the indexOfSectionIdentifier"
            + " API (which has O(1) performance)"
        #expect(
            reported == [
                DiffableDataSourceError(.sectionNotFound, operation: "numberOfItems(inSection:)", message: message),
                DiffableDataSourceError(.sectionNotFound, operation: "itemIdentifiers(inSection:)", message: message),
            ])
    }

    @Test("Reports reach the collector of their own task only")
    func collectorsAreTaskLocal() async {
        await withTaskGroup(of: Int.self) { group in
            for round in 1...8 {
                group.addTask {
                    errors {
                        var snapshot = Snapshot()
                        for _ in 0..<round { snapshot.appendItems([round]) }
                    }.count == round ? 1 : 0
                }
            }
            #expect(await group.reduce(0, +) == 8)
        }
    }
}
