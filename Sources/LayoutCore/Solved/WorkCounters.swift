/// How much work a solution has done since it was created: what tests count to prove the
/// engine's complexity (one measurement solves O(1) groups and touches O(log n) nodes)
/// without timing anything.
public struct WorkCounters: Hashable, Sendable {
    /// Top-level groups solved (templates, measured groups, and partial last groups that
    /// size to their content); in a flowing section, every group a flow or re-flow decides
    /// again (template groups it skips are not counted: they are not visited).
    public var groupsSolved = 0
    /// Of ``groupsSolved``, the groups of one stretched cell solved again from the template
    /// and the cell's measurement, without solving the group.
    public var groupsStretched = 0
    /// Nodes of group-extent trees, flowing sections' anchor trees and section prefix sums
    /// visited by updates.
    public var treeNodesTouched = 0
    /// Sections solved from scratch (copies of the section before included: see
    /// ``sectionsCopied``).
    public var sectionsSolved = 0
    /// Sections whose items a data update inserted and removed in place, in their trees,
    /// rather than solving them again (not counted in ``sectionsSolved``).
    public var sectionsEdited = 0
    /// Sections kept from an earlier solution because nothing they depend on changed.
    public var sectionsReused = 0
    /// Of ``sectionsSolved``, the sections that are copies of the section solved just before
    /// them, described alike and with as many items: they share its storage and solve no
    /// group.
    public var sectionsCopied = 0

    /// No work yet.
    public init() {}
}
