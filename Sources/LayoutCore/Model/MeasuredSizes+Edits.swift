/// Inserting and removing items in the middle of the measured sizes, for data updates: later
/// items move with them. Implemented simply here, by rebuilding from the measured items in
/// O(measured items); the engine's chunked storage replaces it with O(log n) edits.
extension MeasuredSizes {
    /// Inserts `count` unmeasured items before item `index`; later items move up by `count`.
    public mutating func insertUnmeasured(at index: Int, count: Int) {
        guard count > 0 else { return }
        var rebuilt = MeasuredSizes()
        for (item, size) in self { rebuilt[item >= index ? item + count : item] = size }
        self = rebuilt
    }

    /// Removes the items in `range`; later items move down by `range.count`.
    public mutating func removeItems(in range: Range<Int>) {
        guard !range.isEmpty else { return }
        var rebuilt = MeasuredSizes()
        for (item, size) in self where !range.contains(item) {
            rebuilt[item >= range.upperBound ? item - range.count : item] = size
        }
        self = rebuilt
    }
}
