internal import LayoutCore

/// The section provider: returns the description of section `sectionIndex` for the given
/// environment, or `nil` for none.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout built from sections, groups and items.
///
/// `prepare()` snapshots the description (calling the section provider once per section),
/// solves it with LayoutCore and keeps only compact per-section geometry; attributes are
/// made on demand. A section of fixed-size groups costs the same to prepare whatever its
/// item count, and any one item's attributes cost O(1).
///
/// An invalidation that covers everything makes the next `prepare()` solve again and every
/// self-sizing element be measured again when next shown (its last measured size stands until
/// then); one of the data source counts also starts that solve from estimates; a context
/// naming cells or supplementary views has those measured again.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    /// The solved layout and what goes with it, `nil` before the first `prepare()` (or after
    /// one that failed, and while a measurement changes the solution).
    ///
    /// Not checked for exclusive access at run time (set twice per measured element): an
    /// access loads or stores the reference and ends there, so no two can overlap.
    @exclusivity(unchecked) var prepared: PreparedLayout? {
        didSet { attributesGeneration &+= 1 }
    }
    /// How far each orthogonal row has scrolled, constrained by the rows of ``prepared``
    /// (see `UICollectionViewCompositionalLayout+OrthogonalRows`).
    ///
    /// Not checked for exclusive access at run time (read per measured element): every
    /// access is one call of an `OrthogonalRowOffsets` member, none of which calls other
    /// code, so no two can overlap.
    @exclusivity(unchecked) var rowOffsets = OrthogonalRowOffsets() {
        didSet { attributesGeneration &+= 1 }
    }
    var visibleItemsPass = VisibleItemsPass() {
        didSet { attributesGeneration &+= 1 }
    }
    /// The attribute objects the layout hands out and what it keeps to hand them out again
    /// (see `UICollectionViewCompositionalLayout+Attributes`).
    ///
    /// Not checked for exclusive access at run time (a check costs each answer about a
    /// hundred instructions): changed only through `withAttributesStore(_:)`, which refuses
    /// a call made from inside another.
    @exclusivity(unchecked) private(set) var attributesStore = AttributesStore()
    /// Whether a `withAttributesStore(_:)` call is under way.
    @exclusivity(unchecked) private var isInAttributesStore = false
    /// Counts every change that can change an element's attributes or which elements a
    /// rectangle shows: a new ``prepared``, a measurement taken in, a row offset, a
    /// visible-items pass. What ``attributesStore`` keeps is stamped with it.
    ///
    /// Not checked for exclusive access at run time: each access reads or bumps the number
    /// and calls nothing, so no two can overlap.
    @exclusivity(unchecked) var attributesGeneration: UInt64 = 0
    /// The values visible-items handlers wrote that were refused.
    let visibleItemRejections = VisibleItemRejections()
    /// How many times the visible-items handlers were called (one pass per scroll state) and
    /// how many elements were looked up in a pass's changes: what tests count to show that a
    /// layout without handlers never does either.
    var visibleItemsPassRuns = 0
    var visibleItemsPassLookups = 0
    /// What the layout remembers of self-sizing between passes. Not checked for exclusive
    /// access at run time (read or changed a few times per measured element): every access
    /// is one call of a `SelfSizingState` member or of its stamps', none of which calls
    /// other code, so no two can overlap.
    @exclusivity(unchecked) var selfSizing = SelfSizingState()
    /// The batch update under way, from the invalidation that carries it until
    /// `finalizeCollectionViewUpdates()`, with what the layout had before it (see
    /// `UICollectionViewCompositionalLayout+Updates`).
    var updateUnderWay: UpdateUnderWay?
    /// Whether a context since the last `prepare()` invalidated everything or the data source
    /// counts. Only then does `prepare()` solve again: the collection view prepares the layout
    /// after every invalidation, and a scroll, a measurement already taken in or a context
    /// naming elements leave the solution as it is. A new layout starts out needing it.
    private var needsSolving = true
    /// Whether a solve runs (in `prepare()` or `validate()`), during which the providers it
    /// calls may call back.
    private var isSolving = false

    var solution: LayoutSolution? { prepared?.solution }

    /// Runs `body` on the attribute store in place, or returns `nil` without running it when
    /// a call is under way: app code the store runs (an attributes subclass's initializer or
    /// deinitializer) that queries the layout gets no attributes, and the store is never
    /// changed while it is being changed.
    @inline(__always) @discardableResult
    func withAttributesStore<Result>(_ body: (inout AttributesStore) -> Result) -> Result? {
        guard !isInAttributesStore else { return nil }
        isInAttributesStore = true
        defer { isInAttributesStore = false }
        return body(&attributesStore)
    }

    /// The error that made the last `prepare()` lay out nothing, if any.
    public private(set) var preparationError: CompositionalLayoutError?

    /// The measurements the collection view's `preferredSizeProvider` returned that the
    /// layout rejected (negative, NaN or infinite on a self-sizing axis, or `.zero`:
    /// `invalidPreferredSize`; or taking a coordinate past `LayoutLimits.maximumCoordinate`:
    /// `coordinatesTooLarge`), each at the element, oldest first, at most the last 100. A
    /// rejected element keeps its estimate (or its last accepted measurement).
    public var rejectedMeasurements: [CompositionalLayoutError] { Array(selfSizing.rejected) }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    ///
    /// The layout keeps a copy of `section` (group, items and supplementary items included),
    /// so changing the object afterwards does not change the layout; make a new layout, or use
    /// a section provider, to change it.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        let kept = section.copySection()
        self.init(sectionProvider: { _, _ in kept }, configuration: configuration)
    }

    /// A layout whose sections come from `sectionProvider`.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections come from `sectionProvider`, with `configuration`.
    public init(
        sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
        configuration: UICollectionViewCompositionalLayoutConfiguration
    ) {
        self.sectionProvider = sectionProvider
        self.storedConfiguration = configuration.copyConfiguration()
        super.init()
    }

    /// The layout-wide settings.
    ///
    /// Reading gives a copy, and changing that copy changes nothing (as UIKit's header notes:
    /// `layout.configuration.scrollDirection = .horizontal` has no effect). Assigning a
    /// configuration keeps a copy of it and invalidates the layout, so the change applies at
    /// the next layout pass:
    ///
    /// ```swift
    /// let configuration = layout.configuration
    /// configuration.scrollDirection = .horizontal
    /// layout.configuration = configuration
    /// ```
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copyConfiguration() }
        set {
            storedConfiguration = newValue.copyConfiguration()
            invalidateLayout()
        }
    }

    /// Calls the section provider for every section and solves the layout, when an
    /// invalidation since the last call asked for it (everything, or the data source counts);
    /// otherwise (after a scroll, or a context that only names elements) it does nothing.
    /// Sections whose description, item count and container are unchanged since the last
    /// solve are kept as they were, measured sizes included, and cost nothing; display scale
    /// and layout direction never make a section change (they only change how frames are
    /// reported). The orthogonal rows keep their offsets, constrained by the new rows.
    ///
    /// Until the solve is complete the layout answers queries from the previous solution, so
    /// a section provider, custom group provider or data source that asks for attributes
    /// gets those; calling `prepare()` again from one of them does nothing.
    open override func prepare() {
        guard needsSolving else { return }
        needsSolving = false
        asPreparingStep {
            let carried = updateUnderWay?.carriedSections
            updateUnderWay?.carriedSections = nil
            let result = solveOnce(previous: selfSizing.dropsMeasurements ? nil : prepared?.solution, carried: carried)
            visibleItemsPass = VisibleItemsPass()
            switch result {
            case .success(let solved):
                prepared = solved
                preparationError = nil
            case .failure(let error):
                prepared = nil
                preparationError = error
            }
            selfSizing.dropsMeasurements = false
            if let prepared { rowOffsets.constrain(to: prepared.solution) }
        }
    }

    /// Lays the layout out for its collection view and throws the first problem found, with
    /// the path of the offending object. Does not change the prepared layout. Called from a
    /// provider or data source while the layout is being solved, it solves nothing and
    /// throws the error of the last `prepare()`, if any.
    public func validate() throws(CompositionalLayoutError) {
        guard !isSolving else {
            if let preparationError { throw preparationError }
            return
        }
        _ = try asPreparingStep { solveOnce(previous: nil) }.get()
    }

    /// Runs `body` as the preparing step of the collection view's layout pass (or as part of
    /// the step running): what the providers and the data source ask the collection view for
    /// meanwhile is applied when it ends, after `prepare()` has kept its result.
    private func asPreparingStep<Result>(_ body: () -> Result) -> Result {
        guard let collectionView else { return body() }
        return collectionView.runStep(.preparing, body)
    }

    /// Solves once, marking the layout as solving meanwhile.
    private func solveOnce(previous: LayoutSolution?, carried: [CarriedSection]? = nil)
        -> Result<PreparedLayout?, CompositionalLayoutError>
    {
        isSolving = true
        defer { isSolving = false }
        do {
            return .success(try solve(previous: previous, carried: carried))
        } catch {
            return .failure(error)
        }
    }

    open override var collectionViewContentSize: CGSize {
        guard let size = prepared?.solution.presentedContentSize else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }

    /// Every element whose frame intersects `rect` (Q-4, Core Graphics' rule: touching
    /// counts): cells, supplementary views (pinned ones where the collection view's current
    /// visible rectangle puts them) and decorations.
    ///
    /// Elements of orthogonal rows are reported where they sit with their row at offset 0;
    /// the row's current offset only decides which of them `rect` shows.
    ///
    /// As UIKit's layouts do, the layout keeps the objects of the elements it showed last and
    /// returns the same object for an element while the element is unchanged: copy an object
    /// before changing it. A change made to a returned object itself shows in the layout's
    /// next answers for that element, until the element changes or is no longer kept.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let prepared else { return [] }
        if prepared.hasVisibleItemsHandlers { refreshVisibleItemsForQuery() }
        return attributes(in: Rect(rect), prepared: prepared)
    }

    /// The cell at `indexPath`; in an orthogonal row, where it sits with the row at offset 0.
    /// For a cell kept since an answer included it, the same object, while it is unchanged.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let prepared else { return nil }
        if prepared.hasVisibleItemsHandlers { refreshVisibleItemsForQuery() }
        // By position: `section` and `item` would each check the count again.
        return cellAttributes(section: indexPath[0], item: indexPath[1], prepared: prepared)
    }

    /// Section headers and footers at (section, 0), group supplementaries at (section, group
    /// index), item supplementaries at their item's index path, layout-wide ones at (0, 0).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, let prepared else { return nil }
        if prepared.hasVisibleItemsHandlers { refreshVisibleItemsForQuery() }
        return attributes(
            of: .supplementaryView, kind: elementKind, section: indexPath.section, item: indexPath.item, prepared: prepared)
    }

    /// A section's background at (section, 0).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, let prepared else { return nil }
        if prepared.hasVisibleItemsHandlers { refreshVisibleItemsForQuery() }
        return attributes(
            of: .decorationView, kind: elementKind, section: indexPath.section, item: indexPath.item, prepared: prepared)
    }

    /// Takes an invalidation in (see `invalidateLayout(with:)` for when): a context that
    /// invalidates everything makes the next `prepare()` solve again and every self-sizing
    /// element be measured again when next shown (its last measured size stands until then);
    /// one that invalidates the data source counts also starts that solve from estimates;
    /// named cells and supplementary views are measured again.
    override func applyInvalidation(_ context: UICollectionViewLayoutInvalidationContext) {
        let countsAreInvalid = context.invalidateDataSourceCounts
        if context.invalidateEverything || countsAreInvalid {
            needsSolving = true
            selfSizing.generation += 1
        }
        if let update = context.update {
            takeUpdate(update)
        } else if countsAreInvalid {
            selfSizing.dropsMeasurements = true
            selfSizing.measured.removeAll()
        }
        if !context.carriesPreferredSize {
            forgetMeasured(context)
        }
        super.applyInvalidation(context)
    }

    // MARK: Batch updates (the state is moved in `UICollectionViewCompositionalLayout+Updates`)

    /// Forgets what the layout kept of the state before the update.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        updateUnderWay = nil
    }

    /// An inserted or reloaded item (or one of an inserted or reloaded section) fades in
    /// where it ends: its attributes after the update with alpha 0. Other items: `nil`.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadingIn(ElementKey(.cell, at: itemIndexPath))
    }

    /// A deleted or reloaded item (or one of a deleted or reloaded section) fades out where
    /// it was: its attributes before the update with alpha 0. Other items: `nil`.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        fadingOut(ElementKey(.cell, at: itemIndexPath))
    }

    /// A supplementary view of an inserted or reloaded section fades in where it ends.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        fadingIn(ElementKey(.supplementaryView, kind: elementKind, at: elementIndexPath))
    }

    /// A supplementary view of a deleted or reloaded section fades out where it was.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String, at elementIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        fadingOut(ElementKey(.supplementaryView, kind: elementKind, at: elementIndexPath))
    }

    /// A decoration view of an inserted or reloaded section fades in where it ends.
    open override func initialLayoutAttributesForAppearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        fadingIn(ElementKey(.decorationView, kind: elementKind, at: decorationIndexPath))
    }

    /// A decoration view of a deleted or reloaded section fades out where it was.
    open override func finalLayoutAttributesForDisappearingDecorationElement(ofKind elementKind: String, at decorationIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        fadingOut(ElementKey(.decorationView, kind: elementKind, at: decorationIndexPath))
    }

    override func attributesBeforeUpdate(_ key: ElementKey) -> UICollectionViewLayoutAttributes? {
        attributesBeforeUpdate(of: key)
    }

    /// The context for a bounds change, the one place that decides what a change of the
    /// collection view's bounds solves again: everything when the size differs from the one
    /// the layout was solved for (fractional dimensions and the container depend on it;
    /// sections that depend on neither are kept by the solve); otherwise (a scroll) nothing,
    /// since pinned items, row offsets and visible-items handlers are computed per query
    ///
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let solved = prepared?.solution.containerSize {
            context.invalidateEverything = Double(newBounds.width) != solved.width || Double(newBounds.height) != solved.height
        } else {
            context.invalidateEverything = true
        }
        return context
    }

    /// True when the preferred size differs from the original on one of the element's
    /// self-sizing axes (Q-10 step 3); other axes never take a preferred size (S-31).
    open override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        let axes = originalAttributes.selfSizingAxes
        return (axes.contains(.width) && preferredAttributes.size.width != originalAttributes.size.width)
            || (axes.contains(.height) && preferredAttributes.size.height != originalAttributes.size.height)
    }

    /// Takes the preferred size of a self-sizing element into the layout (solving only its
    /// group, or its section's or the layout's ends, again) and returns a context that names
    /// the element, with the change of the content size and, when the element starts above
    /// the visible area, the content offset change that keeps the visible content in place
    /// (Q-10 step 4).
    open override func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(
            forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
        context.carriesPreferredSize = true
        takePreferredSize(preferredAttributes, original: originalAttributes, into: context)
        return context
    }

    /// True when the bounds change size (compared with the collection view's bounds, which
    /// still are the old ones while it asks) and, while the layout has pinned items or
    /// visible-items handlers, on every scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || hasPinnedItems || hasVisibleItemsHandlers
    }

    private var hasVisibleItemsHandlers: Bool {
        prepared?.hasVisibleItemsHandlers ?? false
    }

    private var hasPinnedItems: Bool {
        prepared?.hasPinnedItems ?? false
    }

    /// The rectangle pinned items stay in: the bounds minus the adjusted content insets (OB-5).
    var visibleRect: Rect? {
        collectionView.flatMap { visibleRect(boundsOrigin: $0.bounds.origin) }
    }

    /// The rectangle pinned items stay in with the view's bounds at `origin` (its content
    /// offset).
    func visibleRect(boundsOrigin origin: CGPoint) -> Rect? {
        guard let collectionView else { return nil }
        let insets = collectionView.adjustedContentInset
        let bounds = CGRect(origin: origin, size: collectionView.bounds.size)
        return Rect(
            x: Double(bounds.minX + insets.left), y: Double(bounds.minY + insets.top),
            width: Double(max(0, bounds.width - insets.left - insets.right)),
            height: Double(max(0, bounds.height - insets.top - insets.bottom)))
    }

    /// Every pinned boundary item, with where it is at every content offset (the pinning
    /// rectangle at offset zero, moved by the offset), as renderers draw it; empty before the
    /// layout is prepared or when nothing pins.
    var pinnedBoundaryItems: [PinnedBoundaryItem] {
        guard let prepared, prepared.hasPinnedItems, let visible = visibleRect(boundsOrigin: .zero) else { return [] }
        return prepared.withSolution { $0.pinnedBoundaryItems(visibleAtZeroOffset: visible) }
    }

    override var scrollDirection: UICollectionView.ScrollDirection { storedConfiguration.scrollDirection }
    /// The engine's axis the content scrolls along.
    var scrollAxis: Axis { Axis(storedConfiguration.scrollDirection) }

    private func solve(previous: LayoutSolution?, carried: [CarriedSection]?) throws(CompositionalLayoutError) -> PreparedLayout? {
        guard let collectionView else { return nil }
        let sectionCount = collectionView.numberOfSections
        guard sectionCount >= 0 else {
            throw CompositionalLayoutError(.negativeSectionCount(sectionCount), at: LayoutPath(.dataSource))
        }
        let scale = Double(collectionView.traitCollection.displayScale)
        guard LayoutLimits.displayScales.contains(scale) else {
            throw CompositionalLayoutError(
                .invalidDisplayScale(scale), at: LayoutPath(.traitCollection, .property(.displayScale)))
        }
        let environment = collectionView.layoutEnvironment(for: storedConfiguration)
        var snapshot = LayoutSnapshot()
        var inputs: [SectionInput] = []
        var behaviors = SectionBehaviors(reservingCapacity: sectionCount)
        inputs.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let itemCount = collectionView.numberOfItems(inSection: index)
            let section = collectionView.callingOut(.sectionProvider) { sectionProvider(index, environment) }
            let converted = try section.map { (section) throws(CompositionalLayoutError) in try snapshot.convert(section, index: index) }
            inputs.append(SectionInput(section: converted, itemCount: itemCount))
            behaviors.append(section, converted: converted)
        }
        try checkDecorationRegistrations(inputs)
        let description = LayoutDescription(sections: inputs, configuration: LayoutSnapshot.convert(storedConfiguration))
        let hooks = CustomGroupHooks(
            providers: snapshot.customProviders, traitCollection: environment.traitCollection, answers: CustomGroupAnswers(),
            collectionView: collectionView)
        do {
            let solution = try LayoutSolver.solve(
                description, in: collectionView.layoutContainer, hooks: hooks, previous: previous,
                keepMeasurements: previous != nil, carried: carried)
            return PreparedLayout(
                solution: solution, behaviors: behaviors.finished(), environment: environment, hooks: hooks,
                customGroupIDs: snapshot.customGroupIDs, attributesSubclass: attributesSubclass)
        } catch {
            throw CompositionalLayoutError(error)
        }
    }

    /// UIKit raises when a decoration's kind has no registered view (K-7, D-4).
    private func checkDecorationRegistrations(_ inputs: [SectionInput]) throws(CompositionalLayoutError) {
        for (index, input) in inputs.enumerated() {
            for (decorationIndex, decoration) in (input.section?.decorationItems ?? []).enumerated()
            where registeredDecorationKinds[decoration.kind] == nil {
                throw CompositionalLayoutError(
                    .unregisteredDecorationKind(decoration.kind),
                    at: LayoutPath(.section(index), .decorationItem(decorationIndex)))
            }
        }
    }
}
