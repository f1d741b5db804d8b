internal import InternalUtilities

/// Measured sizes by item, stored by runs: a run of unmeasured items is one gap however
/// long, and a run of up to 128 items with a measured one holds a width column and a height
/// column (`MeasuredChunk`), so nothing is stored per unmeasured item and items can be
/// inserted and removed anywhere in O(log n) (a `ChunkTree`).
///
/// A column holds one value while every measured item of its run shares it (a list's cells
/// all measure the list's width), and one value per item once they differ, so a list
/// measured along one axis stores about 8.5 bytes per measured item. Values are kept bit for
/// bit, and iteration is in item order.
public struct MeasuredSizes: Hashable, Sendable, Sequence {
    /// The items from 0 to the last one measured or moved (at least); every later item is
    /// unmeasured.
    private var tree = ChunkTree<MeasuredChunk>()

    /// No measured item.
    public init() {}

    /// The number of measured items.
    public var count: Int { tree.summary }

    /// Whether nothing is measured.
    public var isEmpty: Bool { tree.summary == 0 }

    /// The number of runs of up to 128 items held with their columns.
    var storedChunkCount: Int {
        var dense = 0
        tree.forEachLeaf { if !$0.isGap { dense += 1 } }
        return dense
    }

    /// The bytes the columns take: for each stored run its masks and one value, or one per
    /// item, per column (array headers, the tree's records and the allocator's rounding not
    /// included).
    var storedBytes: Int {
        var bytes = 0
        tree.forEachLeaf { leaf in
            if !leaf.isGap { bytes += 16 + (leaf.widths.count + leaf.heights.count) * MemoryLayout<Double>.stride }
        }
        return bytes
    }

    /// The measured size of `item`, or `nil` when it has none; setting `nil` forgets it.
    /// Negative items are never measured.
    public subscript(item: Int) -> Size? {
        get {
            guard item >= 0, item < tree.count else { return nil }
            let (leaf, p, _) = tree.find(item)
            return tree.leaves[leaf].size(at: p)
        }
        set {
            guard item >= 0 else { return }
            if item >= tree.count {
                guard let newValue, item < Int.max else { return }
                tree.append(item + 1 - tree.count) { chunk, p in chunk.set(newValue, at: p) }
                return
            }
            tree.modify(at: item, densify: newValue != nil) { chunk, p in chunk.set(newValue, at: p) }
        }
    }

    /// Inserts `count` unmeasured items before item `index`; later items move up by `count`.
    public mutating func insertUnmeasured(at index: Int, count: Int) {
        insertUnmeasuredCounting(at: index, count: count)
    }

    /// Removes the items in `range`; later items move down by `range.count`.
    public mutating func removeItems(in range: Range<Int>) {
        removeItemsCounting(in: range)
    }

    /// `insertUnmeasured(at:count:)`, reporting the number of tree nodes visited.
    @discardableResult
    mutating func insertUnmeasuredCounting(at index: Int, count: Int) -> Int {
        guard count > 0, index >= 0, index < tree.count else { return 0 }
        return tree.insertEmpty(count, at: index)
    }

    /// `removeItems(in:)`, reporting the number of tree nodes visited.
    @discardableResult
    mutating func removeItemsCounting(in range: Range<Int>) -> Int {
        let range = range.clamped(to: 0..<tree.count)
        guard !range.isEmpty else { return 0 }
        return tree.remove(range)
    }

    /// The measured items and their sizes, in item order.
    public struct Iterator: IteratorProtocol {
        private let runs: [(first: Int, chunk: MeasuredChunk)]
        private var run = 0
        private var p = 0

        fileprivate init(_ tree: ChunkTree<MeasuredChunk>) {
            var runs: [(first: Int, chunk: MeasuredChunk)] = []
            var first = 0
            tree.forEachLeaf { leaf in
                if !leaf.isGap { runs.append((first, leaf)) }
                first += leaf.count
            }
            self.runs = runs
        }

        /// The next measured item and its size.
        public mutating func next() -> (item: Int, size: Size)? {
            while run < runs.count {
                let (first, chunk) = runs[run]
                while p < chunk.count {
                    defer { p += 1 }
                    if let size = chunk.size(at: p) { return (first + p, size) }
                }
                run += 1
                p = 0
            }
            return nil
        }
    }

    /// Iterates the measured items in item order.
    public func makeIterator() -> Iterator { Iterator(tree) }

    /// Equal when the same items are measured with the same sizes.
    public static func == (lhs: MeasuredSizes, rhs: MeasuredSizes) -> Bool {
        lhs.count == rhs.count && lhs.elementsEqual(rhs) { $0.item == $1.item && $0.size == $1.size }
    }

    /// Hashes the measured items and their sizes.
    public func hash(into hasher: inout Hasher) {
        for entry in self {
            hasher.combine(entry.item)
            hasher.combine(entry.size)
        }
    }
}

extension MeasuredSizes: ExpressibleByDictionaryLiteral {
    /// Measured sizes from `item: size` pairs; a later pair for the same item wins.
    public init(dictionaryLiteral elements: (Int, Size)...) {
        for (item, size) in elements { self[item] = size }
    }
}
