/// What a section provider is told about where the layout is shown.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    /// The size and insets of the layout's container.
    var container: NSCollectionLayoutContainer { get }
    /// The collection view's traits.
    var traitCollection: UITraitCollection { get }
}

/// The size of a layout's (or a custom group's) container and the insets inside it.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    /// The container's size before insets.
    var contentSize: CGSize { get }
    /// The container's size after insets.
    var effectiveContentSize: CGSize { get }
    /// The insets; values below 1 are fractions of the container's size.
    var contentInsets: NSDirectionalEdgeInsets { get }
    /// The insets in points.
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}
