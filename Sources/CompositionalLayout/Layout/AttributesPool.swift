/// Attribute objects the layout handed out that may have been released by everyone else,
/// so that a new element can take one instead of allocating: a jump (`scrollToItem`, a
/// restored position, a random lookup) then costs no allocation per element once the
/// objects of the last answer were released.
///
/// An object is taken only while the pool holds its one reference
/// (`isKnownUniquelyReferenced`): nothing else can see it, so giving it the values of another
/// element is the same as releasing it and making a new one. Only objects of
/// `UICollectionViewLayoutAttributes` itself enter the pool, never of a subclass, whose own
/// stored properties would carry over.
struct AttributesPool {
    /// The most objects held: a lookup loop needs one; more only serve callers that hold
    /// many lookups' objects at once, whose objects the pool lets go as it meets them.
    static let capacity = 64

    /// Objects handed out, the most recent last; some may still be held by callers.
    private var candidates: [UICollectionViewLayoutAttributes] = []

    /// The number of objects held, free or not.
    var count: Int { candidates.count }

    /// Offers `object`, handed out now or about to be let go by the layout, for later reuse.
    mutating func offer(_ object: UICollectionViewLayoutAttributes) {
        guard candidates.count < Self.capacity, type(of: object) == UICollectionViewLayoutAttributes.self else { return }
        candidates.append(object)
    }

    /// An object nothing else holds, taken out of the pool, or `nil`; objects still held by
    /// callers met on the way are let go (their callers keep them).
    mutating func take() -> UICollectionViewLayoutAttributes? {
        while var object = candidates.popLast() {
            if isKnownUniquelyReferenced(&object) { return object }
        }
        return nil
    }

    /// What ``take()`` and then ``offer(_:)`` of the object taken do, without moving it: an
    /// object nothing else holds, left where it is (the most recent) for a lookup that hands
    /// it out again and keeps nothing, or `nil`.
    mutating func reclaim() -> UICollectionViewLayoutAttributes? {
        while let last = candidates.indices.last {
            if isKnownUniquelyReferenced(&candidates[last]) { return candidates[last] }
            candidates.removeLast()
        }
        return nil
    }
}
