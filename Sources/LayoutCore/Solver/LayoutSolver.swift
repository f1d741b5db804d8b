/// Solves a whole layout: validates it, then stacks its sections along the main axis with
/// `interSectionSpacing` between consecutive sections, empty ones included (SC-5, SC-11,
/// OB-4), between the layout-wide header and footer (SC-17).
public enum LayoutSolver {
    /// Solves `description` in `container`. Custom groups get their frames from `hooks`.
    public static func solve<Hooks: SolverHooks>(
        _ description: LayoutDescription, in container: Container, hooks: Hooks
    ) throws(LayoutError) -> LayoutSolution {
        try Validation.validate(container)
        try Validation.validate(description)
        let configuration = description.configuration
        let mainAxis = configuration.scrollAxis
        let boundary = layoutBoundaryPlacement(configuration, container)
        let resolved = boundary.resolve(configuration.boundaryItems, mainContainerLength: container.size.length(along: mainAxis))
        let headerLength = BoundaryPlacement.extensionLength(of: resolved, on: .start, mainAxis: mainAxis)
        let footerLength = BoundaryPlacement.extensionLength(of: resolved, on: .end, mainAxis: mainAxis)

        let solver = SectionSolver(container: container, configuration: configuration, hooks: hooks)
        var sections: [SectionGeometry] = []
        sections.reserveCapacity(description.sections.count)
        var cursor = headerLength
        for (index, input) in description.sections.enumerated() {
            if index > 0 { cursor += configuration.interSectionSpacing }
            let geometry = try solver.solve(input, index: index, start: cursor)
            cursor = geometry.frame.max(along: mainAxis)
            sections.append(geometry)
        }
        let layoutItems = boundary.place(resolved, start: 0, contentStart: headerLength, contentEnd: cursor)
        let contentSize = Size(
            main: cursor + footerLength, cross: container.size.length(along: mainAxis.cross), axis: mainAxis)
        return LayoutSolution(
            sections: sections, layoutBoundaryItems: layoutItems, contentSize: contentSize, scrollAxis: mainAxis,
            pixelGrid: container.pixelGrid, layoutDirection: container.layoutDirection)
    }

    /// Solves a layout without custom groups.
    public static func solve(_ description: LayoutDescription, in container: Container) throws(LayoutError)
        -> LayoutSolution
    {
        try solve(description, in: container, hooks: NoHooks())
    }

    /// Layout-wide items span the container minus the configuration's reference insets.
    private static func layoutBoundaryPlacement(_ configuration: LayoutConfiguration, _ container: Container)
        -> BoundaryPlacement
    {
        let cross = configuration.scrollAxis.cross
        let reference = configuration.contentInsetsReference == .automatic ? .safeArea : configuration.contentInsetsReference
        let insets = container.insets(for: reference)
        return BoundaryPlacement(
            mainAxis: configuration.scrollAxis, crossStart: insets.leadingEdge(along: cross),
            crossLength: container.size.length(along: cross) - insets.total(along: cross))
    }
}
