/// Queries over a solved layout: index path → element in O(log m) (m measured groups of its
/// section; O(1) for a uniform section), rectangle → elements in O(log S + log m +
/// elements returned). `visible` is the rectangle pinned items stay in (the host's bounds
/// minus its adjusted content insets, OB-5); `nil` leaves them at their natural places.
///
/// Elements of orthogonal rows are reported where they sit with the row at offset 0 (O-7,
/// Q-6); `rowOffsets` (already constrained by the rows, read as they are) only decides which
/// of them a rectangle shows.
extension LayoutSolution {
    /// The cell at `item` in `section`, or `nil` when there is no such cell.
    public func cell(section: Int, item: Int) -> PlacedElement? {
        placedCell(section: section, item: item).map {
            PlacedElement(
                category: .cell, section: section, item: item, kind: nil, frame: $0.frame, zIndex: $0.zIndex,
                selfSizingAxes: $0.selfSizingAxes)
        }
    }

    /// The cell at `item` in `section` without its category, index path and kind, or `nil`
    /// when there is no such cell: the frame, z-index and self-sizing axes
    /// ``cell(section:item:)`` reports, bit for bit.
    @inline(__always)
    public func placedCell(section: Int, item: Int) -> PlacedCell? {
        // The section is read in place: the calls below are inlined, so nothing passes (and
        // copies) the whole `SectionGeometry`.
        guard sections.indices.contains(section), let placed = sections[section].cellPlacement(ofItem: item) else {
            return nil
        }
        return PlacedCell(
            frame: presentInlined(cell: contentRect(placed.frame, sectionStart: sectionStart(section))),
            zIndex: placed.zIndex, selfSizingAxes: placed.selfSizingAxes)
    }

    /// ``placedCell(section:item:)`` for a caller that holds the solution `inout`: the same
    /// answer, changing nothing. A call of a non-mutating method gets `self` as a value the
    /// caller must prove unchanged during the call, or copy first (the whole top level, 352
    /// bytes, when the solution is a class's stored property); a mutating one gets its
    /// address, and reads the solution in place (``placedCell(section:item:)`` is inlined).
    public mutating func placedCellInPlace(section: Int, item: Int) -> PlacedCell? {
        placedCell(section: section, item: item)
    }

    /// The number of items in `section`, or `nil` when there is no such section.
    public func itemCount(inSection section: Int) -> Int? {
        sections.indices.contains(section) ? sections[section].itemCount : nil
    }

    /// The supplementary view of `kind` at (`section`, `item`): a layout-wide or section
    /// boundary item (item 0), a group supplementary (item = group instance, OB-7) or a cell's
    /// supplementary (item = the cell's item), or `nil` when there is none.
    public func supplementary(kind: String, section: Int, item: Int, visible: Rect? = nil) -> PlacedElement? {
        if section == 0, item == 0, let element = layoutBoundaryElements(visible: visible).first(where: { $0.kind == kind }) {
            return element
        }
        guard sections.indices.contains(section) else { return nil }
        let geometry = sections[section]
        let start = sectionStart(section)
        if item == 0, geometry.boundaryItems.contains(where: { $0.kind == kind }) {
            return boundaryElements(of: section, visible: visible).first { $0.kind == kind }
        }
        if geometry.groupSupplementaryCounts[kind] != nil {
            guard let (group, entry) = geometry.groupSupplementary(kind: kind, item: item) else { return nil }
            return groupSupplementaryElement(entry, group: group, in: geometry, sectionStart: start)
        }
        guard let cellFrame = geometry.cellFrameInSection(ofItem: item),
            let attached = geometry.cellSlot(ofItem: item)?.supplementaries.first(where: { $0.kind == kind })
        else { return nil }
        let cell = present(contentRect(cellFrame, sectionStart: start), category: .cell)
        return PlacedElement(
            category: .supplementaryView, section: section, item: item, kind: kind,
            frame: present(attached, onReportedCell: cell), zIndex: attached.zIndex,
            selfSizingAxes: attached.selfSizingAxes)
    }

