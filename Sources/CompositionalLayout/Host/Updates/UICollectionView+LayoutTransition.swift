/// Replacing the layout, animated or not, with UIKit's transition hooks.
extension UICollectionView {
    /// Replaces the layout and moves the content offset where the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts it (within the scrollable range),
    /// then calls `completion` at the next layout pass (with `true`).
    ///
    /// Animated, the layouts are told as in UIKit: the outgoing layout's
    /// `prepareForTransition(to:)`, the incoming one's `prepareForTransition(from:)`, a layout
    /// pass with the new layout, the elements' animations gathered (``lastUpdateAnimations``:
    /// each element shown before or after goes from where the old layout had it to where the
    /// new one has it), then `finalizeLayoutTransition()` of the outgoing and the incoming
    /// layout. Not animated, no transition hook is called. Called by app code the view is
    /// calling during a pass, it takes effect when the pass's current step ends. A layout that
    /// lays out another live collection view is refused (reported in ``reportedErrors``), and
    /// `completion` gets `false`.
    public func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        performOrPostpone { [self] in
            guard layout.collectionView == nil || layout.collectionView === self else {
                report(.layoutOfAnotherView)
                if let completion { updateState.addCompletions([completion], finished: false) }
                return
            }
            let old = collectionViewLayout
            guard animated, old !== layout else {
                collectionViewLayout = layout
                contentOffset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
                if let completion { updateState.addCompletions([completion], finished: true) }
                return
            }
            layoutIfNeeded()
            let before = old.layoutAttributesForElements(in: bounds) ?? []
            old.prepareForTransition(to: layout)
            layout.prepareForTransition(from: old)
            collectionViewLayout = layout
            layoutIfNeeded()
            contentOffset = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            layoutIfNeeded()
            updateState.startAnimations(transitionAnimations(from: old, before: before, to: layout))
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            if let completion { updateState.addCompletions([completion], finished: true) }
        }
    }

    /// Each element shown before (`before`, from `old`) or after (from `new`) the change, from
    /// where `old` has it to where `new` has it; an element only one layout has starts or ends
    /// where that layout has it.
    private func transitionAnimations(
        from old: UICollectionViewLayout, before: [UICollectionViewLayoutAttributes], to new: UICollectionViewLayout
    ) -> [ElementAnimation] {
        var pairs: [ElementKey: (initial: UICollectionViewLayoutAttributes?, final: UICollectionViewLayoutAttributes?)] = [:]
        for attributes in before where pairs[ElementKey(attributes)] == nil {
            pairs[ElementKey(attributes)] = (attributes, Self.attributes(of: ElementKey(attributes), in: new))
        }
        for attributes in new.layoutAttributesForElements(in: bounds) ?? [] {
            let key = ElementKey(attributes)
            pairs[key] = (pairs[key]?.initial ?? Self.attributes(of: key, in: old), attributes)
        }
        return pairs.sorted { Self.displayOrder($0.key, $1.key) }.compactMap { key, pair in
            guard let initial = pair.initial ?? pair.final, let final = pair.final ?? pair.initial else { return nil }
            return ElementAnimation(
                category: key.category, elementKind: key.kind, indexPathBeforeUpdate: key.indexPath,
                indexPathAfterUpdate: key.indexPath, initialAttributes: initial, finalAttributes: final)
        }
    }

    /// What `layout` answers for `key`.
    private static func attributes(of key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
