@testable import CompositionalLayout
import Testing

/// A data source of titled rows that moves its titles when the view tells it to.
@MainActor
private final class MovableRows: UICollectionViewDataSource {
    var titles: [String]
    var movable: Set<String>?
    var moves: [String] = []
    private let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }

    init(_ titles: [String]) { self.titles = titles }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { titles.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: titles[indexPath.item])
    }

    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        movable.map { $0.contains(titles[indexPath.item]) } ?? true
    }

    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        titles.insert(titles.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

/// A data source that, asked whether row 0 may move, starts moving row 2 from inside, and
/// whose `moveItemAt` ends the movement again from inside.
@MainActor
private final class ReenteringRows: UICollectionViewDataSource {
    weak var view: UICollectionView?
    var moves: [String] = []
    private let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        if indexPath.item == 0 { view?.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)) }
        return true
    }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)→\(destinationIndexPath.item)")
        view?.endInteractiveMovement()
    }
}

/// A data source whose rows cannot move: it has no `moveItemAt`.
@MainActor
private final class FixedRows: UICollectionViewDataSource {
    private let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 5 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }
}

/// A delegate that keeps moving items out of the first row.
@MainActor
private final class KeepsFirstRow: NSObject, UICollectionViewDelegate {
    func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        proposedIndexPath.item == 0 ? IndexPath(item: 1, section: 0) : proposedIndexPath
    }
}

