import InternalUtilities
import Testing

@testable import DiffableSnapshots

/// Generated edits (seeded, reproducible by case number): the snapshot agrees with a plain
/// model of arrays after every edit, and the difference between the states before and after
/// the edits, applied in a batch update's order, gives exactly the state after, with the
/// fewest moves.
@Suite("Snapshot properties")
struct SnapshotProperties {
    static let caseCount = 10_000

    /// Sections as identifiers with their items: the plain model of a snapshot.
    typealias Model = [(id: String, items: [Int])]

    @Test("Generated edits agree with a plain model, and every difference rebuilds the new snapshot minimally")
    func generatedEdits() {
        var generator = SplitMix64(seed: 19)
        var checked = 0
        // How many cases exercised each kind of change, so that a generator gone dull fails.
        var exercised: [String: Int] = [:]
        for caseNumber in 0..<Self.caseCount {
            var old = Snapshot()
            var oldModel: Model = []
            for _ in 0..<Int.random(in: 4...16, using: &generator) { edit(&old, &oldModel, &generator, caseNumber) }
            var new = old
            var newModel = oldModel
            for _ in 0..<Int.random(in: 1...10, using: &generator) { edit(&new, &newModel, &generator, caseNumber) }
            guard lines(new) == modelLines(newModel) else {
                Issue.record("case \(caseNumber): snapshot \(lines(new)) != model \(modelLines(newModel))")
                continue
            }
            expectConsistent(new)
            let difference = SnapshotDifference(from: old, to: new)
            #expect(applying(difference, to: old, new: new) == lines(new), "case \(caseNumber)")
            expectMinimalMoves(difference, old, new, caseNumber)
            expectReloadsName(difference, old, new, caseNumber)
            for (kind, count) in [
                ("deleted sections", difference.deletedSections.count), ("inserted sections", difference.insertedSections.count),
                ("moved sections", difference.movedSections.count), ("deleted items", difference.deletedItems.count),
                ("inserted items", difference.insertedItems.count), ("moved items", difference.movedItems.count),
                ("reloaded items", difference.reloadedItems.count + difference.reconfiguredItems.count),
                ("reloaded sections", difference.reloadedSections.count),
            ] where count > 0 {
                exercised[kind, default: 0] += 1
            }
            checked += 1
        }
        #expect(checked == Self.caseCount)
        #expect(exercised.count == 8 && exercised.values.allSatisfy { $0 >= Self.caseCount / 25 }, "\(exercised)")
    }

    private func modelLines(_ model: Model) -> [String] {
        model.map { ([$0.id + ":"] + $0.items.map(String.init)).joined(separator: " ") }
    }

