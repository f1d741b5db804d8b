/// Self-sizing: a measured size is an ordinary input. Recording one solves again only the
/// group (or the section's ends, or the layout's ends) that holds the element, then moves
/// everything after it by updating one prefix-sum entry: O(1) groups solved and O(log n +
/// log S) nodes touched per measurement (S-31 … S-37). In a flowing section the groups from
/// the one before the element's are flowed again until they line up with the old ones
/// (`SectionSolver.reflow(after:of:work:)`).
extension LayoutSolution {
    /// Records `size` as the measured size of `element` (`nil` forgets it, so the estimate
    /// stands again) and solves again what depends on it. Only the element's self-sizing
    /// axes use the size. Returns `false` when there is no such element.
    ///
    /// Throws `invalidPreferredSize` for a size that is negative, NaN or infinite; the layout
    /// is unchanged then.
    ///
    /// Throws `coordinatesTooLarge`, at the element, for a size past
    /// `LayoutLimits.maximumCoordinate`, or one that would push any coordinate past it: the
    /// content along the main axis, a row's length, or the element's group or the section's
    /// boundary items across the main axis. The previous size stands then.
    @discardableResult
    public mutating func setMeasuredSize<Hooks: SolverHooks>(
        _ size: Size?, of element: MeasuredElement, hooks: Hooks
    ) throws(LayoutError) -> Bool {
        if let size, !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            throw LayoutError(.invalidPreferredSize(size), at: LayoutPath(.element(element)))
        }
        if let size, max(size.width, size.height) > LayoutLimits.maximumCoordinate {
            throw LayoutError(.coordinatesTooLarge(limit: LayoutLimits.maximumCoordinate), at: LayoutPath(.element(element)))
        }
        let previous = measuredSize(of: element)
        let keepsCrossReach = keepsCrossReach(measuring: element)
        let crossReachBefore = keepsCrossReach ? 0 : crossReach(of: element)
        do {
            guard try record(size, of: element, hooks: hooks) else { return false }
        } catch {
            // Nothing was solved again; the size stored for the element goes back too.
            store(previous, of: element)
            throw error
        }
        do throws(LayoutError) {
            try checkCoordinates(changed: Self.section(of: element))
            // Across the main axis only a measurement that reaches further than before past
            // the limit is refused: the description itself may reach past it there (its
            // lengths are checked one by one, not their sums), so forgetting a measurement,
            // which returns to the description, is never refused.
            let limit = LayoutLimits.maximumCoordinate
            let crossReachAfter = size == nil || keepsCrossReach ? 0 : crossReach(of: element)
            if crossReachAfter > limit, crossReachAfter > crossReachBefore {
                throw LayoutError(.coordinatesTooLarge(limit: limit), at: LayoutPath(.section(Self.section(of: element))))
            }
        } catch {
            _ = try record(previous, of: element, hooks: hooks)
            throw LayoutError(error.reason, at: LayoutPath(.element(element)))
        }
        return true
    }

    /// Whether measuring `element` leaves `crossReach(of:)` as it was: a cell of a section
    /// whose groups are one stretched cell along the main axis changes lengths along the
    /// main axis only (`SectionSolver+StretchedCell`), and the section's boundary items are
    /// placed across it as before.
    private func keepsCrossReach(measuring element: MeasuredElement) -> Bool {
        guard case .cell(let section, _) = element, sections.indices.contains(section) else { return false }
        let geometry = sections[section]
        return geometry.plan.holdsOneStretchedCell && geometry.plan.row == nil && geometry.capacity == 1
    }

    private static func section(of element: MeasuredElement) -> Int {
        switch element {
        case .cell(let section, _), .supplementary(_, let section, _): return section
        }
    }

    /// Stores `size` for `element` without solving anything again, when the element's
    /// section exists.
    private mutating func store(_ size: Size?, of element: MeasuredElement) {
        switch element {
        case .cell(let section, let item):
            guard sections.indices.contains(section) else { return }
            sections[section].measurements.cells[item] = size
        case .supplementary(let kind, let section, let item):
            if section == 0, item == 0, plan.configuration.boundaryItems.contains(where: { $0.kind == kind }) {
                plan.measured[kind] = size
            } else if sections.indices.contains(section) {
                sections[section].measurements.supplementaries[SupplementaryKey(kind: kind, item: item)] = size
            }
        }
    }

    /// Stores `size` for `element` and solves again what depends on it; `false` when there is
    /// no such element.
    private mutating func record<Hooks: SolverHooks>(_ size: Size?, of element: MeasuredElement, hooks: Hooks)
        throws(LayoutError) -> Bool
    {
        switch element {
        case .cell(let section, let item):
            guard sections.indices.contains(section), item >= 0, item < sections[section].itemCount else { return false }
            sections[section].measurements.cells[item] = size
            if sections[section].track.flow != nil { return try reflow(after: item, inSection: section, hooks: hooks) }
            let group = item / sections[section].capacity
            if sections[section].isStretchedCell(group: group) {
                // The list row's shortcut calls no hook: no solver is made for `Hooks`.
                sections[section].stretchCell(group: group, measured: size, work: &work)
                updateEnds(ofSection: section)
                return true
            }
            return try resolveGroup(group, inSection: section, hooks: hooks)
        case .supplementary(let kind, let section, let item):
            if section == 0, item == 0, plan.configuration.boundaryItems.contains(where: { $0.kind == kind }) {
                plan.measured[kind] = size
                relayoutLayoutEnds()
                return true
            }
            guard sections.indices.contains(section), item >= 0 else { return false }
            let geometry = sections[section]
            let key = SupplementaryKey(kind: kind, item: item)
            if item == 0, geometry.plan.section?.boundaryItems.contains(where: { $0.kind == kind }) == true {
                sections[section].measurements.supplementaries[key] = size
                updateEnds(ofSection: section)
                return true
            }
            let group: Int
            if geometry.groupSupplementaryCounts[kind] != nil {
                guard let found = geometry.groupSupplementary(kind: kind, item: item) else { return false }
                group = found.group
            } else {
                guard let slot = geometry.cellSlot(ofItem: item), slot.supplementaries.contains(where: { $0.kind == kind })
                else { return false }
                group = item / geometry.capacity
            }
            sections[section].measurements.supplementaries[key] = size
            if geometry.track.flow != nil {
                // A flowing group's own supplementaries never size themselves (`Section.flowAxis`):
                // their measurements change nothing.
                guard geometry.groupSupplementaryCounts[kind] == nil else { return true }
                return try reflow(after: item, inSection: section, hooks: hooks)
            }
            return try resolveGroup(group, inSection: section, hooks: hooks)
        }
    }

    /// The size last recorded for `element` with `setMeasuredSize`, or `nil` while its
    /// estimate stands.
    public func measuredSize(of element: MeasuredElement) -> Size? {
        switch element {
        case .cell(let section, let item):
            guard sections.indices.contains(section) else { return nil }
            return sections[section].measurements.cells[item]
        case .supplementary(let kind, let section, let item):
            if section == 0, item == 0, plan.configuration.boundaryItems.contains(where: { $0.kind == kind }) {
                return plan.measured[kind]
            }
            guard sections.indices.contains(section) else { return nil }
            return sections[section].measurements.supplementaries[SupplementaryKey(kind: kind, item: item)]
        }
    }

    /// Solves group `group` of section `section` again and moves what follows it.
    private mutating func resolveGroup<Hooks: SolverHooks>(_ group: Int, inSection section: Int, hooks: Hooks)
        throws(LayoutError) -> Bool
    {
        let solver = SectionSolver(container: plan.container, configuration: plan.configuration, hooks: hooks)
        var counters = work
        try solver.resolveGroup(group, of: &sections[section], work: &counters)
        work = counters
        updateEnds(ofSection: section)
        return true
    }

    /// Flows the groups of flowing section `section` again after a measurement of item
    /// `item` and moves what follows them.
    private mutating func reflow<Hooks: SolverHooks>(after item: Int, inSection section: Int, hooks: Hooks)
        throws(LayoutError) -> Bool
    {
        let solver = SectionSolver(container: plan.container, configuration: plan.configuration, hooks: hooks)
        var counters = work
        try solver.reflow(after: item, of: &sections[section], work: &counters)
        work = counters
        updateEnds(ofSection: section)
        return true
    }

    /// Places section `section`'s ends again and moves the sections after it.
    private mutating func updateEnds(ofSection section: Int) {
        // Placing the ends calls no hook: a solver without hooks, whose type is known here,
        // does it (one made for the caller's `Hooks` would be instantiated at run time).
        let solver = SectionSolver(container: plan.container, configuration: plan.configuration, hooks: NoHooks())
        solver.relayoutEnds(of: &sections[section])
        overhang = overhang.union(sections[section].overhang)
        let spacing = plan.configuration.interSectionSpacing
        // The section's extent, and with a negative spacing the one before it, whose overlap
        // with this section is no more than either is long.
        for index in (spacing < 0 ? section - 1 : section)...section where sections.indices.contains(index) {
            let next = index + 1 < sections.count ? sections[index + 1] : nil
            work.treeNodesTouched += sectionExtents.set(Self.extent(of: sections[index], next: next, spacing: spacing), at: index)
        }
        relayoutLayoutEnds()
    }
}
