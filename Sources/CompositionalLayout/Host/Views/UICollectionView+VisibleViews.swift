/// The views the collection view shows, as app code asks for them.
///
/// Each query lays out what is pending first (``layoutIfNeeded()``), so it answers the views as
/// they will be shown; UIKit answers from the views it last displayed, so right after a
/// `reloadData()` it may not have the new ones yet. Called by app code the view is calling
/// during a layout pass, a query answers the views shown when the pass's current step began.
/// Lists are in the view's element order: by index path, then by kind (UIKit leaves the order
/// unspecified).
extension UICollectionView {
    /// The cells shown, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return shownViews(of: .cell).compactMap { $0.view as? UICollectionViewCell }
    }

    /// The cell shown for the item at `indexPath`, or `nil` when the item is not shown (or the
    /// view shows no views).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return viewStore.view(for: ElementKey(.cell, at: indexPath))?.view as? UICollectionViewCell
    }

    /// The index path of the item `cell` shows, or `nil` when it is not shown.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        guard let element = viewStore.element(of: cell), element.category == .cell else { return nil }
        return element.indexPath
    }

    /// The supplementary views of `elementKind` shown, in index-path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return shownViews(of: .supplementaryView).filter { $0.element.kind == elementKind }.map(\.view)
    }

    /// The index paths of the supplementary views of `elementKind` shown, in order: those of
    /// the views shown when the view shows views, otherwise those the layout reports in the
    /// bounds.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        layoutIfNeeded()
        guard !viewStore.dataSourceProvidesViews else {
            return shownViews(of: .supplementaryView).filter { $0.element.kind == elementKind }.map(\.element.indexPath)
        }
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        return elements.filter { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == elementKind }
            .map(\.indexPath).sorted()
    }

    /// The supplementary view of `elementKind` shown at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return viewStore.view(for: ElementKey(.supplementaryView, kind: elementKind, at: indexPath))?.view
    }

    /// The index path of the item shown at `point` (in the collection view's content
    /// coordinates), or `nil` when no item is there.
    ///
    /// The answer is the item whose frame *as shown* contains the point: an item of an
    /// orthogonal row is where its row's offset moves it (a tap on a scrolled row finds the
    /// item under the finger; UIKit's row is a scroll view of its own and answers the same).
    /// Hidden items are skipped; where items overlap, the one with the greater z index wins,
    /// then the later one in the layout's order. Edges count as UIKit's `CGRect.contains` does:
    /// the minimum edges in, the maximum edges out. Works whether or not the view shows views.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let (elements, rowShifts) = displayedElements(in: probe)
        var best: (indexPath: IndexPath, zIndex: Int)?
        for attributes in elements where attributes.representedElementCategory == .cell && !attributes.isHidden {
            let shift = rowShifts[ElementKey(attributes)] ?? .zero
            guard attributes.frame.offsetBy(dx: shift.x, dy: shift.y).contains(point) else { continue }
            if let current = best, current.zIndex > attributes.zIndex { continue }
            best = (attributes.indexPath, attributes.zIndex)
        }
        return best?.indexPath
    }

    /// The index paths of the shown views of `category`, in the view's element order.
    func shownIndexPaths(of category: UICollectionElementCategory) -> [IndexPath] {
        shownViews(of: category).map(\.element.indexPath)
    }

    /// The views shown for elements of `category`, in the view's element order.
    private func shownViews(of category: UICollectionElementCategory) -> [(element: ElementKey, view: UICollectionReusableView)] {
        viewStore.shown.filter { $0.key.category == category }.sorted { Self.displayOrder($0.key, $1.key) }
            .map { ($0.key, $0.value.view) }
    }
}
