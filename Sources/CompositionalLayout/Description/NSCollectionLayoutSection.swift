/// A section of a compositional layout: one group repeated along the scrolling axis, with
/// its spacing, insets, boundary items and decorations.
@preconcurrency @MainActor
open class NSCollectionLayoutSection {
    /// The group repeated to hold the section's items.
    public let group: NSCollectionLayoutGroup
    /// Space between the section's edges and its groups.
    public var contentInsets: NSDirectionalEdgeInsets = .zero
    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0
    /// The collection view insets the section's content avoids; `.automatic` follows the
    /// configuration.
    public var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The collection view insets the section's boundary items avoid; `.automatic` follows
    /// the configuration.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic
    /// How the section scrolls across the layout's main axis.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// Deceleration and bounce of an orthogonally scrolling section.
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()
    /// Headers, footers and other views attached to the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether boundary items are inset by the section's content insets as well.
    @available(*, deprecated, message: "Use supplementaryContentInsetsReference")
    public var supplementariesFollowContentInsets: Bool {
        get { followsContentInsets }
        set { followsContentInsets = newValue }
    }
    /// Views drawn behind the section, such as its background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the section's visible items before each layout pass that shows them.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The deprecated `supplementariesFollowContentInsets`, readable in this package without
    /// a deprecation warning.
    package var followsContentInsets = true
    /// The list configuration of a section made by `list(using:layoutEnvironment:)`.
    package var listConfiguration: UICollectionLayoutListConfiguration?

    /// Creates a section that repeats `group`.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// Creates an independent copy of `section`: its group, boundary items, decorations and
    /// scrolling properties are copied too; the visible-items handler is shared.
    init(copying section: NSCollectionLayoutSection) {
        group = section.group.copyGroup()
        contentInsets = section.contentInsets
        interGroupSpacing = section.interGroupSpacing
        contentInsetsReference = section.contentInsetsReference
        supplementaryContentInsetsReference = section.supplementaryContentInsetsReference
        orthogonalScrollingBehavior = section.orthogonalScrollingBehavior
        orthogonalScrollingProperties.decelerationRate = section.orthogonalScrollingProperties.decelerationRate
        orthogonalScrollingProperties.bounce = section.orthogonalScrollingProperties.bounce
        boundarySupplementaryItems = section.boundarySupplementaryItems.map { $0.copyBoundary() }
        decorationItems = section.decorationItems.map { $0.copyDecoration() }
        visibleItemsInvalidationHandler = section.visibleItemsInvalidationHandler
        followsContentInsets = section.followsContentInsets
        listConfiguration = section.listConfiguration
    }

    /// A copy of the section and everything in it, so that changing either leaves the other
    /// as it was. A layout made with a section keeps such a copy.
    open func copy(with zone: NSZone? = nil) -> Any {
        copySection()
    }

    /// ``copy(with:)`` without a zone.
    public func copy() -> Any {
        copy(with: nil)
    }

    /// The copy ``copy(with:)`` returns, typed.
    func copySection() -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(copying: self)
    }
}

extension NSCollectionLayoutSection: @preconcurrency NSCopying {}

/// The handler a section calls with its visible items, the scroll offset and the environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([NSCollectionLayoutVisibleItem], CGPoint, NSCollectionLayoutEnvironment) -> Void
