/// The deprecated `subitem:count:` groups: `count` equal slots along the axis, whatever
/// length the subitem asks for there (S-16, OB-1).
///
/// ```
/// inner 355, count 4, spacing 16:  slot = (355 - 3·16) / 4 = 76.75
/// |[76.75]16[76.75]16[76.75]16[76.75]|
/// ```
///
/// The subitem's other dimension resolves against a container whose length on the axis is
/// `count × slot` — the inner length minus the spacing (OB-2). Fixed leading/trailing edge
/// spacing is taken out of each slot (S-18, an open question in the spec; decided here).
struct EqualSlotPlacement {
    /// The group's axis.
    let axis: Axis
    /// The group's inner box, relative to its box origin.
    let inner: Rect
    /// Spacing between consecutive slots; a flexible spacing counts as its minimum.
    let interItemSpacing: Spacing?

    /// The length of one slot.
    private func slotLength(count: Int) -> Double {
        let spacing = interItemSpacing?.minimum ?? 0
        return max(0, (inner.size.length(along: axis) - Double(count - 1) * spacing) / Double(count))
    }

    /// `count` copies of `subitem`, each as long as a slot minus the subitem's fixed edges on
    /// the axis, and as long as it resolves on the other axis.
    func choose(_ subitem: Subitem, count: Int) -> [Candidate] {
        let slot = slotLength(count: count)
        let container = Size(main: Double(count) * slot, cross: inner.size.length(along: axis.cross), axis: axis)
        let resolved = subitem.size.resolve(in: container)
        let edges = subitem.edgeSpacing
        let mainLength = max(0, slot - (edges.before(along: axis)?.minimum ?? 0) - (edges.after(along: axis)?.minimum ?? 0))
        let size = Size(main: mainLength, cross: resolved.length(along: axis.cross), axis: axis)
        return Array(repeating: Candidate(subitem: subitem, index: 0, size: size), count: count)
    }

    /// The boxes of the chosen copies: slot `k` starts at `k × (slot + spacing)`.
    func layout(_ chosen: [Candidate]) -> [PlacedBox] {
        let spacing = interItemSpacing?.minimum ?? 0
        let slot = slotLength(count: chosen.count)
        return chosen.enumerated().map { k, candidate in
            let edges = candidate.subitem.edgeSpacing
            let main = inner.min(along: axis) + Double(k) * (slot + spacing) + (edges.before(along: axis)?.minimum ?? 0)
            let crossLength = candidate.size.length(along: axis.cross)
            let cross = LinePlacement.crossOffset(length: crossLength, edges: edges, in: inner, axis: axis.cross)
            return PlacedBox(
                subitem: candidate.subitem, index: candidate.index,
                rect: Rect(origin: Point(main: main, cross: cross, axis: axis), size: candidate.size))
        }
    }
}
