/// Gathers the animations of a batch update or an animated bounds change once its layout pass
/// settled: pairs each element shown before or after it with where it starts and ends (see
/// ``UICollectionView/ElementAnimation``), asking the layout's appearing and disappearing
/// hooks for what comes and goes.
///
/// In a batch update, what comes and goes is what the update inserts, deletes or reloads, and
/// the supplementary and decoration views the layout names in
/// `indexPathsToInsert…`/`indexPathsToDelete…` for each kind shown before or after the update.
/// In a bounds change nothing comes or goes, but elements enter and leave the bounds: those
/// get the hooks.
@MainActor
struct UpdateAnimator {
    let view: UICollectionView
    let layout: UICollectionViewLayout
    let applied: UpdateState.Applied

    /// The animations, in the view's element order (by index path after the update, or before
    /// it for what disappears; at one place, what is there after the update first).
    func animations() -> [UICollectionView.ElementAnimation] {
        var after: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for attributes in layout.layoutAttributesForElements(in: view.bounds) ?? [] where after[ElementKey(attributes)] == nil {
            after[ElementKey(attributes)] = attributes
        }
        let kinds = ShownKinds(applied.before.keys, after.keys)
        let deleted = applied.isBoundsChange ? [] : kinds.named(
            supplementary: layout.indexPathsToDeleteForSupplementaryView(ofKind:),
            decoration: layout.indexPathsToDeleteForDecorationView(ofKind:))
        let inserted = applied.isBoundsChange ? [] : kinds.named(
            supplementary: layout.indexPathsToInsertForSupplementaryView(ofKind:),
            decoration: layout.indexPathsToInsertForDecorationView(ofKind:))
        var result: [(order: ElementKey, animation: UICollectionView.ElementAnimation)] = []
        var reached = Set<ElementKey>()
        // The hooks are asked in the view's element order, so a layout sees one order.
        for (old, initial) in applied.before.sorted(by: { UICollectionView.displayOrder($0.key, $1.key) }) {
            if !deleted.contains(old), let newPath = newIndexPath(of: old) {
                let newKey = ElementKey(old.category, kind: old.kind, at: newPath)
                if !inserted.contains(newKey), let final = after[newKey] ?? attributesOutsideBounds(of: newKey) {
                    reached.insert(newKey)
                    result.append((newKey, animation(old, from: old.indexPath, to: newPath, initial, final)))
                    continue
                }
            }
            let final = disappearing(old) ?? initial
            result.append((old, animation(old, from: old.indexPath, to: nil, initial, final)))
        }
        for (new, final) in after.sorted(by: { UICollectionView.displayOrder($0.key, $1.key) }) where !reached.contains(new) {
            // In a bounds change, entering the bounds is appearing.
            let oldPath = applied.isBoundsChange || inserted.contains(new) ? nil : oldIndexPath(of: new)
            let oldKey = oldPath.map { ElementKey(new.category, kind: new.kind, at: $0) }.flatMap { deleted.contains($0) ? nil : $0 }
            let initial = oldKey.map { layout.attributesBeforeUpdate($0) ?? final } ?? appearing(new) ?? final
            result.append((new, animation(new, from: oldKey?.indexPath, to: new.indexPath, initial, final)))
        }
        // At one place, what is there after the update comes before what left it.
        return result.sorted { a, b in
            if a.order != b.order { return UICollectionView.displayOrder(a.order, b.order) }
            return a.animation.indexPathAfterUpdate != nil && b.animation.indexPathAfterUpdate == nil
        }.map(\.animation)
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

    /// The layout's attributes for `key` after a batch update, when it lives on outside the
    /// bounds; `nil` in a bounds change, where leaving the bounds is disappearing.
    private func attributesOutsideBounds(of key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard !applied.isBoundsChange else { return nil }
        return switch key.category {
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
}

/// The kinds of the supplementary and decoration views shown before or after an update: the
/// kinds whose `indexPathsToInsert…`/`indexPathsToDelete…` the animator asks the layout.
private struct ShownKinds {
    var supplementary: Set<String> = []
    var decoration: Set<String> = []

    init(_ before: some Sequence<ElementKey>, _ after: some Sequence<ElementKey>) {
        for key in Array(before) + Array(after) {
            guard let kind = key.kind else { continue }
            switch key.category {
            case .cell: break
            case .supplementaryView: supplementary.insert(kind)
            case .decorationView: decoration.insert(kind)
            }
        }
    }

    /// The elements the lists name, each kind asked once (in sorted order, so a layout that
    /// records the calls sees one order).
    func named(supplementary list: (String) -> [IndexPath], decoration decorationList: (String) -> [IndexPath]) -> Set<ElementKey> {
        var result = Set<ElementKey>()
        for kind in supplementary.sorted() {
            for indexPath in list(kind) { result.insert(ElementKey(.supplementaryView, kind: kind, at: indexPath)) }
        }
        for kind in decoration.sorted() {
            for indexPath in decorationList(kind) { result.insert(ElementKey(.decorationView, kind: kind, at: indexPath)) }
        }
        return result
    }
}
