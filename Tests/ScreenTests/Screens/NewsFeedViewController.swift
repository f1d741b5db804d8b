import UIKit

/// A feed of conference news, in the style of the news-feed screen of Apple's "Implementing
/// Modern Collection Views" sample: full-width cards estimated at 100 points that size
/// themselves from their cells' constraints, with no size provider: a title, a date and a body
/// of several lines stacked down the content view, 10 points apart, above a hairline separator.
class NewsFeedViewController: UIViewController {
    enum Section {
        case main
    }

    struct NewsItem: Hashable {
        let title: String
        let date: String
        let body: String
    }

    /// Twelve sessions whose bodies have one, two and three lines in turn.
    static let news = (0..<12).map { index in
        NewsItem(title: "Session \(index + 1)", date: "June \(8 + index % 5)", body: bodies[index % 3])
    }

    static let bodies = [
        "Doors open at 9.",
        "Book a lab.\nBring your code.",
        "Every session is online.\nWatch anywhere.\nAsk questions.",
    ]

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, NewsItem>!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Conference News Feed"
        configureHierarchy()
        configureDataSource()
    }

    static func createLayout() -> UICollectionViewLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        section.interGroupSpacing = 10
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        let registration = UICollectionView.CellRegistration<NewsFeedCell, NewsItem> { cell, _, item in
            cell.titleLabel.text = item.title
            cell.dateLabel.text = item.date
            cell.bodyLabel.text = item.body
        }
        dataSource = UICollectionViewDiffableDataSource<Section, NewsItem>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, NewsItem>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.news)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}

/// A news card: title, date and body labels down the content view, 10 points apart and 10
/// points in from its edges, and a one-point separator at the bottom.
class NewsFeedCell: UICollectionViewCell {
    let titleLabel = UILabel()
    let dateLabel = UILabel()
    let bodyLabel = UILabel()
    let separatorView = UIView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func configure() {
        titleLabel.font = UIFont.preferredFont(forTextStyle: .title2)
        titleLabel.adjustsFontForContentSizeCategory = true
        titleLabel.numberOfLines = 0
        dateLabel.font = UIFont.preferredFont(forTextStyle: .caption1)
        dateLabel.adjustsFontForContentSizeCategory = true
        dateLabel.textColor = .secondaryLabel
        bodyLabel.font = UIFont.preferredFont(forTextStyle: .body)
        bodyLabel.adjustsFontForContentSizeCategory = true
        bodyLabel.numberOfLines = 0
        separatorView.backgroundColor = .separator

        for view in [titleLabel, dateLabel, bodyLabel, separatorView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let inset: CGFloat = 10
        NSLayoutConstraint.activate([
            titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            dateLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            dateLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            dateLabel.topAnchor.constraint(equalTo: titleLabel.bottomAnchor, constant: inset),
            bodyLabel.leadingAnchor.constraint(equalTo: titleLabel.leadingAnchor),
            bodyLabel.trailingAnchor.constraint(equalTo: titleLabel.trailingAnchor),
            bodyLabel.topAnchor.constraint(equalTo: dateLabel.bottomAnchor, constant: inset),
            separatorView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            separatorView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            separatorView.topAnchor.constraint(equalTo: bodyLabel.bottomAnchor, constant: inset),
            separatorView.heightAnchor.constraint(equalToConstant: 1),
            separatorView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }
}
