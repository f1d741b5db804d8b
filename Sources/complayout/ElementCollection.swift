import CompositionalLayout

/// Every element of a laid-out collection view, as the values of its layout attributes
/// (`ElementFrame`), in the order the layout returned them.
@MainActor
struct ElementCollection {
    /// The content size the view reports.
    let contentSize: CGSize
    /// Every element of the content.
    let elements: [ElementFrame]

    /// Reads every element of `collectionView`'s whole content, reporting progress on
    /// standard error when it is a terminal.
    init(_ collectionView: UICollectionView) {
        let layout = collectionView.collectionViewLayout
        let size = collectionView.contentSize
        contentSize = size
        let everything = CGRect(x: -1e9, y: -1e9, width: 2e9 + Double(size.width), height: 2e9 + Double(size.height))
        let attributes = ProgressReporter.whileRunning("collecting attributes") {
            layout.layoutAttributesForElements(in: everything) ?? []
        }
        let progress = ProgressReporter.standardError(label: "reading attributes", total: attributes.count)
        var elements: [ElementFrame] = []
        elements.reserveCapacity(attributes.count)
        for element in attributes {
            elements.append(
                ElementFrame(
                    indexPath: element.indexPath, category: element.representedElementCategory,
                    kind: element.representedElementKind, frame: element.frame, zIndex: element.zIndex))
            progress.advance()
        }
        progress.finish()
        self.elements = elements
    }
}
