internal import LayoutCore

/// How the layout answers with attribute objects: the engine's elements and their values go
/// to the `AttributesStore`, which makes the objects and keeps those of the elements shown
/// last, so that queries, index-path lookups and the visible-items pass hand out the same
/// object for an unchanged element, and every object is of the layout's attributes class.
///
/// An element's values are the engine's placement, with what the section's visible-items
/// handler set in the current pass; its object is an instance of the layout's attributes
/// class holding them. A query answered from what is kept makes objects only for the
/// elements no answer included yet; a query that visits the engine keeps the object of every
/// element whose values are identical to what was kept for it.
///
/// Each answer reaches the store in one call of `withAttributesStore(_:)`; one made from
/// inside another (app code the store runs) gets no attributes.
extension UICollectionViewCompositionalLayout {
    /// What an answer made now would be computed from.
    private func attributesStamp(_ prepared: PreparedLayout) -> KeptAttributes.Stamp {
        KeptAttributes.Stamp(generation: attributesGeneration, visible: prepared.hasPinnedItems ? visibleRect : nil)
    }

    /// A new object for `element` as the engine placed it, of the layout's attributes class:
    /// what the visible-items pass hands its section's handler to change (no change of an
    /// earlier pass applied).
    func handlerAttributes(of element: borrowing PlacedElement, in prepared: PreparedLayout) -> UICollectionViewLayoutAttributes {
        withAttributesStore { $0.make(placing: element, as: prepared.attributesSubclass) }
            ?? AttributesStore.unkeptObject(placing: element, as: prepared.attributesSubclass)
    }

    /// What changes the values made from an element's placement, if anything: the
    /// visible-items handler of its section, in the current pass.
    private func valuesAdjustment(_ prepared: PreparedLayout) -> ((inout UICollectionViewLayoutAttributes.Values) -> Void)? {
        prepared.hasVisibleItemsHandlers ? { self.applyVisibleItemChanges(to: &$0) } : nil
    }

    /// The answer to `layoutAttributesForElements(in:)` for `rect`: from what is kept when
    /// `rect` lies inside it and nothing changed since, otherwise from a visit of the engine
    /// whose elements are kept instead.
    func attributes(in rect: Rect, prepared: PreparedLayout) -> [UICollectionViewLayoutAttributes] {
        let stamp = attributesStamp(prepared)
        // The stamp's visible rectangle is `nil` unless something pins, and only pinned items
        // depend on it.
        let (visible, offsets) = (stamp.visible, rowOffsets)
        // Cells come as plain values, and their attributes' values are made from them: no
        // `PlacedElement`, whose kind would be copied and destroyed, per cell.
        return withAttributesStore {
            $0.objects(
                in: rect, stamp: stamp, axis: scrollAxis,
                reachesAhead: !prepared.hasPinnedItems && !prepared.hasVisibleItemsHandlers,
                subclass: prepared.attributesSubclass, adjust: valuesAdjustment(prepared)
            ) { band, cells, others in
                prepared.withSolution {
                    $0.forEachElement(in: band, visible: visible, rowOffsets: offsets, cells: cells, others: others)
                }
            }
        } ?? []
    }

    /// The answer to `layoutAttributesForItem(at:)` for (`section`, `item`): the kept object
    /// when the cell is kept and nothing changed since, otherwise a new one (not kept).
    func cellAttributes(section: Int, item: Int, prepared: PreparedLayout) -> UICollectionViewLayoutAttributes? {
        let generation = attributesGeneration
        return withAttributesStore {
            $0.cellObject(
                section: section, item: item, generation: generation, subclass: prepared.attributesSubclass,
                placing: { prepared.withSolution { $0.placedCellInPlace(section: section, item: item) } },
                adjust: { if prepared.hasVisibleItemsHandlers { applyVisibleItemChanges(to: &$0) } })
        } ?? nil
    }

    /// The answer to the supplementary and decoration lookups: the kept object when the
    /// element is kept and nothing changed since (the visible rectangle included, for pinned
    /// elements), otherwise a new one (not kept).
    func attributes(
        of category: UICollectionElementCategory, kind: String, section: Int, item: Int, prepared: PreparedLayout
    ) -> UICollectionViewLayoutAttributes? {
        let stamp = attributesStamp(prepared)
        return withAttributesStore {
            $0.object(
                of: category, kind: kind, section: section, item: item, stamp: stamp,
                subclass: prepared.attributesSubclass,
                placing: {
                    let visible = visibleRect
                    return prepared.withSolution {
                        category == .supplementaryView
                            ? $0.supplementary(kind: kind, section: section, item: item, visible: visible)
                            : $0.decoration(kind: kind, section: section, item: item)
                    }
                },
                adjust: valuesAdjustment(prepared))
        } ?? nil
    }
}
