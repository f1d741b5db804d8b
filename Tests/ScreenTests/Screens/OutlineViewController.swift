import UIKit

/// A menu shown as an outline, in the style of the outline screen of Apple's "Implementing
/// Modern Collection Views" sample: header rows expand to their children when tapped anywhere,
/// and a tap on a leaf row records it as opened.
class OutlineViewController: UIViewController {
    enum Section {
        case main
    }

    /// A row of the menu: a title and, for a header, its children.
    final class MenuItem: Hashable {
        let title: String
        let children: [MenuItem]
        private let identifier = UUID()

        init(_ title: String, children: [MenuItem] = []) {
            self.title = title
            self.children = children
        }

        static func == (lhs: MenuItem, rhs: MenuItem) -> Bool {
            lhs.identifier == rhs.identifier
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<Section, MenuItem>! = nil
    var outlineCollectionView: UICollectionView! = nil
    /// The leaf rows tapped, in order.
    private(set) var opened: [String] = []

    let menu = [
        MenuItem("Layouts", children: [
            MenuItem("Grids", children: [MenuItem("Grid"), MenuItem("Inset Items Grid"), MenuItem("Two-Column Grid")]),
            MenuItem("Orthogonal Sections"),
        ]),
        MenuItem("Diffable", children: [MenuItem("Mountains Search"), MenuItem("Insertion Sort")]),
        MenuItem("Lists", children: [MenuItem("Simple List"), MenuItem("Reorderable List")]),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Modern Collection Views"
        configureCollectionView()
        configureDataSource()
    }

    private func configureCollectionView() {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: generateLayout())
        view.addSubview(collectionView)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        outlineCollectionView = collectionView
    }

    private func generateLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
            configuration.showsSeparators = false
            configuration.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
        }
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, MenuItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            content.textProperties.font = .preferredFont(forTextStyle: .headline)
            cell.contentConfiguration = content
            let disclosureOptions = UICellAccessory.OutlineDisclosureOptions(style: .header)
            cell.accessories = [.outlineDisclosure(options: disclosureOptions)]
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
        }
        let leafRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, MenuItem> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.backgroundConfiguration = UIBackgroundConfiguration.clear()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, MenuItem>(collectionView: outlineCollectionView) {
            collectionView, indexPath, item -> UICollectionViewCell? in
            if item.children.isEmpty {
                return collectionView.dequeueConfiguredReusableCell(using: leafRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
        }
        dataSource.apply(initialSnapshot(), to: .main, animatingDifferences: false)
    }

    private func initialSnapshot() -> NSDiffableDataSourceSectionSnapshot<MenuItem> {
        var snapshot = NSDiffableDataSourceSectionSnapshot<MenuItem>()
        func add(_ items: [MenuItem], to parent: MenuItem?) {
            snapshot.append(items, to: parent)
            for item in items where !item.children.isEmpty {
                add(item.children, to: item)
            }
        }
        add(menu, to: nil)
        return snapshot
    }
}

extension OutlineViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        opened.append(item.title)
    }
}
