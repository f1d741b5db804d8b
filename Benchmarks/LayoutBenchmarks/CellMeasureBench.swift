import CompositionalLayout

/// Measuring a typical self-sizing list cell through Auto Layout (issue 28 §5): an image
/// beside a vertical stack of a title and a subtitle, pinned to the content view's margins —
/// the cell's own 7 constraints, the stack view's and the labels' content sizes, about 15 in
/// all — asked for its height at a 390-point width as a vertical list asks
/// (`systemLayoutSizeFitting` with the width required and the height at fitting priority).
///
/// - `cell_measure_fresh_us`: a new cell, configured and measured once.
/// - `cell_measure_text_change_us`: one cell measured again after its subtitle changed, the
///   incremental path of a cell reused or updated while scrolling.
@MainActor
struct CellMeasureBench {
    /// The width a cell is measured at: a phone's.
    static let width: CGFloat = 390
    /// Subtitles of one, two and three lines, set in turn.
    static let subtitles = ["One line", "Two\nlines", "Three\nlines\nhere"]

    let output = Output(workload: "CELL", n: 1)

    func run() {
        let target = CGSize(width: Self.width, height: 0)
        var fresh = Samples()
        var heights: [CGFloat] = []
        for k in 0..<2_000 {
            let height = fresh.time {
                let cell = ListCellUnderTest(frame: CGRect(x: 0, y: 0, width: Self.width, height: 44))
                cell.subtitleLabel.text = Self.subtitles[k % 3]
                return cell.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
            }
            if k < 3 { heights.append(height) }
        }
        output.metric("cell_measure_fresh_us", fresh, scale: 1e6)

        let cell = ListCellUnderTest(frame: CGRect(x: 0, y: 0, width: Self.width, height: 44))
        var changed = Samples()
        var again: [CGFloat] = []
        for k in 0..<20_000 {
            let height = changed.time {
                cell.subtitleLabel.text = Self.subtitles[k % 3]
                return cell.systemLayoutSizeFitting(
                    target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
                ).height
            }
            if k < 3 { again.append(height) }
        }
        output.metric("cell_measure_text_change_us", changed, scale: 1e6)
        // The same cell measured again gives what a new one gives, for each subtitle.
        output.check([
            ("fresh_heights", "[" + heights.map { Output.number(Double($0)) }.joined(separator: ",") + "]"),
            ("incremental_matches_fresh", again == heights ? "true" : "false"),
        ])
    }
}

/// The cell measured: a 40-point image centred at the leading margin, and beside it, 12
/// points on, a vertical stack (4 apart) of a headline title and a subheadline subtitle that
/// fills the margins' height.
final class ListCellUnderTest: UICollectionViewCell {
    let imageView = UIImageView()
    let titleLabel = UILabel()
    let subtitleLabel = UILabel()
    let stack = UIStackView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.text = "Title"
        subtitleLabel.font = .preferredFont(forTextStyle: .subheadline)
        subtitleLabel.numberOfLines = 0
        stack.axis = .vertical
        stack.spacing = 4
        stack.addArrangedSubview(titleLabel)
        stack.addArrangedSubview(subtitleLabel)
        for view in [imageView, stack] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
        }
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            imageView.centerYAnchor.constraint(equalTo: margins.centerYAnchor),
            imageView.widthAnchor.constraint(equalToConstant: 40),
            imageView.heightAnchor.constraint(equalToConstant: 40),
            imageView.topAnchor.constraint(greaterThanOrEqualTo: margins.topAnchor),
            stack.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 12),
            stack.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            stack.topAnchor.constraint(equalTo: margins.topAnchor),
            stack.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        nil
    }
}