@MainActor
@Suite("Collection view: editing mode and interactive movement")
struct EditingAndMovementTests {
    /// A 100 × 250 view of full-width rows 50 high: item k spans y 50k … 50k + 50, its middle at
    /// 50k + 25; five rows fill it.
    private static func view(_ dataSource: UICollectionViewDataSource) -> UICollectionView {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 250), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return view
    }

    private static func middle(of item: Int) -> CGPoint { CGPoint(x: 50, y: 50 * CGFloat(item) + 25) }

    @Test("Editing mode reaches the cells shown and those shown later; taps select only when allowed during editing")
    func editingMode() {
        let rows = MovableRows((0..<8).map { "r\($0)" })
        let view = Self.view(rows)
        #expect(!view.isEditing && !view.allowsSelectionDuringEditing && !view.allowsMultipleSelectionDuringEditing)
        view.isEditing = true
        // Rows 0 … 5: row 5 only touches the bottom edge (250), which counts as UIKit's
        // CGRectIntersectsRect counts it.
        #expect(view.indexPathsForVisibleItems.count == 6)
        #expect(view.visibleCells.allSatisfy { $0.configurationState.isEditing })
        // Rows 5 … 7 come in when the view scrolls down by 150 (rows 3 … 7 shown).
        view.contentOffset = CGPoint(x: 0, y: 150)
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 7, section: 0))?.configurationState.isEditing == true)
        // Row 4 spans 200 … 250: a tap at its middle (225) does nothing while editing …
        #expect(view.simulateTap(at: Self.middle(of: 4)) == nil)
        #expect(view.indexPathsForSelectedItems == [])
        // … until selection during editing is allowed.
        view.allowsSelectionDuringEditing = true
        #expect(view.simulateTap(at: Self.middle(of: 4)) == IndexPath(item: 4, section: 0))
        view.isEditing = false
        #expect(view.cellForItem(at: IndexPath(item: 7, section: 0))?.configurationState.isEditing == false)
        #expect(view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
    }

    @Test("A movement from row 0 to the row under the finger tells the data source once, and the cell moves with its item")
    func movement() throws {
        let rows = MovableRows(["a", "b", "c", "d", "e"])
        let view = Self.view(rows)
        let lifted = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(lifted.configurationState.isReordering)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        // The finger passes row 2 (y 125) and stops on row 3 (y 175); a point below the rows
        // (y 400) keeps row 3.
        view.updateInteractiveMovementTargetPosition(Self.middle(of: 2))
        view.updateInteractiveMovementTargetPosition(Self.middle(of: 3))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 50, y: 400))
        #expect(rows.moves.isEmpty)
        view.endInteractiveMovement()
        #expect(rows.moves == ["0→3"])
        #expect(rows.titles == ["b", "c", "d", "a", "e"])
        view.layoutIfNeeded()
        // The lifted cell now shows item 3, at y 3 × 50 = 150; b moved up to row 0.
        #expect(view.cellForItem(at: IndexPath(item: 3, section: 0)) === lifted)
        #expect(lifted.frame == CGRect(x: 0, y: 150, width: 100, height: 50))
        #expect(!lifted.configurationState.isReordering)
        #expect(view.reportedErrors.isEmpty)
    }

    @Test("Items the data source keeps in place do not start; a cancelled or unmoved movement tells nobody")
    func refusedAndCancelled() throws {
        let rows = MovableRows(["a", "b", "c"])
        rows.movable = ["b"]
        let view = Self.view(rows)
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.updateInteractiveMovementTargetPosition(Self.middle(of: 2))
        view.cancelInteractiveMovement()
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        view.endInteractiveMovement()
        #expect(rows.moves.isEmpty && rows.titles == ["a", "b", "c"])
    }

    @Test("The delegate's target index path replaces the proposed one")
    func delegateRetargets() {
        let rows = MovableRows(["a", "b", "c"])
        let delegate = KeepsFirstRow()
        let view = Self.view(rows)
        view.delegate = delegate
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0)))
        view.updateInteractiveMovementTargetPosition(Self.middle(of: 0))
        view.endInteractiveMovement()
        // Row 0 was proposed; the delegate answered row 1.
        #expect(rows.moves == ["2→1"])
        #expect(rows.titles == ["a", "c", "b"])
    }

    @Test("Callbacks that begin or end a movement from inside it neither nest nor repeat the move")
    func reenteringCallbacks() {
        let rows = ReenteringRows()
        let view = Self.view(rows)
        rows.view = view
        // Asked about row 0, the data source started moving row 2: that movement stands.
        #expect(!view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.hasUncommittedUpdates)
        // Row 0's middle is y 25: row 2 goes to row 0. moveItemAt's own end call is ignored.
        view.updateInteractiveMovementTargetPosition(Self.middle(of: 0))
        view.endInteractiveMovement()
        #expect(rows.moves == ["2→0"])
        #expect(!view.hasUncommittedUpdates)
        #expect(view.reportedErrors.isEmpty)
    }

    @Test("A data source without moveItemAt leaves every cell where it was")
    func dataSourceWithoutMoves() throws {
        let rows = FixedRows()
        let view = Self.view(rows)
        defer { withExtendedLifetime(rows) {} }
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(Self.middle(of: 4))
        view.endInteractiveMovement()
        view.layoutIfNeeded()
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0)) === first)
        #expect(view.reportedErrors.isEmpty)
    }

    @Test("A diffable data source's reordering changes its data once, tells its handlers, and the view shows the move")
    func diffableReordering() {
        let fixture = DiffableFixture()
        let dataSource = fixture.dataSource
        let view = fixture.collectionView
        dataSource.apply(DiffableFixture.snapshot(["A": ["a0", "a1", "a2", "a3"]]))
        view.layoutIfNeeded()
        var heard: [[String]] = []
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { heard.append($0.finalSnapshot.itemIdentifiers) }
        // Rows are 40 high: a3 spans 120 … 160; the finger drops a0 on row 2 (y 100).
        #expect(view.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        view.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 100))
        view.endInteractiveMovement()
        view.layoutIfNeeded()
        #expect(heard == [["a1", "a2", "a0", "a3"]])
        #expect(dataSource.snapshot().itemIdentifiers == ["a1", "a2", "a0", "a3"])
        #expect(view.numberOfItems(inSection: 0) == 4)
        // a0 is row 2: y 2 × 40 = 80.
        #expect(fixture.frame(of: "a0") == CGRect(x: 0, y: 80, width: 390, height: 40))
        #expect(view.reportedErrors.isEmpty)
    }
}

/// Records what a prefetch data source is told.
@MainActor
private final class PrefetchLog: UICollectionViewDataSourcePrefetching {
    var events: [String] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        events.append("prefetch \(indexPaths.map(\.item))")
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        events.append("cancel \(indexPaths.map(\.item))")
    }
}

