/// Solves one section in section space (SC-5 … SC-10, SC-15, B-4 … B-9, D-1, D-2, O-1 … O-5),
/// and solves one of its groups or its ends again when a measurement arrives (S-33, S-36).
///
/// ```
/// 0 ─────┬─ extending headers (tallest)
///        ├─ contentInsets.top
///        ├─ group 0                     ┐
///        ├─ interGroupSpacing           │ the track: uniform, or a tree over
///        ├─ group 1 …                   ┘ measured group extents
///        ├─ contentInsets.bottom
///        ├─ extending footers (tallest)
/// length ┘   (without items: headers and footers only, no insets and no background: OB-4)
/// ```
struct SectionSolver<Hooks: SolverHooks> {
    let container: Container
    let configuration: LayoutConfiguration
    let hooks: Hooks

    private var mainAxis: Axis { configuration.scrollAxis }

    /// The geometry of section `index` with `measurements` applied.
    func solve(_ input: SectionInput, index: Int, measurements: SectionMeasurements, work: inout WorkCounters)
        throws(LayoutError) -> SectionGeometry
    {
        let plan = self.plan(for: input)
        let empty = SolvedGroup(slots: [], groupSupplementaries: [], boxSize: .zero)
        var geometry = SectionGeometry(
            index: index, itemCount: input.section == nil ? 0 : input.itemCount, length: 0,
            crossLength: container.size.length(along: mainAxis.cross), template: empty, distinctGroups: [:],
            track: GroupTrack(
                axis: plan.row == nil ? mainAxis : mainAxis.cross, origin: .zero,
                extents: ExtentTree(count: 0, defaultLength: 0, spacing: 0)),
            boundaryItems: [], decorations: [], measurements: measurements, groupSupplementaryCounts: [:],
            groupOverhang: Overhang(), overhang: Overhang(), planBox: SectionPlanBox(plan))
        if let section = input.section, input.itemCount > 0 {
            func path() -> LayoutPath { LayoutPath(.section(index), .group) }
            var template = try GroupSolver(hooks: hooks).solve(section.group, boxSize: plan.proposedGroupSize, path: path())
            work.groupsSolved += 1
            guard !template.slots.isEmpty else { throw LayoutError(.groupPlacesNoItems, at: path()) }
            if !section.decorationItems.isEmpty { Self.promoteAboveBackground(&template) }
            let capacity = template.slots.count
            let groupCount = input.itemCount / capacity + (input.itemCount % capacity == 0 ? 0 : 1)
            geometry.template = template
            let templateLength = template.boxSize.length(along: geometry.trackAxis)
            // A flowing section's groups are only as long as what they measure, so no negative
            // spacing is known to keep its offsets growing: there it counts as 0 (DECISIONS).
            let spacing =
                plan.flows
                ? Swift.max(0, section.interGroupSpacing)
                : Self.trackSpacing(section.interGroupSpacing, groupLength: templateLength)
            geometry.track.extents = ExtentTree(count: plan.flows ? 0 : groupCount, defaultLength: templateLength, spacing: spacing)
            if plan.flows {
                geometry.track.flow = FlowingGroups(
                    itemCount: input.itemCount, capacity: capacity, defaultLength: templateLength, spacing: spacing)
            }
            geometry.groupOverhang = Self.overhang(of: template, along: geometry.trackAxis)
            var counts: [String: Int] = [:]
            for supplementary in template.groupSupplementaries { counts[supplementary.kind, default: 0] += 1 }
            geometry.groupSupplementaryCounts = counts
            // Group supplementary n of group k is item k × count + n. While every instance
            // holds a cell (count ≤ capacity) the instances that exist number below the item
            // count; otherwise the last group's may pass Int.max. (A flowing group has no
            // nested group, so one instance per kind: numbers stay below its group count,
            // which never passes its item count.)
            if let most = counts.values.max() {
                let base = (groupCount - 1).multipliedReportingOverflow(by: most)
                if base.overflow || (most > capacity && base.partialValue.addingReportingOverflow(most - 1).overflow) {
                    throw LayoutError(.indexPathsTooLarge, at: path())
                }
            }
            if plan.flows {
                try flowGroups(of: &geometry, work: &work)
            } else {
                try resolveMeasuredGroups(of: &geometry, work: &work)
            }
        }
        relayoutEnds(of: &geometry)
        return geometry
    }

