import CompositionalLayout
import Foundation

/// The sections the layout's section provider reads: the file's `sections`, then, once the
/// file's `update` is applied, the sections after it.
@MainActor
final class SectionEntries {
    var entries: [SectionEntry]

    init(_ entries: [SectionEntry]) {
        self.entries = entries
    }
}

/// The data after a file's `update`: each section's entry, in the order after the update,
/// and its item count. Where the update does not add up (a section index out of range, two
/// changes naming one place) the data is left as it falls and the view reports the update.
struct UpdatedData: Equatable {
    /// The sections after the update.
    var sections: [SectionEntry]
    /// The item count of each of ``sections``.
    var itemCounts: [Int]

    /// Where each section after the update comes from.
    private enum Origin {
        case old(Int)
        case inserted(SectionEntry)
    }

    /// The data after `operations` applied to `sections`, with UIKit's batch semantics: a
    /// section after the update is an inserted one or a moved one at its index, and the
    /// sections that stay fill the other indexes in their order; an item count is the count
    /// before less the items deleted and moved out (index paths before the update) plus
    /// those inserted and moved in (after it). An inserted section has its own count.
    /// O(k + S) expected for k changes and S sections.
    init(_ sections: [SectionEntry], operations: [UpdateOperationSpec]) {
        var deletedSections = Set<Int>()
        var insertedSections: [InsertedSectionSpec] = []
        var sectionMoves: [(from: Int, to: Int)] = []
        var deletedItems = Set<IndexPathSpec>()
        var insertedItems = Set<IndexPathSpec>()
        var itemMoves: [(from: IndexPathSpec, to: IndexPathSpec)] = []
        for operation in operations {
            switch operation {
            case .insertItems(let paths): insertedItems.formUnion(paths)
            case .deleteItems(let paths): deletedItems.formUnion(paths)
            case .reloadItems: break
            case .moveItem(let from, let to): itemMoves.append((from, to))
            case .insertSections(let inserted): insertedSections += inserted
            case .deleteSections(let deleted): deletedSections.formUnion(deleted)
            case .moveSection(let from, let to): sectionMoves.append((from, to))
            }
        }
        let count = max(0, sections.count - deletedSections.count + insertedSections.count)
        var origins = [Origin?](repeating: nil, count: count)
        for inserted in insertedSections where origins.indices.contains(inserted.at) && origins[inserted.at] == nil {
            origins[inserted.at] = .inserted(inserted.section)
        }
        for move in sectionMoves where origins.indices.contains(move.to) && origins[move.to] == nil {
            origins[move.to] = .old(move.from)
        }
        let movedOut = Set(sectionMoves.map(\.from))
        var staying = sections.indices.filter { !deletedSections.contains($0) && !movedOut.contains($0) }.makeIterator()
        for index in origins.indices where origins[index] == nil {
            origins[index] = staying.next().map(Origin.old)
        }
        // Items leaving each old section and arriving in each new one, counted in one pass.
        var removedFrom: [Int: Int] = [:]
        var addedTo: [Int: Int] = [:]
        for path in deletedItems { removedFrom[path.section, default: 0] += 1 }
        for path in insertedItems { addedTo[path.section, default: 0] += 1 }
        for move in itemMoves {
            removedFrom[move.from.section, default: 0] += 1
            addedTo[move.to.section, default: 0] += 1
        }
        var result: [SectionEntry] = []
        var counts: [Int] = []
        for (new, origin) in origins.enumerated() {
            switch origin {
            case .inserted(let entry)?:
                result.append(entry)
                counts.append(entry.numberOfItems)
            case .old(let old)? where sections.indices.contains(old):
                let removed = removedFrom[old] ?? 0
                let added = addedTo[new] ?? 0
                result.append(sections[old])
                counts.append(max(0, sections[old].numberOfItems - removed + added))
            case .old?, nil:
                continue
            }
        }
        self.sections = result
        self.itemCounts = counts
    }
}

