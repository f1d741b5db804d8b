/// Solves one group into the frames of the cells it places (its *slots*), in group space.
/// Every unmeasured repetition of the group in a section reuses one solution, which is why
/// a section of fixed-size groups stores nothing per item.
///
/// ```
/// horizontal, subitems [A, B]:   |[A ][B    ][A ]   |   (cyclic until the next one does not fit)
/// equal slots, count 3:          |[ 0 ] [ 1 ] [ 2 ]|    (slot = (inner - 2·spacing) / 3)
/// repeating, count 3:            |[0] [1] [2]      |    (own size, may overflow)
/// ```
///
/// Solving runs in four steps per group: choose the subitems that fit (at their estimates,
/// so a measured group places the same ones as its template; a group of a flowing section
/// at its items' measured lengths instead), size them (measured sizes on self-sizing axes,
/// nested groups solved first, `uniformAcrossSiblings` shared), place them, and grow the
/// group to its content on its estimated axes (S-30 … S-39).
struct GroupSolver<Hooks: SolverHooks> {
    let hooks: Hooks

    /// The slots and group supplementaries of `group` laid out in a box of `boxSize` at the
    /// origin, with `sizing`'s measurements. Group supplementary instances are numbered per
    /// kind in placement order. An error names the offending group under `path`, the group's
    /// own path, which is built only when there is an error.
    func solve(_ group: Group, boxSize: Size, sizing: GroupSizing = .none, path: @autoclosure () -> LayoutPath)
        throws(LayoutError) -> SolvedGroup
    {
        var solved: SolvedGroup
        do {
            solved = try solveNode(group, boxSize: boxSize, sizing: sizing, firstSlot: 0)
        } catch {
            throw error.located(under: path())
        }
        var next: [String: Int] = [:]
        for index in solved.groupSupplementaries.indices {
            let entry = solved.groupSupplementaries[index]
            let instance = next[entry.kind, default: 0]
            next[entry.kind] = instance + 1
            solved.groupSupplementaries[index].instance = instance
            if let measured = sizing.groupSupplementaries[SupplementaryKey(kind: entry.kind, item: instance)] {
                solved.groupSupplementaries[index].placement = AnchoredPlacement(
                    entry.item, hostSize: entry.hostInGroup.size, measured: measured)
            }
        }
        return solved
    }

