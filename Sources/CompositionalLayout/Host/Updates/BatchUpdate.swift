internal import LayoutCore

/// The changes one batch update names, as the app named them: deletions, reloads and the
/// sources of moves by their index paths before the update; insertions and the destinations
/// of moves by their index paths after it (UIKit's convention). The collection view records
/// one while the block of `performBatchUpdates(_:completion:)` runs.
///
/// Items are kept as positions (section and item), a plain value: an update of many changes
/// is grouped, checked and released without touching an `IndexPath` per change. An index
/// path that is not two indexes long names no item; it is kept aside, to be reported.
struct BatchUpdate {
    /// A move of an item.
    struct ItemMove: Hashable {
        var from: ItemPosition
        var to: ItemPosition
    }

    /// A move of a section.
    struct SectionMove: Hashable {
        var from: Int
        var to: Int
    }

    /// An index path named that is not two indexes long, with what it was named for.
    struct MalformedIndexPath {
        var indexPath: IndexPath
        var action: UICollectionViewUpdateItem.Action
        var afterUpdate: Bool
    }

    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [SectionMove] = []
    var deletedItems: [ItemPosition] = []
    var insertedItems: [ItemPosition] = []
    var reloadedItems: [ItemPosition] = []
    var reconfiguredItems: [ItemPosition] = []
    var movedItems: [ItemMove] = []
    var malformed: [MalformedIndexPath] = []

    /// Adds the items at `indexPaths` to the list at `list`, named for `action` (before the
    /// update, or after it when `afterUpdate`).
    mutating func add(
        _ indexPaths: [IndexPath], to list: WritableKeyPath<BatchUpdate, [ItemPosition]>,
        as action: UICollectionViewUpdateItem.Action, afterUpdate: Bool
    ) {
        var positions: [ItemPosition] = []
        positions.reserveCapacity(indexPaths.count)
        for indexPath in indexPaths {
            if let position = Self.position(indexPath) {
                positions.append(position)
            } else {
                malformed.append(MalformedIndexPath(indexPath: indexPath, action: action, afterUpdate: afterUpdate))
            }
        }
        self[keyPath: list] += positions
    }

    /// Adds the move of the item at `from` (before the update) to `to` (after it).
    mutating func addMove(from: IndexPath, to: IndexPath) {
        guard let source = Self.position(from) else {
            return malformed.append(MalformedIndexPath(indexPath: from, action: .move, afterUpdate: false))
        }
        guard let destination = Self.position(to) else {
            return malformed.append(MalformedIndexPath(indexPath: to, action: .move, afterUpdate: true))
        }
        movedItems.append(ItemMove(from: source, to: destination))
    }

