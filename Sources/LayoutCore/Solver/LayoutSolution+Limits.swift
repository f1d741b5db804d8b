/// The coordinate limit on solved content (`LayoutLimits.maximumCoordinate`): checked after
/// a whole solve and after every measurement, so no frame past it is ever reported.
extension LayoutSolution {
    /// Throws `coordinatesTooLarge` at the first section whose content, or whose row, reaches
    /// past the limit; at `configuration` when only the layout-wide items do. `changed` limits
    /// the row check to one section (after a measurement), which keeps the check O(1) when
    /// everything is within the limit.
    func checkCoordinates(changed: Int? = nil) throws(LayoutError) {
        let limit = LayoutLimits.maximumCoordinate
        let rows = changed.map { [$0] } ?? Array(sections.indices)
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
}
