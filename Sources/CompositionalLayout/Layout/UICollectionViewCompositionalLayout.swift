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
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    var prepared: PreparedLayout?
    var visibleItemsPass = VisibleItemsPass()
    /// The values visible-items handlers wrote that were refused.
    let visibleItemRejections = VisibleItemRejections()
    /// How many times the visible-items handlers were called (one pass per scroll state) and
    /// how many elements were looked up in a pass's changes: what tests count to show that a
    /// layout without handlers never does either.
    var visibleItemsPassRuns = 0
    var visibleItemsPassLookups = 0
    var selfSizing = SelfSizingState()

    var solution: LayoutSolution? { prepared?.solution }

    /// The error that made the last `prepare()` lay out nothing, if any.
    public private(set) var preparationError: CompositionalLayoutError?

    /// The measurements the collection view's `preferredSizeProvider` returned that the
    /// layout rejected (negative, NaN or infinite on a self-sizing axis, or `.zero`:
    /// `invalidPreferredSize`; or taking a coordinate past `LayoutLimits.maximumCoordinate`:
    /// `coordinatesTooLarge`), each at the element, oldest first, at most the last 100. A
    /// rejected element keeps its estimate (or its last accepted measurement).
    public var rejectedMeasurements: [CompositionalLayoutError] { selfSizing.rejected }

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with `configuration`.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
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
        self.storedConfiguration = configuration.copy()
        super.init()
    }

    /// The layout-wide settings. Reading gives a copy; assigning copies the value and
    /// invalidates the layout, so changing the object afterwards has no effect.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration {
        get { storedConfiguration.copy() }
        set {
            storedConfiguration = newValue.copy()
            invalidateLayout()
        }
    }

    /// Calls the section provider for every section and solves the layout. Sections whose
    /// description, item count and container are unchanged since the last `prepare()` are
    /// kept as they were, measured sizes included, and cost nothing; display scale and layout
    /// direction never make a section change (they only change how frames are reported).
    open override func prepare() {
        visibleItemsPass = VisibleItemsPass()
        do {
            prepared = try solve(previous: selfSizing.dropsMeasurements ? nil : prepared?.solution)
            preparationError = nil
        } catch {
            prepared = nil
            preparationError = error
        }
        selfSizing.dropsMeasurements = false
    }

    /// Lays the layout out for its collection view and throws the first problem found, with
    /// the path of the offending object. Does not change the prepared layout.
    public func validate() throws(CompositionalLayoutError) {
        _ = try solve(previous: nil)
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
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let prepared else { return [] }
        let (visible, offsets) = (visibleRect, orthogonalOffsets)
        var attributes: [UICollectionViewLayoutAttributes] = []
        // Room for a screenful (a phone's viewport holds a few dozen elements), so that a
        // typical query does not grow the array five times on the way.
        attributes.reserveCapacity(32)
        prepared.withSolution {
            $0.forEachElement(in: Rect(rect), visible: visible, orthogonalOffsets: offsets) {
                attributes.append(UICollectionViewLayoutAttributes(element: $0))
            }
        }
        guard prepared.hasVisibleItemsHandlers else { return attributes }
        return attributes.map(applyVisibleItemChanges(to:))
    }

    /// The cell at `indexPath`; in an orthogonal row, where it sits with the row at offset 0.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let prepared else { return nil }
        let section = indexPath.section, item = indexPath.item
        guard let cell = prepared.withSolution({ $0.placedCell(section: section, item: item) }) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(cell: cell, section: section, item: item)
        guard prepared.hasVisibleItemsHandlers else { return attributes }
        return applyVisibleItemChanges(to: attributes)
    }

    /// Section headers and footers at (section, 0), group supplementaries at (section, group
    /// index), item supplementaries at their item's index path, layout-wide ones at (0, 0).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, let prepared else { return nil }
        let (section, item, visible) = (indexPath.section, indexPath.item, visibleRect)
        guard
            let element = prepared.withSolution({
                $0.supplementary(kind: elementKind, section: section, item: item, visible: visible)
            })
        else { return nil }
        return attributes(for: element, in: prepared)
    }

    /// A section's background at (section, 0).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, let prepared else { return nil }
        let (section, item) = (indexPath.section, indexPath.item)
        guard let element = prepared.withSolution({ $0.decoration(kind: elementKind, section: section, item: item) })
        else { return nil }
        return attributes(for: element, in: prepared)
    }

    /// Marks what `context` names as out of date: a context that invalidates everything makes
    /// every self-sizing element be measured again when next shown (its last measured size
    /// stands until then); one that invalidates the data source counts also starts the next
    /// `prepare()` from estimates; named cells and supplementary views are measured again.
    open override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts { selfSizing.generation += 1 }
        if context.invalidateDataSourceCounts {
            selfSizing.dropsMeasurements = true
            selfSizing.measured.removeAll()
        }
        if !context.carriesPreferredSize {
            forgetMeasured(context)
        }
        super.invalidateLayout(with: context)
    }

    /// The context for a bounds change: everything when the size differs from the one the
    /// layout was solved for; otherwise (a scroll) nothing, since pinned items, row offsets
    /// and visible-items handlers are computed per query.
    open override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = UICollectionViewLayoutInvalidationContext()
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

    /// True when the bounds change size (fractional dimensions depend on it) and, while the
    /// layout has pinned items, on every scroll.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size || hasPinnedItems || hasVisibleItemsHandlers
    }

    private var hasVisibleItemsHandlers: Bool {
        prepared?.hasVisibleItemsHandlers ?? false
    }

    /// The row offsets the collection view keeps, by section, as leading distances: the
    /// host's own dictionary, updated as rows scroll, not rebuilt per query. The engine
    /// constrains each offset by its row (as `orthogonalLeadingOffset(forSection:)` does) and
    /// looks up only the rows of the sections a query touches; entries for sections that are
    /// not rows are ignored.
    var orthogonalOffsets: [Int: Double] {
        collectionView?.orthogonalOffsets ?? [:]
    }

    /// The current row offsets of every orthogonal section, constrained by its row: the
    /// scroll state the visible-items handlers are called for.
    var constrainedOrthogonalOffsets: [Int: Double] {
        guard let collectionView, let prepared else { return [:] }
        var offsets: [Int: Double] = [:]
        for section in prepared.orthogonalSections {
            offsets[section] = collectionView.orthogonalLeadingOffset(forSection: section)
        }
        return offsets
    }

    private var hasPinnedItems: Bool {
        prepared?.hasPinnedItems ?? false
    }

    /// The rectangle pinned items stay in: the bounds minus the adjusted content insets (OB-5).
    var visibleRect: Rect? {
        guard let collectionView else { return nil }
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        return Rect(
            x: Double(bounds.minX + insets.left), y: Double(bounds.minY + insets.top),
            width: Double(max(0, bounds.width - insets.left - insets.right)),
            height: Double(max(0, bounds.height - insets.top - insets.bottom)))
    }

    override var scrollsHorizontally: Bool { storedConfiguration.scrollDirection == .horizontal }

    private func solve(previous: LayoutSolution?) throws(CompositionalLayoutError) -> PreparedLayout? {
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
        var behaviors: [PreparedLayout.SectionBehavior] = []
        inputs.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let itemCount = collectionView.numberOfItems(inSection: index)
            let section = sectionProvider(index, environment)
            let converted = try section.map { (section) throws(CompositionalLayoutError) in try snapshot.convert(section, index: index) }
            inputs.append(SectionInput(section: converted, itemCount: itemCount))
            behaviors.append(
                PreparedLayout.SectionBehavior(
                    section: section, visibleItemsHandler: section?.visibleItemsInvalidationHandler,
                    listConfiguration: section?.listConfiguration))
        }
        try checkDecorationRegistrations(inputs)
        let description = LayoutDescription(sections: inputs, configuration: LayoutSnapshot.convert(storedConfiguration))
        let hooks = CustomGroupHooks(
            providers: snapshot.customProviders, traitCollection: environment.traitCollection, answers: CustomGroupAnswers())
        do {
            let solution = try LayoutSolver.solve(
                description, in: collectionView.layoutContainer, hooks: hooks, previous: previous,
                keepMeasurements: previous != nil)
            return PreparedLayout(
                solution: solution, behaviors: behaviors, environment: environment, hooks: hooks,
                customGroupIDs: snapshot.customGroupIDs)
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
