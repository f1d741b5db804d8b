/// Prefetching: the view tells its ``UICollectionView/prefetchDataSource`` which items it is
/// likely to show soon, so that the app can start loading their data, and which of those it no
/// longer expects to show.
///
/// After each layout the items within one visible length ahead of the bounds, along the scroll
/// axis in the direction the bounds last moved (forward at first), and not shown, are the ones
/// expected. Those newly expected are passed to `collectionView(_:prefetchItemsAt:)` in
/// index-path order; those expected before that are neither expected nor shown any more are
/// passed to `collectionView(_:cancelPrefetchingForItemsAt:)`. An item that comes on screen
/// leaves the expected set silently. Nothing is asked without a prefetch data source or while
/// ``UICollectionView/isPrefetchingEnabled`` is off, and the question costs one layout query
/// over two visible lengths.
extension UICollectionView {
    /// Tells the prefetch data source what the bounds now lead it to expect.
    func prefetchAroundVisibleItems() {
        guard !prefetching.isTelling else { return }
        guard isPrefetchingEnabled, let prefetchDataSource else {
            prefetching = PrefetchState()
            return
        }
        let visible = bounds
        let horizontal = collectionViewLayout.scrollsHorizontally
        if let last = prefetching.bounds {
            let moved = horizontal ? visible.minX - last.minX : visible.minY - last.minY
            if moved != 0 { prefetching.forward = moved > 0 }
        }
        prefetching.bounds = visible
        let step = prefetching.forward ? 1.0 : -1.0
        let ahead = visible.union(
            horizontal ? visible.offsetBy(dx: step * visible.width, dy: 0) : visible.offsetBy(dx: 0, dy: step * visible.height))
        var shown = Set<IndexPath>()
        var expected = Set<IndexPath>()
        for attributes in collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []
        where attributes.representedElementCategory == .cell {
            if attributes.frame.intersects(visible) {
                shown.insert(attributes.indexPath)
            } else {
                expected.insert(attributes.indexPath)
            }
        }
        let cancelled = prefetching.items.subtracting(expected).subtracting(shown).sorted()
        let started = expected.subtracting(prefetching.items).sorted()
        prefetching.items = expected
        prefetching.isTelling = true
        defer { prefetching.isTelling = false }
        if !cancelled.isEmpty {
            callingOut(.dataSource) { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        }
        if !started.isEmpty {
            callingOut(.dataSource) { prefetchDataSource.collectionView(self, prefetchItemsAt: started) }
        }
    }
}

/// What the prefetch data source was last told: the items expected and the bounds they were
/// expected from.
struct PrefetchState {
    /// The items announced and not yet shown.
    var items: Set<IndexPath> = []
    /// The bounds of the last announcement, `nil` before the first.
    var bounds: CGRect?
    /// Whether the bounds last moved forward along the scroll axis (or have not moved yet).
    var forward = true
    /// Whether the prefetch data source is being told, so that a layout it causes does not
    /// tell it again from inside.
    var isTelling = false
}

/// The object a collection view tells which items it will likely show soon, so that their data
/// can be loaded ahead.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// The items at `indexPaths` will likely be shown soon.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// The items at `indexPaths`, announced before, are no longer expected to be shown.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