    /// The decoration of `kind` of `section` (item 0), or `nil` when there is none.
    public func decoration(kind: String, section: Int, item: Int) -> PlacedElement? {
        guard item == 0, sections.indices.contains(section),
            let decoration = sections[section].decorations.first(where: { $0.kind == kind })
        else { return nil }
        return decorationElement(decoration, section: section, sectionStart: sectionStart(section))
    }

    /// Every element whose reported frame intersects `rect`: per section its cells by
    /// item, then the cells' and groups' supplementaries, boundary items and decorations;
    /// layout-wide boundary items last.
    ///
    /// A query looks at no more than `LayoutLimits.maximumElementsPerQuery` elements: past
    /// that it stops, and what it did not reach (the rest, in the order above) is left out.
    /// Only a degenerate layout gets there: groups of (almost) no length along the main axis,
    /// millions deep at one place, all of which meet any rectangle there.
    ///
    /// This is the one place a query rectangle is widened and filtered: the search runs on a
    /// slightly larger rectangle in content space (snapping floors a cell's origin and size,
    /// moving its far edge by less than two pixels; a supplementary anchored to that edge is
    /// rounded and its size floored, so its edges move by less than four; mirroring can lose
    /// the last bits of an edge), and every element is kept only if its reported frame, moved
    /// by its row's offset, intersects `rect` exactly.
    public func elements(
        in rect: Rect, visible: Rect? = nil, rowOffsets: OrthogonalRowOffsets = OrthogonalRowOffsets()
    ) -> [PlacedElement] {
        var result: [PlacedElement] = []
        forEachElement(in: rect, visible: visible, rowOffsets: rowOffsets) { result.append($0) }
        return result
    }

    /// Calls `body` with every element ``elements(in:visible:rowOffsets:)`` returns, in
    /// its order, without collecting them: a query that builds no array (a section's cell
    /// supplementaries and group supplementaries, which follow its cells, are held until the
    /// cells are done).
    public func forEachElement(
        in rect: Rect, visible: Rect? = nil, rowOffsets: OrthogonalRowOffsets = OrthogonalRowOffsets(),
        _ body: (PlacedElement) -> Void
    ) {
        var budget = LayoutLimits.maximumElementsPerQuery
        forEachElement(in: rect, visible: visible, rowOffsets: rowOffsets, budget: &budget, body)
    }

    /// ``forEachElement(in:visible:rowOffsets:_:)`` with the cells handed out apart, as plain
    /// values: `cells` gets each cell's section, item, values and row shift (what a
    /// ``PlacedElement`` of category `.cell` holds beside its category and its `nil` kind),
    /// `others` every other element, all in the order of
    /// ``forEachElement(in:visible:rowOffsets:_:)``. A caller that makes a value of its own per
    /// cell makes it from values that copy without reference counting.
    public func forEachElement(
        in rect: Rect, visible: Rect? = nil, rowOffsets: OrthogonalRowOffsets = OrthogonalRowOffsets(),
        cells: (_ section: Int, _ item: Int, _ cell: PlacedCell, _ rowShift: Point) -> Void,
        others: (PlacedElement) -> Void
    ) {
        var budget = LayoutLimits.maximumElementsPerQuery
        forEachElement(in: rect, visible: visible, rowOffsets: rowOffsets, budget: &budget, cells: cells, others: others)
    }

    /// ``forEachElement(in:visible:rowOffsets:_:)`` looking at no more than `budget`
    /// elements (every cell slot of a group searched, with its supplementaries, and every
    /// section's boundary items and decorations count, whether reported or not), which it
    /// decreases by what it looked at.
    func forEachElement(
        in rect: Rect, visible: Rect?, rowOffsets: OrthogonalRowOffsets, budget: inout Int,
        _ body: (PlacedElement) -> Void
    ) {
        forEachElement(
            in: rect, visible: visible, rowOffsets: rowOffsets, budget: &budget,
            cells: { section, item, cell, rowShift in
                body(
                    PlacedElement(
                        category: .cell, section: section, item: item, frame: cell.frame, zIndex: cell.zIndex,
                        rowShift: rowShift, selfSizingAxes: cell.selfSizingAxes))
            },
            others: body)
    }

