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

    /// Creates an independent copy of `item`: its size, edge spacing and supplementary items
    /// are copied too.
    init(copying item: NSCollectionLayoutItem) {
        layoutSize = item.layoutSize.copySize()
        supplementaryItems = item.supplementaryItems.map { $0.copySupplementary() }
        contentInsets = item.contentInsets
        edgeSpacing = item.edgeSpacing?.copyEdgeSpacing()
    }

    /// A copy of the item and everything in it, of the item's own kind (a group copies its
    /// subitems, a supplementary item its anchors), so that changing either leaves the other
    /// as it was. A layout keeps such a copy of the section it is made with.
    open func copy(with zone: NSZone? = nil) -> Any {
        copyItem()
    }

    /// ``copy(with:)`` without a zone.
    public func copy() -> Any {
        copy(with: nil)
    }

    /// The copy ``copy(with:)`` returns, typed.
    func copyItem() -> NSCollectionLayoutItem {
        NSCollectionLayoutItem(copying: self)
    }
}

extension NSCollectionLayoutItem: @preconcurrency NSCopying {}