    /// Solves `group` and its nested groups; an error's path is relative to `group` (empty
    /// for `group` itself).
    private func solveNode(_ group: Group, boxSize: Size, sizing: GroupSizing, firstSlot: Int)
        throws(LayoutError) -> SolvedGroup
    {
        let insets = Self.effectiveInsets(group.contentInsets, for: group.size)
        let innerBox = Rect(origin: .zero, size: boxSize).inset(by: insets).clampedToNonNegativeSize
        var slots: [Slot] = []
        var nestedSupplementaries: [GroupSupplementary] = []
        var boxes: [PlacedBox] = []
        var nested: [SolvedGroup?] = []
        var present: [Bool] = []
        switch group.arrangement {
        case .subitems(let axis, let subitems):
            let line = LinePlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            let chosen = try line.chooseWhileFitting(subitems, measuredBy: sizing.flow == nil ? nil : sizing)
            var sized: [Candidate]
            (sized, nested, present) = try size(chosen, slotAxis: nil, sizing: sizing, firstSlot: firstSlot)
            boxes = line.layout(sized)
        case .repeating(let axis, let subitem, let count):
            try Self.checkCount(count)
            let line = LinePlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            var sized: [Candidate]
            (sized, nested, present) = try size(
                line.chooseRepeating(subitem, count: count), slotAxis: nil, sizing: sizing, firstSlot: firstSlot)
            boxes = line.layout(sized)
        case .equalSlots(let axis, let subitem, let count):
            try Self.checkCount(count)
            let placement = EqualSlotPlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            var sized: [Candidate]
            (sized, nested, present) = try size(
                placement.choose(subitem, count: count), slotAxis: axis, sizing: sizing, firstSlot: firstSlot)
            boxes = placement.layout(sized)
        case .custom(let id):
            let items = hooks.customItems(forGroup: id, size: boxSize, contentInsets: insets)
            if let bad = items.first(where: { !$0.frame.isFinite || $0.frame.width < 0 || $0.frame.height < 0 }) {
                throw LayoutError(.invalidCustomItem(bad.frame), at: LayoutPath())
            }
            slots = items.map {
                Slot(frameInGroup: $0.frame.offsetBy(dx: innerBox.minX, dy: innerBox.minY), zIndex: $0.zIndex)
            }
        }
        for (position, box) in boxes.enumerated() {
            switch box.subitem {
            case .item(let item):
                slots.append(Self.slot(of: item, in: box.rect, index: firstSlot + slots.count, sizing: sizing))
            case .group:
                guard let inner = nested[position] else { continue }
                let dx = box.rect.minX, dy = box.rect.minY
                let base = slots.count
                nestedSupplementaries.append(
                    contentsOf: inner.groupSupplementaries.map {
                        var moved = $0
                        moved.hostInGroup = $0.hostInGroup.offsetBy(dx: dx, dy: dy)
                        moved.firstSlot += base
                        return moved
                    })
                slots.append(contentsOf: inner.slots.map { $0.offsetBy(dx: dx, dy: dy) })
            }
            guard slots.count <= LayoutLimits.maximumCapacity else {
                throw LayoutError(.groupTooDense(limit: LayoutLimits.maximumCapacity), at: LayoutPath())
            }
        }
        guard slots.count <= LayoutLimits.maximumCapacity else {
            throw LayoutError(.groupTooDense(limit: LayoutLimits.maximumCapacity), at: LayoutPath())
        }
        var content = (boxes: boxes, slots: slots)
        if sizing.presentSlots != nil {
            content.boxes = boxes.indices.filter { present[$0] }.map { boxes[$0] }
            content.slots = slots.indices.filter { sizing.isPresent(firstSlot + $0) }.map { slots[$0] }
        }
        let finalSize = Self.grown(boxSize, of: group, boxes: content.boxes, slots: content.slots, inner: innerBox)
        let host = Rect(origin: .zero, size: finalSize).inset(by: insets).clampedToNonNegativeSize
        let own = group.supplementaryItems.map {
            GroupSupplementary(
                item: $0, zIndex: $0.zIndex, placement: AnchoredPlacement($0, hostSize: host.size), hostInGroup: host,
                instance: 0, firstSlot: 0)
        }
        return SolvedGroup(slots: slots, groupSupplementaries: own + nestedSupplementaries, boxSize: finalSize)
    }

    /// The sizes the chosen subitems are placed at: measured cells take their measured size
    /// on self-sizing axes (S-31), nested groups are solved first and take their grown size
    /// (S-32), and siblings sized `uniformAcrossSiblings` on an axis all take the largest of
    /// them (S-38). In an equal-slot group the slot decides the length along `slotAxis`.
    ///
    /// Also says which chosen subitems hold at least one item (`sizing.presentSlots`, SC-9):
    /// only those are uniform siblings. A nested group without any item is sized as if full,
    /// so that leftover spacing is shared as in a full group.
    private func size(
        _ chosen: [Candidate], slotAxis: Axis?, sizing: GroupSizing, firstSlot: Int
    ) throws(LayoutError) -> ([Candidate], [SolvedGroup?], [Bool]) {
        var sized = chosen
        var nested = [SolvedGroup?](repeating: nil, count: chosen.count)
        var present = [Bool](repeating: true, count: chosen.count)
        var slot = firstSlot
        for index in chosen.indices {
            var size: Size
            present[index] = sizing.isPresent(slot)
            switch chosen[index].subitem {
            case .item(let item):
                size = item.size.applying(measured: sizing.cell(slot), to: chosen[index].size)
                slot += 1
            case .group(let group):
                var nestedSizing = sizing
                if !present[index] { nestedSizing.presentSlots = nil }
                let solved: SolvedGroup
                do {
                    solved = try solveNode(group, boxSize: chosen[index].size, sizing: nestedSizing, firstSlot: slot)
                } catch {
                    throw error.located(under: LayoutPath(.subitem(chosen[index].index)))
                }
                size = solved.boxSize
                nested[index] = solved
                slot += solved.slots.count
                // Checked as the nested groups are solved, not after them: thousands of nested
                // groups of thousands of cells each would otherwise all be solved first.
                guard slot <= LayoutLimits.maximumCapacity else {
                    throw LayoutError(.groupTooDense(limit: LayoutLimits.maximumCapacity), at: LayoutPath())
                }
            }
            if let slotAxis {
                size = Size(
                    main: chosen[index].size.length(along: slotAxis), cross: size.length(along: slotAxis.cross),
                    axis: slotAxis)
            }
            sized[index].size = size
        }
        for axis in [Axis.horizontal, .vertical] {
            let uniform = sized.indices.filter {
                guard present[$0] else { return false }
                if case .uniformAcrossSiblings = sized[$0].subitem.size.dimension(along: axis) { return true }
                return false
            }
            guard let largest = uniform.map({ sized[$0].size.length(along: axis) }).max() else { continue }
            for index in uniform {
                let other = sized[index].size.length(along: axis.cross)
                sized[index].size = Size(main: largest, cross: other, axis: axis)
            }
        }
        return (sized, nested, present)
    }

