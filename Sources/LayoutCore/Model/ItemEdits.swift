/// An item's place in a layout: its section and its index in that section.
public struct ItemPosition: Hashable, Sendable {
    /// The section.
    public var section: Int
    /// The item's index in the section.
    public var item: Int

    /// Creates a position.
    public init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }
}

/// The item changes of one batch update, numbered as a batch update numbers them:
/// deletions and move sources name items as they were before the update, insertions and
/// move destinations as they are after it. A move takes its item's measured size (and its
/// measured item supplementaries) along; an inserted item starts unmeasured.
public struct ItemEdits: Hashable, Sendable {
    /// An item that leaves `from` (before the update) and arrives at `to` (after it).
    public struct Move: Hashable, Sendable {
        /// Where the item was, before the update.
        public var from: ItemPosition
        /// Where the item is, after the update.
        public var to: ItemPosition

        /// Creates a move.
        public init(from: ItemPosition, to: ItemPosition) {
            self.from = from
            self.to = to
        }
    }

    /// The items removed, by their positions before the update.
    public var deletions: [ItemPosition]
    /// The items added, by their positions after the update.
    public var insertions: [ItemPosition]
    /// The items moved.
    public var moves: [Move]

    /// Creates a set of edits; none by default.
    public init(deletions: [ItemPosition] = [], insertions: [ItemPosition] = [], moves: [Move] = []) {
        self.deletions = deletions
        self.insertions = insertions
        self.moves = moves
    }

    /// Whether the edits change nothing.
    public var isEmpty: Bool { deletions.isEmpty && insertions.isEmpty && moves.isEmpty }
}
