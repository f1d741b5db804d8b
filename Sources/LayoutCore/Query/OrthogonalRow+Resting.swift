/// Where an orthogonal row comes to rest after the finger lifts (O-10 … O-15).
extension OrthogonalRow {
    /// The fraction of velocity a scroll view keeps per millisecond when decelerating
    /// normally, and when paging.
    public static let normalDecelerationRate = 0.998
    /// The fraction kept per millisecond by paging scroll views.
    public static let fastDecelerationRate = 0.99
    /// Below this speed, in points per millisecond, a paging row goes to the nearest page
    /// instead of following the flick.
    public static let flickVelocity = 0.2

    /// The rate a behaviour decelerates with unless the section sets its own.
    public var defaultDecelerationRate: Double {
        switch behavior {
        case .none, .continuous, .continuousGroupLeadingBoundary: return Self.normalDecelerationRate
        case .paging, .groupPaging, .groupPagingCentered: return Self.fastDecelerationRate
        }
    }

    /// Where a row released at `offset` with `velocity` (points per millisecond, positive
    /// toward the trailing end) comes to rest, as a leading distance:
    ///
    /// * `.continuous`: the natural end of the deceleration,
    ///   `offset + velocity × rate / (1 − rate)`, clamped.
    /// * `.continuousGroupLeadingBoundary`: the group boundary `k × stride` (or the end of the
    ///   row) nearest that natural end.
    /// * `.paging`, `.groupPaging`, `.groupPagingCentered`: at most one page per gesture —
    ///   the page boundary just ahead of `offset` in the flick's direction, or the nearest one
    ///   for a slow release. A page is the viewport length for `.paging` and one stride for
    ///   group paging; the last page ends at the end of the row.
    ///
    /// NaN offsets count as 0 and NaN velocities as no velocity; `decelerationRate` outside
    /// `0 < rate < 1` falls back to the behaviour's default.
    public func restingOffset(releasedAt offset: Double, velocity: Double, decelerationRate: Double? = nil) -> Double {
        let start = offset.isNaN ? 0 : offset
        let speed = velocity.isFinite ? velocity : 0
        var rate = defaultDecelerationRate
        if let decelerationRate, decelerationRate > 0, decelerationRate < 1 { rate = decelerationRate }
        switch behavior {
        case .none:
            return 0
        case .continuous:
            return clamped(start + speed * rate / (1 - rate))
        case .continuousGroupLeadingBoundary:
            return nearestBoundary(to: clamped(start + speed * rate / (1 - rate)), page: groupStride)
        case .paging:
            return page(from: start, velocity: speed, page: viewportLength)
        case .groupPaging, .groupPagingCentered:
            return page(from: start, velocity: speed, page: groupStride)
        }
    }

    private func nearestBoundary(to target: Double, page: Double) -> Double {
        guard page > 0 else { return clamped(target) }
        let index = (target / page).rounded()
        let candidate = clamped(index * page)
        return abs(maximumOffset - target) < abs(candidate - target) ? maximumOffset : candidate
    }

    private func page(from offset: Double, velocity: Double, page: Double) -> Double {
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
}
