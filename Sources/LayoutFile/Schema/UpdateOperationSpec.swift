/// One entry of `update`: a change of the data, named as the view's batch-update call that
/// makes it. The entries of a file form one batch update, with UIKit's semantics: deletions
/// and reloads name index paths before the update, insertions after it, moves both; their
/// order in the list does not matter.
///
/// ```yaml
/// update:
///   - deleteItems: [[0, 1]]
///   - insertItems: [[0, 0], [0, 3]]
///   - moveItem: {from: [0, 4], to: [0, 2]}
///   - reloadItems: [[0, 5]]
///   - deleteSections: [2]
///   - insertSections: [{at: 1, section: {numberOfItems: 3, group: {…}}}]
///   - moveSection: {from: 0, to: 1}
/// ```
public enum UpdateOperationSpec: Hashable, Sendable, Encodable {
    /// `insertItems`: index paths after the update.
    case insertItems([IndexPathSpec])
    /// `deleteItems`: index paths before the update.
    case deleteItems([IndexPathSpec])
    /// `moveItem`: from an index path before the update to one after it.
    case moveItem(from: IndexPathSpec, to: IndexPathSpec)
    /// `reloadItems`: index paths before the update.
    case reloadItems([IndexPathSpec])
    /// `insertSections`: the new sections, each at its index after the update.
    case insertSections([InsertedSectionSpec])
    /// `deleteSections`: section indexes before the update.
    case deleteSections([Int])
    /// `moveSection`: from a section index before the update to one after it.
    case moveSection(from: Int, to: Int)

    /// The entry's keys: each entry has exactly one.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case insertItems, deleteItems, moveItem, reloadItems, insertSections, deleteSections, moveSection
    }

    /// The entry's one key, as the file writes it.
    var key: String {
        let key: CodingKeys =
            switch self {
            case .insertItems: .insertItems
            case .deleteItems: .deleteItems
            case .moveItem: .moveItem
            case .reloadItems: .reloadItems
            case .insertSections: .insertSections
            case .deleteSections: .deleteSections
            case .moveSection: .moveSection
            }
        return key.stringValue
    }

    /// The keys of `moveItem` and `moveSection`.
    enum MoveKeys: String, CodingKey, CaseIterable {
        case from, to
    }

    /// Writes the entry as a mapping with its one key.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .insertItems(let paths): try container.encode(paths, forKey: .insertItems)
        case .deleteItems(let paths): try container.encode(paths, forKey: .deleteItems)
        case .reloadItems(let paths): try container.encode(paths, forKey: .reloadItems)
        case .moveItem(let from, let to):
            var move = container.nestedContainer(keyedBy: MoveKeys.self, forKey: .moveItem)
            try move.encode(from, forKey: .from)
            try move.encode(to, forKey: .to)
        case .insertSections(let sections): try container.encode(sections, forKey: .insertSections)
        case .deleteSections(let sections): try container.encode(sections, forKey: .deleteSections)
        case .moveSection(let from, let to):
            var move = container.nestedContainer(keyedBy: MoveKeys.self, forKey: .moveSection)
            try move.encode(from, forKey: .from)
            try move.encode(to, forKey: .to)
        }
    }
}

/// An index path in a file: `[section, item]`.
public struct IndexPathSpec: Hashable, Sendable, Encodable {
    /// The section index, ≥ 0.
    public var section: Int
    /// The item index in the section, ≥ 0.
    public var item: Int

    /// Creates an index path.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    /// Writes `[section, item]`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        try container.encode(section)
        try container.encode(item)
    }
}

/// One entry of `insertSections`: `{at, section}`, the index the new section has after the
/// update and the section, written as an entry of `sections` is.
public struct InsertedSectionSpec: Hashable, Sendable, Encodable {
    /// `at`: the section's index after the update, ≥ 0.
    public var at: Int
    /// `section`: its item count and layout.
    public var section: SectionEntry

    /// Creates an inserted section.
    public init(at: Int, section: SectionEntry) {
        self.at = at
        self.section = section
    }

    /// The entry's keys.
    enum CodingKeys: String, CodingKey, CaseIterable {
        case at, section
    }
}
