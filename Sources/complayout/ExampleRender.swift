import CompositionalLayout
import LayoutCore
import LayoutExamples

/// An example laid out in a headless collection view, read back as engine values. Built on
/// the main actor, where the layout objects live.
@MainActor
struct ExampleRender {
    let contentSize: Size
    /// Every element of the content, in ``ElementOrder``.
    let elements: [PlacedElement]

    /// Lays out `example` in a collection view set up by `host`: device, size, scale, safe
    /// area and direction first; then the example's item counts (or the host's); then, for
    /// self-sizing examples, every element measured; then the host's content and orthogonal
    /// offsets; then every element read back. Long steps report progress on standard error
    /// when it is a terminal.
    init(example: LayoutExample, host: HostSettings) throws {
        let layout = example.makeLayout()
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        host.apply(to: collectionView)
        let dataSource = FixedCountDataSource(host.itemCounts(overriding: example.itemCounts))
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        if let compositional = layout as? UICollectionViewCompositionalLayout, let error = compositional.preparationError {
            throw ToolError("the example cannot be laid out: \(error)")
        }
        if let preferredSize = example.preferredSize {
            collectionView.preferredSizeProvider = preferredSize
            Self.measureEverything(in: collectionView)
            if let compositional = layout as? UICollectionViewCompositionalLayout,
                let rejected = compositional.rejectedMeasurements.first
            {
                throw ToolError("the example's measuring rule gave a size the layout rejected: \(rejected)")
            }
        }
        host.scroll(collectionView)
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
        withExtendedLifetime(dataSource) {}
    }

    /// The most viewports `measureEverything(in:)` scrolls through.
    static let maximumViewports = 100_000

    /// Measures every self-sizing element: the collection view measures only what its
    /// bounds show, so this scrolls from the resting offset (the top, or the leading edge of
    /// a horizontal layout: minus the adjusted content inset) one viewport at a time, laying
    /// out at each stop, until the viewport reaches the end of the content (which grows or
    /// shrinks as elements are measured), then scrolls back to the resting offset.
    private static func measureEverything(in collectionView: UICollectionView) {
        let horizontal =
            (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.configuration.scrollDirection
            == .horizontal
        let inset = collectionView.adjustedContentInset
        let resting = CGPoint(x: -inset.left, y: -inset.top)
        let viewport = horizontal ? collectionView.bounds.width : collectionView.bounds.height
        collectionView.contentOffset = resting
        collectionView.layoutIfNeeded()
        if viewport > 0 {
            let progress = ProgressReporter.standardError(label: "measuring (viewports)", checkEvery: 1)
            defer { progress.finish() }
            var offset = horizontal ? resting.x : resting.y
            for _ in 0..<maximumViewports {
                progress.advance()
                let size = collectionView.contentSize
                let end = horizontal ? size.width + inset.right : size.height + inset.bottom
                guard offset + viewport < end else { break }
                offset += viewport
                collectionView.contentOffset = horizontal ? CGPoint(x: offset, y: resting.y) : CGPoint(x: resting.x, y: offset)
                collectionView.layoutIfNeeded()
            }
        }
        collectionView.contentOffset = resting
        collectionView.layoutIfNeeded()
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
