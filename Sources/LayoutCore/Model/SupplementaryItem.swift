/// A view attached to every cell of an item blueprint, or to every instance of a group
/// (A-5 … A-9): a badge, a frame.
public struct SupplementaryItem: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The view's size, resolved against the frame it is attached to.
    public var size: LayoutSize
    /// The point of the host the view attaches to.
    public var containerAnchor: Anchor
    /// The point of the view put on the container anchor; `nil` means the same edges.
    public var itemAnchor: Anchor?
    /// The view's zIndex.
    public var zIndex: Int
    /// Space removed from the placed frame.
    public var contentInsets: DirectionalInsets

    /// Creates a supplementary item.
    public init(
        kind: String, size: LayoutSize, containerAnchor: Anchor, itemAnchor: Anchor? = nil, zIndex: Int = 1,
        contentInsets: DirectionalInsets = .zero
    ) {
        self.kind = kind
        self.size = size
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        self.zIndex = zIndex
        self.contentInsets = contentInsets
    }
}
