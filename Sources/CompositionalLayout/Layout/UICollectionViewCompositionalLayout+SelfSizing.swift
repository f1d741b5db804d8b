internal import LayoutCore

/// The self-sizing round trip: the collection view asks for the preferred size of
/// every self-sizing element it shows; a size that differs on a self-sizing axis goes into
/// the engine, which solves only what depends on it.
extension UICollectionViewCompositionalLayout {
    /// Asks `provider` for the size of every self-sizing element in `rect` that has not been
    /// measured since it was last invalidated, and takes the answers in. Returns the elements
    /// it asked about.
    func measureElements(in rect: CGRect, provider: (UICollectionViewLayoutAttributes) -> CGSize) -> [ElementKey] {
        guard let prepared else { return [] }
        // Collected first: taking an answer in changes the solution the visitor reads. An
        // element measured already is left out here, and one collected stays unmeasured
        // until it is measured: what was measured is forgotten only when an invalidation is
        // applied, which waits for the end of this step.
        let candidates = unmeasuredElements(in: Rect(rect), prepared: prepared)
        var asked: [ElementKey] = []
        asked.reserveCapacity(candidates.count)
        for key in candidates
        where measureUnmeasured(key, answer: { proposed in
            collectionView?.callingOut(.preferredSizeProvider) { provider(proposed) } ?? provider(proposed)
        }) {
            asked.append(key)
        }
        return asked
    }

    /// The self-sizing elements in `rect` not measured since they were last invalidated, in
    /// the order the engine visits them. Its copy of the measured stamps ends with the call:
    /// held while elements are marked measured, it would make each mark copy the stamps of
    /// every cell (O(n) a measurement).
    private func unmeasuredElements(in rect: Rect, prepared: PreparedLayout) -> [ElementKey] {
        var candidates: [ElementKey] = []
        let sizing = selfSizing
        var measuredCells = sizing.measuredCellReader()
        // Only pinned items read the visible rectangle.
        let (visible, offsets) = (prepared.hasPinnedItems ? visibleRect : nil, rowOffsets)
        prepared.withSolution {
            $0.forEachElement(
                in: rect, visible: visible, rowOffsets: offsets,
                cells: { section, item, cell, _ in
                    if !cell.selfSizingAxes.isEmpty, !measuredCells.contains(section: section, item: item) {
                        // Room for a screenful at once rather than grown one doubling at a time.
                        if candidates.isEmpty { candidates.reserveCapacity(16) }
                        candidates.append(ElementKey(.cell, at: IndexPath(item: item, section: section)))
                    }
                },
                others: {
                    guard !$0.selfSizingAxes.isEmpty else { return }
                    let key = ElementKey($0)
                    if sizing.needsMeasuring(key) { candidates.append(key) }
                })
        }
        return candidates
    }

    /// Asks `answer` for the size of the self-sizing element `key` unless it was measured
    /// since it was last invalidated, and takes the answer in: the layout is asked
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and, on
    /// `true`, invalidated with its `invalidationContext(forPreferredLayoutAttributes:…)`.
    /// `answer` gets a copy of the element's attributes (estimates on estimated axes). Returns
    /// whether it asked.
    func measure(_ key: ElementKey, answer: (UICollectionViewLayoutAttributes) -> CGSize) -> Bool {
        selfSizing.needsMeasuring(key) && measureUnmeasured(key, answer: answer)
    }

