import OrderedCollections

/// The sections and items a diffable data source shows, named by identifiers, in order: UIKit's
/// `NSDiffableDataSourceSnapshot` as a value.
///
/// Storage: the items of all sections in one ordered set (one array of identifiers with a
/// compact hash table of their positions), the sections in another, the end of each section in
/// the items, and each item's section number. Every identifier is held once. Copying a
/// snapshot copies nothing; the first change to a copy copies its storage.
///
/// Costs, n items, S sections, k identifiers passed: appending to the last section and queries
/// by identifier are O(1) (amortized, expected); a change elsewhere moves what follows it,
/// O(n). Each member states its own cost.
///
/// Misuse that UIKit answers with an exception (`DiffableDataSourceError`) leaves the snapshot
/// unchanged and is reported; see `DiffableDataSourceError.collecting(_:)`.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: Sendable
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// The section identifiers in order.
    @usableFromInline
    var sections = OrderedSet<SectionIdentifierType>()
    /// The item identifiers of all sections, section by section.
    @usableFromInline
    var items = OrderedSet<ItemIdentifierType>()
    /// `sectionEnds[s]` is the position in `items` just past the last item of section `s`.
    @usableFromInline
    var sectionEnds: [Int] = []
    /// `sectionOfItem[p]` is the section number of `items[p]`.
    @usableFromInline
    var sectionOfItem: [Int] = []
    /// The items, item reconfigurations and sections marked for reload, in the order first
    /// marked.
    @usableFromInline
    var reloadMarks = OrderedSet<ItemIdentifierType>()
    @usableFromInline
    var reconfigureMarks = OrderedSet<ItemIdentifierType>()
    @usableFromInline
    var sectionReloadMarks = OrderedSet<SectionIdentifierType>()
    /// What the snapshot's changes cost beyond their own items.
    @usableFromInline
    package var work = SnapshotWork()

    /// The identity diff between two snapshots of this type, compiled where the snapshot was
    /// created (the app's code, for its identifier types). Code generic over the identifiers,
    /// such as a data source, diffs through it and so runs the specialized diff instead of
    /// the generic one, about 3× slower (Benchmarks/README.md › Snapshot diff). Copies share it.
    @usableFromInline
    package let difference: @Sendable (_ old: Self, _ new: Self) -> SnapshotDifference

    /// Creates a snapshot with no sections and no items. O(1).
    @inlinable
    public init() {
        difference = { SnapshotDifference(from: $0, to: $1) }
    }

    // MARK: Counts and identifiers

    /// How many items all sections hold together. O(1).
    @inlinable
    public var numberOfItems: Int { items.count }

    /// How many sections the snapshot has. O(1).
    @inlinable
    public var numberOfSections: Int { sections.count }

    /// The section identifiers, in order. O(1): the array shares the snapshot's storage.
    @inlinable
    public var sectionIdentifiers: [SectionIdentifierType] { sections.elements }

    /// The item identifiers of all sections, section by section. O(1): the array shares the
    /// snapshot's storage.
    @inlinable
    public var itemIdentifiers: [ItemIdentifierType] { items.elements }

    /// How many items the section holds. O(1). For a section that is not in the snapshot UIKit
    /// raises; here the answer is 0 and the misuse is reported.
    @inlinable
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let section = sections.firstIndex(of: identifier) else {
            DiffableDataSourceError.unknownSection(in: "numberOfItems(inSection:)").report()
            return 0
        }
        return sectionEnds[section] - sectionStart(section)
    }

    /// The section's item identifiers, in order. O(items of the section). For a section that is
    /// not in the snapshot UIKit raises; here the answer is empty and the misuse is reported.
    @inlinable
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let section = sections.firstIndex(of: identifier) else {
            DiffableDataSourceError.unknownSection(in: "itemIdentifiers(inSection:)").report()
            return []
        }
        return Array(items.elements[sectionStart(section)..<sectionEnds[section]])
    }

    /// The section that holds the item, or nil when the item is not in the snapshot. O(1).
    @inlinable
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        items.firstIndex(of: identifier).map { sections[sectionOfItem[$0]] }
    }

    /// The item's position among the items of all sections (not within its section), or nil
    /// when it is not in the snapshot. O(1).
    @inlinable
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        items.firstIndex(of: identifier)
    }

    /// The section's position, or nil when it is not in the snapshot. O(1).
    @inlinable
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    // MARK: Reload marks

    /// The items marked by `reloadItems(_:)`, in the order first marked. O(1). Marks stay
    /// when an item is deleted afterwards, as UIKit's do; applying a snapshot skips items it
    /// no longer holds.
    @inlinable
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadMarks.elements }

    /// The items marked by `reconfigureItems(_:)`, in the order first marked. O(1).
    @inlinable
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfigureMarks.elements }

    /// The sections marked by `reloadSections(_:)`, in the order first marked. O(1).
    @inlinable
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sectionReloadMarks.elements }

    // MARK: Positions

    /// Where section `section`'s items start in `items`.
    @inlinable
    func sectionStart(_ section: Int) -> Int {
        section == 0 ? 0 : sectionEnds[section - 1]
    }

    /// The item at index `item` of section number `section`, or nil when there is none. O(1).
    @inlinable
    package func itemIdentifier(atItem item: Int, inSection section: Int) -> ItemIdentifierType? {
        guard sections.indices.contains(section), item >= 0 else { return nil }
        let position = sectionStart(section) + item
        return position < sectionEnds[section] ? items[position] : nil
    }

    /// The number of items of section number `section`, or 0 when there is none. O(1).
    @inlinable
    package func numberOfItems(inSectionAt section: Int) -> Int {
        sections.indices.contains(section) ? sectionEnds[section] - sectionStart(section) : 0
    }

    /// The item's section number and its index within that section, or nil when it is not in
    /// the snapshot. O(1).
    @inlinable
    package func indexPath(ofItem identifier: ItemIdentifierType) -> (section: Int, item: Int)? {
        guard let position = items.firstIndex(of: identifier) else { return nil }
        let section = sectionOfItem[position]
        return (section, position - sectionStart(section))
    }
}
