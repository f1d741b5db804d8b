internal import LayoutCore

/// What `prepare()` keeps: the solved geometry and, per section, the parts of the user's
/// description that act after layout (scrolling physics, visible-items handler, list separators).
///
/// A class, so that a query reaches the solution in place: reading a struct of this size out
/// of the layout's optional copied it (retaining every array inside) on every call.
final class PreparedLayout {
    /// The solved layout; a measurement changes it in place (and bumps the layout's
    /// `attributesGeneration`, so that no kept attributes outlive the change).
    var solution: LayoutSolution

    /// Runs `body` on the solution where it is stored. Calling a method on `solution` copies
    /// the whole value out first (every array inside retained and released: a class's stored
    /// property is read in a short access, then used); an `inout` access lends it for the
    /// call. `body` only reads.
    @inline(__always)
    func withSolution<Result>(_ body: (inout LayoutSolution) -> Result) -> Result {
        body(&solution)
    }
    /// Per-section settings that do not change geometry, once per kind of section.
    let behaviors: SectionBehaviors
    let environment: LayoutEnvironmentValue
    /// The custom-group providers, asked again when a measured group is solved again.
    let hooks: CustomGroupHooks
    /// The hook id of each custom group object in the sections.
    let customGroupIDs: [ObjectIdentifier: Int]
    /// The sections that scroll orthogonally, so queries need not scan every section.
    let orthogonalSections: [Int]
    /// Whether any section has a visible-items handler. When none has, queries skip the
    /// visible-items pass entirely (no element is looked up in it, nothing is refreshed).
    let hasVisibleItemsHandlers: Bool
    /// Whether any boundary item is pinned to the visible bounds.
    let hasPinnedItems: Bool
    /// The layout's attributes subclass, if it names one.
    let attributesSubclass: UICollectionViewLayoutAttributes.Type?

    init(
        solution: LayoutSolution, behaviors: SectionBehaviors, environment: LayoutEnvironmentValue,
        hooks: CustomGroupHooks, customGroupIDs: [ObjectIdentifier: Int],
        attributesSubclass: UICollectionViewLayoutAttributes.Type?
    ) {
        self.solution = solution
        self.behaviors = behaviors
        self.environment = environment
        self.hooks = hooks
        self.customGroupIDs = customGroupIDs
        orthogonalSections = solution.sections.filter { $0.orthogonalRow != nil }.map(\.index)
        hasVisibleItemsHandlers = behaviors.anyHasVisibleItemsHandler
        hasPinnedItems =
            solution.layoutBoundaryItems.contains(where: \.isPinned)
            || solution.sections.contains { $0.boundaryItems.contains(where: \.isPinned) }
        self.attributesSubclass = attributesSubclass
    }
}
