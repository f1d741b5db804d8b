import CompositionalLayout
import LayoutExamples
import Testing

/// Issue 8, data races: two threads triggering the first layout at once raced on the host's
/// needs-layout flag, and scrolling on one thread while another queried raced too, because the
/// facade's classes were neither `Sendable` nor `@MainActor`. They are `@MainActor` now, as
/// UIKit's are, so those races cannot be written: code off the main actor has to hop to it,
/// and the hops run one at a time.
@MainActor
@Suite("Concurrency: the facade is main-actor isolated")
struct ConcurrencyTests {
    /// A compositional layout that counts its `prepare()` calls.
    private final class CountingLayout: UICollectionViewCompositionalLayout {
        private(set) var prepares = 0

        override func prepare() {
            prepares += 1
            super.prepare()
        }
    }

    /// An environment declared without any isolation: conforming to UIKit's main-actor
    /// protocol makes its members, `make()` included, main-actor isolated.
    private struct Environment: NSCollectionLayoutEnvironment {
        var container: NSCollectionLayoutContainer { Container() }
        var traitCollection: UITraitCollection { UITraitCollection() }

        static func make() -> Environment { Environment() }
    }

    /// A container declared without any isolation, like `Environment`.
    private struct Container: NSCollectionLayoutContainer {
        var contentSize: CGSize { .zero }
        var effectiveContentSize: CGSize { .zero }
        var contentInsets: NSDirectionalEdgeInsets { .zero }
        var effectiveContentInsets: NSDirectionalEdgeInsets { .zero }

        static func make() -> Container { Container() }
    }

    /// A visible item declared without any isolation, like `Environment`.
    private final class VisibleItem: NSCollectionLayoutVisibleItem {
        var alpha: CGFloat = 1
        var zIndex = 0
        var isHidden = false
        var center = CGPoint.zero
        var transform = CGAffineTransform.identity
        var transform3D = CATransform3DIdentity
        var name: String { "cell" }
        var indexPath: IndexPath { IndexPath(item: 0, section: 0) }
        var frame: CGRect { .zero }
        var bounds: CGRect { .zero }
        var representedElementCategory: UICollectionElementCategory { .cell }
        var representedElementKind: String? { nil }

        static func make() -> VisibleItem { VisibleItem() }
    }

    /// A data source declared without any isolation, like `Environment`.
    private final class DataSource: UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

