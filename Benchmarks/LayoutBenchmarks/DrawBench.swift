import CompositionalLayout
import Foundation
import LayoutRendering

/// Drawing a list screen to SVG (issue 29): a collection view 390 × 1320 points showing 30
/// rows of 44 points, each cell a symbol image, a title and a subtitle (three subviews of its
/// content view) with a white background, drawn by `ViewDrawingRenderer` into one output
/// kept between drawings, as a snapshot test or `complayout render` draws a screen.
///
/// - `draw_list_30_us`: one drawing of the whole screen.
@MainActor
struct DrawBench {
    /// Rows shown: the goal is 2 ms for 30 visible cells.
    static let rows = 30
    /// A row's height.
    static let rowHeight: CGFloat = 44

    let output = Output(workload: "DRAW", n: rows)

    func run() {
        let screen = ListScreen(rows: Self.rows * 3, visibleRows: Self.rows, rowHeight: Self.rowHeight)
        let renderer = ViewDrawingRenderer()
        var bytes = 0
        var samples = Samples()
        var sink = ChunkedOutput(chunkSize: 1 << 16) { bytes += $0.count }
        for _ in 0..<2_000 {
            samples.time { try? renderer.render(screen.collectionView, into: &sink) }
        }
        bytes /= 2_000
        output.metric("draw_list_30_us", samples, scale: 1e6)
        let svg = renderer.render(screen.collectionView)
        let cells = screen.collectionView.subviews.filter { $0 is UICollectionViewCell && !$0.isHidden }.count
        output.check([
            ("cell_subviews", "\(cells)"),
            ("text_elements", "\(svg.components(separatedBy: "<text").count - 1)"),
            ("bytes", "\(bytes)"),
        ])
    }
}

/// A list of `rows` rows of `rowHeight` points in a collection view as tall as
/// `visibleRows` of them, at the top, laid out.
@MainActor
final class ListScreen: NSObject, UICollectionViewDataSource {
    let collectionView: UICollectionView
    private let rows: Int

    init(rows: Int, visibleRows: Int, rowHeight: CGFloat) {
        self.rows = rows
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
            subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: rowHeight * CGFloat(visibleRows)), collectionViewLayout: layout)
        super.init()
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.register(DrawnListCell.self, forCellWithReuseIdentifier: DrawnListCell.identifier)
        collectionView.dataSource = self
        collectionView.layoutIfNeeded()
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        rows
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: DrawnListCell.identifier, for: indexPath)
        (cell as? DrawnListCell)?.show(row: indexPath.item)
        return cell
    }
}

/// A list row laid out by hand: a 28-point symbol at the leading margin, a title above a
/// secondary line of text beside it.
final class DrawnListCell: UICollectionViewCell {
    static let identifier = "row"
    let imageView = UIImageView(image: UIImage(systemName: "person.crop.circle"))
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .secondarySystemGroupedBackground
        titleLabel.font = .preferredFont(forTextStyle: .body)
        subtitleLabel.font = .preferredFont(forTextStyle: .footnote)
        subtitleLabel.textColor = .secondaryLabel
        for view in [imageView, titleLabel, subtitleLabel] as [UIView] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) {
        nil
    }

    func show(row: Int) {
        titleLabel.text = "Contact number \(row)"
        subtitleLabel.text = "A secondary line of text long enough to be truncated at the end of row \(row)"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        imageView.frame = CGRect(x: 16, y: 8, width: 28, height: 28)
        titleLabel.frame = CGRect(x: 56, y: 3, width: width - 72, height: 22)
        subtitleLabel.frame = CGRect(x: 56, y: 25, width: width - 72, height: 16)
    }
}
