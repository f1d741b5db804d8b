/// A cell as the host reports it, without what every cell shares: a ``PlacedElement`` of
/// category `.cell` has no kind and, outside a scrolled row, no row shift, so a cell lookup
/// needs only these values (and copying them involves no reference counting).
public struct PlacedCell: Hashable, Sendable {
    /// The presented frame: content space mirrored for right-to-left and snapped to the pixel
    /// grid, exactly the `frame` of ``LayoutSolution/cell(section:item:)``.
    public var frame: Rect
    /// The zIndex.
    public var zIndex: Int
    /// The axes on which the cell sizes itself.
    public var selfSizingAxes: SelfSizingAxes

    /// Creates a placed cell.
    public init(frame: Rect, zIndex: Int, selfSizingAxes: SelfSizingAxes = []) {
        self.frame = frame
        self.zIndex = zIndex
        self.selfSizingAxes = selfSizingAxes
    }
}
