internal import LayoutCore

extension UICollectionElementCategory {
    /// The category of an element the engine placed.
    init(_ category: ElementCategory) {
        switch category {
        case .cell: self = .cell
        case .supplementaryView: self = .supplementaryView
        case .decorationView: self = .decorationView
        }
    }
}

extension ElementCategory {
    /// The engine's category of elements of `category`.
    init(_ category: UICollectionElementCategory) {
        switch category {
        case .cell: self = .cell
        case .supplementaryView: self = .supplementaryView
        case .decorationView: self = .decorationView
        }
    }
}

extension PlacedElement {
    /// The kind its attributes report: `nil` for a cell, the element's kind (empty when it has
    /// none) for a supplementary or decoration view.
    var reportedKind: String? {
        category == .cell ? nil : (kind ?? "")
    }
}
