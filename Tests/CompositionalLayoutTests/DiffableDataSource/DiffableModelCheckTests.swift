@testable import CompositionalLayout
import InternalUtilities
import LayoutTestSupport
import Testing

/// Seeded sequences of snapshot edits and applies, each step checked against a plain model
/// (sections as arrays of item identifiers): the data source's snapshot, the view's counts, the
/// item at every index path, and every frame equal those of a fresh view laid out from scratch
/// with the model's data. Rows size themselves by identity (the preferred height comes from the
/// item's name), and the view shows everything, so every row is measured in both views. The
/// edits are all valid, so any error reported meanwhile (a snapshot's or data source's
/// `DiffableDataSourceError`, the view's `reportedErrors`) is a divergence too.
@MainActor
@Suite("Diffable data source: model check")
struct DiffableModelCheckTests {
    /// Each seed runs 50 sequences of 20 applies; CI runs ten seeds, 10,000 applies, and a
    /// local run the first one.
    static let sequences = 50
    static let steps = 20
    nonisolated static let seeds: [UInt64] = (0..<(runsUnderCI ? 10 : 1)).map { 0x5EED + $0 }

    @Test("Every apply of a seeded sequence leaves the view equal to a fresh one over the model", arguments: seeds)
    func modelCheck(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var applies = 0
        defer { print("Diffable model check, seed \(seed): \(applies) applies checked") }
        for sequence in 0..<Self.sequences {
            var model = Model()
            let checked = ModelHost()
            var nextName = 0
            for step in 0..<Self.steps {
                let (_, errors) = DiffableDataSourceError.collecting {
                    var snapshot = checked.dataSource.snapshot()
                    model.edit(&snapshot, random: &random, nextName: &nextName)
                    checked.dataSource.apply(snapshot, animatingDifferences: random.nextModulo(2) == 0)
                    checked.collectionView.layoutIfNeeded()
                }
                applies += 1
                let problem =
                    errors.first.map { "reported \($0)" }
                    ?? checked.collectionView.reportedErrors.first.map { "the view reported \($0)" }
                    ?? checked.difference(from: model)
                #expect(problem == nil, "sequence \(sequence), step \(step): \(problem ?? "")")
                if problem != nil { return }
            }
        }
        #expect(applies == Self.sequences * Self.steps)
    }
}

/// The plain model: section names with their item names, in order.
private struct Model {
    var sections: [(name: String, items: [String])] = []

    /// Makes one random edit to `snapshot` through the snapshot's API and the same edit to the
    /// model.
    mutating func edit(_ snapshot: inout NSDiffableDataSourceSnapshot<String, String>, random: inout SplitMix64, nextName: inout Int) {
        func name(_ prefix: String) -> String {
            nextName += 1
            return "\(prefix)\(nextName)"
        }
        let itemCount = sections.reduce(0) { $0 + $1.items.count }
        switch random.nextModulo(8) {
        case 0 where sections.count < 5, _ where sections.isEmpty:
            let section = name("s")
            let at = random.nextModulo(sections.count + 1)
            if at == sections.count {
                snapshot.appendSections([section])
            } else {
                snapshot.insertSections([section], beforeSection: sections[at].name)
            }
            sections.insert((section, []), at: at)
        case 1 where sections.count > 1:
            let at = random.nextModulo(sections.count)
            snapshot.deleteSections([sections[at].name])
            sections.remove(at: at)
        case 2 where sections.count > 1:
            let from = random.nextModulo(sections.count)
            var to = random.nextModulo(sections.count - 1)
            if to >= from { to += 1 }
            let moved = sections[from]
            snapshot.moveSection(moved.name, beforeSection: sections[to].name)
            sections.remove(at: from)
            sections.insert(moved, at: to > from ? to - 1 : to)
        case 3 where itemCount > 0:
            let (section, item) = randomItem(&random)
            snapshot.deleteItems([sections[section].items[item]])
            sections[section].items.remove(at: item)
        case 4 where itemCount > 1:
            let (fromSection, fromItem) = randomItem(&random)
            let moved = sections[fromSection].items.remove(at: fromItem)
            let (toSection, toItem) = randomItem(&random)
            snapshot.moveItem(moved, beforeItem: sections[toSection].items[toItem])
            sections[toSection].items.insert(moved, at: toItem)
        case 5 where itemCount > 0:
            let (section, item) = randomItem(&random)
            snapshot.reloadItems([sections[section].items[item]])
        default:
            let section = random.nextModulo(sections.count)
            let count = 1 + random.nextModulo(4)
            let items = (0..<count).map { _ in name("i") }
            let at = random.nextModulo(sections[section].items.count + 1)
            if at == sections[section].items.count {
                snapshot.appendItems(items, toSection: sections[section].name)
            } else {
                snapshot.insertItems(items, beforeItem: sections[section].items[at])
            }
            sections[section].items.insert(contentsOf: items, at: at)
        }
    }

