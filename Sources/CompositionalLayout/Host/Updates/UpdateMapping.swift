internal import LayoutCore

/// Where every section and item of a batch update goes: the one place that turns the
/// changes an app named into positions before and after the update. Everything that follows
/// an item's or a section's identity through an update (selection, the views shown, measured
/// sizes, row offsets) asks it.
///
/// The positions follow UIKit's rule. Sections and items that are neither removed (deleted,
/// or the source of a move) nor added (inserted, or the destination of a move) keep their
/// order and fill, in that order, the places after the update that no added one takes. A
/// reloaded item or section keeps its place like those, but is a new element there: it
/// carries nothing of the old one (``isReloaded(section:)``).
///
/// Built in O(k) for k changes named in order (O(k log k) otherwise), from the update's
/// positions; every lookup is O(log k).
struct UpdateMapping {
    /// The item changes named in one section before the update, each list ascending.
    private struct OldSectionItems {
        var deleted: [Int] = []
        var reloaded: [Int] = []
        /// The items moved away, ascending, with where each goes (`moveTargets`, in step).
        var moveSources: [Int] = []
        var moveTargets: [ItemPosition] = []
        /// How the items of the section that lives on are numbered in its new section.
        var items = Renumbering(removed: [], added: [])
    }

    /// The item changes named in one section after the update, each list ascending.
    private struct NewSectionItems {
        var inserted: [Int] = []
        /// The items moved in, ascending, with where each comes from (`moveOrigins`, in step).
        var moveDestinations: [Int] = []
        var moveOrigins: [ItemPosition] = []
    }

    /// The changes the mapping is of.
    let update: BatchUpdate
    private let sectionsBefore: Int
    private let sectionsAfter: Int
    private let sections: Renumbering
    private var sectionMoveTargets: [Int: Int] = [:]
    private var sectionMoveSources: [Int: Int] = [:]
    private var oldSections: [Int: OldSectionItems] = [:]
    private var newSections: [Int: NewSectionItems] = [:]

    /// The mapping of `update` from `sectionsBefore` to `sectionsAfter` sections.
    init(_ update: BatchUpdate, sectionsBefore: Int, sectionsAfter: Int) {
        self.update = update
        self.sectionsBefore = sectionsBefore
        self.sectionsAfter = sectionsAfter
        for move in update.movedSections {
            sectionMoveTargets[move.from] = move.to
            sectionMoveSources[move.to] = move.from
        }
        sections = Renumbering(
            removed: Array(update.deletedSections) + update.movedSections.map(\.from),
            added: Array(update.insertedSections) + update.movedSections.map(\.to))

        for (section, items) in Self.itemsBySection(update.deletedItems) {
            oldSections[section, default: OldSectionItems()].deleted = items
        }
        for (section, items) in Self.itemsBySection(update.reloadedItems) {
            oldSections[section, default: OldSectionItems()].reloaded = items
        }
        for (section, items) in Self.itemsBySection(update.insertedItems) {
            newSections[section, default: NewSectionItems()].inserted = items
        }
        for (section, moves) in Self.movesBySection(update.movedItems, byDestination: false) {
            oldSections[section, default: OldSectionItems()].moveSources = moves.items
            oldSections[section, default: OldSectionItems()].moveTargets = moves.carried
        }
        for (section, moves) in Self.movesBySection(update.movedItems, byDestination: true) {
            newSections[section, default: NewSectionItems()].moveDestinations = moves.items
            newSections[section, default: NewSectionItems()].moveOrigins = moves.carried
        }
        var arrivals: [Int: NewSectionItems] = [:]
        for old in Set(oldSections.keys).union(newSections.keys.compactMap { oldSection(ofNew: $0) }) {
            guard let new = newSection(ofOld: old) else { continue }
            arrivals[old] = newSections[new] ?? NewSectionItems()
        }
        for (old, arriving) in arrivals {
            let leaving = oldSections[old] ?? OldSectionItems()
            oldSections[old, default: OldSectionItems()].items = Renumbering(
                removed: leaving.deleted + leaving.moveSources, added: arriving.inserted + arriving.moveDestinations)
        }
    }

    /// The item positions of old section `old` that leave it and the positions of its new
    /// section taken by arrivals, both ascending; `nil` when no item leaves or arrives.
    func itemEdits(ofOld old: Int) -> (removed: [Int], arrived: [Int])? {
        guard let items = oldSections[old]?.items, !items.isIdentity else { return nil }
        return (items.removed, items.added)
    }

    /// The items of old section `old` that the update reloads, ascending.
    func reloadedItems(ofOld old: Int) -> [Int] {
        oldSections[old]?.reloaded ?? []
    }

