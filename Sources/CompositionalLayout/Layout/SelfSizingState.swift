internal import InternalUtilities

/// What the layout remembers of self-sizing between passes: which elements were measured
/// since they were last invalidated, and the answers it rejected.
struct SelfSizingState {
    /// Bumped by every invalidation of everything: an element measured in an older
    /// generation is measured again when it is next shown.
    var generation = 0
    /// The elements measured in the current generation (and stale stamps of older ones).
    var measured = MeasuredStamps()
    /// Whether the next `prepare()` starts from estimates (the data source's counts changed).
    var dropsMeasurements = false
    /// Rejected answers, oldest first, the last `LayoutPassState.reportLimit`.
    private(set) var rejected = BoundedLog<CompositionalLayoutError>(capacity: LayoutPassState.reportLimit)

    /// Whether `key` must be measured now.
    func needsMeasuring(_ key: ElementKey) -> Bool {
        !measured.contains(key, generation: generation)
    }

    /// Which cells were measured in the current generation, read in the order a rectangle's
    /// cells are visited: a cell it contains does not need measuring.
    func measuredCellReader() -> MeasuredStamps.CellReader {
        MeasuredStamps.CellReader(measured, generation: generation)
    }

    /// Records that `key` was measured now.
    mutating func markMeasured(_ key: ElementKey) {
        measured.insert(key, generation: generation)
    }

    /// Records a rejected answer.
    mutating func reject(_ error: CompositionalLayoutError) {
        rejected.append(error)
    }
}
