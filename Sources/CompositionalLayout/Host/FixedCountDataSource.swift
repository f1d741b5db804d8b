/// A data source that answers a fixed number of items per section.
///
/// Beyond UIKit: a headless collection view has no cells to configure, so its data source
/// only counts. This is the one the package's own hosts use (the examples, layout files,
/// the command-line tool and the snapshot strategies); apps may use it or their own. It is
/// main-actor isolated, as data sources are in UIKit, and the view holds it weakly.
///
/// ```swift
/// let source = FixedCountDataSource([12, 4])   // 12 items in section 0, 4 in section 1
/// collectionView.dataSource = source
/// ```
@MainActor
public final class FixedCountDataSource: UICollectionViewDataSource {
    /// The number of items of each section; its count is the number of sections.
    public var itemCounts: [Int]

    /// Creates a data source with `itemCounts[s]` items in section `s`.
    public init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// The number of entries in ``itemCounts``.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    /// The entry of ``itemCounts`` for `section`; 0 for a section beyond it.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}
