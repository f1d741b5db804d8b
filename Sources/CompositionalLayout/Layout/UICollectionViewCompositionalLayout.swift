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
    private var solution: LayoutSolution?

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
        do {
            solution = try solve()
            preparationError = nil
        } catch {
            solution = nil
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

    /// The elements whose frame, as the returned attributes report it, intersects `rect`
    /// (Q-4, Core Graphics' rule: touching counts).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let solution else { return [] }
        // Attributes store centre and size, as UIKit's do, so the frame they read back can
        // differ from the engine's frame in the last bits ((x + w/2) - w/2 != x). Filtering
        // on the engine's frame then drops a cell whose reported frame touches `rect`, or
        // keeps one whose reported frame misses it. Query a hair wider and filter on the
        // frame the caller sees.
        let query = Rect(rect)
        let magnitude = [query.minX, query.maxX, query.minY, query.maxY, solution.contentSize.width,
                         solution.contentSize.height].reduce(1) { max($0, abs($1)) }
        return solution.elements(in: query.outset(by: magnitude * 1e-9))
            .map(UICollectionViewLayoutAttributes.init(element:))
            .filter { $0.frame.intersects(rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, let element = solution?.cell(section: indexPath.section, item: indexPath.item) else {
            return nil
        }
        return UICollectionViewLayoutAttributes(element: element)
    }

    /// True when the bounds change size: fractional dimensions depend on it.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    override var scrollsHorizontally: Bool { storedConfiguration.scrollDirection == .horizontal }

    private func solve() throws(CompositionalLayoutError) -> LayoutSolution? {
        guard let collectionView else { return nil }
        let sectionCount = collectionView.numberOfSections
        guard sectionCount >= 0 else {
            throw CompositionalLayoutError(
                reason: .negativeSectionCount, path: "data source",
                description: "data source: the data source reported \(sectionCount) sections; counts cannot be negative")
        }
        let environment = collectionView.layoutEnvironment(for: storedConfiguration)
        var snapshot = LayoutSnapshot()
        var inputs: [SectionInput] = []
        inputs.reserveCapacity(sectionCount)
        for index in 0..<sectionCount {
            let itemCount = collectionView.numberOfItems(inSection: index)
            let section = sectionProvider(index, environment).map { snapshot.convert($0) }
            inputs.append(SectionInput(section: section, itemCount: itemCount))
        }
        let description = LayoutDescription(sections: inputs, configuration: LayoutSnapshot.convert(storedConfiguration))
        let hooks = CustomGroupHooks(providers: snapshot.customProviders, traitCollection: environment.traitCollection)
        do {
            return try LayoutSolver.solve(description, in: collectionView.layoutContainer, hooks: hooks)
        } catch {
            throw CompositionalLayoutError(error)
        }
    }
}
