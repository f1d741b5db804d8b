import CompositionalLayout
import LayoutExamples
import Testing

/// An example in a host 390 (or `width`) × 844 at scale 3, measured the way `complayout
/// attributes` measures it: the example's rule installed before the first layout pass, then
/// scrolled one viewport at a time to the end of the content (at most 100 stops) and back to
/// the top.
@MainActor
struct MeasuredExample {
    let collectionView: UICollectionView
    let dataSource: FixedCountDataSource

    init(
        _ example: LayoutExample, direction: UIUserInterfaceLayoutDirection = .leftToRight, width: CGFloat = 390
    ) throws {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 844), collectionViewLayout: example.makeLayout())
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: 3),
            UITraitCollection(layoutDirection: direction == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
        collectionView.preferredSizeProvider = example.preferredSize
        dataSource = FixedCountDataSource(example.itemCounts)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        // The examples are at most a few viewports long; 100 stops is far more than needed.
        var offset: CGFloat = 0
        for _ in 0..<100 where offset + 844 < collectionView.contentSize.height {
            offset += 844
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
        }
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
    }

    /// The frame of the cell at (`section`, `item`).
    func frame(_ section: Int, _ item: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The attributes of the supplementary of `kind` of `section`.
    func supplementary(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: 0, section: section))
    }

    /// Every element of the whole content, the media row at rest.
    var allElements: [UICollectionViewLayoutAttributes] {
        collectionView.collectionViewLayout.layoutAttributesForElements(in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7))
            ?? []
    }

    /// The measurements the layout refused.
    var rejected: [CompositionalLayoutError] {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.rejectedMeasurements ?? []
    }
}
