/// Places one section along the main axis, starting at `start` (SC-5 … SC-10, SC-15,
/// B-4 … B-9, D-1, D-2).
///
/// ```
/// start ─┬─ extending headers (tallest)
///        ├─ contentInsets.top
///        ├─ group 0
///        ├─ interGroupSpacing
///        ├─ group 1 …
///        ├─ contentInsets.bottom
///        ├─ extending footers (tallest)
/// end ───┘   (without items: headers and footers only, no insets and no background: OB-4)
/// ```
struct SectionSolver<Hooks: SolverHooks> {
    let container: Container
    let configuration: LayoutConfiguration
    let hooks: Hooks

    private var mainAxis: Axis { configuration.scrollAxis }

    /// The geometry of section `index` starting at `start` along the main axis.
    func solve(_ input: SectionInput, index: Int, start: Double) throws(LayoutError) -> SectionGeometry {
        let crossLength = container.size.length(along: mainAxis.cross)
        guard let section = input.section else {
            return SectionGeometry(
                index: index, itemCount: 0, frame: span(from: start, length: 0),
                firstGroupOrigin: Point(main: start, cross: 0, axis: mainAxis), groupSize: .zero, trackAxis: mainAxis,
                groupStride: 0, slots: [])
        }
        let boundary = boundaryPlacement(for: section)
        let resolved = boundary.resolve(section.boundaryItems, mainContainerLength: container.size.length(along: mainAxis))
        let headerLength = BoundaryPlacement.extensionLength(of: resolved, on: .start, mainAxis: mainAxis)
        let footerLength = BoundaryPlacement.extensionLength(of: resolved, on: .end, mainAxis: mainAxis)
        let contentStart = start + headerLength

        var groups = GroupTrack(
            firstGroupOrigin: Point(main: contentStart, cross: 0, axis: mainAxis), groupSize: .zero, stride: 0,
            axis: mainAxis, row: nil)
        var solved = SolvedGroup(slots: [], groupSupplementaries: [])
        var contentLength = 0.0
        if input.itemCount > 0 {
            (groups, solved) = try solveGroups(of: section, index: index, contentStart: contentStart, itemCount: input.itemCount)
            let capacity = solved.slots.count
            let groupCount = input.itemCount / capacity + (input.itemCount % capacity == 0 ? 0 : 1)
            let groupLength = groups.groupSize.length(along: mainAxis)
            let rows = groups.row == nil ? Double(groupCount) : 1
            contentLength = section.contentInsets.total(along: mainAxis) + rows * groupLength
                + (rows - 1) * section.interGroupSpacing
        }
        let contentEnd = contentStart + contentLength
        let end = contentEnd + footerLength
        var boundaryItems = boundary.place(resolved, start: start, contentStart: contentStart, contentEnd: contentEnd)

        var decorations: [PlacedDecoration] = []
        if input.itemCount > 0 {
            let reference = referenceInsets(section.contentInsetsReference)
            let cross = mainAxis.cross
            let sectionRect = Rect(
                origin: Point(main: start, cross: reference.leadingEdge(along: cross), axis: mainAxis),
                size: Size(main: end - start, cross: crossLength - reference.total(along: cross), axis: mainAxis))
            decorations = section.decorationItems.map {
                PlacedDecoration(kind: $0.kind, frame: sectionRect.inset(by: $0.contentInsets), zIndex: $0.zIndex)
            }
        }
        if !decorations.isEmpty {
            Self.promoteAboveBackground(&solved, &boundaryItems)
        }
        return SectionGeometry(
            index: index, itemCount: input.itemCount, frame: span(from: start, length: end - start),
            firstGroupOrigin: groups.firstGroupOrigin, groupSize: groups.groupSize, trackAxis: groups.axis,
            groupStride: groups.stride, slots: solved.slots, groupSupplementaries: solved.groupSupplementaries,
            boundaryItems: boundaryItems, decorations: decorations, orthogonalRow: groups.row)
    }

    private struct GroupTrack {
        var firstGroupOrigin: Point
        var groupSize: Size
        var stride: Double
        var axis: Axis
        var row: OrthogonalRow?
    }

