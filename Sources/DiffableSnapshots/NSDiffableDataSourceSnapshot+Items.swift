import OrderedCollections

/// Adding, removing and moving items. Identifiers already in the snapshot are moved into
/// place, as UIKit does (it logs a warning; here `itemIdentifiersAlreadyExist` is reported).
extension NSDiffableDataSourceSnapshot {
    /// Adds the items at the end of the section, or of the last section when `sectionIdentifier`
    /// is nil. O(k) amortized for the last section, O(n) for another.
    ///
    /// Misuse, checked in UIKit's order: no section at all (`noSections`), identifiers that
    /// repeat (`duplicateIdentifiers`), a section that is not in the snapshot (`sectionNotFound`).
    @inlinable
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        let operation = "appendItems(_:toSection:)"
        guard !sections.isEmpty else { return DiffableDataSourceError.noSections(in: operation).report() }
        guard validateUnique(identifiers, in: operation) else { return }
        guard let target = sectionIdentifier.map({ sections.firstIndex(of: $0) }) ?? sections.count - 1 else {
            return DiffableDataSourceError.notSatisfying("section != NSNotFound", .sectionNotFound, in: operation).report()
        }
        moveExistingOut(of: identifiers, in: operation)
        place(identifiers, at: sectionEnds[target], inSection: target, in: operation)
    }

    /// Inserts the items just before `beforeIdentifier`, in its section. O(n).
    ///
    /// Misuse: identifiers that repeat, a destination among them
    /// (`destinationAmongInsertedIdentifiers`), a destination not in the snapshot (`itemNotFound`).
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: beforeIdentifier, after: false, in: "insertItems(_:beforeItem:)")
    }

    /// Inserts the items just after `afterIdentifier`, in its section. O(n).
    ///
    /// Misuse: as `insertItems(_:beforeItem:)`.
    @inlinable
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, nextTo: afterIdentifier, after: true, in: "insertItems(_:afterItem:)")
    }

    /// Removes the items; identifiers that are not in the snapshot are ignored, as UIKit
    /// ignores them. O(k) when they are the last items, O(n) otherwise.
    ///
    /// Misuse: identifiers that repeat.
    @inlinable
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        guard validateUnique(identifiers, in: "deleteItems(_:)") else { return }
        _ = removeExisting(identifiers, in: "deleteItems(_:)")
    }

    /// Removes every item and every section, as UIKit does; reload marks stay. O(1) besides
    /// releasing the storage.
    @inlinable
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
        sectionEnds.removeAll()
        sectionOfItem.removeAll()
    }

    /// Moves the item just before `toIdentifier`, into its section. O(n).
    ///
    /// Misuse, in UIKit's order: the item moved before itself (`moveRelativeToItself`), the item
    /// not in the snapshot, then the destination not in it (both `itemNotFound`).
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: false, in: "moveItem(_:beforeItem:)")
    }

    /// Moves the item just after `toIdentifier`, into its section. O(n).
    ///
    /// Misuse: as `moveItem(_:beforeItem:)`.
    @inlinable
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, nextTo: toIdentifier, after: true, in: "moveItem(_:afterItem:)")
    }

    @inlinable
    mutating func insertItems(
        _ identifiers: [ItemIdentifierType], nextTo destination: ItemIdentifierType, after: Bool, in operation: String
    ) {
        guard validateUnique(identifiers, in: operation) else { return }
        guard !identifiers.contains(destination) else {
            return DiffableDataSourceError.destinationAmongInserted(destination, identifiers, kind: .item, in: operation).report()
        }
        guard items.contains(destination) else {
            return DiffableDataSourceError.notSatisfying("section != NSNotFound", .itemNotFound, in: operation).report()
        }
        moveExistingOut(of: identifiers, in: operation)
        insert(identifiers, nextTo: destination, after: after, in: operation)
    }

    @inlinable
    mutating func moveItem(
        _ identifier: ItemIdentifierType, nextTo destination: ItemIdentifierType, after: Bool, in operation: String
    ) {
        guard identifier != destination else {
            return DiffableDataSourceError.moveRelativeToItself(identifier, kind: .item, in: operation).report()
        }
        guard items.contains(identifier) else {
            return DiffableDataSourceError.notSatisfying("fromIndex != NSNotFound", .itemNotFound, in: operation).report()
        }
        guard items.contains(destination) else {
            return DiffableDataSourceError.notSatisfying("toIndex != NSNotFound", .itemNotFound, in: operation).report()
        }
        _ = removeExisting([identifier], in: operation)
        insert([identifier], nextTo: destination, after: after, in: operation)
    }

    /// Places items that are not in the snapshot next to `destination`, which is.
    @inlinable
    mutating func insert(
        _ identifiers: [ItemIdentifierType], nextTo destination: ItemIdentifierType, after: Bool, in operation: String
    ) {
        guard let position = items.firstIndex(of: destination) else { return }
        place(identifiers, at: after ? position + 1 : position, inSection: sectionOfItem[position], in: operation)
    }

    /// Takes the identifiers that are already in the snapshot out of it, reporting them as UIKit
    /// logs them.
    @inlinable
    mutating func moveExistingOut(of identifiers: [ItemIdentifierType], in operation: String) {
        let existing = removeExisting(identifiers, in: operation)
        if !existing.isEmpty { DiffableDataSourceError.itemsAlreadyExist(existing, in: operation).report() }
    }

    /// Whether the identifiers are distinct; reports them when not.
    @inlinable
    func validateUnique<Identifier: Hashable>(
        _ identifiers: [Identifier], kind: IdentifierKind = .item, in operation: String
    ) -> Bool {
        let repeated = identifiers.repeatedElements()
        if !repeated.isEmpty { DiffableDataSourceError.duplicates(repeated, kind: kind, in: operation).report() }
        return repeated.isEmpty
    }
}
