import OrderedCollections

/// The identity diff: a Heckel-style pass that pairs the old and new occurrence of each
/// identifier through the snapshots' own position indexes, then keeps in place the largest
/// order-preserving set of what both hold.
extension SnapshotDifference {
    /// The work one diff did: hash lookups and the binary-search steps that keep moves minimal.
    @usableFromInline
    package struct Work: Hashable, Sendable {
        /// Identifiers looked up in the other snapshot's index: one per new section and item.
        @usableFromInline
        package var lookups = 0
        /// Binary-search steps of the longest increasing subsequences; zero when nothing moves.
        @usableFromInline
        package var searchSteps = 0
        @inlinable
        package init() {}
    }

    /// The difference between two snapshots by identity. O(n + S + m log L) time and O(n + S)
    /// memory for n items and S sections in the two snapshots: one index lookup per new
    /// identifier, and a search over L stayed elements only for the m elements that arrive
    /// out of order.
    @inlinable
    package init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>
    ) {
        var work = Work()
        self.init(from: old, to: new, work: &work)
    }

    /// As `init(from:to:)`, adding its work to `work`.
    @inlinable
    package init<Section, Item>(
        from old: NSDiffableDataSourceSnapshot<Section, Item>, to new: NSDiffableDataSourceSnapshot<Section, Item>,
        work: inout Work
    ) {
        self.init()
        let sections = SectionPairing(old: old, new: new, work: &work)
        deletedSections = sections.newIndexOfOld.indices.filter { sections.newIndexOfOld[$0] < 0 }
        insertedSections = sections.oldIndexOfNew.indices.filter { sections.oldIndexOfNew[$0] < 0 }
        movedSections = sections.moves(searchSteps: &work.searchSteps)

        // Old position of each new item (-1: not in the old snapshot); which old items to delete.
        var oldPosition = [Int](repeating: -1, count: new.items.count)
        var deletes = [Bool](repeating: false, count: old.items.count)
        var kept = [Bool](repeating: false, count: old.items.count)
        var repeated: [Item] = []
        for (position, item) in new.items.enumerated() {
            work.lookups += 1
            if let found = old.items.firstIndex(of: item) {
                // Two new items found as one old item: the identifiers' `==` and `hash`
                // disagree, and the new snapshot holds equal identifiers.
                if kept[found] { repeated.append(item) }
                oldPosition[position] = found
                kept[found] = true
            } else if let own = new.items.firstIndex(of: item), own != position {
                // A new item that the new snapshot finds elsewhere: an equal identifier is held
                // twice (a class identifier whose hash changed after it was added). Looked up
                // for inserted items only, which the update costs anyway.
                repeated.append(item)
            }
        }
        guard repeated.isEmpty else {
            self = Self()
            inconsistency = .duplicates(repeated, kind: .item, in: "apply(_:animatingDifferences:completion:)")
            return
        }
        for position in old.items.indices where !kept[position] {
            deletes[position] = sections.newIndexOfOld[old.sectionOfItem[position]] >= 0
        }

        for newSection in new.sections.indices {
            let range = new.sectionStart(newSection)..<new.sectionEnds[newSection]
            let oldSection = sections.oldIndexOfNew[newSection]
            guard oldSection >= 0 else {
                // An inserted section brings its items; one leaving a surviving section is deleted there.
                for position in range where oldPosition[position] >= 0 {
                    let from = oldPosition[position]
                    if sections.newIndexOfOld[old.sectionOfItem[from]] >= 0 { deletes[from] = true }
                }
                continue
            }
            // The items that stay in this section keep the longest run of their old order.
            let sameSection = range.filter { oldPosition[$0] >= 0 && old.sectionOfItem[oldPosition[$0]] == oldSection }
            let stays = longestIncreasingSubsequence(of: sameSection.map { oldPosition[$0] }, searchSteps: &work.searchSteps)
            var nextSameSection = 0
            for position in range {
                let path = SnapshotIndexPath(section: newSection, item: position - range.lowerBound)
                let from = oldPosition[position]
                if from < 0 || sections.newIndexOfOld[old.sectionOfItem[from]] < 0 {
                    insertedItems.append(path)
                } else if old.sectionOfItem[from] == oldSection {
                    if !stays[nextSameSection] { movedItems.append(Change(before: old.indexPath(atPosition: from), after: path)) }
                    nextSameSection += 1
                } else {
                    movedItems.append(Change(before: old.indexPath(atPosition: from), after: path))
                }
            }
        }
        deletedItems = old.items.indices.filter { deletes[$0] }.map { old.indexPath(atPosition: $0) }

        reloadedSections = new.sectionReloadMarks.compactMap { section in
            sections.change(of: section, old: old, new: new)
        }
        reloadedItems = Self.changes(of: new.reloadMarks.elements, from: old, to: new, sections: sections)
        reconfiguredItems = Self.changes(of: new.reconfigureMarks.elements, from: old, to: new, sections: sections)
    }

    /// The old and new index paths of the marked items that both snapshots hold in sections
    /// both hold.
    @inlinable
    static func changes<Section, Item>(
        of marked: [Item], from old: NSDiffableDataSourceSnapshot<Section, Item>,
        to new: NSDiffableDataSourceSnapshot<Section, Item>, sections: SectionPairing<Section>
    ) -> [Change<SnapshotIndexPath>] {
        marked.compactMap { item in
            guard let before = old.items.firstIndex(of: item), let after = new.items.firstIndex(of: item),
                sections.newIndexOfOld[old.sectionOfItem[before]] >= 0, sections.oldIndexOfNew[new.sectionOfItem[after]] >= 0
            else { return nil }
            return Change(before: old.indexPath(atPosition: before), after: new.indexPath(atPosition: after))
        }
    }
}

