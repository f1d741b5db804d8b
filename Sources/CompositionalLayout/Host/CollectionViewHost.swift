/// Where a headless collection view is shown: everything about its surroundings that changes
/// a layout, as one value.
///
/// Beyond UIKit, where a window, a screen and a view controller provide these. The package's
/// hosts (layout files, the command-line tool, the snapshot strategies) describe their view
/// with one and set it up with ``UICollectionView/apply(_:)``; apps may too.
///
/// ```swift
/// var host = CollectionViewHost(size: CGSize(width: 390, height: 844))
/// host.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
/// host.horizontalSizeClass = .compact
/// let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
/// collectionView.apply(host)
/// collectionView.dataSource = source
/// collectionView.layoutIfNeeded()
/// collectionView.applyScrollOffsets(of: host)   // the rows' offsets need a laid-out view
/// ```
public struct CollectionViewHost: Hashable, Sendable {
    /// The view's size in points (its frame's and its bounds' size).
    public var size: CGSize
    /// Device pixels per point; frames are aligned to this grid.
    public var displayScale: CGFloat
    /// The reading direction.
    public var layoutDirection: UIUserInterfaceLayoutDirection
    /// The size class across the width; `.unspecified` keeps the view's.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The size class across the height; `.unspecified` keeps the view's.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// The size of the screen the view is on, which the default layout margins follow; `nil`
    /// for a view that fills its screen (see ``UICollectionView/screenSize``).
    public var screenSize: CGSize?
    /// The layout margins the app sets, relative to the safe area, with fixed left and
    /// right; `nil` for the system minimum.
    public var layoutMargins: UIEdgeInsets?
    /// Extra scrollable space the app adds around the content.
    public var contentInset: UIEdgeInsets
    /// The safe-area insets.
    public var safeAreaInsets: UIEdgeInsets
    /// The point of the content at the view's top-left corner; `nil` for the resting offset
    /// (the top, minus the adjusted content inset, as a collection view starts).
    public var contentOffset: CGPoint?
    /// The offsets of orthogonally scrolling sections, by section, as
    /// `setOrthogonalScrollOffset(_:forSection:)` takes them.
    public var orthogonalScrollOffsets: [Int: CGPoint]

    /// A host of `size`; every other value defaults to what a new headless view has: scale
    /// 3, left to right, the view's size classes, no screen of its own, the system's
    /// margins, no insets, at rest.
    public init(
        size: CGSize, displayScale: CGFloat = 3, layoutDirection: UIUserInterfaceLayoutDirection = .leftToRight,
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, screenSize: CGSize? = nil,
        layoutMargins: UIEdgeInsets? = nil, contentInset: UIEdgeInsets = .zero, safeAreaInsets: UIEdgeInsets = .zero,
        contentOffset: CGPoint? = nil, orthogonalScrollOffsets: [Int: CGPoint] = [:]
    ) {
        self.size = size
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.screenSize = screenSize
        self.layoutMargins = layoutMargins
        self.contentInset = contentInset
        self.safeAreaInsets = safeAreaInsets
        self.contentOffset = contentOffset
        self.orthogonalScrollOffsets = orthogonalScrollOffsets
    }
}
