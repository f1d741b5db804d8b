internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Attributes for an element the engine placed.
    convenience init(element: PlacedElement) {
        let indexPath = IndexPath(item: element.item, section: element.section)
        switch element.category {
        case .cell:
            self.init(forCellWith: indexPath)
        case .supplementaryView:
            self.init(forSupplementaryViewOfKind: element.kind ?? "", with: indexPath)
        case .decorationView:
            self.init(forDecorationViewOfKind: element.kind ?? "", with: indexPath)
        }
        frame = CGRect(element.frame)
        zIndex = element.zIndex
        selfSizingAxes = element.selfSizingAxes
    }
}
