/// UIKit's reason texts, one factory per exception a snapshot or section snapshot raises.
/// The texts are those UIKit's exceptions carry (see Docs/DECISIONS.md, "Diffable data
/// sources"); an update's description leaves out the address UIKit prints, which a value has
/// not.
extension DiffableDataSourceError {
    // MARK: Snapshots

    @usableFromInline
    static func duplicates(_ duplicates: some Sequence, kind: IdentifierKind, in operation: String) -> Self {
        Self(
            .duplicateIdentifiers, operation: operation,
            message: "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: \(IdentifierText.set(duplicates))")
    }

    @usableFromInline
    static func sectionsAlreadyExist<S>(_ existing: [S], in operation: String) -> Self {
        let one = existing.count == 1
        let listed = one ? IdentifierText.one(existing[0]) : IdentifierText.array(existing)
        return Self(
            .sectionIdentifiersAlreadyExist, operation: operation,
            message: "Diffable data source detected an attempt to insert or append \(existing.count) section identifier"
                + "\(one ? "" : "s") that already exist\(one ? "s" : "") in the snapshot. Identifiers in a snapshot must be"
                + " unique. Section identifier\(one ? "" : "s") that already exist\(one ? "s" : ""): \(listed)")
    }

    @usableFromInline
    static func itemsAlreadyExist<I>(_ existing: [I], in operation: String) -> Self {
        let one = existing.count == 1
        let listed = one ? IdentifierText.one(existing[0]) : IdentifierText.array(existing)
        let identifier = one ? "item identifier" : "item identifiers"
        return Self(
            .itemIdentifiersAlreadyExist, operation: operation,
            message: "Diffable data source detected an attempt to insert or append \(existing.count) \(identifier) that"
                + " already exist\(one ? "s" : "") in the snapshot. The existing \(identifier) will be moved into place"
                + " instead, but this operation will be more expensive. For best performance, inserted item identifiers"
                + " should always be unique. Set a symbolic breakpoint on"
                + " BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger."
                + " Item identifier\(one ? "" : "s") that already exist\(one ? "s" : ""): \(listed)")
    }

    @usableFromInline
    static func noSections(in operation: String) -> Self {
        Self(
            .noSections, operation: operation,
            message: "There are currently no sections in the data source. Please add a section first.")
    }

    /// UIKit's assertion text for a lookup that found nothing, such as `section != NSNotFound`.
    @usableFromInline
    static func notSatisfying(_ condition: String, _ reason: Reason, in operation: String) -> Self {
        Self(reason, operation: operation, message: "Invalid parameter not satisfying: \(condition)")
    }

    @usableFromInline
    static func unknownSection(in operation: String) -> Self {
        Self(
            .sectionNotFound, operation: operation,
            message: "Section identifier was not found. You can verify the section exists by calling the"
                + " indexOfSectionIdentifier API (which has O(1) performance)")
    }

    @usableFromInline
    static func missingForReload(_ identifier: some Any, kind: IdentifierKind, verb: String, in operation: String) -> Self {
        Self(
            kind == .item ? .itemNotFound : .sectionNotFound, operation: operation,
            message: "Attempted to \(verb) \(kind) identifier that does not exist in the snapshot: \(IdentifierText.one(identifier))")
    }

    @usableFromInline
    static func destinationAmongInserted<I>(_ destination: I, _ identifiers: [I], kind: IdentifierKind, in operation: String) -> Self {
        let update = updateDescription(action: "INS", destination: destination, identifiers: identifiers)
        let text =
            kind == .item
            ? "Invalid update: destination for insertion operation [\(IdentifierText.one(destination))] is in the insertion"
                + " identifier list for update: \(update)."
            : "Invalid update: destination for section operation [\(IdentifierText.one(destination))] is in the inserted"
                + " section list for update: \(update)"
        return Self(.destinationAmongInsertedIdentifiers, operation: operation, message: text)
    }

    @usableFromInline
    static func moveRelativeToItself<I>(_ identifier: I, kind: IdentifierKind, in operation: String) -> Self {
        let update = updateDescription(action: "MOV", destination: identifier, identifiers: [identifier])
        return Self(
            .moveRelativeToItself, operation: operation,
            message: "Invalid update: destination for \(kind) move is the same as the source [\(IdentifierText.one(identifier))]"
                + " for update: \(update).")
    }

    static func updateDescription<I>(action: String, destination: I, identifiers: [I]) -> String {
        "<_UIDiffableDataSourceUpdate - action: \(action); destinationIdentifier:\(IdentifierText.one(destination));"
            + " destIsSection: 0; identifiers: \(IdentifierText.list(identifiers))>"
    }

    // MARK: Section snapshots

    @usableFromInline
    static func sectionSnapshotDuplicates(_ duplicates: some Sequence, in operation: String) -> Self {
        Self(
            .duplicateIdentifiers, operation: operation,
            message: "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(IdentifierText.set(duplicates))")
    }

    /// "\(role) does not exist in section snapshot: X", for `role` such as "Parent item
    /// identifier" or "Item identifier to insert before".
    @usableFromInline
    static func notInSectionSnapshot(_ identifier: some Any, role: String, in operation: String) -> Self {
        Self(
            .itemNotFound, operation: operation,
            message: "\(role) does not exist in section snapshot: \(IdentifierText.one(identifier))")
    }

    @usableFromInline
    static func failedToFindIndex(of identifier: some Any, in operation: String) -> Self {
        Self(.itemNotFound, operation: operation, message: "Failed to find index of item \(IdentifierText.one(identifier))")
    }
}

/// Which of a snapshot's two identifier spaces a message speaks of.
@usableFromInline
enum IdentifierKind: String, CustomStringConvertible {
    case item, section
    @usableFromInline
    var description: String { rawValue }
}
