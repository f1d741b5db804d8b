import ArgumentParser
import CompositionalLayout
import LayoutCore
import LayoutExamples

/// An example laid out in a headless collection view, read back as engine values.
struct ExampleRender {
    let contentSize: Size
    let elements: [PlacedElement]

    init(example: LayoutExample, width: Double, height: Double, scale: Double) throws {
        let layout = example.makeLayout()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: CGFloat(scale)),
        ])
        let dataSource = FixedCountDataSource(example.itemCounts)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        if let compositional = layout as? UICollectionViewCompositionalLayout, let error = compositional.preparationError {
            throw ValidationError("The example cannot be laid out: \(error)")
        }
        let size = collectionView.contentSize
        contentSize = Size(width: Double(size.width), height: Double(size.height))
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9 + Double(size.width), height: 2e9 + Double(size.height))
        elements = (layout.layoutAttributesForElements(in: everything) ?? []).map(Self.element)
        withExtendedLifetime(dataSource) {}
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
