import LayoutTestSupport
import Testing
import UIKit

/// Issue 27: four screens written as iOS apps write them (Screens/, `import UIKit`, Swift 5
/// mode, `Selector(method)` for `#selector(method)`) load in a window, appear, and run their
/// own actions headless. Every window is the main screen's: 393 × 852 points at scale 3 (an
/// iPhone 15), no safe area, so a list's layout margins are 20 (a root view on a phone at least
/// 390 wide) and its rows fit their list content: 44 high for one line of body text (the row
/// minimum), 11 + 61/3 + 3 + 43/3 + 11 = 179/3 with a caption 1 line below it.
@MainActor
@Suite("Screens: view controllers from app code, headless")
struct ScreenTests {
    /// Shows `controller` as the root of a window on the main screen and lays it out.
    static func show(_ controller: UIViewController) -> UIWindow {
        // The main screen is the process's, and other tests turn it into other devices
        // (`apply(_:in:)`): these screens run on an iPhone 15's, as an app launched there.
        UIScreen.main.bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
        UIScreen.main.scale = 3
        UIDevice.current.userInterfaceIdiom = .phone
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// The titles of the list cells shown, top to bottom.
    private static func shownTitles(_ collectionView: UICollectionView) -> [String] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap {
            (collectionView.cellForItem(at: $0)?.contentConfiguration as? UIListContentConfiguration)?.text
        }
    }

    @Test("The outline shows its three headers, a tap on a header expands it, and a tap on a leaf opens it")
    func outline() throws {
        let controller = RecordedOutlineViewController()
        let window = Self.show(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.log.calls == firstAppearance)
        let collectionView = try #require(controller.outlineCollectionView)
        #expect(controller.navigationItem.title == "Modern Collection Views")
        // The collection view follows the root view, which fills the window.
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(Self.shownTitles(collectionView) == ["Layouts", "Diffable", "Lists"])
        // Sidebar rows start at the 20-point margin: 393 − 2 × 20 = 353 wide, 44 high.
        expectFrame(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame, 20, 44, 353, 44)
        // A tap anywhere in the "Diffable" header (y 44 … 88) expands it and selects nothing.
        collectionView.simulateTap(at: CGPoint(x: 300, y: 66))
        collectionView.layoutIfNeeded()
        #expect(Self.shownTitles(collectionView) == ["Layouts", "Diffable", "Mountains Search", "Insertion Sort", "Lists"])
        #expect(controller.opened.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems == [])
        // "Mountains Search" is row 2 (y 88 … 132): tapping it opens it; the controller
        // deselects it.
        collectionView.simulateTap(at: CGPoint(x: 100, y: 110))
        #expect(controller.opened == ["Mountains Search"])
        #expect(collectionView.indexPathsForSelectedItems == [])
        // A second tap on the header collapses it again.
        collectionView.simulateTap(at: CGPoint(x: 30, y: 50))
        collectionView.layoutIfNeeded()
        #expect(Self.shownTitles(collectionView) == ["Layouts", "Diffable", "Lists"])
        #expect(collectionView.reportedErrors.isEmpty)
    }

