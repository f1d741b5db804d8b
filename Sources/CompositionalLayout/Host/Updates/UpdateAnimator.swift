/// Gathers the animations of a batch update once its layout pass settled: pairs each element
/// shown before or after the update with where it starts and ends (see
/// ``UICollectionView/ElementAnimation``), asking the layout's appearing and disappearing
/// hooks for what comes and goes.
@MainActor
struct UpdateAnimator {
    let view: UICollectionView
    let layout: UICollectionViewLayout
    let applied: UpdateState.Applied

    /// The animations, in the view's element order.
    func animations() -> [UICollectionView.ElementAnimation] {
        var after: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: view.bounds) ?? [] where after[ElementKey(attributes)] == nil {
            after[ElementKey(attributes)] = attributes
        }
        let deletedSupplementaries = supplementaryPaths(layout.indexPathsToDeleteForSupplementaryView(ofKind:))
        let insertedSupplementaries = supplementaryPaths(layout.indexPathsToInsertForSupplementaryView(ofKind:))
        var result: [(order: ElementKey, animation: UICollectionView.ElementAnimation)] = []
        var reached = Set<ElementKey>()
        for (old, initial) in applied.before {
            if !deletedSupplementaries.contains(old), let newPath = newIndexPath(of: old) {
                let newKey = ElementKey(old.category, kind: old.kind, at: newPath)
                if let final = after[newKey] ?? currentAttributes(of: newKey) {
                    reached.insert(newKey)
                    result.append((newKey, animation(old, from: old.indexPath, to: newPath, initial, final)))
                    continue
                }
            }
            let final = disappearing(old) ?? initial
            result.append((old, animation(old, from: old.indexPath, to: nil, initial, final)))
        }
        for (new, final) in after where !reached.contains(new) {
            let oldPath = insertedSupplementaries.contains(new) ? nil : oldIndexPath(of: new)
            let initial: UICollectionViewLayoutAttributes
            if let oldPath {
                initial = layout.attributesBeforeUpdate(ElementKey(new.category, kind: new.kind, at: oldPath)) ?? final
            } else {
                initial = appearing(new) ?? final
            }
            result.append((new, animation(new, from: oldPath, to: new.indexPath, initial, final)))
        }
        return result.sorted { UICollectionView.displayOrder($0.order, $1.order) }.map(\.animation)
    }

    private func animation(
        _ key: ElementKey, from before: IndexPath?, to after: IndexPath?, _ initial: UICollectionViewLayoutAttributes,
        _ final: UICollectionViewLayoutAttributes
    ) -> UICollectionView.ElementAnimation {
        UICollectionView.ElementAnimation(
            category: key.category, elementKind: key.kind, indexPathBeforeUpdate: before, indexPathAfterUpdate: after,
            initialAttributes: initial, finalAttributes: final)
    }

    /// Where the element `old` is after the update when it is the same element there.
    private func newIndexPath(of old: ElementKey) -> IndexPath? {
        old.category == .cell
            ? applied.mapping.identityIndexPath(ofOld: old.indexPath) : applied.mapping.newSupplementaryIndexPath(ofOld: old.indexPath)
    }

    /// Where the element `new` was before the update when it is the same element.
    private func oldIndexPath(of new: ElementKey) -> IndexPath? {
        new.category == .cell
            ? applied.mapping.identityIndexPath(ofNew: new.indexPath) : applied.mapping.oldSupplementaryIndexPath(ofNew: new.indexPath)
    }

    /// The layout's attributes for `key` after the update.
    private func currentAttributes(of key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func appearing(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func disappearing(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// The supplementary views `list` names for each kind shown before or after the update.
    private func supplementaryPaths(_ list: (String) -> [IndexPath]) -> Set<ElementKey> {
        let kinds = Set(applied.before.keys.filter { $0.category == .supplementaryView }.compactMap(\.kind))
        return Set(kinds.flatMap { kind in list(kind).map { ElementKey(.supplementaryView, kind: kind, at: $0) } })
    }
}
