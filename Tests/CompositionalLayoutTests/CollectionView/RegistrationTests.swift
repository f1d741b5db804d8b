@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Registering classes, dequeuing views and UIKit's errors around them, reported instead of
/// stopping the process, each with its fallback.
@MainActor
@Suite("Registration and dequeue")
struct RegistrationTests {
    @Test("Registered cells and headers are dequeued for what is shown, at their frames, with their identifiers")
    func registeredViewsAreShown() {
        // Header 0 … 30, rows of 50 from 30: in 0 … 425 rows 0 (30 … 80) to 7 (380 … 430).
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list(headerHeight: 30)), itemCounts: [20])
        let view = host.collectionView
        #expect(host.shownItems() == Array(0...7))
        let cell = view.cellForItem(at: IndexPath(item: 2, section: 0))
        #expect(cell is LoggingCell)
        #expect(cell?.reuseIdentifier == "cell")
        // Row 2: 30 + 2 × 50 = 130.
        expectFrame(cell?.frame, 0, 130, 375, 50)
        #expect(cell?.superview === view)
        let header = view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header is LoggingHeader)
        #expect(header?.reuseIdentifier == "header")
        expectFrame(header?.frame, 0, 0, 375, 30)
        #expect(view.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 1)
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
        #expect(view.indexPath(for: cell ?? UICollectionViewCell()) == IndexPath(item: 2, section: 0))
        #expect(view.indexPath(for: UICollectionViewCell()) == nil)
        #expect(view.reportedErrors.isEmpty)
    }

    @Test("Dequeuing an unregistered identifier is UIKit's error, reported with its text; a plain cell is shown")
    func unregisteredIdentifier() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [2]) { view, _ in
            view.register(nil as AnyClass?, forCellWithReuseIdentifier: "cell")
        }
        let view = host.collectionView
        let error = CollectionViewError(.unregisteredReuseIdentifier(elementKind: "UICollectionElementKindCell", identifier: "cell"))
        #expect(view.reportedErrors == [error, error])
        #expect(
            error.description
                == "could not dequeue a view of kind: UICollectionElementKindCell with identifier cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
        )
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect(cell.map { type(of: $0) == UICollectionViewCell.self } == true)
        expectFrame(cell?.frame, 0, 50, 375, 50)
        #expect(cell?.reuseIdentifier == nil)
    }

    @Test("Registering a class that is not a cell for cells is reported; a plain cell is shown")
    func wrongClass() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [1]) { view, _ in
            view.register(LoggingHeader.self, forCellWithReuseIdentifier: "cell")
        }
        #expect(host.collectionView.reportedErrors == [CollectionViewError(.notAReusableViewClass(elementKind: "UICollectionElementKindCell", identifier: "cell"))])
        #expect(host.collectionView.visibleCells.count == 1)
    }

    /// A data source that returns cells it made itself, or dequeues twice, or nothing else.
    final class MisbehavingSource: UICollectionViewDataSource {
        enum Mode { case makesOwnCell, dequeuesTwice }
        let mode: Mode
        var spare: UICollectionViewCell?
        init(_ mode: Mode) { self.mode = mode }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            switch mode {
            case .makesOwnCell:
                return UICollectionViewCell()
            case .dequeuesTwice:
                spare = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                return collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
    }

    @Test("A cell that was not dequeued is UIKit's error; it is shown anyway, placed, and never reused")
    func cellNotDequeued() {
        let source = MisbehavingSource(.makesOwnCell)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.list()))
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.reportedErrors.map(\.reason) == [.cellNotDequeued(indexPath: IndexPath(item: 0, section: 0))])
        #expect(view.reportedErrors.first?.description.hasPrefix("the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier") == true)
        expectFrame(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame, 0, 0, 375, 50)
    }

    @Test("A second cell dequeued in one request is UIKit's error; it goes back to the queue and the returned one is shown")
    func dequeuedTwice() {
        let source = MisbehavingSource(.dequeuesTwice)
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.list()))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.reportedErrors.map(\.reason) == [.dequeuedViewNotReturned(elementKind: "UICollectionElementKindCell", indexPath: IndexPath(item: 0, section: 0))])
        #expect(view.visibleCells.count == 1)
        #expect(view.visibleCells.first !== source.spare)
        #expect(view.viewStore.queuedCount == 1)
    }

    @Test("Dequeuing outside a request is UIKit's error; the cell returned works and waits in its queue")
    func dequeueOutsideRequest() {
        let host = ViewHost(UICollectionViewCompositionalLayout(section: ViewFixtures.list()), itemCounts: [3])
        let view = host.collectionView
        let made = LoggingCell.created
        let cell = view.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 1, section: 0))
        #expect(LoggingCell.created == made + 1)
        #expect(cell is LoggingCell)
        expectFrame(cell.frame, 0, 50, 375, 50)
        #expect(view.reportedErrors.map(\.reason) == [.dequeuedViewNotReturned(elementKind: "UICollectionElementKindCell", indexPath: IndexPath(item: 1, section: 0))])
        #expect(view.reportedErrors.first?.description.hasPrefix("Expected dequeued view to be returned to the collection view in preparation for display.") == true)
        #expect(view.viewStore.queuedCount == 1)
    }

    @Test("A data source with cells but no supplementary method is UIKit's error for each header; a plain view is shown")
    func missingSupplementaryMethod() {
        final class CellsOnly: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
        }
        let source = CellsOnly()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.list(headerHeight: 30)))
        view.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        view.dataSource = source
        view.layoutIfNeeded()
        let header = IndexPath(item: 0, section: 0)
        #expect(view.reportedErrors.map(\.reason) == [.supplementaryViewNotDequeued(elementKind: UICollectionView.elementKindSectionHeader, indexPath: header)])
        #expect(
            view.reportedErrors.first?.description
                == "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,{length = 2, path = 0 - 0}) was not retrieved by calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"
        )
        expectFrame(view.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: header)?.frame, 0, 0, 375, 30)
    }

    @Test("A data source that only counts makes the view layout only: no views, the same visible items as the layout")
    func layoutOnlyDataSource() {
        // (An app's data source that only counts is asked for one cell, whose default answer
        // makes the view layout only: see the re-entrancy tests' counting data sources.)
        let layout = UICollectionViewCompositionalLayout(section: ViewFixtures.list(headerHeight: 30))
        let host = TestHost(layout, itemCounts: [20], height: 425)
        let view = host.collectionView
        #expect(view.subviews.isEmpty)
        #expect(view.visibleCells.isEmpty)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        #expect(view.indexPathsForVisibleItems.map(\.item) == Array(0...7))
        #expect(view.indexPathsForVisibleSupplementaryElements(ofKind: UICollectionView.elementKindSectionHeader) == [IndexPath(item: 0, section: 0)])
        // Row 3 is at 30 + 150 = 180 … 230.
        #expect(view.indexPathForItem(at: CGPoint(x: 10, y: 200)) == IndexPath(item: 3, section: 0))
        #expect(view.reportedErrors.isEmpty)
        // The package's count-only data source is known to answer no cells: none is asked for.
        #expect(view.viewStore.counts.requested == 0)
    }

    @Test("Cell and supplementary registrations register their class on first use and configure each view")
    func registrations() {
        final class Source: UICollectionViewDataSource {
            let titles = ["a", "b", "c"]
            var configured: [String] = []
            lazy var cells = UICollectionView.CellRegistration<LoggingCell, String> { [unowned self] cell, indexPath, title in
                configured.append("\(title) \(name(indexPath)) \(type(of: cell))")
            }
            lazy var headers = UICollectionView.SupplementaryRegistration<LoggingHeader>(
                elementKind: UICollectionView.elementKindSectionHeader
            ) { [unowned self] header, kind, indexPath in
                configured.append("header \(name(indexPath)) \(kind == UICollectionView.elementKindSectionHeader)")
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: titles[indexPath.item])
            }
            func collectionView(
                _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
            ) -> UICollectionReusableView {
                collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        let source = Source()
        _ = source.cells
        _ = source.headers
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.list(headerHeight: 30)))
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(source.configured == ["a 0-0 LoggingCell", "b 0-1 LoggingCell", "c 0-2 LoggingCell", "header 0-0 true"])
        #expect(view.reportedErrors.isEmpty)
        // Item 1 below the 30-point header: 30 + 50.
        expectFrame(view.cellForItem(at: IndexPath(item: 1, section: 0))?.frame, 0, 80, 375, 50)
    }

    @Test("A registration created inside the data source's request is UIKit's error; it still works")
    func registrationCreatedInsideRequest() {
        final class Source: UICollectionViewDataSource {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 1 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                let registration = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, value in cell.tag = value }
                return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: 7)
            }
        }
        let source = Source()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 425),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.list()))
        view.dataSource = source
        view.layoutIfNeeded()
        #expect(view.reportedErrors.map(\.reason) == [.registrationCreatedDuringRequest(elementKind: "UICollectionElementKindCell")])
        #expect(view.reportedErrors.first?.description.hasPrefix("Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath:") == true)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.tag == 7)
    }

    @Test("Decoration views come from the layout's registration, at the layout's frames")
    func decorations() {
        final class Background: UICollectionReusableView {}
        let section = ViewFixtures.list()
        section.decorationItems = [NSCollectionLayoutDecorationItem.background(elementKind: "background")]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(Background.self, forDecorationViewOfKind: "background")
        let host = ViewHost(layout, itemCounts: [3])
        let backgrounds = host.collectionView.subviews.filter { $0 is Background }
        // The background covers the section: 3 rows of 50.
        #expect(backgrounds.count == 1)
        expectFrame(backgrounds.first?.frame, 0, 0, 375, 150)
        #expect((backgrounds.first as? UICollectionReusableView)?.reuseIdentifier == nil)
    }
}
