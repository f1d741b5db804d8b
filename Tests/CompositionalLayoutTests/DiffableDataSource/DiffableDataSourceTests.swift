@testable import CompositionalLayout
import Testing

/// A 390 × 200 view over rows of 40 points spanning the width, each section under nothing, its
/// items' cells made by a registration that records the items asked for.
@MainActor
final class DiffableFixture {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 200),
        collectionViewLayout: UICollectionViewCompositionalLayout(section: DiffableFixture.rows(height: 40)))
    var asked: [String] = []
    var answersNil = false
    lazy var dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
        [unowned self] collectionView, indexPath, item in
        asked.append(item)
        return answersNil ? nil : collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
    }
    private let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }

    /// One section of full-width rows `height` high.
    static func rows(height: CGFloat) -> NSCollectionLayoutSection {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
        return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
    }

    /// A snapshot of the sections with their items, in order.
    static func snapshot(_ sections: KeyValuePairs<String, [String]>) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// The frame of the item named `item`, through the data source's index path for it.
    func frame(of item: String) -> CGRect? {
        dataSource.indexPath(for: item).flatMap { collectionView.layoutAttributesForItem(at: $0)?.frame }
    }
}

@MainActor
@Suite("Diffable data source")
struct DiffableDataSourceTests {
    @Test("Creating it makes it the view's data source; the snapshot applied gives the counts and the cells")
    func firstApply() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        #expect(fixture.collectionView.dataSource === dataSource)
        #expect(dataSource.snapshot().numberOfSections == 0)
        var called = false
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1"], "B": ["b0", "b1", "b2"]])) { called = true }
        #expect(called)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.numberOfSections == 2)
        #expect(fixture.collectionView.numberOfItems(inSection: 1) == 3)
        // Rows of 40: A's items at 0 and 40, B's from 80: b0 80, b1 120, b2 160 (the view shows 0 … 200).
        #expect(fixture.frame(of: "b1") == CGRect(x: 0, y: 120, width: 390, height: 40))
        #expect(fixture.asked == ["a0", "a1", "b0", "b1", "b2"])
    }

    @Test("Index paths and identifiers answer the data shown, nil outside it")
    func queries() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0"], "B": ["b0", "b1"]]))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 1)) == "b1")
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 0, section: 2)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(item: -1, section: 0)) == nil)
        #expect(dataSource.indexPath(for: "b0") == IndexPath(item: 0, section: 1))
        #expect(dataSource.indexPath(for: "zz") == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.sectionIdentifier(for: 2) == nil)
        #expect(dataSource.sectionIdentifier(for: -1) == nil)
        #expect(dataSource.index(for: "B") == 1)
        #expect(dataSource.index(for: "C") == nil)
    }

    @Test("The snapshot kept has no reload marks; a later apply shows the new data at its frames")
    func laterApply() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1", "a2"]]))
        fixture.collectionView.layoutIfNeeded()
        var next = DiffableFixture.snapshot(["A": ["a2", "new", "a0"]])
        next.reloadItems(["a0"])
        dataSource.apply(next, animatingDifferences: false)
        #expect(dataSource.snapshot().itemIdentifiers == ["a2", "new", "a0"])
        #expect(dataSource.snapshot().reloadedItemIdentifiers.isEmpty)
        fixture.collectionView.layoutIfNeeded()
        // a2 first (0), new second (40), a0 third (80); a1 is gone.
        #expect(fixture.frame(of: "a2")?.minY == 0)
        #expect(fixture.frame(of: "new")?.minY == 40)
        #expect(fixture.frame(of: "a0")?.minY == 80)
        #expect(fixture.frame(of: "a1") == nil)
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 3)
    }

    @Test("A later apply is a batch update: moved items keep their cells, inserted and reloaded ones are asked for, the completion runs at the next pass")
    func batchUpdate() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1", "a2"]]))
        fixture.collectionView.layoutIfNeeded()
        let a2Cell = fixture.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        fixture.asked = []
        var completed = false
        dataSource.apply(DiffableFixture.snapshot(["A": ["a2", "new", "a0"]])) { completed = true }
        // The update ran its layout pass; its animations complete at the next one.
        #expect(!completed)
        #expect(fixture.asked == ["new"])
        // a2 moved from 80 to 0, with the cell it had.
        #expect(fixture.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === a2Cell)
        let a2 = fixture.collectionView.lastUpdateAnimations.first { $0.indexPathAfterUpdate == IndexPath(item: 0, section: 0) }
        #expect(a2?.indexPathBeforeUpdate == IndexPath(item: 2, section: 0))
        #expect(a2?.finalAttributes.frame.minY == 0)
        fixture.collectionView.layoutIfNeeded()
        #expect(completed)
        // Reload marks: a second update asks for the marked item again, at its new index path.
        fixture.asked = []
        var reloading = dataSource.snapshot()
        reloading.reloadItems(["a0"])
        dataSource.apply(reloading)
        #expect(fixture.asked == ["a0"])
    }

    @Test("A section provider reading dataSource.snapshot().sectionIdentifiers[sectionIndex] lays out by identifier")
    func sectionProviderReadsSnapshot() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: UICollectionViewLayout())
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        collectionView.collectionViewLayout = UICollectionViewCompositionalLayout { sectionIndex, _ in
            let section = dataSource.snapshot().sectionIdentifiers[sectionIndex]
            return DiffableFixture.rows(height: section == "tall" ? 100 : 50)
        }
        dataSource.apply(DiffableFixture.snapshot(["tall": ["t0"], "short": ["s0"]]))
        collectionView.layoutIfNeeded()
        // t0 is 100 high at 0; s0 50 high at 100.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 100, width: 390, height: 50))
        dataSource.apply(DiffableFixture.snapshot(["short": ["s0"], "tall": ["t0"]]))
        collectionView.layoutIfNeeded()
        // Reversed: s0 50 high at 0, t0 100 high at 50.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 0, y: 50, width: 390, height: 100))
    }

    @Test("A cell provider that answers nil is UIKit's error, reported with its reason; a plain cell is shown")
    func nilCell() {
        let fixture = DiffableFixture()
        fixture.answersNil = true
        let (_, errors) = DiffableDataSourceError.collecting {
            fixture.dataSource.apply(DiffableFixture.snapshot(["A": ["a0"]]))
            fixture.collectionView.layoutIfNeeded()
        }
        #expect(errors.map(\.reason) == [.cellProviderReturnedNil])
        #expect(
            errors.first?.message
                == "UICollectionViewDiffableDataSource cell provider returned nil for index path {length = 2, path = 0 - 0}"
                + " with item identifier 'a0', which is not allowed. You must always return a cell to the collection view:"
                + " <UICollectionView>")
        #expect(fixture.collectionView.visibleCells.count == 1)
    }

    @Test("The count of a section past the end is UIKit's error, answered 0")
    func sectionPastTheEnd() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(["A": ["a0"]]))
        let (count, errors) = DiffableDataSourceError.collecting {
            fixture.dataSource.collectionView(fixture.collectionView, numberOfItemsInSection: 1)
        }
        #expect(count == 0)
        #expect(errors.map(\.message) == ["Invalid parameter not satisfying: section < _impl.numberOfSections"])
    }

    @Test("A supplementary view asked for without a provider is UIKit's error; the view shows none")
    func noSupplementaryProvider() {
        let fixture = DiffableFixture()
        let section = DiffableFixture.rows(height: 40)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        fixture.collectionView.collectionViewLayout = UICollectionViewCompositionalLayout(section: section)
        let (_, errors) = DiffableDataSourceError.collecting {
            fixture.dataSource.apply(DiffableFixture.snapshot(["A": ["a0"]]))
            fixture.collectionView.layoutIfNeeded()
        }
        #expect(errors.map(\.reason) == [.noSupplementaryViewProvider])
        #expect(errors.first?.message.hasPrefix("CollectionView <UICollectionView> requested a supplementary view, but") == true)
        // The cell still shows below the header: 30.
        #expect(fixture.collectionView.visibleCells.first?.frame.minY == 30)
    }

    @Test("Duplicate identifiers and unknown sections are the snapshot's errors; the snapshot applied leaves them out")
    func snapshotMisuseBeforeApply() {
        let fixture = DiffableFixture()
        let (snapshot, errors) = DiffableDataSourceError.collecting {
            var snapshot = DiffableFixture.snapshot(["A": ["a0"]])
            snapshot.appendItems(["x", "x"], toSection: "A")
            snapshot.appendItems(["y"], toSection: "Nowhere")
            return snapshot
        }
        #expect(errors.map(\.reason) == [.duplicateIdentifiers, .sectionNotFound])
        fixture.dataSource.apply(snapshot)
        fixture.collectionView.layoutIfNeeded()
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 1)
    }

    @Test("applySnapshotUsingReloadData lays the new data out before its completion runs")
    func reloadDataApply() {
        let fixture = DiffableFixture()
        fixture.dataSource.apply(DiffableFixture.snapshot(["A": ["a0"]]))
        fixture.collectionView.layoutIfNeeded()
        fixture.asked = []
        var askedAtCompletion: [String] = []
        fixture.dataSource.applySnapshotUsingReloadData(DiffableFixture.snapshot(["A": ["a0", "a1"]])) {
            askedAtCompletion = fixture.asked
        }
        #expect(askedAtCompletion == ["a0", "a1"])
    }

    @Test("The async applies return once the view has the data")
    func asyncApply() async {
        let fixture = DiffableFixture()
        await fixture.dataSource.apply(DiffableFixture.snapshot(["A": ["a0"]]))
        await fixture.dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1"]]), animatingDifferences: false)
        await fixture.dataSource.applySnapshotUsingReloadData(DiffableFixture.snapshot(["A": ["a1"]]))
        #expect(fixture.collectionView.numberOfItems(inSection: 0) == 1)
        #expect(fixture.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0)) == "a1")
    }

    @Test("A snapshot applied from a cell provider takes effect when the view's step ends")
    func reentrantApply() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: DiffableFixture.rows(height: 40)))
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }
        var dataSource: UICollectionViewDiffableDataSource<String, String>?
        var appliedFromProvider = false
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            if !appliedFromProvider {
                appliedFromProvider = true
                dataSource?.apply(DiffableFixture.snapshot(["A": ["a0", "a1", "a2"]]))
                // Still the data the view is showing while it asks.
                #expect(dataSource?.snapshot().numberOfItems == 1)
            }
            return collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource?.apply(DiffableFixture.snapshot(["A": ["a0"]]))
        collectionView.layoutIfNeeded()
        #expect(dataSource?.snapshot().numberOfItems == 3)
        collectionView.layoutIfNeeded()
        #expect(collectionView.numberOfItems(inSection: 0) == 3)
        #expect(collectionView.visibleCells.count == 3)
        // The cell provider holds the variable that holds the data source: clearing it ends
        // the cycle, as app code that captures its data source must.
        dataSource = nil
    }
}
