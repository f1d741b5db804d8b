/// Where every section and item of a batch update goes: the one place that turns the
/// changes an app named into positions before and after the update. Everything that follows
/// an item's or a section's identity through an update (selection, the views shown, measured
/// sizes, row offsets) asks it.
///
/// The positions follow UIKit's rule. Sections and items that are neither removed (deleted,
/// or the source of a move) nor added (inserted, or the destination of a move) keep their
/// order and fill, in that order, the places after the update that no added one takes. A
/// reloaded item or section keeps its place like those, but is a new element there: it
/// carries nothing of the old one (``isReloaded(_:)``).
struct UpdateMapping {
    /// Positions in one sequence (the sections, or one section's items): which old positions
    /// leave and which new positions are taken by arrivals.
    private struct Ranks {
        /// Old positions that leave, ascending.
        var removed: [Int]
        /// New positions taken by arrivals, ascending.
        var fixed: [Int]

        /// The new position of the old position `old`, which stays.
        func forward(_ old: Int) -> Int {
            var new = old - Self.countBelow(old, in: removed)
            for position in fixed {
                guard position <= new else { break }
                new += 1
            }
            return new
        }

        /// The old position of the new position `new`, which no arrival takes.
        func backward(_ new: Int) -> Int {
            var old = new - Self.countBelow(new, in: fixed)
            for position in removed {
                guard position <= old else { break }
                old += 1
            }
            return old
        }

        /// How many of the ascending `values` are below `value`.
        private static func countBelow(_ value: Int, in values: [Int]) -> Int {
            var low = 0, high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
    }

    private let update: BatchUpdate
    private let sectionRanks: Ranks
    private let sectionsBefore: Int
    private let sectionsAfter: Int
    /// Per old section that lives on (not deleted or reloaded), its items' ranks.
    private var itemRanks: [Int: Ranks] = [:]
    private var removedSections: Set<Int>
    private var arrivedSections: Set<Int>
    private let deletedItems: Set<IndexPath>
    private let insertedItems: Set<IndexPath>
    private let reloadedItems: Set<IndexPath>
    private var moveTargets: [IndexPath: IndexPath] = [:]
    private var moveSources: [IndexPath: IndexPath] = [:]

    /// The mapping of `update` from `before` to `after` items per section. The update is
    /// assumed valid for those counts (see `BatchUpdate.problem(before:after:)`).
    init(_ update: BatchUpdate, before: [Int], after: [Int]) {
        self.update = update
        sectionsBefore = before.count
        sectionsAfter = after.count
        removedSections = Set(update.deletedSections).union(update.movedSections.map(\.from))
        arrivedSections = Set(update.insertedSections).union(update.movedSections.map(\.to))
        sectionRanks = Ranks(removed: removedSections.sorted(), fixed: arrivedSections.sorted())
        deletedItems = Set(update.deletedItems)
        insertedItems = Set(update.insertedItems)
        reloadedItems = Set(update.reloadedItems)
        for move in update.movedItems {
            moveTargets[move.from] = move.to
            moveSources[move.to] = move.from
        }
        var removedBySection: [Int: [Int]] = [:]
        var fixedBySection: [Int: [Int]] = [:]
        for indexPath in update.deletedItems { removedBySection[indexPath.section, default: []].append(indexPath.item) }
        for move in update.movedItems {
            removedBySection[move.from.section, default: []].append(move.from.item)
            fixedBySection[move.to.section, default: []].append(move.to.item)
        }
        for indexPath in update.insertedItems { fixedBySection[indexPath.section, default: []].append(indexPath.item) }
        for old in Set(removedBySection.keys).union(fixedBySection.keys.compactMap { oldSection(ofNew: $0) }) {
            guard let new = newSection(ofOld: old) else { continue }
            itemRanks[old] = Ranks(
                removed: (removedBySection[old] ?? []).sorted(), fixed: (fixedBySection[new] ?? []).sorted())
        }
    }

    /// The section `old` becomes, or `nil` when it is deleted.
    func newSection(ofOld old: Int) -> Int? {
        guard old >= 0, old < sectionsBefore, !update.deletedSections.contains(old) else { return nil }
        if let move = update.movedSections.first(where: { $0.from == old }) { return move.to }
        return sectionRanks.forward(old)
    }

    /// The section `new` was, or `nil` when it is inserted.
    func oldSection(ofNew new: Int) -> Int? {
        guard new >= 0, new < sectionsAfter, !update.insertedSections.contains(new) else { return nil }
        if let move = update.movedSections.first(where: { $0.to == new }) { return move.from }
        return sectionRanks.backward(new)
    }

    /// Whether `section` (before the update) is reloaded: its items are all new.
    func isReloaded(section: Int) -> Bool {
        update.reloadedSections.contains(section)
    }

    /// Where the item at `old` is after the update, or `nil` when it is deleted (itself or
    /// with its section). A reloaded item has a place too; it is a new item there.
    func newIndexPath(ofOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, let section = newSection(ofOld: old.section), !deletedItems.contains(old) else { return nil }
        if let target = moveTargets[old] { return target }
        let item = itemRanks[old.section]?.forward(old.item) ?? old.item
        return IndexPath(item: item, section: section)
    }

    /// Where the item at `new` was before the update, or `nil` when it is inserted (itself or
    /// with its section).
    func oldIndexPath(ofNew new: IndexPath) -> IndexPath? {
        guard new.count == 2, let section = oldSection(ofNew: new.section), !insertedItems.contains(new) else { return nil }
        if let source = moveSources[new] { return source }
        let item = itemRanks[section]?.backward(new.item) ?? new.item
        return IndexPath(item: item, section: section)
    }

    /// Where the item at `old` is after the update when it is the same item there: `nil` when
    /// it is deleted or reloaded (itself or with its section).
    func identityIndexPath(ofOld old: IndexPath) -> IndexPath? {
        guard old.count == 2, !reloadedItems.contains(old), !isReloaded(section: old.section) else { return nil }
        return newIndexPath(ofOld: old)
    }

    /// Where the item at `new` was before the update when it is the same item: `nil` when it
    /// is inserted or reloaded (itself or with its section).
    func identityIndexPath(ofNew new: IndexPath) -> IndexPath? {
        guard let old = oldIndexPath(ofNew: new), !reloadedItems.contains(old), !isReloaded(section: old.section) else {
            return nil
        }
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
}
