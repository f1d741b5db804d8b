import CompositionalLayout

/// A data source with a fixed number of items per section. Main-actor isolated, as data
/// sources are in UIKit.
@MainActor
public final class FixedCountDataSource: UICollectionViewDataSource {
    /// The number of items of each section; its count is the number of sections.
    public var itemCounts: [Int]

    /// Creates a data source with `itemCounts[s]` items in section `s`.
    public init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    /// The number of entries in `itemCounts`.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        itemCounts.count
    }

    /// The entry of `itemCounts` for `section`.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}