    /// The items moved into new section `new`: where each was and its index there.
    func itemsMovedIn(toNew new: Int) -> [(from: IndexPath, item: Int)] {
        guard let arriving = newSections[new] else { return [] }
        return zip(arriving.moveOrigins, arriving.moveDestinations).map {
            (IndexPath(item: $0.item, section: $0.section), $1)
        }
    }

    /// The section `old` becomes, or `nil` when it is deleted.
    func newSection(ofOld old: Int) -> Int? {
        guard old >= 0, old < sectionsBefore, !update.deletedSections.contains(old) else { return nil }
        if let target = sectionMoveTargets[old] { return target }
        return sections.newPosition(ofOld: old)
    }

    /// The section `new` was, or `nil` when it is inserted.
    func oldSection(ofNew new: Int) -> Int? {
        guard new >= 0, new < sectionsAfter, !update.insertedSections.contains(new) else { return nil }
        if let source = sectionMoveSources[new] { return source }
        return sections.oldPosition(ofNew: new)
    }

    /// Whether `section` (before the update) is reloaded: its items are all new.
    func isReloaded(section: Int) -> Bool {
        update.reloadedSections.contains(section)
    }

    /// Where the item at `old` is after the update, or `nil` when it is deleted (itself or
    /// with its section). A reloaded item has a place too; it is a new item there.
    func newIndexPath(ofOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, let section = newSection(ofOld: old.section) else { return nil }
        guard let changes = oldSections[old.section] else { return IndexPath(item: old.item, section: section) }
        if Self.index(of: old.item, in: changes.deleted) != nil { return nil }
        if let move = Self.index(of: old.item, in: changes.moveSources) {
            let target = changes.moveTargets[move]
            return IndexPath(item: target.item, section: target.section)
        }
        return changes.items.newPosition(ofOld: old.item).map { IndexPath(item: $0, section: section) }
    }

    /// Where the item at `new` was before the update, or `nil` when it is inserted (itself or
    /// with its section).
    func oldIndexPath(ofNew new: IndexPath) -> IndexPath? {
        guard new.count == 2, let section = oldSection(ofNew: new.section) else { return nil }
        if let arriving = newSections[new.section] {
            if Self.index(of: new.item, in: arriving.inserted) != nil { return nil }
            if let move = Self.index(of: new.item, in: arriving.moveDestinations) {
                let origin = arriving.moveOrigins[move]
                return IndexPath(item: origin.item, section: origin.section)
            }
        }
        guard let changes = oldSections[section] else { return IndexPath(item: new.item, section: section) }
        return changes.items.oldPosition(ofNew: new.item).map { IndexPath(item: $0, section: section) }
    }

    /// Where the item at `old` is after the update when it is the same item there: `nil` when
    /// it is deleted or reloaded (itself or with its section).
    func identityIndexPath(ofOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, !isReloaded(old) else { return nil }
        return newIndexPath(ofOld: old)
    }

    /// Where the item at `new` was before the update when it is the same item: `nil` when it
    /// is inserted or reloaded (itself or with its section).
    func identityIndexPath(ofNew new: IndexPath) -> IndexPath? {
        guard let old = oldIndexPath(ofNew: new), !isReloaded(old) else { return nil }
        return old
    }

    /// Where a supplementary or decoration view at `old` is after the update: it follows its
    /// section, keeping its item; `nil` when the section is deleted or reloaded.
    func newSupplementaryIndexPath(ofOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, !isReloaded(section: old.section), let section = newSection(ofOld: old.section) else { return nil }
        return IndexPath(item: old.item, section: section)
    }

    /// Where a supplementary or decoration view at `new` was before the update; `nil` when its
    /// section is inserted or reloaded.
    func oldSupplementaryIndexPath(ofNew new: IndexPath) -> IndexPath? {
        guard new.count == 2, let section = oldSection(ofNew: new.section), !isReloaded(section: section) else { return nil }
        return IndexPath(item: new.item, section: section)
    }

    /// The old section each section after the update carries state from (`nil` for inserted
    /// and reloaded ones), in new section order.
    var carriedSections: [Int?] {
        (0..<sectionsAfter).map { new in oldSection(ofNew: new).flatMap { isReloaded(section: $0) ? nil : $0 } }
    }

    /// How the items of old section `old`, which becomes `new`, change in number: the
    /// deletions and insertions named, and the moves that leave for another section or come
    /// from one. Counts what the app named, repeats included.
    func itemCountChanges(ofOld old: Int, new: Int) -> (deleted: Int, inserted: Int, movedOut: Int, movedIn: Int) {
        let leaving = oldSections[old]
        let arriving = newSections[new]
        let movedOut = leaving?.moveTargets.count { $0.section != new } ?? 0
        var movedIn = 0
        var origin: (section: Int, fromElsewhere: Bool)?
        for from in arriving?.moveOrigins ?? [] {
            if origin?.section != from.section { origin = (from.section, newSection(ofOld: from.section) != new) }
            if origin?.fromElsewhere == true { movedIn += 1 }
        }
        return (leaving?.deleted.count ?? 0, arriving?.inserted.count ?? 0, movedOut, movedIn)
    }

