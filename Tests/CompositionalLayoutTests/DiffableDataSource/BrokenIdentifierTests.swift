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

/// A class identifier hashed by state the app changes after adding it to a snapshot (issue 26,
/// "also noted"): equal and hashed by `name`.
private final class RenamedIdentifier: Hashable, CustomStringConvertible, @unchecked Sendable {
    var name: String
    init(_ name: String) { self.name = name }
    static func == (a: RenamedIdentifier, b: RenamedIdentifier) -> Bool { a.name == b.name }
    func hash(into hasher: inout Hasher) { hasher.combine(name) }
    var description: String { name }
}

/// Identifiers whose hash changes after they are in a snapshot, and snapshot edits over
/// identifiers that break `Hashable` (issue 26: what was left of H): never a trap, never two
/// equal identifiers shown; duplicates are reported and the last good snapshot stays.
@MainActor
@Suite("Identifiers renamed in a snapshot, and edits over broken identifiers")
struct RenamedIdentifierTests {
    /// A 390 × 200 view of 4-point rows over a diffable data source of renamed identifiers.
    @MainActor
    private final class Host {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: DiffableFixture.rows(height: 4)))
        let dataSource: UICollectionViewDiffableDataSource<Int, RenamedIdentifier>

        init() {
            let cells = UICollectionView.CellRegistration<UICollectionViewCell, RenamedIdentifier> { _, _, _ in }
            dataSource = UICollectionViewDiffableDataSource(collectionView: view) { view, indexPath, item in
                view.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
            }
        }
    }

    /// `identifiers` in one section, numbered 0.
    private func snapshot(_ identifiers: [RenamedIdentifier]) -> NSDiffableDataSourceSnapshot<Int, RenamedIdentifier> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, RenamedIdentifier>()
        snapshot.appendSections([0])
        snapshot.appendItems(identifiers)
        return snapshot
    }

    /// Snapshots of 3 items (no hash table: the set compares every item) and of 100 (hashed).
    nonisolated static let sizes = [3, 100]

    @Test("A first apply of a snapshot holding an identifier renamed to another's is reported; nothing is shown", arguments: sizes)
    func firstApplyOfRenamed(count: Int) {
        let host = Host()
        let identifiers = (0..<count).map { RenamedIdentifier("\($0)") }
        let renamed = snapshot(identifiers)
        identifiers[count - 1].name = "0"
        let (_, errors) = DiffableDataSourceError.collecting {
            host.dataSource.apply(renamed)
            host.view.layoutIfNeeded()
        }
        // The last item, renamed "0", is found at position 0: held twice.
        #expect(errors.map(\.reason) == [.duplicateIdentifiers])
        #expect(errors.map(\.operation) == ["apply(_:animatingDifferences:completion:)"])
        #expect(host.dataSource.snapshot().numberOfItems == 0)
        #expect(host.view.numberOfSections == 0)
    }

    @Test("An apply whose new items hold an identifier renamed to another's is reported; the last good snapshot stays", arguments: sizes)
    func applyOfRenamed(count: Int) {
        let host = Host()
        host.dataSource.apply(snapshot([RenamedIdentifier("a"), RenamedIdentifier("b")]))
        host.view.layoutIfNeeded()
        let identifiers = (0..<count).map { RenamedIdentifier("\($0)") }
        let renamed = snapshot(identifiers)
        identifiers[count - 1].name = "0"
        let (_, errors) = DiffableDataSourceError.collecting {
            host.dataSource.apply(renamed)
            host.view.layoutIfNeeded()
        }
        #expect(errors.map(\.reason) == [.duplicateIdentifiers])
        #expect(host.dataSource.snapshot().itemIdentifiers.map(\.name) == ["a", "b"])
        #expect(host.view.numberOfItems(inSection: 0) == 2)
    }

    @Test("An edit of a snapshot holding an identifier renamed to another's keeps the first, reports the other", arguments: sizes)
    func editOfRenamed(count: Int) {
        let identifiers = (0..<count).map { RenamedIdentifier("\($0)") }
        var edited = snapshot(identifiers)
        identifiers[count - 1].name = "0"
        let (_, errors) = DiffableDataSourceError.collecting {
            // Deleting item "1" rebuilds the items' index, which meets "0" twice.
            edited.deleteItems([identifiers[1]])
        }
        #if DEBUG
        #expect(errors.map(\.reason) == [.duplicateIdentifiers])
        #expect(errors.map(\.operation) == ["deleteItems(_:)"])
        // count − 1 items after the deletion, less the second "0": count − 2, all in section 0.
        #expect(edited.numberOfItems == count - 2)
        #expect(edited.numberOfItems(inSection: 0) == count - 2)
        #expect(edited.itemIdentifiers.filter { $0.name == "0" }.count == 1)
        #else
        // A release build's unchecked index keeps both (count − 1 items); applying finds them.
        #expect(errors.isEmpty)
        #expect(edited.numberOfItems(inSection: 0) == count - 1)
        #endif
    }

    @Test("Insertions, moves and deletions amid identifiers equal by id / 10 but hashed by id never trap; positions stay in step")
    func editsOfTenthIdentifiers() {
        var reasons: Set<DiffableDataSourceError.Reason> = []
        for round in 0..<10 {
            let (_, errors) = DiffableDataSourceError.collecting {
                var snapshot = NSDiffableDataSourceSnapshot<Int, TenthIdentifier>()
                snapshot.appendSections([0, 1])
                snapshot.appendItems([TenthIdentifier(id: 100_000 + round)], toSection: 0)
                snapshot.appendItems([TenthIdentifier(id: 200_000 + round)], toSection: 1)
                // 200 ids of 0 ..< 400 inserted before the first item, in the middle of the
                // items: the items' index is rebuilt, meeting equal identifiers hashed apart.
                let ids = (0..<200).map { TenthIdentifier(id: ($0 * 7 + round * 13) % 400) }
                snapshot.insertItems(ids, beforeItem: TenthIdentifier(id: 100_000 + round))
                snapshot.moveSection(1, beforeSection: 0)
                snapshot.deleteItems([TenthIdentifier(id: 200_000 + round)])
                let total = snapshot.numberOfItems(inSection: 0) + snapshot.numberOfItems(inSection: 1)
                #expect(total == snapshot.numberOfItems)
                #expect(snapshot.itemIdentifiers(inSection: 0).last == TenthIdentifier(id: 100_000 + round))
            }
            reasons.formUnion(errors.map(\.reason))
        }
        #expect(reasons.isSubset(of: [.duplicateIdentifiers, .itemIdentifiersAlreadyExist]))
    }
}
