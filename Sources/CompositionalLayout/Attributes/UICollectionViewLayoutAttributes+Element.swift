internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Attributes for an element the engine placed, with every value set at once.
    /// `nonisolated` (it touches nothing main-actor isolated): passed as a function to
    /// `map`, a main-actor initializer would check the executor at run time per element.
    nonisolated convenience init(element: PlacedElement) {
        self.init { $0.place(element) }
    }
}

extension UICollectionViewLayoutAttributes.Values {
    /// Sets the values that describe `element`: its index path, category, kind, frame, z-index
    /// and self-sizing axes. The rest keep their defaults.
    mutating func place(_ element: PlacedElement) {
        indexPath = IndexPath(item: element.item, section: element.section)
        switch element.category {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        kind = element.category == .cell ? nil : (element.kind ?? "")
        let frame = CGRect(element.frame)
        // As the `frame` setter stores it, so that the frame reads back exactly as given.
        size = frame.size
        center = CGPoint(x: frame.origin.x + frame.size.width / 2, y: frame.origin.y + frame.size.height / 2)
        writtenOrigin = frame.origin
        zIndex = element.zIndex
        selfSizingAxes = element.selfSizingAxes
    }
}
