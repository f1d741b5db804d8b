/// The subviews of one view, back to front, kept so that adding a view on top and removing
/// any view cost O(1) (amortized) however many subviews there are. An array costs O(n) per
/// removal, since every view above the one removed moves down: a collection view that scrolls
/// k cells out of n shown did k × n moves.
///
/// The views sit in `slots` in their order, and each remembers its slot
/// (`UIView.slotInSuperview`). A removal finds the slot at once and leaves it vacant instead of
/// closing the gap: the slot then holds the shared `vacancy` marker, so the view removed is
/// released at once. The gaps are closed together, in one pass that keeps the order
/// (compaction), before the order is read (`ordered()`, which ``UIView/subviews`` answers),
/// before a view is placed anywhere but on top, and as soon as the vacancies outnumber the
/// views. The last rule keeps the slots at most twice the views, and pays for each
/// compaction it starts with the removals that made its gaps: k removals cost O(k), never
/// O(k × n). Walks that must allow the hierarchy to change under them, such as the layout pass,
/// go through the slots as they are (`slotsAsTheyAre`), passing over vacancies, so a pass that
/// replaces k of a collection view's cells closes no gap it did not pay for.
///
/// Adding on top appends a slot (O(1) amortized), and so does bringing a subview to the front
/// (its old slot becomes vacant). Placing a view below the top (`insertSubview`,
/// `sendSubviewToBack`, moving a subview down) moves the slots above the place: O(n), as an
/// array does. `slotsTouched` counts every slot written, moved or passed over by these edits,
/// so that tests prove the costs by counting instead of timing.
@MainActor
struct SubviewList {
    /// The marker a vacant slot holds: a view that is never anyone's subview, so a walk that
    /// keeps the views whose superview is the owner passes over it.
    private static let vacancy = UIView(frame: .zero)

    /// The subviews in order, back to front, with `vacancy` in the slots of the views removed
    /// since the last compaction.
    private var slots: [UIView] = []
    /// How many slots hold `vacancy`.
    private var vacancies = 0
    /// The slots written, moved or passed over by the edits so far.
    private(set) var slotsTouched = 0

    /// How many subviews there are.
    var count: Int { slots.count - vacancies }

    /// The subviews in order, back to front, the gaps closed first: O(1) when there are none,
    /// otherwise O(slots).
    mutating func ordered() -> [UIView] {
        compact()
        return slots
    }

    /// The slots without closing the gaps: the subviews in order, and `vacancy` (whose
    /// superview is always `nil`) where one was removed. O(1); a later edit copies the storage
    /// if the caller still holds it.
    var slotsAsTheyAre: [UIView] { slots }

    /// The position of `view` among the subviews (0 is the back), or `nil` when it is not one.
    /// Closes the gaps first.
    mutating func index(of view: UIView) -> Int? {
        compact()
        return holds(view) ? view.slotInSuperview : nil
    }

    /// Puts `view`, not a subview yet, on top. O(1) amortized.
    mutating func append(_ view: UIView) {
        view.slotInSuperview = slots.count
        slots.append(view)
        slotsTouched += 1
    }

    /// Puts `view`, not a subview yet, at `index` of the order (clamped to the subviews): O(1)
    /// amortized on top, otherwise O(n).
    mutating func insert(_ view: UIView, at index: Int) {
        compact()
        let index = min(max(index, 0), slots.count)
        guard index < slots.count else { return append(view) }
        slots.insert(view, at: index)
        renumber(index..<slots.count)
    }

    /// Takes `view` out, leaving its slot vacant; does nothing when it is not a subview. O(1)
    /// amortized.
    mutating func remove(_ view: UIView) {
        guard holds(view) else { return }
        vacate(view.slotInSuperview)
        closeGapsIfOutnumbered()
    }

    /// Moves the subview `view` on top; does nothing when it is not a subview. O(1) amortized.
    mutating func moveToTop(_ view: UIView) {
        guard holds(view) else { return }
        vacate(view.slotInSuperview)
        append(view)
        closeGapsIfOutnumbered()
    }

    /// Moves the subview at position `from` to position `to` of the order without it (both
    /// within the subviews), the subviews between them shifting by one. O(|from − to|) after
    /// the gaps are closed.
    mutating func move(from: Int, to: Int) {
        compact()
        guard slots.indices.contains(from), slots.indices.contains(to), from != to else { return }
        slots.insert(slots.remove(at: from), at: to)
        renumber(min(from, to)..<(max(from, to) + 1))
    }

    /// Swaps the subviews at two positions; does nothing when either is out of range.
    mutating func swapAt(_ first: Int, _ second: Int) {
        compact()
        guard slots.indices.contains(first), slots.indices.contains(second) else { return }
        slots.swapAt(first, second)
        renumber(first..<(first + 1))
        renumber(second..<(second + 1))
    }

    /// Whether `view` is in the slot it remembers.
    private func holds(_ view: UIView) -> Bool {
        slots.indices.contains(view.slotInSuperview) && slots[view.slotInSuperview] === view
    }

    /// Leaves `slot` vacant.
    private mutating func vacate(_ slot: Int) {
        slots[slot] = Self.vacancy
        vacancies += 1
        slotsTouched += 1
    }

    /// Closes the gaps once the vacancies outnumber the subviews, so that the slots stay at most
    /// twice the subviews and the compaction, which passes over fewer than twice the vacancies,
    /// costs each removal that made one O(1).
    private mutating func closeGapsIfOutnumbered() {
        if vacancies > count { compact() }
    }

    /// Closes every gap in one pass, keeping the order, and tells each view that moved its new
    /// slot.
    private mutating func compact() {
        guard vacancies > 0 else { return }
        slotsTouched += slots.count
        var next = 0
        for slot in slots.indices where slots[slot] !== Self.vacancy {
            if next != slot {
                let view = slots[slot]
                slots[next] = view
                view.slotInSuperview = next
            }
            next += 1
        }
        slots.removeLast(slots.count - next)
        vacancies = 0
    }

    /// Tells the views in `range` of the slots their slot.
    private mutating func renumber(_ range: Range<Int>) {
        for slot in range {
            let view = slots[slot]
            view.slotInSuperview = slot
        }
        slotsTouched += range.count
    }
}
