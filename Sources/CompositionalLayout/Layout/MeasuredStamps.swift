internal import InternalUtilities

/// Which elements were measured in which generation, for `SelfSizingState`: a bit per cell in
/// chunks of `chunkSize` consecutive items of one section, each chunk stamped with the
/// generation its bits belong to, so nothing is stored per unmeasured cell and bumping the
/// generation forgets every bit without visiting one. Supplementary views, few per section,
/// keep a generation each.
struct MeasuredStamps {
    /// The number of consecutive cells one chunk covers.
    static let chunkSize = 256

    /// A chunk of one section's cells.
    private struct ChunkKey: Hashable {
        var section: Int
        var chunk: Int
    }

    /// The cells of one chunk measured in `generation`, by their position in the chunk.
    private struct Chunk {
        var generation: Int
        var measured = Bitset256()
    }

    private var cells: [ChunkKey: Chunk] = [:]
    private var others: [ElementKey: Int] = [:]

    /// The number of cell chunks held in storage.
    var storedChunkCount: Int { cells.count }

    /// The chunk of a cell's key and the cell's position in it, or `nil` for any other element.
    private static func position(of key: ElementKey) -> (key: ChunkKey, position: Int)? {
        guard key.category == .cell, key.kind == nil, key.indexPath.count == 2, key.indexPath.item >= 0 else {
            return nil
        }
        let item = key.indexPath.item
        return (ChunkKey(section: key.indexPath.section, chunk: item / chunkSize), item % chunkSize)
    }

    /// Whether `key` was measured in `generation`.
    func contains(_ key: ElementKey, generation: Int) -> Bool {
        guard key.category == .cell, key.kind == nil, key.indexPath.count == 2 else { return others[key] == generation }
        return containsCell(section: key.indexPath.section, item: key.indexPath.item, generation: generation)
    }

    /// Whether the cell at (`section`, `item`) was measured in `generation`.
    func containsCell(section: Int, item: Int, generation: Int) -> Bool {
        guard item >= 0 else { return others[ElementKey(.cell, at: IndexPath(item: item, section: section))] == generation }
        return measuredCells(section: section, chunk: item / Self.chunkSize, generation: generation)
            .contains(item % Self.chunkSize)
    }

    /// The cells of chunk `chunk` of `section` measured in `generation`.
    private func measuredCells(section: Int, chunk: Int, generation: Int) -> Bitset256 {
        guard let stored = cells[ChunkKey(section: section, chunk: chunk)], stored.generation == generation else {
            return Bitset256()
        }
        return stored.measured
    }

    /// Reads which cells were measured in one generation, for cells visited in order (a
    /// rectangle's): each chunk is looked up once while the cells stay in it.
    struct CellReader {
        private let stamps: MeasuredStamps
        private let generation: Int
        private var section = 0
        private var chunk = -1
        private var measured = Bitset256()

        /// A reader of the cells of `stamps` measured in `generation`.
        init(_ stamps: MeasuredStamps, generation: Int) {
            self.stamps = stamps
            self.generation = generation
        }

        /// `containsCell(section:item:generation:)`.
        mutating func contains(section: Int, item: Int) -> Bool {
            guard item >= 0 else { return stamps.containsCell(section: section, item: item, generation: generation) }
            let chunk = item / MeasuredStamps.chunkSize
            if section != self.section || chunk != self.chunk {
                (self.section, self.chunk) = (section, chunk)
                measured = stamps.measuredCells(section: section, chunk: chunk, generation: generation)
            }
            return measured.contains(item % MeasuredStamps.chunkSize)
        }
    }

    /// Records that `key` was measured in `generation`.
    mutating func insert(_ key: ElementKey, generation: Int) {
        guard let (chunkKey, p) = Self.position(of: key) else {
            others[key] = generation
            return
        }
        // Changed where it is stored: one lookup.
        Self.stamp(&cells[chunkKey, default: Chunk(generation: generation)], position: p, generation: generation)
    }

    /// Marks position `p` of `chunk` measured in `generation`, forgetting the chunk's bits
    /// of an older generation.
    private static func stamp(_ chunk: inout Chunk, position p: Int, generation: Int) {
        if chunk.generation != generation { chunk = Chunk(generation: generation) }
        chunk.measured.insert(p)
    }

    /// Forgets that `key` was measured.
    mutating func remove(_ key: ElementKey) {
        guard let (chunkKey, p) = Self.position(of: key) else {
            others[key] = nil
            return
        }
        guard var chunk = cells[chunkKey] else { return }
        chunk.measured.remove(p)
        cells[chunkKey] = chunk.measured.isEmpty ? nil : chunk
    }

    /// Forgets every element.
    mutating func removeAll() {
        cells = [:]
        others = [:]
    }
}
