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
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let sectionProvider: UICollectionViewCompositionalLayoutSectionProvider
    private var storedConfiguration: UICollectionViewCompositionalLayoutConfiguration
    private(set) var prepared: PreparedLayout?
    var visibleItemsPass = VisibleItemsPass()

    var solution: LayoutSolution? { prepared?.solution }

    /// The error that made the last `prepare()` lay out nothing, if any.
    public private(set) var preparationError: CompositionalLayoutError?

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

    open override func prepare() {
        visibleItemsPass = VisibleItemsPass()
        do {
            prepared = try solve()
            preparationError = nil
        } catch {
            prepared = nil
            preparationError = error
        }
    }

    /// Lays the layout out for its collection view and throws the first problem found, with
    /// the path of the offending object. Does not change the prepared layout.
    public func validate() throws(CompositionalLayoutError) {
        _ = try solve()
    }

    open override var collectionViewContentSize: CGSize {
        guard let size = solution?.presentedContentSize else { return .zero }
        return CGSize(width: size.width, height: size.height)
    }

    /// Every element whose frame intersects `rect` (Q-4, Core Graphics' rule: touching
    /// counts): cells, supplementary views (pinned ones where the collection view's current
    /// visible rectangle puts them) and decorations.
    ///
    /// Elements of orthogonal rows are reported where they sit with their row at offset 0;
    /// the row's current offset only decides which of them `rect` shows.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let solution else { return [] }
        // Attributes store centre and size, as UIKit's do, so the frame they read back can
        // differ from the engine's in the last bits ((x + w/2) − w/2 ≠ x). Query a hair wider
        // and filter on the frame the caller sees, moved to where its row shows it.
        let query = Rect(rect)
        let magnitude = [query.minX, query.maxX, query.minY, query.maxY, solution.contentSize.width,
            solution.contentSize.height].reduce(1) { max($0, abs($1)) }
        let offsets = orthogonalOffsets
        let elements = solution.elements(in: query.outset(by: magnitude * 1e-9), visible: visibleRect, orthogonalOffsets: offsets)
        return elements.compactMap { element in
            let attributes = UICollectionViewLayoutAttributes(element: element)
            let shown = attributes.frame.offsetBy(dx: element.rowShift.x, dy: element.rowShift.y)
            return shown.intersects(rect) ? applyVisibleItemChanges(to: attributes) : nil
        }
    }

    /// The cell at `indexPath`; in an orthogonal row, where it sits with the row at offset 0.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let element = solution?.cell(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return attributes(for: element)
    }

    /// Section headers and footers at (section, 0), group supplementaries at (section, group
    /// index), item supplementaries at their item's index path, layout-wide ones at (0, 0).
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2,
            let element = solution?.supplementary(
                kind: elementKind, section: indexPath.section, item: indexPath.item, visible: visibleRect)
        else { return nil }
        return attributes(for: element)
    }

    /// A section's background at (section, 0).
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2,
            let element = solution?.decoration(kind: elementKind, section: indexPath.section, item: indexPath.item)
        else { return nil }
        return attributes(for: element)
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

    /// The current row offsets of the collection view's orthogonal sections, as leading
    /// distances.
    var orthogonalOffsets: [Int: Double] {
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
    private var visibleRect: Rect? {
        guard let collectionView else { return nil }
        let insets = collectionView.adjustedContentInset
        let bounds = collectionView.bounds
        return Rect(
            x: Double(bounds.minX + insets.left), y: Double(bounds.minY + insets.top),
            width: Double(max(0, bounds.width - insets.left - insets.right)),
            height: Double(max(0, bounds.height - insets.top - insets.bottom)))
    }

    override var scrollsHorizontally: Bool { storedConfiguration.scrollDirection == .horizontal }

    private func solve() throws(CompositionalLayoutError) -> PreparedLayout? {
        guard let collectionView else { return nil }
        let sectionCount = collectionView.numberOfSections
        guard sectionCount >= 0 else {
            throw CompositionalLayoutError(LayoutError(.negativeSectionCount(sectionCount), at: "data source"))
        }
        let environment = collectionView.layoutEnvironment(for: storedConfiguration)
        var snapshot = LayoutSnapshot()
        var inputs: [SectionInput] = []
        var behaviors: [PreparedLayout.SectionBehavior] = []
        inputs.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let itemCount = collectionView.numberOfItems(inSection: index)
            let section = sectionProvider(index, environment)
            inputs.append(SectionInput(section: section.map { snapshot.convert($0) }, itemCount: itemCount))
            behaviors.append(
                PreparedLayout.SectionBehavior(visibleItemsHandler: section?.visibleItemsInvalidationHandler))
        }
        try checkDecorationRegistrations(inputs)
        let description = LayoutDescription(sections: inputs, configuration: LayoutSnapshot.convert(storedConfiguration))
        let hooks = CustomGroupHooks(providers: snapshot.customProviders, traitCollection: environment.traitCollection)
        do {
            let solution = try LayoutSolver.solve(description, in: collectionView.layoutContainer, hooks: hooks)
            return PreparedLayout(solution: solution, behaviors: behaviors, environment: environment)
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
                    LayoutError(
                        .unregisteredDecorationKind(decoration.kind),
                        at: "section \(index) › decorationItems[\(decorationIndex)]"))
            }
        }
    }
}
