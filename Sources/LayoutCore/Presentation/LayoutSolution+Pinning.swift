/// Pinned boundary items (B-10, B-11, OB-5): the one place the rule is written. Queries run it
/// for one visible rectangle, recomputed for every query and never stored; renderers get,
/// from the same rule, where each pinned item is at every scroll offset
/// (``pinnedBoundaryItems(visibleAtZeroOffset:)``).
extension LayoutSolution {
    /// The items of `group` as reported with the pinning rectangle `visible` (in reported
    /// coordinates; `nil` leaves them at their natural places): pinned, mirrored and snapped.
    func presentedBoundaryElements(of group: PinningGroup, visible: Rect?) -> [PlacedElement] {
        let frames = pinnedFrames(of: group.items, within: group.bounds, visible: visible)
        return zip(group.items, frames).map { item, frame in
            PlacedElement(
                category: .supplementaryView, section: group.section ?? 0, item: 0, kind: item.kind,
                frame: present(frame, category: .supplementaryView), zIndex: item.zIndex,
                selfSizingAxes: item.selfSizingAxes)
        }
    }

    /// The boundary items that push one another when pinned, in content space, with the
    /// rectangle they stay in: section `index`'s items within the section, or for `nil` the
    /// layout-wide items within the whole content.
    func pinningGroup(ofSection index: Int?) -> PinningGroup {
        guard let index else {
            return PinningGroup(
                section: nil, items: layoutBoundaryItems, bounds: Rect(origin: .zero, size: contentSize))
        }
        let start = sectionStart(index)
        let items = sections[index].boundaryItems.map {
            var moved = $0
            moved.frame = contentRect($0.frame, sectionStart: start)
            return moved
        }
        return PinningGroup(section: index, items: items, bounds: sectionFrame(index))
    }

    /// The content-space frames of `items` for the visible rectangle `visible` (in reported
    /// coordinates), each pinned item kept inside `span` by ``pinnedStarts(of:within:windowStart:windowEnd:)``.
    func pinnedFrames(of items: [PlacedBoundaryItem], within span: Rect, visible: Rect?) -> [Rect] {
        guard let visible, items.contains(where: { $0.isPinned }) else { return items.map { $0.frame } }
        let window = mirrored(visible)
        let starts = pinnedStarts(
            of: items, within: span, windowStart: window.min(along: scrollAxis), windowEnd: window.max(along: scrollAxis))
        return zip(items, starts).map { item, start in start.map { moved(item.frame, to: $0) } ?? item.frame }
    }

    /// The rule: where each pinned item of `items` starts along the main axis in content
    /// space, with the visible rectangle running from `windowStart` to `windowEnd` (content
    /// space, so in reading order); `nil` for items that stay at their natural places
    /// (unpinned ones and side-aligned ones).
    ///
    /// * end items: `max(min(natural, windowEnd − length), min(floor, natural))`, where `floor`
    ///   is the span's start or, lower, the natural end of the pinned start items — a footer
    ///   never rises over its own section's header;
    /// * start items: `max(min(max(natural, windowStart), span.end − length, end − length), natural)`,
    ///   where `end` is the smallest start of the pinned end items — a header never overlaps
    ///   the footer.
    ///
    /// Both stay inside the section: a section entering from the bottom keeps its header in
    /// place and its footer just below it, as a table view does.
    ///
    /// Written once for any ``PinningCoordinate``: numbers for one visible rectangle, or
    /// functions of the scroll offset for all of them.
    func pinnedStarts<Coordinate: PinningCoordinate>(
        of items: [PlacedBoundaryItem], within span: Rect, windowStart: Coordinate, windowEnd: Coordinate
    ) -> [Coordinate?] {
        let axis = scrollAxis
        let low = span.min(along: axis), high = span.max(along: axis)
        var starts = [Coordinate?](repeating: nil, count: items.count)
        let startItems = items.filter { $0.isPinned && $0.edge == .start }
        let floor = startItems.map { $0.frame.max(along: axis) }.reduce(low, max)
        var endItemsStart: Coordinate?
        for (index, item) in items.enumerated() where item.isPinned && item.edge == .end {
            let length = item.frame.size.length(along: axis)
            let natural = item.frame.min(along: axis)
            let pinned = Coordinate.maximum(
                Coordinate.minimum(Coordinate(natural), windowEnd - length), Coordinate(min(floor, natural)))
            starts[index] = pinned
            endItemsStart = endItemsStart.map { Coordinate.minimum($0, pinned) } ?? pinned
        }
        for (index, item) in items.enumerated() where item.isPinned && item.edge == .start {
            let length = item.frame.size.length(along: axis)
            let natural = item.frame.min(along: axis)
            var pinned = Coordinate.minimum(
                Coordinate.maximum(Coordinate(natural), windowStart), Coordinate(high - length))
            if let endItemsStart { pinned = Coordinate.minimum(pinned, endItemsStart - length) }
            starts[index] = Coordinate.maximum(pinned, Coordinate(natural))
        }
        return starts
    }

