/// Every cell of one section as a progression: the reported frames of its first group's
/// cells, and what each further group adds along the axis the groups repeat on. Cell `i` is
/// `firstGroup[i % firstGroup.count]` moved by `(i / firstGroup.count) × step` along `axis`,
/// and that is bit for bit the frame ``LayoutSolution/cell(section:item:)`` reports.
///
/// ``LayoutSolution/cellFrameProgression(inSection:)`` gives one only for a section where it
/// can prove that equality; see there.
public struct CellFrameProgression: Hashable, Sendable {
    /// The reported frames of group 0's cells, in item order: one per slot of the group, or
    /// one per item when the section holds fewer items than a group has slots.
    public var firstGroup: [Rect]
    /// The axis along which the groups repeat.
    public var axis: Axis
    /// How far each group is from the one before it along `axis`, as reported: negative for
    /// a horizontal track mirrored right to left.
    public var step: Double
    /// The number of cells: the section's items.
    public var itemCount: Int

    /// The reported frame of cell `item` (`0 ..< itemCount`).
    public func frame(ofItem item: Int) -> Rect {
        let group = item / firstGroup.count
        let frame = firstGroup[item % firstGroup.count]
        guard group > 0 else { return frame }
        let shift = Double(group) * step
        return axis == .vertical ? frame.offsetBy(dx: 0, dy: shift) : frame.offsetBy(dx: shift, dy: 0)
    }
}

extension LayoutSolution {
    /// Section `index`'s cells as a ``CellFrameProgression``, or `nil` when the section has no
    /// cells or its frames are not provably one (then `cell(section:item:)` per item, or
    /// ``forEachCellFrame(inSection:_:)``, gives them).
    ///
    /// **Why the progression is exact.** Group 0's frames come from the general path
    /// (`present(contentRect(slot + groupOrigin(0)))`). For a later group `g`, that path
    /// computes the same operations on the same inputs except along the track axis `a`
    /// (`groupOrigin(g)` differs from `groupOrigin(0)` only there), so only that coordinate
    /// can differ. Along `a` it computes, before snapping,
    ///
    ///     u(g) = (f + (o + off(g))) + s                       left to right or vertical
    ///     u(g) = W − (((f + (o + off(g))) + s) + w)            horizontal, right to left
    ///
    /// with `f`, `w` the slot's coordinate along `a` and width, `o` the track origin along
    /// `a`, `s` the section start along `a` (0 off the scroll axis), `W` the content width,
    /// and `off(g)` = `ExtentTree.offset(ofGroup:)`, which for a tree without overrides is
    /// `Double(g) × T + Double(0) × spacing + 0` with `T = defaultLength + spacing` (rounded
    /// once, as the tree rounds it; `offset(ofGroup: 0)` is 0). The progression is given
    /// only when
    ///
    /// 1. no group has a solution of its own and the track has no overrides, so every group
    ///    shows the template and `off(g)` is that formula;
    /// 2. `f` (every slot), `o`, `s`, `T` and, mirrored, `w` (every slot) and `W` are whole
    ///    numbers, `T > 0`, and the sum of their magnitudes with `(G − 1) × T` (G groups) times
    ///    the pixel scale stays below 2^52. Then every sum and product above is of whole
    ///    numbers below 2^53, hence exact: `u(g) = u(0) ± g × T` as real numbers (minus when
    ///    mirrored);
    /// 3. the pixel grid is inactive, or its scale is a whole number: then `u(g) × scale` is a
    ///    whole number computed exactly, so `PixelGrid.floor` returns
    ///    `u(g) × scale / scale = u(g)` (its short path; division of an exact product);
    /// 4. no `u(g)` with `g ≥ 1` is zero, so the sign of a zero never decides the bits: a
    ///    nonzero real number has one representation, and `u(0) + g × step` computed in
    ///    doubles is exact by 2., so it is that number.
    ///
    /// So the reported coordinate of group `g` is `u(0) + g × step` with `step = ±T`, equal to
    /// the general path's bit for bit. A fractional slot, group stride, section start (a
    /// section after one of fractional length), content width (mirrored) or scale, a measured
    /// group, or coordinates near 2^52 pixels give `nil`.
    public func cellFrameProgression(inSection index: Int) -> CellFrameProgression? {
        guard sections.indices.contains(index) else { return nil }
        return sections[index].cellFrameProgression(in: self, sectionStart: sectionStart(index))
    }
}

