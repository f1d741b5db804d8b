internal import InternalUtilities

/// Consecutive groups of an `ExtentTree` read in order from one search: after the first
/// group, each next group's offset and override cost O(1) (amortized over the leaves
/// passed), where `offsetAndOverride(ofGroup:)` descends from the root for every group.
///
/// Every offset is the one `offset(ofGroup:)` gives, bit for bit: the walk keeps the same
/// partial sums (the summaries before the leaf, the leaf's block sums, the entries of the
/// current block) and adds each term where the search would.
struct ExtentWalk {
    /// The group the next `ExtentTree.next(_:)` reads.
    private(set) var group: Int
    /// The leaf holding `group`; `nil` when the track has no override or `group` is outside
    /// `0..<count`.
    private var path: ChunkTree<ExtentChunk>.LeafPath?
    /// The leaf itself; a gap is told by its empty override set (a stored dense leaf has an
    /// override), so that its numbers' array is read only for the numbers the walk needs.
    private var chunk: ExtentChunk
    /// The position of `group` in the leaf.
    private var position = 0
    /// The overrides in the leaf before `position`.
    private var overriddenBefore = 0
    /// The block sums of the leaf before `position`'s block, added left to right (the leaf's
    /// running total there).
    private var blocks = 0.0
    /// The lengths in `position`'s block before it, added left to right.
    private var partial = 0.0
    /// The descents from the root so far: one to start, one more each time the walk leaves
    /// the last child of an inner node. A work counter for tests.
    private(set) var descents = 0

    fileprivate init(group: Int, path: ChunkTree<ExtentChunk>.LeafPath?, chunk: ExtentChunk, position: Int) {
        self.group = group
        self.path = path
        self.chunk = chunk
        self.position = position
        descents = path == nil ? 0 : 1
        guard !chunk.holdsNoValue else { return }
        overriddenBefore = chunk.overridden.count(below: position)
        let block = position / ExtentChunk.blockSize
        blocks = chunk.sumOfBlocks(before: block)
        for q in block * ExtentChunk.blockSize..<position { partial += chunk.length(at: q) }
    }

    /// The offset and override of `group` on `track`, which the walk was made from; then
    /// moves to the next group.
    fileprivate mutating func next(on track: ExtentTree) -> (offset: Double, override: Double?) {
        guard let path else {
            defer { group += 1 }
            return track.offsetAndOverride(ofGroup: group)
        }
        let k = group
        let result: (offset: Double, override: Double?)
        if chunk.holdsNoValue {
            result = (k == 0 ? 0 : track.offset(k, after: path.before.count, overriddenLength: path.before.length), nil)
        } else {
            let n = path.before.count + overriddenBefore
            let lengths = path.before.length + (blocks + partial)
            result = (k == 0 ? 0 : track.offset(k, after: n, overriddenLength: lengths), chunk.override(at: position))
        }
        advance(on: track, from: path)
        return result
    }

    private mutating func advance(on track: ExtentTree, from path: ChunkTree<ExtentChunk>.LeafPath) {
        group += 1
        guard position + 1 == chunk.count else {
            if !chunk.holdsNoValue {
                if chunk.overridden.contains(position) { overriddenBefore += 1 }
                if (position + 1) % ExtentChunk.blockSize == 0 {
                    blocks = chunk.sumOfBlocks(before: (position + 1) / ExtentChunk.blockSize)
                    partial = 0
                } else {
                    partial += chunk.length(at: position)
                }
            }
            position += 1
            return
        }
        self.path = track.tree.leaf(after: path, descents: &descents)
        chunk = self.path.map { track.tree.leaves[$0.leaf] } ?? ExtentChunk(empty: 0, dense: false)
        position = 0
        overriddenBefore = 0
        blocks = 0
        partial = 0
    }
}

extension ExtentTree {
    /// A walk of the groups from group `k` on: one search now, O(1) per group after it.
    func walk(from k: Int) -> ExtentWalk {
        guard tree.summary.count > 0, k >= 0, k < count else {
            return ExtentWalk(group: k, path: nil, chunk: ExtentChunk(empty: 0, dense: false), position: 0)
        }
        let (path, position) = tree.locate(k)
        return ExtentWalk(group: k, path: path, chunk: tree.leaves[path.leaf], position: position)
    }

    /// The offset and override of the walk's group, as `offsetAndOverride(ofGroup:)` gives
    /// them; then the walk moves to the next group.
    func next(_ walk: inout ExtentWalk) -> (offset: Double, override: Double?) {
        walk.next(on: self)
    }
}