    /// ``forEachElement(in:visible:rowOffsets:cells:others:)`` within `budget`, as
    /// ``forEachElement(in:visible:rowOffsets:budget:_:)`` counts it.
    func forEachElement(
        in rect: Rect, visible: Rect?, rowOffsets: OrthogonalRowOffsets, budget: inout Int,
        cells: (_ section: Int, _ item: Int, _ cell: PlacedCell, _ rowShift: Point) -> Void,
        others: (PlacedElement) -> Void
    ) {
        guard rect.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let searched = searchRect(for: rect)
        for index in sectionRange(touching: searched) {
            guard budget > 0 else { return }
            budget -= 1 + sections[index].boundaryItems.count + sections[index].decorations.count
            let start = sectionStart(index)
            // `sections[index]` is read in place each time: a local copy of the geometry would
            // retain and release every array and dictionary it holds.
            let offset = sections[index].isOrthogonalRow ? rowOffsets.offset(ofSection: index) : 0
            visitGroupContent(
                of: sections[index], sectionStart: start, in: searched, reportedRect: rect, rowOffset: offset,
                budget: &budget, cells: cells, others: others)
            if !sections[index].boundaryItems.isEmpty {
                for element in boundaryElements(of: index, visible: visible) where element.frame.intersects(rect) {
                    others(element)
                }
            }
            for decoration in sections[index].decorations {
                let element = decorationElement(decoration, section: index, sectionStart: start)
                if element.frame.intersects(rect) { others(element) }
            }
        }
        if !layoutBoundaryItems.isEmpty {
            for element in layoutBoundaryElements(visible: visible) where element.frame.intersects(rect) { others(element) }
        }
    }

    /// How far rounding can move a reported edge however small the query rectangle's
    /// coordinates are: an edge computed as origin + size, with a size up to
    /// `LayoutLimits.maximumCoordinate` (a cell much wider than the view, mirrored), carries
    /// the rounding of that size, a few of its ulps.
    static let roundingMargin = 4 * LayoutLimits.maximumCoordinate.ulp

    /// `rect` in content space, widened on each axis by four pixels (a supplementary placed
    /// on a snapped cell's far edge moves by up to four), by the rounding of large sizes
    /// (`roundingMargin`) and by a few units in the last place of that axis's coordinates,
    /// for the rounding of mirroring (which involves the content width on x; nothing is
    /// mirrored on y). The margin never grows with the content's length, so a query deep in
    /// a long layout searches no more groups than one at its top. The result stays finite
    /// even for `CGRect.infinite`.
    func searchRect(for rect: Rect) -> Rect {
        let pixel = pixelGrid.scale > 0 && pixelGrid.scale.isFinite ? 1 / pixelGrid.scale : 0
        let content = mirrored(rect)
        let bound = LayoutLimits.maximumCoordinate * 1e6
        func widened(_ low: Double, _ high: Double, magnitude: Double) -> (Double, Double) {
            let margin = 4 * pixel + 8 * Swift.max(1, magnitude).ulp + Self.roundingMargin
            return (Swift.max(low - margin, -bound), Swift.min(high + margin, bound))
        }
        let (x0, x1) = widened(
            content.minX, content.maxX, magnitude: Swift.max(Swift.abs(rect.minX), Swift.abs(rect.maxX), contentSize.width))
        let (y0, y1) = widened(content.minY, content.maxY, magnitude: Swift.max(Swift.abs(rect.minY), Swift.abs(rect.maxY)))
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The sections whose elements may reach into `rect` along the main axis, found by two
    /// searches of the prefix sums over section lengths, widened by the largest overhang.
    func sectionRange(touching rect: Rect) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        let spacing = plan.configuration.interSectionSpacing
        let low = rect.min(along: scrollAxis) - overhang.after - plan.headerLength
        let high = rect.max(along: scrollAxis) + overhang.before - plan.headerLength
        // Section i ends at Σ_{j ≤ i} extent − spacing and starts at Σ_{j < i} extent plus the
        // space before it, so searching by Σ_{j < i} may include one section too many.
        let first = sectionExtents.firstIndex(whereSumThroughIsAtLeast: low + spacing)
        let last = sectionExtents.lastIndex(whereSumBeforeIsAtMost: high)
        return first..<Swift.max(first, last + 1)
    }

