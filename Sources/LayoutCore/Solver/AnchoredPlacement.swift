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

    /// Resolves `supplementary` for a host frame of `hostSize`.
    init(_ supplementary: SupplementaryItem, hostSize: Size) {
        let size = supplementary.size.resolve(in: hostSize)
        let itemAnchor = supplementary.itemAnchor ?? Anchor(edges: supplementary.containerAnchor.edges)
        let containerOffset = supplementary.containerAnchor.offset(for: size)
        let itemOffset = supplementary.itemAnchor?.offset(for: size) ?? .zero
        self.size = size
        self.containerPoint = supplementary.containerAnchor.unitPoint
        self.itemPoint = itemAnchor.unitPoint
        self.offset = Point(x: containerOffset.x + itemOffset.x, y: containerOffset.y + itemOffset.y)
        self.contentInsets = supplementary.contentInsets
    }

    /// The view's frame on `host`. In a right-to-left layout `host` is already mirrored, so
    /// leading and trailing swap: the anchor points, the x offset and the insets are mirrored
    /// here.
    public func frame(on host: Rect, direction: LayoutDirection) -> Rect {
        let mirrored = direction == .rightToLeft
        let ax = mirrored ? 1 - containerPoint.x : containerPoint.x
        let bx = mirrored ? 1 - itemPoint.x : itemPoint.x
        let dx = mirrored ? -offset.x : offset.x
        let x = host.minX + ax * host.width - bx * size.width + dx
        let y = host.minY + containerPoint.y * host.height - itemPoint.y * size.height + offset.y
        let insets =
            mirrored
            ? DirectionalInsets(
                top: contentInsets.top, leading: contentInsets.trailing, bottom: contentInsets.bottom,
                trailing: contentInsets.leading)
            : contentInsets
        let inset = Rect(x: x, y: y, width: size.width, height: size.height).inset(by: insets)
        return Rect(x: inset.minX, y: inset.minY, width: max(0, inset.width), height: max(0, inset.height))
    }
}

/// A supplementary view attached to a cell slot.
public struct AttachedSupplementary: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The zIndex.
    public var zIndex: Int
    /// Where it goes on the cell's frame.
    public var placement: AnchoredPlacement
}

/// A supplementary view attached to a group instance inside a solved top-level group.
public struct GroupSupplementary: Hashable, Sendable {
    /// The element kind.
    public var kind: String
    /// The zIndex.
    public var zIndex: Int
    /// Where it goes on its host.
    public var placement: AnchoredPlacement
    /// The host: the group's box inside its content insets (OB-7), relative to the top-level
    /// group's origin.
    public var host: Rect
    /// Which instance of this kind it is within one top-level group, in placement order.
    public var instance: Int
    /// The index of the first slot of the group it belongs to; an instance with no item is
    /// not produced.
    public var firstSlot: Int
}
