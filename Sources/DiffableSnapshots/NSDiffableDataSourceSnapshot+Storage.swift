import OrderedCollections

/// The edits every mutation is made of. Each keeps `items`, `sectionEnds` and `sectionOfItem`
/// in step and counts in `work` what it writes beyond the items asked for.
extension NSDiffableDataSourceSnapshot {
    /// Inserts items that are not in the snapshot at `position` of `items`, into `section`.
    /// O(k) at the end of the snapshot, O(n) elsewhere.
    ///
    /// An identifier type whose `==` and `hash` disagree can make the ordered set take a new
    /// item for one it holds and leave it out; the section then counts only the items the set
    /// took, so that the positions stay in step with `items`, and those left out are reported
    /// as duplicates (`setItems(_:sections:in:)` does the same elsewhere).
    @inlinable
    mutating func place(_ newItems: [ItemIdentifierType], at position: Int, inSection section: Int, in operation: String) {
        guard !newItems.isEmpty else { return }
        if position == items.count {
            items.reserveCapacity(items.count + newItems.count)
            items.append(contentsOf: newItems)
            let added = items.count - sectionOfItem.count
            sectionOfItem.append(contentsOf: repeatElement(section, count: added))
            for later in section..<sectionEnds.count { sectionEnds[later] += added }
            if added < newItems.count { reportRefused(newItems, taken: items.elements[(items.count - added)...], in: operation) }
            return
        }
        var elements = items.elements
        elements.insert(contentsOf: newItems, at: position)
        var sections = sectionOfItem
        sections.insert(contentsOf: repeatElement(section, count: newItems.count), at: position)
        for later in section..<sectionEnds.count { sectionEnds[later] += newItems.count }
        setItems(elements, sections: sections, in: operation)
        work.itemsRewritten += items.count - newItems.count
    }

    /// Removes the items at `positions` (ascending, distinct). O(k) when they are the last
    /// items, O(n) otherwise.
    @inlinable
    mutating func removeItems(atAscending positions: [Int], in operation: String) {
        guard let first = positions.first else { return }
        var removedPerSection = [Int: Int]()
        for position in positions { removedPerSection[sectionOfItem[position], default: 0] += 1 }
        var removedBefore = 0
        for section in sectionEnds.indices {
            removedBefore += removedPerSection[section, default: 0]
            sectionEnds[section] -= removedBefore
        }
        if first == items.count - positions.count {
            items.removeLast(positions.count)
            sectionOfItem.removeLast(positions.count)
            return
        }
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
        setItems(kept, sections: keptSections, in: operation)
        work.itemsRewritten += items.count
    }

    /// Makes `elements` the items, in order, with `sections` their section numbers, given that
    /// `sectionEnds` already counts them all. O(n): one pass builds the position index.
    ///
    /// Equal identifiers cannot both be items. Normally none are given, but an identifier type
    /// whose `==` and `hash` disagree, or a class identifier whose hash changed while it was in
    /// the snapshot, can bring two together. In a debug build, where the unchecked index traps
    /// on them ("Duplicate elements found in input") and so compares as it builds anyway, the
    /// index is built checked and finds them: the first stays, the others leave (the section
    /// ends are counted again) and are reported as duplicates. A release build builds the
    /// unchecked index, which never traps and costs half as much as a checked one (0.31 s
    /// against 0.59 s for 1,000,000 `Int`s): equal identifiers it keeps are found when the
    /// snapshot is applied (`SnapshotDifference`, `itemsHeldTwice(in:)`), before they show.
    @inlinable
    mutating func setItems(_ elements: [ItemIdentifierType], sections: [Int], in operation: String) {
        #if !DEBUG
        items = OrderedSet(uncheckedUniqueElements: elements)
        sectionOfItem = sections
        #else
        var index = OrderedSet<ItemIdentifierType>(minimumCapacity: elements.count)
        index.append(contentsOf: elements)
        guard index.count < elements.count else {
            items = index
            sectionOfItem = sections
            return
        }
        var kept = OrderedSet<ItemIdentifierType>(minimumCapacity: elements.count)
        var keptSections: [Int] = []
        var repeated: [ItemIdentifierType] = []
        var ends = [Int](repeating: 0, count: sectionEnds.count)
        for (position, element) in elements.enumerated() {
            if kept.append(element).inserted {
                keptSections.append(sections[position])
                ends[sections[position]] += 1
            } else {
                repeated.append(element)
            }
        }
        for section in ends.indices.dropFirst() { ends[section] += ends[section - 1] }
        items = kept
        sectionOfItem = keptSections
        sectionEnds = ends
        DiffableDataSourceError.duplicates(repeated, kind: .item, in: operation).report()
        #endif
    }

    /// Reports the identifiers of `newItems` that an append left out, `taken` being those it
    /// took, in order.
    @inlinable
    func reportRefused(_ newItems: [ItemIdentifierType], taken: ArraySlice<ItemIdentifierType>, in operation: String) {
        var refused: [ItemIdentifierType] = []
        var next = taken.startIndex
        for item in newItems {
            if next < taken.endIndex, taken[next] == item {
                next += 1
            } else {
                refused.append(item)
            }
        }
        DiffableDataSourceError.duplicates(refused, kind: .item, in: operation).report()
    }

    /// Removes the items that are in the snapshot among `identifiers` and answers which they
    /// were, in the order given.
    @inlinable
    mutating func removeExisting(_ identifiers: [ItemIdentifierType], in operation: String) -> [ItemIdentifierType] {
        var positions: [Int] = []
        var existing: [ItemIdentifierType] = []
        for identifier in identifiers {
            if let position = items.firstIndex(of: identifier) {
                positions.append(position)
                existing.append(identifier)
            }
        }
        removeItems(atAscending: positions.sorted(), in: operation)
        return existing
    }

    /// Rebuilds the sections in a new order, each keeping its items: `order` lists old section
    /// numbers, and sections left out are removed with their items. O(n + S).
    ///
    /// Sections that a section identifier type whose `==` and `hash` disagree makes equal are
    /// reported as duplicates, and the snapshot stays as it was.
    @inlinable
    mutating func reorderSections(_ order: [Int], in operation: String) {
        guard let newSections = checkedSections(order.map { sections[$0] }, in: operation) else { return }
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
        sections = newSections
        sectionEnds = newEnds
        setItems(newItems, sections: newSectionOfItem, in: operation)
    }

    /// `order` as the snapshot's section set, or nil when two of its identifiers are equal
    /// (a section identifier type whose `==` and `hash` disagree), which is reported.
    @inlinable
    func checkedSections(_ order: [SectionIdentifierType], in operation: String) -> OrderedSet<SectionIdentifierType>? {
        var index = OrderedSet<SectionIdentifierType>(minimumCapacity: order.count)
        index.append(contentsOf: order)
        guard index.count < order.count else { return index }
        DiffableDataSourceError.duplicates(order.repeatedElements(), kind: .section, in: operation).report()
        return nil
    }
}
