/// Pinned boundary items (B-10, B-11, OB-5): recomputed for every visible rectangle, never
/// stored.
extension LayoutSolution {
    /// The solved frames of `items` for the visible rectangle `visible` (in reported
    /// coordinates), keeping each pinned item inside `span` along the main axis:
    ///
    /// * start items: `min(max(natural, visible.start), span.end − length)`, never above
    ///   their natural place on account of the span
    /// * end items: `max(min(natural, visible.end − length), span.start)`
    /// * a pinned start item also stays above the pinned end items, so they never overlap:
    ///   this bound wins, even over the natural place (a section entering from the bottom
    ///   pins its footer on its header's natural place; the header then sits just above it).
    func pinnedFrames(of items: [PlacedBoundaryItem], within span: Rect, visible: Rect?) -> [Rect] {
        guard let visible, items.contains(where: \.isPinned) else { return items.map(\.frame) }
        let axis = scrollAxis
        let window = mirrored(visible)
        let low = span.min(along: axis), high = span.max(along: axis)
        var frames = items.map(\.frame)
        var endItemsStart = Double.infinity
        for (index, item) in items.enumerated() where item.isPinned && item.edge == .end {
            let length = item.frame.size.length(along: axis)
            let natural = item.frame.min(along: axis)
            let pinned = max(min(natural, window.max(along: axis) - length), low)
            frames[index] = moved(item.frame, to: pinned)
            endItemsStart = min(endItemsStart, pinned)
        }
        for (index, item) in items.enumerated() where item.isPinned && item.edge == .start {
            let length = item.frame.size.length(along: axis)
            let natural = item.frame.min(along: axis)
            let followed = max(min(max(natural, window.min(along: axis)), high - length), natural)
            let pinned = min(followed, endItemsStart - length)
            frames[index] = moved(item.frame, to: pinned)
        }
        return frames
    }

    private func moved(_ rect: Rect, to main: Double) -> Rect {
        let origin = Point(main: main, cross: rect.origin.value(along: scrollAxis.cross), axis: scrollAxis)
        return Rect(origin: origin, size: rect.size)
    }
}
