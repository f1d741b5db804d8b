/// Where one cell sits inside a solved group, relative to the group's box origin.
public struct Slot: Hashable, Sendable {
    /// The cell's frame relative to the group's origin (after its content insets).
    public var frame: Rect
    /// The cell's zIndex.
    public var zIndex: Int

    /// Creates a slot.
    public init(frame: Rect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The slot moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Slot {
        Slot(frame: frame.offsetBy(dx: dx, dy: dy), zIndex: zIndex)
    }
}
