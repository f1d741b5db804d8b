/// A solved top-level group: the cells it places and the supplementaries of its groups,
/// relative to its box origin.
struct SolvedGroup {
    /// The cells, in item order.
    var slots: [Slot]
    /// The supplementaries of the group and of its nested groups, in placement order.
    var groupSupplementaries: [GroupSupplementary]
}
