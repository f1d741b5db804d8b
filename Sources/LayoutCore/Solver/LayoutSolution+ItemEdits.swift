/// Applying a batch update's item edits to a solved layout, keeping every measurement that
/// still names an item.
///
/// A section whose groups hold one item each and neither flow nor share one length (a list,
/// a feed) is edited in place: its measured sizes and group extents remove and insert the
/// edited positions, only the groups of moved items that bring a measurement are solved
/// again, and one prefix-sum entry moves the sections after it: O(k log n) for k edits in a
/// section of n items. Any other edited section is solved again from its measurements,
/// renumbered (O(its measured groups)). Sections without edits are not visited.
extension LayoutSolution {
    /// Applies `edits` as one batch update: deletions and move sources name items before it,
    /// insertions and move destinations after it. A moved item keeps its measured size and
    /// its measured item supplementaries; an inserted item starts at its estimate. Measured
    /// group supplementaries keep theirs while their group keeps its items (always, in a
    /// section of one-item groups), and are forgotten from the first group whose items change
    /// otherwise.
    ///
    /// The result equals solving the edited layout from scratch with the renumbered
    /// measurements, frame for frame whenever the lengths' partial sums are exact (see
    /// `ExtentTree`).
    ///
    /// Throws `editedItemOutOfRange` or `itemEditedTwice` for edits that do not fit the
    /// sections, and leaves the layout unchanged then. Throws `coordinatesTooLarge` when the
    /// edited content reaches past `LayoutLimits.maximumCoordinate`; the layout holds the
    /// edits then, and must be solved again from a description that fits.
    public mutating func applyItemEdits<Hooks: SolverHooks>(_ edits: ItemEdits, hooks: Hooks) throws(LayoutError) {
        guard !edits.isEmpty else { return }
        let perSection = try sectionEdits(for: edits)
        let solver = SectionSolver(container: plan.container, configuration: plan.configuration, hooks: hooks)
        let inPlace = perSection.filter { Self.editsInPlace(sections[$0.key], $0.value) }
        for (index, sectionEdits) in inPlace {
            let count = sectionEdits.newCount(oldCount: sections[index].itemCount)
            try Self.checkGroupSupplementaryNumbers(of: sections[index], itemCount: count, section: index)
        }
        // Solve the sections that cannot be edited in place first, into new geometries, so
        // that a failure leaves the layout as it was.
        var replaced: [(index: Int, geometry: SectionGeometry)] = []
        var counters = work
        for (index, sectionEdits) in perSection where inPlace[index] == nil {
            let old = sections[index]
            var input = old.plan.input
            input.itemCount = sectionEdits.newCount(oldCount: old.itemCount)
            var measurements = old.measurements
            Self.renumber(&measurements.cells, by: sectionEdits)
            measurements.supplementaries = Self.renumberedSupplementaries(of: old, by: sectionEdits)
            replaced.append((index, try solver.solve(input, index: index, measurements: measurements, work: &counters)))
            counters.sectionsSolved += 1
        }
        for (index, geometry) in replaced { sections[index] = geometry }
        for (index, sectionEdits) in inPlace {
            try editInPlace(section: index, by: sectionEdits, solver: solver, work: &counters)
        }
        work = counters
        let spacing = plan.configuration.interSectionSpacing
        for index in perSection.keys { overhang = overhang.union(sections[index].overhang) }
        // Each edited section's extent, and with a negative spacing the one before it, whose
        // overlap with the edited section is no more than either is long.
        var extentsToSet = Set(perSection.keys)
        if spacing < 0 { for index in perSection.keys where index > 0 { extentsToSet.insert(index - 1) } }
        for index in extentsToSet.sorted() {
            let next = index + 1 < sections.count ? sections[index + 1] : nil
            work.treeNodesTouched += sectionExtents.set(Self.extent(of: sections[index], next: next, spacing: spacing), at: index)
        }
        relayoutLayoutEnds()
        for index in perSection.keys { try checkCoordinates(changed: index) }
    }