    /// Cells, their supplementaries and group supplementaries of the group instances that
    /// may reach `searched`, cells first (to `cells`, the others to `others`); in a row
    /// scrolled by `rowOffset`, tested where they are shown.
    ///
    /// The section's track and template are read once: a copy per group (a getter's, or the
    /// one a call makes of a value it cannot prove unchanged) retained and released every
    /// array they hold.
    private func visitGroupContent(
        of section: borrowing SectionGeometry, sectionStart start: Double, in searched: Rect, reportedRect: Rect,
        rowOffset: Double, budget: inout Int, cells: (_ section: Int, _ item: Int, _ cell: PlacedCell, _ rowShift: Point) -> Void,
        others: (PlacedElement) -> Void
    ) {
        guard section.groupCount > 0 else { return }
        let track = section.track
        let template = section.template
        let shift = displayShift(of: section, rowOffset: rowOffset)
        let visit = GroupVisit(
            section: section.index, itemCount: section.itemCount, sectionStart: start, shift: shift, reportedRect: reportedRect)
        var supplementaries: [PlacedElement] = []
        let groups = groupRange(of: section, track: track, sectionStart: start, in: searched, rowOffset: rowOffset)
        // What one group instance costs to look at: its cells and the supplementaries of the
        // template (a group of its own is counted as the template; both are bounded by the
        // group capacity limit).
        let capacity = template.slots.count
        let groupCost = Swift.max(1, capacity + template.groupSupplementaries.count)
        if let flow = track.flow {
            flow.forEachGroup(in: groups) { location in
                guard budget > 0 else { return }
                budget -= groupCost
                let (placed, own) = section.flowPlacement(location, in: flow)
                if let own {
                    visitGroup(
                        own, location.group, firstItem: location.firstItem, placed, of: section, visit,
                        &supplementaries, cells)
                } else {
                    visitGroup(
                        template, location.group, firstItem: location.firstItem, placed, of: section,
                        visit, &supplementaries, cells)
                }
            }
            for element in supplementaries { others(element) }
            return
        }
        let distinct = !section.distinctGroups.isEmpty
        // One search of the track for the first group; the others follow it in order.
        var walk = track.extents.walk(from: groups.lowerBound)
        for group in groups {
            guard budget > 0 else { break }
            budget -= groupCost
            let placed = section.groupPlacement(next: &walk, on: track)
            if distinct, let own = section.distinctGroups[group] {
                visitGroup(
                    own, group, firstItem: group * capacity, placed, of: section, visit, &supplementaries, cells)
            } else {
                visitGroup(
                    template, group, firstItem: group * capacity, placed, of: section, visit,
                    &supplementaries, cells)
            }
        }
        for element in supplementaries { others(element) }
    }

    /// What a query's visit of one section's groups keeps from group to group.
    private struct GroupVisit {
        /// The section's index.
        var section: Int
        /// The section's items: a last group's slots past them hold no cell.
        var itemCount: Int
        /// Where the section starts along the main axis, in content space.
        var sectionStart: Double
        /// How far the section's row moves what it shows; zero outside rows.
        var shift: Point
        /// The query's rectangle, in presented coordinates.
        var reportedRect: Rect

