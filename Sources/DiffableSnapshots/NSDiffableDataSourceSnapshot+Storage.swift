import OrderedCollections

/// The edits every mutation is made of. Each keeps `items`, `sectionEnds` and `sectionOfItem`
/// in step and counts in `work` what it writes beyond the items asked for.
extension NSDiffableDataSourceSnapshot {
    /// Inserts items that are not in the snapshot at `position` of `items`, into `section`.
    /// O(k) at the end of the snapshot, O(n) elsewhere.
    ///
    /// At the end, an identifier type whose `==` and `hash` disagree can make the ordered set
    /// take a new item for one it holds and leave it out; the section then counts only the
    /// items the set took, so that the positions stay in step with `items`.
    @inlinable
    mutating func place(_ newItems: [ItemIdentifierType], at position: Int, inSection section: Int) {
        guard !newItems.isEmpty else { return }
        if position == items.count {
            items.reserveCapacity(items.count + newItems.count)
            items.append(contentsOf: newItems)
            let added = items.count - sectionOfItem.count
            sectionOfItem.append(contentsOf: repeatElement(section, count: added))
            for later in section..<sectionEnds.count { sectionEnds[later] += added }
            return
        } else {
            var elements = items.elements
            elements.insert(contentsOf: newItems, at: position)
            items = OrderedSet(uncheckedUniqueElements: elements)
            sectionOfItem.insert(contentsOf: repeatElement(section, count: newItems.count), at: position)
            work.itemsRewritten += items.count - newItems.count
        }
        for later in section..<sectionEnds.count { sectionEnds[later] += newItems.count }
    }

    /// Removes the items at `positions` (ascending, distinct). O(k) when they are the last
    /// items, O(n) otherwise.
    @inlinable
    mutating func removeItems(atAscending positions: [Int]) {
        guard let first = positions.first else { return }
        var removedPerSection = [Int: Int]()
        for position in positions { removedPerSection[sectionOfItem[position], default: 0] += 1 }
        if first == items.count - positions.count {
            items.removeLast(positions.count)
            sectionOfItem.removeLast(positions.count)
        } else {
            var kept: [ItemIdentifierType] = []
            var keptSections: [Int] = []
            kept.reserveCapacity(items.count - positions.count)
            keptSections.reserveCapacity(items.count - positions.count)
            var next = 0
            for (position, item) in items.enumerated() {
                if next < positions.count, positions[next] == position {
                    next += 1
                } else {
                    kept.append(item)
                    keptSections.append(sectionOfItem[position])
                }
            }
            items = OrderedSet(uncheckedUniqueElements: kept)
            sectionOfItem = keptSections
            work.itemsRewritten += items.count
        }
        var removedBefore = 0
        for section in sectionEnds.indices {
            removedBefore += removedPerSection[section, default: 0]
            sectionEnds[section] -= removedBefore
        }
    }

    /// Removes the items that are in the snapshot among `identifiers` and answers which they
    /// were, in the order given.
    @inlinable
    mutating func removeExisting(_ identifiers: [ItemIdentifierType]) -> [ItemIdentifierType] {
        var positions: [Int] = []
        var existing: [ItemIdentifierType] = []
        for identifier in identifiers {
            if let position = items.firstIndex(of: identifier) {
                positions.append(position)
                existing.append(identifier)
            }
        }
        removeItems(atAscending: positions.sorted())
        return existing
    }

    /// Rebuilds the sections in a new order, each keeping its items: `order` lists old section
    /// numbers, and sections left out are removed with their items. O(n + S).
    @inlinable
    mutating func reorderSections(_ order: [Int]) {
        var newItems: [ItemIdentifierType] = []
        var newSectionOfItem: [Int] = []
        var newEnds: [Int] = []
        newEnds.reserveCapacity(order.count)
        for (newSection, oldSection) in order.enumerated() {
            let range = sectionStart(oldSection)..<sectionEnds[oldSection]
            newItems.append(contentsOf: items.elements[range])
            newSectionOfItem.append(contentsOf: repeatElement(newSection, count: range.count))
            newEnds.append(newItems.count)
        }
        work.itemsRewritten += newItems.count
        work.sectionNumbersRewritten += newItems.count
        sections = OrderedSet(uncheckedUniqueElements: order.map { sections[$0] })
        items = OrderedSet(uncheckedUniqueElements: newItems)
        sectionOfItem = newSectionOfItem
        sectionEnds = newEnds
    }
}