    /// The group's box grown to its content on its estimated axes (S-32): the far edge of its
    /// placed boxes plus their fixed trailing edge spacing, measured from the inner box.
    /// Other axes keep `boxSize`. `boxes` and `slots` are those that hold items (SC-9).
    private static func grown(_ boxSize: Size, of group: Group, boxes: [PlacedBox], slots: [Slot], inner: Rect) -> Size {
        var size = boxSize
        for axis in [Axis.horizontal, .vertical] where group.size.dimension(along: axis).isEstimated {
            var end = 0.0
            for box in boxes {
                let after = box.subitem.edgeSpacing.after(along: axis)?.minimum ?? 0
                end = Swift.max(end, box.rect.max(along: axis) + after - inner.min(along: axis))
            }
            if boxes.isEmpty {
                for slot in slots { end = Swift.max(end, slot.frameInGroup.max(along: axis) - inner.min(along: axis)) }
            }
            size = Size(main: end, cross: size.length(along: axis.cross), axis: axis)
        }
        return size
    }

    /// A count group places `count` copies of its subitem, each normally one cell or more, so a
    /// count above the capacity limit is rejected before the copies are built (S-16, S-19).
    private static func checkCount(_ count: Int) throws(LayoutError) {
        guard count <= LayoutLimits.maximumCapacity else {
            throw LayoutError(.groupTooDense(limit: LayoutLimits.maximumCapacity), at: LayoutPath())
        }
    }

    /// The slot of an item placed in `box`, numbered `index` within the top-level group.
    private static func slot(of item: Item, in box: Rect, index: Int, sizing: GroupSizing) -> Slot {
        let frame = frame(of: item, in: box)
        let attached = item.supplementaryItems.map {
            AttachedSupplementary(
                kind: $0.kind, zIndex: $0.zIndex, selfSizingAxes: $0.size.selfSizingAxes,
                placement: AnchoredPlacement(
                    $0, hostSize: frame.size,
                    measured: sizing.itemSupplementary(kind: $0.kind, slot: index)))
        }
        return Slot(frameInGroup: frame, selfSizingAxes: item.size.selfSizingAxes, supplementaries: attached)
    }

    /// An item's frame: its box minus its content insets, except on estimated axes where the
    /// insets are ignored (S-5, S-6). Sizes never go below zero.
    static func frame(of item: Item, in box: Rect) -> Rect {
        box.inset(by: effectiveInsets(item.contentInsets, for: item.size)).clampedToNonNegativeSize
    }

    /// Content insets with the edges of estimated axes removed (S-6).
    static func effectiveInsets(_ insets: DirectionalInsets, for size: LayoutSize) -> DirectionalInsets {
        var result = insets
        if size.width.isEstimated { result = result.zeroing(.horizontal) }
        if size.height.isEstimated { result = result.zeroing(.vertical) }
        return result
    }
}

extension Group {
    /// Whether how many of the group's slots hold an item can change its solution: it or a
    /// nested group grows to its content on an estimated axis, or some items are
    /// `uniformAcrossSiblings`. Only then does a section's partial last group need a solution
    /// of its own (SC-9).
    var sizesToContent: Bool {
        var pending: [Group] = [self]
        while let group = pending.popLast() {
            if !group.size.selfSizingAxes.isEmpty { return true }
            for subitem in group.arrangement.subitems {
                switch subitem {
                case .group(let nested): pending.append(nested)
                case .item(let item):
                    if case .uniformAcrossSiblings = item.size.width { return true }
                    if case .uniformAcrossSiblings = item.size.height { return true }
                }
            }
        }
        return false
    }
}

extension LayoutError {
    /// The error with `prefix` before its path: the group solver finds errors relative to the
    /// group it is solving, and the caller knows where that group is.
    fileprivate func located(under prefix: LayoutPath) -> LayoutError {
        LayoutError(reason, at: prefix.appending(contentsOf: path))
    }
}
