/// A boundary item that pins to the visible rectangle, as a renderer moves it: where it sits
/// unpinned, the rectangle it stays in, and where it is at every scroll offset. Frames are
/// reported ones (mirrored, on the pixel grid).
public struct PinnedBoundaryItem: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The section whose boundary item it is, or `nil` for a layout-wide item.
    public var section: Int?
    /// The end of the main axis it sits on: `.start` or `.end`.
    public var edge: BoundaryEdge
    /// The main axis.
    public var axis: Axis
    /// Where it sits when nothing pushes it.
    public var naturalFrame: Rect
    /// The rectangle it stays in: its section, or the whole content for a layout-wide item.
    public var pinningBounds: Rect
    /// Its origin along the main axis at every scroll offset.
    public var positions: PinnedPositions

    /// Its frame with the view scrolled `offset` points along the main axis from where the
    /// positions were computed: exactly the reported frame when `offset` is a whole number of
    /// pixels (see ``PinnedPositions``).
    public func frame(atOffset offset: Double) -> Rect {
        let origin = Point(
            main: positions.origin(atOffset: offset), cross: naturalFrame.origin.value(along: axis.cross), axis: axis)
        return Rect(origin: origin, size: naturalFrame.size)
    }
}
