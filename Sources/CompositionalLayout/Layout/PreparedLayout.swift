internal import LayoutCore

/// What `prepare()` keeps: the solved geometry and, per section, the parts of the user's
/// description that act after layout (scrolling physics, visible-items handler).
struct PreparedLayout {
    /// Per-section settings that do not change geometry.
    struct SectionBehavior {
        var visibleItemsHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?
        var decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
        var bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.BounceBehavior
    }

    var solution: LayoutSolution
    var behaviors: [SectionBehavior]
    var environment: LayoutEnvironmentValue
}
