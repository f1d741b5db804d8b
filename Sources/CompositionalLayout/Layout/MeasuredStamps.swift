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

    /// The cells of one chunk measured in `generation`: bit p % 64 of word p / 64.
    private struct Chunk {
        var generation: Int
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        func word(_ w: Int) -> UInt64 {
            switch w {
            case 0: words.0
            case 1: words.1
            case 2: words.2
            default: words.3
            }
        }

        mutating func setWord(_ w: Int, _ value: UInt64) {
            switch w {
            case 0: words.0 = value
            case 1: words.1 = value
            case 2: words.2 = value
            default: words.3 = value
            }
        }

        var isEmpty: Bool { words.0 | words.1 | words.2 | words.3 == 0 }
    }

    private var cells: [ChunkKey: Chunk] = [:]
    private var others: [ElementKey: Int] = [:]

    /// The number of cell chunks held in storage.
    var storedChunkCount: Int { cells.count }

    /// The chunk and bit of a cell's key, or `nil` for any other element.
    private static func position(of key: ElementKey) -> (key: ChunkKey, word: Int, bit: UInt64)? {
        guard key.category == .cell, key.kind == nil, key.indexPath.count == 2, key.indexPath.item >= 0 else {
            return nil
        }
        let item = key.indexPath.item
        let p = item % chunkSize
        return (ChunkKey(section: key.indexPath.section, chunk: item / chunkSize), p / 64, 1 << UInt64(p % 64))
    }

    /// Whether `key` was measured in `generation`.
    func contains(_ key: ElementKey, generation: Int) -> Bool {
        guard let (chunkKey, word, bit) = Self.position(of: key) else { return others[key] == generation }
        guard let chunk = cells[chunkKey], chunk.generation == generation else { return false }
        return chunk.word(word) & bit != 0
    }

    /// Records that `key` was measured in `generation`.
    mutating func insert(_ key: ElementKey, generation: Int) {
        guard let (chunkKey, word, bit) = Self.position(of: key) else {
            others[key] = generation
            return
        }
        var chunk = cells[chunkKey] ?? Chunk(generation: generation)
        if chunk.generation != generation { chunk = Chunk(generation: generation) }
        chunk.setWord(word, chunk.word(word) | bit)
        cells[chunkKey] = chunk
    }

    /// Forgets that `key` was measured.
    mutating func remove(_ key: ElementKey) {
        guard let (chunkKey, word, bit) = Self.position(of: key) else {
            others[key] = nil
            return
        }
        guard var chunk = cells[chunkKey] else { return }
        chunk.setWord(word, chunk.word(word) & ~bit)
        cells[chunkKey] = chunk.isEmpty ? nil : chunk
    }

    /// Forgets every element.
    mutating func removeAll() {
        cells = [:]
        others = [:]
    }
}
