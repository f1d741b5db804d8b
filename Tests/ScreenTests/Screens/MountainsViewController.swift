import UIKit

/// A searchable list of mountains, in the style of the search screen of Apple's "Implementing
/// Modern Collection Views" sample: the search controller in the navigation item filters the
/// list as the user types, and the list shows the matches sorted by height.
class MountainsViewController: UIViewController {
    enum Section: CaseIterable {
        case main
    }

    struct Mountain: Hashable {
        let name: String
        let height: Int
    }

    let mountains = [
        Mountain(name: "Denali", height: 6_190),
        Mountain(name: "Mont Blanc", height: 4_806),
        Mountain(name: "Matterhorn", height: 4_478),
        Mountain(name: "Mount Kilimanjaro", height: 5_895),
        Mountain(name: "Mount Everest", height: 8_849),
        Mountain(name: "K2", height: 8_611),
        Mountain(name: "Aconcagua", height: 6_961),
        Mountain(name: "Mount Fuji", height: 3_776),
    ]

    let searchController = UISearchController(searchResultsController: nil)
    var mountainsCollectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Mountain>!
    /// The queries the list was filtered for, in order.
    private(set) var queries: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Mountains Search"
        configureHierarchy()
        configureDataSource()
        configureSearch()
        performQuery(with: nil)
    }

    private func configureSearch() {
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Mountains"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    private func createLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.showsSeparators = true
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureHierarchy() {
        let collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(collectionView)
        NSLayoutConstraint.activate([
            collectionView.topAnchor.constraint(equalTo: view.topAnchor),
            collectionView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            collectionView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            collectionView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        mountainsCollectionView = collectionView
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Mountain> { cell, _, mountain in
            var content = cell.defaultContentConfiguration()
            content.text = mountain.name
            content.secondaryText = "\(mountain.height) m"
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: mountainsCollectionView) {
            collectionView, indexPath, mountain in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: mountain)
        }
    }

    func performQuery(with filter: String?) {
        queries.append(filter ?? "")
        let matches = mountains
            .filter { filter?.isEmpty ?? true || $0.name.lowercased().contains(filter?.lowercased() ?? "") }
            .sorted { $0.height > $1.height }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.main])
        snapshot.appendItems(matches)
        dataSource.apply(snapshot, animatingDifferences: true)
    }
}

extension MountainsViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        performQuery(with: searchController.searchBar.text)
    }
}
