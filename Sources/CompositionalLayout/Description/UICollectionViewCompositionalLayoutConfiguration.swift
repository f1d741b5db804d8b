/// Layout-wide settings: scroll direction, spacing between sections, layout-wide headers
/// and footers, and the insets content avoids.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// The collection view insets every section avoids unless it chooses otherwise.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea

    /// Creates a configuration with UIKit's defaults.
    public init() {}
}
