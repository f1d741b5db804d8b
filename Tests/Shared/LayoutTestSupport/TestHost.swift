public import CompositionalLayout

/// A headless collection view set up for a test, with its fixed-count data source kept alive
/// alongside it and one layout pass already run.
///
/// The one way tests build a view around a layout: `width` × `height` at the origin, the
/// display scale (unless `nil`: left unspecified) and, when given, the layout direction as
/// traits, then the safe area and the `preferredSizeProvider` when given, then the data
/// source; all before the first `layoutIfNeeded()`, so a provider measures from the first
/// pass on.
@MainActor
public struct TestHost: HostedCollectionView {
    /// The laid-out view.
    public let collectionView: UICollectionView
    /// The view's data source, which the view holds only weakly.
    public let dataSource: FixedCountDataSource

    /// Lays `layout` out for `itemCounts` (or `dataSource` when given) in a view of the
    /// given size, scale, direction and safe area, measured by `preferredSize` when given.
    public init(
        _ layout: UICollectionViewLayout, itemCounts: [Int], width: CGFloat = 375, height: CGFloat = 812,
        scale: CGFloat? = 1, layoutDirection: UITraitEnvironmentLayoutDirection? = nil, safeArea: UIEdgeInsets? = nil,
        dataSource: FixedCountDataSource? = nil, preferredSize: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil
    ) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: height), collectionViewLayout: layout)
        var traits: [UITraitCollection] = []
        if let scale { traits.append(UITraitCollection(displayScale: scale)) }
        if let layoutDirection { traits.append(UITraitCollection(layoutDirection: layoutDirection)) }
        if !traits.isEmpty {
            collectionView.traitCollection = UITraitCollection(traitsFrom: [collectionView.traitCollection] + traits)
        }
        if let safeArea { collectionView.safeAreaInsets = safeArea }
        if let preferredSize { collectionView.preferredSizeProvider = preferredSize }
        self.dataSource = dataSource ?? FixedCountDataSource(itemCounts)
        collectionView.dataSource = self.dataSource
        collectionView.layoutIfNeeded()
    }
}

/// Something holding a laid-out headless collection view, and the questions tests ask it.
@MainActor
public protocol HostedCollectionView {
    /// The laid-out view.
    var collectionView: UICollectionView { get }
}

extension HostedCollectionView {
    /// The frame of the cell at (`section`, `item`), `nil` when there is none.
    public func frame(_ section: Int, _ item: Int) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// The attributes of the supplementary view of `kind` at (`section`, `item`).
    public func supplementary(_ kind: String, _ section: Int, _ item: Int = 0) -> UICollectionViewLayoutAttributes? {
        collectionView.layoutAttributesForSupplementaryElement(ofKind: kind, at: IndexPath(item: item, section: section))
    }

    /// The attributes of the decoration view of `kind` of `section`, after any pending layout
    /// pass.
    public func decoration(_ kind: String, _ section: Int) -> UICollectionViewLayoutAttributes? {
        collectionView.layoutIfNeeded()
        return collectionView.collectionViewLayout.layoutAttributesForDecorationView(
            ofKind: kind, at: IndexPath(item: 0, section: section))
    }

    /// Every element the layout reports, after any pending layout pass, in a rectangle far
    /// larger than any test's content.
    public var allElements: [UICollectionViewLayoutAttributes] {
        collectionView.layoutIfNeeded()
        return collectionView.collectionViewLayout.layoutAttributesForElements(
            in: CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)) ?? []
    }

    /// Scrolls to `y` (keeping the horizontal offset) and runs the layout passes.
    public func scroll(toY y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: collectionView.contentOffset.x, y: y)
        collectionView.layoutIfNeeded()
    }
}
