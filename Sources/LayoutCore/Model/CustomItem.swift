/// One cell's frame, relative to a custom group's content origin, with its zIndex (M-18).
public struct CustomItem: Hashable, Sendable {
    /// The frame, relative to the group's origin inside its content insets.
    public var frame: Rect
    /// The cell's zIndex.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