    /// The items the update deletes, reloads and inserts, each ascending by section and item.
    var orderedItemChanges: (deleted: [ItemPosition], reloaded: [ItemPosition], inserted: [ItemPosition]) {
        func ordered<Entry>(_ entries: [Int: Entry], _ items: (Entry) -> [Int]) -> [ItemPosition] {
            entries.keys.sorted().flatMap { section in items(entries[section]!).map { ItemPosition(section: section, item: $0) } }
        }
        return (ordered(oldSections, \.deleted), ordered(oldSections, \.reloaded), ordered(newSections, \.inserted))
    }

    /// Whether the item at two-index path `old` is reloaded, itself or with its section.
    private func isReloaded(_ old: IndexPath) -> Bool {
        isReloaded(section: old.section) || oldSections[old.section].map { Self.index(of: old.item, in: $0.reloaded) != nil } == true
    }
}

extension UpdateMapping {
    /// The items of `positions` by section, each section's ascending: O(k) when they are
    /// named in order, O(k log k) otherwise.
    private static func itemsBySection(_ positions: [ItemPosition]) -> [Int: [Int]] {
        itemsBySection(positions.count, position: { positions[$0] }, carried: nil).mapValues(\.items)
    }

    /// The moves' items by the section of their sources (or, `byDestination`, of their
    /// destinations), each section's ascending, with the other end of each move in step.
    private static func movesBySection(
        _ moves: [BatchUpdate.ItemMove], byDestination: Bool
    ) -> [Int: (items: [Int], carried: [ItemPosition])] {
        byDestination
            ? itemsBySection(moves.count, position: { moves[$0].to }, carried: { moves[$0].from })
            : itemsBySection(moves.count, position: { moves[$0].from }, carried: { moves[$0].to })
    }

    /// Entries `0..<count` by the section of `position(i)`, each section's items ascending,
    /// with `carried(i)` in step when given.
    private static func itemsBySection(
        _ count: Int, position: (Int) -> ItemPosition, carried: ((Int) -> ItemPosition)?
    ) -> [Int: (items: [Int], carried: [ItemPosition])] {
        var result: [Int: (items: [Int], carried: [ItemPosition])] = [:]
        var start = 0
        while start < count {
            // A run of one section; a section named again later adds to its entry.
            let section = position(start).section
            var end = start + 1
            while end < count, position(end).section == section { end += 1 }
            var entry = result.removeValue(forKey: section) ?? ([], [])
            entry.items.reserveCapacity(entry.items.count + end - start)
            for index in start..<end { entry.items.append(position(index).item) }
            if let carried {
                entry.carried.reserveCapacity(entry.carried.count + end - start)
                for index in start..<end { entry.carried.append(carried(index)) }
            }
            result[section] = entry
            start = end
        }
        for (section, entry) in result where !zip(entry.items, entry.items.dropFirst()).allSatisfy({ $0 <= $1 }) {
            let order = ascendingOrder(of: entry.items)
            result[section] = (order.map { entry.items[$0] }, carried == nil ? [] : order.map { entry.carried[$0] })
        }
        return result
    }

    /// The indexes of `items` in ascending order of their items, equal items in the order
    /// named: a counting sort, O(k + span), when the items span at most four times as many
    /// values as there are items (the changes of a large diff), a comparison sort otherwise.
    private static func ascendingOrder(of items: [Int]) -> [Int] {
        guard let low = items.min(), let high = items.max() else { return [] }
        let span = high.subtractingReportingOverflow(low)
        guard !span.overflow, span.partialValue < 4 * items.count else {
            return items.indices.sorted { items[$0] < items[$1] }
        }
        // starts[v − low] becomes the first place of the items equal to v.
        var starts = [Int](repeating: 0, count: span.partialValue + 2)
        for item in items { starts[item - low + 1] += 1 }
        for value in 1..<starts.count { starts[value] += starts[value - 1] }
        var order = [Int](repeating: 0, count: items.count)
        for (index, item) in items.enumerated() {
            order[starts[item - low]] = index
            starts[item - low] += 1
        }
        return order
    }

    /// The index of `value` in ascending `sorted`, or `nil` when it is not there.
    private static func index(of value: Int, in sorted: [Int]) -> Int? {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < sorted.count && sorted[low] == value ? low : nil
    }
}
