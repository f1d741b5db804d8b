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
        let ordered = mapping.orderedItemChanges
        items.reserveCapacity(items.count + ordered.deleted.count + ordered.inserted.count + ordered.reloaded.count + movedItems.count)
        for indexPath in ordered.deleted.reversed() { items.append(.init(action: .delete, before: indexPath, after: nil)) }
        for indexPath in ordered.inserted { items.append(.init(action: .insert, before: nil, after: indexPath)) }
        for indexPath in ordered.reloaded {
            items.append(.init(action: .reload, before: indexPath, after: mapping.newIndexPath(ofOld: indexPath)))
        }
        for move in movedItems { items.append(.init(action: .move, before: move.from, after: move.to)) }
        return items
    }

    /// Where everything goes when the update applies to counts `before` becoming `after`
    /// (items per section). Throws the first reason it cannot apply, with UIKit's message.
    /// O(k + S) for k changes and S sections.
    func mapping(before: [Int], after: [Int]) throws(CollectionViewError) -> UpdateMapping {
        if let problem = rangeProblem(before: before, after: after) { throw CollectionViewError(problem) }
        let mapping = UpdateMapping(self, sectionsBefore: before.count, sectionsAfter: after.count)
        // Each section that lives on must add up.
        for old in before.indices {
            guard let new = mapping.newSection(ofOld: old), !reloadedSections.contains(old) else { continue }
            let (deleted, inserted, movedOut, movedIn) = mapping.itemCountChanges(ofOld: old, new: new)
            guard before[old] - deleted + inserted - movedOut + movedIn == after[new] else {
                throw CollectionViewError(
                    .invalidItemCount(
                        section: new, after: after[new], before: before[old], inserted: inserted, deleted: deleted,
                        movedIn: movedIn, movedOut: movedOut))
            }
        }
        return mapping
    }

    /// The first section or item the update names out of range, or a section count that does
    /// not add up.
    private func rangeProblem(before: [Int], after: [Int]) -> CollectionViewError.Reason? {
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
        let oldNamed: [(indexPaths: [IndexPath], action: UICollectionViewUpdateItem.Action)] = [
            (deletedItems, .delete), (reloadedItems, .reload), (reconfiguredItems, .reload), (movedItems.map(\.from), .move),
        ]
        for (indexPaths, action) in oldNamed {
            if let outside = indexPaths.first(where: { !Self.contains($0, in: before) }) {
                return .updateItemOutOfRange(action: action, indexPath: outside, count: Self.count(ofSectionOf: outside, in: before), afterUpdate: false)
            }
        }
        let newNamed: [(indexPaths: [IndexPath], action: UICollectionViewUpdateItem.Action)] = [
            (insertedItems, .insert), (movedItems.map(\.to), .move),
        ]
        for (indexPaths, action) in newNamed {
            if let outside = indexPaths.first(where: { !Self.contains($0, in: after) }) {
                return .updateItemOutOfRange(action: action, indexPath: outside, count: Self.count(ofSectionOf: outside, in: after), afterUpdate: true)
            }
        }
        return nil
    }

    private static func contains(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && indexPath.item >= 0
            && indexPath.item < counts[indexPath.section]
    }

    /// The count of `indexPath`'s section, or 0 when it names none (or is not two indexes long).
    private static func count(ofSectionOf indexPath: IndexPath, in counts: [Int]) -> Int {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) ? counts[indexPath.section] : 0
    }
}
