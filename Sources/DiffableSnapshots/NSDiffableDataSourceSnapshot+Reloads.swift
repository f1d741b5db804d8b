import OrderedCollections

/// Marking items and sections whose content changed. Marks change no identifier; applying the
/// snapshot reloads or reconfigures what they name.
extension NSDiffableDataSourceSnapshot {
    /// Marks the items to be reloaded (their cells made anew) when the snapshot is applied.
    /// O(k).
    ///
    /// Misuse: identifiers that repeat, an item not in the snapshot (`itemNotFound`, reported
    /// for the first one, as UIKit raises for it).
    @inlinable
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: \.reloadMarks, verb: "reload", operation: "reloadItems(_:)")
    }

    /// Marks the items to be reconfigured (their existing cells updated) when the snapshot is
    /// applied. O(k).
    ///
    /// Misuse: as `reloadItems(_:)`.
    @inlinable
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        mark(identifiers, in: \.reconfigureMarks, verb: "reconfigure", operation: "reconfigureItems(_:)")
    }

    /// Marks the sections to be reloaded when the snapshot is applied. O(k).
    ///
    /// Misuse: identifiers that repeat, a section not in the snapshot (`sectionNotFound`).
    @inlinable
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let operation = "reloadSections(_:)"
        guard validateUnique(identifiers, kind: .section, in: operation) else { return }
        if let missing = identifiers.first(where: { !sections.contains($0) }) {
            return DiffableDataSourceError.missingForReload(missing, kind: .section, verb: "reload", in: operation).report()
        }
        for identifier in identifiers { sectionReloadMarks.append(identifier) }
    }

    @inlinable
    mutating func mark(
        _ identifiers: [ItemIdentifierType], in marks: WritableKeyPath<Self, OrderedSet<ItemIdentifierType>>, verb: String,
        operation: String
    ) {
        guard validateUnique(identifiers, in: operation) else { return }
        if let missing = identifiers.first(where: { !items.contains($0) }) {
            return DiffableDataSourceError.missingForReload(missing, kind: .item, verb: verb, in: operation).report()
        }
        for identifier in identifiers { self[keyPath: marks].append(identifier) }
    }
}

extension NSDiffableDataSourceSnapshot {
    /// The snapshot with no reload or reconfigure marks: what a data source keeps once it has
    /// applied the snapshot, as UIKit's does. O(1) besides releasing the marks.
    @inlinable
    package func removingMarks() -> Self {
        var copy = self
        copy.reloadMarks = []
        copy.reconfigureMarks = []
        copy.sectionReloadMarks = []
        return copy
    }
}
