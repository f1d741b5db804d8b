/// The scrolling row of an orthogonal section (O-4 … O-6), along the cross axis.
///
/// Offsets here are *leading distances*: how far the row has scrolled from its leading end
/// toward its trailing end, `0 … maximumOffset`, whatever the reading direction.
///
/// ```
///  L      e   g        s   g              e   Tr
/// |----|....[ group 0 ]__[ group 1 ] … [ group N-1 ]....|----|   content length C
/// |<----------- viewport (container width) ---------->|
/// ```
public struct OrthogonalRow: Hashable, Sendable {
    /// How the row comes to rest.
    public var behavior: OrthogonalScrolling
    /// The length of the row's scrollable content, C (O-5).
    public var contentLength: Double
    /// The length of the visible part of the row: the container's cross length (O-6).
    public var viewportLength: Double
    /// The distance between consecutive groups' leading edges (group length + spacing).
    public var groupStride: Double
    /// The number of groups in the row.
    public var groupCount: Int

    /// Creates a row.
    public init(
        behavior: OrthogonalScrolling, contentLength: Double, viewportLength: Double, groupStride: Double, groupCount: Int
    ) {
        self.behavior = behavior
        self.contentLength = contentLength
        self.viewportLength = viewportLength
        self.groupStride = groupStride
        self.groupCount = groupCount
    }

    /// The largest resting offset, `max(0, C − viewport)` (O-6).
    public var maximumOffset: Double { max(0, contentLength - viewportLength) }

    /// `offset` limited to `0 … maximumOffset`; NaN counts as 0.
    public func clamped(_ offset: Double) -> Double {
        guard !offset.isNaN else { return 0 }
        return min(max(offset, 0), maximumOffset)
    }
}
