import OrderedCollections

/// Adding, removing and moving sections; a section takes its items with it.
extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections at the end. O(k) amortized.
    ///
    /// Misuse: identifiers that repeat (`duplicateIdentifiers`), sections already in the
    /// snapshot (`sectionIdentifiersAlreadyExist`; UIKit refuses these, unlike items).
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let operation = "appendSections(_:)"
        guard validateUnique(identifiers, kind: .section, in: operation), validateNew(identifiers, in: operation) else { return }
        for identifier in identifiers { sections.append(identifier) }
        sectionEnds.append(contentsOf: repeatElement(items.count, count: identifiers.count))
    }

    /// Inserts empty sections just before `toIdentifier`. O(S + items after the insertion).
    ///
    /// Misuse, in UIKit's order: identifiers that repeat, a destination among them
    /// (`destinationAmongInsertedIdentifiers`), a destination not in the snapshot
    /// (`sectionNotFound`), sections already in it.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: false, in: "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections just after `toIdentifier`. O(S + items after the insertion).
    ///
    /// Misuse: as `insertSections(_:beforeSection:)`.
    @inlinable
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        insertSections(identifiers, nextTo: toIdentifier, after: true, in: "insertSections(_:afterSection:)")
    }

    /// Removes the sections with their items; identifiers that are not in the snapshot are
    /// ignored. O(n + S).
    ///
    /// Misuse: identifiers that repeat.
    @inlinable
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let operation = "deleteSections(_:)"
        guard validateUnique(identifiers, kind: .section, in: operation) else { return }
        let removed = Set(identifiers.compactMap { sections.firstIndex(of: $0) })
        guard !removed.isEmpty else { return }
        reorderSections(sections.indices.filter { !removed.contains($0) }, in: operation)
    }

    /// Moves the section, with its items, just before `toIdentifier`. O(n + S).
    ///
    /// Misuse, in UIKit's order: the section moved before itself (`moveRelativeToItself`), the
    /// section not in the snapshot, then the destination not in it (both `sectionNotFound`).
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false, in: "moveSection(_:beforeSection:)")
    }

    /// Moves the section, with its items, just after `toIdentifier`. O(n + S).
    ///
    /// Misuse: as `moveSection(_:beforeSection:)`.
    @inlinable
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true, in: "moveSection(_:afterSection:)")
    }

    @inlinable
    mutating func insertSections(
        _ identifiers: [SectionIdentifierType], nextTo destination: SectionIdentifierType, after: Bool, in operation: String
    ) {
        guard validateUnique(identifiers, kind: .section, in: operation) else { return }
        guard !identifiers.contains(destination) else {
            return DiffableDataSourceError.destinationAmongInserted(destination, identifiers, kind: .section, in: operation).report()
        }
        guard let index = sections.firstIndex(of: destination) else {
            return DiffableDataSourceError.notSatisfying("insertIndex != NSNotFound", .sectionNotFound, in: operation).report()
        }
        guard validateNew(identifiers, in: operation), !identifiers.isEmpty else { return }
        let position = after ? index + 1 : index
        var order = sections.elements
        order.insert(contentsOf: identifiers, at: position)
        guard let newSections = checkedSections(order, in: operation) else { return }
        sections = newSections
        let start = sectionStart(position)
        sectionEnds.insert(contentsOf: repeatElement(start, count: identifiers.count), at: position)
        for item in start..<sectionOfItem.count { sectionOfItem[item] += identifiers.count }
        work.sectionNumbersRewritten += sectionOfItem.count - start
    }

    @inlinable
    mutating func moveSection(
        _ identifier: SectionIdentifierType, nextTo destination: SectionIdentifierType, after: Bool, in operation: String
    ) {
        guard identifier != destination else {
            return DiffableDataSourceError.moveRelativeToItself(identifier, kind: .section, in: operation).report()
        }
        guard let from = sections.firstIndex(of: identifier) else {
            return DiffableDataSourceError.notSatisfying("fromSection != NSNotFound", .sectionNotFound, in: operation).report()
        }
        guard let to = sections.firstIndex(of: destination) else {
            return DiffableDataSourceError.notSatisfying("toSection != NSNotFound", .sectionNotFound, in: operation).report()
        }
        var order = Array(sections.indices)
        order.remove(at: from)
        let anchor = to > from ? to - 1 : to
        order.insert(from, at: after ? anchor + 1 : anchor)
        reorderSections(order, in: operation)
    }

    /// Whether none of the sections is in the snapshot yet; reports those that are.
    @inlinable
    func validateNew(_ identifiers: [SectionIdentifierType], in operation: String) -> Bool {
        let existing = identifiers.filter { sections.contains($0) }
        if !existing.isEmpty { DiffableDataSourceError.sectionsAlreadyExist(existing, in: operation).report() }
        return existing.isEmpty
    }
}
