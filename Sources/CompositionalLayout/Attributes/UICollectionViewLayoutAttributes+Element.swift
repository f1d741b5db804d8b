internal import LayoutCore

extension UICollectionViewLayoutAttributes {
    /// Attributes for an element the engine placed, with every value set at once.
    /// `nonisolated` (it touches nothing main-actor isolated): passed as a function to
    /// `map`, a main-actor initializer would check the executor at run time per element.
    nonisolated convenience init(element: borrowing PlacedElement) {
        let category = UICollectionElementCategory(element.category)
        let kind = element.reportedKind
        let (section, item, frame, zIndex) = (element.section, element.item, element.frame, element.zIndex)
        let mask = UInt8(truncatingIfNeeded: element.selfSizingAxes.rawValue)
        self.init {
            $0.place(
                section: section, item: item, category: category, kind: kind, frame: frame, zIndex: zIndex,
                selfSizingMask: mask)
        }
    }
}

extension UICollectionViewLayoutAttributes {
    /// Attributes for the cell at (`section`, `item`) the engine placed as `cell`: what
    /// `init(element:)` gives for the same cell, without building an element first.
    nonisolated convenience init(cell: PlacedCell, section: Int, item: Int) {
        let mask = UInt8(truncatingIfNeeded: cell.selfSizingAxes.rawValue)
        let (frame, zIndex) = (cell.frame, cell.zIndex)
        self.init {
            $0.place(
                section: section, item: item, category: .cell, kind: nil, frame: frame, zIndex: zIndex,
                selfSizingMask: mask)
        }
    }
}
