@testable import CompositionalLayout
import Testing

/// A cell whose label fills its content view's margins: its height comes from Auto Layout.
@MainActor
private final class MarginLabelCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        contentView.addSubview(label)
        let margins = contentView.layoutMarginsGuide
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            label.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        return nil
    }
}

/// Rows of text in `MarginLabelCell`s.
@MainActor
private final class TextRows: UICollectionViewDataSource {
    var texts: [String]
    private let cells = UICollectionView.CellRegistration<MarginLabelCell, String> { cell, _, text in
        cell.label.text = text
    }

    init(_ texts: [String]) { self.texts = texts }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: texts[indexPath.item])
    }
}

@MainActor
@Suite("Self-sizing cells measured by Auto Layout")
struct AutoLayoutCellSizingTests {
    /// A 320 × 600 view at 3× of full-width rows estimated at 100.
    private static func view(_ dataSource: TextRows) -> UICollectionView {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 100)))
        view.traitCollection = UITraitCollection(displayScale: 3)
        view.dataSource = dataSource
        view.layoutIfNeeded()
        return view
    }

    @Test("a label pinned to the content view's margins sizes its row: margins plus its lines")
    func rowsFitTheirText() throws {
        // Short lines (each fits 304 points whatever the glyph widths), 1, 2 and 3 of them.
        let dataSource = TextRows(["One", "Two\nlines", "A\nB\nC"])
        let view = Self.view(dataSource)
        // A row is 8 + text + 8; n lines of the 17-point system font are n × 20.287109375 high,
        // rounded up to the pixel at 3×: 1 line 60.86 → 61 px, 2 lines 121.72 → 122 px, 3 lines
        // 182.58 → 183 px. Rows: (24 + 61 + 24) / 3 = 109/3, (48 + 122) / 3 = 170/3,
        // (48 + 183) / 3 = 77; they follow each other from 0.
        let frames = (0..<3).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == [
            CGRect(x: 0, y: 0, width: 320, height: 109.0 / 3),
            CGRect(x: 0, y: 109.0 / 3, width: 320, height: 170.0 / 3),
            CGRect(x: 0, y: 93, width: 320, height: 77),
        ])
        // Inside the first cell the label fills the margins: (8, 8, 320 − 16, 61/3).
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? MarginLabelCell)
        #expect(cell.label.frame == CGRect(x: 8, y: 8, width: 304, height: 61.0 / 3))
        #expect(view.reportedConstraintConflicts.isEmpty)
    }

    @Test("a row's cell answers systemLayoutSizeFitting from its content view's constraints")
    func cellFittingSize() {
        let cell = MarginLabelCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.traitCollection = UITraitCollection(displayScale: 3)
        cell.label.text = "A\nB"
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 200, height: 44), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // Width held at 200; height 8 + 122/3 + 8 = 170/3. The cell itself did not move.
        #expect(size == CGSize(width: 200, height: 170.0 / 3))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("a preferredSizeProvider still wins over Auto Layout")
    func providerWins() {
        let dataSource = TextRows(["One", "Two"])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: ViewFixtures.estimatedList(estimate: 100)))
        view.traitCollection = UITraitCollection(displayScale: 3)
        view.preferredSizeProvider = { _ in CGSize(width: 320, height: 50) }
        view.dataSource = dataSource
        view.layoutIfNeeded()
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 50, width: 320, height: 50))
    }

    @Test("a feed scrolled and updated: every row shown fits its text, a reconfigured row is measured again")
    func feedScrolledAndUpdated() throws {
        // Row k holds (k mod 3) + 1 short lines: heights 109/3, 170/3 and 77 (see above).
        let texts = (0..<30).map { k in (0...(k % 3)).map { "Line \($0)" }.joined(separator: "\n") }
        let dataSource = TextRows(texts)
        let view = Self.view(dataSource)
        let heights: [CGFloat] = [109.0 / 3, 170.0 / 3, 77]
        func expectShownRowsFit() {
            let shown = view.indexPathsForVisibleItems
            #expect(!shown.isEmpty)
            for indexPath in shown {
                let lines = dataSource.texts[indexPath.item].split(separator: "\n").count
                #expect(view.layoutAttributesForItem(at: indexPath)?.frame.height == heights[lines - 1], "\(indexPath)")
            }
        }
        expectShownRowsFit()
        view.setContentOffset(CGPoint(x: 0, y: 1_000), animated: false)
        view.layoutIfNeeded()
        expectShownRowsFit()
        let row = try #require(view.indexPathsForVisibleItems.first { dataSource.texts[$0.item].split(separator: "\n").count == 1 })
        dataSource.texts[row.item] = "A\nB\nC"
        view.reconfigureItems(at: [row])
        view.layoutIfNeeded()
        // Three lines now: 77.
        #expect(view.layoutAttributesForItem(at: row)?.frame.height == 77)
        expectShownRowsFit()
        #expect(view.reportedConstraintConflicts.isEmpty)
    }
}
