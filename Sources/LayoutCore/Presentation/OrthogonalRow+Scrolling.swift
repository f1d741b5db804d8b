/// The one owner of an orthogonal row's scroll state rules: which offsets the row may take
/// (clamping and bounce) and where it comes to rest after a drag (O-6, O-10 … O-16).
/// `OrthogonalRowOffsets` stores every offset through `constrained(_:)` and queries read
/// them as stored, so what is reported and what is shown never disagree.
extension OrthogonalRow {
    /// The fraction of velocity a scroll view keeps per millisecond when decelerating
    /// normally.
    public static let normalDecelerationRate = 0.998
    /// The fraction kept per millisecond by paging scroll views.
    public static let fastDecelerationRate = 0.99
    /// Below this speed, in points per millisecond, a paging row goes to the nearest page
    /// instead of following the flick.
    public static let flickVelocity = 0.2

    /// The largest resting offset, `max(0, C − viewport)` (O-6).
    public var maximumOffset: Double { max(0, contentLength - viewportLength) }

    /// Whether the row may be pulled past its ends: `.automatic` bounces only a row longer
    /// than its viewport, as a scroll view does.
    public var allowsOverscroll: Bool {
        switch scrolling.bounce {
        case .always: return true
        case .never: return false
        case .automatic: return maximumOffset > 0
        }
    }

    /// `offset` limited to `0 … maximumOffset`; NaN counts as 0.
    public func clamped(_ offset: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        return min(max(offset, 0), maximumOffset)
    }

    /// The offset the row takes when asked for `offset`: clamped unless the row may be pulled
    /// past its ends, and even then never more than `LayoutLimits.maximumCoordinate` from
    /// them (past that, shown frames and query rectangles lose their precision); NaN counts as
    /// 0. Idempotent.
    public func constrained(_ offset: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        guard allowsOverscroll else { return clamped(offset) }
        let limit = LayoutLimits.maximumCoordinate
        return min(max(offset, -limit), maximumOffset + limit)
    }

    /// The rate a behaviour decelerates with unless the section sets its own.
    public var defaultDecelerationRate: Double {
        switch behavior {
        case .none, .continuous, .continuousGroupLeadingBoundary: return Self.normalDecelerationRate
        case .paging, .groupPaging, .groupPagingCentered: return Self.fastDecelerationRate
        }
    }

    /// The rate the row decelerates with: the section's when it is in `0 < rate < 1`,
    /// otherwise the behaviour's default.
    public var decelerationRate: Double {
        if let rate = scrolling.decelerationRate, rate > 0, rate < 1 { return rate }
        return defaultDecelerationRate
    }

    /// Where a row released at `offset` with `velocity` (points per millisecond, positive
    /// toward the trailing end) comes to rest, as a leading distance:
    ///
    /// * `.continuous`: the natural end of the deceleration,
    ///   `offset + velocity × rate / (1 − rate)`, clamped.
    /// * `.continuousGroupLeadingBoundary`: the group boundary (or the end of the row)
    ///   nearest that natural end.
    /// * `.paging`, `.groupPaging`, `.groupPagingCentered`: at most one page per gesture —
    ///   the page boundary just ahead of `offset` in the flick's direction, or the nearest one
    ///   for a slow release. A page is the viewport length for `.paging` and one group for
    ///   group paging; the last page ends at the end of the row.
    ///
    /// NaN offsets count as 0 and NaN velocities as no velocity.
    public func restingOffset(releasedAt offset: Double, velocity: Double) -> Double {
        let start = offset.isNaN ? 0 : offset
        let speed = velocity.isFinite ? velocity : 0
        let rate = decelerationRate
        switch behavior {
        case .none:
            return 0
        case .continuous:
            return clamped(start + speed * rate / (1 - rate))
        case .continuousGroupLeadingBoundary:
            return nearestGroupBoundary(to: clamped(start + speed * rate / (1 - rate)))
        case .paging:
            return page(from: start, velocity: speed)
        case .groupPaging, .groupPagingCentered:
            return groupPage(from: start, velocity: speed)
        }
    }

    /// The group boundary or row end nearest `target`.
    private func nearestGroupBoundary(to target: Double) -> Double {
        guard groupCount > 0 else { return clamped(target) }
        let k = groups.group(atOffset: target)
        let below = clamped(groups.offset(ofGroup: k))
        let above = clamped(groups.offset(ofGroup: k + 1))
        let nearest = target - below < above - target ? below : above
        return abs(maximumOffset - target) < abs(nearest - target) ? maximumOffset : nearest
    }

    /// One viewport page per gesture.
    private func page(from offset: Double, velocity: Double) -> Double {
        let page = viewportLength
        guard page > 0 else { return clamped(offset) }
        let position = clamped(offset) / page
        let index: Double
        if velocity >= Self.flickVelocity {
            index = position.rounded(.down) + 1
        } else if velocity <= -Self.flickVelocity {
            index = position.rounded(.up) - 1
        } else {
            index = position.rounded()
        }
        return clamped(index * page)
    }

    /// One group per gesture: the next boundary in the flick's direction, or the nearest.
    private func groupPage(from offset: Double, velocity: Double) -> Double {
        guard groupCount > 0 else { return clamped(offset) }
        let position = clamped(offset)
        let k = groups.group(atOffset: position)
        let here = groups.offset(ofGroup: k)
        let next = groups.offset(ofGroup: min(k + 1, groupCount))
        let target: Double
        if velocity >= Self.flickVelocity {
            target = next
        } else if velocity <= -Self.flickVelocity {
            target = position > here ? here : groups.offset(ofGroup: max(k - 1, 0))
        } else {
            target = position - here < next - position ? here : next
        }
        return clamped(target)
    }
}

extension OrthogonalRow {
    /// Every offset the row can come to rest at, as leading distances, ascending and without
    /// repeats: what `restingOffset(releasedAt:velocity:)` chooses from, for renderers that
    /// snap a scrolling row themselves (CSS scroll snapping).
    ///
    /// * `.paging`: each page start `k × viewport` before the row's end, then the end.
    /// * `.groupPaging`, `.groupPagingCentered`, `.continuousGroupLeadingBoundary`: each
    ///   group's resting offset and the end of the row, clamped to the row (several groups
    ///   near the end clamp to the same offset, kept once).
    /// * `.continuous` rests anywhere and `.none` only at 0: both give `[]`.
    ///
    /// A row with more than ``maximumListedRestingOffsets`` pages or groups lists the first
    /// ones and its end. Costs O(g log m) for g listed groups (m measured).
    public var restingOffsets: [Double] {
        var offsets: [Double] = []
        func add(_ offset: Double) {
            let value = clamped(offset)
            if offsets.last.map({ value > $0 }) ?? true { offsets.append(value) }
        }
        let limit = Self.maximumListedRestingOffsets
        switch behavior {
        case .none, .continuous:
            return []
        case .paging:
            let page = viewportLength
            guard page > 0, page.isFinite else { return [0] }
            var k = 0
            while k < limit, Double(k) * page < maximumOffset {
                add(Double(k) * page)
                k += 1
            }
        case .groupPaging, .groupPagingCentered, .continuousGroupLeadingBoundary:
            for k in 0...Swift.min(groupCount, limit) { add(groups.offset(ofGroup: k)) }
        }
        add(maximumOffset)
        return offsets
    }

    /// The most resting offsets ``restingOffsets`` lists before the row's end.
    public static let maximumListedRestingOffsets = 100_000
}
