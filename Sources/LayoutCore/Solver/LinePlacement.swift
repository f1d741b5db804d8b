/// Places subitems one after another along a group's axis: fitting (S-10, S-11, S-15),
/// leftover for flexible spacers (S-26) and cross-axis alignment (S-13, S-24).
///
/// ```
/// fixed:     |[A]_[B]_[C]            |   leftover stays at the trailing end
/// flexible:  |[A]_____[B]_____[C]    |   ... unless spacers can grow: shared equally
/// ```
struct LinePlacement {
    /// The group's axis.
    let axis: Axis
    /// The group's inner box, relative to its box origin.
    let inner: Rect
    /// Spacing between consecutive subitems.
    let interItemSpacing: Spacing?

    /// Subitems taken cyclically while the next one fits; the first is placed even when it
    /// does not fit, so that a group always places something (S-15). When a whole cycle adds
    /// no length (zero-size subitems and spacing) one cycle is placed and the line stops.
    /// Fitting uses the subitems' sizes at their estimates, so a group solved again with
    /// measured sizes places the same subitems as its template; with `sizing` (a group of a
    /// flowing section) it uses the cells' measured sizes, slot by slot, so the line holds
    /// as many measured items as fit and an item longer than the line is placed alone.
    ///
    /// More than `LayoutLimits.maximumCapacity` subitems is `groupTooDense`, at the group's path
    /// relative to itself (the group solver adds where the group is).
    func chooseWhileFitting(_ subitems: [Subitem], measuredBy sizing: GroupSizing? = nil) throws(LayoutError)
        -> [Candidate]
    {
        let length = inner.size.length(along: axis)
        let limit = length + LayoutLimits.fitTolerance(forLineOf: length)
        var chosen: [Candidate] = []
        var cursor = 0.0
        var cycleStart = 0.0
        var next = 0
        while true {
            let index = next % subitems.count
            let subitem = subitems[index]
            var size = subitem.size.resolve(in: inner.size)
            if let sizing, case .item(let item) = subitem {
                size = item.size.applying(measured: sizing.cell(chosen.count), to: size)
            }
            let end = cursor + gap(before: chosen.count) + lengthWithEdges(subitem, size)
            if end > limit && !chosen.isEmpty { break }
            chosen.append(Candidate(subitem: subitem, index: index, size: size))
            cursor = end
            next += 1
            if next % subitems.count == 0 {
                if cursor <= cycleStart { break }
                cycleStart = cursor
            }
            guard chosen.count <= LayoutLimits.maximumCapacity else {
                throw LayoutError(.groupTooDense(limit: LayoutLimits.maximumCapacity), at: LayoutPath())
            }
            if end > limit { break }
        }
        return chosen
    }

    /// `count` copies of `subitem` at its own size, whether or not they fit (S-19).
    func chooseRepeating(_ subitem: Subitem, count: Int) -> [Candidate] {
        Array(repeating: Candidate(subitem: subitem, index: 0, size: subitem.size.resolve(in: inner.size)), count: count)
    }

    private func gap(before position: Int) -> Double {
        position == 0 ? 0 : (interItemSpacing?.minimum ?? 0)
    }

    private func lengthWithEdges(_ subitem: Subitem, _ size: Size) -> Double {
        let edges = subitem.edgeSpacing
        return (edges.before(along: axis)?.minimum ?? 0) + size.length(along: axis)
            + (edges.after(along: axis)?.minimum ?? 0)
    }

    /// Positions the chosen subitems, growing flexible spacers by equal shares of the
    /// leftover length when there is any.
    func layout(_ chosen: [Candidate]) -> [PlacedBox] {
        let gapIsFlexible = interItemSpacing?.isFlexible ?? false
        var used = 0.0
        var spacers = 0
        for (position, candidate) in chosen.enumerated() {
            used += gap(before: position) + lengthWithEdges(candidate.subitem, candidate.size)
            if position > 0 && gapIsFlexible { spacers += 1 }
            let edges = candidate.subitem.edgeSpacing
            if edges.before(along: axis)?.isFlexible == true { spacers += 1 }
            if edges.after(along: axis)?.isFlexible == true { spacers += 1 }
        }
        let leftover = inner.size.length(along: axis) - used
        let share = (leftover > 0 && spacers > 0) ? leftover / Double(spacers) : 0

        var cursor = inner.min(along: axis)
        var boxes: [PlacedBox] = []
        boxes.reserveCapacity(chosen.count)
        for (position, candidate) in chosen.enumerated() {
            let edges = candidate.subitem.edgeSpacing
            if position > 0 { cursor += gap(before: position) + (gapIsFlexible ? share : 0) }
            cursor += Self.grown(edges.before(along: axis), by: share)
            let main = cursor
            cursor += candidate.size.length(along: axis) + Self.grown(edges.after(along: axis), by: share)
            let cross = crossOffset(of: candidate)
            boxes.append(
                PlacedBox(
                    subitem: candidate.subitem, index: candidate.index,
                    rect: Rect(origin: Point(main: main, cross: cross, axis: axis), size: candidate.size)))
        }
        return boxes
    }

    private static func grown(_ spacing: Spacing?, by share: Double) -> Double {
        guard let spacing else { return 0 }
        return spacing.minimum + (spacing.isFlexible ? share : 0)
    }

    /// Cross-axis position: top-aligned after the fixed edge; flexible edges share the room
    /// left over (S-13).
    private func crossOffset(of candidate: Candidate) -> Double {
        Self.crossOffset(
            length: candidate.size.length(along: axis.cross), edges: candidate.subitem.edgeSpacing,
            in: inner, axis: axis.cross)
    }

    /// The position along `axis` of an element of `length` with `edges`, inside `inner`.
    static func crossOffset(length: Double, edges: EdgeSpacing, in inner: Rect, axis: Axis) -> Double {
        let before = edges.before(along: axis)
        let after = edges.after(along: axis)
        let room = inner.size.length(along: axis) - length - (before?.minimum ?? 0) - (after?.minimum ?? 0)
        var offset = before?.minimum ?? 0
        if room > 0, before?.isFlexible == true {
            offset += after?.isFlexible == true ? room / 2 : room
        }
        return inner.min(along: axis) + offset
    }
}
