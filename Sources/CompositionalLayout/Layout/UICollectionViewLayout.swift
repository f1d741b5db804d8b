/// The base class of collection view layouts: it computes where every element goes and
/// answers the collection view's queries. Subclasses override `prepare()` and the queries.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout, if any.
    public internal(set) weak var collectionView: UICollectionView?

    private(set) var registeredDecorationKinds: [String: AnyClass] = [:]

    /// ``layoutAttributesClass`` when a subclass names a subclass of the attributes, read once
    /// when the layout is made; `nil` for the attributes class itself, so that the layout
    /// builds those directly.
    let attributesSubclass: UICollectionViewLayoutAttributes.Type?

    /// Creates a layout that is not yet attached to a collection view.
    public init() {
        let attributesClass = Self.layoutAttributesClass as? UICollectionViewLayoutAttributes.Type
        attributesSubclass = attributesClass == UICollectionViewLayoutAttributes.self ? nil : attributesClass
    }

    /// The class of the attributes the layout's queries return. A subclass that returns a
    /// subclass of ``UICollectionViewLayoutAttributes`` gets instances of it (made with its
    /// `init()`, then given the element's values), which it can fill with its own properties
    /// in its overrides of the queries. Read once, when the layout is made; a class that is
    /// not an attributes class counts as the default.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// The class of the invalidation contexts the layout and its collection view create. A
    /// subclass may return a subclass of ``UICollectionViewLayoutInvalidationContext`` that
    /// carries its own details; a class that is not a context class counts as the default.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// Whether the collection view should mirror the layout's frames horizontally when the
    /// layout direction differs from ``developmentLayoutDirection``: `false` by default.
    ///
    /// The compositional layout mirrors its own frames in right-to-left layouts and keeps
    /// `false`. The headless collection view does not mirror any layout's frames itself.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The reading direction the layout's frames were designed for: left to right, the
    /// direction of an English development region.
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// A new invalidation context of ``invalidationContextClass``.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard let contextClass = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            return UICollectionViewLayoutInvalidationContext()
        }
        return contextClass.init()
    }

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

    /// Marks the whole layout as out of date; the collection view prepares it again before
    /// its next query.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` names as out of date and has the collection view apply its
    /// content offset and size adjustments. The collection view calls `prepare()` at its next
    /// layout pass, whatever the context names; the layout decides from the contexts it
    /// received what to compute again.
    ///
    /// Called by app code the collection view is calling during a layout pass (a data
    /// source, a provider, a handler), the invalidation takes effect when the pass's current
    /// step ends, as UIKit defers it to the next layout cycle; an override's own code runs at
    /// once.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        // Taken in at once unless it must wait: only a postponed one is kept as a closure.
        guard let collectionView, collectionView.defersRequests else { return applyInvalidation(context) }
        collectionView.performOrPostpone { [self] in applyInvalidation(context) }
    }

    /// Takes `context` in: what the layout keeps about what is out of date (subclasses in this
    /// module add theirs), then the collection view's part.
    func applyInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
        collectionView?.layoutDidInvalidate(with: context)
    }

    /// Whether a change of the collection view's bounds to `newBounds` makes the layout out
    /// of date; `false` here, as in UIKit, so a layout that depends on the bounds overrides
    /// it. The collection view asks before it takes the new bounds: `collectionView.bounds`
    /// is still the old rectangle.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context the collection view applies when ``shouldInvalidateLayout(forBoundsChange:)``
    /// returned `true`: here a new context that names nothing (the collection view prepares
    /// the layout again all the same); subclasses add what the change makes out of date.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Whether an element whose view asked for `preferredAttributes` instead of
    /// `originalAttributes` makes the layout out of date; `false` unless a layout sizes
    /// elements itself.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context that takes `preferredAttributes` into the layout: it invalidates the
    /// element.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        let indexPaths = [originalAttributes.indexPath]
        switch originalAttributes.representedElementCategory {
        case .cell:
            context.invalidateItems(at: indexPaths)
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: indexPaths)
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: indexPaths)
        }
        return context
    }

    /// Where scrolling that would stop at `proposedContentOffset` should stop instead.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint)
        -> CGPoint
    { proposedContentOffset }

    /// The content offset to show after a change of layout or an animated update, given the
    /// offset the collection view would keep: that offset, unless a subclass prefers another.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Updates, bounds changes and transitions

    /// Told the changes of a batch update after the layout was prepared for the data as it is
    /// after the update and before any of the update's attributes are asked for. Does nothing
    /// here.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Told that the update's attributes were all asked for. Does nothing here.
    open func finalizeCollectionViewUpdates() {}

    /// The supplementary views of `elementKind` the layout adds in the update under way, beyond
    /// those of inserted items and sections; none here.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` the layout removes in the update under way,
    /// beyond those of deleted items and sections; none here.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the layout adds in the update under way; none
    /// here.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` the layout removes in the update under way; none
    /// here.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Where an item appearing in the update under way starts (`itemIndexPath` is after the
    /// update); `nil` here, which makes it start where it ends.
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an item disappearing in the update under way ends (`itemIndexPath` is before the
    /// update); `nil` here, which makes it end where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Where an appearing supplementary view starts; `nil` here (it starts where it ends).
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a disappearing supplementary view ends; `nil` here (it ends where it was).
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where an appearing decoration view starts; `nil` here (it starts where it ends).
    open func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Where a disappearing decoration view ends; `nil` here (it ends where it was).
    open func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// The attributes `key` had before the batch update under way, when the layout still
    /// knows them (between `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()`); `nil` here.
    func attributesBeforeUpdate(_ key: ElementKey) -> UICollectionViewLayoutAttributes? { nil }

    /// Told that the collection view's bounds change from `oldBounds` in an animated change,
    /// after the layout was prepared for the new bounds. Does nothing here.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Told that the animated bounds change's attributes were all asked for. Does nothing
    /// here.
    open func finalizeAnimatedBoundsChange() {}

    /// Told, as the outgoing layout, that `newLayout` replaces it in an animated change.
    /// Does nothing here.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Told, as the incoming layout, that it replaces `oldLayout` in an animated change.
    /// Does nothing here.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Told, by both layouts, that an animated change of layout is complete. Does nothing
    /// here.
    open func finalizeLayoutTransition() {}

    /// Registers the view class drawn for decorations of `elementKind`; `nil` removes the
    /// registration.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds[elementKind] = viewClass
    }

    /// The direction the layout scrolls in; the host adjusts content insets along it.
    var scrollDirection: UICollectionView.ScrollDirection { .vertical }

    /// Whether the layout scrolls along x.
    var scrollsHorizontally: Bool { scrollDirection == .horizontal }
}
