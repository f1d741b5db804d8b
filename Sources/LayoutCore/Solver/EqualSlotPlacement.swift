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

    /// The boxes of `count` copies of `subitem`.
    func place(_ subitem: Subitem, count: Int) -> [PlacedBox] {
        let spacing = interItemSpacing?.minimum ?? 0
        let innerLength = inner.size.length(along: axis)
        let slot = max(0, (innerLength - Double(count - 1) * spacing) / Double(count))
        let container = Size(main: Double(count) * slot, cross: inner.size.length(along: axis.cross), axis: axis)
        let resolved = subitem.size.resolve(in: container)
        let edges = subitem.edgeSpacing
        let before = edges.before(along: axis)?.minimum ?? 0
        let after = edges.after(along: axis)?.minimum ?? 0
        let mainLength = max(0, slot - before - after)
        let crossLength = resolved.length(along: axis.cross)
        let cross = LinePlacement.crossOffset(length: crossLength, edges: edges, in: inner, axis: axis.cross)
        let size = Size(main: mainLength, cross: crossLength, axis: axis)
        return (0..<count).map { k in
            let main = inner.min(along: axis) + Double(k) * (slot + spacing) + before
            return PlacedBox(
                subitem: subitem, index: 0, rect: Rect(origin: Point(main: main, cross: cross, axis: axis), size: size))
        }
    }
}
