/// A subitem given its box by its parent group, before the subitem's own content insets.
struct PlacedBox {
    /// The subitem placed.
    var subitem: Subitem
    /// Its position in the parent's `subitems` list.
    var index: Int
    /// Its box, relative to the parent group's box origin.
    var rect: Rect
}

/// A subitem chosen for a group with the size it is placed at: resolved first, then
/// measured and shared across siblings before placement.
struct Candidate {
    /// The subitem.
    var subitem: Subitem
    /// Its position in the parent's `subitems` list.
    var index: Int
    /// Its box size.
    var size: Size
}
