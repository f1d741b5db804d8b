/// A headless collection view: it owns the geometry and state UIKit's view would (bounds,
/// content offset, insets, safe area, margins, traits, data source) and drives its layout
/// the way UIKit does, without drawing anything.
///
/// ```swift
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812),
///                                       collectionViewLayout: layout)
/// collectionView.dataSource = source
/// collectionView.layoutIfNeeded()
/// let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
@MainActor
open class UICollectionView {
    /// The axis a collection view layout scrolls along.
    public enum ScrollDirection: Int, Sendable {
        /// Content scrolls up and down.
        case vertical = 0
        /// Content scrolls left and right.
        case horizontal
    }

    /// The element kind of section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The element kind of section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The view's frame in its (imaginary) superview; its size is the bounds size.
    public var frame: CGRect {
        didSet { boundsDidChange(from: CGRect(origin: contentOffset, size: oldValue.size)) }
    }

    /// The visible rectangle in content coordinates: origin at `contentOffset`, size of `frame`.
    public var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            // Each assignment reports its own change of the bounds to the layout.
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    /// The point of the content shown at the view's top-left corner. A coordinate that is
    /// NaN or infinite is taken as 0 (UIKit raises `CALayerInvalidGeometry` for both).
    public var contentOffset: CGPoint {
        didSet {
            if !contentOffset.x.isFinite || !contentOffset.y.isFinite {
                contentOffset = CGPoint(
                    x: contentOffset.x.isFinite ? contentOffset.x : 0, y: contentOffset.y.isFinite ? contentOffset.y : 0)
            }
            boundsDidChange(from: CGRect(origin: oldValue, size: frame.size))
        }
    }

    /// Extra scrollable space around the content, set by the app.
    public var contentInset: UIEdgeInsets = .zero {
        didSet { insetsDidChange(previousAdjusted: adjustedInsets(contentInset: oldValue, safeArea: safeAreaInsets)) }
    }

