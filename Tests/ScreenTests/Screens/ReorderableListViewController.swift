import UIKit

/// A to-do list the user reorders and deletes from, in the style of the reorderable list of
/// Apple's "Implementing Modern Collection Views" sample: the Edit button shows the reorder
/// controls, a drag moves a task, a trailing swipe deletes one, and a bar button adds one.
class ReorderableListViewController: UIViewController {
    enum Section {
        case tasks
    }

    struct Task: Hashable {
        let title: String
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Task>!
    /// The tasks in the order the user left them.
    private(set) var tasks = ["Buy milk", "Walk the dog", "Call mom", "Water plants", "Pay rent"].map(Task.init)
    private(set) var added = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Tasks"
        navigationItem.rightBarButtonItem = editButtonItem
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector(addTask))
        configureCollectionView()
        configureDataSource()
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    func addTask() {
        added += 1
        let task = Task(title: "New task \(added)")
        tasks.append(task)
        var snapshot = dataSource.snapshot()
        snapshot.appendItems([task], toSection: .tasks)
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    private func configureCollectionView() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
            guard let self, let task = self.dataSource.itemIdentifier(for: indexPath) else { return nil }
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                self.delete(task)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Task> { cell, _, task in
            var content = cell.defaultContentConfiguration()
            content.text = task.title
            cell.contentConfiguration = content
            cell.accessories = [.reorder(displayed: .whenEditing), .delete(displayed: .whenEditing)]
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Task>(collectionView: collectionView) {
            collectionView, indexPath, task in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: task)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            self.tasks = transaction.finalSnapshot.itemIdentifiers
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Task>()
        snapshot.appendSections([.tasks])
        snapshot.appendItems(tasks)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func delete(_ task: Task) {
        tasks.removeAll { $0 == task }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([task])
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}
