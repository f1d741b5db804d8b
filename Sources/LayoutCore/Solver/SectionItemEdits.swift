/// One section's share of an `ItemEdits`, checked and sorted: the items that leave it (by
/// their indexes before the update) and those that arrive (by their indexes after it), with
/// the measurements moved items bring. It numbers every surviving item again in O(log k)
/// for k edits (`Renumbering`).
struct SectionItemEdits: Hashable, Sendable {
    /// The items that leave the section (deleted or moved away), ascending, old indexes.
    var removed: [Int] = []
    /// The items that arrive (inserted or moved in), ascending, new indexes.
    var added: [Int] = []
    /// The measured cell sizes moved items bring, by new index.
    var carriedCells: [Int: Size] = [:]
    /// The measured item supplementaries moved items bring, keyed by new index.
    var carriedSupplementaries: [SupplementaryKey: Size] = [:]
    /// How the surviving items are numbered again, once prepared.
    private var renumbering = Renumbering(removed: [], added: [])

    /// Sorts the edits and checks them against a section of `oldCount` items: every removed
    /// item exists before the update, every added one after it, none is named twice.
    /// Returns the first offending item, old or new index, when they do not.
    mutating func prepare(oldCount: Int) -> LayoutError.Reason? {
        if !Self.isAscending(removed) { removed.sort() }
        if !Self.isAscending(added) { added.sort() }
        for (r, item) in removed.enumerated() {
            guard item >= 0, item < oldCount else { return .editedItemOutOfRange(item) }
            if r > 0, removed[r - 1] == item { return .itemEditedTwice(item) }
        }
        let newCount = oldCount - removed.count + added.count
        for (r, item) in added.enumerated() {
            guard item >= 0, item < newCount else { return .editedItemOutOfRange(item) }
            if r > 0, added[r - 1] == item { return .itemEditedTwice(item) }
        }
        renumbering = Renumbering(removed: removed, added: added)
        return nil
    }

    /// The number of items after the update in a section of `oldCount` before it.
    func newCount(oldCount: Int) -> Int { oldCount - removed.count + added.count }

    /// The first item whose index or content the edits change; every item before it keeps
    /// its index. `Int.max` when nothing changes.
    var firstChangedItem: Int { min(removed.first ?? .max, added.first ?? .max) }

    /// The index after the update of the item at `old` before it, or `nil` when it leaves.
    func newIndex(ofOld old: Int) -> Int? {
        renumbering.newPosition(ofOld: old)
    }

    /// Removes and inserts the edited items in `cells`, then records the sizes moved items
    /// bring; returns the number of tree nodes visited.
    @discardableResult
    func renumber(_ cells: inout MeasuredSizes) -> Int {
        var touched = 0
        if cells.isEmpty {
            // Nothing measured stays nothing measured, however the items are numbered.
            cells = MeasuredSizes()
            touched = 1
        } else {
            for run in removedRunsDescending { touched += cells.removeItemsCounting(in: run) }
            for run in addedRunsAscending {
                touched += cells.insertUnmeasuredCounting(at: run.lowerBound, count: run.count)
            }
        }
        for (item, size) in carriedCells { cells[item] = size }
        return touched
    }

    /// The removed items as runs of consecutive indexes, last run first: removing them in
    /// this order keeps every earlier run's indexes valid.
    var removedRunsDescending: [Range<Int>] { Self.runs(of: removed).reversed() }

    /// The added items as runs of consecutive indexes, first run first: inserting them in
    /// this order puts each at its new index.
    var addedRunsAscending: [Range<Int>] { Self.runs(of: added) }

    private static func runs(of sorted: [Int]) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        for item in sorted {
            if let last = runs.last, last.upperBound == item {
                runs[runs.count - 1] = last.lowerBound..<(item + 1)
            } else {
                runs.append(item..<(item + 1))
            }
        }
        return runs
    }

    private static func isAscending(_ values: [Int]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }
    }
}
