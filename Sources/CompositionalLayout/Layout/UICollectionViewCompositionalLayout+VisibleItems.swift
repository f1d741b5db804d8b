internal import LayoutCore

extension UICollectionViewCompositionalLayout {
    /// The values the sections' visible-items handlers wrote that the layout refused (a NaN
    /// or infinite `alpha`, `center`, `transform` or `transform3D`, or one that would put the
    /// element's frame past ±10^15 points), oldest first, at most the last 100. The element
    /// keeps the value it had before the write; beyond UIKit, which raises when such a value
    /// reaches a layer.
    public var rejectedVisibleItemChanges: [RejectedVisibleItemChange] { visibleItemRejections.changes }

    /// Attributes for `element`, with what the section's visible-items handler set for the
    /// current scroll state. Without handlers (known at `prepare()`) the pass is skipped.
    func attributes(for element: PlacedElement, in prepared: PreparedLayout) -> UICollectionViewLayoutAttributes {
        let attributes = UICollectionViewLayoutAttributes(element: element)
        guard prepared.hasVisibleItemsHandlers else { return attributes }
        return applyVisibleItemChanges(to: attributes)
    }

    /// `attributes` with what the section's visible-items handler set for the current scroll
    /// state, if anything.
    func applyVisibleItemChanges(to attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        visibleItemsPassLookups += 1
        refreshVisibleItems()
        guard let changed = visibleItemsPass.changed[ElementKey(attributes)] else { return attributes }
        attributes.alpha = changed.alpha
        attributes.zIndex = changed.zIndex
        attributes.isHidden = changed.isHidden
        attributes.transform3D = changed.transform3D
        attributes.center = changed.center
        return attributes
    }

    /// Calls every visible-items handler with its section's visible elements if the scroll
    /// state changed since the last call (O-17, O-18).
    func refreshVisibleItems() {
        guard let prepared, prepared.hasVisibleItemsHandlers, let collectionView else { return }
        let offsets = constrainedOrthogonalOffsets
        let state = VisibleItemsPass.ScrollState(bounds: collectionView.bounds, orthogonalOffsets: offsets)
        guard visibleItemsPass.state != state else { return }
        visibleItemsPassRuns += 1
        visibleItemsPass = VisibleItemsPass(state: state)
        let elements = prepared.solution.elements(
            in: Rect(collectionView.bounds), visible: nil, orthogonalOffsets: offsets)
        var bySection: [Int: [VisibleItem]] = [:]
        for element in elements {
            bySection[element.section, default: []].append(
                VisibleItem(UICollectionViewLayoutAttributes(element: element), rejections: visibleItemRejections))
        }
        for (section, items) in bySection.sorted(by: { $0.key < $1.key }) {
            guard prepared.behaviors.indices.contains(section),
                let handler = prepared.behaviors[section].visibleItemsHandler
            else { continue }
            let isRow = prepared.solution.sections.indices.contains(section)
                && prepared.solution.sections[section].orthogonalRow != nil
            let offset = isRow ? collectionView.physicalOrthogonalOffset(forSection: section) : collectionView.contentOffset
            handler(items, offset, prepared.environment)
            for item in items { visibleItemsPass.changed[ElementKey(item.attributes)] = item.attributes }
        }
    }
}
