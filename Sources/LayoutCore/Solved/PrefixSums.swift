/// Running totals over a list of non-negative values (for example the extents of a layout's
/// sections) that stay cheap to query while single values change.
///
/// A Fenwick (binary indexed) tree: node `j`, counted from 1, holds the sum of the
/// `lowbit(j)` values ending at value `j − 1`. A sum before `i` adds the nodes named by the
/// bits of `i`, highest first, and both searches descend the same nodes.
///
/// ```
///  node:    1    2     3    4     5    6     7    8
///  covers:  v0   v0…v1 v2   v0…v3 v4   v4…v5 v6   v0…v7
/// ```
///
/// Sums taken through the tree group the values differently from a left-to-right sum and can
/// differ from it in the last bits; updates add the change to each node, so a value set and
/// then set back can leave such a difference behind. Both are exact whenever every partial
/// sum is exactly representable (for example whole points or multiples of 1/64). The searches
/// compare the same tree sums that `sum(before:)` returns, so they agree with it exactly.
public struct PrefixSums: Hashable, Sendable {
    /// The values, in order.
    private var values: [Double]
    /// The tree nodes; node `j` is at index `j`, and index 0 is unused.
    private var nodes: [Double]

    /// Builds the tree over `values` in O(n).
    public init(_ values: [Double]) {
        self.values = values
        var nodes = [Double](repeating: 0, count: values.count + 1)
        for i in values.indices {
            nodes[i + 1] = values[i]
        }
        for j in 1..<nodes.count {
            let parent = j + (j & -j)
            if parent < nodes.count { nodes[parent] += nodes[j] }
        }
        self.nodes = nodes
    }

    /// The number of values.
    public var count: Int { values.count }

    /// The value at `i`, or 0 when `i` is outside `0..<count`.
    public func value(at i: Int) -> Double {
        values.indices.contains(i) ? values[i] : 0
    }

    /// Replaces the value at `i` and reports the number of tree nodes updated; does nothing
    /// and reports 0 when `i` is outside `0..<count`.
    @discardableResult
    public mutating func set(_ value: Double, at i: Int) -> Int {
        guard values.indices.contains(i) else { return 0 }
        let change = value - values[i]
        values[i] = value
        var touched = 0
        var j = i + 1
        while j < nodes.count {
            nodes[j] += change
            touched += 1
            j += j & -j
        }
        return touched
    }

    /// The sum of the values before `i`; `i` is clamped to `0...count`.
    public func sum(before i: Int) -> Double {
        var rest = min(max(i, 0), count)
        var node = 0
        var total = 0.0
        while rest > 0 {
            let bit = Self.highestBit(of: rest)
            node += bit
            total += nodes[node]
            rest -= bit
        }
        return total
    }

    /// The sum of all values.
    public var total: Double { sum(before: count) }

    /// The smallest `i` whose sum through `i`, `sum(before: i + 1)`, is at least `x`; `count`
    /// when there is none (or `x` is NaN).
    public func firstIndex(whereSumThroughIsAtLeast x: Double) -> Int {
        if x.isNaN { return count }
        var node = 0
        var total = 0.0
        var bit = Self.highestBit(of: count)
        while bit > 0 {
            let next = node + bit
            if next <= count {
                let candidate = total + nodes[next]
                if candidate < x {
                    node = next
                    total = candidate
                }
            }
            bit >>= 1
        }
        return node
    }

    /// The largest `i` in `0..<count` whose sum before `i` is at most `x`; −1 when there is
    /// none, that is for an empty list or an `x` below 0 or NaN.
    public func lastIndex(whereSumBeforeIsAtMost x: Double) -> Int {
        guard count > 0, x >= 0 else { return -1 }
        let limit = count - 1
        var node = 0
        var total = 0.0
        var bit = Self.highestBit(of: limit)
        while bit > 0 {
            let next = node + bit
            if next <= limit {
                let candidate = total + nodes[next]
                if candidate <= x {
                    node = next
                    total = candidate
                }
            }
            bit >>= 1
        }
        return node
    }

    /// Two prefix sums are equal when their values are; their tree sums may still differ in
    /// the last bits when one was reached through updates.
    public static func == (lhs: PrefixSums, rhs: PrefixSums) -> Bool {
        lhs.values == rhs.values
    }

    /// Hashes the values.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(values)
    }

    /// The highest power of two not above `n`, or 0 for `n <= 0`.
    private static func highestBit(of n: Int) -> Int {
        n > 0 ? 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount) : 0
    }
}
