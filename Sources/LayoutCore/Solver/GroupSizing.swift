/// The measured sizes applied while solving one top-level group instance, keyed by
/// position inside the group: a cell by its slot, an item supplementary by kind and slot,
/// a group supplementary by kind and instance.
struct GroupSizing {
    /// Measured cells by slot.
    var cells: [Int: Size] = [:]
    /// Measured item supplementaries by kind and slot.
    var itemSupplementaries: [SupplementaryKey: Size] = [:]
    /// Measured group supplementaries by kind and instance within the group.
    var groupSupplementaries: [SupplementaryKey: Size] = [:]

    /// No measurement: the group at its estimates.
    static let none = GroupSizing()

    /// Whether nothing was measured.
    var isEmpty: Bool { cells.isEmpty && itemSupplementaries.isEmpty && groupSupplementaries.isEmpty }
}
