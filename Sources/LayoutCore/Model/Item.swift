/// The blueprint of a cell: its size, insets and placement spacing (M-14).
public struct Item: Hashable, Sendable {
    /// The item's dimensions.
    public var size: LayoutSize
    /// Space removed from the item's box to give its frame (S-5).
    public var contentInsets: DirectionalInsets
    /// Space around the box while placing it in its group (S-23).
    public var edgeSpacing: EdgeSpacing
    /// Views attached to every cell placed through this blueprint.
    public var supplementaryItems: [SupplementaryItem]

    /// Creates an item blueprint.
    public init(
        size: LayoutSize, contentInsets: DirectionalInsets = .zero, edgeSpacing: EdgeSpacing = .none,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.size = size
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