/// Which section of one snapshot is which of the other.
@usableFromInline
struct SectionPairing<Section: Hashable & Sendable> {
    /// For each old section, its new index, or -1 when it is deleted.
    @usableFromInline
    var newIndexOfOld: [Int]
    /// For each new section, its old index, or -1 when it is inserted.
    @usableFromInline
    var oldIndexOfNew: [Int]

    @inlinable
    init<Item>(
        old: NSDiffableDataSourceSnapshot<Section, Item>, new: NSDiffableDataSourceSnapshot<Section, Item>,
        work: inout SnapshotDifference.Work
    ) {
        newIndexOfOld = [Int](repeating: -1, count: old.sections.count)
        oldIndexOfNew = [Int](repeating: -1, count: new.sections.count)
        for (index, section) in new.sections.enumerated() {
            work.lookups += 1
            if let found = old.sections.firstIndex(of: section) {
                oldIndexOfNew[index] = found
                newIndexOfOld[found] = index
            }
        }
    }

    /// The sections in both snapshots outside the largest order-preserving set, ascending by
    /// new index.
    @inlinable
    func moves(searchSteps: inout Int) -> [SnapshotDifference.Change<Int>] {
        let common = oldIndexOfNew.indices.filter { oldIndexOfNew[$0] >= 0 }
        let stays = longestIncreasingSubsequence(of: common.map { oldIndexOfNew[$0] }, searchSteps: &searchSteps)
        return common.indices.filter { !stays[$0] }.map { .init(before: oldIndexOfNew[common[$0]], after: common[$0]) }
    }

    /// The section's old and new index when both snapshots hold it.
    @inlinable
    func change<Item>(
        of section: Section, old: NSDiffableDataSourceSnapshot<Section, Item>, new: NSDiffableDataSourceSnapshot<Section, Item>
    ) -> SnapshotDifference.Change<Int>? {
        guard let before = old.sections.firstIndex(of: section), let after = new.sections.firstIndex(of: section) else {
            return nil
        }
        return .init(before: before, after: after)
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The index path of the item at `position` of `items`.
    @inlinable
    func indexPath(atPosition position: Int) -> SnapshotIndexPath {
        let section = sectionOfItem[position]
        return SnapshotIndexPath(section: section, item: position - sectionStart(section))
    }
}
