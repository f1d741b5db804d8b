@testable import DiffableSnapshots

typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

/// A snapshot built by appending each section with its items, in order.
func makeSnapshot(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// The snapshot's sections and items as lines `A: 1 2 3`, for readable comparisons.
func lines(_ snapshot: Snapshot) -> [String] {
    snapshot.sectionIdentifiers.map { section in
        ([section + ":"] + snapshot.itemIdentifiers(inSection: section).map(String.init)).joined(separator: " ")
    }
}

/// Runs `body` and answers the errors it reported.
func errors(_ body: () -> Void) -> [DiffableDataSourceError] {
    DiffableDataSourceError.collecting(body).errors
}

/// Every query of `snapshot` agrees with its section and item arrays: counts, positions,
/// sections of items and index paths.
func expectConsistent(_ snapshot: Snapshot, sourceLocation: SourceLocation = #_sourceLocation) {
    var position = 0
    for (sectionIndex, section) in snapshot.sectionIdentifiers.enumerated() {
        #expect(snapshot.indexOfSection(section) == sectionIndex, sourceLocation: sourceLocation)
        for (itemIndex, item) in snapshot.itemIdentifiers(inSection: section).enumerated() {
            #expect(snapshot.indexOfItem(item) == position, sourceLocation: sourceLocation)
            #expect(snapshot.sectionIdentifier(containingItem: item) == section, sourceLocation: sourceLocation)
            #expect(snapshot.indexPath(ofItem: item)! == (sectionIndex, itemIndex), sourceLocation: sourceLocation)
            position += 1
        }
    }
    #expect(snapshot.numberOfItems == position, sourceLocation: sourceLocation)
    #expect(snapshot.itemIdentifiers.count == position, sourceLocation: sourceLocation)
}

import Testing
