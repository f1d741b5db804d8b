/// Places boundary items (headers, footers …) of a section or of the whole layout
/// (B-1 … B-9, SC-16, SC-17).
///
/// ```
/// start ── extending start items (the tallest sets the extension)
///          ┌ content rectangle ┐  non-extending and side items are anchored inside it
///          └───────────────────┘
///          extending end items
/// end
/// ```
struct BoundaryPlacement: Hashable, Sendable {
    /// A boundary item with its size resolved.
    struct Resolved: Hashable, Sendable {
        var item: BoundaryItem
        var size: Size
        var edge: BoundaryEdge
        var extends: Bool
    }

    let mainAxis: Axis
    /// Where the items' cross-axis span starts (after reference and, if followed, content insets).
    let crossStart: Double
    /// The length of that span.
    let crossLength: Double

    /// Resolves each item's size: the width against the span minus the item's own cross-axis
    /// insets (B-4), the height against the container's main length (B-5); a measured size
    /// (by kind) replaces the self-sizing axes (S-36).
    func resolve(_ items: [BoundaryItem], mainContainerLength: Double, measured: (String) -> Size? = { _ in nil })
        -> [Resolved]
    {
        items.map { item in
            let span = max(0, crossLength - item.contentInsets.total(along: mainAxis.cross))
            let resolved = item.size.resolve(in: Size(main: mainContainerLength, cross: span, axis: mainAxis))
            let size = item.size.applying(measured: measured(item.kind), to: resolved)
            let edge = Self.edge(of: item.alignment, mainAxis: mainAxis)
            return Resolved(item: item, size: size, edge: edge, extends: item.extendsBoundary && edge != .middle)
        }
    }

    /// How far the extending items on `edge` push the content: the longest of them (B-6).
    static func extensionLength(of items: [Resolved], on edge: BoundaryEdge, mainAxis: Axis) -> Double {
        items.filter { $0.extends && $0.edge == edge }.map { $0.size.length(along: mainAxis) }.max() ?? 0
    }

    /// The frames of `items` for a section running from `start`, whose content rectangle spans
    /// `contentStart ..< contentEnd` along the main axis.
    func place(_ items: [Resolved], start: Double, contentStart: Double, contentEnd: Double) -> [PlacedBoundaryItem] {
        items.map { resolved in
            let item = resolved.item
            let unit = Anchor(edges: item.alignment.edges).unitPoint
            let mainLength = resolved.size.length(along: mainAxis)
            let crossSize = resolved.size.length(along: mainAxis.cross)
            let main: Double
            switch (resolved.extends, resolved.edge) {
            case (true, .start): main = start
            case (true, .end): main = contentEnd
            default: main = contentStart + unit.value(along: mainAxis) * (contentEnd - contentStart - mainLength)
            }
            let span = crossLength - item.contentInsets.total(along: mainAxis.cross)
            let cross = crossStart + item.contentInsets.leadingEdge(along: mainAxis.cross)
                + unit.value(along: mainAxis.cross) * (span - crossSize)
            let ownMain = item.contentInsets
            let origin = Point(
                main: main + ownMain.leadingEdge(along: mainAxis), cross: cross, axis: mainAxis)
            let size = Size(main: max(0, mainLength - ownMain.total(along: mainAxis)), cross: crossSize, axis: mainAxis)
            let frame = Rect(origin: origin, size: size).offsetBy(dx: item.offset.x, dy: item.offset.y)
            return PlacedBoundaryItem(
                kind: item.kind, frame: frame, selfSizingAxes: item.size.selfSizingAxes, zIndex: item.zIndex,
                edge: resolved.edge,
                isPinned: item.pinToVisibleBounds && resolved.edge != .middle)
        }
    }

    /// The end of the main axis an alignment touches (SC-16).
    static func edge(of alignment: BoundaryAlignment, mainAxis: Axis) -> BoundaryEdge {
        let edges = alignment.edges
        let (before, after): (Edges, Edges) = mainAxis == .vertical ? (.top, .bottom) : (.leading, .trailing)
        if edges.contains(before) { return .start }
        if edges.contains(after) { return .end }
        return .middle
    }
}