    /// One random edit, applied to the snapshot and, by the plain rules, to the model.
    private func edit(_ snapshot: inout Snapshot, _ model: inout Model, _ generator: inout SplitMix64, _ caseNumber: Int) {
        let sections = model.map(\.id)
        let items = model.flatMap(\.items)
        func freshSections() -> [String] {
            (0..<Int.random(in: 1...2, using: &generator)).map { _ in "S\(Int.random(in: 0..<12, using: &generator))" }
                .filter { !sections.contains($0) }.repeatedElementsRemoved()
        }
        func someItems() -> [Int] {
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in Int.random(in: 0..<60, using: &generator) }
                .repeatedElementsRemoved()
        }
        func removeItems(_ removed: [Int]) {
            for index in model.indices { model[index].items.removeAll { removed.contains($0) } }
        }
        func place(_ new: [Int], nextTo destination: Int, after: Bool) {
            removeItems(new)
            for index in model.indices {
                if let position = model[index].items.firstIndex(of: destination) {
                    model[index].items.insert(contentsOf: new, at: after ? position + 1 : position)
                }
            }
        }
        let reported = errors {
            switch Int.random(in: 0..<13, using: &generator) {
            case 0:
                let new = freshSections()
                snapshot.appendSections(new)
                model += new.map { ($0, []) }
            case 1 where !sections.isEmpty:
                let new = freshSections()
                let destination = Int.random(in: 0..<sections.count, using: &generator)
                let after = Bool.random(using: &generator)
                if after {
                    snapshot.insertSections(new, afterSection: sections[destination])
                } else {
                    snapshot.insertSections(new, beforeSection: sections[destination])
                }
                model.insert(contentsOf: new.map { ($0, []) }, at: after ? destination + 1 : destination)
            case 2:
                let deleted = sections.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 }
                snapshot.deleteSections(deleted + ["gone"])
                model.removeAll { deleted.contains($0.id) }
            case 3 where sections.count > 1:
                let moved = Int.random(in: 0..<sections.count, using: &generator)
                var destination = Int.random(in: 0..<sections.count - 1, using: &generator)
                if destination >= moved { destination += 1 }
                let after = Bool.random(using: &generator)
                if after {
                    snapshot.moveSection(sections[moved], afterSection: sections[destination])
                } else {
                    snapshot.moveSection(sections[moved], beforeSection: sections[destination])
                }
                let section = model.remove(at: moved)
                let anchor = model.firstIndex { $0.id == sections[destination] }!
                model.insert(section, at: after ? anchor + 1 : anchor)
            case 4...6 where !sections.isEmpty:
                let new = someItems()
                let target = Int.random(in: -1..<sections.count, using: &generator)
                snapshot.appendItems(new, toSection: target < 0 ? nil : sections[target])
                removeItems(new)
                model[target < 0 ? model.count - 1 : target].items += new
            case 7 where !items.isEmpty:
                let destination = items[Int.random(in: 0..<items.count, using: &generator)]
                let new = someItems().filter { $0 != destination }
                let after = Bool.random(using: &generator)
                if after {
                    snapshot.insertItems(new, afterItem: destination)
                } else {
                    snapshot.insertItems(new, beforeItem: destination)
                }
                place(new, nextTo: destination, after: after)
            case 8:
                let deleted = (items.filter { _ in Int.random(in: 0..<4, using: &generator) == 0 } + someItems())
                    .repeatedElementsRemoved()
                snapshot.deleteItems(deleted)
                removeItems(deleted)
            case 9...10 where items.count > 1:
                let moved = items[Int.random(in: 0..<items.count, using: &generator)]
                let destination = items.filter { $0 != moved }[Int.random(in: 0..<items.count - 1, using: &generator)]
                let after = Bool.random(using: &generator)
                if after {
                    snapshot.moveItem(moved, afterItem: destination)
                } else {
                    snapshot.moveItem(moved, beforeItem: destination)
                }
                place([moved], nextTo: destination, after: after)
            case 11:
                let marked = items.filter { _ in Int.random(in: 0..<3, using: &generator) == 0 }
                Bool.random(using: &generator) ? snapshot.reloadItems(marked) : snapshot.reconfigureItems(marked)
            default:
                snapshot.reloadSections(sections.filter { _ in Bool.random(using: &generator) })
            }
        }
        #expect(reported.allSatisfy { $0.reason == .itemIdentifiersAlreadyExist }, "case \(caseNumber): \(reported)")
    }

    /// Moves are the fewest: every section or same-section item outside a longest increasing
    /// run (by the quadratic oracle) moves, and so does every item that changes between
    /// surviving sections.
    private func expectMinimalMoves(_ difference: SnapshotDifference, _ old: Snapshot, _ new: Snapshot, _ caseNumber: Int) {
        let commonSections = new.sectionIdentifiers.compactMap { old.indexOfSection($0) }
        #expect(
            difference.movedSections.count == commonSections.count - longestIncreasingLength(commonSections),
            "case \(caseNumber)")
        var expectedMoves = 0
        for section in new.sectionIdentifiers where old.indexOfSection(section) != nil {
            let oldItems = old.itemIdentifiers(inSection: section)
            var sameSection: [Int] = []
            for item in new.itemIdentifiers(inSection: section) {
                guard let from = old.sectionIdentifier(containingItem: item) else { continue }
                if from == section {
                    sameSection.append(oldItems.firstIndex(of: item)!)
                } else if new.indexOfSection(from) != nil {
                    expectedMoves += 1
                }
            }
            expectedMoves += sameSection.count - longestIncreasingLength(sameSection)
        }
        #expect(difference.movedItems.count == expectedMoves, "case \(caseNumber)")
    }

    /// Every reload names, at its two index paths, the same marked item.
    private func expectReloadsName(_ difference: SnapshotDifference, _ old: Snapshot, _ new: Snapshot, _ caseNumber: Int) {
        func item(_ snapshot: Snapshot, _ path: SnapshotIndexPath) -> Int {
            snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[path.section])[path.item]
        }
        for change in difference.reloadedItems + difference.reconfiguredItems {
            #expect(item(old, change.before) == item(new, change.after), "case \(caseNumber)")
        }
        let marked = Set(new.reloadedItemIdentifiers).filter { old.indexOfItem($0) != nil && new.indexOfItem($0) != nil }
        #expect(difference.reloadedItems.count <= marked.count, "case \(caseNumber)")
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each kept at its first occurrence.
    func repeatedElementsRemoved() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}