        /// Whether the rectangle shows a presented frame, moved by the row's offset.
        @inline(__always)
        func shows(_ frame: Rect) -> Bool {
            frame.offsetBy(dx: shift.x, dy: shift.y).intersects(reportedRect)
        }
    }

    /// One group instance of `visitGroupContent`, holding items from `first` on: its cells go
    /// to `cells`, its cells' and groups' supplementaries to `supplementaries`.
    @inline(__always)
    private func visitGroup(
        _ solved: borrowing SolvedGroup, _ group: Int, firstItem first: Int, _ placed: GroupPlacement,
        of section: borrowing SectionGeometry, _ visit: GroupVisit, _ supplementaries: inout [PlacedElement],
        _ cells: (_ section: Int, _ item: Int, _ cell: PlacedCell, _ rowShift: Point) -> Void
    ) {
        let start = visit.sectionStart
        for slotIndex in solved.slots.indices {
            let item = first + slotIndex
            guard item < visit.itemCount else { break }
            let inSection = placed.frame(of: solved.slots[slotIndex])
            let cell = present(contentRect(inSection, sectionStart: start), category: .cell)
            if visit.shows(cell) {
                cells(
                    visit.section, item,
                    PlacedCell(
                        frame: cell, zIndex: solved.slots[slotIndex].zIndex,
                        selfSizingAxes: solved.slots[slotIndex].selfSizingAxes),
                    visit.shift)
            }
            guard !solved.slots[slotIndex].supplementaries.isEmpty else { continue }
            for attached in solved.slots[slotIndex].supplementaries {
                let frame = present(attached, onReportedCell: cell)
                guard visit.shows(frame) else { continue }
                supplementaries.append(
                    PlacedElement(
                        category: .supplementaryView, section: visit.section, item: item, kind: attached.kind,
                        frame: frame, zIndex: attached.zIndex, rowShift: visit.shift,
                        selfSizingAxes: attached.selfSizingAxes))
            }
        }
        guard !solved.groupSupplementaries.isEmpty else { return }
        for entry in solved.groupSupplementaries where first + entry.firstSlot < visit.itemCount {
            var element = groupSupplementaryElement(entry, group: group, in: section, sectionStart: start)
            element.rowShift = visit.shift
            if visit.shows(element.frame) { supplementaries.append(element) }
        }
    }

    /// The groups of `section` a search of the content-space rectangle `searched` visits.
    func groupRange(of section: borrowing SectionGeometry, sectionStart start: Double, in searched: Rect, rowOffset: Double)
        -> Range<Int>
    {
        groupRange(of: section, track: section.track, sectionStart: start, in: searched, rowOffset: rowOffset)
    }

    /// ``groupRange(of:sectionStart:in:rowOffset:)`` with the section's `track` already read.
    private func groupRange(
        of section: borrowing SectionGeometry, track: borrowing GroupTrack, sectionStart start: Double, in searched: Rect,
        rowOffset: Double
    ) -> Range<Int> {
        let axis = track.axis
        let searchStart = axis == scrollAxis ? start : 0
        let low = searched.min(along: axis) + rowOffset - searchStart
        let high = searched.max(along: axis) + rowOffset - searchStart
        return track.groups(
            touching: low, high, overhangBefore: section.groupOverhang.before, overhangAfter: section.groupOverhang.after)
    }

    /// How many groups a query of `rect` (presented coordinates, rows at rest) visits, over
    /// all sections: what tests count to show that a query's work does not grow with the
    /// content. The groups a query would search, without its budget
    /// (`LayoutLimits.maximumElementsPerQuery`), which ends the visit earlier.
    func groupsVisited(byQueryOf rect: Rect) -> Int {
        let searched = searchRect(for: rect)
        return sectionRange(touching: searched).reduce(0) { total, index in
            total + groupRange(of: sections[index], sectionStart: sectionStart(index), in: searched, rowOffset: 0).count
        }
    }

