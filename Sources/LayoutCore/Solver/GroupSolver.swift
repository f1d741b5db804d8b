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
    /// The most cells one group may place; guards against tiny or zero subitem sizes.
    static var maximumCapacity: Int { 1 << 16 }

    /// Two lengths closer than this count as equal when testing whether a subitem fits (S-12).
    static var fitTolerance: Double { 0.001 }

    let hooks: Hooks

    /// The slots of `group` laid out in a box of `boxSize` at the origin.
    func solve(_ group: Group, boxSize: Size, path: @autoclosure () -> String) throws(LayoutError) -> [Slot] {
        let insets = Self.effectiveInsets(group.contentInsets, for: group.size)
        let inner = Rect(origin: .zero, size: boxSize).inset(by: insets)
        let innerBox = Rect(
            origin: inner.origin, size: Size(width: max(0, inner.width), height: max(0, inner.height)))
        let slots: [Slot]
        switch group.arrangement {
        case .subitems(let axis, let subitems):
            let line = LinePlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            let placed = try line.placeWhileFitting(subitems, path: path())
            slots = try expand(placed, path: path())
        case .repeating(let axis, let subitem, let count):
            try Self.checkCount(count, path: path())
            let line = LinePlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            let placed = line.place(Array(repeating: subitem, count: count))
            slots = try expand(placed, path: path())
        case .equalSlots(let axis, let subitem, let count):
            try Self.checkCount(count, path: path())
            let placement = EqualSlotPlacement(axis: axis, inner: innerBox, interItemSpacing: group.interItemSpacing)
            slots = try expand(placement.place(subitem, count: count), path: path())
        case .custom(let id):
            slots = hooks.customItems(forGroup: id, size: boxSize, contentInsets: insets).map {
                Slot(frame: $0.frame.offsetBy(dx: innerBox.minX, dy: innerBox.minY), zIndex: $0.zIndex)
            }
        }
        guard slots.count <= Self.maximumCapacity else {
            throw LayoutError(.groupTooDense(limit: Self.maximumCapacity), at: path())
        }
        return slots
    }

    /// A count group places `count` copies of its subitem, each normally one cell or more, so a
    /// count above the capacity limit is rejected before the copies are built (S-16, S-19).
    private static func checkCount(_ count: Int, path: String) throws(LayoutError) {
        guard count <= maximumCapacity else {
            throw LayoutError(.groupTooDense(limit: maximumCapacity), at: path)
        }
    }

    /// Turns placed boxes into cell slots: items become one slot (their box minus content
    /// insets), nested groups are solved recursively inside their box.
    private func expand(_ placed: [PlacedBox], path: String) throws(LayoutError) -> [Slot] {
        var slots: [Slot] = []
        for box in placed {
            switch box.subitem {
            case .item(let item):
                slots.append(Slot(frame: Self.frame(of: item, in: box.rect)))
            case .group(let nested):
                let inner = try solve(nested, boxSize: box.rect.size, path: "\(path) › subitems[\(box.index)]")
                slots.append(contentsOf: inner.map { $0.offsetBy(dx: box.rect.minX, dy: box.rect.minY) })
            }
            guard slots.count <= Self.maximumCapacity else {
                throw LayoutError(.groupTooDense(limit: Self.maximumCapacity), at: path)
            }
        }
        return slots
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
