/// The measured sizes applied while solving one top-level group instance, keyed by
/// position inside the group: a cell by its slot, an item supplementary by kind and slot,
/// a group supplementary by kind and instance; and, for a section's partial last group, how
/// many of its slots hold an item.
struct GroupSizing {
    /// Measured cells by slot.
    var cells: [Int: Size] = [:]
    /// Measured item supplementaries by kind and slot.
    var itemSupplementaries: [SupplementaryKey: Size] = [:]
    /// Measured group supplementaries by kind and instance within the group.
    var groupSupplementaries: [SupplementaryKey: Size] = [:]
    /// The number of slots that hold an item, when fewer than all do (a partial last group,
    /// SC-9); `nil` when every slot does. Empty slots keep their places but are not content:
    /// they do not grow an estimated group and are nobody's uniform sibling.
    var presentSlots: Int?

    /// No measurement: the group at its estimates.
    static let none = GroupSizing()

    /// Whether nothing was measured and every slot holds an item: the group is the template.
    var isEmpty: Bool {
        cells.isEmpty && itemSupplementaries.isEmpty && groupSupplementaries.isEmpty && presentSlots == nil
    }

    /// Whether the slot at `slot` (numbered within the top-level group) holds an item.
    func isPresent(_ slot: Int) -> Bool {
        presentSlots.map { slot < $0 } ?? true
    }
}
