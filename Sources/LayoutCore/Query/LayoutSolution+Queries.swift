/// Queries over a solved layout: index path → frame in O(1), rectangle → elements in
/// O(log sections + elements returned).
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

    /// Every element whose reported frame intersects `rect`, ordered by section and
    /// then by item.
    public func elements(in rect: Rect) -> [PlacedElement] {
        guard rect.isFinite else { return [] }
        // Snapping moves an edge by less than one pixel, and mirroring (`width - maxX`, for
        // the rectangle here and for each frame when it is presented) can lose the last bits
        // of an edge, so that a frame touching `rect` would miss the mirrored rectangle. So
        // search a slightly larger solved rectangle and filter on the reported frames.
        let pixel = pixelGrid.scale > 0 && pixelGrid.scale.isFinite ? 1 / pixelGrid.scale : 0
        let magnitude = Swift.max(
            1, Swift.abs(rect.minX), Swift.abs(rect.maxX), Swift.abs(rect.minY), Swift.abs(rect.maxY),
            contentSize.width, contentSize.height)
        let searched = mirrored(rect).outset(by: pixel + magnitude * 1e-9)
        var result: [PlacedElement] = []
        for index in sectionRange(touching: searched) {
            collectCells(of: sections[index], in: searched, reportedRect: rect, into: &result)
        }
        return result
    }

    /// The sections whose content may reach into `rect` along the main axis.
    func sectionRange(touching rect: Rect) -> Range<Int> {
        let low = rect.min(along: scrollAxis), high = rect.max(along: scrollAxis)
        let first = firstIndex(in: runningMaximumEnd) { $0 >= low }
        let end = firstIndex(in: runningMinimumStart) { $0 > high }
        return first..<max(first, end)
    }

    private func collectCells(
        of section: SectionGeometry, in searched: Rect, reportedRect: Rect, into result: inout [PlacedElement]
    ) {
        let axis = section.trackAxis
        let groups = section.groups(touching: searched.min(along: axis), searched.max(along: axis))
        for group in groups {
            let origin = section.groupOrigin(group)
            for (slotIndex, slot) in section.slots.enumerated() {
                let item = group * section.capacity + slotIndex
                guard item < section.itemCount else { break }
                let solved = slot.frame.offsetBy(dx: origin.x, dy: origin.y)
                guard solved.intersects(searched) else { continue }
                let frame = present(solved, category: .cell)
                guard frame.intersects(reportedRect) else { continue }
                result.append(
                    PlacedElement(category: .cell, section: section.index, item: item, frame: frame, zIndex: slot.zIndex))
            }
        }
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
