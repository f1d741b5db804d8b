/// The base class of collection view layouts: it computes where every element goes and
/// answers the collection view's queries. Subclasses override `prepare()` and the queries.
open class UICollectionViewLayout {
    /// The collection view using this layout, if any.
    public internal(set) weak var collectionView: UICollectionView?

    private(set) var registeredDecorationKinds: [String: AnyClass] = [:]

    /// Creates a layout that is not yet attached to a collection view.
    public init() {}

    /// Computes the layout; called by the collection view before it queries the layout.
    open func prepare() {}

    /// The size of the whole scrollable content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, or `nil` when there is no such cell.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, if it exists.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, if it exists.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Marks the layout as out of date; the collection view prepares it again before its
    /// next query.
    open func invalidateLayout() {
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds to `newBounds` makes the layout out
    /// of date.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where scrolling that would stop at `proposedContentOffset` should stop instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    { proposedContentOffset }

    /// Registers the view class drawn for decorations of `elementKind`; `nil` removes the
    /// registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds[elementKind] = viewClass
    }

    /// The axis the layout scrolls along; the host adjusts content insets on it.
    var scrollsHorizontally: Bool { false }
}
