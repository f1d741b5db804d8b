/// Queries over a solved layout: index path → frame in O(1), rectangle → elements in
/// O(log sections + elements returned). `visible` is the rectangle pinned items stay in
/// (the host's bounds minus its adjusted content insets, OB-5); `nil` leaves them at their
/// natural places.
///
/// Elements of orthogonal rows are reported where they sit with the row at offset 0 (O-7,
/// Q-6); `orthogonalOffsets` (leading distances by section) only decides which of them a
/// rectangle shows.
extension LayoutSolution {
    /// The cell at `item` in `section`, or `nil` when there is no such cell.
    public func cell(section: Int, item: Int) -> PlacedElement? {
        guard sections.indices.contains(section), let frame = sections[section].cellFrame(ofItem: item) else {
            return nil
        }
        return PlacedElement(
            category: .cell, section: section, item: item, frame: present(frame, category: .cell),
            zIndex: sections[section].cellZIndex(ofItem: item))
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
        if item == 0, geometry.boundaryItems.contains(where: { $0.kind == kind }) {
            return boundaryElements(of: geometry, visible: visible).first { $0.kind == kind }
        }
        if let count = geometry.groupSupplementaryCounts[kind], item >= 0 {
            let group = item / count, instance = item % count
            guard let entry = geometry.groupSupplementaries.filter({ $0.kind == kind }).dropFirst(instance).first,
                group < geometry.groupCount, group * geometry.capacity + entry.firstSlot < geometry.itemCount
            else { return nil }
            return groupSupplementaryElement(entry, group: group, in: geometry)
        }
        guard let cellFrame = geometry.cellFrame(ofItem: item),
            let attached = geometry.slots[item % geometry.capacity].supplementaries.first(where: { $0.kind == kind })
        else { return nil }
        return PlacedElement(
            category: .supplementaryView, section: section, item: item, kind: kind,
            frame: present(attached, onReportedCell: present(cellFrame, category: .cell)), zIndex: attached.zIndex)
    }

    /// The decoration of `kind` of `section` (item 0), or `nil` when there is none.
    public func decoration(kind: String, section: Int, item: Int) -> PlacedElement? {
        guard item == 0, sections.indices.contains(section),
            let decoration = sections[section].decorations.first(where: { $0.kind == kind })
        else { return nil }
        return decorationElement(decoration, section: section)
    }

    /// Every element whose reported frame intersects `rect`: per section its cells by
    /// item, then the cells' and groups' supplementaries, boundary items and decorations;
    /// layout-wide boundary items last.
    public func elements(in rect: Rect, visible: Rect? = nil, orthogonalOffsets: [Int: Double] = [:]) -> [PlacedElement] {
        guard rect.isFinite else { return [] }
        // Snapping moves a cell edge by less than a pixel and a supplementary placed on a
        // snapped cell by less than two; mirroring (`width - maxX`, for the rectangle here and
        // for each frame when it is presented) can lose the last bits of an edge. So search a
        // slightly larger solved rectangle and filter on the reported frames.
        let pixel = pixelGrid.scale > 0 && pixelGrid.scale.isFinite ? 1 / pixelGrid.scale : 0
        let magnitude = Swift.max(
            1, Swift.abs(rect.minX), Swift.abs(rect.maxX), Swift.abs(rect.minY), Swift.abs(rect.maxY),
            contentSize.width, contentSize.height)
        let searched = mirrored(rect).outset(by: 2 * pixel + magnitude * 1e-9)
        var result: [PlacedElement] = []
        for index in sectionRange(touching: searched) {
            let geometry = sections[index]
            let offset = geometry.orthogonalRow.map { $0.clamped(orthogonalOffsets[index] ?? 0) } ?? 0
            collectGroupContent(of: geometry, in: searched, reportedRect: rect, rowOffset: offset, into: &result)
            result += boundaryElements(of: geometry, visible: visible).filter { $0.frame.intersects(rect) }
            for decoration in geometry.decorations {
                let element = decorationElement(decoration, section: index)
                if element.frame.intersects(rect) { result.append(element) }
            }
        }
        result += layoutBoundaryElements(visible: visible).filter { $0.frame.intersects(rect) }
        return result
    }

    /// The sections whose content may reach into `rect` along the main axis.
    func sectionRange(touching rect: Rect) -> Range<Int> {
        let low = rect.min(along: scrollAxis), high = rect.max(along: scrollAxis)
        let first = firstIndex(in: runningMaximumEnd) { $0 >= low }
        let end = firstIndex(in: runningMinimumStart) { $0 > high }
        return first..<max(first, end)
    }

