/// The elements of a rectangle in index-path order (``ElementOrderKey``), for listing them
/// one by one (a JSON dump, a drawing in painting order) without collecting and sorting them.
///
/// ```
/// [0,0] cell, [0,1] cell, …  [0,0] badge, [0,1] badge, …  [0,0] header  [0,0] background
/// [1,0] cell, …
/// ```
///
/// Section by section; within a section its cells by item, then its supplementary views by
/// kind and then item (the layout's own boundary items are section 0's), then its decoration
/// views by kind. No two elements share category, kind and index path (K-16: a kind is used
/// once per item of a section, at one level only; a layout-wide kind is not used in section
/// 0), so the order is total.
extension LayoutSolution {
    /// Calls `body` with every element ``forEachElement(in:visible:rowOffsets:_:)`` reports
    /// for `rect` — the same elements with the same values — in index-path order; with
    /// `sections`, only those of the sections in that range (the layout's own boundary items
    /// count as section 0's). An error `body` throws ends the walk at once and is rethrown.
    ///
    /// Nothing is collected: a section's cells are one walk over its groups that reach the
    /// rectangle, and each kind of item or group supplementary view one more walk, so the
    /// cost is O(log S + (1 + kinds) × groups visited + k) and the memory a few elements.
    public func forEachElementInIndexPathOrder<Failure: Error>(
        in rect: Rect, visible: Rect? = nil, rowOffsets: OrthogonalRowOffsets = OrthogonalRowOffsets(),
        sections limit: Range<Int>? = nil, _ body: (PlacedElement) throws(Failure) -> Void
    ) throws(Failure) {
        guard rect.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let searched = searchRect(for: rect)
        var range = sectionRange(touching: searched)
        if let limit { range = range.clamped(to: limit) }
        var layoutWide: [PlacedElement] = []
        if !layoutBoundaryItems.isEmpty, limit?.contains(0) ?? true {
            layoutWide = layoutBoundaryElements(visible: visible).filter { $0.frame.intersects(rect) }
            layoutWide.sort { ElementOrderKey($0) < ElementOrderKey($1) }
            // Section 0's supplementary views: before every later section's elements.
            if range.first != 0 {
                for element in layoutWide { try body(element) }
                layoutWide = []
            }
        }
        for index in range {
            let offset = sections[index].isOrthogonalRow ? rowOffsets.offset(ofSection: index) : 0
            let walk = GroupWalk(
                solution: self, section: index, searched: searched, reportedRect: rect, rowOffset: offset)
            try walk.visitCells(of: sections[index], body)
            try visitSupplementaries(
                ofSection: index, walk: walk, layoutWide: index == 0 ? layoutWide : [], in: rect, visible: visible, body)
            if !sections[index].decorations.isEmpty {
                let start = walk.sectionStart
                let decorations = sections[index].decorations.sorted { $0.kind < $1.kind }
                for decoration in decorations {
                    let element = decorationElement(decoration, section: index, sectionStart: start)
                    if element.frame.intersects(rect) { try body(element) }
                }
            }
        }
    }

    /// The supplementary views of section `index` that `rect` shows, by kind and then item:
    /// its boundary items, `layoutWide` (the layout's own, for section 0), and one walk of
    /// the groups per kind of group and item supplementary view.
    private func visitSupplementaries<Failure: Error>(
        ofSection index: Int, walk: GroupWalk, layoutWide: [PlacedElement], in rect: Rect, visible: Rect?,
        _ body: (PlacedElement) throws(Failure) -> Void
    ) throws(Failure) {
        var kinds = SupplementaryKinds(of: sections[index])
        // A flowing group's own solution can place blueprints the template does not hold.
        if sections[index].track.flow != nil {
            for kind in walk.itemSupplementaryKinds(of: sections[index]) { kinds.add(kind, .item) }
        }
        guard !kinds.isEmpty || !layoutWide.isEmpty || !sections[index].boundaryItems.isEmpty else { return }
        var boundary: [PlacedElement] = []
        if !sections[index].boundaryItems.isEmpty {
            boundary = boundaryElements(of: index, visible: visible).filter { $0.frame.intersects(rect) }
        }
        for element in layoutWide + boundary {
            if let kind = element.kind { kinds.add(kind, .boundary) }
        }
        for (kind, level) in kinds.sorted() {
            switch level {
            case .boundary:
                for element in layoutWide + boundary where element.kind == kind { try body(element) }
            case .group:
                try walk.visitGroupSupplementaries(ofKind: kind, of: sections[index], body)
            case .item:
                try walk.visitItemSupplementaries(ofKind: kind, of: sections[index], body)
            }
        }
    }
}