    /// `edits` split by section, checked and sorted, with the measurements moved items take
    /// along read from where they were.
    private func sectionEdits(for edits: ItemEdits) throws(LayoutError) -> [Int: SectionItemEdits] {
        var perSection: [Int: SectionItemEdits] = [:]
        func check(_ position: ItemPosition) throws(LayoutError) {
            guard sections.indices.contains(position.section) else {
                throw LayoutError(.editedItemOutOfRange(position.item), at: LayoutPath(.section(position.section)))
            }
        }
        for position in edits.deletions {
            try check(position)
            perSection[position.section, default: SectionItemEdits()].removed.append(position.item)
        }
        for position in edits.insertions {
            try check(position)
            perSection[position.section, default: SectionItemEdits()].added.append(position.item)
        }
        var movedFrom: [Int: [Int: ItemPosition]] = [:]  // source section → source item → destination
        for move in edits.moves {
            try check(move.from)
            try check(move.to)
            perSection[move.from.section, default: SectionItemEdits()].removed.append(move.from.item)
            perSection[move.to.section, default: SectionItemEdits()].added.append(move.to.item)
            movedFrom[move.from.section, default: [:]][move.from.item] = move.to
        }
        for (index, _) in perSection {
            if let reason = perSection[index]?.prepare(oldCount: sections[index].itemCount) {
                throw LayoutError(reason, at: LayoutPath(.section(index)))
            }
        }
        for (source, destinations) in movedFrom {
            let geometry = sections[source]
            for (item, destination) in destinations {
                if let size = geometry.measurements.cells[item] {
                    perSection[destination.section]?.carriedCells[destination.item] = size
                }
            }
            for (key, size) in geometry.measurements.supplementaries where Self.isItemSupplementary(key, of: geometry) {
                guard let destination = destinations[key.item] else { continue }
                perSection[destination.section]?.carriedSupplementaries[
                    SupplementaryKey(kind: key.kind, item: destination.item)] = size
            }
        }
        return perSection
    }

    /// Whether `geometry` can take `edits` in place: every group holds one item, the groups
    /// neither flow nor share one length nor come from a hook, and the section has items
    /// before and after the update (so its template stands).
    private static func editsInPlace(_ geometry: SectionGeometry, _ edits: SectionItemEdits) -> Bool {
        guard let section = geometry.plan.section, geometry.itemCount > 0,
            edits.newCount(oldCount: geometry.itemCount) > 0
        else { return false }
        return geometry.capacity == 1 && geometry.track.flow == nil && !geometry.plan.sharesGroupLength
            && !section.containsCustomGroup
    }

    /// Edits section `index`, whose groups hold one item each, in place: O(k log n).
    private mutating func editInPlace<Hooks: SolverHooks>(
        section index: Int, by edits: SectionItemEdits, solver: SectionSolver<Hooks>, work: inout WorkCounters
    ) throws(LayoutError) {
        let supplementaries = Self.renumberedSupplementaries(of: sections[index], by: edits)
        sections[index].measurements.supplementaries = supplementaries
        if !sections[index].distinctGroups.isEmpty {
            var distinct: [Int: SolvedGroup] = [:]
            for (group, solution) in sections[index].distinctGroups {
                if let moved = edits.newIndex(ofOld: group) { distinct[moved] = solution }
            }
            sections[index].distinctGroups = distinct
        }
        // Groups are items here, so the measured sizes and the extents take the same edits.
        work.treeNodesTouched += Self.renumber(&sections[index].measurements.cells, by: edits)
        for run in edits.removedRunsDescending {
            work.treeNodesTouched += sections[index].track.extents.removeGroups(in: run)
        }
        for run in edits.addedRunsAscending {
            work.treeNodesTouched += sections[index].track.extents.insertGroups(run.count, at: run.lowerBound)
        }
        let count = edits.newCount(oldCount: sections[index].itemCount)
        sections[index].itemCount = count
        sections[index].plan.input.itemCount = count
        // Only a moved item brings a measurement; an inserted one shows the template.
        var broughtMeasurement = Set(edits.carriedCells.keys)
        for key in edits.carriedSupplementaries.keys { broughtMeasurement.insert(key.item) }
        for group in broughtMeasurement.sorted() {
            try solver.resolveGroup(group, of: &sections[index], work: &work)
        }
        solver.relayoutEnds(of: &sections[index])
    }

