internal import LayoutCore

/// How the layout makes the attribute objects it hands out, and keeps those of the elements
/// it showed last (``KeptAttributes``): the one place queries, index-path lookups and the
/// visible-items pass get their objects, so that queries and lookups hand out the same object
/// for an unchanged element, and every object is of the layout's attributes class.
///
/// An element's values are the engine's placement, with what the section's visible-items
/// handler set in the current pass; its object is an instance of the layout's attributes
/// class holding them. A query answered from what is kept makes objects only for the
/// elements no answer included yet; a query that visits the engine keeps the object of every
/// element whose values are identical to what was kept for it.
extension UICollectionViewCompositionalLayout {
    /// What an answer made now would be computed from.
    private func attributesStamp(_ prepared: PreparedLayout) -> KeptAttributes.Stamp {
        KeptAttributes.Stamp(generation: attributesGeneration, visible: prepared.hasPinnedItems ? visibleRect : nil)
    }

    /// A new object holding `values`, of the layout's attributes class: one released by
    /// every caller (``AttributesPool``) when the class is `UICollectionViewLayoutAttributes`
    /// itself and the pool has one, otherwise a new allocation. Either way an object no one
    /// else holds, so it counts as made.
    private func makeAttributes(
        _ values: UICollectionViewLayoutAttributes.Values, in prepared: PreparedLayout
    ) -> UICollectionViewLayoutAttributes {
        attributesMade += 1
        if prepared.attributesSubclass == nil, let object = attributesPool.take() {
            object.replaceValues(with: values)
            return object
        }
        attributesAllocated += 1
        return UICollectionViewLayoutAttributes.make(holding: values, as: prepared.attributesSubclass)
    }

    /// `makeAttributes(_:in:)` for a query that visits the engine, taking first an object of
    /// the entries it replaces (`previous`) that no one else holds.
    private func makeAttributes(
        _ values: UICollectionViewLayoutAttributes.Values, in prepared: PreparedLayout,
        replacing previous: inout KeptAttributes
    ) -> UICollectionViewLayoutAttributes {
        if prepared.attributesSubclass == nil, let object = previous.takeUnsharedObject() {
            attributesMade += 1
            object.replaceValues(with: values)
            return object
        }
        return makeAttributes(values, in: prepared)
    }

    /// A new object for `element` as the engine placed it, of the layout's attributes class:
    /// what the visible-items pass hands its section's handler to change (no change of an
    /// earlier pass applied).
    func handlerAttributes(of element: borrowing PlacedElement, in prepared: PreparedLayout) -> UICollectionViewLayoutAttributes {
        makeAttributes(UICollectionViewLayoutAttributes.Values(placing: element), in: prepared)
    }

    /// The values of `element`'s attributes: its placement, with what the visible-items
    /// handler of its section set in the current pass.
    private func attributesValues(of element: borrowing PlacedElement, in prepared: PreparedLayout)
        -> UICollectionViewLayoutAttributes.Values
    {
        var values = UICollectionViewLayoutAttributes.Values(placing: element)
        if prepared.hasVisibleItemsHandlers { applyVisibleItemChanges(to: &values) }
        return values
    }

    /// The answer to `layoutAttributesForElements(in:)` for `rect`: from what is kept when
    /// `rect` lies inside it and nothing changed since, otherwise from a visit of the engine
    /// whose elements are kept instead.
    func attributes(in rect: Rect, prepared: PreparedLayout) -> [UICollectionViewLayoutAttributes] {
        var answer: [UICollectionViewLayoutAttributes] = []
        // Room for a screenful (a phone's viewport holds a few dozen elements), so that a
        // typical query does not grow the array five times on the way.
        answer.reserveCapacity(32)
        // The engine answers nothing for a rectangle that is not finite; nothing is kept.
        guard rect.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return answer }
        let stamp = attributesStamp(prepared)
        if keptAttributes.answers(rect, in: stamp) {
            keptAttributes.answer(rect, into: &answer, rowShifts: &recordedRowShifts) { makeAttributes($0, in: prepared) }
            return answer
        }
        let band = keptAttributes.band(
            for: rect, axis: scrollAxis,
            reachesAhead: !prepared.hasPinnedItems && !prepared.hasVisibleItemsHandlers)
        // Moved out: a lookup through the stored property would copy what is kept per
        // element, and the objects only `previous` holds can then be taken for new elements.
        var previous = keptAttributes
        keptAttributes = KeptAttributes()
        var found = KeptAttributes.Builder(stamp: stamp, band: band, query: rect, previous: &previous)
        let (visible, offsets) = (visibleRect, rowOffsets)
        prepared.withSolution {
            $0.forEachElement(in: band, visible: visible, rowOffsets: offsets) { element in
                let values = attributesValues(of: element, in: prepared)
                let shown = element.frame.offsetBy(dx: element.rowShift.x, dy: element.rowShift.y)
                var object = previous.reusableObject(for: values, section: element.section, item: element.item)
                if shown.intersects(rect) {
                    let answered = object ?? makeAttributes(values, in: prepared, replacing: &previous)
                    answer.append(answered)
                    object = answered
                    if recordedRowShifts != nil, element.rowShift != .zero {
                        recordedRowShifts?[ElementKey(element)] = CGPoint(element.rowShift)
                    }
                }
                found.append(
                    KeptAttributes.Entry(
                        section: element.section, item: element.item, shown: shown, rowShift: element.rowShift,
                        values: values),
                    object: object)
            }
        }
        if let kept = found.finish(replacing: &previous) {
            keptAttributes = kept
        } else {
            previous.noteQuery(rect)
            keptAttributes = previous
        }
        return answer
    }

    /// The answer to `layoutAttributesForItem(at:)` for (`section`, `item`): the kept object
    /// when the cell is kept and nothing changed since, otherwise a new one (not kept).
    func cellAttributes(section: Int, item: Int, prepared: PreparedLayout) -> UICollectionViewLayoutAttributes? {
        // A cell never pins, so the visible rectangle does not matter here.
        let generation = attributesGeneration
        if let kept = keptAttributes.cellObject(section: section, item: item, generation: generation, make: {
            makeAttributes($0, in: prepared)
        }) {
            return kept
        }
        guard let cell = prepared.withSolution({ $0.placedCell(section: section, item: item) }) else { return nil }
        var values = UICollectionViewLayoutAttributes.Values(placingCell: cell, section: section, item: item)
        if prepared.hasVisibleItemsHandlers { applyVisibleItemChanges(to: &values) }
        let object = makeAttributes(values, in: prepared)
        // Not kept, so held by the caller alone once returned: the pool takes it back when
        // the caller lets it go.
        attributesPool.offer(object)
        return object
    }

    /// The answer to the supplementary and decoration lookups: the kept object when the
    /// element is kept and nothing changed since (the visible rectangle included, for pinned
    /// elements), otherwise a new one (not kept).
    func attributes(
        of category: UICollectionElementCategory, kind: String, section: Int, item: Int, prepared: PreparedLayout
    ) -> UICollectionViewLayoutAttributes? {
        if keptAttributes.stamp == attributesStamp(prepared),
            let index = keptAttributes.index(of: category, kind: kind, section: section, item: item)
        {
            return keptAttributes.object(at: index) { makeAttributes($0, in: prepared) }
        }
        let visible = visibleRect
        let element = prepared.withSolution {
            category == .supplementaryView
                ? $0.supplementary(kind: kind, section: section, item: item, visible: visible)
                : $0.decoration(kind: kind, section: section, item: item)
        }
        guard let element else { return nil }
        return makeAttributes(attributesValues(of: element, in: prepared), in: prepared)
    }
}
