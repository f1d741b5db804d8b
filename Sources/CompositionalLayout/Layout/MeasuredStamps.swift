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
        guard let (chunkKey, p) = Self.position(of: key) else { return others[key] == generation }
        guard let chunk = cells[chunkKey], chunk.generation == generation else { return false }
        return chunk.measured.contains(p)
    }

    /// Records that `key` was measured in `generation`.
    mutating func insert(_ key: ElementKey, generation: Int) {
        guard let (chunkKey, p) = Self.position(of: key) else {
            others[key] = generation
            return
        }
        var chunk = cells[chunkKey] ?? Chunk(generation: generation)
        if chunk.generation != generation { chunk = Chunk(generation: generation) }
        chunk.measured.insert(p)
        cells[chunkKey] = chunk
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
