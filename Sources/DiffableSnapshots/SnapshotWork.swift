/// Work a snapshot did beyond what its calls asked for, so tests can prove a cost by counting
/// instead of timing. A value inside each snapshot: copies carry it, nothing is global.
@usableFromInline
package struct SnapshotWork: Hashable, Sendable {
    /// Items already in the snapshot that a change moved or hashed again because it did not
    /// happen at the end of the items: zero while every change is at the end of the last
    /// section.
    @usableFromInline
    package var itemsRewritten = 0
    /// Items whose section number a change of the sections wrote again.
    @usableFromInline
    package var sectionNumbersRewritten = 0

    @inlinable
    package init() {}
}
