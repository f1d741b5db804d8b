/// Adding, removing, expanding and collapsing items of an outline.
extension NSDiffableDataSourceSectionSnapshot {
    /// Adds the items as the last children of `parent`, or as the last roots when it is nil.
    /// An empty list changes nothing, whatever the parent. O(k).
    ///
    /// Misuse, in UIKit's order: a parent not in the section snapshot (`itemNotFound`), items
    /// already in it or repeated (`duplicateIdentifiers`).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let operation = "append(_:to:)"
        guard !items.isEmpty else { return }
        if let parent, node(of: parent, role: "Parent item identifier", in: operation) == nil { return }
        guard validateNew(items, in: operation) else { return }
        adopt(items, parent: parent, at: parent.map { nodes[$0]?.children.count ?? 0 } ?? roots.count)
    }

    /// Adds the outline of `snapshot` as the last children of `parent`, or as the last roots
    /// when it is nil: its roots become children, with their descendants and expanded states.
    /// An empty snapshot changes nothing. O(inserted items).
    ///
    /// Misuse: as `append(_:to:)` with items.
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        let operation = "append(_:to:)"
        guard !snapshot.nodes.isEmpty else { return }
        if let parent, node(of: parent, role: "Parent item identifier", in: operation) == nil { return }
        guard validateNew(snapshot.items, in: operation) else { return }
        graft(snapshot, parent: parent, at: parent.map { nodes[$0]?.children.count ?? 0 } ?? roots.count)
    }

    /// Inserts the items as siblings just before `item`. An empty list changes nothing. O(k +
    /// siblings).
    ///
    /// Misuse: `item` not in the section snapshot (`itemNotFound`), items already in it or
    /// repeated (`duplicateIdentifiers`).
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, nextTo: item, after: false, in: "insert(_:before:)")
    }

    /// Inserts the items as siblings just after `item`, so after its children. An empty list
    /// changes nothing. O(k + siblings).
    ///
    /// Misuse: as `insert(_:before:)`.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, nextTo: item, after: true, in: "insert(_:after:)")
    }

    /// Removes the items with their descendants; an item listed twice, or below another one
    /// listed, is removed once. O(removed items + their siblings).
    ///
    /// Misuse: an item not in the section snapshot (`itemNotFound`, "Failed to find index of
    /// item …"); nothing is removed then.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        if let missing = items.first(where: { nodes[$0] == nil }) {
            return DiffableDataSourceError.failedToFindIndex(of: missing, in: "delete(_:)").report()
        }
        for item in items where nodes[item] != nil { detach(item) }
    }

    /// Removes every item. O(1) besides releasing the storage.
    public mutating func deleteAll() {
        roots.removeAll()
        nodes.removeAll()
    }

    /// Expands the items; those not in the section snapshot are ignored, as UIKit ignores
    /// them. An item without children may be expanded. O(k).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = true }
    }

    /// Collapses the items; those not in the section snapshot are ignored. O(k).
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { nodes[item]?.isExpanded = false }
    }

    /// Replaces the parent's descendants with the outline of `snapshot`, whose roots become the
    /// parent's children, with their expanded states. O(removed + inserted items).
    ///
    /// Misuse: a parent not in the section snapshot (`itemNotFound`); items of `snapshot` that
    /// stay in this one elsewhere (`duplicateIdentifiers`; UIKit builds a broken outline then).
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        let operation = "replace(childrenOf:using:)"
        guard let parentNode = node(of: parent, role: "Parent item identifier", in: operation) else { return }
        var replaced = Set<ItemIdentifierType>(minimumCapacity: nodes.count)
        walk(from: parentNode.children) { item, _, _ in replaced.insert(item); return true }
        let kept = snapshot.items.filter { nodes[$0] != nil && !replaced.contains($0) }
        guard kept.isEmpty else {
            return DiffableDataSourceError.sectionSnapshotDuplicates(kept, in: operation).report()
        }
        for child in parentNode.children { detach(child) }
        graft(snapshot, parent: parent, at: 0)
    }

    /// Inserts the outline of `snapshot` just before `item`: its roots become `item`'s
    /// siblings, with their descendants and expanded states. An empty snapshot changes nothing.
    /// O(inserted items + siblings).
    ///
    /// Misuse: `item` not in the section snapshot (`itemNotFound`), items of `snapshot`
    /// already in this one (`duplicateIdentifiers`).
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType) {
        insert(snapshot, nextTo: item, after: false, in: "insert(_:before:)")
    }

    /// Inserts the outline of `snapshot` just after `item` and its descendants. O(inserted
    /// items + siblings).
    ///
    /// Misuse: as `insert(_:before:)` with a section snapshot.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType) {
        insert(snapshot, nextTo: item, after: true, in: "insert(_:after:)")
    }

    private mutating func insert(
        _ items: [ItemIdentifierType], nextTo destination: ItemIdentifierType, after: Bool, in operation: String
    ) {
        guard !items.isEmpty, let (parent, index) = siblingPosition(of: destination, after: after, in: operation),
            validateNew(items, in: operation)
        else { return }
        adopt(items, parent: parent, at: index)
    }

    private mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, nextTo destination: ItemIdentifierType,
        after: Bool, in operation: String
    ) {
        guard !snapshot.nodes.isEmpty, let (parent, index) = siblingPosition(of: destination, after: after, in: operation),
            validateNew(snapshot.items, in: operation)
        else { return }
        graft(snapshot, parent: parent, at: index)
    }

    /// The parent of `destination` and the index among its siblings just before or after it;
    /// reports UIKit's "Item identifier to insert before/after …" when it is not there.
    private func siblingPosition(
        of destination: ItemIdentifierType, after: Bool, in operation: String
    ) -> (parent: ItemIdentifierType?, index: Int)? {
        let role = "Item identifier to insert \(after ? "after" : "before")"
        guard let node = node(of: destination, role: role, in: operation) else { return nil }
        let siblings = node.parent.flatMap { nodes[$0]?.children } ?? roots
        guard let index = siblings.firstIndex(of: destination) else { return nil }
        return (node.parent, after ? index + 1 : index)
    }

    /// Whether none of the items is in the section snapshot or repeated; reports them when not.
    /// The sets never grow (see `repeatedElements()`): identifiers that break `Hashable` are
    /// compared, never rehashed.
    private func validateNew(_ items: [ItemIdentifierType], in operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var listed = Set<ItemIdentifierType>(minimumCapacity: items.count)
        var duplicates: [ItemIdentifierType] = []
        for item in items where (nodes[item] != nil || !seen.insert(item).inserted) && listed.insert(item).inserted {
            duplicates.append(item)
        }
        if !duplicates.isEmpty { DiffableDataSourceError.sectionSnapshotDuplicates(duplicates, in: operation).report() }
        return duplicates.isEmpty
    }

    /// Makes new items children of `parent` (roots when nil) from `index` on.
    private mutating func adopt(_ items: [ItemIdentifierType], parent: ItemIdentifierType?, at index: Int) {
        if let parent {
            nodes[parent]?.children.insert(contentsOf: items, at: index)
        } else {
            roots.insert(contentsOf: items, at: index)
        }
        nodes.reserveCapacity(nodes.count + items.count)
        for item in items { nodes[item] = Node(parent: parent) }
    }

    /// Adds the outline of `snapshot` under `parent` (roots when nil) from `index` on.
    private mutating func graft(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, parent: ItemIdentifierType?, at index: Int
    ) {
        adopt(snapshot.roots, parent: parent, at: index)
        nodes.reserveCapacity(nodes.count + snapshot.nodes.count)
        for (item, node) in snapshot.nodes {
            var copy = node
            copy.parent = node.parent ?? parent
            nodes[item] = copy
        }
    }

    /// Removes the item and its descendants from the outline.
    private mutating func detach(_ item: ItemIdentifierType) {
        guard let node = nodes[item] else { return }
        if let parent = node.parent {
            nodes[parent]?.children.removeAll { $0 == item }
        } else {
            roots.removeAll { $0 == item }
        }
        var removed: [ItemIdentifierType] = []
        walk(from: [item]) { descendant, _, _ in removed.append(descendant); return true }
        for descendant in removed { nodes[descendant] = nil }
    }
}
