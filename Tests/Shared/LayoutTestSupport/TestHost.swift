public import CompositionalLayout

/// A headless collection view set up for a test, with its fixed-count data source kept alive
/// alongside it and one layout pass already run.
///
/// The one way tests build a view around a layout, and the way the command-line tool and the
/// snapshot strategies build theirs: a `CollectionViewHost` of `width` × `height`, the display
/// scale, the layout direction and the safe area, applied with `UICollectionView.apply(_:)`;
/// then the `preferredSizeProvider` when given, then the data source; all before the first
/// `layoutIfNeeded()`, so a provider measures from the first pass on.
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
        scale: CGFloat = 1, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight, safeArea: UIEdgeInsets = .zero,
        dataSource: FixedCountDataSource? = nil, preferredSize: ((UICollectionViewLayoutAttributes) -> CGSize)? = nil
    ) {
        let host = CollectionViewHost(
            size: CGSize(width: width, height: height), displayScale: scale, layoutDirection: layoutDirection,
            safeAreaInsets: safeArea)
        // Made at the host's size, so that the layout is never asked about a change from zero.
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: host.size), collectionViewLayout: layout)
        collectionView.apply(host)
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
