/// What a section after a data update carries from the solution before it: the section it
/// was (`nil` for a new one) and the update's edits of its items. The facade translates a
/// batch update into these; the solver renumbers the measurements (`SectionItemEdits`), so
/// that every measured size stays with its item.
///
/// Items that leave are named by their indexes in the section before the update, items that
/// arrive by their indexes after it. A reloaded item leaves and arrives at its place, so it
/// starts at its estimate; a moved item leaves its old section and arrives in its new one,
/// bringing its measured size and item supplementaries (`carriedCells`,
/// `carriedSupplementaries`), read from wherever it was.
public struct CarriedSection: Hashable, Sendable {
    /// The index, in the previous solution, of the section this one was.
    public var source: Int?
    /// The items that leave the section, by their indexes before the update.
    public var removedItems: [Int]
    /// The items that arrive in the section, by their indexes after the update.
    public var addedItems: [Int]
    /// The measured cell sizes arriving items bring, by their indexes after the update.
    public var carriedCells: [Int: Size]
    /// The measured item supplementaries arriving items bring, by the items' indexes after
    /// the update.
    public var carriedSupplementaries: [SupplementaryKey: Size]

    /// A section carried from `source`, with the items that leave and arrive and what
    /// arriving items bring; by default the source's items all stay where they were.
    public init(
        source: Int?, removedItems: [Int] = [], addedItems: [Int] = [], carriedCells: [Int: Size] = [:],
        carriedSupplementaries: [SupplementaryKey: Size] = [:]
    ) {
        self.source = source
        self.removedItems = removedItems
        self.addedItems = addedItems
        self.carriedCells = carriedCells
        self.carriedSupplementaries = carriedSupplementaries
    }

    /// Whether the section's items change: some leave or arrive, or arriving ones bring a
    /// measurement.
    var editsItems: Bool {
        !removedItems.isEmpty || !addedItems.isEmpty || !carriedCells.isEmpty || !carriedSupplementaries.isEmpty
    }

    /// The edits, checked against a source of `oldCount` items and sorted; `nil` when they
    /// do not fit it.
    func itemEdits(oldCount: Int) -> SectionItemEdits? {
        var edits = SectionItemEdits()
        edits.removed = removedItems
        edits.added = addedItems
        edits.carriedCells = carriedCells
        edits.carriedSupplementaries = carriedSupplementaries
        guard edits.prepare(oldCount: oldCount) == nil else { return nil }
        return edits
    }

    /// What a section without a source starts from: the measurements arriving items bring.
    var broughtMeasurements: SectionMeasurements {
        var cells = MeasuredSizes()
        for (item, size) in carriedCells { cells[item] = size }
        return SectionMeasurements(cells: cells, supplementaries: carriedSupplementaries)
    }
}