    func groupSupplementaryElement(
        _ entry: GroupSupplementary, group: Int, in section: SectionGeometry, sectionStart start: Double
    ) -> PlacedElement {
        let origin = section.groupOrigin(group)
        let count = section.groupSupplementaryCounts[entry.kind] ?? 1
        let host = contentRect(entry.hostInGroup.offsetBy(dx: origin.x, dy: origin.y), sectionStart: start)
        return PlacedElement(
            category: .supplementaryView, section: section.index, item: group * count + entry.instance, kind: entry.kind,
            frame: present(entry.placement.frame(on: host), category: .supplementaryView), zIndex: entry.zIndex,
            selfSizingAxes: entry.selfSizingAxes)
    }

    func boundaryElements(of index: Int, visible: Rect?) -> [PlacedElement] {
        presentedBoundaryElements(of: pinningGroup(ofSection: index), visible: visible)
    }

    func layoutBoundaryElements(visible: Rect?) -> [PlacedElement] {
        presentedBoundaryElements(of: pinningGroup(ofSection: nil), visible: visible)
    }

    func decorationElement(_ decoration: PlacedDecoration, section: Int, sectionStart start: Double) -> PlacedElement {
        PlacedElement(
            category: .decorationView, section: section, item: 0, kind: decoration.kind,
            frame: present(contentRect(decoration.frame, sectionStart: start), category: .decorationView),
            zIndex: decoration.zIndex)
    }
}

extension LayoutSolution {
    /// Calls `body` with every cell's reported frame, section by section and item by item:
    /// for each cell, exactly what `cell(section:item:)` returns as its frame, from the
    /// section's ``CellFrameProgression`` when it has one, otherwise group by group (one group
    /// origin per group, one section start per section) instead of one lookup per item.
    /// O(S + n) for n cells (times log c for a section's c chunks of measured groups).
    public func forEachCellFrame(_ body: (_ section: Int, _ item: Int, _ frame: Rect) -> Void) {
        for index in sections.indices {
            if let progression = cellFrameProgression(inSection: index) {
                for item in 0..<progression.itemCount { body(index, item, progression.frame(ofItem: item)) }
            } else {
                forEachCellFrame(inSection: index) { body(index, $0, $1) }
            }
        }
    }

    /// Calls `body` with the reported frame of every cell of section `index`, item by item,
    /// group by group without a progression: what `cell(section:item:)` returns as its
    /// frame. Nothing for a section that does not exist.
    public func forEachCellFrame(inSection index: Int, _ body: (_ item: Int, _ frame: Rect) -> Void) {
        guard sections.indices.contains(index) else { return }
        let section = sections[index]
        let capacity = section.capacity
        guard capacity > 0, section.itemCount > 0 else { return }
        let start = sectionStart(index)
        if let flow = section.track.flow {
            flow.forEachGroup(in: 0..<flow.groupCount) { location in
                let (placed, own) = section.flowPlacement(location, in: flow)
                let slots = (own ?? section.template).slots
                for slot in 0..<location.itemCount where slots.indices.contains(slot) {
                    let inSection = placed.frame(of: slots[slot])
                    body(location.firstItem + slot, present(contentRect(inSection, sectionStart: start), category: .cell))
                }
            }
            return
        }
        let groups = (section.itemCount - 1) / capacity + 1
        let template = section.template.slots
        let distinct = !section.distinctGroups.isEmpty
        let track = section.track
        var walk = track.extents.walk(from: 0)
        for group in 0..<groups {
            let placed = section.groupPlacement(next: &walk, on: track)
            let slots = distinct ? (section.distinctGroups[group]?.slots ?? template) : template
            var item = group * capacity
            for slot in slots {
                guard item < section.itemCount else { break }
                let inSection = placed.frame(of: slot)
                body(item, present(contentRect(inSection, sectionStart: start), category: .cell))
                item += 1
            }
        }
    }
}