        static func make() -> DataSource { DataSource() }
    }

    /// The number of rows of the list the host shows, 50 points each.
    private static let rowCount = 1_000
    /// How many tasks run at once.
    private static let taskCount = 16

    /// A 375 × 812 view over `rowCount` rows 50 points high, not laid out yet.
    private static func list() -> (UICollectionView, CountingLayout, FixedCountDataSource) {
        let layout = CountingLayout(section: Fixtures.rows(height: 50))
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 812), collectionViewLayout: layout)
        let dataSource = FixedCountDataSource([rowCount])
        view.dataSource = dataSource
        return (view, layout, dataSource)
    }

    /// The rows whose frames the rectangle `bounds` intersects (touching counts, Q-4).
    private static func rows(intersecting bounds: CGRect) -> [IndexPath] {
        (0..<rowCount).filter { CGFloat($0) * 50 <= bounds.maxY && CGFloat($0 + 1) * 50 >= bounds.minY }
            .map { IndexPath(item: $0, section: 0) }
    }

    @Test("Data races: the facade's classes and protocols are main-actor isolated, as UIKit's are")
    func facadeIsMainActorIsolated() {
        let main: any Actor = MainActor.shared
        // The isolation each declaration carries, read from the function value.
        let declared: [(String, (any Actor)?)] = [
            ("NSCollectionLayoutDimension", isolation(of: NSCollectionLayoutDimension.absolute)),
            ("NSCollectionLayoutSize", isolation(of: NSCollectionLayoutSize.init(widthDimension:heightDimension:))),
            ("NSCollectionLayoutSpacing", isolation(of: NSCollectionLayoutSpacing.fixed)),
            ("NSCollectionLayoutEdgeSpacing", isolation(of: NSCollectionLayoutEdgeSpacing.init(leading:top:trailing:bottom:))),
            ("NSCollectionLayoutAnchor", isolation(of: NSCollectionLayoutAnchor.init(edges:))),
            ("NSCollectionLayoutItem", isolation(of: NSCollectionLayoutItem.init(layoutSize:))),
            ("NSCollectionLayoutSupplementaryItem",
             isolation(of: NSCollectionLayoutSupplementaryItem.init(layoutSize:elementKind:containerAnchor:))),
            ("NSCollectionLayoutBoundarySupplementaryItem",
             isolation(of: NSCollectionLayoutBoundarySupplementaryItem.init(layoutSize:elementKind:alignment:))),
            ("NSCollectionLayoutDecorationItem", isolation(of: NSCollectionLayoutDecorationItem.background(elementKind:))),
            ("NSCollectionLayoutGroup", isolation(of: NSCollectionLayoutGroup.horizontal(layoutSize:subitems:))),
            ("NSCollectionLayoutGroupCustomItem", isolation(of: NSCollectionLayoutGroupCustomItem.init(frame:))),
            ("NSCollectionLayoutSection", isolation(of: NSCollectionLayoutSection.init(group:))),
            ("UICollectionViewCompositionalLayoutConfiguration",
             isolation(of: UICollectionViewCompositionalLayoutConfiguration.init)),
            ("UICollectionViewCompositionalLayout", isolation(of: UICollectionViewCompositionalLayout.init(section:))),
            ("UICollectionViewLayout", isolation(of: UICollectionViewLayout.init)),
            ("UICollectionViewLayoutAttributes", isolation(of: UICollectionViewLayoutAttributes.init(forCellWith:))),
            ("UICollectionViewLayoutInvalidationContext", isolation(of: UICollectionViewLayoutInvalidationContext.init)),
            ("UICollectionView", isolation(of: UICollectionView.init(frame:collectionViewLayout:))),
            // Types that declare no isolation get the main actor from UIKit's protocols.
            ("NSCollectionLayoutEnvironment", isolation(of: Environment.make)),
            ("NSCollectionLayoutContainer", isolation(of: Container.make)),
            ("NSCollectionLayoutVisibleItem", isolation(of: VisibleItem.make)),
            ("UICollectionViewDataSource", isolation(of: DataSource.make)),
            ("the examples' data source", isolation(of: FixedCountDataSource.init)),
        ]
        for (name, actor) in declared {
            #expect(actor === main, "\(name) is not main-actor isolated")
        }
    }

    @Test("Data races: value types, UITraitCollection and the examples' list stay nonisolated")
    func valuesAreNonisolated() async {
        #expect(isolation(of: UITraitCollection.init(displayScale:)) == nil)
        #expect(isolation(of: CGAffineTransform.init(rotationAngle:)) == nil)
        #expect(isolation(of: NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)) == nil)
        #expect(isolation(of: LayoutExample.named) == nil)
        // Off the main actor, with no hop: what UIKit leaves nonisolated is usable there.
        let found = await Task.detached {
            (
                UICollectionView.elementKindSectionHeader, UICollectionView.ScrollDirection.horizontal,
                UITraitCollection(displayScale: 2).displayScale, LayoutExample.named("list")?.itemCounts
            )
        }.value
        #expect(found.0 == "UICollectionElementKindSectionHeader")
        #expect(found.1 == .horizontal)
        #expect(found.2 == 2)
        #expect(found.3 == [20])
    }

    @Test("Data races: two threads triggering the first layout at once — 16 tasks hop to the host: one prepare, every frame right")
    func firstLayoutFromManyTasks() async {
        let (view, layout, dataSource) = Self.list()
        let frames = await withTaskGroup(of: (Int, [CGRect?]).self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    // A child task runs off the main actor; touching the host needs the hop.
                    await MainActor.run {
                        let items = [0] + Array(task * 10..<task * 10 + 10)
                        return (task, items.map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame })
                    }
                }
            }
            var frames: [Int: [CGRect?]] = [:]
            for await (task, found) in group { frames[task] = found }
            return frames
        }
        #expect(layout.prepares == 1)
        #expect(frames.count == Self.taskCount)
        for (task, found) in frames {
            let items = [0] + Array(task * 10..<task * 10 + 10)
            #expect(found == items.map { CGRect(x: 0, y: CGFloat($0) * 50, width: 375, height: 50) })
        }
        withExtendedLifetime(dataSource) {}
    }

    @Test("Data races: scrolling on one thread while another queries — every query sees one whole scroll position")
    func scrollWhileQuerying() async {
        let (view, layout, dataSource) = Self.list()
        view.layoutIfNeeded()
        let rounds = 20
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<Self.taskCount {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<rounds {
                        if task.isMultiple(of: 2) {
                            // Scrollers: each moves the view somewhere of its own.
                            await MainActor.run {
                                view.contentOffset = CGPoint(x: 0, y: CGFloat((task * rounds + round) * 37 % 40_000))
                            }
                        } else {
                            // Queriers: the visible rows must match the bounds read in the same hop.
                            let consistent = await MainActor.run {
                                let bounds = view.bounds
                                return view.indexPathsForVisibleItems == Self.rows(intersecting: bounds)
                            }
                            if !consistent { mismatches += 1 }
                        }
                    }
                    return mismatches
                }
            }
            var mismatches = 0
            for await found in group { mismatches += found }
            return mismatches
        }
        #expect(mismatches == 0)
        // Scrolling never prepares again, and the final position reads back whole.
        #expect(layout.prepares == 1)
        #expect(view.indexPathsForVisibleItems == Self.rows(intersecting: view.bounds))
        withExtendedLifetime(dataSource) {}
    }

    @Test("Data races: isEqual, hash, description and copy of layout attributes are safe from any thread while the main actor changes them")
    func attributesFromAnyThread() async {
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "badge", with: IndexPath(item: 1, section: 2))
        attributes.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<Self.taskCount {
                group.addTask {
                    // Off the main actor: NSObject's and NSCopying's members are nonisolated.
                    var ok = true
                    for _ in 0..<100 {
                        guard let copy = attributes.copy() as? UICollectionViewLayoutAttributes,
                            let again = copy.copy() as? UICollectionViewLayoutAttributes
                        else { return false }
                        ok = ok && copy.isEqual(again) && copy.hash == again.hash && copy.description == again.description
                            && attributes.description.contains("element kind: (badge)")
                    }
                    return ok
                }
            }
            // Meanwhile the main actor keeps changing the original.
            for z in 0..<100 {
                attributes.zIndex = z
                attributes.alpha = CGFloat(z % 10) / 10
                await Task.yield()
            }
            var allHeld = true
            for await held in group { allHeld = allHeld && held }
            return allHeld
        }
        #expect(results)
        #expect(attributes.zIndex == 99)
    }
}

/// The actor `function` is isolated to, as its declaration says (`nil` for nonisolated).
private func isolation<Result>(of function: @escaping @isolated(any) () -> Result) -> (any Actor)? {
    function.isolation
}

/// The actor `function` is isolated to, as its declaration says (`nil` for nonisolated).
private func isolation<A, Result>(of function: @escaping @isolated(any) (A) -> Result) -> (any Actor)? {
    function.isolation
}

/// The actor `function` is isolated to, as its declaration says (`nil` for nonisolated).
private func isolation<A, B, Result>(of function: @escaping @isolated(any) (A, B) -> Result) -> (any Actor)? {
    function.isolation
}

/// The actor `function` is isolated to, as its declaration says (`nil` for nonisolated).
private func isolation<A, B, C, Result>(of function: @escaping @isolated(any) (A, B, C) -> Result) -> (any Actor)? {
    function.isolation
}

/// The actor `function` is isolated to, as its declaration says (`nil` for nonisolated).
private func isolation<A, B, C, D, Result>(of function: @escaping @isolated(any) (A, B, C, D) -> Result)
    -> (any Actor)?
{
    function.isolation
}
