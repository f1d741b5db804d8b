/// An index path kept as plain integers when it is a (section, item) pair, as every element
/// the layout reports has: values that hold one then make, copy and destroy it without
/// touching an `IndexPath` (a resilient type, copied through its value witnesses). A path of
/// another length, set by a caller, is kept as its indexes. One path has one representation,
/// so comparing these compares the paths.
struct CompactIndexPath: Hashable, Sendable {
    private var section: Int
    private var item: Int
    /// The indexes of a path that is not a pair; `nil` for a pair.
    private var otherIndexes: [Int]?

    /// The empty index path.
    init() {
        (section, item, otherIndexes) = (0, 0, [])
    }

    /// The pair (`section`, `item`).
    init(section: Int, item: Int) {
        (self.section, self.item, otherIndexes) = (section, item, nil)
    }

    /// `indexPath`, whatever its length.
    init(_ indexPath: IndexPath) {
        if indexPath.count == 2 {
            (section, item, otherIndexes) = (indexPath[0], indexPath[1], nil)
        } else {
            (section, item, otherIndexes) = (0, 0, Array(indexPath))
        }
    }

    /// The index path.
    var indexPath: IndexPath {
        otherIndexes.map { IndexPath(indexes: $0) } ?? IndexPath(item: item, section: section)
    }
}
