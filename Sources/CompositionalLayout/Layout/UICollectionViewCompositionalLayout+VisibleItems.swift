internal import LayoutCore

extension UICollectionViewCompositionalLayout {
    /// The values the sections' visible-items handlers wrote that the layout refused (a NaN
    /// or infinite `alpha`, `center`, `transform` or `transform3D`, or one that would put the
    /// element's frame past ±10^15 points), oldest first, at most the last 100. The element
    /// keeps the value it had before the write; beyond UIKit, which raises when such a value
    /// reaches a layer.
    public var rejectedVisibleItemChanges: [RejectedVisibleItemChange] { Array(visibleItemRejections.changes) }

    /// `values` with what the section's visible-items handler set in the last pass, if
    /// anything.
    func applyVisibleItemChanges(to values: inout UICollectionViewLayoutAttributes.Values) {
        visibleItemsPassLookups += 1
        guard let changed = visibleItemsPass.changed[ElementKey(values)] else { return }
        values.alpha = changed.alpha
        values.zIndex = changed.zIndex
        values.isHidden = changed.isHidden
        values.transform3D = changed.transform3D
        values.center = changed.center
    }

    /// Brings the visible-items pass up to date for a query made outside a layout pass, as
    /// the visible-items step of a pass of its own (what the handlers ask the collection view
    /// for is applied when it ends). A query made during a layout pass, or by app code the
    /// collection view is calling, reads the last pass as it is: the handlers are never
    /// called from inside another step or another callback.
    func refreshVisibleItemsForQuery() {
        guard let collectionView, collectionView.passState.isIdle else { return }
        collectionView.runStep(.updatingVisibleItems) { refreshVisibleItems() }
    }

    /// Calls every visible-items handler with its section's visible elements if the scroll
    /// state changed since the last call (O-17, O-18).
    func refreshVisibleItems() {
        guard let prepared, prepared.hasVisibleItemsHandlers, let collectionView else { return }
        let state = VisibleItemsPass.ScrollState(bounds: collectionView.bounds, rowOffsets: rowOffsets)
        guard visibleItemsPass.state != state else { return }
        visibleItemsPassRuns += 1
        visibleItemsPass = VisibleItemsPass(state: state)
        let elements = prepared.solution.elements(in: Rect(collectionView.bounds), visible: nil, rowOffsets: rowOffsets)
        var bySection: [Int: [VisibleItem]] = [:]
        for element in elements {
            bySection[element.section, default: []].append(
                VisibleItem(handlerAttributes(of: element, in: prepared), rejections: visibleItemRejections))
        }
        for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
            guard prepared.behaviors.indices.contains(section),
                let handler = prepared.behaviors[section].visibleItemsHandler
            else { continue }
            let isRow = prepared.solution.orthogonalRow(ofSection: section) != nil
            let offset = isRow ? orthogonalScrollOffset(forSection: section) : collectionView.contentOffset
            collectionView.callingOut(.visibleItemsInvalidationHandler) { handler(items, offset, prepared.environment) }
            for item in items { visibleItemsPass.changed[ElementKey(item.attributes)] = item.attributes }
        }
    }
}
