/// Pinned boundary items (B-10, B-11, OB-5): recomputed for every visible rectangle, never
/// stored.
extension LayoutSolution {
    /// The content-space frames of `items` for the visible rectangle `visible` (in reported
    /// coordinates), keeping each pinned item inside `span` along the main axis:
    ///
    /// * end items: `max(min(natural, visible.end − length), floor)`, where `floor` is the
    ///   span's start or, lower, the natural bottom of the pinned start items — a footer never
    ///   rises over its own section's header;
    /// * start items: `min(max(natural, visible.start), span.end − length, end − length)`,
    ///   where `end` is the top of the pinned end items — a header never overlaps the footer.
    ///
    /// Both stay inside the section: a section entering from the bottom keeps its header in
    /// place and its footer just below it, as a table view does.
    func pinnedFrames(of items: [PlacedBoundaryItem], within span: Rect, visible: Rect?) -> [Rect] {
        guard let visible, items.contains(where: { $0.isPinned }) else { return items.map { $0.frame } }
        let axis = scrollAxis
        let window = mirrored(visible)
        let low = span.min(along: axis), high = span.max(along: axis)
        var frames = items.map { $0.frame }
        let startItems = items.filter { $0.isPinned && $0.edge == .start }
        let floor = startItems.map { $0.frame.max(along: axis) }.reduce(low, max)
        var endItemsStart = Double.infinity
        for (index, item) in items.enumerated() where item.isPinned && item.edge == .end {
            let length = item.frame.size.length(along: axis)
            let natural = item.frame.min(along: axis)
            let pinned = max(min(natural, window.max(along: axis) - length), min(floor, natural))
            frames[index] = moved(item.frame, to: pinned)
            endItemsStart = min(endItemsStart, pinned)
        }
        for (index, item) in items.enumerated() where item.isPinned && item.edge == .start {
            let length = item.frame.size.length(along: axis)
            let natural = item.frame.min(along: axis)
            let pinned = min(max(natural, window.min(along: axis)), high - length, endItemsStart - length)
            frames[index] = moved(item.frame, to: max(pinned, natural))
        }
        return frames
    }

    private func moved(_ rect: Rect, to main: Double) -> Rect {
        let origin = Point(main: main, cross: rect.origin.value(along: scrollAxis.cross), axis: scrollAxis)
        return Rect(origin: origin, size: rect.size)
    }
}
