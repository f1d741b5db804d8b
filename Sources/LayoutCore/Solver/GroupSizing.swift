/// The measured sizes applied while solving one top-level group instance, keyed by
/// position inside the group: a cell by its slot, an item supplementary by kind and slot,
/// a group supplementary by kind and instance; and, for a section's partial last group, how
/// many of its slots hold an item.
///
/// A group of a flowing section does not know how many items it holds before it is solved:
/// it reads its cells' and their supplementaries' measurements from the section's (`flow`),
/// from its first item on, and fits its subitems at those measured lengths (S-11).
struct GroupSizing {
    /// Where a flowing group's measurements come from.
    struct FlowSource {
        /// The section's measurements.
        var measurements: SectionMeasurements
        /// The item in slot 0.
        var firstItem: Int
        /// The number of items in the section.
        var itemCount: Int

        /// The item in `slot`, or `nil` past the section's items.
        func item(inSlot slot: Int) -> Int? {
            slot >= 0 && slot < itemCount - firstItem ? firstItem + slot : nil
        }
    }

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
    /// For a group of a flowing section: the measurements its slots read, and fitting at
    /// measured lengths.
    var flow: FlowSource?

    /// No measurement: the group at its estimates.
    static let none = GroupSizing()

    /// Whether nothing was measured and every slot holds an item: the group is the template.
    var isEmpty: Bool {
        cells.isEmpty && itemSupplementaries.isEmpty && groupSupplementaries.isEmpty && presentSlots == nil
            && flow == nil
    }

    /// Whether the slot at `slot` (numbered within the top-level group) holds an item.
    func isPresent(_ slot: Int) -> Bool {
        presentSlots.map { slot < $0 } ?? true
    }

    /// The measured size of the cell in `slot`, if any.
    func cell(_ slot: Int) -> Size? {
        guard let flow else { return cells[slot] }
        return flow.item(inSlot: slot).flatMap { flow.measurements.cells[$0] }
    }

    /// The measured size of the item supplementary of `kind` on the cell in `slot`, if any.
    func itemSupplementary(kind: String, slot: Int) -> Size? {
        guard let flow else { return itemSupplementaries[SupplementaryKey(kind: kind, item: slot)] }
        return flow.item(inSlot: slot).flatMap { flow.measurements.supplementaries[SupplementaryKey(kind: kind, item: $0)] }
    }
}