    @Test("Typing in the search bar filters the mountains, tallest first; clearing it shows all eight")
    func searchableList() throws {
        let controller = RecordedMountainsViewController()
        let window = Self.show(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.log.calls == firstAppearance)
        let collectionView = try #require(controller.mountainsCollectionView)
        #expect(controller.navigationItem.searchController === controller.searchController)
        #expect(controller.searchController.searchBar.placeholder == "Search Mountains")
        // All eight, by height: 8,849, 8,611, 6,961, 6,190, 5,895, 4,806, 4,478, 3,776.
        #expect(Self.shownTitles(collectionView) == [
            "Mount Everest", "K2", "Aconcagua", "Denali", "Mount Kilimanjaro", "Mont Blanc", "Matterhorn", "Mount Fuji",
        ])
        // "mo" is in Mount Everest, Mount Kilimanjaro, Mont Blanc and Mount Fuji.
        controller.searchController.searchBar.simulateTyping("mo")
        collectionView.layoutIfNeeded()
        #expect(Self.shownTitles(collectionView) == ["Mount Everest", "Mount Kilimanjaro", "Mont Blanc", "Mount Fuji"])
        // A plain list: full width from y 0; each row shows a name (body, 61/3 high) and a
        // height (caption 1, 43/3) 3 apart within 11-point margins: 22 + 3 + 104/3 = 179/3 high.
        // Mont Blanc is row 2 at 2 × 179/3 = 358/3.
        expectFrame(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame, 0, 358.0 / 3, 393, 179.0 / 3,
            within: .rounding)
        #expect(collectionView.contentSize.width == 393)
        #expect(abs(collectionView.contentSize.height - 4 * 179.0 / 3) < 1e-9)
        // The first query is viewDidLoad's; becoming active asks for results with the empty
        // text, then typing asks after each character: "m", then "mo".
        #expect(controller.queries == ["", "", "m", "mo"])
        controller.searchController.searchBar.simulateClear()
        collectionView.layoutIfNeeded()
        #expect(Self.shownTitles(collectionView).count == 8)
        #expect(controller.queries == ["", "", "m", "mo", ""])
        #expect(collectionView.reportedErrors.isEmpty)
    }

    @Test("The reorderable list edits with its Edit button, moves a task by dragging, deletes one by swiping and adds one")
    func reorderableList() throws {
        let controller = RecordedReorderableListViewController()
        let window = Self.show(controller)
        // `Selector(addTask)` holds the controller, as a method reference does (Selector's
        // documentation): the test takes the button away so that the controller is released.
        defer {
            controller.navigationItem.leftBarButtonItem = nil
            withExtendedLifetime(window) {}
        }
        #expect(controller.log.calls == firstAppearance)
        let collectionView = try #require(controller.collectionView)
        // Inset grouped: 35 points above the first section, rows 20 in from each side.
        expectFrame(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame, 20, 35, 353, 44)
        #expect(!collectionView.isEditing)
        // The Edit button turns editing on for the controller, the view and its cells.
        controller.editButtonItem.simulateTap()
        #expect(controller.isEditing && collectionView.isEditing)
        #expect(collectionView.visibleCells.allSatisfy { $0.configurationState.isEditing })
        // "Buy milk" (row 0, y 35 … 79) is dragged onto row 2 (y 123 … 167).
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 145))
        collectionView.endInteractiveMovement()
        collectionView.layoutIfNeeded()
        #expect(controller.tasks.map(\.title) == ["Walk the dog", "Call mom", "Buy milk", "Water plants", "Pay rent"])
        #expect(Self.shownTitles(collectionView) == controller.tasks.map(\.title))
        controller.editButtonItem.simulateTap()
        #expect(!controller.isEditing && !collectionView.isEditing)
        // A trailing swipe on row 1 ("Call mom") and a tap on its Delete action.
        let row = IndexPath(item: 1, section: 0)
        let actions = try #require(collectionView.simulateSwipe(itemAt: row, from: .trailing))
        #expect(actions.actions.map(\.title) == ["Delete"])
        collectionView.simulateSwipeActionTap(actions.actions[0], onItemAt: row)
        collectionView.layoutIfNeeded()
        #expect(controller.tasks.map(\.title) == ["Walk the dog", "Buy milk", "Water plants", "Pay rent"])
        // The + button adds a task at the end: row 4, y 35 + 4 × 44 = 211.
        controller.navigationItem.leftBarButtonItem?.simulateTap()
        collectionView.layoutIfNeeded()
        #expect(Self.shownTitles(collectionView).last == "New task 1")
        expectFrame(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, 20, 211, 353, 44)
        #expect(collectionView.reportedErrors.isEmpty)
    }

    @Test("A collection view controller loads, appears and lays out in UIKit's order; its nib cell is reported and replaced")
    func collectionViewController() throws {
        let controller = BadgeGridViewController()
        #expect(!controller.isViewLoaded)
        let window = Self.show(controller)
        defer { withExtendedLifetime(window) {} }
        #expect(controller.calls == [
            "loadView", "viewDidLoad", "viewWillAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear",
        ])
        let collectionView = try #require(controller.collectionView)
        #expect(controller.view === collectionView)
        #expect(collectionView.dataSource === controller && collectionView.delegate === controller)
        #expect(controller.title == "Badges")
        // 393 wide, 4-point section insets: 385 for three columns of 385 / 3 = 128⅓, rows as
        // high; each cell 4 in from its item: item 4 (row 1, column 1) at 4 + 128⅓ + 4 = 136⅓,
        // 128⅓ − 8 = 120⅓ square (all on the 3× pixel grid).
        let third: CGFloat = 385.0 / 3.0
        expectFrame(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame, 8 + third, 8 + third,
            third - 8, third - 8, within: .rounding)
        // Sixty badges in twenty rows: 4 + 20 × 128⅓ + 4 = 2,574⅔.
        #expect(abs(collectionView.contentSize.height - (8 + 20 * third)) < 1e-9)
        // Row k's cells span 8 + 128⅓ k … 128⅓ (k + 1): row 6 starts at 778, inside the 852
        // points shown; row 7 starts at 906⅓, below them. Rows 0 … 6: 21 items.
        #expect(collectionView.indexPathsForVisibleItems == (0...20).map { IndexPath(item: $0, section: 0) })
        // Item 0 asked for the nib-registered cell: reported once, shown as a plain cell.
        #expect(collectionView.reportedErrors.count == 1)
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil)
        #expect(collectionView.cellForItem(at: IndexPath(item: 5, section: 0))?.tag == 5)
        // A tap at the middle of item 4: 136⅓ + 120⅓ / 2 = 196.5.
        collectionView.simulateTap(at: CGPoint(x: 196.5, y: 196.5))
        #expect(controller.calls.last == "didSelect Badge 5")
        // Scrolled to y 1,000 (bounds 1,000 … 1,852): row 7's cells end at 128⅓ × 8 = 1,026⅔,
        // row 6's at 898⅓; row 14's start at 8 + 128⅓ × 14 = 1,804⅔, row 15's at 1,933. Rows
        // 7 … 14 are shown: items 21 … 44, each a dequeued registered cell showing its item.
        collectionView.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems == (21...44).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.visibleCells.map(\.tag).sorted() == Array(21...44))
        #expect(collectionView.reportedErrors.count == 1)
    }
}