/// The kinds of supplementary view a section has, each with the level it is used at.
private struct SupplementaryKinds {
    /// Where views of a kind come from.
    enum Level {
        /// A boundary item of the section or of the layout (item 0).
        case boundary
        /// A supplementary of the top-level group or a nested group.
        case group
        /// A supplementary of an item, one per cell.
        case item
    }

    private var entries: [(kind: String, level: Level)] = []

    /// The group and item kinds of `section`: the group kinds it counts and the kinds its
    /// template's cells carry (every group places the template's items, so a measured or
    /// partial group carries no other kind).
    init(of section: borrowing SectionGeometry) {
        for kind in section.groupSupplementaryCounts.keys { entries.append((kind, .group)) }
        for slot in section.template.slots {
            for attached in slot.supplementaries where !entries.contains(where: { $0.kind == attached.kind }) {
                entries.append((attached.kind, .item))
            }
        }
    }

    /// Whether the section has no group or item kind.
    var isEmpty: Bool { entries.isEmpty }

    /// Adds `kind` at `level` unless it is there already.
    mutating func add(_ kind: String, _ level: Level) {
        guard !entries.contains(where: { $0.kind == kind }) else { return }
        entries.append((kind, level))
    }

    /// Every kind once, in increasing order.
    func sorted() -> [(kind: String, level: Level)] {
        entries.sorted { $0.kind < $1.kind }
    }
}

/// One section's groups that reach a query rectangle, walked in group order: the part of
/// ``LayoutSolution/forEachElement(in:visible:rowOffsets:_:)`` that places cells and the
/// supplementary views of items and groups, with the same search and the same test of what
/// the rectangle shows, split so that cells and each kind can be walked on their own.
private struct GroupWalk {
    let solution: LayoutSolution
    let sectionStart: Double
    let groups: Range<Int>
    /// How far the section's row moves what it shows; zero outside rows.
    let shift: Point
    let reportedRect: Rect

    init(solution: LayoutSolution, section index: Int, searched: Rect, reportedRect: Rect, rowOffset: Double) {
        self.solution = solution
        self.reportedRect = reportedRect
        sectionStart = solution.sectionStart(index)
        shift = solution.displayShift(of: solution.sections[index], rowOffset: rowOffset)
        groups =
            solution.sections[index].groupCount > 0
            ? solution.groupRange(of: solution.sections[index], sectionStart: sectionStart, in: searched, rowOffset: rowOffset)
            : 0..<0
    }

    /// Whether the rectangle shows a presented frame, moved by the row's offset.
    @inline(__always)
    private func shows(_ frame: Rect) -> Bool {
        frame.offsetBy(dx: shift.x, dy: shift.y).intersects(reportedRect)
    }

    /// The presented frame of the cell in `slot` of a group placed at `placed`.
    @inline(__always)
    private func cellFrame(_ slot: borrowing Slot, _ placed: GroupPlacement) -> Rect {
        solution.present(solution.contentRect(placed.frame(of: slot), sectionStart: sectionStart), category: .cell)
    }

