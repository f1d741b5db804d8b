internal import InternalUtilities

/// How an update numbers the positions of one sequence again (a section's items, or the
/// sections): the old positions that leave it and the new positions that arrivals take. Every
/// other element stays, keeps its order and fills, in that order, the new positions no arrival
/// takes. Each lookup is O(log k) for k edits.
public struct Renumbering: Hashable, Sendable {
    /// The old positions that leave, ascending and distinct.
    public private(set) var removed: [Int]
    /// The new positions arrivals take, ascending and distinct.
    public private(set) var added: [Int]

    /// The renumbering that removes the old positions `removed` and takes the new positions
    /// `added`, in any order; a position named twice counts once.
    public init(removed: [Int], added: [Int]) {
        self.removed = Self.ascendingDistinct(removed)
        self.added = Self.ascendingDistinct(added)
    }

    /// Whether nothing leaves and nothing arrives.
    public var isIdentity: Bool { removed.isEmpty && added.isEmpty }

    /// The number of positions after the update in a sequence of `oldCount` before it.
    public func newCount(oldCount: Int) -> Int { oldCount - removed.count + added.count }

    /// Whether the element at old position `old` leaves.
    public func isRemoved(_ old: Int) -> Bool { Self.contains(old, in: removed) }

    /// Whether new position `new` is taken by an arrival.
    public func isAdded(_ new: Int) -> Bool { Self.contains(new, in: added) }

    /// The new position of the element at old position `old`, or `nil` when it leaves.
    public func newPosition(ofOld old: Int) -> Int? {
        let gone = Self.countAtMost(old, in: removed)
        if gone > 0, removed[gone - 1] == old { return nil }
        let staying = old - gone
        return staying + Self.countStayingAtMost(staying, before: added)
    }

    /// The old position of the element at new position `new`, or `nil` when an arrival takes it.
    public func oldPosition(ofNew new: Int) -> Int? {
        let arrived = Self.countAtMost(new, in: added)
        if arrived > 0, added[arrived - 1] == new { return nil }
        let staying = new - arrived
        return staying + Self.countStayingAtMost(staying, before: removed)
    }

    /// The number of values in ascending `sorted` that are at most `value`.
    private static func countAtMost(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] <= value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The number of entries `r` of ascending, distinct `edited` with at most `staying`
    /// staying elements before them (`edited[r] − r`, which never decreases along `edited`).
    private static func countStayingAtMost(_ staying: Int, before edited: [Int]) -> Int {
        var low = 0
        var high = edited.count
        while low < high {
            let middle = (low + high) / 2
            if edited[middle] - middle <= staying { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func contains(_ value: Int, in sorted: [Int]) -> Bool {
        let atMost = countAtMost(value, in: sorted)
        return atMost > 0 && sorted[atMost - 1] == value
    }

    /// `values` ascending without repeats: O(n) when they are, or are two ascending runs one
    /// after the other (the two lists an update names for one sequence); sorted otherwise.
    private static func ascendingDistinct(_ values: [Int]) -> [Int] {
        // The start of the second run, if any, and whether there is a third.
        var secondRun: Int?
        var moreRuns = false
        for index in values.indices.dropFirst() where values[index - 1] >= values[index] {
            if secondRun == nil {
                secondRun = index
            } else {
                moreRuns = true
                break
            }
        }
        guard let secondRun else { return values }
        return moreRuns ? distinct(values.sorted()[...]) : mergedAscendingDistinct(values[..<secondRun], values[secondRun...])
    }

    /// Ascending `sorted` without repeats.
    private static func distinct(_ sorted: ArraySlice<Int>) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(sorted.count)
        for value in sorted where result.last != value { result.append(value) }
        return result
    }
}
