@testable import CompositionalLayout
import LayoutTestSupport
import Testing

/// Issue 27 §3: swipe actions driven headless — the list's providers are asked for a row's
/// actions, and an action's handler runs with a completion handler, as a swipe and a tap would.
@MainActor
@Suite("Swipe actions")
struct SwipeActionTests {
    /// A plain list of `items` whose trailing actions are Delete (destructive: deletes the row
    /// through a snapshot, then completes with true) and Flag (completes later, when the test
    /// calls `pendingFlag`), except for "locked", which has none; its leading action is Pin,
    /// not performed by a full swipe.
    @MainActor
    final class SwipeScreen {
        let collectionView: UICollectionView
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var log: [String] = []
        var pendingFlag: ((Bool) -> Void)?

        init(items: [String]) {
            var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
            collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: UICollectionViewLayout())
            configuration.trailingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                guard let item = dataSource.itemIdentifier(for: indexPath), item != "locked" else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { [unowned self] _, sourceView, completion in
                    log.append("delete \(item) from \(type(of: sourceView))")
                    var snapshot = dataSource.snapshot()
                    snapshot.deleteItems([item])
                    dataSource.apply(snapshot, animatingDifferences: false)
                    completion(true)
                }
                let flag = UIContextualAction(style: .normal, title: "Flag") { [unowned self] _, _, completion in
                    log.append("flag \(item)")
                    pendingFlag = completion
                }
                flag.image = UIImage(systemName: "flag")
                return UISwipeActionsConfiguration(actions: [delete, flag])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { [unowned self] indexPath in
                let pin = UIContextualAction(style: .normal, title: "Pin") { [unowned self] _, _, completion in
                    log.append("pin \(indexPath.item)")
                    completion(true)
                }
                let actions = UISwipeActionsConfiguration(actions: [pin])
                actions.performsFirstActionWithFullSwipe = false
                return actions
            }
            collectionView.collectionViewLayout = UICollectionViewCompositionalLayout.list(using: configuration)
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(items)
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }

        /// The texts of the cells shown, in order.
        var shownTexts: [String] {
            collectionView.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        }
    }

    @Test("A swipe asks the provider of its edge for the row's actions, with their stored properties")
    func revealedActions() throws {
        let screen = SwipeScreen(items: ["a", "b", "locked"])
        let trailing = try #require(screen.collectionView.simulateSwipe(itemAt: IndexPath(item: 1, section: 0), from: .trailing))
        #expect(trailing.actions.map(\.title) == ["Delete", "Flag"])
        #expect(trailing.actions.map(\.style) == [.destructive, .normal])
        #expect(trailing.actions[0].backgroundColor == .systemRed)
        #expect(trailing.actions[1].backgroundColor == .systemGray)
        #expect(trailing.actions[0].image == nil)
        #expect(trailing.actions[1].image == UIImage(systemName: "flag"))
        #expect(trailing.performsFirstActionWithFullSwipe)
        let leading = try #require(screen.collectionView.simulateSwipe(itemAt: IndexPath(item: 0, section: 0), from: .leading))
        #expect(leading.actions.map(\.title) == ["Pin"])
        #expect(!leading.performsFirstActionWithFullSwipe)
        #expect(screen.log.isEmpty)
    }

    @Test("No actions: a provider answering nil, an item that does not exist, a section that is not a list")
    func noActions() {
        let screen = SwipeScreen(items: ["a", "locked"])
        let view = screen.collectionView
        #expect(view.simulateSwipe(itemAt: IndexPath(item: 1, section: 0), from: .trailing) == nil)
        #expect(view.simulateFullSwipe(itemAt: IndexPath(item: 1, section: 0), from: .trailing) == nil)
        #expect(view.simulateSwipe(itemAt: IndexPath(item: 2, section: 0), from: .trailing) == nil)
        #expect(view.simulateSwipe(itemAt: IndexPath(item: 0, section: 1), from: .leading) == nil)
        #expect(view.simulateSwipe(itemAt: IndexPath(index: 0), from: .leading) == nil)
        let grid = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: Fixtures.rows(height: 40)))
        let counts = FixedCountDataSource([1])
        grid.dataSource = counts
        grid.layoutIfNeeded()
        #expect(grid.simulateSwipe(itemAt: IndexPath(item: 0, section: 0), from: .trailing) == nil)
    }

    @Test("Tapping a destructive action runs its handler, which deletes the row through a snapshot, and completes with true")
    func destructiveAction() throws {
        let screen = SwipeScreen(items: ["a", "b", "c"])
        let view = screen.collectionView
        let indexPath = IndexPath(item: 1, section: 0)
        let delete = try #require(view.simulateSwipe(itemAt: indexPath, from: .trailing)?.actions.first)
        let result = view.simulateSwipeActionTap(delete, onItemAt: indexPath)
        #expect(result.actionPerformed == true)
        #expect(result.callCount == 1)
        // The row's shown cell was the source view.
        #expect(screen.log == ["delete b from UICollectionViewListCell"])
        view.layoutIfNeeded()
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["a", "c"])
        #expect(screen.shownTexts == ["a", "c"])
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }

    @Test("A completion called after the handler returned is recorded then")
    func laterCompletion() throws {
        let screen = SwipeScreen(items: ["a"])
        let flag = try #require(screen.collectionView.simulateSwipe(itemAt: IndexPath(item: 0, section: 0), from: .trailing)?.actions.last)
        let result = screen.collectionView.simulateSwipeActionTap(flag, onItemAt: IndexPath(item: 0, section: 0))
        #expect(result.actionPerformed == nil)
        screen.pendingFlag?(false)
        #expect(result.actionPerformed == false)
        #expect(result.callCount == 1)
        #expect(screen.log == ["flag a"])
    }

    @Test("A full swipe performs the first action only when the configuration allows it")
    func fullSwipe() throws {
        let screen = SwipeScreen(items: ["a", "b"])
        let view = screen.collectionView
        #expect(view.simulateFullSwipe(itemAt: IndexPath(item: 0, section: 0), from: .leading) == nil)
        let result = try #require(view.simulateFullSwipe(itemAt: IndexPath(item: 0, section: 0), from: .trailing))
        #expect(result.actionPerformed == true)
        #expect(screen.log == ["delete a from UICollectionViewListCell"])
        #expect(screen.dataSource.snapshot().itemIdentifiers == ["b"])
    }

    @Test("An action's background color reads its style's until set, and again after nil is set")
    func backgroundColor() {
        let action = UIContextualAction(style: .normal, title: nil) { _, _, _ in }
        #expect(action.backgroundColor == .systemGray)
        action.backgroundColor = .systemBlue
        #expect(action.backgroundColor == .systemBlue)
        action.backgroundColor = nil
        #expect(action.backgroundColor == .systemGray)
        action.title = "Archive"
        #expect(action.title == "Archive")
    }
}
