import CompositionalLayout

/// The data source a layout file implies: one section per entry of `sections`, each with
/// its `numberOfItems`.
@MainActor
public final class LayoutFileDataSource: UICollectionViewDataSource {
    /// The number of items of each section; its count is the number of sections.
    public var numberOfItems: [Int]

    /// Creates a data source with `numberOfItems[s]` items in section `s`.
    public init(numberOfItems: [Int]) {
        self.numberOfItems = numberOfItems
    }

    /// The number of entries in `numberOfItems`.
    public func numberOfSections(in collectionView: UICollectionView) -> Int {
        numberOfItems.count
    }

    /// The entry of `numberOfItems` for `section`; 0 for a section beyond it.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        numberOfItems.indices.contains(section) ? numberOfItems[section] : 0
    }
}
