/// Applying a batch update's item edits to a solved layout, keeping every measurement that
/// still names an item.
///
/// A section whose groups hold one item each and neither flow nor share one length (a list,
/// a feed) is edited in place: its measured sizes and group extents remove and insert the
/// edited positions, only the groups of moved items that bring a measurement are solved
/// again, and one prefix-sum entry moves the sections after it: O(k log n) for k edits in a
/// section of n items. Any other edited section is solved again from its measurements,
/// renumbered (O(its measured groups)). Sections without edits are not visited. What happens
/// to one section is `SectionGeometry+ItemEdits`, shared with `LayoutSolver.solve(…, carried:)`.
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
        let inPlace = perSection.filter { sections[$0.key].takesEditsInPlace($0.value) }
        for (index, sectionEdits) in inPlace {
            try sections[index].checkGroupSupplementaryNumbers(itemCount: sectionEdits.newCount(oldCount: sections[index].itemCount))
        }
        // Solve the sections that cannot be edited in place first, into new geometries, so
        // that a failure leaves the layout as it was.
        var replaced: [(index: Int, geometry: SectionGeometry)] = []
        var counters = work
        for (index, sectionEdits) in perSection where inPlace[index] == nil {
            let old = sections[index]
            var input = old.plan.input
            input.itemCount = sectionEdits.newCount(oldCount: old.itemCount)
            let measurements = old.renumberedMeasurements(by: sectionEdits)
            replaced.append((index, try solver.solve(input, index: index, measurements: measurements, work: &counters)))
            counters.sectionsSolved += 1
        }
        for (index, geometry) in replaced { sections[index] = geometry }
        for (index, sectionEdits) in inPlace {
            try solver.editInPlace(&sections[index], by: sectionEdits, work: &counters)
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
            for (key, size) in geometry.measurements.supplementaries where geometry.isItemSupplementary(key) {
                guard let destination = destinations[key.item] else { continue }
                perSection[destination.section]?.carriedSupplementaries[
                    SupplementaryKey(kind: key.kind, item: destination.item)] = size
            }
        }
        return perSection
    }
}
