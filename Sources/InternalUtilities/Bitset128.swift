/// A set of the positions `0 ..< 128` in two machine words: which members of a fixed-size
/// chunk are present, for storage that takes memory per chunk rather than per element.
///
/// Every position passed in must be in `0 ..< 128`; the set does not check.
///
/// ```
/// bit p of `low` for p < 64, bit p − 64 of `high` for p ≥ 64
/// ```
public struct Bitset128: Hashable, Sendable {
    @usableFromInline var low: UInt64 = 0
    @usableFromInline var high: UInt64 = 0

    /// The empty set.
    @inlinable
    public init() {}

    /// Whether `p` is in the set.
    @inlinable
    public func contains(_ p: Int) -> Bool {
        p < 64 ? low & (1 << UInt64(p)) != 0 : high & (1 << UInt64(p - 64)) != 0
    }

    /// Adds `p`.
    @inlinable
    public mutating func insert(_ p: Int) {
        if p < 64 { low |= 1 << UInt64(p) } else { high |= 1 << UInt64(p - 64) }
    }

    /// Removes `p`.
    @inlinable
    public mutating func remove(_ p: Int) {
        if p < 64 { low &= ~(1 << UInt64(p)) } else { high &= ~(1 << UInt64(p - 64)) }
    }

    /// The number of positions in the set.
    @inlinable
    public var count: Int { low.nonzeroBitCount + high.nonzeroBitCount }

    /// Whether the set holds no position.
    @inlinable
    public var isEmpty: Bool { low | high == 0 }

    /// The number of positions in the set that are less than `p`: 0 for `p` ≤ 0, ``count``
    /// for `p` ≥ 128.
    @inlinable
    public func count(below p: Int) -> Int {
        if p <= 0 { return 0 }
        if p < 64 { return (low & ((1 << UInt64(p)) - 1)).nonzeroBitCount }
        if p >= 128 { return count }
        return low.nonzeroBitCount + (high & ((1 << UInt64(p - 64)) - 1)).nonzeroBitCount
    }
}
