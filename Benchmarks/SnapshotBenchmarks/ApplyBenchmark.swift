import CompositionalLayout

/// `apply_us`: what an app pays to show a new snapshot. A diffable data source over a 390 × 844
/// view of 44-point rows shows the old list (applied and laid out beforehand, not timed); the
/// sample is `apply(_:)` of the new one (the identity diff, the view's batch update with its
/// layout pass) plus the next layout pass, which completes the update. `ratio_to_floor` divides
/// its median by the dictionary floor's.
@MainActor
enum ApplyBenchmark {
    static func run(_ workload: Workload) {
        let oldSnapshot = Workload.snapshot(workload.old)
        let newSnapshot = Workload.snapshot(workload.new)
        let floor = Samples.measure(15) { Workload.floor(workload.old, workload.new) }
        var samples = Samples()
        for _ in 0..<5 {
            let collectionView = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowsLayout())
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, Int> { _, _, _ in }
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
            dataSource.apply(oldSnapshot)
            collectionView.layoutIfNeeded()
            samples.values += Samples.measure(1) {
                dataSource.apply(newSnapshot)
                collectionView.layoutIfNeeded()
                return collectionView.numberOfItems(inSection: 0)
            }.values
        }
        workload.emit("apply_us", samples, extra: [("ratio_to_floor", Workload.number(samples.median / floor.median))])
    }

    /// Full-width rows of 44 points.
    private static func rowsLayout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }
}
