/// What the solver keeps of a section to solve one of its groups, or its ends, again when a
/// measurement arrives, without seeing the rest of the layout.
struct SectionPlan: Hashable, Sendable {
    /// The scrolling row of an orthogonal section.
    struct Row: Hashable, Sendable {
        /// How the row comes to rest.
        var behavior: OrthogonalScrolling
        /// Its deceleration and bounce.
        var scrolling: RowScrolling
        /// The row's length before group 0: the leading inset and any centring.
        var leadingLength: Double
        /// The row's length after the last group: centring and the trailing inset.
        var trailingLength: Double
    }

    /// The section as described, with its item count.
    var input: SectionInput
    /// The layout's main axis.
    var mainAxis: Axis
    /// The top-level group's box as resolved against the section, before it grows.
    var proposedGroupSize: Size
    /// The cross-axis coordinate of group 0's origin.
    var groupCrossStart: Double
    /// Where the section's boundary items go across the main axis.
    var boundary: BoundaryPlacement
    /// The container's length on the main axis (boundary items resolve heights against it).
    var mainContainerLength: Double
    /// Where backgrounds start across the main axis, and how long they are.
    var decorationCrossStart: Double
    /// The backgrounds' cross-axis length.
    var decorationCrossLength: Double
    /// The row, for an orthogonal section.
    var row: Row?
    /// Whether the section's top-level group is `uniformAcrossSiblings` along the track, so
    /// every group takes the longest measured one (S-40).
    var sharesGroupLength: Bool
    /// Whether the section's groups flow: each takes as many items as fit at their measured
    /// lengths (`Section.flowAxis`), so its track keeps a `FlowingGroups`.
    var flows: Bool
    /// Whether each of the section's groups is one cell that sizes it along the track, so a
    /// measurement is taken in without solving the group (`SectionSolver+StretchedCell`).
    var holdsOneStretchedCell: Bool
    /// Whether any of the section's sizes depends on the container's main-axis length, so a
    /// change of that length alone must solve the section again.
    var dependsOnMainLength: Bool
    /// The list style of a list section (only lists have space before them): read on every
    /// index-path query, so kept here rather than looked up through `input`.
    var list: ListStyle?

    /// The section description; `nil` for a section without one.
    var section: Section? { input.section }
}
