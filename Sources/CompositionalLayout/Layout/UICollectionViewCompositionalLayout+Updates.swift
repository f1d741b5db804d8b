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
/// - measured sizes move with their items and sections (`CarriedSection`): an inserted item,
///   or one of an inserted section, starts at its estimate; a reloaded one (or one of a
///   reloaded section) starts at its estimate again and is measured when shown; a
///   reconfigured one keeps its size until it is measured again; a measured item
///   supplementary moves with its item, boundary and group supplementaries stay with their
///   section;
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

    /// What each section after the update carries from `prepared`.
    private func carriedSections(_ mapping: UpdateMapping, from prepared: PreparedLayout) -> [CarriedSection] {
        let solution = prepared.solution
        return mapping.carriedSections.enumerated().map { new, old in
            guard let old, solution.sections.indices.contains(old) else { return CarriedSection(source: nil) }
            let reloaded = mapping.reloadedItems(ofOld: old)
            let movedIn = mapping.itemsMovedIn(toNew: new)
            guard mapping.itemEdits(ofOld: old) != nil || !reloaded.isEmpty || !movedIn.isEmpty else {
                return CarriedSection(source: old)
            }
            var measurements = solution.sections[old].measurements
            if let edits = mapping.itemEdits(ofOld: old) {
                for position in edits.removed.reversed() { measurements.cells.removeItems(in: position..<(position + 1)) }
                for position in edits.arrived { measurements.cells.insertUnmeasured(at: position, count: 1) }
            }
            for move in movedIn where solution.sections.indices.contains(move.from.section) {
                measurements.cells[move.item] = solution.sections[move.from.section].measurements.cells[move.from.item]
            }
            for item in reloaded {
                if let target = mapping.newIndexPath(ofOld: IndexPath(item: item, section: old)) { measurements.cells[target.item] = nil }
            }
            measurements.supplementaries = movedSupplementaries(
                solution.sections[old].measurements.supplementaries, of: old, in: prepared, mapping)
            return CarriedSection(source: old, measurements: measurements)
        }
    }

    /// The measured supplementaries of old section `old`: those of items follow their item
    /// (and are dropped with it or when it is reloaded); boundary and group supplementaries
    /// stay.
    private func movedSupplementaries(
        _ measured: [SupplementaryKey: Size], of old: Int, in prepared: PreparedLayout, _ mapping: UpdateMapping
    ) -> [SupplementaryKey: Size] {
        let section = prepared.behaviors.indices.contains(old) ? prepared.behaviors[old].section : nil
        var sectionKinds = Set(section?.boundarySupplementaryItems.map(\.elementKind) ?? [])
        sectionKinds.formUnion(prepared.solution.sections[old].groupSupplementaryCounts.keys)
        var result: [SupplementaryKey: Size] = [:]
        for (key, size) in measured {
            if sectionKinds.contains(key.kind) {
                result[key] = size
            } else if let target = mapping.identityIndexPath(ofOld: IndexPath(item: key.item, section: old)) {
                result[SupplementaryKey(kind: key.kind, item: target.item)] = size
            }
        }
        return result
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