@MainActor
@Suite("Collection view: prefetching and the background view")
struct PrefetchingAndBackgroundTests {
    /// A 100 × 200 view of rows 50 high over 20 items (content 1,000 high).
    private static func view() -> (UICollectionView, FixedCountDataSource) {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 200), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        let dataSource = FixedCountDataSource([20])
        view.dataSource = dataSource
        return (view, dataSource)
    }

    @Test("Items within one screen of the bounds are prefetched once, and cancelled when they fall out of reach unseen")
    func prefetching() {
        let (view, dataSource) = Self.view()
        defer { withExtendedLifetime(dataSource) {} }
        let log = PrefetchLog()
        view.prefetchDataSource = log
        view.layoutIfNeeded()
        // Bounds 0 … 200 show rows 0 … 4 (row 4 touches 200); one screen ahead reaches 400:
        // rows 5 … 8 are expected (row 8 touches 400).
        #expect(log.events == ["prefetch [5, 6, 7, 8]"])
        // Scrolled down to 200 … 400: rows 3 … 8 shown (3 and 8 touch the edges), so 5 … 8
        // leave the expected set silently; the reach 200 … 600 expects 9 … 12.
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        #expect(log.events.last == "prefetch [9, 10, 11, 12]")
        // Scrolled down to 600 … 800: rows 11 … 16 shown; the reach 600 … 1,000 expects
        // 17 … 19. Rows 9 and 10 were expected, were never shown and are out of reach.
        view.contentOffset = CGPoint(x: 0, y: 600)
        view.layoutIfNeeded()
        #expect(log.events.suffix(2) == ["cancel [9, 10]", "prefetch [17, 18, 19]"])
        // Scrolled back up to 400 … 600: rows 7 … 12 shown; the reach now lies behind,
        // 200 … 600, expecting 3 … 6; 17 … 19 are out of reach.
        view.contentOffset = CGPoint(x: 0, y: 400)
        view.layoutIfNeeded()
        #expect(log.events.suffix(2) == ["cancel [17, 18, 19]", "prefetch [3, 4, 5, 6]"])
        view.isPrefetchingEnabled = false
        view.contentOffset = CGPoint(x: 0, y: 0)
        view.layoutIfNeeded()
        #expect(log.events.count == 6)
    }

    @Test("The background view is the back-most subview and fills the bounds wherever the view scrolls")
    func backgroundView() throws {
        let (view, dataSource) = Self.view()
        defer { withExtendedLifetime(dataSource) {} }
        let background = UIView()
        view.backgroundView = background
        view.layoutIfNeeded()
        #expect(view.subviews.first === background)
        #expect(background.frame == CGRect(x: 0, y: 0, width: 100, height: 200))
        view.contentOffset = CGPoint(x: 0, y: 300)
        view.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 300, width: 100, height: 200))
        // Rows 5 … 10 meet the bounds 300 … 500 (rows 5 and 10 touch them).
        #expect(view.indexPathsForVisibleItems.count == 6)
        view.backgroundView = nil
        #expect(background.superview == nil)
    }
}

/// A delegate answering context menus the pre-iOS 16 way, and hearing primary actions.
@MainActor
private final class MenuDelegate: NSObject, UICollectionViewDelegate {
    var primaryActions: [Int] = []
    func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
            UIMenu(title: "Row \(indexPath.item)", children: [UIAction(title: "Share") { _ in }])
        }
    }
    func collectionView(_ collectionView: UICollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {
        primaryActions.append(indexPath.item)
    }
}

@MainActor
@Suite("Collection view: context menus and primary actions")
struct ContextMenuTests {
    @Test("A long press asks for the item's menu through the iOS 16 method, which falls back to the older one")
    func contextMenu() throws {
        let rows = MovableRows(["a", "b", "c"])
        let delegate = MenuDelegate()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 250), collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.dataSource = rows
        view.delegate = delegate
        view.layoutIfNeeded()
        // Row 1 spans y 50 … 100.
        let menu = try #require(view.simulateContextMenu(at: CGPoint(x: 10, y: 75))?.menu)
        #expect(menu.title == "Row 1")
        #expect(menu.children.compactMap { ($0 as? UIAction)?.title } == ["Share"])
        // Below the three rows (y 200) there is no item: no menu.
        #expect(view.simulateContextMenu(at: CGPoint(x: 10, y: 200)) == nil)
        // A tap selects row 2 and then performs its primary action; not while editing.
        view.simulateTap(at: CGPoint(x: 10, y: 125))
        view.isEditing = true
        view.allowsSelectionDuringEditing = true
        view.simulateTap(at: CGPoint(x: 10, y: 25))
        #expect(delegate.primaryActions == [2])
    }
}
