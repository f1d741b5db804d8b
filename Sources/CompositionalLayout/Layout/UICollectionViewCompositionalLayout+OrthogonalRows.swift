internal import LayoutCore

/// The scroll state of the orthogonal rows, which the layout keeps next to what it solved,
/// and the row API the collection view's row methods delegate to. Offsets go one way: the
/// collection view hands the layout what the app asked for, the layout constrains it once
/// into ``rowOffsets`` (`OrthogonalRowOffsets`), and queries read it as stored.
///
/// Across `prepare()` the offsets are kept by section and constrained again by the new rows,
/// so an offset past the end of a row that became shorter comes back to its new end; a
/// measurement that changes a row's length does the same for that row. A layout that
/// replaces another on a collection view starts with every row at offset 0.
extension UICollectionViewCompositionalLayout {
    /// The current offset of the orthogonal row of `section`, in the collection view's
    /// coordinates; `.zero` for other sections or before the layout is prepared.
    func orthogonalScrollOffset(forSection section: Int) -> CGPoint {
        guard let prepared else { return .zero }
        return CGPoint(prepared.solution.physicalRowOffset(ofSection: section, in: rowOffsets))
    }

    /// Scrolls the orthogonal row of `section` to `offset` (the collection view's
    /// coordinates; NaN counts as 0), constrained by the row, and returns whether the row
    /// moved. Other sections ignore it.
    func setOrthogonalScrollOffset(_ offset: CGPoint, forSection section: Int) -> Bool {
        // NaN and the infinities alike count as 0, as for `contentOffset`.
        guard let solution = prepared?.solution,
            let leading = solution.leadingRowDistance(physical: Point(offset.finiteOrZero), ofSection: section)
        else { return false }
        let before = rowOffsets.offset(ofSection: section)
        rowOffsets.setOffset(leading, ofSection: section, in: solution)
        return rowOffsets.offset(ofSection: section) != before
    }

    /// The size of the scrollable content of the orthogonal row of `section`, or `nil` when
    /// the section is not a row.
    func orthogonalContentSize(forSection section: Int) -> CGSize? {
        guard let size = prepared?.solution.orthogonalRowContentSize(ofSection: section) else { return nil }
        return CGSize(width: size.width, height: size.height)
    }

    /// The offset of the orthogonal row of `section` that puts `frame` (an item's reported
    /// frame, with the row at rest) where `position` names along the row, clamped between the
    /// row's ends; `nil` when the section is not a row.
    func rowOffset(showing frame: CGRect, at position: UICollectionView.ScrollPosition, inSection section: Int) -> CGPoint? {
        guard let solution = prepared?.solution, let row = solution.orthogonalRow(ofSection: section),
            let rowFrame = solution.orthogonalRowFrame(ofSection: section)
        else { return nil }
        let vertical = scrollsHorizontally
        let viewportStart = vertical ? rowFrame.minY : rowFrame.minX
        let viewportLength = vertical ? rowFrame.height : rowFrame.width
        let start = Double(vertical ? frame.minY : frame.minX) - viewportStart
        let end = Double(vertical ? frame.maxY : frame.maxX) - viewportStart
        let physical: Double
        if position.contains(.top) || position.contains(.left) {
            physical = start
        } else if position.contains(.bottom) || position.contains(.right) {
            physical = end - viewportLength
        } else {
            physical = (start + end) / 2 - viewportLength / 2
        }
        let point = vertical ? Point(x: 0, y: physical) : Point(x: physical, y: 0)
        guard let leading = solution.leadingRowDistance(physical: point, ofSection: section) else { return nil }
        var offsets = OrthogonalRowOffsets()
        offsets.setOffset(row.clamped(leading), ofSection: section, in: solution)
        return CGPoint(solution.physicalRowOffset(ofSection: section, in: offsets))
    }

    /// Where the orthogonal row of `section` comes to rest when released at `offset` with
    /// `velocity`, in the collection view's coordinates; `nil` when the section is not a row.
    func orthogonalRestingOffset(forSection section: Int, releasedAt offset: CGPoint, velocity: CGPoint) -> CGPoint? {
        guard let solution = prepared?.solution,
            let rest = solution.restingRowOffset(ofSection: section, releasedAt: Point(offset), velocity: Point(velocity))
        else { return nil }
        return CGPoint(rest)
    }

    /// Every orthogonal row, in section order, at its current offset, as renderers draw it;
    /// empty before the layout is prepared.
    var presentedOrthogonalRows: [PresentedOrthogonalRow] {
        guard let prepared else { return [] }
        let offsets = rowOffsets
        return prepared.withSolution { solution in
            prepared.orthogonalSections.compactMap { solution.presentedOrthogonalRow(ofSection: $0, offsets: offsets) }
        }
    }
}

extension UICollectionViewCompositionalLayout {
    /// What `layoutAttributesForElements(in:)` answers for `rect` (an override's answer, when a
    /// subclass overrides it), with how far its row's offset moves each element of an
    /// orthogonal row on screen: the collection view places the element's view at its frame
    /// moved by that shift.
    func displayedElements(in rect: CGRect) -> (attributes: [UICollectionViewLayoutAttributes], rowShifts: [ElementKey: CGPoint]) {
        withAttributesStore { $0.recordedRowShifts = [:] }
        defer { withAttributesStore { $0.recordedRowShifts = nil } }
        let attributes = layoutAttributesForElements(in: rect) ?? []
        return (attributes, attributesStore.recordedRowShifts ?? [:])
    }
}