extension SectionGeometry {
    /// ``LayoutSolution/cellFrameProgression(inSection:)`` for this section of `solution`,
    /// which starts at `start`; a method of the section so that the section is read in
    /// place, not copied.
    fileprivate func cellFrameProgression(in solution: borrowing LayoutSolution, sectionStart start: Double)
        -> CellFrameProgression?
    {
        let section = self
        let capacity = section.capacity
        let itemCount = section.itemCount
        let groups = section.groupCount
        guard capacity > 0, itemCount > 0, groups == (itemCount - 1) / capacity + 1, section.distinctGroups.isEmpty,
            section.track.extents.overrideCount == 0, section.track.flow?.anchorCount ?? 0 == 0
        else { return nil }
        let axis = section.trackAxis
        let origin = section.groupOrigin(0)
        let shown = min(capacity, itemCount)
        var firstGroup: [Rect] = []
        firstGroup.reserveCapacity(shown)
        for slot in section.template.slots.prefix(shown) {
            let inSection = slot.frameInGroup.offsetBy(dx: origin.x, dy: origin.y)
            firstGroup.append(solution.present(solution.contentRect(inSection, sectionStart: start), category: .cell))
        }
        let step = section.track.extents.defaultLength + section.track.extents.spacing
        let mirrored = axis == .horizontal && solution.layoutDirection == .rightToLeft
        let progression = CellFrameProgression(
            firstGroup: firstGroup, axis: axis, step: mirrored ? -step : step, itemCount: itemCount)
        guard groups > 1 else { return progression }

        // 3. The scale: inactive, or whole.
        let scale = solution.pixelGrid.scale
        let gridIsActive = scale > 0 && scale < .infinity
        guard !gridIsActive || PixelGrid.isWhole(scale) else { return nil }
        // 2. Whole inputs, and their magnitudes' sum (times the scale) below 2^52; an infinite
        // input counts as whole but fails the bound.
        let trackOrigin = section.track.origin.value(along: axis)
        let startAlong = axis == solution.scrollAxis ? start : 0
        let width = solution.contentSize.width
        guard step > 0, PixelGrid.isWhole(step), PixelGrid.isWhole(trackOrigin), PixelGrid.isWhole(startAlong),
            !mirrored || PixelGrid.isWhole(width)
        else { return nil }
        var largestSlot = 0.0
        for slot in section.template.slots {
            let f = slot.frameInGroup.min(along: axis)
            let w = slot.frameInGroup.width
            guard PixelGrid.isWhole(f), !mirrored || PixelGrid.isWhole(w) else { return nil }
            largestSlot = Swift.max(largestSlot, f.magnitude + (mirrored ? w.magnitude + width.magnitude : 0))
        }
        let bound = largestSlot + trackOrigin.magnitude + startAlong.magnitude + Double(groups - 1) * step
        guard bound * Swift.max(1, gridIsActive ? scale : 1) < 0x1p52 else { return nil }
        // 4. No later group's coordinate is zero: u(0) + g × step = 0 for some g in 1 ..< groups
        // only if step divides u(0) with the opposite sign (both whole and below 2^52, so
        // exact as integers).
        let stepInt = Int64(step)
        for frame in firstGroup {
            let u0 = Int64(frame.min(along: axis))
            guard u0 != 0, u0 % stepInt == 0 else { continue }
            let g = mirrored ? u0 / stepInt : -u0 / stepInt
            if g >= 1, g < groups { return nil }
        }
        return progression
    }
}