    /// Solves group `group` of `geometry` again with its measurements (counting, in a partial
    /// last group, only the slots that hold items: SC-9) and moves the groups after it, in
    /// O(log m) for m measured groups (S-32, S-33). Call `relayoutEnds(of:)` afterwards.
    func resolveGroup(_ group: Int, of geometry: inout SectionGeometry, work: inout WorkCounters) throws(LayoutError) {
        if geometry.isStretchedCell(group: group) {
            return geometry.stretchCell(group: group, measured: geometry.measurements.cells[group], work: &work)
        }
        try resolveGroupBySolving(group, of: &geometry, work: &work)
    }

    /// `resolveGroup(_:of:work:)` by `GroupSolver`, for any group: what the shortcut for
    /// stretched cells must equal.
    func resolveGroupBySolving(_ group: Int, of geometry: inout SectionGeometry, work: inout WorkCounters)
        throws(LayoutError)
    {
        guard let section = geometry.plan.section, group >= 0, group < geometry.groupCount else { return }
        let sizing = self.sizing(forGroup: group, of: geometry)
        let axis = geometry.trackAxis
        if sizing.isEmpty {
            geometry.distinctGroups[group] = nil
            work.treeNodesTouched += geometry.track.extents.setLength(nil, ofGroup: group)
        } else {
            var solved = try GroupSolver(hooks: hooks).solve(
                section.group, boxSize: geometry.plan.proposedGroupSize, sizing: sizing,
                path: LayoutPath(.section(geometry.index), .group))
            work.groupsSolved += 1
            if !section.decorationItems.isEmpty { Self.promoteAboveBackground(&solved) }
            geometry.groupOverhang = geometry.groupOverhang.union(Self.overhang(of: solved, along: axis))
            if geometry.plan.sharesGroupLength {
                geometry.distinctGroups[group] = solved
            } else {
                // A solution that is the template stretched along the track is kept as its
                // length alone (the override), from which queries stretch the template again.
                // A group shorter than a negative spacing takes the spacing's length on the
                // track, so that the next group does not start before it; it keeps its own
                // solution.
                let length = solved.boxSize.length(along: axis)
                let trackLength = max(length, -geometry.track.extents.spacing)
                let stretches = trackLength == length && solved == geometry.template.stretched(toLength: length, along: axis)
                geometry.distinctGroups[group] = stretches ? nil : solved
                let override: Double? = trackLength == geometry.track.extents.defaultLength ? nil : trackLength
                work.treeNodesTouched += geometry.track.extents.setLength(override, ofGroup: group)
            }
        }
        if geometry.plan.sharesGroupLength {
            geometry.track.extents.defaultLength = max(sharedGroupLength(of: geometry), -geometry.track.extents.spacing)
        }
    }

    /// The spacing between groups on a track of groups `groupLength` long: `spacing`, or, for
    /// a negative spacing longer than the groups, minus their length, so that no group starts
    /// before the one before it (the track's offsets only grow, which its searches need).
    static func trackSpacing(_ spacing: Double, groupLength: Double) -> Double {
        max(spacing, -groupLength)
    }

