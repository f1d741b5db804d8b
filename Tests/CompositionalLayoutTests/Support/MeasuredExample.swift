import CompositionalLayout
import LayoutExamples
import LayoutTestSupport
import Testing

/// An example in a host 390 (or `width`) × 844 at scale 3, measured the way `complayout
/// attributes` measures it: the example's rule installed before the first layout pass, then
/// scrolled one viewport at a time to the end of the content (at most 100 stops) and back to
/// the top.
@MainActor
struct MeasuredExample: HostedCollectionView {
    let collectionView: UICollectionView
    let dataSource: FixedCountDataSource

    init(
        _ example: LayoutExample, direction: UIUserInterfaceLayoutDirection = .leftToRight, width: CGFloat = 390
    ) throws {
        let host = TestHost(
            example.makeLayout(), itemCounts: example.itemCounts, width: width, height: 844, scale: 3,
            layoutDirection: direction, preferredSize: example.preferredSize)
        collectionView = host.collectionView
        dataSource = host.dataSource
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

    /// The measurements the layout refused.
    var rejected: [CompositionalLayoutError] {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.rejectedMeasurements ?? []
    }
}
