import OrderedCollections

/// Equal identifiers that a snapshot holds as two items, which only identifier types that
/// break `Hashable` can bring about: `==` and `hash` that disagree, or a class identifier whose
/// hashed state changed after it was added (its hash no longer finds it). A data source checks
/// a snapshot it shows without diffing it (the first apply, an apply using reload data); the
/// diff finds them in the other applies.
extension NSDiffableDataSourceSnapshot {
    /// The duplicates error naming the items that the snapshot's own index finds at another
    /// position (each is equal to another item it holds), as `operation` reports it; nil for
    /// a snapshot of a well-behaved identifier type. O(n).
    @inlinable
    package func itemsHeldTwice(in operation: String) -> DiffableDataSourceError? {
        var repeated: [ItemIdentifierType] = []
        for (position, item) in items.enumerated() {
            if let found = items.firstIndex(of: item), found != position { repeated.append(item) }
        }
        return repeated.isEmpty ? nil : .duplicates(repeated, kind: .item, in: operation)
    }
}
