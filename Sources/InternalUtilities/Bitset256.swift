/// A set of the positions `0 ..< 256` in four machine words: two ``Bitset128``, the lower
/// for positions below 128.
///
/// Every position passed in must be in `0 ..< 256`; the set does not check.
public struct Bitset256: Hashable, Sendable {
    @usableFromInline var lower = Bitset128()
    @usableFromInline var upper = Bitset128()

    /// The empty set.
    @inlinable
    public init() {}

    /// Whether `p` is in the set.
    @inlinable
    public func contains(_ p: Int) -> Bool {
        p < 128 ? lower.contains(p) : upper.contains(p - 128)
    }

    /// Adds `p`.
    @inlinable
    public mutating func insert(_ p: Int) {
        if p < 128 { lower.insert(p) } else { upper.insert(p - 128) }
    }

    /// Removes `p`.
    @inlinable
    public mutating func remove(_ p: Int) {
        if p < 128 { lower.remove(p) } else { upper.remove(p - 128) }
    }

    /// Whether the set holds no position.
    @inlinable
    public var isEmpty: Bool { lower.isEmpty && upper.isEmpty }
}
