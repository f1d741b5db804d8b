/// The items of one section as an outline: root items, each item's children, and which items
/// are expanded. UIKit's `NSDiffableDataSourceSectionSnapshot` as a value.
///
/// An item is visible when every item above it is expanded; a list shows the visible items.
/// Storage is a tree: the roots in order and, per item, its parent, its children in order and
/// whether it is expanded. Changes cost what they touch (the items given, the siblings of the
/// destination); questions about the whole outline (`items`, `index(of:)`) walk it, O(n).
/// Walks use an explicit stack, so a deep outline cannot overflow the call stack.
///
/// Misuse that UIKit answers with an exception (`DiffableDataSourceError`) leaves the section
/// snapshot unchanged and is reported; see `DiffableDataSourceError.collecting(_:)`.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: Sendable
where ItemIdentifierType: Hashable & Sendable {
    /// One item's place in the outline.
    struct Node: Sendable {
        var parent: ItemIdentifierType?
        var children: [ItemIdentifierType] = []
        var isExpanded = false
    }

    /// The items without a parent, in order.
    var roots: [ItemIdentifierType] = []
    /// Every item's node.
    var nodes: [ItemIdentifierType: Node] = [:]

    /// Creates an empty section snapshot. O(1).
    public init() {}

    /// Creates a copy of `snapshot`. O(1): the storage is shared until one of them changes.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    /// Every item, depth first: each item followed by its children's subtrees. O(n).
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(nodes.count)
        walk(from: roots) { item, _, _ in result.append(item); return true }
        return result
    }

    /// The items without a parent, in order. O(1).
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items whose ancestors are all expanded, depth first: what a list shows. O(visible
    /// items and their children).
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(from: roots) { item, node, _ in result.append(item); return node.isExpanded }
        return result
    }

    /// The expanded items, in the order of `items`. O(n).
    public var expandedItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        walk(from: roots) { item, node, _ in
            if node.isExpanded { result.append(item) }
            return true
        }
        return result
    }

    /// Whether the item is in the section snapshot. O(1).
    public func contains(_ item: ItemIdentifierType) -> Bool {
        nodes[item] != nil
    }

    /// The item's position in `items`, or nil when it is not in the section snapshot. O(n).
    public func index(of item: ItemIdentifierType) -> Int? {
        guard contains(item) else { return nil }
        var position = 0
        var found: Int?
        walk(from: roots) { candidate, _, _ in
            if candidate == item { found = position }
            position += 1
            return found == nil
        }
        return found
    }

    /// Whether the item is expanded. O(1). For an item not in the section snapshot UIKit
    /// raises; here the answer is false and the misuse is reported.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        node(of: item, role: "Item identifier", in: "isExpanded(_:)")?.isExpanded ?? false
    }

    /// Whether every item above this one is expanded. O(depth). For an item not in the
    /// section snapshot UIKit raises; here the answer is false and the misuse is reported.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard var node = node(of: item, role: "Item identifier", in: "isVisible(_:)") else { return false }
        while let parent = node.parent, let parentNode = nodes[parent] {
            guard parentNode.isExpanded else { return false }
            node = parentNode
        }
        return true
    }

    /// How many ancestors the item has: 0 for a root. O(depth). For an item not in the section
    /// snapshot UIKit raises; here the answer is 0 and the misuse is reported.
    public func level(of item: ItemIdentifierType) -> Int {
        guard var node = node(of: item, role: "Item identifier", in: "level(of:)") else { return 0 }
        var level = 0
        while let parent = node.parent, let parentNode = nodes[parent] {
            level += 1
            node = parentNode
        }
        return level
    }

    /// The item's parent, or nil for a root. O(1). For an item not in the section snapshot
    /// UIKit raises; here the answer is nil and the misuse is reported.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        node(of: child, role: "Child item identifier", in: "parent(of:)")?.parent
    }

    /// A section snapshot of the parent's descendants, whose roots are the parent's children
    /// (or the parent itself when `includingParent` is true), with their expanded states.
    /// O(size of the subtree). For a parent not in the section snapshot UIKit raises; here the
    /// answer is empty and the misuse is reported.
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        guard let parentNode = node(of: parent, role: "Parent item identifier", in: "snapshot(of:includingParent:)") else {
            return Self()
        }
        var result = Self()
        result.nodes.reserveCapacity(nodes.count)
        result.roots = includingParent ? [parent] : parentNode.children
        walk(from: result.roots) { item, node, _ in
            var copy = node
            if includingParent ? item == parent : node.parent == parent { copy.parent = nil }
            result.nodes[item] = copy
            return true
        }
        return result
    }

    /// A line per item, depth first, indented two spaces a level: `+` for an expanded item and
    /// `-` for a collapsed one, `*` for a visible one and a space for a hidden one, then the
    /// identifier; between `<NSDiffableDataSourceSectionSnapshot` and `>`, as UIKit writes it
    /// (without the address a value has not). O(n).
    public func visualDescription() -> String {
        var text = "<NSDiffableDataSourceSectionSnapshot\n"
        // The level of the outermost collapsed item above the one visited, if any.
        var collapsedLevel: Int?
        walk(from: roots) { item, node, level in
            if let collapsed = collapsedLevel, level <= collapsed { collapsedLevel = nil }
            let visible = collapsedLevel == nil
            text += String(repeating: "  ", count: level) + (node.isExpanded ? "+" : "-") + (visible ? "*" : " ")
                + String(describing: item) + "\n"
            if visible && !node.isExpanded { collapsedLevel = level }
            return true
        }
        return text + ">"
    }

    /// Visits the subtrees of `start` depth first, with each item's level below `start`;
    /// `visit` answers whether to visit the item's children.
    func walk(from start: [ItemIdentifierType], _ visit: (ItemIdentifierType, Node, Int) -> Bool) {
        var stack: [(item: ItemIdentifierType, level: Int)] = start.reversed().map { ($0, 0) }
        while let (item, level) = stack.popLast() {
            guard let node = nodes[item] else { continue }
            if visit(item, node, level) { stack.append(contentsOf: node.children.reversed().map { ($0, level + 1) }) }
        }
    }

    /// The item's node, reporting UIKit's "… does not exist in section snapshot" when it has
    /// none.
    func node(of item: ItemIdentifierType, role: String, in operation: String) -> Node? {
        if let node = nodes[item] { return node }
        DiffableDataSourceError.notInSectionSnapshot(item, role: role, in: operation).report()
        return nil
    }
}
