/// Solves a whole layout: validates it, then stacks its sections along the main axis with
/// `interSectionSpacing` between consecutive sections, empty ones included (SC-5, SC-11, OB-4).
public enum LayoutSolver {
    /// Solves `description` in `container`. Custom groups get their frames from `hooks`.
    public static func solve<Hooks: SolverHooks>(
        _ description: LayoutDescription, in container: Container, hooks: Hooks
    ) throws(LayoutError) -> LayoutSolution {
        try Validation.validate(container)
        try Validation.validate(description)
        let configuration = description.configuration
        let solver = SectionSolver(container: container, configuration: configuration, hooks: hooks)
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(description.sections.count)
        var cursor = 0.0
        for (index, input) in description.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let geometry = try solver.solve(input, index: index, start: cursor)
            cursor = geometry.frame.max(along: configuration.scrollAxis)
            sections.append(geometry)
        }
        let contentSize = Size(
            main: cursor, cross: container.size.length(along: configuration.scrollAxis.cross),
            axis: configuration.scrollAxis)
        return LayoutSolution(
            sections: sections, contentSize: contentSize, scrollAxis: configuration.scrollAxis,
            pixelGrid: container.pixelGrid, layoutDirection: container.layoutDirection)
    }

    /// Solves a layout without custom groups.
    public static func solve(_ description: LayoutDescription, in container: Container) throws(LayoutError)
        -> LayoutSolution
    {
        try solve(description, in: container, hooks: NoHooks())
    }
}
