/// An item's place in a snapshot: the section's index and the item's index within it, as
/// UIKit's two-index `IndexPath` of a collection view item. Ordered section first.
@usableFromInline
package struct SnapshotIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section's index.
    @usableFromInline
    package var section: Int
    /// The item's index within its section.
    @usableFromInline
    package var item: Int

    @inlinable
    package init(section: Int, item: Int) {
        self.section = section
        self.item = item
    }

    @inlinable
    package static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.section, lhs.item) < (rhs.section, rhs.item)
    }

    /// `[section, item]`, as an index path prints.
    @inlinable
    package var description: String { "[\(section), \(item)]" }
}
