import Yams

/// How many nodes a document's aliases add when each is read as a copy of the node it names,
/// counted without making a copy.
///
/// Yams resolves an alias to the node its anchor names, so that node appears in the tree once
/// more for every alias of it, and aliases of nodes holding aliases multiply: ten aliases of
/// a list of ten aliases, six levels deep, are a million nodes in a 1 KB file. Reading such a
/// tree costs time and memory in proportion to the million, whatever the file's size.
///
/// The count walks the tree as written: the first time it finishes an anchored node it keeps
/// that node's expanded size; a later occurrence of the same node (the same `Anchor` object,
/// so a redefined name is a different node) is an alias, which adds that size less one (the
/// alias itself is written) and is not walked into. Each written node is visited once, and
/// the walk stops at the alias that takes the total past the limit.
struct AliasExpansion {
    /// An alias, identified as the text writes it: the `ordinal`-th alias of `anchor`.
    struct Alias {
        /// The anchor's name.
        var anchor: String
        /// How many aliases of `anchor` come before this one in the text.
        var ordinal: Int
        /// The start of the collection the alias is in: where to point when the text cannot
        /// be searched for the alias itself.
        var containerMark: Mark?
    }

    /// The nodes the aliases add, up to the alias that passed the limit.
    private(set) var addedNodes = 0
    /// The alias that took the added nodes past the limit, if one did.
    private(set) var aliasPastLimit: Alias?
    /// The nodes visited (the work done): one per node written, at most.
    private(set) var visitedNodes = 0

    /// Counts what the aliases of the document at `root` add, stopping past `limit`.
    init(root: Node, limit: Int) {
        struct Frame {
            let node: Node
            var nextChild = 0
            /// The expanded size of the node's children finished so far, plus the node itself.
            var size = 1
        }
        var expandedSizes: [ObjectIdentifier: Int] = [:]
        var aliasesByName: [String: Int] = [:]
        var stack = [Frame(node: root)]
        visitedNodes = 1
        while var frame = stack.popLast() {
            guard let child = Self.child(frame.nextChild, of: frame.node) else {
                if let anchor = frame.node.anchor { expandedSizes[ObjectIdentifier(anchor)] = frame.size }
                if !stack.isEmpty { stack[stack.count - 1].size += frame.size }
                continue
            }
            frame.nextChild += 1
            visitedNodes += 1
            if let anchor = child.anchor, let size = expandedSizes[ObjectIdentifier(anchor)] {
                let ordinal = aliasesByName[anchor.rawValue, default: 0]
                aliasesByName[anchor.rawValue] = ordinal + 1
                addedNodes += size - 1
                frame.size += size
                if addedNodes > limit {
                    aliasPastLimit = Alias(anchor: anchor.rawValue, ordinal: ordinal, containerMark: frame.node.mark)
                    return
                }
                stack.append(frame)
            } else {
                stack.append(frame)
                stack.append(Frame(node: child))
            }
        }
    }

    /// Child `index` of `node` in text order (a mapping's key, then its value), or `nil` past
    /// the last.
    static func child(_ index: Int, of node: Node) -> Node? {
        switch node {
        case .mapping(let mapping):
            // Indexes are array indexes: `count` would walk the whole mapping.
            let position = mapping.startIndex + index / 2
            guard position < mapping.endIndex else { return nil }
            let pair = mapping[position]
            return index % 2 == 0 ? pair.key : pair.value
        case .sequence(let sequence):
            let position = sequence.startIndex + index
            return position < sequence.endIndex ? sequence[position] : nil
        case .scalar, .alias:
            return nil
        }
    }
}
