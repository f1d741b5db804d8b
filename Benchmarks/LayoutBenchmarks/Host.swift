import CompositionalLayout
import Foundation

/// A headless collection view laid out with one workload's layout, and what keeps it alive
/// (the view holds its data source weakly, as UIKit's does).
@MainActor
final class Host {
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    private let dataSource: UICollectionViewDataSource
    /// The data source when the view shows cells.
    let cellsDataSource: CellsDataSource?

    /// A view of `layout` for `itemCounts` (or `dataSource`'s counts when given), measured by
    /// `preferredSize`; with `showsViews` its data source dequeues a cell (and a
    /// supplementary view) for everything shown.
    init(
        layout: UICollectionViewCompositionalLayout, itemCounts: [Int],
        preferredSize: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil, showsViews: Bool = false,
        dataSource: UICollectionViewDataSource? = nil
    ) {
        self.layout = layout
        cellsDataSource = showsViews ? CellsDataSource(itemCounts) : nil
        self.dataSource = cellsDataSource ?? dataSource ?? CountsDataSource(itemCounts)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: Workload.width, height: Workload.height), collectionViewLayout: layout)
        if showsViews {
            collectionView.register(BenchCell.self, forCellWithReuseIdentifier: BenchCell.identifier)
            for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
                collectionView.register(BenchCell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: BenchCell.identifier)
            }
        }
        collectionView.dataSource = self.dataSource
        collectionView.preferredSizeProvider = preferredSize
        collectionView.layoutIfNeeded()
    }

    /// Scrolls one viewport at a time from the top to the end of the content (which moves as
    /// rows are measured), so that `layoutIfNeeded()` measures every self-sizing element, then
    /// back to the top. Returns the number of viewports.
    @discardableResult
    func measureEverything() -> Int {
        var viewports = 0
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        while collectionView.contentOffset.y + Workload.height < collectionView.contentSize.height {
            collectionView.contentOffset.y += Workload.height
            collectionView.layoutIfNeeded()
            viewports += 1
        }
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        return viewports
    }
}

/// Which cell the self-sizing answers make 50 points taller, if any.
@MainActor
final class UpdateState {
    var target: IndexPath?
    var bumped = false
}

/// The `preferredSizeProvider` of a workload: the workload's measured height for cells, plus
/// 50 for the update metric's cell while it is bumped.
@MainActor
func sizeProvider(for workload: Workload, state: UpdateState) -> (UICollectionViewLayoutAttributes) -> CGSize {
    { attributes in
        guard attributes.representedElementCategory == .cell else { return attributes.size }
        let indexPath = attributes.indexPath
        var height = workload.measuredHeight(section: indexPath.section, item: indexPath.item)
        if state.bumped, indexPath == state.target { height += 50 }
        return CGSize(width: attributes.size.width, height: height)
    }
}

/// Whether `frame` overlaps `viewport` with positive area (the peers' `hit`).
func overlaps(_ frame: CGRect, _ viewport: CGRect) -> Bool {
    frame.minY < viewport.maxY && frame.maxY > viewport.minY && frame.minX < viewport.maxX && frame.maxX > viewport.minX
        && frame.width > 0 && frame.height > 0
}

/// One viewport query; the returned objects are released before it returns, so a timing
/// around it includes their whole life.
@MainActor
@inline(never)
func queryCount(_ layout: UICollectionViewLayout, _ rect: CGRect) -> Int {
    layout.layoutAttributesForElements(in: rect)?.count ?? 0
}

/// One viewport query through the value API, its frames copied into `frames`.
@inline(never)
func queryFrames(_ snapshot: LayoutFrames, _ rect: CGRect, into frames: inout [CGRect]) {
    frames.removeAll(keepingCapacity: true)
    snapshot.forEachFrame(in: rect) { frames.append($0.frame) }
}
