/// How a section scrolls across the layout's main axis (O-1, M-5).
public enum OrthogonalScrolling: Hashable, Sendable {
    /// The section is an ordinary part of the main scroll.
    case none
    /// The row scrolls freely.
    case continuous
    /// The row scrolls freely and comes to rest with a group's leading edge at the section's
    /// leading inset.
    case continuousGroupLeadingBoundary
    /// The row pages by the collection view's width.
    case paging
    /// The row pages one group at a time.
    case groupPaging
    /// The row pages one group at a time, each group centred in the section.
    case groupPagingCentered
}

/// Whether an orthogonal row may be pulled past its ends (O-16).
public enum RowBounce: Hashable, Sendable {
    /// Only a row longer than its viewport bounces, as a scroll view does.
    case automatic
    /// The row may always be pulled past its ends.
    case always
    /// Offsets stay inside the row.
    case never
}

/// How an orthogonal row scrolls once the finger lifts: the section's
/// `orthogonalScrollingProperties` (O-16).
public struct RowScrolling: Hashable, Sendable {
    /// The fraction of velocity kept per millisecond while decelerating; `nil` means the
    /// behaviour's default.
    public var decelerationRate: Double?
    /// Whether the row may be pulled past its ends.
    public var bounce: RowBounce

    /// Creates row scrolling properties; the defaults are UIKit's.
    public init(decelerationRate: Double? = nil, bounce: RowBounce = .automatic) {
        self.decelerationRate = decelerationRate
        self.bounce = bounce
    }
}
