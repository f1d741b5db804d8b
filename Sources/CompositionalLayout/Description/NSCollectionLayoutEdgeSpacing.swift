/// Extra space on the edges of an item, used while placing it in its group.
@preconcurrency @MainActor
public final class NSCollectionLayoutEdgeSpacing {
    /// Space before the leading edge, if any.
    public let leading: NSCollectionLayoutSpacing?
    /// Space above the top edge, if any.
    public let top: NSCollectionLayoutSpacing?
    /// Space after the trailing edge, if any.
    public let trailing: NSCollectionLayoutSpacing?
    /// Space below the bottom edge, if any.
    public let bottom: NSCollectionLayoutSpacing?

    /// Creates edge spacing; a `nil` edge gets no extra space.
    public init(
        leading: NSCollectionLayoutSpacing?, top: NSCollectionLayoutSpacing?, trailing: NSCollectionLayoutSpacing?,
        bottom: NSCollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
