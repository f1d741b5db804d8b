import CompositionalLayout
import Foundation

/// The headless collection view a layout is laid out in for a snapshot: its size, the item
/// counts its data source reports, and the screen it stands for.
public struct SnapshotHost: Hashable, Sendable {
    /// The view's size in points.
    public var size: CGSize
    /// The number of items in each section (the count is the number of sections).
    public var itemCounts: [Int]
    /// Device pixels per point.
    public var displayScale: CGFloat
    /// The safe-area insets.
    public var safeAreaInsets: UIEdgeInsets
    /// The reading direction.
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// The content offset to read the layout at; `nil` leaves the view at its resting offset
    /// (the top, or the leading edge of a horizontal layout, minus the adjusted insets).
    public var contentOffset: CGPoint?

    /// A host of `size` with `itemCounts`, on a 3× screen, no safe area, left to right, at
    /// rest.
    public init(
        size: CGSize, itemCounts: [Int], displayScale: CGFloat = 3, safeAreaInsets: UIEdgeInsets = .zero,
        layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, contentOffset: CGPoint? = nil
    ) {
        self.size = size
        self.itemCounts = itemCounts
        self.displayScale = displayScale
        self.safeAreaInsets = safeAreaInsets
        self.layoutDirection = layoutDirection
        self.contentOffset = contentOffset
    }

    /// Lays `layout` out in a collection view made from this host and returns what `body`
    /// reads from it; the view's data source lives as long as `body` runs.
    @MainActor
    public func withCollectionView<Result>(
        for layout: UICollectionViewLayout, _ body: (UICollectionView) throws -> Result
    ) rethrows -> Result {
        let view = UICollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
        view.traitCollection = UITraitCollection(traitsFrom: [
            view.traitCollection, UITraitCollection(displayScale: displayScale),
            UITraitCollection(layoutDirection: layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight),
        ])
        view.effectiveUserInterfaceLayoutDirection = layoutDirection
        view.safeAreaInsets = safeAreaInsets
        let source = FixedCountDataSource(itemCounts)
        view.dataSource = source
        if let contentOffset { view.contentOffset = contentOffset }
        view.layoutIfNeeded()
        return try withExtendedLifetime(source) { try body(view) }
    }
}
