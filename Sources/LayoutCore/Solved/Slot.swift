/// Where one cell sits inside a solved group, in *group space*: relative to the origin of
/// the top-level group's box.
public struct Slot: Hashable, Sendable {
    /// The cell's frame in group space (its box minus its content insets).
    public var frameInGroup: Rect
    /// The cell's zIndex.
    public var zIndex: Int
    /// The axes on which the cell sizes itself.
    public var selfSizingAxes: SelfSizingAxes
    /// The views attached to the cell.
    public var supplementaries: [AttachedSupplementary]

    /// Creates a slot.
    public init(
        frameInGroup: Rect, zIndex: Int = 0, selfSizingAxes: SelfSizingAxes = [],
        supplementaries: [AttachedSupplementary] = []
    ) {
        self.frameInGroup = frameInGroup
        self.zIndex = zIndex
        self.selfSizingAxes = selfSizingAxes
        self.supplementaries = supplementaries
    }

    /// The slot moved by `dx`, `dy`.
    func offsetBy(dx: Double, dy: Double) -> Slot {
        var moved = self
        moved.frameInGroup = frameInGroup.offsetBy(dx: dx, dy: dy)
        return moved
    }
}

/// A supplementary view attached to a cell slot; it is placed on the cell's frame.
public struct AttachedSupplementary: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The zIndex.
    public var zIndex: Int
    /// The axes on which the view sizes itself.
    public var selfSizingAxes: SelfSizingAxes
    /// Where it goes on the cell's frame.
    public var placement: AnchoredPlacement
}
