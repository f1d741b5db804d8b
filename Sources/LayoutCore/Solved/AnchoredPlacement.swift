/// A supplementary view resolved against its host: its size, the anchor points and the
/// offset in points. Where it lands depends only on the host's frame, so one placement
/// serves every cell or group instance of a blueprint.
///
/// The point of the view at `itemPoint` is put on the host's point at `containerPoint`,
/// then moved by `offset` (A-3 … A-5):
/// `origin = host.min + containerPoint × host.size − itemPoint × size + offset`.
public struct AnchoredPlacement: Hashable, Sendable {
    /// The view's size.
    public var size: Size
    /// The host's anchor point, in unit coordinates.
    public var containerPoint: Point
    /// The view's anchor point, in unit coordinates.
    public var itemPoint: Point
    /// The sum of both anchors' offsets, in points.
    public var offset: Point
    /// Space removed from the placed frame.
    public var contentInsets: DirectionalInsets

    /// Resolves `supplementary` for a host frame of `hostSize`, taking `measured` on
    /// its self-sizing axes.
    init(_ supplementary: SupplementaryItem, hostSize: Size, measured: Size? = nil) {
        let size = supplementary.size.applying(measured: measured, to: supplementary.size.resolve(in: hostSize))
        let itemAnchor = supplementary.itemAnchor ?? Anchor(edges: supplementary.containerAnchor.edges)
        let containerOffset = supplementary.containerAnchor.offset(for: size)
        let itemOffset = supplementary.itemAnchor?.offset(for: size) ?? .zero
        self.size = size
        self.containerPoint = supplementary.containerAnchor.unitPoint
        self.itemPoint = itemAnchor.unitPoint
        self.offset = Point(x: containerOffset.x + itemOffset.x, y: containerOffset.y + itemOffset.y)
        self.contentInsets = supplementary.contentInsets
    }

    /// The view's frame on `host`, in the host's coordinate space (left to right); the
    /// presentation step mirrors it with everything else.
    public func frame(on host: Rect) -> Rect {
        let x = host.minX + containerPoint.x * host.width - itemPoint.x * size.width + offset.x
        let y = host.minY + containerPoint.y * host.height - itemPoint.y * size.height + offset.y
        return Rect(x: x, y: y, width: size.width, height: size.height).inset(by: contentInsets).clampedToNonNegativeSize
    }
}
