/// The coordinate limit on solved content (`LayoutLimits.maximumCoordinate`): checked after
/// a whole solve and after every measurement, so no frame past it is ever reported.
extension LayoutSolution {
    /// Throws `coordinatesTooLarge` at the first section whose content, or whose row, reaches
    /// past the limit; at `configuration` when only the layout-wide items do. `changed` limits
    /// the row check to one section (after a measurement), which keeps the check O(1) when
    /// everything is within the limit.
    func checkCoordinates(changed: Int? = nil) throws(LayoutError) {
        let limit = LayoutLimits.maximumCoordinate
        let rows = changed.map { $0..<($0 + 1) } ?? sections.indices
        for index in rows where sections.indices.contains(index) {
            if let row = sections[index].orthogonalRow, row.contentLength > limit {
                throw LayoutError(.coordinatesTooLarge(limit: limit), at: LayoutPath(.section(index)))
            }
        }
        let reach = contentSize.length(along: scrollAxis) + overhang.after
        guard reach > limit || overhang.before > limit else { return }
        for index in sections.indices {
            let end = sectionStart(index) + sections[index].length + sections[index].overhang.after
            if end > limit || sectionStart(index) - sections[index].overhang.before < -limit {
                throw LayoutError(.coordinatesTooLarge(limit: limit), at: LayoutPath(.section(index)))
            }
        }
        throw LayoutError(.coordinatesTooLarge(limit: limit), at: LayoutPath(.configuration))
    }

    /// How far from 0, across the main axis, what measuring `element` solves again reaches:
    /// the element's group instance and the section's boundary items. O(cells of one
    /// group). `setMeasuredSize` refuses a measurement that takes this further past the
    /// limit than it was (a measured width pushing a horizontal group's later items along,
    /// in a vertical layout); the main axis is `checkCoordinates(changed:)`'s.
    func crossReach(of element: MeasuredElement) -> Double {
        let index: Int
        let item: Int
        var kind: String?
        switch element {
        case .cell(let section, let cell): (index, item) = (section, cell)
        case .supplementary(let elementKind, let section, let supplementary): (index, item, kind) = (section, supplementary, elementKind)
        }
        guard sections.indices.contains(index) else { return 0 }
        let geometry = sections[index]
        let cross = scrollAxis.cross
        func reach(_ rect: Rect) -> Double {
            Swift.max(Swift.abs(rect.min(along: cross)), Swift.abs(rect.max(along: cross)))
        }
        var result = geometry.boundaryItems.reduce(0.0) { Swift.max($0, reach($1.frame)) }
        guard geometry.capacity > 0 else { return result }
        let perGroup = kind.flatMap { geometry.groupSupplementaryCounts[$0] } ?? geometry.capacity
        let group = item / perGroup
        if group >= 0, group < geometry.groupCount, let bounds = geometry.solvedGroup(group).contentBounds {
            let origin = geometry.groupOrigin(group)
            result = Swift.max(result, reach(bounds.offsetBy(dx: origin.x, dy: origin.y)))
        }
        return result
    }
}
