import CompositionalLayout
import CompositionalLayoutTesting
import Foundation
import SnapshotTesting
import Testing

/// The testing library used the way an app team would: a layout written against the UIKit
/// API, laid out in a headless collection view, asserted with `assertSnapshot` against
/// reference files in `__Snapshots__/` (re-record with `SNAPSHOT_TESTING_RECORD=all`).
@MainActor
@Suite struct LayoutSnapshotTests {
    /// A photo grid as an app might write it: a header, then three square cells per row with
    /// 2 points between them, in a 390 × 844 view on a 3× screen.
    func photoGrid() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1.0 / 3)),
            repeatingSubitem: item, count: 3)
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        return UICollectionViewCompositionalLayout(section: section)
    }

    @Test func photoGridAttributes() {
        let source = Counts([7, 5])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: photoGrid())
        view.dataSource = source
        assertSnapshot(of: view, as: .attributes)
    }

    @Test func photoGridScrolledUnderPinnedHeader() {
        let source = Counts([7, 5])
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: photoGrid())
        view.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.dataSource = source
        view.contentOffset = CGPoint(x: 0, y: 300)
        assertSnapshot(of: view, as: .attributes)
        assertSnapshot(of: view, as: .svg)
    }

    @Test func carouselScrolledByOneGroup() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(120)),
            repeatingSubitem: item, count: 1)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let source = Counts([5])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.dataSource = source
        view.setOrthogonalScrollOffset(CGPoint(x: 322, y: 0), forSection: 0)
        assertSnapshot(of: view, as: .attributes)
        assertSnapshot(of: view, as: .svg)
    }

    @Test func layoutInHost() {
        let host = SnapshotHost(
            size: CGSize(width: 390, height: 844), itemCounts: [4, 2],
            safeAreaInsets: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
            layoutDirection: .rightToLeft)
        assertSnapshot(of: photoGrid(), as: .attributes(in: host))
    }

    /// 200 wide, two columns of fractionalWidth 0.5, rows 100 high, on a 2× screen:
    /// |[0·0][0·1]|
    /// |[0·2][0·3]|
    @Test func twoByTwoGridSVG() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            repeatingSubitem: item, count: 2)
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let host = SnapshotHost(size: CGSize(width: 200, height: 300), itemCounts: [4], displayScale: 2)
        assertSnapshot(of: layout, as: .svg(in: host))

        // The reference file was recorded by the code under test, so check it by hand too:
        // its cells must sit at the frames worked out above.
        let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__/LayoutSnapshotTests/twoByTwoGridSVG.1.svg")
        let svg = try String(contentsOf: reference, encoding: .utf8)
        #expect(
            cellRects(in: svg) == [
                "0·0": CGRect(x: 0, y: 0, width: 100, height: 100), "0·1": CGRect(x: 100, y: 0, width: 100, height: 100),
                "0·2": CGRect(x: 0, y: 100, width: 100, height: 100), "0·3": CGRect(x: 100, y: 100, width: 100, height: 100),
            ])
        #expect(svg.contains("viewBox=\"-16 -16 232 332\""))
    }

    /// The rectangles of the cells in an SVG, by index-path label, read with a regular
    /// expression: each cell is a `<g>` holding `<title>cell s·i…</title>` then its `<rect>`.
    func cellRects(in svg: String) -> [String: CGRect] {
        let pattern =
            #"<title>cell (\d+·\d+)[^<]*</title>\n<rect x="([-\d.]+)" y="([-\d.]+)" width="([\d.]+)" height="([\d.]+)"/>"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return [:] }
        var rects: [String: CGRect] = [:]
        let text = svg as NSString
        for match in expression.matches(in: svg, range: NSRange(location: 0, length: text.length)) {
            let field = { (i: Int) in text.substring(with: match.range(at: i)) }
            guard let x = Double(field(2)), let y = Double(field(3)), let w = Double(field(4)), let h = Double(field(5)) else {
                continue
            }
            rects[field(1)] = CGRect(x: x, y: y, width: w, height: h)
        }
        return rects
    }
}

/// A data source with fixed counts, as a test would write one.
@MainActor
final class Counts: UICollectionViewDataSource {
    let counts: [Int]

    init(_ counts: [Int]) {
        self.counts = counts
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}
