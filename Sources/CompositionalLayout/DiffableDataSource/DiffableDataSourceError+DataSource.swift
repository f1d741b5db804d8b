/// UIKit's reason texts for what a diffable data source itself raises for (see
/// Docs/DECISIONS.md, "Diffable data sources"); the view and index path are written as UIKit
/// writes them, without the addresses a value has not.
extension DiffableDataSourceError {
    /// UIKit's assertion text for a parameter that fails its condition.
    static func invalidParameter(_ condition: String, _ reason: Reason, in operation: String) -> Self {
        Self(reason, operation: operation, message: "Invalid parameter not satisfying: \(condition)")
    }

    static func cellProviderReturnedNil(indexPath: IndexPath, item: some Any, in operation: String) -> Self {
        Self(
            .cellProviderReturnedNil, operation: operation,
            message: "UICollectionViewDiffableDataSource cell provider returned nil for index path"
                + " \(CollectionViewError.describe(indexPath)) with item identifier '\(String(describing: item))', which is"
                + " not allowed. You must always return a cell to the collection view: <UICollectionView>")
    }

    static func noSupplementaryViewProvider(in operation: String) -> Self {
        Self(
            .noSupplementaryViewProvider, operation: operation,
            message: "CollectionView <UICollectionView> requested a supplementary view, but a supplementaryViewProvider was"
                + " not specified on the diffable data source. Please configure the diffable data source accordingly and"
                + " add the supplementary provider")
    }
}
