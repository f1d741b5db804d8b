import Testing

@testable import DiffableSnapshots

/// Applies `difference` to the old snapshot's identifiers the way a batch update does (see
/// `SnapshotDifference`): item deletes and move sources descending against old index paths,
/// section deletes and move sources descending, section inserts and move destinations
/// ascending (an inserted section arrives with its items from `new`), then item inserts and
/// move destinations ascending. Answers nil, recording an issue, if an index is out of range
/// or a position is named twice.
func applying(_ difference: SnapshotDifference, to old: Snapshot, new: Snapshot) -> [String]? {
    var sections = old.sectionIdentifiers.map { (id: $0, items: old.itemIdentifiers(inSection: $0)) }
    let itemRemovals = difference.deletedItems + difference.movedItems.map(\.before)
    let sectionRemovals = difference.deletedSections + difference.movedSections.map(\.before)
    let sectionArrivals = difference.insertedSections + difference.movedSections.map(\.after)
    let itemArrivals = difference.insertedItems + difference.movedItems.map(\.after)
    guard Set(itemRemovals).count == itemRemovals.count, Set(sectionRemovals).count == sectionRemovals.count,
        Set(sectionArrivals).count == sectionArrivals.count, Set(itemArrivals).count == itemArrivals.count
    else {
        Issue.record("a position is named twice: \(difference)")
        return nil
    }
    var movedItems: [SnapshotIndexPath: Int] = [:]
    let moveDestination = Dictionary(uniqueKeysWithValues: difference.movedItems.map { ($0.before, $0.after) })
    for path in itemRemovals.sorted(by: >) {
        guard sections.indices.contains(path.section), sections[path.section].items.indices.contains(path.item) else {
            Issue.record("item removal out of range: \(path)")
            return nil
        }
        let item = sections[path.section].items.remove(at: path.item)
        if let destination = moveDestination[path] { movedItems[destination] = item }
    }
    var movedSections: [Int: (id: String, items: [Int])] = [:]
    let sectionDestination = Dictionary(uniqueKeysWithValues: difference.movedSections.map { ($0.before, $0.after) })
    for index in sectionRemovals.sorted(by: >) {
        guard sections.indices.contains(index) else {
            Issue.record("section removal out of range: \(index)")
            return nil
        }
        let section = sections.remove(at: index)
        if let destination = sectionDestination[index] { movedSections[destination] = section }
    }
    for index in sectionArrivals.sorted() {
        guard index <= sections.count else {
            Issue.record("section arrival out of range: \(index)")
            return nil
        }
        let id = new.sectionIdentifiers[index]
        sections.insert(movedSections[index] ?? (id, new.itemIdentifiers(inSection: id)), at: index)
    }
    for path in itemArrivals.sorted() {
        guard sections.indices.contains(path.section), path.item <= sections[path.section].items.count else {
            Issue.record("item arrival out of range: \(path)")
            return nil
        }
        let item = movedItems[path] ?? new.itemIdentifiers(inSection: new.sectionIdentifiers[path.section])[path.item]
        sections[path.section].items.insert(item, at: path.item)
    }
    return sections.map { ([$0.id + ":"] + $0.items.map(String.init)).joined(separator: " ") }
}

/// The length of the longest increasing subsequence, by the quadratic dynamic programme: an
/// oracle independent of the patience sort under test.
func longestIncreasingLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}