extension LayoutFileDocument {
    /// Applies the file's `update` to a laid-out view: the data source and the section
    /// provider take the data after it, and the view performs it as one batch update, then
    /// lays out. An update the view refuses (UIKit's "Invalid update") is a problem of the
    /// file, at `update`.
    @MainActor
    func applyUpdate(
        to collectionView: UICollectionView, dataSource: FixedCountDataSource, entries: SectionEntries
    ) throws(LayoutFileError) {
        guard let update else { return }
        let reportedBefore = collectionView.reportedErrors.count
        let after = UpdatedData(entries.entries, operations: update)
        collectionView.performBatchUpdates {
            entries.entries = after.sections
            dataSource.itemCounts = after.itemCounts
            for operation in update {
                switch operation {
                case .insertItems(let paths): collectionView.insertItems(at: paths.map(\.indexPath))
                case .deleteItems(let paths): collectionView.deleteItems(at: paths.map(\.indexPath))
                case .reloadItems(let paths): collectionView.reloadItems(at: paths.map(\.indexPath))
                case .moveItem(let from, let to): collectionView.moveItem(at: from.indexPath, to: to.indexPath)
                case .insertSections(let inserted): collectionView.insertSections(IndexSet(inserted.map(\.at)))
                case .deleteSections(let deleted): collectionView.deleteSections(IndexSet(deleted))
                case .moveSection(let from, let to): collectionView.moveSection(from, toSection: to)
                }
            }
        }
        collectionView.layoutIfNeeded()
        let problems = collectionView.reportedErrors.dropFirst(reportedBefore)
        if !problems.isEmpty {
            throw LayoutFileError(
                diagnostics: problems.map {
                    diagnostic(at: Self.entryPath(of: $0.reason, in: update), message: "the view refused the update: \($0.description)")
                })
        }
    }

    /// The path of the entry of `operations` that makes the change `reason` names as
    /// conflicting with an earlier one (the later of the two, as the view meets them), or
    /// `update` for a reason no single entry causes (counts that do not add up). One pass over
    /// the entries.
    static func entryPath(of reason: CollectionViewError.Reason, in operations: [UpdateOperationSpec]) -> String {
        guard case .conflictingUpdate(let conflict) = reason else { return "update" }
        let spec = { (indexPath: IndexPath) in IndexPathSpec(section: indexPath.section, item: indexPath.item) }
        var seen = 0
        for (index, operation) in operations.enumerated() {
            let entry = "update[\(index)]"
            switch (conflict, operation) {
            case (.deleteAndReload(let indexPath), .reloadItems(let paths)):
                if let at = paths.firstIndex(of: spec(indexPath)) { return "\(entry).reloadItems[\(at)]" }
            case (.deleteAndMove(let indexPath), .moveItem(let from, _)) where from == spec(indexPath):
                return "\(entry).moveItem.from"
            case (.moveFromDeletedSection(let section), .moveItem(let from, _)) where from.section == section:
                return "\(entry).moveItem.from"
            case (.insertAndMove(let indexPath), .moveItem(_, let to)) where to == spec(indexPath):
                return "\(entry).moveItem.to"
            case (.moveIntoInsertedSection(let section), .moveItem(_, let to)) where to.section == section:
                return "\(entry).moveItem.to"
            case (.moveToTwoPlaces(let source, _, let destination), .moveItem(let from, let to)),
                (.twoMovesToOnePlace(_, let source, let destination), .moveItem(let from, let to)):
                if from == spec(source), to == spec(destination) { return "\(entry).moveItem" }
            case (.sectionDeleteAndMove(let section), .moveSection(let from, _)) where from == section:
                return "\(entry).moveSection.from"
            case (.sectionInsertAndMove(let section), .moveSection(_, let to)) where to == section:
                return "\(entry).moveSection.to"
            case (.sectionMoveToTwoPlaces(let source, _, let destination), .moveSection(let from, let to)),
                (.twoSectionMovesToOnePlace(_, let source, let destination), .moveSection(let from, let to)):
                if from == source, to == destination { return "\(entry).moveSection" }
            case (.repeatedIndexPath(.delete, let indexPath), .deleteItems(let paths)),
                (.repeatedIndexPath(.insert, let indexPath), .insertItems(let paths)):
                for (at, path) in paths.enumerated() where path == spec(indexPath) {
                    seen += 1
                    if seen == 2 { return "\(entry).\(operation.key)[\(at)]" }
                }
            default:
                continue
            }
        }
        return "update"
    }
}

extension IndexPathSpec {
    /// The index path `[section, item]` names.
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}
