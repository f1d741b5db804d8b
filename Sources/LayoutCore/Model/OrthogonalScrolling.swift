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