    /// The safe-area insets. Settable here because there is no window to compute them.
    public var safeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            insetsDidChange(previousAdjusted: adjustedInsets(contentInset: contentInset, safeArea: oldValue))
            setNeedsLayout()
        }
    }

    /// The margins the app set, or `nil` while the view uses the system minimum.
    private var appLayoutMargins: NSDirectionalEdgeInsets?

    /// Whether the app set the layout margins (or they are the system minimum), for readers
    /// in this package such as the layout file exporter.
    package var layoutMarginsAreSet: Bool { appLayoutMargins != nil }

    /// The layout margins relative to the safe area, named for the reading direction.
    ///
    /// Until the app sets them they are the minimum margins UIKit gives a view controller's
    /// root view: none at the top and bottom, and at each side 16 points on iPhones narrower
    /// than 390 points in portrait and 20 on wider iPhones and on iPads (16 on an iPad in
    /// compact width). The device is read from ``screenSize`` and the horizontal size class,
    /// never from the view's own width; a change of either moves these default margins and
    /// lays the view out again. Once set, the value set is used as is, whatever the screen.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { appLayoutMargins ?? Self.systemMinimumLayoutMargins(screenSize: screenSize, traits: traitCollection) }
        set {
            appLayoutMargins = newValue
            setNeedsLayout()
        }
    }

    /// The screen size the app set, or `nil` while the view is taken to fill the screen.
    private var appScreenSize: CGSize?

    /// The size in points of the screen the view is shown on; defaults to the view's frame
    /// size, and follows the frame until it is set. Settable because there is no screen to
    /// ask. Only the default ``directionalLayoutMargins`` depend on it: they follow the
    /// screen's portrait width, so a view narrower than its screen (a 375-wide view on a
    /// 390-wide iPhone) keeps the screen's margins, and rotating the screen keeps them too.
    public var screenSize: CGSize {
        get { appScreenSize ?? frame.size }
        set {
            let marginsBefore = directionalLayoutMargins
            appScreenSize = newValue
            if directionalLayoutMargins != marginsBefore { setNeedsLayout() }
        }
    }

    /// The layout margins relative to the safe area, with fixed left and right.
    public var layoutMargins: UIEdgeInsets {
        get { physical(directionalLayoutMargins) }
        set { directionalLayoutMargins = directional(newValue) }
    }

    /// The traits the layout sees (display scale, size classes, layout direction, …). A
    /// change invalidates the layout as `invalidateLayout()` does, so the section provider
    /// sees the new environment and the shown self-sizing elements are measured again (their
    /// size may depend on the traits, e.g. Dynamic Type); unchanged sections are not solved
    /// again.
    public var traitCollection: UITraitCollection {
        didSet {
            if traitCollection != oldValue {
                collectionViewLayout.invalidateLayout()
            }
            setNeedsLayout()
        }
    }

    private var layoutDirectionOverride: UIUserInterfaceLayoutDirection?

    /// The reading direction used for layout: the value set here, otherwise the trait
    /// collection's layout direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get {
            layoutDirectionOverride ?? (traitCollection.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight)
        }
        set {
            layoutDirectionOverride = newValue
            setNeedsLayout()
        }
    }

    /// The object that supplies section and item counts. Held weakly, as in UIKit.
    public weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }

    /// The layout that positions the elements.
    public var collectionViewLayout: UICollectionViewLayout {
        didSet {
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            setNeedsLayout()
        }
    }

    /// The size of the scrollable content, as last reported by the layout.
    public private(set) var contentSize: CGSize = .zero

    private var needsLayout = true
    /// Whether shown elements may need measuring: after a layout, a scroll or an invalidation.
    private var needsSelfSizing = true

    /// The most layout passes one `layoutIfNeeded()` runs (prepare, measure what is shown,
    /// take the answers in, measure what became shown, …) that prepare the layout or ask
    /// about an element already asked about in the same call. Passes that only measure
    /// elements shown for the first time do not count: there are finitely many of them, and
    /// every element the bounds show must end up measured however far the estimates were off.
    nonisolated public static let maximumLayoutPasses = 16

    /// Measures an element whose size is estimated, as a view's
    /// preferredLayoutAttributesFitting(_:) does in UIKit: gets the proposed attributes
    /// (estimates on estimated axes) and returns the size the element needs. It is called on
    /// the main actor, as UIKit calls views.
    public var preferredSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize)? {
        didSet { needsSelfSizing = true }
    }

    /// The offsets of orthogonal rows by section, as leading distances.
    var orthogonalOffsets: [Int: Double] = [:]

    /// Creates a collection view of `frame` laid out by `layout`, scrolled to its top.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.frame = frame
        self.contentOffset = .zero
        self.collectionViewLayout = layout
        self.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 3), UITraitCollection(layoutDirection: .leftToRight),
            UITraitCollection(userInterfaceStyle: .light), UITraitCollection(preferredContentSizeCategory: .large),
        ])
        layout.collectionView = self
    }

    /// The content insets after adding the safe area on the scrolling axis.
    public var adjustedContentInset: UIEdgeInsets {
        adjustedInsets(contentInset: contentInset, safeArea: safeAreaInsets)
    }

    /// The number of sections the data source reports (0 without a data source).
    public var numberOfSections: Int {
        guard let dataSource else { return 0 }
        return dataSource.numberOfSections(in: self)
    }

    /// The number of items the data source reports for `section` (0 without a data source).
    public func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        return dataSource.collectionView(self, numberOfItemsInSection: section)
    }

    /// Drops the layout and its measured sizes and asks the data source again at the next
    /// layout pass.
    open func reloadData() {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Reloads the cells at `indexPaths`: self-sizing ones are measured again when shown.
    open func reloadItems(at indexPaths: [IndexPath]) {
        let context = UICollectionViewLayoutInvalidationContext()
        context.invalidateItems(at: indexPaths)
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Updates the cells at `indexPaths` in place: self-sizing ones are measured again when
    /// shown.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        reloadItems(at: indexPaths)
    }

    /// Applies an invalidation of the layout: a context that invalidates everything or the
    /// data source counts makes the next layout pass prepare the layout again; the content
    /// offset moves by the context's adjustment; shown elements are measured again if needed.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { needsLayout = true }
        needsSelfSizing = true
        let size = context.contentSizeAdjustment
        if size != .zero {
            contentSize = CGSize(width: contentSize.width + size.width, height: contentSize.height + size.height)
        }
        let offset = context.contentOffsetAdjustment
        if offset != .zero {
            contentOffset = CGPoint(x: contentOffset.x + offset.x, y: contentOffset.y + offset.y)
        }
    }

    /// Marks the view as needing a layout pass.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs the pending layout passes now: prepares the layout if it was invalidated, then,
    /// with a `preferredSizeProvider`, measures the self-sizing elements shown in the bounds,
    /// takes the answers in, and measures what became shown, until nothing new needs
    /// measuring or `maximumLayoutPasses` counted passes ran. Each element is measured once
    /// until it is invalidated, so a provider that answers differently every time cannot make
    /// this loop; one that invalidates the layout or changes the counts while being asked
    /// uses up the counted passes.
    open func layoutIfNeeded() {
        var passes = 0
        var askedInThisCall = Set<ElementKey>()
        while passes < Self.maximumLayoutPasses, needsLayout || needsSelfSizing {
            let prepares = needsLayout
            if prepares {
                needsLayout = false
                collectionViewLayout.prepare()
            }
            needsSelfSizing = false
            var onlyFirstTimeAsked = false
            if let preferredSizeProvider, let layout = collectionViewLayout as? UICollectionViewCompositionalLayout {
                let asked = layout.measureElements(in: bounds, provider: preferredSizeProvider)
                let firstTime = asked.filter { askedInThisCall.insert($0).inserted }
                onlyFirstTimeAsked = !asked.isEmpty && firstTime.count == asked.count
            }
            if prepares || !onlyFirstTimeAsked { passes += 1 }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        (collectionViewLayout as? UICollectionViewCompositionalLayout)?.refreshVisibleItems()
    }

    /// Replaces the layout; the change is not animated here.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// The index paths of the cells visible in the bounds, in index-path order.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        let elements = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        return elements.filter { $0.representedElementCategory == .cell }.map(\.indexPath).sorted()
    }

    /// The attributes of the cell at `indexPath`, laying out first if needed.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, laying out first if
    /// needed.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        layoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// A scroll never prepares the layout again: it asks the layout for a bounds-change
    /// context, which invalidates everything only when the size changed.
    private func boundsDidChange(from old: CGRect) {
        let new = bounds
        guard new != old else { return }
        needsSelfSizing = true
        if new.size != old.size || collectionViewLayout.shouldInvalidateLayout(forBoundsChange: new) {
            let context = collectionViewLayout.invalidationContext(forBoundsChange: new)
            if new.size != old.size { context.invalidateEverything = true }
            collectionViewLayout.invalidateLayout(with: context)
        }
    }

    /// Keeps a view that rested at its top resting at the new top when insets change, as a
    /// scroll view does.
    private func insetsDidChange(previousAdjusted: UIEdgeInsets) {
        let restingBefore = CGPoint(x: -previousAdjusted.left, y: -previousAdjusted.top)
        guard contentOffset == restingBefore else { return }
        let adjusted = adjustedContentInset
        contentOffset = CGPoint(x: -adjusted.left, y: -adjusted.top)
    }

    /// Scroll views add the safe area to the content insets on the axes that scroll.
    private func adjustedInsets(contentInset: UIEdgeInsets, safeArea: UIEdgeInsets) -> UIEdgeInsets {
        let horizontal = collectionViewLayout.scrollsHorizontally
        return UIEdgeInsets(
            top: contentInset.top + (horizontal ? 0 : safeArea.top),
            left: contentInset.left + (horizontal ? safeArea.left : 0),
            bottom: contentInset.bottom + (horizontal ? 0 : safeArea.bottom),
            right: contentInset.right + (horizontal ? safeArea.right : 0))
    }

    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    func directional(_ insets: UIEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: insets.top, leading: isRightToLeft ? insets.right : insets.left, bottom: insets.bottom,
            trailing: isRightToLeft ? insets.left : insets.right)
    }

    func physical(_ insets: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(
            top: insets.top, left: isRightToLeft ? insets.trailing : insets.leading, bottom: insets.bottom,
            right: isRightToLeft ? insets.leading : insets.trailing)
    }
}
