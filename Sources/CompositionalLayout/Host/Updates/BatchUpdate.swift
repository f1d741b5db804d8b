/// The changes one batch update names, as the app named them: deletions, reloads and the
/// sources of moves by their index paths before the update; insertions and the destinations
/// of moves by their index paths after it (UIKit's convention). The collection view records
/// one while the block of `performBatchUpdates(_:completion:)` runs.
struct BatchUpdate {
    /// A move of an item.
    struct ItemMove: Hashable {
        var from: IndexPath
        var to: IndexPath
    }

    /// A move of a section.
    struct SectionMove: Hashable {
        var from: Int
        var to: Int
    }

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [SectionMove] = []
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []
    var movedItems: [ItemMove] = []

    /// Whether the update changes where any item or section is (reloads and
    /// reconfigurations alone change nothing's place).
    var movesAnything: Bool {
        !deletedSections.isEmpty || !insertedSections.isEmpty || !movedSections.isEmpty || !deletedItems.isEmpty
            || !insertedItems.isEmpty || !movedItems.isEmpty
    }

    /// The changes as the layout is told them, in UIKit's order: section deletions (highest
    /// first), section insertions (lowest first), section reloads, section moves, then item
    /// deletions (highest first), item insertions (lowest first), item reloads and item moves.
    /// Reconfigurations are not changes of the layout and are not listed.
    @MainActor
    func updateItems(_ mapping: UpdateMapping) -> [UICollectionViewUpdateItem] {
        let section = { (index: Int) in IndexPath(item: NSNotFound, section: index) }
        var items: [UICollectionViewUpdateItem] = []
        for index in deletedSections.reversed() { items.append(.init(action: .delete, before: section(index), after: nil)) }
        for index in insertedSections { items.append(.init(action: .insert, before: nil, after: section(index))) }
        for index in reloadedSections {
            items.append(.init(action: .reload, before: section(index), after: mapping.newSection(ofOld: index).map(section)))
        }
        for move in movedSections { items.append(.init(action: .move, before: section(move.from), after: section(move.to))) }
        for indexPath in deletedItems.sorted(by: >) { items.append(.init(action: .delete, before: indexPath, after: nil)) }
        for indexPath in insertedItems.sorted() { items.append(.init(action: .insert, before: nil, after: indexPath)) }
        for indexPath in reloadedItems.sorted() {
            items.append(.init(action: .reload, before: indexPath, after: mapping.newIndexPath(ofOld: indexPath)))
        }
        for move in movedItems { items.append(.init(action: .move, before: move.from, after: move.to)) }
        return items
    }

    /// The first reason the update cannot apply to counts `before` becoming `after` (items per
    /// section), with UIKit's message, or `nil` when it can.
    func problem(before: [Int], after: [Int]) -> CollectionViewError.Reason? {
        // Sections named out of range.
        for index in deletedSections.union(reloadedSections) where index >= before.count {
            return .updateSectionOutOfRange(action: deletedSections.contains(index) ? .delete : .reload, section: index, count: before.count, afterUpdate: false)
        }
        for move in movedSections where move.from >= before.count || move.from < 0 {
            return .updateSectionOutOfRange(action: .move, section: move.from, count: before.count, afterUpdate: false)
        }
        for index in insertedSections where index >= after.count {
            return .updateSectionOutOfRange(action: .insert, section: index, count: after.count, afterUpdate: true)
        }
        for move in movedSections where move.to >= after.count || move.to < 0 {
            return .updateSectionOutOfRange(action: .move, section: move.to, count: after.count, afterUpdate: true)
        }
        let expectedSections = before.count - deletedSections.count + insertedSections.count
        guard expectedSections == after.count else {
            return .invalidSectionCount(
                after: after.count, before: before.count, inserted: insertedSections.count, deleted: deletedSections.count)
        }
        // Items named out of range.
        let oldNamed = deletedItems.map { ($0, UICollectionViewUpdateItem.Action.delete) }
            + reloadedItems.map { ($0, .reload) } + reconfiguredItems.map { ($0, .reload) } + movedItems.map { ($0.from, .move) }
        for (indexPath, action) in oldNamed where !Self.contains(indexPath, in: before) {
            return .updateItemOutOfRange(action: action, indexPath: indexPath, count: Self.count(indexPath.section, in: before), afterUpdate: false)
        }
        let newNamed = insertedItems.map { ($0, UICollectionViewUpdateItem.Action.insert) } + movedItems.map { ($0.to, .move) }
        for (indexPath, action) in newNamed where !Self.contains(indexPath, in: after) {
            return .updateItemOutOfRange(action: action, indexPath: indexPath, count: Self.count(indexPath.section, in: after), afterUpdate: true)
        }
        // Each section that lives on must add up.
        let mapping = UpdateMapping(self, before: before, after: after)
        for old in before.indices {
            guard let new = mapping.newSection(ofOld: old), !reloadedSections.contains(old) else { continue }
            let deleted = deletedItems.count { $0.section == old }
            let inserted = insertedItems.count { $0.section == new }
            let movedOut = movedItems.count { $0.from.section == old && mapping.newSection(ofOld: $0.from.section) != $0.to.section }
            let movedIn = movedItems.count { $0.to.section == new && mapping.newSection(ofOld: $0.from.section) != new }
            guard before[old] - deleted + inserted - movedOut + movedIn == after[new] else {
                return .invalidItemCount(
                    section: new, after: after[new], before: before[old], inserted: inserted, deleted: deleted, movedIn: movedIn,
                    movedOut: movedOut)
            }
        }
        return nil
    }

    private static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    private static func count(_ section: Int, in counts: [Int]) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