    /// Throws `indexPathsTooLarge` when `geometry`'s one-item groups, `itemCount` of them,
    /// would number their group supplementaries past `Int.max` (as `SectionSolver.solve`
    /// checks).
    private static func checkGroupSupplementaryNumbers(of geometry: SectionGeometry, itemCount: Int, section: Int)
        throws(LayoutError)
    {
        guard let most = geometry.groupSupplementaryCounts.values.max() else { return }
        let base = (itemCount - 1).multipliedReportingOverflow(by: most)
        if base.overflow || base.partialValue.addingReportingOverflow(most - 1).overflow {
            throw LayoutError(.indexPathsTooLarge, at: LayoutPath(.section(section), .group))
        }
    }

    /// Removes and inserts the edited items in `cells`, then records the sizes moved items
    /// bring; returns the number of tree nodes visited.
    @discardableResult
    private static func renumber(_ cells: inout MeasuredSizes, by edits: SectionItemEdits) -> Int {
        var touched = 0
        for run in edits.removedRunsDescending { touched += cells.removeItemsCounting(in: run) }
        for run in edits.addedRunsAscending {
            touched += cells.insertUnmeasuredCounting(at: run.lowerBound, count: run.count)
        }
        for (item, size) in edits.carriedCells { cells[item] = size }
        return touched
    }

    /// `geometry`'s measured supplementaries that still name an element after `edits`,
    /// renumbered, with those moved items bring: O(s log k) for s measured supplementaries.
    private static func renumberedSupplementaries(of geometry: SectionGeometry, by edits: SectionItemEdits)
        -> [SupplementaryKey: Size]
    {
        var supplementaries = edits.carriedSupplementaries
        guard !geometry.measurements.supplementaries.isEmpty else { return supplementaries }
        let oneItemGroups = geometry.capacity == 1 && geometry.track.flow == nil
        // An arrival past the last item changes the last group when it has room (or, in a
        // flowing section, may join it).
        let first = edits.firstChangedItem
        let firstChangedGroup =
            geometry.track.flow == nil
            ? first / Swift.max(1, geometry.capacity)
            : geometry.group(ofItem: Swift.min(first, geometry.itemCount - 1)) ?? 0
        for (key, size) in geometry.measurements.supplementaries {
            if let instances = geometry.groupSupplementaryCounts[key.kind] {
                let group = key.item / instances
                if oneItemGroups {
                    guard let moved = edits.newIndex(ofOld: group) else { continue }
                    let item = moved * instances + key.item % instances
                    supplementaries[SupplementaryKey(kind: key.kind, item: item)] = size
                } else if group < firstChangedGroup {
                    supplementaries[key] = size
                }
            } else if !isItemSupplementary(key, of: geometry) {
                supplementaries[key] = size  // a boundary item
            } else if let moved = edits.newIndex(ofOld: key.item) {
                supplementaries[SupplementaryKey(kind: key.kind, item: moved)] = size
            }
        }
        return supplementaries
    }

    /// Whether `key` names a supplementary attached to an item (rather than a group's or a
    /// boundary item).
    private static func isItemSupplementary(_ key: SupplementaryKey, of geometry: SectionGeometry) -> Bool {
        guard geometry.groupSupplementaryCounts[key.kind] == nil else { return false }
        return geometry.plan.section?.boundaryItems.contains(where: { $0.kind == key.kind }) != true
    }
}
