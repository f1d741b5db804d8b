import UIKit

/// A grid screen written as a `UICollectionViewController` subclass, as older apps are: its
/// cells are registered by class, except a featured cell registered from a nib, which cannot be
/// loaded headless.
class BadgeGridViewController: UICollectionViewController {
    static let plainIdentifier = "badge-cell"
    static let featuredIdentifier = "featured-cell"

    let badges = (1...60).map { "Badge \($0)" }
    /// The lifecycle calls the controller received, in order.
    private(set) var calls: [String] = []

    init() {
        super.init(collectionViewLayout: BadgeGridViewController.makeLayout())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Three square badges a row, 8 points apart and 8 points in from the edges.
    static func makeLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / 3.0)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        return UICollectionViewCompositionalLayout(section: section)
    }

    override func loadView() {
        calls.append("loadView")
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        calls.append("viewDidLoad")
        title = "Badges"
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: Self.plainIdentifier)
        collectionView.register(UINib(nibName: "FeaturedBadgeCell", bundle: nil), forCellWithReuseIdentifier: Self.featuredIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        calls.append("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        calls.append("viewDidAppear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if calls.last != "viewWillLayoutSubviews" { calls.append("viewWillLayoutSubviews") }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if calls.last != "viewDidLayoutSubviews" { calls.append("viewDidLayoutSubviews") }
    }

    override func numberOfSections(in collectionView: UICollectionView) -> Int {
        1
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        badges.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let identifier = indexPath.item == 0 ? Self.featuredIdentifier : Self.plainIdentifier
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
        cell.tag = indexPath.item
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        calls.append("didSelect \(badges[indexPath.item])")
    }
}