    /// Calls `body` with each group the rectangle reaches, in group order: its index, its first
    /// item, where it is placed and its solution (its own, or the template read in place). In
    /// a flowing section a group holds the items its measured lengths fit (FlowingGroups).
    @inline(__always)
    private func forEachGroup<Failure: Error>(
        of section: borrowing SectionGeometry,
        _ body: (_ group: Int, _ first: Int, _ placed: GroupPlacement, _ solved: borrowing SolvedGroup) throws(Failure) -> Void
    ) throws(Failure) {
        if let flow = section.track.flow {
            var locations: [FlowingGroups.Location] = []
            flow.forEachGroup(in: groups) { locations.append($0) }
            for location in locations {
                let (placed, own) = section.flowPlacement(location, in: flow)
                if let own {
                    try body(location.group, location.firstItem, placed, own)
                } else {
                    try body(location.group, location.firstItem, placed, section.template)
                }
            }
            return
        }
        let (capacity, distinct) = (section.capacity, !section.distinctGroups.isEmpty)
        for group in groups {
            let placed = section.groupPlacement(group)
            if distinct, let own = section.distinctGroups[group] {
                try body(group, group * capacity, placed, own)
            } else {
                try body(group, group * capacity, placed, section.template)
            }
        }
    }

    /// The kinds of item supplementary view the cells of the groups walked carry.
    func itemSupplementaryKinds(of section: borrowing SectionGeometry) -> [String] {
        var kinds: [String] = []
        forEachGroup(of: section) { (_, _, _, solved) in
            for slot in solved.slots {
                for attached in slot.supplementaries where !kinds.contains(attached.kind) { kinds.append(attached.kind) }
            }
        }
        return kinds
    }

    /// The cells the rectangle shows, by item.
    func visitCells<Failure: Error>(
        of section: borrowing SectionGeometry, _ body: (PlacedElement) throws(Failure) -> Void
    ) throws(Failure) {
        let (itemCount, index) = (section.itemCount, section.index)
        try forEachGroup(of: section) { (_, first, placed, solved) throws(Failure) in
            for slotIndex in solved.slots.indices {
                let item = first + slotIndex
                guard item < itemCount else { break }
                let frame = cellFrame(solved.slots[slotIndex], placed)
                guard shows(frame) else { continue }
                try body(
                    PlacedElement(
                        category: .cell, section: index, item: item, frame: frame,
                        zIndex: solved.slots[slotIndex].zIndex, rowShift: shift,
                        selfSizingAxes: solved.slots[slotIndex].selfSizingAxes))
            }
        }
    }

    /// The item supplementary views of `kind` the rectangle shows, by item.
    func visitItemSupplementaries<Failure: Error>(
        ofKind kind: String, of section: borrowing SectionGeometry, _ body: (PlacedElement) throws(Failure) -> Void
    ) throws(Failure) {
        let (itemCount, index) = (section.itemCount, section.index)
        try forEachGroup(of: section) { (_, first, placed, solved) throws(Failure) in
            for slotIndex in solved.slots.indices {
                let item = first + slotIndex
                guard item < itemCount else { break }
                for attached in solved.slots[slotIndex].supplementaries where attached.kind == kind {
                    let frame = solution.present(attached, onReportedCell: cellFrame(solved.slots[slotIndex], placed))
                    guard shows(frame) else { continue }
                    try body(
                        PlacedElement(
                            category: .supplementaryView, section: index, item: item, kind: kind, frame: frame,
                            zIndex: attached.zIndex, rowShift: shift, selfSizingAxes: attached.selfSizingAxes))
                }
            }
        }
    }

    /// The group supplementary views of `kind` the rectangle shows, by item (group, then
    /// instance: a group lists a kind's instances in order).
    func visitGroupSupplementaries<Failure: Error>(
        ofKind kind: String, of section: borrowing SectionGeometry, _ body: (PlacedElement) throws(Failure) -> Void
    ) throws(Failure) {
        let itemCount = section.itemCount
        try forEachGroup(of: section) { (group, first, _, solved) throws(Failure) in
            for entry in solved.groupSupplementaries where entry.kind == kind && first + entry.firstSlot < itemCount {
                var element = solution.groupSupplementaryElement(entry, group: group, in: section, sectionStart: sectionStart)
                element.rowShift = shift
                if shows(element.frame) { try body(element) }
            }
        }
    }
}