    /// `measure(_:answer:)` for an element not measured since it was last invalidated.
    private func measureUnmeasured(_ key: ElementKey, answer: (UICollectionViewLayoutAttributes) -> CGSize) -> Bool {
        // An answer taken in can move a cell of a flowing section to another blueprint that
        // does not size itself: such a cell is not asked (UIKit asks self-sizing cells only)
        // until it sizes itself again.
        guard let measured = key.measuredElement, let original = currentAttributes(of: key), !original.selfSizingAxes.isEmpty
        else { return false }
        selfSizing.markMeasured(key)
        // `copy(with:)`, which `copy()` calls, without `copy()`'s cast to `NSCopying`.
        let proposed = Self.copy(of: original) ?? original
        guard let preferred = preferredAttributes(answer(proposed), for: original, element: measured) else { return true }
        if shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
            || differsFromOwnMeasurement(preferred, original: original)
        {
            invalidateLayout(with: invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        }
        return true
    }

    /// Forgets that the elements `context` names were measured.
    func forgetMeasured(_ context: UICollectionViewLayoutInvalidationContext) {
        for indexPath in context.invalidatedItemIndexPaths ?? [] {
            selfSizing.measured.remove(ElementKey(.cell, at: indexPath))
        }
        for (kind, indexPaths) in context.invalidatedSupplementaryIndexPaths ?? [:] {
            for indexPath in indexPaths {
                selfSizing.measured.remove(ElementKey(.supplementaryView, kind: kind, at: indexPath))
            }
        }
    }

    /// Records `preferred`'s size for the element of `original` in the engine and fills in
    /// the adjustments of `context`.
    func takePreferredSize(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes,
        into context: UICollectionViewLayoutInvalidationContext
    ) {
        let key = ElementKey(original)
        guard let element = key.measuredElement, let prepared else { return }
        let size = Size(width: Double(preferred.size.width), height: Double(preferred.size.height))
        // The solution may change below: attributes kept from before are checked again.
        attributesGeneration &+= 1
        // Read and changed in one access: `prepared.solution.…` would copy the solution out.
        let taken: (before: Size, after: Size)?
        do {
            taken = try changingSolution(of: prepared) { solution throws(LayoutError) -> (before: Size, after: Size)? in
                let before = solution.presentedContentSize
                guard try solution.setMeasuredSize(size, of: element, hooks: prepared.hooks) else { return nil }
                // A measured cell of a row changes the row's length: its offset is constrained
                // again (a row never scrolled has nothing to constrain).
                let section = key.indexPath.section
                if rowOffsets.offset(ofSection: section) != 0 { rowOffsets.constrain(section: section, to: solution) }
                return (before, solution.presentedContentSize)
            } ?? nil
        } catch {
            selfSizing.reject(CompositionalLayoutError(error))
            return
        }
        guard case let (before, after)? = taken else { return }
        let adjustment = CGSize(width: after.width - before.width, height: after.height - before.height)
        context.contentSizeAdjustment = adjustment
        if let collectionView, startsAboveVisibleArea(original.frame, in: collectionView.bounds) {
            context.contentOffsetAdjustment =
                scrollsHorizontally ? CGPoint(x: adjustment.width, y: 0) : CGPoint(x: 0, y: adjustment.height)
        }
    }

    /// Runs `change` on `prepared`'s solution (`PreparedLayout.changeSolution(_:)`: `nil`,
    /// changing nothing, while a read of it is under way) with the prepared layout held
    /// aside: a custom group's provider that the change asks again and that queries the
    /// layout meanwhile gets what a layout not prepared answers (no attributes, a zero
    /// content size), never the solution half changed. Refused, the measurement is dropped
    /// as one the layout did not take in.
    private func changingSolution<Result, Failure>(
        of prepared: PreparedLayout, _ change: (inout LayoutSolution) throws(Failure) -> Result
    ) throws(Failure) -> Result?
    {
        self.prepared = nil
        defer { self.prepared = prepared }
        return try prepared.changeSolution(change)
    }

    /// Whether `preferred` differs, on the element's self-sizing axes, from the size last
    /// recorded for the element itself (or it has none yet), even though it equals the size
    /// shown. A `uniformAcrossSiblings` item is shown at its row's shared size; answering that
    /// size is still its own measurement, which must stand when a sibling is measured smaller
    /// later (S-38), so it is taken in like any other.
    private func differsFromOwnMeasurement(
        _ preferred: UICollectionViewLayoutAttributes, original: UICollectionViewLayoutAttributes
    ) -> Bool {
        guard let element = ElementKey(original).measuredElement else { return false }
        guard let stored = prepared?.withSolution({ $0.measuredSize(of: element) }) else { return true }
        let axes = original.selfSizingAxes
        return (axes.contains(.width) && stored.width != Double(preferred.size.width))
            || (axes.contains(.height) && stored.height != Double(preferred.size.height))
    }

    /// `original` (the attributes of `element`) with the provider's `answer` on its
    /// self-sizing axes, or `nil` when the answer is rejected: `.zero` (no answer) or a
    /// negative, NaN or infinite value on a self-sizing axis. Rejections are recorded in
    /// `rejectedMeasurements`.
    private func preferredAttributes(
        _ answer: CGSize, for original: UICollectionViewLayoutAttributes, element: MeasuredElement
    ) -> UICollectionViewLayoutAttributes?
    {
        let axes = original.selfSizingAxes
        let valid = { (value: CGFloat) in value.isFinite && value >= 0 }
        let acceptable =
            answer != .zero && (!axes.contains(.width) || valid(answer.width))
            && (!axes.contains(.height) || valid(answer.height))
        guard acceptable, let preferred = Self.copy(of: original) else {
            let size = Size(width: Double(answer.width), height: Double(answer.height))
            selfSizing.reject(CompositionalLayoutError(.invalidPreferredSize(size), at: LayoutPath(.element(element))))
            return nil
        }
        preferred.size = CGSize(
            width: axes.contains(.width) ? answer.width : original.size.width,
            height: axes.contains(.height) ? answer.height : original.size.height)
        return preferred
    }

    /// `attributes.copy(with: nil)` as attributes, or `nil` when an override returned
    /// something else: what `as? UICollectionViewLayoutAttributes` gives, with the answer's
    /// type opened first, so that an object of an attributes class is taken by a class
    /// check (a cast from `Any` goes through the runtime's general cast, ~260 instructions).
    private static func copy(of attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
        func attributesObject<Copy>(_ copy: Copy) -> UICollectionViewLayoutAttributes? {
            guard Copy.self is UICollectionViewLayoutAttributes.Type else { return copy as? UICollectionViewLayoutAttributes }
            // An object of an attributes class: the reference itself.
            return unsafeDowncast(unsafeBitCast(copy, to: AnyObject.self), to: UICollectionViewLayoutAttributes.self)
        }
        return _openExistential(attributes.copy(with: nil), do: attributesObject)
    }

    /// The element's attributes as the layout reports them now.
    private func currentAttributes(of key: ElementKey) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: return layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: return layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: return nil
        }
    }

    /// Whether `frame` starts before the visible area along the scrolling axis.
    private func startsAboveVisibleArea(_ frame: CGRect, in bounds: CGRect) -> Bool {
        scrollsHorizontally ? frame.minX < bounds.minX : frame.minY < bounds.minY
    }
}
