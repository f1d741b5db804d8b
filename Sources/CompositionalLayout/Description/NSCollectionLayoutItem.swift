/// The blueprint of a cell: its size, the insets that turn its box into its frame, and
/// the spacing around it. One item object describes every cell placed through it.
@preconcurrency @MainActor
open class NSCollectionLayoutItem {
    /// The item's size.
    public let layoutSize: NSCollectionLayoutSize
    /// Space taken from the item's box, after placement, to give its frame. Ignored on an
    /// axis whose dimension is estimated.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space around the item's box while it is placed in its group.
    public var edgeSpacing: NSCollectionLayoutEdgeSpacing?
    /// Views attached to every cell placed through this item, such as badges.
    public internal(set) var supplementaryItems: [NSCollectionLayoutSupplementaryItem]

    /// Creates an item of `layoutSize` with attached supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// Creates an item of `layoutSize`.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}
