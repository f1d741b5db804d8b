import CompositionalLayout
import LayoutCore

/// Every element of a laid-out collection view, read back as engine values in the tool's
/// stable order (``ElementOrder``).
@MainActor
struct ElementCollection {
    /// The content size the view reports.
    let contentSize: Size
    /// Every element of the content, in ``ElementOrder``.
    let elements: [PlacedElement]

    /// Reads every element of `collectionView`'s whole content, reporting progress on
    /// standard error when it is a terminal.
    init(_ collectionView: UICollectionView) {
        let layout = collectionView.collectionViewLayout
        let size = collectionView.contentSize
        contentSize = Size(width: Double(size.width), height: Double(size.height))
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9 + Double(size.width), height: 2e9 + Double(size.height))
        let attributes = ProgressReporter.whileRunning("collecting attributes") {
            layout.layoutAttributesForElements(in: everything) ?? []
        }
        let progress = ProgressReporter.standardError(label: "reading attributes", total: attributes.count)
        var elements: [PlacedElement] = []
        elements.reserveCapacity(attributes.count)
        for element in attributes {
            elements.append(Self.element(element))
            progress.advance()
        }
        progress.finish()
        self.elements = ElementOrder.sorted(elements)
    }

    private static func element(_ attributes: UICollectionViewLayoutAttributes) -> PlacedElement {
        let category: ElementCategory
        switch attributes.representedElementCategory {
        case .cell: category = .cell
        case .supplementaryView: category = .supplementaryView
        case .decorationView: category = .decorationView
        }
        let frame = attributes.frame
        return PlacedElement(
            category: category, section: attributes.indexPath.section, item: attributes.indexPath.item,
            kind: attributes.representedElementKind,
            frame: Rect(x: Double(frame.minX), y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height)),
            zIndex: attributes.zIndex)
    }
}
