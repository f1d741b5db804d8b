// Where Apple's UIKit exists it declares these. A platform test, not `canImport(UIKit)`: this
// package's own UIKit module (Sources/UIKit) can be imported once built, and would hide them.
#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS)) && !canImport(AppKit)
extension IndexPath {
    /// Creates an index path of a collection view item: section first, then item.
    public init(item: Int, section: Int) {
        // One index, then a second appended: IndexPath keeps two indices inline, whereas
        // `init(indexes: [section, item])` allocates an array first.
        self.init(index: section)
        append(item)
    }

    /// The item's index within its section (the second index).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The section's index (the first index).
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }
}
#endif

#if !(os(iOS) || os(tvOS) || os(visionOS) || os(watchOS))
extension IndexPath {
    /// Creates an index path of a table-style row: section first, then row. The same value
    /// as `IndexPath(item: row, section: section)`.
    public init(row: Int, section: Int) {
        self.init(item: row, section: section)
    }

    /// The row's index within its section: another name for ``item`` (the second index).
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
#endif
