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
        var result: [SectionEntry] = []
        var counts: [Int] = []
        for (new, origin) in origins.enumerated() {
            switch origin {
            case .inserted(let entry)?:
                result.append(entry)
                counts.append(entry.numberOfItems)
            case .old(let old)? where sections.indices.contains(old):
                let removed =
                    deletedItems.count { $0.section == old } + itemMoves.count { $0.from.section == old }
                let added = insertedItems.count { $0.section == new } + itemMoves.count { $0.to.section == new }
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
                diagnostics: problems.map { diagnostic(at: "update", message: "the view refused the update: \($0.description)") })
        }
    }
}

extension IndexPathSpec {
    /// The index path `[section, item]` names.
    var indexPath: IndexPath { IndexPath(item: item, section: section) }
}
