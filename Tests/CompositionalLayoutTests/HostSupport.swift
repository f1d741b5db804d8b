import CompositionalLayout
import LayoutExamples
import Testing

/// A headless collection view with its data source kept alive alongside it.
@MainActor
struct Host {
    let collectionView: UICollectionView
    let dataSource: FixedCountDataSource

    init(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 375, height: CGFloat = 812,
        scale: CGFloat = 1
    ) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: scale),
        ])
        dataSource = FixedCountDataSource(itemCounts)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
    }

    /// The frame of the cell at (`section`, `item`).
    func frame(_ section: Int, _ item: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// Expects `actual` to equal `(x, y, width, height)` within a millionth of a point.
func expectFrame(
    _ actual: CGRect?, _ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    guard let actual else {
        Issue.record("no frame", sourceLocation: sourceLocation)
        return
    }
    let expected = CGRect(x: x, y: y, width: width, height: height)
    let close =
        abs(actual.minX - x) < 1e-6 && abs(actual.minY - y) < 1e-6 && abs(actual.width - width) < 1e-6
        && abs(actual.height - height) < 1e-6
    #expect(close, "frame \(actual) is not \(expected)", sourceLocation: sourceLocation)
}

extension Host {
    /// The attributes of the supplementary view of `kind` at (`section`, `item`).
    func supplementary(_ kind: String, _ section: Int, _ item: Int) -> UICollectionViewLayoutAttributes? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: item, section: section))
    }

    /// The attributes of the decoration view of `kind` of `section`.
    func decoration(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
        collectionView.layoutIfNeeded()
        return collectionView.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: kind, at: IndexPath(item: 0, section: section))
    }
}