    /// A random item's section and index, or (-1, -1) when there is none.
    private func randomItem(_ random: inout SplitMix64) -> (Int, Int) {
        let all = sections.indices.flatMap { section in sections[section].items.indices.map { (section, $0) } }
        guard !all.isEmpty else { return (-1, -1) }
        return all[random.nextModulo(all.count)]
    }

    /// The model as a snapshot built from scratch.
    var snapshot: NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        for section in sections {
            snapshot.appendSections([section.name])
            snapshot.appendItems(section.items, toSection: section.name)
        }
        return snapshot
    }
}

/// A view tall enough to show every row, over a diffable data source, whose rows (estimated
/// at 44) measure 20 + 10 × (the item's number % 5) points.
@MainActor
private final class ModelHost {
    let collectionView = UICollectionView(
        frame: CGRect(x: 0, y: 0, width: 320, height: 20_000),
        collectionViewLayout: UICollectionViewCompositionalLayout(
            section: {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }()))
    let dataSource: UICollectionViewDiffableDataSource<String, String>
    private let cells = UICollectionView.CellRegistration<UICollectionViewCell, String> { _, _, _ in }

    init() {
        let cells = cells
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        collectionView.preferredSizeProvider = { [unowned self] attributes in
            let item = dataSource.itemIdentifier(for: attributes.indexPath) ?? ""
            let number = Int(item.dropFirst()) ?? 0
            return CGSize(width: attributes.size.width, height: CGFloat(20 + 10 * (number % 5)))
        }
    }

    /// What differs between this view and the model (and a fresh view over it), or nil.
    func difference(from model: Model) -> String? {
        let shown = dataSource.snapshot()
        let expected = model.snapshot
        guard shown.sectionIdentifiers == expected.sectionIdentifiers, shown.itemIdentifiers == expected.itemIdentifiers else {
            return "snapshot \(shown.sectionIdentifiers) \(shown.itemIdentifiers) ≠ model"
        }
        let fresh = ModelHost()
        fresh.dataSource.apply(expected)
        fresh.collectionView.layoutIfNeeded()
        guard collectionView.numberOfSections == model.sections.count else { return "section count" }
        for (index, section) in model.sections.enumerated() {
            guard collectionView.numberOfItems(inSection: index) == section.items.count else { return "count of \(section.name)" }
            for (item, name) in section.items.enumerated() {
                let indexPath = IndexPath(item: item, section: index)
                guard dataSource.itemIdentifier(for: indexPath) == name else { return "item at \(indexPath)" }
                let frame = collectionView.layoutAttributesForItem(at: indexPath)?.frame
                let freshFrame = fresh.collectionView.layoutAttributesForItem(at: indexPath)?.frame
                guard frame == freshFrame else { return "frame of \(name): \(String(describing: frame)) ≠ \(String(describing: freshFrame))" }
            }
        }
        return collectionView.contentSize == fresh.collectionView.contentSize ? nil : "content size"
    }
}
