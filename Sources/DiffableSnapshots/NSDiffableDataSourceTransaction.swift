/// What one reordering did to a diffable data source's data: the snapshot before and after,
/// the items' difference between them, and one section transaction per section whose items
/// changed. A data source hands it to its reordering handlers.
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The data before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data after the reordering.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The removals and insertions that turn the initial items, all sections' in order, into
    /// the final ones; a moved item is a removal and an insertion associated with each other.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// One transaction for each section whose items differ, in the final order of sections.
    public let sectionTransactions: [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction that turns `initial` into `final`. O(n + d²) for n items and d
    /// changed ones (Swift's own difference, whose moves are inferred).
    package init(
        initial: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        final: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        sectionSnapshots: (SectionIdentifierType, NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        initialSnapshot = initial
        finalSnapshot = final
        difference = final.itemIdentifiers.difference(from: initial.itemIdentifiers).inferringMoves()
        sectionTransactions = final.sectionIdentifiers.compactMap { section in
            let before = initial.indexOfSection(section) == nil ? [] : initial.itemIdentifiers(inSection: section)
            let after = final.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(
                sectionIdentifier: section, initialSnapshot: sectionSnapshots(section, initial),
                finalSnapshot: sectionSnapshots(section, final),
                difference: after.difference(from: before).inferringMoves())
        }
    }
}

/// What one reordering did to the items of one section: its section snapshot before and after
/// and the difference between their items.
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the reordering.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The removals and insertions that turn the section's initial items into its final ones.
    public let difference: CollectionDifference<ItemIdentifierType>
}
