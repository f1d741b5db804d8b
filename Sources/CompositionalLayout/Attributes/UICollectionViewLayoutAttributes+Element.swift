internal import LayoutCore

extension UICollectionViewLayoutAttributes.Values {
    /// The values of the attributes of an element the engine placed: index path, category,
    /// kind, frame, z-index and self-sizing axes; everything else at its default. The kind's
    /// extras come from `kinds`, shared with the other elements of that kind.
    init(placing element: borrowing PlacedElement, kinds: inout UICollectionViewLayoutAttributes.Extras.KindTable) {
        self.init(
            plain: Plain(
                placingSection: element.section, item: element.item,
                category: UICollectionElementCategory(element.category), frame: element.frame, zIndex: element.zIndex,
                selfSizingMask: UInt8(truncatingIfNeeded: element.selfSizingAxes.rawValue)),
            extras: kinds.extras(holding: element.reportedKind))
    }

    /// Replaces every value with those of the attributes of the cell at (`section`, `item`)
    /// the engine placed as `cell`, in place: what `init(placing:kinds:)` gives for the same cell,
    /// without building an element first.
    mutating func replace(placingCell cell: PlacedCell, section: Int, item: Int) {
        replace(plain: Plain(placingCell: cell, section: section, item: item), extras: nil)
    }
}

extension UICollectionViewLayoutAttributes.Values.Plain {
    /// The numbers of the attributes of the cell at (`section`, `item`) the engine placed as
    /// `cell` (a cell's values hold no extras).
    init(placingCell cell: PlacedCell, section: Int, item: Int) {
        self.init(
            placingSection: section, item: item, category: .cell, frame: cell.frame, zIndex: cell.zIndex,
            selfSizingMask: UInt8(truncatingIfNeeded: cell.selfSizingAxes.rawValue))
    }
}