    /// The position an index path of two indexes names.
    private static func position(_ indexPath: IndexPath) -> ItemPosition? {
        indexPath.count == 2 ? ItemPosition(section: indexPath.section, item: indexPath.item) : nil
    }

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
        for position in ordered.deleted.reversed() { items.append(.init(action: .delete, before: position.indexPath, after: nil)) }
        for position in ordered.inserted { items.append(.init(action: .insert, before: nil, after: position.indexPath)) }
        for position in ordered.reloaded {
            items.append(.init(action: .reload, before: position.indexPath, after: mapping.newIndexPath(ofOld: position.indexPath)))
        }
        for move in movedItems {
            items.append(.init(action: .move, before: move.from.indexPath, after: move.to.indexPath))
        }
        return items
    }

    /// Where everything goes when the update applies to counts `before` becoming `after`
    /// (items per section). Throws the first reason it cannot apply, with UIKit's message: an
    /// index out of range, a section count that does not add up, two changes that cannot both
    /// apply (``CollectionViewError/UpdateConflict``), then an item count that does not add
    /// up. A move named twice counts once, as in UIKit. O(k + S) expected for k changes and
    /// S sections (the conflicts are found by hashing).
    func mapping(before: [Int], after: [Int]) throws(CollectionViewError) -> UpdateMapping {
        var update = self
        update.movedItems = Self.withoutRepeats(movedItems)
        update.movedSections = Self.withoutRepeats(movedSections)
        if let problem = update.rangeProblem(before: before, after: after) { throw CollectionViewError(problem) }
        if let conflict = update.conflict() { throw CollectionViewError(.conflictingUpdate(conflict)) }
        let mapping = UpdateMapping(update, sectionsBefore: before.count, sectionsAfter: after.count)
        // Each section that lives on must add up.
        for old in before.indices {
            guard let new = mapping.newSection(ofOld: old), !update.reloadedSections.contains(old) else { continue }
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

    /// `values` without the repeats of a value named before, in the order first named.
    private static func withoutRepeats<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen = Set<Value>(minimumCapacity: values.count)
        return values.filter { seen.insert($0).inserted }
    }

    /// The first two changes that cannot both apply, checked in UIKit's order: deletions
    /// against reloads, then what the update takes away (deletions and reloads against the
    /// sources of moves), then what it adds (insertions against destinations), then moves
    /// against each other; last, an item deleted or inserted twice (beyond UIKit). Expects
    /// no move named twice. O(k) expected.
    private func conflict() -> CollectionViewError.UpdateConflict? {
        let section = { (index: Int) in IndexPath(item: NSNotFound, section: index) }
        let deleted = Set(deletedItems)
        let reloaded = Set(reloadedItems)
        let inserted = Set(insertedItems)
        // Deleted and reloaded.
        if let index = deletedSections.first(where: reloadedSections.contains) { return .deleteAndReload(section(index)) }
        if let position = reloadedItems.first(where: deleted.contains) { return .deleteAndReload(position.indexPath) }
        // Taken away and moved away.
        for move in movedSections where deletedSections.contains(move.from) || reloadedSections.contains(move.from) {
            return .sectionDeleteAndMove(move.from)
        }
        for move in movedItems {
            if deletedSections.contains(move.from.section) { return .moveFromDeletedSection(move.from.section) }
            if deleted.contains(move.from) || reloaded.contains(move.from) { return .deleteAndMove(move.from.indexPath) }
        }
        // Added and moved in.
        for move in movedSections where insertedSections.contains(move.to) { return .sectionInsertAndMove(move.to) }
        for move in movedItems {
            if insertedSections.contains(move.to.section) { return .moveIntoInsertedSection(move.to.section) }
            if inserted.contains(move.to) { return .insertAndMove(move.to.indexPath) }
        }
        // Moves against each other.
        var sectionTargets: [Int: Int] = [:]
        var sectionSources: [Int: Int] = [:]
        for move in movedSections {
            if let other = sectionTargets.updateValue(move.to, forKey: move.from) {
                return .sectionMoveToTwoPlaces(from: move.from, to: other, alsoTo: move.to)
            }
            if let other = sectionSources.updateValue(move.from, forKey: move.to) {
                return .twoSectionMovesToOnePlace(from: other, alsoFrom: move.from, to: move.to)
            }
        }
        var targets: [ItemPosition: ItemPosition] = [:]
        var sources: [ItemPosition: ItemPosition] = [:]
        for move in movedItems {
            if let other = targets.updateValue(move.to, forKey: move.from) {
                return .moveToTwoPlaces(from: move.from.indexPath, to: other.indexPath, alsoTo: move.to.indexPath)
            }
            if let other = sources.updateValue(move.from, forKey: move.to) {
                return .twoMovesToOnePlace(from: other.indexPath, alsoFrom: move.from.indexPath, to: move.to.indexPath)
            }
        }
        // Named twice.
        if deleted.count < deletedItems.count, let position = Self.firstRepeat(in: deletedItems) {
            return .repeatedIndexPath(action: .delete, position.indexPath)
        }
        if inserted.count < insertedItems.count, let position = Self.firstRepeat(in: insertedItems) {
            return .repeatedIndexPath(action: .insert, position.indexPath)
        }
        return nil
    }

    /// The first value of `values` met a second time.
    private static func firstRepeat(in values: [ItemPosition]) -> ItemPosition? {
        var seen = Set<ItemPosition>(minimumCapacity: values.count)
        return values.first { !seen.insert($0).inserted }
    }

    /// The first section or item the update names out of range, or a section count that does
    /// not add up.
    private func rangeProblem(before: [Int], after: [Int]) -> CollectionViewError.Reason? {
        // Sections named out of range.
        for index in deletedSections.union(reloadedSections) where index >= before.count || index < 0 {
            return .updateSectionOutOfRange(action: deletedSections.contains(index) ? .delete : .reload, section: index, count: before.count, afterUpdate: false)
        }
        for move in movedSections where move.from >= before.count || move.from < 0 {
            return .updateSectionOutOfRange(action: .move, section: move.from, count: before.count, afterUpdate: false)
        }
        for index in insertedSections where index >= after.count || index < 0 {
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
        if let first = malformed.first {
            return .updateItemOutOfRange(action: first.action, indexPath: first.indexPath, count: 0, afterUpdate: first.afterUpdate)
        }
        let oldNamed: [(positions: [ItemPosition], action: UICollectionViewUpdateItem.Action)] = [
            (deletedItems, .delete), (reloadedItems, .reload), (reconfiguredItems, .reload), (movedItems.map(\.from), .move),
        ]
        for (positions, action) in oldNamed {
            if let outside = positions.first(where: { !Self.contains($0, in: before) }) {
                return .updateItemOutOfRange(
                    action: action, indexPath: outside.indexPath, count: Self.count(of: outside.section, in: before), afterUpdate: false)
            }
        }
        let newNamed: [(positions: [ItemPosition], action: UICollectionViewUpdateItem.Action)] = [
            (insertedItems, .insert), (movedItems.map(\.to), .move),
        ]
        for (positions, action) in newNamed {
            if let outside = positions.first(where: { !Self.contains($0, in: after) }) {
                return .updateItemOutOfRange(
                    action: action, indexPath: outside.indexPath, count: Self.count(of: outside.section, in: after), afterUpdate: true)
            }
        }
        return nil
    }

    private static func contains(_ position: ItemPosition, in counts: [Int]) -> Bool {
        counts.indices.contains(position.section) && position.item >= 0 && position.item < counts[position.section]
    }

    /// The count of `section`, or 0 when there is no such section.
    private static func count(of section: Int, in counts: [Int]) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
