/// Where one cell sits inside a solved group, relative to the group's box origin.
public struct Slot: Hashable, Sendable {
    /// The cell's frame relative to the group's origin (after its content insets).
    public var frame: Rect
    /// The cell's zIndex.
    public var zIndex: Int
    /// The views attached to the cell.
    public var supplementaries: [AttachedSupplementary]

    /// Creates a slot.
    public init(frame: Rect, zIndex: Int = 0, supplementaries: [AttachedSupplementary] = []) {
        self.frame = frame
        self.zIndex = zIndex
        self.supplementaries = supplementaries
    }

    /// The slot moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Slot {
        Slot(frame: frame.offsetBy(dx: dx, dy: dy), zIndex: zIndex, supplementaries: supplementaries)
    }
}