    private func moved(_ rect: Rect, to main: Double) -> Rect {
        let origin = Point(main: main, cross: rect.origin.value(along: scrollAxis.cross), axis: scrollAxis)
        return Rect(origin: origin, size: rect.size)
    }
}

/// A section's boundary items, or the layout-wide ones, in content space: the items that
/// push one another when pinned, and the rectangle they stay in.
struct PinningGroup {
    /// The section, or `nil` for the layout-wide items.
    var section: Int?
    /// The items at their natural places, in content space.
    var items: [PlacedBoundaryItem]
    /// The rectangle pinned items stay in, in content space.
    var bounds: Rect
}

/// A main-axis coordinate the pinning rule runs on: a number, for one visible rectangle, or a
/// ``PiecewiseLinear`` function of the scroll offset, for every visible rectangle at once.
protocol PinningCoordinate {
    /// The coordinate that is `value` whatever the offset.
    init(_ value: Double)
    /// The smaller of two coordinates.
    static func minimum(_ a: Self, _ b: Self) -> Self
    /// The larger of two coordinates.
    static func maximum(_ a: Self, _ b: Self) -> Self
    /// `coordinate` moved back by `distance`.
    static func - (coordinate: Self, distance: Double) -> Self
}

extension Double: PinningCoordinate {
    static func minimum(_ a: Double, _ b: Double) -> Double { Swift.min(a, b) }
    static func maximum(_ a: Double, _ b: Double) -> Double { Swift.max(a, b) }
}

extension PiecewiseLinear: PinningCoordinate {
    init(_ value: Double) {
        self.init(Line(slope: 0, intercept: value))
    }
}

extension LayoutSolution {
    /// Every boundary item that pins, with where it is at every scroll offset: by section, in
    /// the order the section lists them, then the layout-wide ones. Side-aligned items, which
    /// never move, are left out.
    ///
    /// `visible` is the rectangle pinned items stay in with the view at content offset zero
    /// (reported coordinates); scrolling by `t` along the main axis moves it by `t`. The
    /// positions are those the queries report with the moved rectangle, read at the offsets
    /// where the rule's pieces start and end (see ``PinnedPositions``). O(S) for S sections,
    /// plus a few queries of its section per pinned item.
    public func pinnedBoundaryItems(visibleAtZeroOffset visible: Rect) -> [PinnedBoundaryItem] {
        var result: [PinnedBoundaryItem] = []
        for index in sections.indices where sections[index].boundaryItems.contains(where: { $0.isPinned }) {
            result += pinnedBoundaryItems(of: pinningGroup(ofSection: index), visible: visible)
        }
        if layoutBoundaryItems.contains(where: { $0.isPinned }) {
            result += pinnedBoundaryItems(of: pinningGroup(ofSection: nil), visible: visible)
        }
        return result
    }

    private func pinnedBoundaryItems(of group: PinningGroup, visible: Rect) -> [PinnedBoundaryItem] {
        let axis = scrollAxis
        let window = mirrored(visible)
        let slope = mirrored(distance: 1, along: axis)
        let paths = pinnedStarts(
            of: group.items, within: group.bounds,
            windowStart: PiecewiseLinear(.init(slope: slope, intercept: window.min(along: axis))),
            windowEnd: PiecewiseLinear(.init(slope: slope, intercept: window.max(along: axis))))
        let snaps = pixelGrid.scale > 0 && pixelGrid.scale < .infinity
        let k = snaps ? pixelGrid.scale : 1
        let natural = presentedBoundaryElements(of: group, visible: nil)
        return group.items.indices.compactMap { index in
            let item = group.items[index]
            guard let path = paths[index] else { return nil }
            let positions = PinnedPositions.sampling(path, pixelsPerPoint: k, snapsToPixels: snaps) { pixels in
                let offset = pixels / k
                let moved = axis == .vertical ? visible.offsetBy(dx: 0, dy: offset) : visible.offsetBy(dx: offset, dy: 0)
                let origin = presentedBoundaryElements(of: group, visible: moved)[index].frame.min(along: axis) * k
                return snaps ? origin.rounded() : origin
            }
            return PinnedBoundaryItem(
                kind: item.kind, section: group.section, edge: item.edge, axis: axis,
                naturalFrame: natural[index].frame, pinningBounds: present(group.bounds, category: .decorationView),
                positions: positions)
        }
    }
}
