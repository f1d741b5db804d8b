internal import LayoutCore

/// What `prepare()` keeps: the solved geometry and, per section, the parts of the user's
/// description that act after layout (scrolling physics, visible-items handler, list separators).
///
/// A class, so that a query reaches the solution in place: reading a struct of this size out
/// of the layout's optional copied it (retaining every array inside) on every call.
final class PreparedLayout {
    /// The solved layout; a measurement changes it in place (`changeSolution(_:)`; the layout
    /// bumps its `attributesGeneration`, so that no kept attributes outlive the change).
    ///
    /// Not checked for exclusive access at run time (a check costs a query about a hundred
    /// instructions): `changeSolution(_:)` is the only write, and it refuses while a read is
    /// under way; the layout holds the prepared layout aside while it changes the solution,
    /// so that what the change calls (custom groups' providers) cannot reach it.
    @exclusivity(unchecked) private(set) var solution: LayoutSolution
    /// How many `withSolution(_:)` calls are under way.
    @exclusivity(unchecked) private var readers = 0

    /// Runs `body` on the solution where it is stored. Calling a method on `solution` copies
    /// the whole value out first (every array inside retained and released: a class's stored
    /// property is read in a short access, then used); an `inout` access lends it for the
    /// call. `body` only reads.
    @inline(__always)
    func withSolution<Result>(_ body: (inout LayoutSolution) -> Result) -> Result {
        readers &+= 1
        defer { readers &-= 1 }
        return body(&solution)
    }

    /// Runs `change` on the solution where it is stored, or returns `nil` without running it
    /// while a `withSolution(_:)` call is under way (app code called from inside a read,
    /// such as an attributes subclass's initializer, asking for a measurement): the reader
    /// may hold parts of the solution that the change would free.
    func changeSolution<Result, Failure>(_ change: (inout LayoutSolution) throws(Failure) -> Result) throws(Failure)
        -> Result?
    {
        guard readers == 0 else { return nil }
        return try change(&solution)
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
