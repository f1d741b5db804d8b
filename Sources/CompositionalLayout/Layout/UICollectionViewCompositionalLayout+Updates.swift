internal import LayoutCore

/// What the layout keeps while a batch update is under way.
struct UpdateUnderWay {
    /// Where everything goes.
    var mapping: UpdateMapping
    /// What the layout had prepared before the update, and its row offsets then.
    var preparedBefore: PreparedLayout?
    var rowOffsetsBefore: OrthogonalRowOffsets
    /// What each section after the update carries into the next solve; taken by `prepare()`.
    var carriedSections: [CarriedSection]?
}

/// The layout's state follows its items and sections through a batch update: the one place
/// that moves it. When the update's invalidation reaches the layout (before its `prepare()`,
/// so that one solve starts from the moved state):
///
/// - measured sizes move with their items and sections: the layout tells the engine which
///   items leave and arrive in each section and what moved items bring (`CarriedSection`),
///   and the engine renumbers the measurements, editing a list's geometry in place. An
///   inserted item, or one of an inserted section, starts at its estimate; a moved one keeps
///   its size, into any section, an inserted one included; a reloaded one (or one of a
///   reloaded section) starts at its estimate again and is measured when shown; a
///   reconfigured one keeps its size until it is measured again; a measured item
///   supplementary moves with its item, a boundary supplementary stays with its section, a
///   group supplementary follows its group while the group keeps its items (always in a
///   list);
/// - orthogonal row offsets move with their sections (a reloaded or inserted section starts at
///   0), and are constrained by the new rows after the solve;
/// - which elements were measured is forgotten, as after any invalidation of everything: the
///   shown ones are asked again, their sizes standing until answered.
///
/// The visible-items handlers keep no state across a solve: they are called again for the
/// new items. The layout keeps what it had prepared before the update until
/// `finalizeCollectionViewUpdates()`, to answer where elements were.
extension UICollectionViewCompositionalLayout {
    /// Takes a batch update in (see the extension's description).
    func takeUpdate(_ mapping: UpdateMapping) {
        let carried = prepared.map { carriedSections(mapping, from: $0) }
        updateUnderWay = UpdateUnderWay(
            mapping: mapping, preparedBefore: prepared, rowOffsetsBefore: rowOffsets, carriedSections: carried)
        rowOffsets = rowOffsets.remapped { mapping.isReloaded(section: $0) ? nil : mapping.newSection(ofOld: $0) }
    }

    /// What each section after the update carries from `prepared`: the mapping's item edits
    /// in the engine's terms (the engine renumbers the measurements). A reloaded item leaves
    /// and arrives at its place, so that it starts at its estimate.
    private func carriedSections(_ mapping: UpdateMapping, from prepared: PreparedLayout) -> [CarriedSection] {
        let solution = prepared.solution
        let brought = broughtMeasurements(mapping, from: solution)
        return mapping.carriedSections.enumerated().map { new, old in
            var carried = CarriedSection(source: nil)
            if let bringing = brought[new] {
                carried.carriedCells = bringing.cells
                carried.carriedSupplementaries = bringing.supplementaries
            }
            guard let old, solution.sections.indices.contains(old) else { return carried }
            carried.source = old
            if let edits = mapping.itemEdits(ofOld: old) {
                carried.removedItems = edits.removed
                carried.addedItems = edits.arrived
            }
            let reloaded = mapping.reloadedItems(ofOld: old)
            if !reloaded.isEmpty {
                var leaving = Set(carried.removedItems)
                for item in reloaded where leaving.insert(item).inserted {
                    guard let place = mapping.newIndexPath(ofOld: IndexPath(item: item, section: old)) else { continue }
                    carried.removedItems.append(item)
                    carried.addedItems.append(place.item)
                }
            }
            return carried
        }
    }

    /// The measured sizes and item supplementaries that moved items bring, by the section
    /// they arrive in, read from the sections they leave in `solution`. A moved item that is
    /// also reloaded, or leaves a reloaded section, brings nothing.
    private func broughtMeasurements(_ mapping: UpdateMapping, from solution: LayoutSolution)
        -> [Int: (cells: [Int: Size], supplementaries: [SupplementaryKey: Size])]
    {
        var targets: [Int: [Int: IndexPath]] = [:]  // old section → old item → where it arrives
        for move in mapping.update.movedItems
        where solution.sections.indices.contains(move.from.section) && !solution.sections[move.from.section].measurements.isEmpty {
            if let target = mapping.identityIndexPath(ofOld: move.from.indexPath) { targets[move.from.section, default: [:]][move.from.item] = target }
        }
        var brought: [Int: (cells: [Int: Size], supplementaries: [SupplementaryKey: Size])] = [:]
        for (source, moves) in targets {
            let geometry = solution.sections[source]
            for (item, target) in moves {
                guard let size = geometry.measurements.cells[item] else { continue }
                brought[target.section, default: ([:], [:])].cells[target.item] = size
            }
            for (key, size) in geometry.measurements.supplementaries where geometry.isItemSupplementary(key) {
                guard let target = moves[key.item] else { continue }
                brought[target.section, default: ([:], [:])].supplementaries[SupplementaryKey(kind: key.kind, item: target.item)] = size
            }
        }
        return brought
    }

    /// The attributes `key` (an index path before the update) had before the update under
    /// way, from what the layout had prepared then.
    func attributesBeforeUpdate(of key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let before = updateUnderWay, let preparedBefore = before.preparedBefore else { return nil }
        let (current, currentOffsets) = (prepared, rowOffsets)
        prepared = preparedBefore
        rowOffsets = before.rowOffsetsBefore
        defer {
            prepared = current
            rowOffsets = currentOffsets
        }
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: return layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: return layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    /// `key`'s attributes after the update with alpha 0, when it is new in the update under
    /// way; otherwise `nil`.
    func fadingIn(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let mapping = updateUnderWay?.mapping else { return nil }
        let isNew =
            key.category == .cell
            ? mapping.identityIndexPath(ofNew: key.indexPath) == nil : mapping.oldSupplementaryIndexPath(ofNew: key.indexPath) == nil
        guard isNew else { return nil }
        let now: UICollectionViewLayoutAttributes? =
            switch key.category {
            case .cell: layoutAttributesForItem(at: key.indexPath)
            case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
            case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
            }
        return now.map(Self.transparent)
    }

    /// `key`'s attributes before the update with alpha 0, when it leaves in the update under
    /// way; otherwise `nil`.
    func fadingOut(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        guard let mapping = updateUnderWay?.mapping else { return nil }
        let leaves =
            key.category == .cell
            ? mapping.identityIndexPath(ofOld: key.indexPath) == nil : mapping.newSupplementaryIndexPath(ofOld: key.indexPath) == nil
        guard leaves else { return nil }
        return attributesBeforeUpdate(of: key).map(Self.transparent)
    }

    /// A copy of `attributes` with alpha 0.
    private static func transparent(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as? UICollectionViewLayoutAttributes ?? attributes
        copy.alpha = 0
        return copy
    }
}