    /// Places everything that depends on the section's length: boundary items (with their
    /// measured sizes), the track's origin, backgrounds, and the section's own length and
    /// overhang. Costs O(boundary items + decorations), or O(measured groups) for a row.
    func relayoutEnds(of geometry: inout SectionGeometry) {
        let plan = geometry.plan
        let items = plan.section?.boundaryItems ?? []
        // Without boundary items (a list measured row by row) nothing is resolved or placed,
        // and nothing extends the section: 0 before and after, as the longest of none is.
        var resolved: [BoundaryPlacement.Resolved] = []
        var header = 0.0
        var footer = 0.0
        if !items.isEmpty {
            let measured = geometry.measurements.supplementaries
            resolved = plan.boundary.resolve(
                items, mainContainerLength: plan.mainContainerLength, measured: { measured[SupplementaryKey(kind: $0, item: 0)] })
            header = BoundaryPlacement.extensionLength(of: resolved, on: .start, mainAxis: mainAxis)
            footer = BoundaryPlacement.extensionLength(of: resolved, on: .end, mainAxis: mainAxis)
        }
        var contentLength = 0.0
        var contentInsets = DirectionalInsets.zero
        if let section = plan.section, geometry.itemCount > 0 {
            contentInsets = section.contentInsets
            let tracked = plan.row == nil ? geometry.track.length : geometry.rowThickness
            // Negative insets may overlap the groups but never make the section shorter than
            // nothing: sections start in order, which the queries' searches rely on.
            contentLength = max(0, contentInsets.total(along: mainAxis) + tracked)
        }
        geometry.track.origin = Point(
            main: header + contentInsets.leadingEdge(along: mainAxis), cross: plan.groupCrossStart, axis: mainAxis)
        let contentEnd = header + contentLength
        geometry.length = contentEnd + footer
        if !(resolved.isEmpty && geometry.boundaryItems.isEmpty) {
            geometry.boundaryItems = plan.boundary.place(resolved, start: 0, contentStart: header, contentEnd: contentEnd)
        }
        if !geometry.decorations.isEmpty { geometry.decorations = [] }
        if let section = plan.section, geometry.itemCount > 0, !section.decorationItems.isEmpty {
            let rect = Rect(
                origin: Point(main: 0, cross: plan.decorationCrossStart, axis: mainAxis),
                size: Size(main: geometry.length, cross: plan.decorationCrossLength, axis: mainAxis))
            geometry.decorations = section.decorationItems.map {
                PlacedDecoration(kind: $0.kind, frame: Self.background(of: rect, insets: $0.contentInsets), zIndex: $0.zIndex)
            }
            for index in geometry.boundaryItems.indices {
                geometry.boundaryItems[index].zIndex = max(geometry.boundaryItems[index].zIndex, 1)
            }
        }
        geometry.overhang = Self.sectionOverhang(of: geometry)
    }

    /// The plan of a section in this container.
    func plan(for input: SectionInput) -> SectionPlan {
        let cross = mainAxis.cross
        let crossLength = container.size.length(along: cross)
        let mainLength = container.size.length(along: mainAxis)
        guard let section = input.section else {
            return SectionPlan(
                input: input, mainAxis: mainAxis, proposedGroupSize: .zero, groupCrossStart: 0,
                boundary: BoundaryPlacement(mainAxis: mainAxis, crossStart: 0, crossLength: crossLength),
                mainContainerLength: mainLength, decorationCrossStart: 0, decorationCrossLength: crossLength, row: nil,
                sharesGroupLength: false, flows: false, holdsOneStretchedCell: false, dependsOnMainLength: false,
                list: nil)
        }
        let layoutBox = self.layoutBox(for: section)
        let isRow = section.orthogonalScrolling != .none
        // An orthogonal row's group resolves its cross-axis fractions against the whole
        // container, not the inset section (OB-8).
        let groupContainer = Size(
            main: mainLength - section.contentInsets.total(along: mainAxis),
            cross: isRow ? crossLength : layoutBox.length, axis: mainAxis)
        let proposed = section.group.size.resolve(in: groupContainer)
        let reference = referenceInsets(section.contentInsetsReference)
        var row: SectionPlan.Row?
        var crossStart = layoutBox.start
        if isRow {
            let groupLength = proposed.length(along: cross)
            let centring = section.orthogonalScrolling == .groupPagingCentered ? max(0, (layoutBox.length - groupLength) / 2) : 0
            let trailing = crossLength - layoutBox.start - layoutBox.length
            crossStart += centring
            row = SectionPlan.Row(
                behavior: section.orthogonalScrolling, scrolling: section.rowScrolling,
                leadingLength: layoutBox.start + centring, trailingLength: centring + trailing)
        }
        let trackAxis = isRow ? cross : mainAxis
        let sharesGroupLength: Bool
        if case .uniformAcrossSiblings = section.group.size.dimension(along: trackAxis) {
            sharesGroupLength = true
        } else {
            sharesGroupLength = false
        }
        let flows = section.flowAxis != nil && !sharesGroupLength
        return SectionPlan(
            input: input, mainAxis: mainAxis, proposedGroupSize: proposed, groupCrossStart: crossStart,
            boundary: boundaryPlacement(for: section), mainContainerLength: mainLength,
            decorationCrossStart: reference.leadingEdge(along: cross),
            decorationCrossLength: max(0, crossLength - reference.total(along: cross)), row: row,
            sharesGroupLength: sharesGroupLength, flows: flows,
            holdsOneStretchedCell: !flows && Self.holdsOneStretchedCell(section, trackAxis: trackAxis),
            dependsOnMainLength: MainLengthDependence.check(section, mainAxis: mainAxis), list: section.list)
    }

