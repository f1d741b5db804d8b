/// Solves a whole layout: validates it, solves each section in its own space, and stacks the
/// sections along the main axis with `interSectionSpacing` between consecutive sections,
/// empty ones included (SC-5, SC-11, OB-4), between the layout-wide header and footer (SC-17).
public enum LayoutSolver {
    /// Solves `description` in `container`. Custom groups get their frames from `hooks`.
    ///
    /// With `previous`, a section whose description, item count and container are unchanged
    /// is kept as it was, measurements included, and solving it costs nothing; the pixel grid
    /// and reading direction are presentation and never make a section change. Other
    /// sections keep their measurements when `keepMeasurements` is true and their item count
    /// is unchanged. Sections with custom groups are always solved again.
    ///
    /// A section described like one solved before it, with as many items, nothing measured
    /// and no custom group, is a copy of it: the same geometry but for its index, sharing
    /// its storage. "Described like" is equal to the section just before, or the same
    /// description (one `Section` and its copies, as the facade makes for one section object
    /// or equal ones) as any section solved before. A layout of millions of one-item
    /// sections of a few kinds then stores each kind's geometry once and 16 bytes per
    /// section (its index and a reference), and solves each kind once.
    ///
    /// With `carried` (one entry per section, after a data update), section `i` is compared
    /// with the previous section `carried[i].source` instead of the previous section `i`.
    /// A section whose items the update edits keeps every measurement that still names an
    /// item, renumbered: when its description is unchanged but for its item count and its
    /// groups hold one item each (neither flowing nor sharing one length), the previous
    /// geometry is edited in place, O(k log n) for k edits of n items, and no section is
    /// solved; otherwise it is solved again from the renumbered measurements. A new section
    /// starts from what the items moved into it bring. Edits that do not fit the source or
    /// the new item count leave the section at its estimates.
    public static func solve<Hooks: SolverHooks>(
        _ description: LayoutDescription, in container: Container, hooks: Hooks, previous: LayoutSolution? = nil,
        keepMeasurements: Bool = true, carried: [CarriedSection]? = nil
    ) throws(LayoutError) -> LayoutSolution {
        try Validation.validate(container)
        try Validation.validate(description)
        let configuration = description.configuration
        let solver = SectionSolver(container: container, configuration: configuration, hooks: hooks)
        var work = previous?.work ?? WorkCounters()
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(description.sections.count)
        // The index of the last section solved, while sections described like it may be
        // copies of it (read in place: a copy of an input retains everything in it).
        var copiable: Int?
        // The first section solved of each description (by identity) and item count that
        // later sections may copy. The description keeps every input alive, so an identity
        // names one description for the whole solve.
        var solvedKinds: [SectionKind: Int] = [:]
        for (index, input) in description.sections.enumerated() {
            var carry: CarriedSection?
            if let carried { carry = carried.indices.contains(index) ? carried[index] : CarriedSection(source: nil) }
            let source: Int? = carry == nil ? index : carry?.source
            var earlier: SectionGeometry?
            if let previous, let source, previous.sections.indices.contains(source) { earlier = previous.sections[source] }
            if let carry, carry.editsItems {
                sections.append(
                    try edited(input, index: index, by: carry, from: earlier, previous?.plan, solver: solver, work: &work))
                continue
            }
            // A section kept as it was must be at its own index: its geometry is solved for it.
            if source == index, let earlier, let previous, canKeep(earlier, for: input, in: container, configuration, previous.plan) {
                var kept = earlier
                kept.index = index
                sections.append(kept)
                work.sectionsReused += 1
                continue
            }
            var measurements = SectionMeasurements()
            if keepMeasurements || carry != nil, let earlier, earlier.plan.input.itemCount == input.itemCount {
                measurements = earlier.measurements
            }
            let kind = input.section.map { SectionKind(description: $0.identity, itemCount: input.itemCount) }
            if measurements.isEmpty,
                let original = kind.flatMap({ solvedKinds[$0] })
                    ?? copiable.flatMap({ description.sections[$0] == input ? $0 : nil })
            {
                var copy = sections[original]
                copy.index = index
                sections.append(copy)
                work.sectionsSolved += 1
                work.sectionsCopied += 1
                continue
            }
            sections.append(try solver.solve(input, index: index, measurements: measurements, work: &work))
            work.sectionsSolved += 1
            copiable = measurements.isEmpty && input.section?.containsCustomGroup != true ? index : nil
            if let copiable, let kind, solvedKinds[kind] == nil { solvedKinds[kind] = copiable }
        }
        let mainAxis = configuration.scrollAxis
        let plan = LayoutPlan(
            configuration: configuration, container: container,
            boundary: layoutBoundaryPlacement(configuration, container),
            measured: keepMeasurements ? previous?.plan.measured ?? [:] : [:], headerLength: 0, footerLength: 0)
        let spacing = configuration.interSectionSpacing
        var solution = LayoutSolution(
            sections: sections, layoutBoundaryItems: [], contentSize: .zero, scrollAxis: mainAxis,
            presentation: Presentation(pixelGrid: container.pixelGrid, layoutDirection: container.layoutDirection),
            work: work,
            sectionExtents: PrefixSums(
                sections.indices.map {
                    LayoutSolution.extent(of: sections[$0], next: $0 + 1 < sections.count ? sections[$0 + 1] : nil, spacing: spacing)
                }),
            overhang: sections.reduce(Overhang()) { $0.union($1.overhang) }, plan: plan)
        solution.relayoutLayoutEnds()
        try solution.checkCoordinates()
        return solution
    }

