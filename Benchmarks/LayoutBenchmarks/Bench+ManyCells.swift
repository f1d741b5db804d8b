import CompositionalLayout
import Foundation

extension Bench {
    /// The side of a cell of the many-cells grid: 8-point squares, 48 to a 390-point row,
    /// 105.5 rows to an 844-point screen, so about 5,100 cells are on screen (issue 26 G).
    static let manyCellsSide: CGFloat = 8
    /// Full-screen scroll steps of `scroll_many_cells_per_s`.
    static let manyCellsSteps = 20

    /// `scroll_many_cells_per_s`, W2 lines only: a view showing a cell for every item of a grid
    /// of 8-point cells (about 5,100 on screen) scrolls down one screen at a time, so each
    /// step replaces every cell shown; each step (`contentOffset`, `layoutIfNeeded()`) gives
    /// the cells the data source was asked for, per second. Reports the cells on screen.
    func measureScrollingManyCells() {
        let side = Self.manyCellsSide
        let cell = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(side), heightDimension: .absolute(side)))
        let row = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(side)), subitems: [cell])
        let perRow = Int(Workload.width / side)
        let rows = Int(Workload.height / side + 1) * (Self.manyCellsSteps + 2)
        let host = Host(
            layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: row)), itemCounts: [perRow * rows],
            showsViews: true)
        let collectionView = host.collectionView
        let onScreen = collectionView.visibleCells.count
        var samples = Samples()
        for step in 1...Self.manyCellsSteps {
            let asked = host.cellsDataSource?.cellsAsked ?? 0
            let start = now()
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(step) * Workload.height)
            collectionView.layoutIfNeeded()
            let seconds = now() - start
            samples.append(Double((host.cellsDataSource?.cellsAsked ?? 0) - asked) / seconds)
        }
        sink += Double(collectionView.visibleCells.count)
        output.metric("scroll_many_cells_per_s", samples, scale: 1, extra: [("cells_on_screen", "\(onScreen)")])
    }
}
