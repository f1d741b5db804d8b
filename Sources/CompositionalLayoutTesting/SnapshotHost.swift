import CompositionalLayout
import Foundation

/// The headless collection view a layout is laid out in for a snapshot: where the view is
/// shown (a `CollectionViewHost`) and the item counts its data source reports.
public struct SnapshotHost: Hashable, Sendable {
    /// Where the view is shown: size, scale, direction, size classes, screen, margins,
    /// insets, safe area and scroll offsets.
    public var collectionViewHost: CollectionViewHost
    /// The number of items in each section (the count is the number of sections).
    public var itemCounts: [Int]

    /// A host for a view shown as `collectionViewHost` describes, with `itemCounts`.
    public init(_ collectionViewHost: CollectionViewHost, itemCounts: [Int]) {
        self.collectionViewHost = collectionViewHost
        self.itemCounts = itemCounts
    }

    /// A host of `size` with `itemCounts`, on a 3× screen, no safe area, left to right, at
    /// rest unless `contentOffset` is given (the top, or the leading edge of a horizontal
    /// layout, minus the adjusted insets).
    public init(
        size: CGSize, itemCounts: [Int], displayScale: CGFloat = 3, safeAreaInsets: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, contentOffset: CGPoint? = nil
    ) {
        self.init(
            CollectionViewHost(
                size: size, displayScale: displayScale, layoutDirection: layoutDirection, safeAreaInsets: safeAreaInsets,
                contentOffset: contentOffset),
            itemCounts: itemCounts)
    }

    /// Lays `layout` out in a collection view set up as ``collectionViewHost`` describes, with
    /// ``itemCounts``, and returns what `body` reads from it; the view's data source lives as
    /// long as `body` runs.
    @MainActor
    public func withCollectionView<Result>(
        for layout: UICollectionViewLayout, _ body: (UICollectionView) throws -> Result
    ) rethrows -> Result {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.apply(collectionViewHost)
        let source = FixedCountDataSource(itemCounts)
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        collectionView.applyScrollOffsets(of: collectionViewHost)
        return try withExtendedLifetime(source) { try body(collectionView) }
    }
}
