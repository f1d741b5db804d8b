/// A collection view's data source that shows the sections and items of a snapshot, named by
/// identifiers: the app applies a new snapshot, and the data source works out what changed by
/// identity and updates the view with it.
///
/// ```swift
/// let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
///     collectionView, indexPath, title in
///     collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: title)
/// }
/// var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
/// snapshot.appendSections([0])
/// snapshot.appendItems(["Inbox", "Drafts", "Sent"])
/// dataSource.apply(snapshot)
/// ```
///
/// Creating it makes it the view's `dataSource`; the view holds it weakly, as in UIKit, so the
/// app keeps it. The first snapshot applied reloads the view's data; every later one is
/// compared with the one shown, by identity, and applied as one batch update of the view
/// (deleted, inserted and moved sections and items, then the snapshot's reloaded and
/// reconfigured items and reloaded sections). `snapshot()` answers the data shown, so a section
/// provider may read `dataSource.snapshot().sectionIdentifiers[sectionIndex]` while the layout
/// is prepared.
///
/// What UIKit stops the app for (a cell provider that answers no cell, a supplementary view
/// asked for without a provider, a section index past the end, a section snapshot applied to
/// nothing) is reported as a `DiffableDataSourceError` carrying UIKit's reason, as misuse of a
/// snapshot is (see `DiffableDataSourceError.collecting(_:)`), and the view goes on.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource
where SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable {
    /// Makes the cell for an item: the view, the item's index path and its identifier. It
    /// should dequeue the cell from the view; `nil` is an error.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// Makes a supplementary view: the view, the element kind and the index path.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    /// The view the data source supplies; held weakly, as the view holds its data source.
    weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The data shown: the last snapshot applied, without its reload marks.
    var shown = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    /// The outlines applied to sections with `apply(_:to:animatingDifferences:completion:)`,
    /// kept in step with `shown`.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
    /// Whether a snapshot was applied to the view since the data source was made; the first
    /// one reloads the view's data.
    var hasAppliedToView = false

    /// Makes supplementary views (headers, footers and others); without one, the view asking
    /// for a supplementary view is an error.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// What the data source does when the user expands or collapses an outline's item.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// What the data source does when the user reorders items.
    public var reorderingHandlers = ReorderingHandlers()

    /// Creates a data source that makes cells with `cellProvider` and becomes the
    /// `dataSource` of `collectionView`. It shows nothing until a snapshot is applied.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Data

    /// The data shown: sections and items in order, without reload marks. A copy: changing it
    /// changes nothing until it is applied. O(1).
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
        shown
    }

    /// Shows `snapshot`: its differences from the data shown, by identity, go to the view as
    /// batch updates (see the type); the first snapshot applied reloads the view's data
    /// instead. `completion` runs when the update's animations complete, at the view's next
    /// layout pass. Headless an animation is the view's record of each element's attributes
    /// before and after, so `animatingDifferences` changes nothing. O(n) for n items of the two
    /// snapshots, plus the view's work for what changed.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        update(to: snapshot, reloadingData: false, completion: completion)
    }

    /// Shows `snapshot` as ``apply(_:animatingDifferences:completion:)`` does, returning once
    /// the view has taken the update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            apply(snapshot, animatingDifferences: animatingDifferences) { continuation.resume() }
            // The next layout pass, which completes the update's animations.
            collectionView?.layoutIfNeeded()
        }
    }

    /// Shows `snapshot` by reloading the view's data, without comparing it with the data shown
    /// and without animation; `completion` runs once the view has laid out the new data.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        update(to: snapshot, reloadingData: true, completion: completion)
    }

    /// Shows `snapshot` as ``applySnapshotUsingReloadData(_:completion:)`` does, returning once
    /// the view has laid out the new data.
    open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await withCheckedContinuation { continuation in
            applySnapshotUsingReloadData(snapshot) { continuation.resume() }
        }
    }

    // MARK: Outlines

    /// Shows `snapshot`'s visible items as the items of `section`, and keeps the outline for
    /// ``snapshot(for:)``: a section not shown yet is added after the others, and items of
    /// other sections that the outline names move into it. The view is updated as by
    /// ``apply(_:animatingDifferences:completion:)``.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        applyOutline(snapshot, to: section, completion: completion)
    }

    /// Shows `snapshot` in `section` as ``apply(_:to:animatingDifferences:completion:)`` does,
    /// returning once the view has taken the update.
    open func apply(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true
    ) async {
        await withCheckedContinuation { continuation in
            applyOutline(snapshot, to: section) { continuation.resume() }
            collectionView?.layoutIfNeeded()
        }
    }

    /// The outline of `section`: the one last applied to it, kept in step with later
    /// snapshots; otherwise the section's items as roots; empty for a section not shown.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        outline(of: section)
    }

    // MARK: Identifiers and index paths

    /// The section at `index` of the data shown, or `nil` when there is none. O(1).
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        shown.sectionIdentifiers.indices.contains(index) ? shown.sectionIdentifiers[index] : nil
    }

    /// The index of `sectionIdentifier` in the data shown, or `nil` when it is not there. O(1).
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        shown.indexOfSection(sectionIdentifier)
    }

    /// The item at `indexPath` of the data shown, or `nil` when there is none. O(1).
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2 else { return nil }
        return shown.itemIdentifier(atItem: indexPath.item, inSection: indexPath.section)
    }

    /// The index path of `itemIdentifier` in the data shown, or `nil` when it is not there.
    /// O(1).
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        shown.indexPath(ofItem: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    // MARK: UICollectionViewDataSource

    /// The number of sections shown.
    open func numberOfSections(in collectionView: UICollectionView) -> Int {
        shown.numberOfSections
    }

    /// The number of items shown in `section`; 0, reported as UIKit's "Invalid parameter not
    /// satisfying: section < _impl.numberOfSections", for a section past the end.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        guard section >= 0, section < shown.numberOfSections else {
            DiffableDataSourceError.invalidParameter(
                "section < _impl.numberOfSections", .sectionNotFound, in: "collectionView(_:numberOfItemsInSection:)"
            ).report()
            return 0
        }
        return shown.numberOfItems(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item at `indexPath`. A provider that answers
    /// `nil` is reported with UIKit's reason, and a plain cell stands in (which the view
    /// reports as not dequeued).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let operation = "collectionView(_:cellForItemAt:)"
        guard let item = itemIdentifier(for: indexPath) else {
            DiffableDataSourceError.invalidParameter("itemIdentifier", .itemNotFound, in: operation).report()
            return UICollectionViewCell()
        }
        guard let cell = cellProvider(collectionView, indexPath, item) else {
            DiffableDataSourceError.cellProviderReturnedNil(indexPath: indexPath, item: item, in: operation).report()
            return UICollectionViewCell()
        }
        return cell
    }

    /// The view the supplementary view provider makes. Without a provider (or when it answers
    /// `nil`) the data source is reported, with UIKit's reason when there is no provider, and
    /// the view goes on as with a data source that makes no supplementary views.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        guard let supplementaryViewProvider else {
            DiffableDataSourceError.noSupplementaryViewProvider(
                in: "collectionView(_:viewForSupplementaryElementOfKind:at:)"
            ).report()
            collectionView.dataSourceProvidesNoSupplementaryViews()
            return UICollectionReusableView()
        }
        return supplementaryViewProvider(collectionView, kind, indexPath) ?? UICollectionReusableView()
    }

    /// Whether the item at `indexPath` may be moved: what `reorderingHandlers.canReorderItem`
    /// answers for it, `false` when that is unset or there is no item there.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        canReorderItem(at: indexPath)
    }

    /// Moves the item at `sourceIndexPath` to `destinationIndexPath` (an index path of the data
    /// after the move), as when the user's drag of it ends: `willReorder` hears the
    /// transaction, the data shown changes and the view is updated, then `didReorder` hears
    /// it. Headless nothing drags items, so calling this stands for the end of a drag. Index
    /// paths with no item change nothing.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        reorderItem(at: sourceIndexPath, to: destinationIndexPath)
    }
}
