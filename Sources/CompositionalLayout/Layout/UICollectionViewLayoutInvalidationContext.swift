/// Which parts of a layout are out of date, and how the collection view should adjust its
/// scroll position and content size for them. A layout builds one and passes it to
/// `invalidateLayout(with:)`.
///
/// `invalidateLayout()` uses a context that invalidates everything; a scroll uses
/// `invalidationContext(forBoundsChange:)`; a self-sized element uses
/// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext {
    /// Whether the whole layout must be computed again. Set by `invalidateLayout()`.
    open internal(set) var invalidateEverything = false
    /// Whether the data source's section and item counts must be read again. Set by
    /// `reloadData()` and count-changing updates.
    open internal(set) var invalidateDataSourceCounts = false
    /// The cells marked out of date, if any.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views marked out of date, by element kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views marked out of date, by element kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
    /// How far the collection view moves its content offset when the context is applied,
    /// so that visible content stays put when something above it changes size.
    open var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes when the context is applied.
    open var contentSizeAdjustment = CGSize.zero

    /// Whether the context carries a measured size already taken into the layout, so the
    /// element it names is not to be measured again.
    var carriesPreferredSize = false

    /// The batch update the context takes in, if it is one: where every item and section
    /// goes, so that the layout's state follows them.
    var update: UpdateMapping?

    /// Creates a context that invalidates nothing. `required` so that a layout's
    /// ``UICollectionViewLayout/invalidationContextClass`` can be instantiated.
    public required init() {}

    /// Marks the cells at `indexPaths` out of date: self-sizing ones are measured again.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        if let named = invalidatedItemIndexPaths {
            invalidatedItemIndexPaths = named + indexPaths
        } else {
            invalidatedItemIndexPaths = indexPaths
        }
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` out of date.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` out of date.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []] += indexPaths
        invalidatedDecorationIndexPaths = all
    }
}
