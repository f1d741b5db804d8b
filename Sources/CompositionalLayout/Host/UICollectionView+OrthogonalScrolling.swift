internal import LayoutCore

/// Scrolling of orthogonal sections. UIKit scrolls each such row in a scroll view of its own
/// that apps cannot reach; the headless view exposes the row offsets directly.
///
/// Offsets are in the collection view's coordinate space: an element of the row is shown at
/// its reported frame minus the row's offset. In a left-to-right vertical layout the offset
/// runs from 0 (the row's leading end) to the row's content width minus the view's width; in
/// right-to-left it runs from 0 to the negative of that, because the row starts on the right.
/// In a horizontal layout rows scroll vertically and the offset is a y value.
extension UICollectionView {
    /// The current offset of the orthogonal row of `section`; `.zero` for other sections.
    public func orthogonalScrollOffset(forSection section: Int) -> CGPoint {
        layoutIfNeeded()
        return physicalOffset(orthogonalLeadingOffset(forSection: section), section: section)
    }

    /// Scrolls the orthogonal row of `section` to `offset` without animation. NaN and the
    /// infinities count as 0. The offset is kept within the row unless the section's bounce allows pulling past
    /// its ends; sections that are not rows ignore it.
    public func setOrthogonalScrollOffset(_ offset: CGPoint, forSection section: Int) {
        layoutIfNeeded()
        guard let row = orthogonalRow(forSection: section) else { return }
        let along = row.axis == .horizontal ? offset.x : offset.y
        // NaN and the infinities alike count as 0, as for `contentOffset`.
        let value = along.isFinite ? Double(along) : 0
        orthogonalOffsets[section] = row.geometry.constrained(
            row.solution.leadingRowDistance(physical: value, of: row.section))
    }

    /// The size of the scrollable content of the orthogonal row of `section`, or `nil` when
    /// the section is not a row.
    public func orthogonalContentSize(forSection section: Int) -> CGSize? {
        layoutIfNeeded()
        guard let row = orthogonalRow(forSection: section) else { return nil }
        let length = CGFloat(row.geometry.contentLength)
        return row.axis == .horizontal ? CGSize(width: length, height: row.thickness) : CGSize(width: row.thickness, height: length)
    }

    /// Where the orthogonal row of `section` comes to rest when the user lifts the finger at
    /// `offset` with `velocity` (points per millisecond, as `UIScrollView` reports it), given
    /// the section's behaviour and deceleration rate. Returns `offset` for sections that are
    /// not rows.
    public func orthogonalRestingOffset(forSection section: Int, releasedAt offset: CGPoint, velocity: CGPoint) -> CGPoint {
        layoutIfNeeded()
        guard let row = orthogonalRow(forSection: section) else { return offset }
        let along = row.axis == .horizontal ? offset.x : offset.y
        let speed = row.axis == .horizontal ? velocity.x : velocity.y
        let rest = row.geometry.restingOffset(
            releasedAt: row.solution.leadingRowDistance(physical: Double(along), of: row.section),
            velocity: row.solution.leadingRowDistance(physical: Double(speed), of: row.section))
        return physicalOffset(rest, section: section)
    }

    /// The current offset of the row of `section` without laying out first.
    func physicalOrthogonalOffset(forSection section: Int) -> CGPoint {
        physicalOffset(orthogonalLeadingOffset(forSection: section), section: section)
    }

    /// The row offset of `section` as a leading distance, as the row constrains it.
    func orthogonalLeadingOffset(forSection section: Int) -> Double {
        guard let row = orthogonalRow(forSection: section) else { return 0 }
        return row.geometry.constrained(orthogonalOffsets[section] ?? 0)
    }

    private struct RowInfo {
        var geometry: OrthogonalRow
        var section: SectionGeometry
        var solution: LayoutSolution
        var thickness: CGFloat

        var axis: Axis { section.trackAxis }
    }

    private func orthogonalRow(forSection section: Int) -> RowInfo? {
        guard let layout = collectionViewLayout as? UICollectionViewCompositionalLayout, let solution = layout.solution,
            solution.sections.indices.contains(section), let row = solution.sections[section].orthogonalRow
        else { return nil }
        let geometry = solution.sections[section]
        return RowInfo(geometry: row, section: geometry, solution: solution, thickness: CGFloat(geometry.rowThickness))
    }

    private func physicalOffset(_ leading: Double, section: Int) -> CGPoint {
        guard let row = orthogonalRow(forSection: section) else { return .zero }
        let physical = row.solution.physicalRowOffset(leading: leading, of: row.section)
        return CGPoint(x: physical.x, y: physical.y)
    }
}
