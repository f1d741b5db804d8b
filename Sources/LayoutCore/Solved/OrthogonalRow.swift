/// The scrolling row of an orthogonal section (O-4 … O-6), along the cross axis, with the
/// section's scrolling properties: everything that decides where the row may be and where
/// it comes to rest (see `OrthogonalRow+Scrolling`).
///
/// Offsets are *leading distances*: how far the row has scrolled from its leading end
/// toward its trailing end, whatever the reading direction.
///
/// ```
///  L      e   g        s   g              e   Tr
/// |----|....[ group 0 ]__[ group 1 ] … [ group N-1 ]....|----|   content length C
/// |<----------- viewport (container width) ---------->|
/// ```
public struct OrthogonalRow: Hashable, Sendable {
    /// How the row comes to rest.
    public var behavior: OrthogonalScrolling
    /// Deceleration rate and bounce.
    public var scrolling: RowScrolling
    /// The length of the row's scrollable content, C (O-5).
    public var contentLength: Double
    /// The length of the visible part of the row: the container's cross length (O-6).
    public var viewportLength: Double
    /// The groups' lengths along the row and the spacing between them; group `k` is at the
    /// row's resting position when the offset is `groups.offset(ofGroup: k)`.
    public var groups: ExtentTree

    /// Creates a row.
    public init(
        behavior: OrthogonalScrolling, scrolling: RowScrolling = RowScrolling(), contentLength: Double,
        viewportLength: Double, groups: ExtentTree
    ) {
        self.behavior = behavior
        self.scrolling = scrolling
        self.contentLength = contentLength
        self.viewportLength = viewportLength
        self.groups = groups
    }

    /// The number of groups in the row.
    public var groupCount: Int { groups.count }
}