    /// Solves the section's group and where its instances go: stacked along the main axis, or
    /// side by side in one row across it for an orthogonal section (O-1 … O-5, OB-8).
    private func solveGroups(of section: Section, index: Int, contentStart: Double, itemCount: Int) throws(LayoutError)
        -> (GroupTrack, SolvedGroup)
    {
        let cross = mainAxis.cross
        let layoutBox = self.layoutBox(for: section)
        let isRow = section.orthogonalScrolling != .none
        // An orthogonal row's group resolves its cross-axis fractions against the whole
        // container, not the inset section (OB-8).
        let groupContainer = Size(
            main: container.size.length(along: mainAxis) - section.contentInsets.total(along: mainAxis),
            cross: isRow ? container.size.length(along: cross) : layoutBox.length, axis: mainAxis)
        let groupSize = section.group.size.resolve(in: groupContainer)
        let solved = try GroupSolver(hooks: hooks).solve(section.group, boxSize: groupSize, path: "section \(index) › group")
        guard !solved.slots.isEmpty else { throw LayoutError(.groupPlacesNoItems, at: "section \(index) › group") }
        let main = contentStart + section.contentInsets.leadingEdge(along: mainAxis)
        guard isRow else {
            let track = GroupTrack(
                firstGroupOrigin: Point(main: main, cross: layoutBox.start, axis: mainAxis), groupSize: groupSize,
                stride: groupSize.length(along: mainAxis) + section.interGroupSpacing, axis: mainAxis, row: nil)
            return (track, solved)
        }
        let groupLength = groupSize.length(along: cross)
        let centring = section.orthogonalScrolling == .groupPagingCentered ? max(0, (layoutBox.length - groupLength) / 2) : 0
        let capacity = solved.slots.count
        let groupCount = itemCount / capacity + (itemCount % capacity == 0 ? 0 : 1)
        let trailing = container.size.length(along: cross) - layoutBox.start - layoutBox.length
        let stride = groupLength + section.interGroupSpacing
        let rowLength = layoutBox.start + centring + Double(groupCount) * groupLength
            + Double(groupCount - 1) * section.interGroupSpacing + centring + trailing
        let row = OrthogonalRow(
            behavior: section.orthogonalScrolling, contentLength: rowLength,
            viewportLength: container.size.length(along: cross), groupStride: stride, groupCount: groupCount)
        let track = GroupTrack(
            firstGroupOrigin: Point(main: main, cross: layoutBox.start + centring, axis: mainAxis), groupSize: groupSize,
            stride: stride, axis: cross, row: row)
        return (track, solved)
    }

    /// A background lifts everything else in its section to zIndex 1 or more (D-2, Q-14).
    private static func promoteAboveBackground(_ solved: inout SolvedGroup, _ boundaryItems: inout [PlacedBoundaryItem]) {
        for index in solved.slots.indices {
            solved.slots[index].zIndex = max(solved.slots[index].zIndex, 1)
            for attached in solved.slots[index].supplementaries.indices {
                solved.slots[index].supplementaries[attached].zIndex = max(solved.slots[index].supplementaries[attached].zIndex, 1)
            }
        }
        for index in solved.groupSupplementaries.indices {
            solved.groupSupplementaries[index].zIndex = max(solved.groupSupplementaries[index].zIndex, 1)
        }
        for index in boundaryItems.indices {
            boundaryItems[index].zIndex = max(boundaryItems[index].zIndex, 1)
        }
    }

    private func span(from start: Double, length: Double) -> Rect {
        Rect(
            origin: Point(main: start, cross: 0, axis: mainAxis),
            size: Size(main: length, cross: container.size.length(along: mainAxis.cross), axis: mainAxis))
    }

    /// The cross-axis span of the section's boundary items (B-4): the container minus the
    /// supplementary reference insets (`.automatic` = the configuration's reference, not the
    /// section's), and minus the section's content insets when they are followed.
    private func boundaryPlacement(for section: Section) -> BoundaryPlacement {
        let cross = mainAxis.cross
        let insets = referenceInsets(section.supplementaryContentInsetsReference)
        let followed = section.supplementariesFollowContentInsets ? section.contentInsets : .zero
        return BoundaryPlacement(
            mainAxis: mainAxis,
            crossStart: insets.leadingEdge(along: cross) + followed.leadingEdge(along: cross),
            crossLength: container.size.length(along: cross) - insets.total(along: cross) - followed.total(along: cross))
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
