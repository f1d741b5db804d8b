@testable import CompositionalLayout
import InternalUtilities
import LayoutTestSupport
import Testing

/// Seeded batch updates on measured sections that are mostly off screen, each step checked
/// against a fresh view of the same data that measured the same rows: the measured sizes
/// follow their items through every kind of update (the diffable model check shows every row,
/// so every row is measured again there; here most are not).
@MainActor
@Suite("Batch updates: measured sizes follow their items, against a fresh view")
struct UpdateMeasurementModelTests {
    /// The app's model: sections of row identities, and the identities the view measured since
    /// they were last reloaded (what the `preferredSizeProvider` was asked).
    @MainActor
    final class Model {
        var sections: [[Int]] = [Array(0..<30), Array(30..<45), Array(45..<70)]
        var measured = Set<Int>()
        var nextIdentity = 70

        func answer(_ attributes: UICollectionViewLayoutAttributes) -> CGSize {
            let identity = sections[attributes.indexPath.section][attributes.indexPath.item]
            measured.insert(identity)
            return CGSize(width: attributes.size.width, height: UpdateInPlaceTests.height(identity))
        }

        func newIdentity() -> Int {
            nextIdentity += 1
            return nextIdentity
        }
    }

    /// A 390 × 200 view of `model`'s sections (list rows estimated 40 high). With `measuring`
    /// its first layout pass measures the rows it shows; without, the provider is installed
    /// after it (a fresh view then measures only what the test asks, before it shows anything
    /// at a measured size: a first pass at the estimates would measure rows that the view
    /// under test, already measured, never showed).
    static func host(_ model: Model, measuring: Bool = true) -> (TestHost, UICollectionViewCompositionalLayout) {
        let layout = SelfSizingFixtures.listLayout(estimate: 40)
        let counts = model.sections.map(\.count)
        let host =
            measuring
            ? TestHost(layout, itemCounts: counts, width: 390, height: 200, preferredSize: model.answer)
            : TestHost(layout, itemCounts: counts, width: 390, height: 200)
        host.collectionView.preferredSizeProvider = model.answer
        return (host, layout)
    }

    /// Measures the cells at `indexPaths` through the view's measuring step, one at a time (see
    /// `UpdateInPlaceTests.measure`).
    static func measure(_ indexPaths: [IndexPath], in host: TestHost, _ layout: UICollectionViewCompositionalLayout) {
        guard let provider = host.collectionView.preferredSizeProvider else { return }
        for indexPath in indexPaths {
            guard let top = layout.layoutAttributesForItem(at: indexPath)?.frame.minY else { continue }
            _ = layout.measureElements(in: CGRect(x: 0, y: top + 1, width: 390, height: 1), provider: provider)
        }
        host.collectionView.layoutIfNeeded()
    }

    @Test("Seeded inserts, deletes, moves and reloads of items and sections keep every measured size with its item")
    func seededUpdates() {
        var random = SplitMix64(seed: 0x19_0019)
        func below(_ n: Int) -> Int { random.nextModulo(max(1, n)) }
        let model = Model()
        let (host, layout) = Self.host(model)
        let view = host.collectionView
        var kinds = Set<Int>()
        for step in 0..<60 {
            // Measure three random rows, as scrolling would.
            let indexPaths = (0..<3).compactMap { _ -> IndexPath? in
                let section = below(model.sections.count)
                guard !model.sections[section].isEmpty else { return nil }
                return IndexPath(item: below(model.sections[section].count), section: section)
            }
            Self.measure(indexPaths, in: host, layout)
            // One update, the model changed as UIKit numbers it.
            var sections = model.sections
            let update: () -> Void
            let s = below(sections.count)
            let kind = below(8)
            switch kind {
            case 0:
                let i = below(sections[s].count + 1)
                sections[s].insert(model.newIdentity(), at: i)
                update = { view.insertItems(at: [IndexPath(item: i, section: s)]) }
            case 1 where !sections[s].isEmpty:
                let i = below(sections[s].count)
                sections[s].remove(at: i)
                update = { view.deleteItems(at: [IndexPath(item: i, section: s)]) }
            case 2 where !sections[s].isEmpty:
                let (i, t) = (below(sections[s].count), below(sections.count))
                let identity = sections[s].remove(at: i)
                let j = below(sections[t].count + 1)
                sections[t].insert(identity, at: j)
                update = { view.moveItem(at: IndexPath(item: i, section: s), to: IndexPath(item: j, section: t)) }
            case 3 where !sections[s].isEmpty:
                let i = below(sections[s].count)
                model.measured.remove(sections[s][i])
                update = { view.reloadItems(at: [IndexPath(item: i, section: s)]) }
            case 4 where sections.count < 5:
                let k = below(sections.count + 1)
                sections.insert((0..<below(6)).map { _ in model.newIdentity() }, at: k)
                update = { view.insertSections([k]) }
            case 5 where sections.count > 1:
                sections.remove(at: s)
                update = { view.deleteSections([s]) }
            case 6 where sections.count > 1:
                let t = below(sections.count)
                let moved = sections.remove(at: s)
                sections.insert(moved, at: t)
                update = { view.moveSection(s, toSection: t) }
            default:
                guard kind == 7 else { continue }
                // A new section k, and a row of section s moved to the top of its own section,
                // which the insertion pushes down when k ≤ s (a move into an inserted section
                // is refused, as UIKit refuses it).
                guard !sections[s].isEmpty, sections.count < 5 else { continue }
                let i = below(sections[s].count)
                let identity = sections[s].remove(at: i)
                let k = below(sections.count + 1)
                sections.insert((0..<below(3)).map { _ in model.newIdentity() }, at: k)
                let target = k <= s ? s + 1 : s
                sections[target].insert(identity, at: 0)
                let from = IndexPath(item: i, section: s)
                update = {
                    view.insertSections([k])
                    view.moveItem(at: from, to: IndexPath(item: 0, section: target))
                }
            }
            kinds.insert(kind)
            model.sections = sections
            host.dataSource.itemCounts = sections.map(\.count)
            view.performBatchUpdates(update)
            view.layoutIfNeeded()
            // A fresh view of the same rows, measuring the same identities.
            let freshModel = Model()
            freshModel.sections = sections
            let (fresh, freshLayout) = Self.host(freshModel, measuring: false)
            let measured = sections.indices.flatMap { s in
                sections[s].indices.filter { model.measured.contains(sections[s][$0]) }.map { IndexPath(item: $0, section: s) }
            }
            Self.measure(measured, in: fresh, freshLayout)
            #expect(freshModel.measured == model.measured.intersection(sections.joined()), "step \(step)")
            let differing = sections.indices.flatMap { s in
                sections[s].indices.map { IndexPath(item: $0, section: s) }.filter {
                    layout.layoutAttributesForItem(at: $0)?.frame != freshLayout.layoutAttributesForItem(at: $0)?.frame
                }
            }
            #expect(differing.isEmpty, "step \(step): cells \(differing.prefix(5)) differ from a fresh view's")
            #expect(view.contentSize == fresh.collectionView.contentSize, "step \(step)")
            if !differing.isEmpty { return }
        }
        // Every kind of update ran.
        #expect(kinds.count == 8, "\(kinds.sorted())")
    }
}
