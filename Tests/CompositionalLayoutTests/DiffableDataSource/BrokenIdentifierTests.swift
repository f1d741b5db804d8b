@testable import CompositionalLayout
import Testing

/// An identifier type that breaks `Hashable` (issue 26 H): equal by `id / 10`, hashed by `id`.
private struct TenthIdentifier: Hashable, Sendable {
    let id: Int
    static func == (a: Self, b: Self) -> Bool { a.id / 10 == b.id / 10 }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// Identifiers whose `==` and `hash` disagree must not crash the process (issue 26 H): a
/// snapshot keeps its positions in step with the items its set holds, and an apply whose diff
/// finds two new items as one old item is reported as duplicates and not applied.
@MainActor
@Suite("Identifiers that break Hashable")
struct BrokenIdentifierTests {
    @Test("Ten applies of identifiers equal by id / 10 but hashed by id: no trap, the view's counts follow the data shown")
    func identifiersWhoseEqualityAndHashDisagree() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: DiffableFixture.rows(height: 4)))
        let cells = UICollectionView.CellRegistration<UICollectionViewCell, TenthIdentifier> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, TenthIdentifier>(collectionView: view) { view, indexPath, item in
            view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        var reasons: Set<DiffableDataSourceError.Reason> = []
        for round in 0..<10 {
            // 200 distinct ids of 0 ..< 400 (7 is prime to 400), 20 equal classes of ten
            // at most: the sets meet equal identifiers with other hashes at every round.
            let ids = (0..<200).map { TenthIdentifier(id: ($0 * 7 + round * 13) % 400) }
            var snapshot = NSDiffableDataSourceSnapshot<Int, TenthIdentifier>()
            snapshot.appendSections([0])
            let before = dataSource.snapshot()
            let (_, errors) = DiffableDataSourceError.collecting {
                snapshot.appendItems(ids)
                dataSource.apply(snapshot)
                view.layoutIfNeeded()
            }
            reasons.formUnion(errors.map(\.reason))
            let shown = dataSource.snapshot()
            // Positions in step with the items held, and the view counting what is shown.
            #expect(shown.numberOfItems(inSectionAt: 0) == shown.numberOfItems)
            #expect(view.numberOfItems(inSection: 0) == shown.numberOfItems)
            // A diff that found two new items as one old item reports them and applies nothing:
            // the last good snapshot stays. Otherwise the snapshot (as its set took it) is shown.
            let rejected = errors.contains { $0.operation == "apply(_:animatingDifferences:completion:)" }
            #expect(shown.itemIdentifiers.map(\.id) == (rejected ? before : snapshot).itemIdentifiers.map(\.id))
        }
        #expect(reasons.isSubset(of: [.duplicateIdentifiers, .itemIdentifiersAlreadyExist]))
    }
}
