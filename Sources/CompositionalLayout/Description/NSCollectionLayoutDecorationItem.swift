/// A view drawn behind a section, such as its background.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The element kind, registered on the layout with `register(_:forDecorationViewOfKind:)`.
    public let elementKind: String
    /// The decoration's position on the z axis; 0 draws it below the section's other elements.
    public var zIndex: Int = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
            supplementaryItems: [])
    }

    /// Creates an independent copy of `item`.
    init(copying item: NSCollectionLayoutDecorationItem) {
        elementKind = item.elementKind
        zIndex = item.zIndex
        super.init(copying: item)
    }

    /// A copy of the decoration.
    func copyDecoration() -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(copying: self)
    }

    override func copyItem() -> NSCollectionLayoutItem {
        copyDecoration()
    }

    /// A decoration that covers its whole section.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