    /// Solves again, in group order, the groups of `geometry` that need a solution of their
    /// own: those with a measured element, and a partial last group that sizes to its content
    /// (SC-9). Measured cells are visited in item order without collecting their groups.
    private func resolveMeasuredGroups(of geometry: inout SectionGeometry, work: inout WorkCounters) throws(LayoutError) {
        let capacity = geometry.capacity
        guard capacity > 0 else { return }
        let measurements = geometry.measurements
        var others = Set<Int>()
        if isPartialAndSizesToContent(geometry.groupCount - 1, of: geometry) { others.insert(geometry.groupCount - 1) }
        for key in measurements.supplementaries.keys where key.item >= 0 {
            if let count = geometry.groupSupplementaryCounts[key.kind] {
                if key.item / count < geometry.groupCount { others.insert(key.item / count) }
            } else if geometry.plan.section?.boundaryItems.contains(where: { $0.kind == key.kind }) != true,
                key.item < geometry.itemCount
            {
                others.insert(key.item / capacity)
            }
        }
        let pending = others.sorted()
        var next = 0
        var last = -1
        for (item, _) in measurements.cells where item < geometry.itemCount {
            let group = item / capacity
            while next < pending.count, pending[next] < group {
                try resolveGroup(pending[next], of: &geometry, work: &work)
                next += 1
            }
            if next < pending.count, pending[next] == group { next += 1 }
            if group != last { try resolveGroup(group, of: &geometry, work: &work) }
            last = group
        }
        for group in pending[next...] { try resolveGroup(group, of: &geometry, work: &work) }
    }

    /// Whether group `group` is the section's partial last group (SC-9) and its solution
    /// depends on how many items it holds.
    private func isPartialAndSizesToContent(_ group: Int, of geometry: SectionGeometry) -> Bool {
        let capacity = geometry.capacity
        guard capacity > 0, group >= 0, group == geometry.groupCount - 1, geometry.itemCount % capacity != 0 else {
            return false
        }
        return geometry.plan.section?.group.sizesToContent ?? false
    }

    /// The measurements of group `group`'s elements, keyed by position inside the group, and
    /// how many of its slots hold an item when it is a partial last group that sizes to its
    /// content.
    private func sizing(forGroup group: Int, of geometry: SectionGeometry) -> GroupSizing {
        let capacity = geometry.capacity
        var sizing = GroupSizing()
        let measurements = geometry.measurements
        guard capacity > 0 else { return sizing }
        let first = group * capacity
        let last = first + min(capacity, geometry.itemCount - first)  // no overflow near Int.max
        if isPartialAndSizesToContent(group, of: geometry) { sizing.presentSlots = last - first }
        if !measurements.cells.isEmpty {
            for item in first..<last {
                if let size = measurements.cells[item] { sizing.cells[item - first] = size }
            }
        }
        if !measurements.supplementaries.isEmpty {
            var kinds = Set<String>()
            for slot in geometry.template.slots {
                for attached in slot.supplementaries { kinds.insert(attached.kind) }
            }
            for kind in kinds {
                for item in first..<last {
                    if let size = measurements.supplementaries[SupplementaryKey(kind: kind, item: item)] {
                        sizing.itemSupplementaries[SupplementaryKey(kind: kind, item: item - first)] = size
                    }
                }
            }
        }
        for (kind, count) in geometry.groupSupplementaryCounts {
            // Instances past Int.max hold no item (see `solve`), so none can be measured.
            let base = group.multipliedReportingOverflow(by: count)
            guard !base.overflow else { continue }
            for instance in 0..<count {
                let (item, overflow) = base.partialValue.addingReportingOverflow(instance)
                guard !overflow else { break }
                if let size = measurements.supplementaries[SupplementaryKey(kind: kind, item: item)] {
                    sizing.groupSupplementaries[SupplementaryKey(kind: kind, item: instance)] = size
                }
            }
        }
        return sizing
    }

