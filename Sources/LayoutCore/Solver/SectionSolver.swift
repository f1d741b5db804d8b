/// Places one section along the main axis, starting at `start` (SC-5 … SC-10, SC-15).
///
/// ```
/// start ─┬─ contentInsets.top
///        ├─ group 0
///        ├─ interGroupSpacing
///        ├─ group 1 …
///        ├─ contentInsets.bottom
/// end ───┘              (an empty section takes no space at all: OB-4)
/// ```
struct SectionSolver<Hooks: SolverHooks> {
    let container: Container
    let configuration: LayoutConfiguration
    let hooks: Hooks

    private var mainAxis: Axis { configuration.scrollAxis }

    /// The geometry of section `index` starting at `start` along the main axis.
    func solve(_ input: SectionInput, index: Int, start: Double) throws(LayoutError) -> SectionGeometry {
        let crossLength = container.size.length(along: mainAxis.cross)
        guard let section = input.section, input.itemCount > 0 else {
            return SectionGeometry(
                index: index, itemCount: 0,
                frame: Rect(origin: Point(main: start, cross: 0, axis: mainAxis), size: Size(main: 0, cross: crossLength, axis: mainAxis)),
                firstGroupOrigin: Point(main: start, cross: 0, axis: mainAxis), groupSize: .zero, trackAxis: mainAxis,
                groupStride: 0, slots: [])
        }
        let layoutBox = self.layoutBox(for: section)
        let groupContainer = Size(
            main: container.size.length(along: mainAxis) - section.contentInsets.total(along: mainAxis),
            cross: layoutBox.length, axis: mainAxis)
        let groupSize = section.group.size.resolve(in: groupContainer)
        let solver = GroupSolver(hooks: hooks)
        let slots = try solver.solve(section.group, boxSize: groupSize, path: "section \(index) › group")
        guard !slots.isEmpty else { throw LayoutError(.groupPlacesNoItems, at: "section \(index) › group") }

        let groupLength = groupSize.length(along: mainAxis)
        let stride = groupLength + section.interGroupSpacing
        let groupCount = input.itemCount / slots.count + (input.itemCount % slots.count == 0 ? 0 : 1)
        let firstGroup = start + section.contentInsets.leadingEdge(along: mainAxis)
        let groupsLength = Double(groupCount) * groupLength + Double(groupCount - 1) * section.interGroupSpacing
        let length = section.contentInsets.total(along: mainAxis) + groupsLength
        return SectionGeometry(
            index: index, itemCount: input.itemCount,
            frame: Rect(
                origin: Point(main: start, cross: 0, axis: mainAxis), size: Size(main: length, cross: crossLength, axis: mainAxis)),
            firstGroupOrigin: Point(main: firstGroup, cross: layoutBox.start, axis: mainAxis), groupSize: groupSize,
            trackAxis: mainAxis, groupStride: stride, slots: slots)
    }

    /// The cross-axis span groups are laid out in: the container minus the reference insets
    /// and the section's content insets on the cross axis (SC-2, SC-6).
    func layoutBox(for section: Section) -> (start: Double, length: Double) {
        let cross = mainAxis.cross
        let reference = referenceInsets(section.contentInsetsReference)
        let start = reference.leadingEdge(along: cross) + section.contentInsets.leadingEdge(along: cross)
        let length = container.size.length(along: cross) - reference.total(along: cross)
            - section.contentInsets.total(along: cross)
        return (start, length)
    }

    /// The reference insets of a section (SC-2): `.automatic` follows the configuration.
    func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalInsets {
        let resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        return container.insets(for: resolved)
    }
}
