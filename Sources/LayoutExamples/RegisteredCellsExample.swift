import CompositionalLayout

extension LayoutExample {
    /// A feed of posts whose cells size themselves, under a self-sizing header: rows span the
    /// width, estimated at 44 points; post i needs 60, 80 or 100 points (i % 3), the header 50.
    /// ``PostsFeed`` shows it as an app does, with registered cells that answer those heights
    /// from `preferredLayoutAttributesFitting(_:)` and a delegate; this example's measuring
    /// rule gives the same numbers to hosts without views (the tool, the layout file).
    public static let registeredCells = LayoutExample(
        name: "registered-cells", summary: "A feed of registered cells that size themselves, under a header (original)",
        itemCounts: [30],
        preferredSize: {
            let height =
                $0.representedElementCategory == .cell ? PostCell.height(lines: PostsFeed.lines(ofPost: $0.indexPath.item)) : 50
            return CGSize(width: $0.size.width, height: height)
        }
    ) {
        PostsFeed.makeLayout()
    }
}

/// The app side of ``LayoutExample/registeredCells``, written as an iOS app writes it: a data
/// source and delegate that registers its cell and header through registrations, dequeues them
/// for what the collection view shows, and records what the delegate hears.
///
/// ```swift
/// let feed = PostsFeed()
/// let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
///                                       collectionViewLayout: PostsFeed.makeLayout())
/// feed.install(in: collectionView)
/// collectionView.selectItem(at: IndexPath(item: 12, section: 0), animated: false, scrollPosition: .top)
/// collectionView.visibleCells   // posts 11 (its bottom at the top edge) … 22, each as high as its text
/// ```
@MainActor
public final class PostsFeed: UICollectionViewDataSource, UICollectionViewDelegate {
    /// The posts' titles.
    public let titles = (0..<30).map { "Post \($0)" }
    /// What the delegate heard, in order: `display i`, `end i`, `header`, `select i`.
    public private(set) var events: [String] = []

    private let cells = UICollectionView.CellRegistration<PostCell, Int> { cell, _, post in
        cell.lines = PostsFeed.lines(ofPost: post)
    }
    private let headers = UICollectionView.SupplementaryRegistration<FeedHeader>(
        elementKind: UICollectionView.elementKindSectionHeader
    ) { header, _, _ in
        header.title = "Latest"
    }

    /// A feed with no events yet.
    public init() {}

    /// The number of lines of text post `item` has: 1, 2 or 3 in turn.
    public nonisolated static func lines(ofPost item: Int) -> Int {
        1 + item % 3
    }

    /// The feed's layout: full-width rows estimated at 44 points under a header estimated at
    /// 44, both sized by their views.
    public static func makeLayout() -> UICollectionViewCompositionalLayout {
        let row = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = NSCollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: row, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Makes the feed `collectionView`'s data source and delegate (both held weakly by the
    /// view, as in UIKit: keep the feed alive).
    public func install(in collectionView: UICollectionView) {
        collectionView.dataSource = self
        collectionView.delegate = self
    }

    /// One item per post.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    /// A post cell from the registration, set up for the post.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: indexPath.item)
    }

    /// The header from its registration.
    public func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
    }

    /// Records `display i`.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("display \(indexPath.item)")
    }

    /// Records `end i`.
    public func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        events.append("end \(indexPath.item)")
    }

    /// Records `header`.
    public func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        events.append("header")
    }

    /// Records `select i`.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
}

/// A post's cell: as high as its lines of text, which it answers when the collection view
/// asks for its preferred attributes (standing in for Auto Layout's fitting size).
public final class PostCell: UICollectionViewCell {
    /// The lines of text the cell shows.
    public var lines = 1

    /// The height of a cell of `lines` lines: 20 points per line and 40 of padding.
    public nonisolated static func height(lines: Int) -> CGFloat {
        CGFloat(40 + 20 * lines)
    }

    /// Back to one line.
    public override func prepareForReuse() {
        super.prepareForReuse()
        lines = 1
    }

    /// The proposed attributes, as high as the cell's lines need.
    public override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = Self.height(lines: lines)
        return attributes
    }
}

/// The feed's header: 50 points high.
public final class FeedHeader: UICollectionReusableView {
    /// The header's title.
    public var title = ""

    /// The proposed attributes, 50 points high.
    public override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
        attributes.frame.size.height = 50
        return attributes
    }
}