    /// The length every group takes when the top-level group is `uniformAcrossSiblings`
    /// along the track: the longest group, unmeasured groups counting at their estimate
    /// (S-40).
    private func sharedGroupLength(of geometry: SectionGeometry) -> Double {
        let axis = geometry.trackAxis
        var length = geometry.distinctGroups.count < geometry.groupCount ? geometry.template.boxSize.length(along: axis) : 0
        for group in geometry.distinctGroups.values { length = max(length, group.boxSize.length(along: axis)) }
        return length
    }

    /// A background's frame: its section's rectangle minus its insets (D-1). On an axis where
    /// the insets exceed the section it collapses to zero length, kept inside the section.
    private static func background(of section: Rect, insets: DirectionalInsets) -> Rect {
        let inset = section.inset(by: insets)
        let x = inset.width < 0 ? min(max(inset.minX, section.minX), section.maxX) : inset.minX
        let y = inset.height < 0 ? min(max(inset.minY, section.minY), section.maxY) : inset.minY
        return Rect(x: x, y: y, width: max(0, inset.width), height: max(0, inset.height))
    }

    /// A background lifts everything else in its section to zIndex 1 or more (D-2, Q-14).
    static func promoteAboveBackground(_ solved: inout SolvedGroup) {
        for index in solved.slots.indices {
            solved.slots[index].zIndex = max(solved.slots[index].zIndex, 1)
            for attached in solved.slots[index].supplementaries.indices {
                solved.slots[index].supplementaries[attached].zIndex = max(solved.slots[index].supplementaries[attached].zIndex, 1)
            }
        }
        for index in solved.groupSupplementaries.indices {
            solved.groupSupplementaries[index].zIndex = max(solved.groupSupplementaries[index].zIndex, 1)
        }
    }

    /// How far `group`'s content reaches before its box and past it along `axis`.
    static func overhang(of group: SolvedGroup, along axis: Axis) -> Overhang {
        guard let bounds = group.contentBounds else { return Overhang() }
        return Overhang(
            before: max(0, -bounds.min(along: axis)),
            after: max(0, bounds.max(along: axis) - group.boxSize.length(along: axis)))
    }

    /// How far the section's elements reach outside `0 … length` along the main axis.
    private static func sectionOverhang(of geometry: SectionGeometry) -> Overhang {
        let axis = geometry.plan.mainAxis
        var low = 0.0, high = geometry.length
        for item in geometry.boundaryItems {
            low = min(low, item.frame.min(along: axis))
            high = max(high, item.frame.max(along: axis))
        }
        for decoration in geometry.decorations {
            low = min(low, decoration.frame.min(along: axis))
            high = max(high, decoration.frame.max(along: axis))
        }
        if geometry.groupCount > 0 {
            let start = geometry.track.origin.value(along: axis)
            if geometry.plan.row == nil {
                low = min(low, start - geometry.groupOverhang.before)
                high = max(high, start + geometry.track.length + geometry.groupOverhang.after)
            } else {
                // Stretched groups reach as far as the template across the track.
                var groups = geometry.distinctGroups.count < geometry.groupCount ? [geometry.template] : []
                groups += geometry.distinctGroups.values
                for group in groups {
                    guard let bounds = group.contentBounds else { continue }
                    low = min(low, start + bounds.min(along: axis))
                    high = max(high, start + bounds.max(along: axis))
                }
            }
        }
        return Overhang(before: -low, after: high - geometry.length)
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
            crossLength: max(0, container.size.length(along: cross) - insets.total(along: cross) - followed.total(along: cross)))
    }

    /// The cross-axis span groups are laid out in: the container minus the reference insets
    /// and the section's content insets on the cross axis (SC-2, SC-6).
    func layoutBox(for section: Section) -> (start: Double, length: Double) {
        let cross = mainAxis.cross
        let reference = referenceInsets(section.contentInsetsReference)
        let start = reference.leadingEdge(along: cross) + section.contentInsets.leadingEdge(along: cross)
        let length = container.size.length(along: cross) - reference.total(along: cross)
            - section.contentInsets.total(along: cross)
        return (start, max(0, length))
    }

    /// The reference insets of a section (SC-2): `.automatic` follows the configuration.
    func referenceInsets(_ reference: ContentInsetsReference) -> DirectionalInsets {
        let resolved = reference == .automatic ? configuration.contentInsetsReference : reference
        return container.insets(for: resolved)
    }
}
