/// Supplies a collection view with its counts and with the views it shows.
///
/// UIKit requires the counts of items and the cells; here every method has a default, so that
/// a data source that only counts (``FixedCountDataSource``, the layout files and the
/// command-line tool's hosts) keeps laying out without views. A data source whose cells come
/// from the default ``collectionView(_:cellForItemAt:)`` makes the view *layout only*, beyond
/// UIKit: it realizes no cells, supplementary or decoration views, and answers every question
/// about what it shows from its layout alone. Implementing the method, as every UIKit app
/// does, makes the view show views:
///
/// ```swift
/// final class Source: UICollectionViewDataSource {
///     func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 100 }
///     func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
///         collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
///     }
/// }
/// ```
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: AnyObject {
    /// The number of sections; 1 unless implemented.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell that shows the item at `indexPath`, dequeued with
    /// ``UICollectionView/dequeueReusableCell(withReuseIdentifier:for:)`` (or
    /// ``UICollectionView/dequeueConfiguredReusableCell(using:for:item:)``) and configured.
    /// The view asks only for the items that become visible.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The supplementary view of `kind` at `indexPath`, dequeued with
    /// ``UICollectionView/dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)``
    /// (or ``UICollectionView/dequeueConfiguredReusableSupplementary(using:for:)``).
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView
    /// Whether the user may move the item at `indexPath`; asked when an interactive movement
    /// begins.
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    /// The user moved the item at `sourceIndexPath` to `destinationIndexPath`: the data changes
    /// here to match what the view shows.
    func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No cell: the view becomes layout only (see the protocol), beyond UIKit, where the method
    /// is required. The cell returned is never shown.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dataSourceProvidesNoCells()
        return UICollectionViewCell()
    }

    /// No view, which UIKit reports as an error when the layout has supplementary views:
    /// ``CollectionViewError/Reason/supplementaryViewNotDequeued(elementKind:indexPath:)``,
    /// with a plain view shown instead.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dataSourceProvidesNoSupplementaryViews()
        return UICollectionReusableView()
    }

    /// Allows it: UIKit lets every item move when the data source moves items.
    public func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Does not move items: UIKit ignores reordering for a data source without this method,
    /// so a movement that ends here puts the item back where it was.
    public func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        collectionView.dataSourceDoesNotMoveItems()
    }
}
