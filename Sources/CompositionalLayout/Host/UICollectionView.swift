@_spi(ViewHooks) import UIKitViews
internal import InternalUtilities

/// A headless collection view: a `UIScrollView` that owns the state UIKit's collection view
/// owns (layout, data source, delegate, insets, safe area, margins, traits) and drives its
/// layout the way UIKit does, without drawing anything.
///
/// ```swift
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812),
///                                       collectionViewLayout: layout)
/// collectionView.dataSource = source
/// collectionView.layoutIfNeeded()
/// let frame = collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
/// ```
///
/// ## Geometry
///
/// ``contentOffset`` is the origin of the bounds, as in every scroll view. A change of the
/// bounds (a scroll or a resize) goes through the layout's protocol, as in UIKit: while
/// `bounds` still returns the old rectangle, the layout is asked
/// `shouldInvalidateLayout(forBoundsChange:)` and, when it answers `true`, for
/// `invalidationContext(forBoundsChange:)`; the new bounds are then put in place and that
/// context, exactly as returned, is applied with `invalidateLayout(with:)`. A change of size
/// made inside an animation block is an animated bounds change, with the layout's
/// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()` (see
/// `UICollectionView+AnimatedBoundsChange`).
///
/// Set by app code the view is calling during a layout pass, ``frame``, ``bounds`` and
/// ``contentOffset`` change when the pass's current step ends: until then they read as before,
/// and the step goes on with them. A change made inside an animation block stays animated.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
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

    private var storedLayout: UICollectionViewLayout
    private weak var storedDataSource: UICollectionViewDataSource?
    /// What the next layout pass must do, the step running and what app code asked for
    /// meanwhile (see `UICollectionView+LayoutPass`).
    ///
    /// Not checked for exclusive access at run time (a pass reads or changes it about ten
    /// times per measured element, ~75 instructions a check): every access is one call of a
    /// `LayoutPassState` member, none of which calls other code, so no two can overlap.
    @exclusivity(unchecked) var passState = LayoutPassState()
    /// The item the last `scrollToItem(at:at:animated:)` scrolls to, until the passes after it
    /// settle or the app scrolls itself.
    var scrollTarget: ScrollToItemTarget?
    /// The context the layout answered for the bounds change under way, between the bounds
    /// hooks.
    private var boundsChangeContext: UICollectionViewLayoutInvalidationContext?
    /// The counts last read from the data source.
    var counts = DataSourceCounts()
    /// The batch update being recorded, the one being laid out and the completions due (see
    /// `UICollectionView+BatchUpdates`).
    var updateState = UpdateState()
    /// The registrations, reuse queues and views shown (see `UICollectionView+Realization`).
    var viewStore = ReusableViewStore()
    /// The selected items (see `UICollectionView+Selection`).
    var selection = ItemSelection()

    /// Whether items can be selected; `true` by default. While `false`, taps and
    /// `selectItem(at:animated:scrollPosition:)` / `deselectItem(at:animated:)` change nothing;
    /// the selection stays as it was.
    open var allowsSelection = true

    /// Whether several items can be selected at once; `false` by default. Turning it off keeps
    /// only the item selected first (as AppKit documents for its collection view; UIKit does
    /// not say).
    open var allowsMultipleSelection = false {
        didSet {
            guard oldValue, !allowsMultipleSelection else { return }
            let dropped = selection.items.dropFirst()
            for indexPath in dropped { setSelected(false, at: indexPath) }
        }
    }

    /// Whether the view is in editing mode; `false` by default. The cells shown take the state
    /// at once and cells shown later as they are displayed (their configuration state's
    /// `isEditing`, so that list cells show their `.whenEditing` accessories). The selection is
    /// kept across the change.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for case let cell as UICollectionViewCell in viewStore.shown.values.map(\.view) {
                cell.collectionViewStates.isEditing = isEditing
            }
        }
    }

    /// Whether a tap selects items while ``isEditing``; `false` by default, as in UIKit.
    /// ``allowsSelection`` set to `false` turns selection off in both modes.
    open var allowsSelectionDuringEditing = false

    /// Whether taps select several items at once while ``isEditing``; `false` by default.
    open var allowsMultipleSelectionDuringEditing = false

    /// The item being moved by the user (see `UICollectionView+InteractiveMovement`), or `nil`.
    var interactiveMovement: InteractiveMovement?

    /// A view shown behind every cell and supplementary view, filling the visible bounds as
    /// the view scrolls; `nil` by default. It is the back-most subview.
    open var backgroundView: UIView? {
        didSet {
            guard backgroundView !== oldValue else { return }
            if oldValue?.superview === self { oldValue?.removeFromSuperview() }
            guard let backgroundView else { return }
            insertSubview(backgroundView, at: 0)
            backgroundView.frame = bounds
        }
    }

    /// The object told which items will be shown soon (see
    /// `UICollectionView+Prefetching`); `nil` by default.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?

    /// Whether the prefetch data source is told about items near the visible ones; `true` by
    /// default.
    open var isPrefetchingEnabled = true

    /// The items the prefetch data source was last told about and not yet shown, and the
    /// bounds it was told for.
    var prefetching = PrefetchState()

    /// Whether the user may drag items; `false` by default on iPhone, as in UIKit. Stored only:
    /// there are no drags headless.
    open var dragInteractionEnabled = false

    /// How quickly items move aside during a reordering; ``ReorderingCadence/immediate`` by
    /// default. Stored only.
    open var reorderingCadence: ReorderingCadence = .immediate

    /// Whether items can take the focus (keyboard, remote); `true` by default. Stored only.
    open var allowsFocus = true

    /// Whether focusing an item selects it; `false` by default. Stored only.
    open var selectionFollowsFocus = false

    /// Whether the focus returns to the last focused item; `false` by default. Stored only.
    open var remembersLastFocusedIndexPath = false


    /// What the view reported instead of stopping the app as UIKit does, oldest first; the
    /// last 100 are kept. Beyond UIKit.
    public var reportedErrors: [CollectionViewError] { Array(errorLog) }

    /// The misuse reports behind ``reportedErrors``.
    private var errorLog = BoundedLog<CollectionViewError>(capacity: LayoutPassState.reportLimit)

    /// Records `reason` in ``reportedErrors``.
    func report(_ reason: CollectionViewError.Reason) {
        errorLog.append(CollectionViewError(reason))
    }

    /// Creates a collection view of `frame` laid out by `layout`, scrolled to its top. A
    /// layout that already lays out another live collection view is not taken (reported in
    /// ``reportedErrors``): the view is laid out by a plain ``UICollectionViewLayout``.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        let taken = layout.collectionView == nil
        storedLayout = taken ? layout : UICollectionViewLayout()
        super.init(frame: frame)
        if !taken { report(.layoutOfAnotherView) }
        storedLayout.collectionView = self
        storedLayout.invalidateLayout()
    }

    /// Creates a collection view from an archive. Nothing is read headless (see `UIView`): the
    /// view is empty, laid out by a plain ``UICollectionViewLayout`` until the app sets
    /// ``collectionViewLayout``.
    public required init?(coder: NSCoder) {
        storedLayout = UICollectionViewLayout()
        super.init(coder: coder)
        storedLayout.collectionView = self
        storedLayout.invalidateLayout()
    }

    // MARK: Geometry

    /// The view's frame in its superview; its size is the bounds size. A change of size is a
    /// change of the bounds, reported to the layout (see the type's "Geometry").
    open override var frame: CGRect {
        get { super.frame }
        set {
            let duration = UIView.inheritedAnimationDuration
            performOrPostpone { AnimationBlocks.within(duration: duration) { super.frame = newValue } }
        }
    }

    /// The visible rectangle in content coordinates: origin at ``contentOffset``, size of the
    /// frame. A change goes through the layout's protocol (see the type's "Geometry").
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let duration = UIView.inheritedAnimationDuration
            performOrPostpone { AnimationBlocks.within(duration: duration) { super.bounds = newValue } }
        }
    }

    /// The point of the content shown at the view's top-left corner. A NaN or infinite
    /// coordinate is taken as 0. A change is a change of the bounds, reported to the layout.
    open override var contentOffset: CGPoint {
        get { super.contentOffset }
        set {
            performOrPostpone {
                self.scrollTarget = nil
                super.contentOffset = newValue
            }
        }
    }

    /// Moves the content to `contentOffset`, animated or not, as a scroll view does (an
    /// animated scroll ends at the next layout pass). Called by app code the view is calling
    /// during a layout pass, it takes effect when the pass's current step ends.
    open override func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        performOrPostpone {
            self.scrollTarget = nil
            super.setContentOffset(contentOffset, animated: animated)
        }
    }

    @_spi(ViewHooks) open override func boundsWillChange(to newBounds: CGRect) {
        super.boundsWillChange(to: newBounds)
        let layout = collectionViewLayout
        boundsChangeContext =
            layout.shouldInvalidateLayout(forBoundsChange: newBounds) ? layout.invalidationContext(forBoundsChange: newBounds) : nil
        if boundsChangeContext != nil, newBounds.size != bounds.size, AnimationBlocks.animatesChanges {
            noteAnimatedBoundsChange()
        }
    }

    @_spi(ViewHooks) open override func boundsDidChange(from oldBounds: CGRect) {
        let context = boundsChangeContext
        boundsChangeContext = nil
        passState.needsLayout = true
        if let context { collectionViewLayout.invalidateLayout(with: context) }
        super.boundsDidChange(from: oldBounds)
    }

    // MARK: Insets, margins, traits

    /// The safe area changed: the layout, which lays out within it, is invalidated.
    @_spi(ViewHooks) open override func safeAreaDidChange() {
        super.safeAreaDidChange()
        collectionViewLayout.invalidateLayout()
    }

    /// The axis the layout scrolls along: ``UIScrollView/ContentInsetAdjustmentBehavior/automatic``
    /// adds the safe area on it even when the content is shorter than the bounds.
    @_spi(ViewHooks) open override var automaticallyAdjustedAxes: UIAxis {
        UIAxis(collectionViewLayout.scrollDirection)
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
    /// Setting them invalidates the layout.
    open override var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { appLayoutMargins ?? Self.systemMinimumLayoutMargins(screenSize: screenSize, traits: traitCollection) }
        set {
            appLayoutMargins = newValue
            super.directionalLayoutMargins = newValue
            collectionViewLayout.invalidateLayout()
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
            if directionalLayoutMargins != marginsBefore { collectionViewLayout.invalidateLayout() }
        }
    }

    /// The traits changed (set on the view, as a trait override lays them over the inherited
    /// ones, or inherited from a superview): the layout is invalidated as `invalidateLayout()`
    /// does, so the section provider sees the new environment and the shown self-sizing
    /// elements are measured again (their size may depend on the traits, e.g. Dynamic Type);
    /// unchanged sections are not solved again.
    @_spi(ViewHooks) open override func traitsDidChange() {
        super.traitsDidChange()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    private var layoutDirectionOverride: UIUserInterfaceLayoutDirection?

    /// The reading direction used for layout: the value set here (beyond UIKit, where it is
    /// read-only), otherwise the trait collection's layout direction. Setting it invalidates
    /// the layout.
    open override var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        get { layoutDirectionOverride ?? super.effectiveUserInterfaceLayoutDirection }
        set {
            layoutDirectionOverride = newValue
            collectionViewLayout.invalidateLayout()
        }
    }

    /// The window the view is shown in: the window holding it, or, when none does, one that
    /// fills the view's ``screenSize``, with the view's safe area and traits, on
    /// `UIScreen.main` (beyond UIKit, where a view outside a window has none: layout code
    /// reads `collectionView.window` for the screen's size). Each read describes the view as
    /// it is then.
    open override var window: UIWindow? {
        super.window ?? UIWindow(filledBy: self)
    }

    // MARK: Data and layout

    /// The object that supplies the counts and the views. Held weakly, as in UIKit. Setting it
    /// reloads the data. Set by app code the view is calling during a layout pass, it changes
    /// when the pass's current step ends.
    public var dataSource: UICollectionViewDataSource? {
        get { storedDataSource }
        set {
            performOrPostpone { [self] in
                storedDataSource = newValue
                // The package's count-only data source is known to answer no views: no cell is
                // asked of it to find out.
                viewStore.dataSourceLacksCells = newValue is FixedCountDataSource
                viewStore.dataSourceProvidesCells = false
                viewStore.dataSourceProvidesSupplementaryViews = false
                reloadData()
            }
        }
    }

    /// The layout that positions the elements. A new layout is invalidated, so the next
    /// layout pass prepares it. Set by app code the view is calling during a layout pass, it
    /// changes when the pass's current step ends. A layout that lays out another live
    /// collection view is refused and reported in ``reportedErrors`` (UIKit ties a layout to
    /// one view); the view keeps its layout.
    public var collectionViewLayout: UICollectionViewLayout {
        get { storedLayout }
        set {
            performOrPostpone { [self] in
                guard newValue.collectionView == nil || newValue.collectionView === self else {
                    return report(.layoutOfAnotherView)
                }
                storedLayout.collectionView = nil
                storedLayout = newValue
                newValue.collectionView = self
                newValue.invalidateLayout()
            }
        }
    }

    /// The most layout passes one `layoutIfNeeded()` runs (prepare, measure what is shown,
    /// take the answers in, call the visible-items handlers, measure what became shown, …)
    /// that prepare the layout or do anything but measure elements shown for the first time.
    /// Passes that only measure elements shown for the first time do not count: there are
    /// finitely many of them, and every element the bounds show must end up measured however
    /// far the estimates were off. When app code keeps asking for more work (a handler that
    /// moves its row on every call, a size provider that reloads its own item every time),
    /// `layoutIfNeeded()` stops after this many counted passes and reports it in
    /// ``layoutDiagnostics``.
    nonisolated public static let maximumLayoutPasses = 16

    /// Measures an element whose size is estimated, as a view's
    /// preferredLayoutAttributesFitting(_:) does in UIKit: gets the proposed attributes
    /// (estimates on estimated axes) and returns the size the element needs. It is called on
    /// the main actor, as UIKit calls views.
    public var preferredSizeProvider: ((UICollectionViewLayoutAttributes) -> CGSize)? {
        didSet { passState.needsLayout = true }
    }

    /// The number of sections the data source reports (0 without a data source), read once
    /// and kept until the counts are invalidated (``reloadData()``), as UIKit keeps it. Asked
    /// from inside the data source's own answer to it, it is the count before the last
    /// invalidation (0 when there was none): the view has no new count to give yet. A
    /// negative answer counts as 0 and is reported in ``reportedErrors``.
    public var numberOfSections: Int {
        guard let dataSource else { return 0 }
        if let known = counts.sections { return known }
        guard !passState.isAsking(.sections) else { return counts.previousSections }
        let count = counted(askDataSource(.sections) { dataSource.numberOfSections(in: self) }, inSection: nil)
        counts.setSections(count)
        return count
    }

    /// The number of items the data source reports for `section` (0 without a data source or
    /// for a section that does not exist), read once and kept as ``numberOfSections`` is; a
    /// negative answer counts as 0 and is reported.
    public func numberOfItems(inSection section: Int) -> Int {
        guard let dataSource, section >= 0, section < numberOfSections else { return 0 }
        if let known = counts.items(inSection: section) { return known }
        guard !passState.isAsking(.items(inSection: section)) else { return counts.previousItems(inSection: section) }
        let answer = askDataSource(.items(inSection: section)) { dataSource.collectionView(self, numberOfItemsInSection: section) }
        let count = counted(answer, inSection: section)
        counts.setItems(count, inSection: section)
        return count
    }

    /// The count the view keeps for the data source's `answer` (of sections when `section` is
    /// `nil`): the answer, or 0 for a negative one, which is reported.
    private func counted(_ answer: Int, inSection section: Int?) -> Int {
        guard answer < 0 else { return answer }
        report(.negativeCount(section: section, count: answer))
        return 0
    }

    /// Drops the layout, its measured sizes, the counts and the selection, and asks the data
    /// source again at the next layout pass, for the counts and for every view shown (those
    /// shown leave: `didEndDisplaying`, then back to their reuse queues). Called by app code the
    /// view is calling during a pass, it takes effect when the pass's current step ends.
    open func reloadData() {
        performOrPostpone { [self] in
            viewStore.reloadsEverything = true
            for selected in selection.items { setSelected(false, at: selected) }
            let context = collectionViewLayout.makeInvalidationContext()
            context.invalidateEverything = true
            context.invalidateDataSourceCounts = true
            collectionViewLayout.invalidateLayout(with: context)
        }
    }

    /// Reloads the items at `indexPaths`: their cells, if shown, are replaced by cells asked
    /// for again, and self-sizing ones are measured again when shown. Inside the block of
    /// ``performBatchUpdates(_:completion:)`` the index paths are those before the update, and
    /// the reload is part of it. Called by app code the view is calling during a pass, it
    /// takes effect when the pass's current step ends.
    open func reloadItems(at indexPaths: [IndexPath]) {
        if updateState.record({ $0.add(indexPaths, to: \.reloadedItems, as: .reload, afterUpdate: false) }) { return }
        performOrPostpone { [self] in
            viewStore.reloadedItems.formUnion(indexPaths)
            invalidateItems(at: indexPaths)
        }
    }

    /// Updates the items at `indexPaths` in place: the data source is asked for their cells
    /// again, and its dequeue hands back the cell already shown (no `prepareForReuse()`);
    /// self-sizing ones keep their size until they are measured again, when shown. Inside the
    /// block of ``performBatchUpdates(_:completion:)`` the index paths are those before the
    /// update.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        if updateState.record({ $0.add(indexPaths, to: \.reconfiguredItems, as: .reload, afterUpdate: false) }) { return }
        performOrPostpone { [self] in
            viewStore.reconfiguredItems.formUnion(indexPaths)
            invalidateItems(at: indexPaths)
        }
    }

    /// Invalidates the layout of the items at `indexPaths`.
    private func invalidateItems(at indexPaths: [IndexPath]) {
        let context = collectionViewLayout.makeInvalidationContext()
        context.invalidateItems(at: indexPaths)
        collectionViewLayout.invalidateLayout(with: context)
    }

    /// Applies an invalidation of the layout: the next layout pass prepares the layout (which
    /// decides from the context what to compute again); the content size and offset move by
    /// the context's adjustments; shown elements are measured again if needed.
    func layoutDidInvalidate(with context: UICollectionViewLayoutInvalidationContext) {
        let countsAreInvalid = context.invalidateDataSourceCounts
        if countsAreInvalid { counts.invalidate() }
        passState.layoutIsInvalid = true
        if context.invalidateEverything || countsAreInvalid { passState.layoutIsWhollyInvalid = true }
        passState.needsLayout = true
        markNeedsLayout()
        // The offset moves first: content that shrinks above the visible area moves it back by
        // as much, and only what then lies past the new end is brought back to it.
        let offset = context.contentOffsetAdjustment
        if offset != .zero {
            keepingScrollTarget { contentOffset = CGPoint(x: contentOffset.x + offset.x, y: contentOffset.y + offset.y) }
        }
        let size = context.contentSizeAdjustment
        if size != .zero {
            let old = contentSize
            contentSize = CGSize(width: old.width + size.width, height: old.height + size.height)
        }
    }

    // MARK: Layout passes

    /// Marks the view as needing a layout pass: the next `layoutIfNeeded()` measures the shown
    /// self-sizing elements not measured yet and reads the content size again. As in UIKit,
    /// the layout is prepared again only if it was invalidated. Called by app code the view is
    /// calling during a pass, it takes effect when the pass's current step ends.
    open override func setNeedsLayout() {
        super.setNeedsLayout()
        // Adding and removing the views it shows is the realization step's own work.
        guard !passState.isRunningOwnWork(of: .realizingViews) else { return }
        performOrPostpone { [self] in passState.needsLayout = true }
    }

    /// Runs the pending layout passes now, then the view hierarchy's layout (the view's and
    /// its subviews' `layoutSubviews()`; an animated scroll ends there). Each pass prepares
    /// the layout if it was invalidated, then, with a `preferredSizeProvider`, measures the
    /// self-sizing elements shown in the bounds and takes the answers in, and, once nothing is
    /// left to prepare or measure, reads the content size and calls the visible-items
    /// handlers. Passes repeat until nothing is left to do or `maximumLayoutPasses` counted
    /// passes ran (then the view reports ``LayoutDiagnostic/Reason/layoutPassLimitReached(passes:)``
    /// in ``layoutDiagnostics``). Each element is measured once until it is invalidated, so a
    /// provider that answers differently every time cannot make this loop.
    ///
    /// Called while a pass runs, or by app code the view is calling (a data source, a
    /// provider, a handler, a delegate), it returns at once without laying out: the running
    /// pass goes on, and the work the caller asked for is done by that pass's next steps.
    open override func layoutIfNeeded() {
        guard passState.isIdle else { return }
        completeUpdateAnimations()
        let chainsCut = AnimationBlocks.completionChainsCut
        AnimationBlocks.completeDue()
        runLayoutPasses()
        // The view hierarchy's pass also calls the completions that became due meanwhile.
        callingOut(.layoutSubviews) { super.layoutIfNeeded() }
        if AnimationBlocks.completionChainsCut != chainsCut {
            passState.report(
                LayoutDiagnostic(
                    reason: .animationCompletionRoundLimitReached(rounds: AnimationBlocks.maximumCompletionRounds), requestedBy: []))
        }
    }

    /// How many scroll view messages to the delegate are under way, each one reached from the
    /// changes the one before asked for.
    private var delegateMessageDepth = 0
    /// Whether the chain of messages under way was cut short and reported.
    private var delegateChainWasCut = false

    /// Calls the delegate as app code the view is calling (see `UICollectionView+LayoutPass`).
    /// What it asks for is applied when it returns, and may tell it again (a
    /// `scrollViewDidScroll(_:)` that scrolls); after ``maximumLayoutPasses`` messages in such
    /// a chain the view stops telling it and reports
    /// ``CollectionViewError/Reason/scrollNotificationsNestedTooDeeply(depth:)``.
    @_spi(ViewHooks) open override func tellDelegate(_ message: (UIScrollViewDelegate) -> Void) {
        guard let delegate else { return }
        guard delegateMessageDepth < Self.maximumLayoutPasses else {
            if !delegateChainWasCut { report(.scrollNotificationsNestedTooDeeply(depth: delegateMessageDepth)) }
            delegateChainWasCut = true
            return
        }
        delegateMessageDepth += 1
        callingOut(.delegate) { message(delegate) }
        delegateMessageDepth -= 1
        if delegateMessageDepth == 0 { delegateChainWasCut = false }
    }

    /// How a self-sizing cell's `invalidateIntrinsicContentSize()` is taken: with
    /// ``SelfSizingInvalidation-swift.enum/enabled`` the call on a shown cell (or supplementary
    /// view) or its content view has it measured again at the next layout pass; with
    /// ``SelfSizingInvalidation-swift.enum/enabledIncludingConstraints`` (the default, as in
    /// UIKit) the call on any view inside it does, standing in for the Auto Layout changes
    /// UIKit watches; ``SelfSizingInvalidation-swift.enum/disabled`` ignores it.
    public var selfSizingInvalidation: SelfSizingInvalidation = .enabledIncludingConstraints

    @_spi(ViewHooks) open override func descendantDidInvalidateIntrinsicContentSize(_ view: UIView) {
        guard selfSizingInvalidation != .disabled else { return }
        invalidateSelfSizing(from: view)
    }

    /// The layout when it is compositional: the only layout with self-sizing, visible-items
    /// handlers and orthogonal rows, which the view reaches through its methods.
    var compositionalLayout: UICollectionViewCompositionalLayout? {
        collectionViewLayout as? UICollectionViewCompositionalLayout
    }

    /// Replaces the layout, then moves the content offset where the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` puts it; `animated` as in
    /// ``setCollectionViewLayout(_:animated:completion:)``. Called by app code the view is
    /// calling during a pass, it takes effect when the pass's current step ends.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// The index paths of the cells visible in the bounds, in index-path order, after laying
    /// out what is pending: those of the cells shown when the view shows views, otherwise those
    /// the layout reports in the bounds.
    open var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        guard !viewStore.dataSourceProvidesViews else { return shownIndexPaths(of: .cell) }
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
}
