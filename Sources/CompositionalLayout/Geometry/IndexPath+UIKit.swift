#if !canImport(UIKit) && !canImport(AppKit)
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
