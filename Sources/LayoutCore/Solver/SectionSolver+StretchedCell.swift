/// A group of one self-sizing cell that grows with it, the list row (S-33): measuring the
/// cell gives its group the solution `GroupSolver` would, made from the template without
/// solving the group again.
///
/// ```
/// template (estimate e):   ┌──────────────┐ 0        measured h:  ┌──────────────┐ 0
///                          │ cell         │                       │ cell         │
///                          └──────────────┘ e                     │              │
///                                                                 └──────────────┘ h
/// ```
///
/// The conditions (`holdsOneStretchedCell(_:trackAxis:)`), and why the solver's answer is the
/// template with its box and its cell `h` long along the track, nothing moved: the group is
/// estimated along the track, so its content insets there count as zero (S-6) and its inner
/// box starts at 0; it places one item (capacity 1, chosen at estimates as the template's
/// was), without edge spacing, so the item's box starts at the inner box's start along the
/// track whichever way the group's line runs; the item is estimated along the track and not
/// across it, so the measurement sets its length along the track only (S-31), its insets
/// there count as zero, and its frame is its box: `0 … h`; the group grows to its content
/// along the track: `h` (`max(0, 0 + h)`, as `GroupSolver` adds it up). Across the track
/// nothing depends on the measurement. Without supplementaries, backgrounds (which raise the
/// cells' zIndex), flowing or shared group lengths, nothing else is placed. The track may run
/// along the main axis or, in an orthogonal row, across it. `StretchedCellTests` compares this
/// with `resolveGroupBySolving` bit for bit.
extension SectionSolver {
    /// Whether `section`'s groups are each one cell that sizes the group along `trackAxis`
    /// (the conditions above), given that the template places one cell.
    static func holdsOneStretchedCell(_ section: Section, trackAxis: Axis) -> Bool {
        let group = section.group
        guard section.decorationItems.isEmpty, group.supplementaryItems.isEmpty,
            case .estimated = group.size.dimension(along: trackAxis),
            case .subitems(_, let subitems) = group.arrangement, subitems.count == 1,
            case .item(let item) = subitems[0]
        else { return false }
        guard case .estimated = item.size.dimension(along: trackAxis) else { return false }
        return !item.size.dimension(along: trackAxis.cross).isEstimated && item.supplementaryItems.isEmpty
            && item.edgeSpacing == EdgeSpacing.none
    }
}

/// The shortcut itself, on the section's geometry rather than on `SectionSolver`: it calls no
/// hook, so a measurement taken in through `LayoutSolution.setMeasuredSize` (generic over the
/// caller's hooks, and not specialized for them across the module boundary) reaches it
/// without making a solver, whose generic type would be instantiated at run time.
extension SectionGeometry {
    /// Whether group `group` is one stretched cell: the section's groups each hold one cell
    /// that sizes its group along the track (`SectionPlan.holdsOneStretchedCell`), and the
    /// group exists.
    func isStretchedCell(group: Int) -> Bool {
        plan.holdsOneStretchedCell && capacity == 1 && group >= 0 && group < groupCount
    }

    /// Group `group`, one stretched cell (`isStretchedCell(group:)`), solved again from the
    /// template and `measured`, its cell's measurement (`nil`: the estimate stands): what
    /// `SectionSolver.resolveGroupBySolving` does there, without `GroupSolver` or a
    /// `GroupSizing`.
    mutating func stretchCell(group: Int, measured: Size?, work: inout WorkCounters) {
        let axis = trackAxis
        guard let measured else {
            distinctGroups[group] = nil
            work.treeNodesTouched += track.extents.setLength(nil, ofGroup: group)
            return
        }
        work.groupsSolved += 1
        work.groupsStretched += 1
        let template = self.template
        let templateFrame = template.slots[0].frameInGroup
        // The cell's box is its measured length along the track from the template's start
        // (0), and the group grows to its end, as `GroupSolver.grown` computes it.
        let frame = Rect(
            origin: templateFrame.origin,
            size: Size(main: measured.length(along: axis), cross: templateFrame.size.length(along: axis.cross), axis: axis))
        let length = max(0, frame.max(along: axis))
        // `SectionSolver.overhang(of:along:)` of the solution: its content is its one cell.
        groupOverhang = groupOverhang.union(
            Overhang(before: max(0, -frame.min(along: axis)), after: max(0, frame.max(along: axis) - length)))
        let trackLength = max(length, -track.extents.spacing)
        let templateLength = template.boxSize.length(along: axis)
        // `SolvedGroup.stretched(toLength:along:)` adds the difference to the cell's length,
        // which may round: the solution is kept whole when that differs from the length.
        let stretches = trackLength == length && templateFrame.lengthened(by: length - templateLength, along: axis) == frame
        if stretches {
            // A list's rows keep no solution of their own: nothing to remove, and no hashing.
            if !distinctGroups.isEmpty { distinctGroups[group] = nil }
        } else {
            var solved = template
            solved.boxSize = Size(main: length, cross: template.boxSize.length(along: axis.cross), axis: axis)
            solved.slots[0].frameInGroup = frame
            distinctGroups[group] = solved
        }
        let override: Double? = trackLength == track.extents.defaultLength ? nil : trackLength
        work.treeNodesTouched += track.extents.setLength(override, ofGroup: group)
    }
}
