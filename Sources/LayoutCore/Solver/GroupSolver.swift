/// Solves one group into the frames of the cells it places (its *slots*), relative to the
/// group's box origin. Every repetition of the group in a section reuses this one solution,
/// which is why a section of fixed-size groups stores nothing per item.
///
/// ```
/// horizontal, subitems [A, B]:   |[A ][B    ][A ]   |   (cyclic until the next one does not fit)
/// equal slots, count 3:          |[ 0 ] [ 1 ] [ 2 ]|    (slot = (inner - 2·spacing) / 3)
/// repeating, count 3:            |[0] [1] [2]      |    (own size, may overflow)
/// ```
struct GroupSolver<Hooks: SolverHooks> {
    let hooks: Hooks

    /// The slots and group supplementaries of `group` laid out in a box of `boxSize` at the
    /// origin. Group supplementary instances are numbered per kind in placement order.
    func solve(_ group: Group, boxSize: Size, path: @autoclosure () -> String) throws(LayoutError) -> SolvedGroup {
        var solved = try solveNode(group, boxSize: boxSize, path: path())
        var next: [String: Int] = [:]
        for index in solved.groupSupplementaries.indices {
            let kind = solved.groupSupplementaries[index].kind
            solved.groupSupplementaries[index].instance = next[kind, default: 0]
            next[kind, default: 0] += 1
        }
        return solved
    }

    private func solveNode(_ group: Group, boxSize: Size, path: String) throws(LayoutError) -> SolvedGroup {
        let insets = Self.effectiveInsets(group.contentInsets, for: group.size)
        let inner = Rect(origin: .zero, size: boxSize).inset(by: insets)
        let innerBox = Rect(
            origin: inner.origin, size: Size(width: max(0, inner.width), height: max(0, inner.height)))
        var solved = SolvedGroup(
            slots: [],
            groupSupplementaries: group.supplementaryItems.map {
                GroupSupplementary(
                    kind: $0.kind, zIndex: $0.zIndex, placement: AnchoredPlacement($0, hostSize: innerBox.size),
                    host: innerBox, instance: 0, firstSlot: 0)
            })
        switch group.arrangement {
        case .subitems(let axis, let subitems):
            let line = LinePlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            try expand(line.placeWhileFitting(subitems, path: path), into: &solved, path: path)
        case .repeating(let axis, let subitem, let count):
            try Self.checkCount(count, path: path)
            let line = LinePlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            try expand(line.place(Array(repeating: subitem, count: count)), into: &solved, path: path)
        case .equalSlots(let axis, let subitem, let count):
            try Self.checkCount(count, path: path)
            let placement = EqualSlotPlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            try expand(placement.place(subitem, count: count), into: &solved, path: path)
        case .custom(let id):
            let items = hooks.customItems(forGroup: id, size: boxSize, contentInsets: insets)
            if let bad = items.first(where: { !$0.frame.isFinite || $0.frame.width < 0 || $0.frame.height < 0 }) {
                throw LayoutError(.invalidCustomItem(bad.frame), at: path)
            }
            solved.slots = items.map {
                Slot(frame: $0.frame.offsetBy(dx: innerBox.minX, dy: innerBox.minY), zIndex: $0.zIndex)
            }
        }
        guard solved.slots.count <= GroupLimits.maximumCapacity else {
            throw LayoutError(.groupTooDense(limit: GroupLimits.maximumCapacity), at: path)
        }
        return solved
    }

    /// A count group places `count` copies of its subitem, each normally one cell or more, so a
    /// count above the capacity limit is rejected before the copies are built (S-16, S-19).
    private static func checkCount(_ count: Int, path: String) throws(LayoutError) {
        guard count <= GroupLimits.maximumCapacity else {
            throw LayoutError(.groupTooDense(limit: GroupLimits.maximumCapacity), at: path)
        }
    }

    /// Turns placed boxes into cell slots: items become one slot (their box minus content
    /// insets, with their attached supplementaries), nested groups are solved recursively
    /// inside their box.
    private func expand(_ placed: [PlacedBox], into solved: inout SolvedGroup, path: String) throws(LayoutError) {
        for box in placed {
            switch box.subitem {
            case .item(let item):
                let frame = Self.frame(of: item, in: box.rect)
                let attached = item.supplementaryItems.map {
                    AttachedSupplementary(
                        kind: $0.kind, zIndex: $0.zIndex, placement: AnchoredPlacement($0, hostSize: frame.size))
                }
                solved.slots.append(Slot(frame: frame, supplementaries: attached))
            case .group(let nested):
                let inner = try solveNode(nested, boxSize: box.rect.size, path: "\(path) › subitems[\(box.index)]")
                let dx = box.rect.minX, dy = box.rect.minY
                let base = solved.slots.count
                solved.groupSupplementaries.append(
                    contentsOf: inner.groupSupplementaries.map {
                        var moved = $0
                        moved.host = $0.host.offsetBy(dx: dx, dy: dy)
                        moved.firstSlot += base
                        return moved
                    })
                solved.slots.append(contentsOf: inner.slots.map { $0.offsetBy(dx: dx, dy: dy) })
            }
            guard solved.slots.count <= GroupLimits.maximumCapacity else {
                throw LayoutError(.groupTooDense(limit: GroupLimits.maximumCapacity), at: path)
            }
        }
    }

    /// An item's frame: its box minus its content insets, except on estimated axes where the
    /// insets are ignored (S-5, S-6). Sizes never go below zero.
    static func frame(of item: Item, in box: Rect) -> Rect {
        let rect = box.inset(by: effectiveInsets(item.contentInsets, for: item.size))
        return Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width), height: max(0, rect.height))
    }

    /// Content insets with the edges of estimated axes removed (S-6).
    static func effectiveInsets(_ insets: DirectionalInsets, for size: LayoutSize) -> DirectionalInsets {
        var result = insets
        if size.width.isEstimated { result = result.zeroing(.horizontal) }
        if size.height.isEstimated { result = result.zeroing(.vertical) }
        return result
    }
}
