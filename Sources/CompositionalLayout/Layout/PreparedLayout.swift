internal import LayoutCore

/// What `prepare()` keeps: the solved geometry and, per section, the parts of the user's
/// description that act after layout (scrolling physics, visible-items handler, list separators).
struct PreparedLayout {
    /// Per-section settings that do not change geometry.
    struct SectionBehavior {
        /// The section object the provider returned (kept for exporters).
        var section: NSCollectionLayoutSection?
        var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        /// The list configuration of a list section (for its separators).
        var listConfiguration: UICollectionLayoutListConfiguration?
    }

    var solution: LayoutSolution
    var behaviors: [SectionBehavior]
    var environment: LayoutEnvironmentValue
    /// The custom-group providers, asked again when a measured group is solved again.
    var hooks: CustomGroupHooks
    /// The hook id of each custom group object in the sections.
    var customGroupIDs: [ObjectIdentifier: Int]
    /// The sections that scroll orthogonally, so queries need not scan every section.
    let orthogonalSections: [Int]
    /// Whether any section has a visible-items handler.
    let hasVisibleItemsHandlers: Bool
    /// Whether any boundary item is pinned to the visible bounds.
    let hasPinnedItems: Bool

    init(
        solution: LayoutSolution, behaviors: [SectionBehavior], environment: LayoutEnvironmentValue,
        hooks: CustomGroupHooks, customGroupIDs: [ObjectIdentifier: Int]
    ) {
        self.solution = solution
        self.behaviors = behaviors
        self.environment = environment
        self.hooks = hooks
        self.customGroupIDs = customGroupIDs
        orthogonalSections = solution.sections.filter { $0.orthogonalRow != nil }.map(\.index)
        hasVisibleItemsHandlers = behaviors.contains { $0.visibleItemsHandler != nil }
        hasPinnedItems =
            solution.layoutBoundaryItems.contains(where: \.isPinned)
            || solution.sections.contains { $0.boundaryItems.contains(where: \.isPinned) }
    }
}
