/// A view attached to every cell placed through an item, or to every instance of a group,
/// such as a badge or a frame.
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source is asked a view for.
    public let elementKind: String
    /// Where on the host item or group the supplementary attaches.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point of the supplementary put on the container anchor, if not the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// The supplementary's position on the z axis.
    public var zIndex: Int = 1

    /// Creates a supplementary item anchored to its host at `containerAnchor`.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// Creates a supplementary item whose `itemAnchor` point is put on the host's
    /// `containerAnchor` point.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an independent copy of `item`, its anchors included.
    init(copying item: NSCollectionLayoutSupplementaryItem) {
        elementKind = item.elementKind
        containerAnchor = item.containerAnchor.copyAnchor()
        itemAnchor = item.itemAnchor?.copyAnchor()
        zIndex = item.zIndex
        super.init(copying: item)
    }

    /// A copy of the supplementary item, of its own kind.
    func copySupplementary() -> NSCollectionLayoutSupplementaryItem {
        NSCollectionLayoutSupplementaryItem(copying: self)
    }

    override func copyItem() -> NSCollectionLayoutItem {
        copySupplementary()
    }
}
