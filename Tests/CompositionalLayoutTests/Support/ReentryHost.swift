@testable import CompositionalLayout
import Testing

/// App code the collection view or its layout calls, as the re-entry tests name it.
enum ReentryCallback: String, Sendable, CaseIterable {
    case preferredSizeProvider
    case visibleItemsHandler
    case sectionProvider
    case customGroupItemProvider
    case dataSourceItemCount
}

/// A data source whose item count calls a hook first, as app code that reloads from inside it.
@MainActor
final class HookedDataSource: UICollectionViewDataSource {
    var itemCounts: [Int]
    var onItemCount: (() -> Void)?

    init(_ itemCounts: [Int]) {
        self.itemCounts = itemCounts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { itemCounts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        onItemCount?()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }
}

/// What app code read about the view from inside a callback.
struct ReentryRead: Equatable, Sendable {
    var itemFrame: CGRect?
    var sections: Int
    var itemsInSection0: Int
}

/// A 300 × 200 view (scale 1) with one callback of every kind, where one of them (`callback`)
/// runs `act` the first time it is called (or every time, with `every`).
///
/// Section 0 is an orthogonal row (`.continuous`) of five custom groups 120 × 100, each one
/// item at (0, 0, 120, 100): the row is 100 high, 600 long, and scrolls 600 − 300 = 300; its
/// visible-items handler records the row offset it gets. Section 1 is a self-sizing list of
/// four rows estimated 40 high, starting at y = 100; the `preferredSizeProvider` answers 60
/// for every element and records the items of section 1 it was asked about. Counts are
/// [5, 4]. `otherLayout` (rows 50 high) is what `setCollectionViewLayout` switches to.
@MainActor
final class ReentryHost {
    let collectionView: UICollectionView
    let dataSource = HookedDataSource([5, 4])
    let otherLayout = UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 50))
    private let callback: ReentryCallback
    private let every: Bool
    private let act: (ReentryHost) -> Void
    private var fired = false

    /// The items of section 1 the size provider was asked about, in asking order.
    private(set) var asked: [Int] = []
    /// The index path the size provider is being asked about.
    private(set) var measuring: IndexPath?
    /// The x offset the row's handler got, per call.
    private(set) var handlerOffsets: [CGFloat] = []
    private(set) var sectionProviderCalls = 0
    /// What `read()` recorded.
    private(set) var reads: [ReentryRead] = []
    /// The passes the first `layoutIfNeeded()` ran.
    private(set) var initialPasses = 0

    init(_ callback: ReentryCallback, every: Bool = false, act: @escaping (ReentryHost) -> Void) {
        self.callback = callback
        self.every = every
        self.act = act
        let placeholder = UICollectionViewCompositionalLayout(section: Fixtures.rows())
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: placeholder)
        collectionView.traitCollection = UITraitCollection(traitsFrom: [
            collectionView.traitCollection, UITraitCollection(displayScale: 1),
        ])
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { [weak self] index, _ in
            guard let self else { return nil }
            sectionProviderCalls += 1
            fire(.sectionProvider)
            return index == 0 ? rowSection() : SelfSizingFixtures.list(estimate: 40)
        }
        collectionView.preferredSizeProvider = { [weak self] attributes in
            if attributes.indexPath.section == 1 { self?.asked.append(attributes.indexPath.item) }
            self?.measuring = attributes.indexPath
            self?.fire(.preferredSizeProvider)
            return CGSize(width: attributes.size.width, height: 60)
        }
        dataSource.onItemCount = { [weak self] in self?.fire(.dataSourceItemCount) }
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        initialPasses = collectionView.passState.passesInLastLayout
    }

    private func rowSection() -> NSCollectionLayoutSection {
        let group = NSCollectionLayoutGroup.custom(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(100))
        ) { [weak self] _ in
            self?.fire(.customGroupItemProvider)
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 120, height: 100))]
        }
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.visibleItemsInvalidationHandler = { [weak self] _, offset, _ in
            self?.handlerOffsets.append(offset.x)
            self?.fire(.visibleItemsHandler)
        }
        return section
    }

    private func fire(_ called: ReentryCallback) {
        guard called == callback, every || !fired else { return }
        fired = true
        act(self)
    }

    /// Records the attributes of item (1, 0) and the counts, as the view answers them now.
    func read() {
        reads.append(
            ReentryRead(
                itemFrame: collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame,
                sections: collectionView.numberOfSections, itemsInSection0: collectionView.numberOfItems(inSection: 0)))
    }

    /// The row's offset as the layout keeps it, read without laying out.
    var rowOffset: CGFloat {
        (collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)?.orthogonalScrollOffset(forSection: 0).x
            ?? 0
    }

    /// The frames of section 1's items as the layout answers them now, read without laying out.
    var listFrames: [CGRect] {
        let layout = collectionView.collectionViewLayout
        return (0..<4).compactMap { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
    }
}
