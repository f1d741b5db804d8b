internal import InternalUtilities

/// Measured sizes by item, stored densely by chunk: a chunk of `chunkSize` consecutive items
/// takes memory only while one of them is measured, so nothing is stored per unmeasured item.
///
/// Each chunk keeps a width column and a height column. A column holds one value while every
/// measured item of the chunk shares it (a list's cells all measure the list's width), and one
/// value per item once they differ, so a list measured along one axis stores about 8.5 bytes
/// per measured item. Values are kept bit for bit, and iteration is in item order.
public struct MeasuredSizes: Hashable, Sendable, Sequence {
    /// The number of consecutive items one chunk covers.
    static let chunkSize = 128

    /// The measured items of one chunk.
    fileprivate struct Chunk: Sendable {
        /// The positions in the chunk of the measured items.
        var measured = Bitset128()
        /// The widths: one value shared by every measured item, or one per item.
        var widths: [Double] = [0]
        /// The heights, as the widths.
        var heights: [Double] = [0]

        var count: Int { measured.count }

        func has(_ p: Int) -> Bool { measured.contains(p) }

        func size(at p: Int) -> Size {
            Size(width: widths.count == 1 ? widths[0] : widths[p], height: heights.count == 1 ? heights[0] : heights[p])
        }

        mutating func set(_ size: Size, at p: Int) {
            let alone = count - (has(p) ? 1 : 0) == 0
            Self.write(size.width, at: p, into: &widths, alone: alone)
            Self.write(size.height, at: p, into: &heights, alone: alone)
            measured.insert(p)
        }

        mutating func clear(_ p: Int) { measured.remove(p) }

        /// Writes `value` for item `p` into a column, keeping it shared while it can: when
        /// `p` is the chunk's only measured item, or every measured item has the same bits.
        private static func write(_ value: Double, at p: Int, into column: inout [Double], alone: Bool) {
            if column.count == 1 {
                if alone || column[0].bitPattern == value.bitPattern {
                    column[0] = value
                    return
                }
                column = [Double](repeating: column[0], count: MeasuredSizes.chunkSize)
            }
            column[p] = value
        }
    }

    /// The chunks holding a measured item, by chunk index.
    fileprivate var chunks: [Int: Chunk] = [:]

    /// No measured item.
    public init() {}

    /// The number of measured items; O(chunks).
    public var count: Int { chunks.values.reduce(0) { $0 + $1.count } }

    /// Whether nothing is measured.
    public var isEmpty: Bool { chunks.isEmpty }

    /// The number of chunks held in storage.
    var storedChunkCount: Int { chunks.count }

    /// The bytes the columns take: for each stored chunk its masks and one value, or one per
    /// item, per column (array headers, the directory and the allocator's rounding not
    /// included).
    var storedBytes: Int {
        chunks.values.reduce(0) { $0 + 16 + ($1.widths.count + $1.heights.count) * MemoryLayout<Double>.stride }
    }

    /// The measured size of `item`, or `nil` when it has none; setting `nil` forgets it.
    /// Negative items are never measured.
    public subscript(item: Int) -> Size? {
        get {
            guard item >= 0, let chunk = chunks[item / Self.chunkSize] else { return nil }
            let p = item % Self.chunkSize
            return chunk.has(p) ? chunk.size(at: p) : nil
        }
        set {
            guard item >= 0 else { return }
            let key = item / Self.chunkSize, p = item % Self.chunkSize
            if let newValue {
                chunks[key, default: Chunk()].set(newValue, at: p)
            } else if chunks[key]?.has(p) == true {
                chunks[key]?.clear(p)
                if chunks[key]?.count == 0 { chunks[key] = nil }
            }
        }
    }

    /// The measured items and their sizes, in item order.
    public struct Iterator: IteratorProtocol {
        private let chunks: [Int: Chunk]
        private let keys: [Int]
        private var key = 0
        private var p = 0

        fileprivate init(_ chunks: [Int: Chunk]) {
            self.chunks = chunks
            keys = chunks.keys.sorted()
        }

        /// The next measured item and its size.
        public mutating func next() -> (item: Int, size: Size)? {
            while key < keys.count {
                guard let chunk = chunks[keys[key]] else { return nil }
                while p < MeasuredSizes.chunkSize {
                    defer { p += 1 }
                    if chunk.has(p) { return (keys[key] * MeasuredSizes.chunkSize + p, chunk.size(at: p)) }
                }
                key += 1
                p = 0
            }
            return nil
        }
    }

    /// Iterates the measured items in item order.
    public func makeIterator() -> Iterator { Iterator(chunks) }

    /// Equal when the same items are measured with the same sizes.
    public static func == (lhs: MeasuredSizes, rhs: MeasuredSizes) -> Bool {
        lhs.chunks.count == rhs.chunks.count && lhs.elementsEqual(rhs) { $0.item == $1.item && $0.size == $1.size }
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