    /// Solves a layout without custom groups.
    public static func solve(_ description: LayoutDescription, in container: Container) throws(LayoutError)
        -> LayoutSolution
    {
        try solve(description, in: container, hooks: NoHooks())
    }

    /// Section `index`, described by `input`, after `carry`'s edits of the items of
    /// `earlier`, the section it was (solved in the layout `previous` planned): edited in
    /// place when nothing else changed and it can be, otherwise solved again from its
    /// measurements renumbered (see `solve`).
    private static func edited<Hooks: SolverHooks>(
        _ input: SectionInput, index: Int, by carry: CarriedSection, from earlier: SectionGeometry?,
        _ previous: LayoutPlan?, solver: SectionSolver<Hooks>, work: inout WorkCounters
    ) throws(LayoutError) -> SectionGeometry {
        var measurements = SectionMeasurements()
        if let earlier, let previous {
            let oldCount = earlier.plan.input.itemCount
            if let edits = carry.itemEdits(oldCount: oldCount), edits.newCount(oldCount: oldCount) == input.itemCount {
                var unchanged = input
                unchanged.itemCount = oldCount
                if earlier.takesEditsInPlace(edits),
                    canKeep(earlier, for: unchanged, in: solver.container, solver.configuration, previous)
                {
                    var geometry = earlier
                    geometry.index = index
                    try geometry.checkGroupSupplementaryNumbers(itemCount: input.itemCount)
                    try solver.editInPlace(&geometry, by: edits, work: &work)
                    return geometry
                }
                measurements = earlier.renumberedMeasurements(by: edits)
            }
        } else if carry.source == nil {
            measurements = carry.broughtMeasurements
        }
        work.sectionsSolved += 1
        return try solver.solve(input, index: index, measurements: measurements, work: &work)
    }

    /// Whether `earlier` still holds for `input` in `container`: same configuration, same
    /// description and count, no custom group, and the same container on every length the
    /// section depends on.
    private static func canKeep(
        _ earlier: SectionGeometry, for input: SectionInput, in container: Container, _ configuration: LayoutConfiguration,
        _ previous: LayoutPlan
    ) -> Bool {
        guard previous.configuration == configuration, earlier.plan.input == input else { return false }
        if let section = input.section, section.containsCustomGroup { return false }
        let old = previous.container, axis = configuration.scrollAxis
        guard old.size.length(along: axis.cross) == container.size.length(along: axis.cross),
            old.safeAreaInsets == container.safeAreaInsets, old.layoutMargins == container.layoutMargins,
            old.readableContentInsets == container.readableContentInsets
        else { return false }
        return !earlier.plan.dependsOnMainLength || old.size.length(along: axis) == container.size.length(along: axis)
    }

    /// Layout-wide items span the container minus the configuration's reference insets.
    private static func layoutBoundaryPlacement(_ configuration: LayoutConfiguration, _ container: Container)
        -> BoundaryPlacement
    {
        let cross = configuration.scrollAxis.cross
        let reference = configuration.contentInsetsReference == .automatic ? .safeArea : configuration.contentInsetsReference
        let insets = container.insets(for: reference)
        return BoundaryPlacement(
            mainAxis: configuration.scrollAxis, crossStart: insets.leadingEdge(along: cross),
            crossLength: max(0, container.size.length(along: cross) - insets.total(along: cross)))
    }
}

/// A description, by identity, and an item count: sections of one kind have one geometry.
private struct SectionKind: Hashable {
    var description: UInt
    var itemCount: Int
}

extension Section {
    /// Whether any group of the section is a custom group.
    var containsCustomGroup: Bool {
        var pending: [Group] = [group]
        while let next = pending.popLast() {
            if next.arrangement.isCustom { return true }
            for case .group(let nested) in next.arrangement.subitems { pending.append(nested) }
        }
        return false
    }
}

extension LayoutSolution {
    /// Places the layout-wide boundary items (with their measured sizes) around the
    /// sections and sets the content size. O(layout-wide items).
    mutating func relayoutLayoutEnds() {
        let axis = scrollAxis
        var resolved: [BoundaryPlacement.Resolved] = []
        if plan.configuration.boundaryItems.isEmpty {
            // Nothing to resolve or place (a list measured row by row): nothing extends the
            // content, 0 before and after, as the longest of none is.
            plan.headerLength = 0
            plan.footerLength = 0
        } else {
            let measured = plan.measured
            resolved = plan.boundary.resolve(
                plan.configuration.boundaryItems, mainContainerLength: plan.container.size.length(along: axis),
                measured: { measured[$0] })
            plan.headerLength = BoundaryPlacement.extensionLength(of: resolved, on: .start, mainAxis: axis)
            plan.footerLength = BoundaryPlacement.extensionLength(of: resolved, on: .end, mainAxis: axis)
        }
        let last = sections.count - 1
        let contentEnd = last < 0 ? plan.headerLength : sectionStart(last) + sections[last].length
        if !(resolved.isEmpty && layoutBoundaryItems.isEmpty) {
            layoutBoundaryItems = plan.boundary.place(resolved, start: 0, contentStart: plan.headerLength, contentEnd: contentEnd)
        }
        contentSize = Size(
            main: contentEnd + plan.footerLength, cross: plan.container.size.length(along: axis.cross), axis: axis)
    }
}