    /// Cells, their supplementaries and group supplementaries of the group instances that
    /// may reach `searched`; in a row scrolled by `rowOffset`, tested where they are shown.
    private func collectGroupContent(
        of section: SectionGeometry, in searched: Rect, reportedRect: Rect, rowOffset: Double,
        into result: inout [PlacedElement]
    ) {
        let axis = section.trackAxis
        let shift = displayShift(of: section, rowOffset: rowOffset)
        let low = searched.min(along: axis) + rowOffset, high = searched.max(along: axis) + rowOffset
        let shows = { (frame: Rect) in frame.offsetBy(dx: shift.x, dy: shift.y).intersects(reportedRect) }
        var supplementaries: [PlacedElement] = []
        for group in section.groups(touching: low, high) {
            let origin = section.groupOrigin(group)
            for (slotIndex, slot) in section.slots.enumerated() {
                let item = group * section.capacity + slotIndex
                guard item < section.itemCount else { break }
                let cell = present(slot.frame.offsetBy(dx: origin.x, dy: origin.y), category: .cell)
                if shows(cell) {
                    result.append(
                        PlacedElement(
                            category: .cell, section: section.index, item: item, frame: cell, zIndex: slot.zIndex,
                            rowShift: shift))
                }
                for attached in slot.supplementaries {
                    let frame = present(attached, onReportedCell: cell)
                    guard shows(frame) else { continue }
                    supplementaries.append(
                        PlacedElement(
                            category: .supplementaryView, section: section.index, item: item, kind: attached.kind,
                            frame: frame, zIndex: attached.zIndex, rowShift: shift))
                }
            }
            for entry in section.groupSupplementaries where group * section.capacity + entry.firstSlot < section.itemCount {
                var element = groupSupplementaryElement(entry, group: group, in: section)
                element.rowShift = shift
                if shows(element.frame) { supplementaries.append(element) }
            }
        }
        result += supplementaries
    }

    /// How far a row scrolled by `rowOffset` moves its elements on screen: toward the
    /// leading side, which is the left in left-to-right layouts and the right otherwise.
    public func displayShift(of section: SectionGeometry, rowOffset: Double) -> Point {
        guard section.orthogonalRow != nil, rowOffset != 0 else { return .zero }
        let axis = section.trackAxis
        let sign: Double = axis == .horizontal && layoutDirection == .rightToLeft ? 1 : -1
        return Point(main: sign * rowOffset, cross: 0, axis: axis)
    }

    private func groupSupplementaryElement(_ entry: GroupSupplementary, group: Int, in section: SectionGeometry)
        -> PlacedElement
    {
        let origin = section.groupOrigin(group)
        let count = section.groupSupplementaryCounts[entry.kind] ?? 1
        return PlacedElement(
            category: .supplementaryView, section: section.index, item: group * count + entry.instance, kind: entry.kind,
            frame: present(entry, onSolvedHost: entry.host.offsetBy(dx: origin.x, dy: origin.y)), zIndex: entry.zIndex)
    }

    private func boundaryElements(of section: SectionGeometry, visible: Rect?) -> [PlacedElement] {
        let frames = pinnedFrames(of: section.boundaryItems, within: section.frame, visible: visible)
        return zip(section.boundaryItems, frames).map { item, frame in
            PlacedElement(
                category: .supplementaryView, section: section.index, item: 0, kind: item.kind,
                frame: present(frame, category: .supplementaryView), zIndex: item.zIndex)
        }
    }

    private func layoutBoundaryElements(visible: Rect?) -> [PlacedElement] {
        let content = Rect(origin: .zero, size: contentSize)
        let frames = pinnedFrames(of: layoutBoundaryItems, within: content, visible: visible)
        return zip(layoutBoundaryItems, frames).map { item, frame in
            PlacedElement(
                category: .supplementaryView, section: 0, item: 0, kind: item.kind,
                frame: present(frame, category: .supplementaryView), zIndex: item.zIndex)
        }
    }

    private func decorationElement(_ decoration: PlacedDecoration, section: Int) -> PlacedElement {
        PlacedElement(
            category: .decorationView, section: section, item: 0, kind: decoration.kind,
            frame: present(decoration.frame, category: .decorationView), zIndex: decoration.zIndex)
    }

    /// The first index of the non-decreasing `values` that satisfies `predicate`, which must
    /// be false then true along the array.
    private func firstIndex(in values: [Double], where predicate: (Double) -> Bool) -> Int {
        var low = 0, high = values.count
        while low < high {
            let mid = (low + high) / 2
            if predicate(values[mid]) { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
