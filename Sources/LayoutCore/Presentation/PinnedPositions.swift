/// Where a pinned item's reported origin is along the main axis at every scroll offset, as a
/// few straight pieces: what a renderer needs to move the item as it scrolls without the
/// layout's rule.
///
/// Offsets and origins are in device pixels (points × ``pixelsPerPoint``). Each piece starts
/// at its ``Piece/offset`` and runs to the next piece's; from offset `m` on, the origin is
/// `piece.origin + piece.slope × (m − piece.offset)`. Before the first piece the origin is the
/// first piece's, and the last piece is flat: a pinned item never leaves its bounds.
///
/// ```
///  origin (px)                       pieces: (260, 260, 1)   the header follows the offset
///   460 |              _______               (460, 460, 0)   until the section pushes it
///       |             /
///   260 |  __________/                       before 260: 260 (its natural place)
///       +-------------------------- offset (px)
///                   260  460
/// ```
///
/// The layout reports origins on the pixel grid, so at an offset that is a whole number of
/// pixels every piece gives the reported origin exactly: slopes are whole numbers (0 or 1, and
/// 2 for the one pixel where rounding halves away from zero changes sign), origins and piece
/// offsets whole pixels. At an offset between pixels a rising piece moves the item with the
/// offset, off the grid, within a pixel of where the layout would report it. Without a pixel
/// grid the unit is the point and the origins are not rounded.
public struct PinnedPositions: Hashable, Sendable {
    /// One straight piece.
    public struct Piece: Hashable, Sendable {
        /// The scroll offset the piece starts at, in pixels.
        public var offset: Double
        /// The origin there, in pixels.
        public var origin: Double
        /// How many pixels the origin moves per pixel of offset.
        public var slope: Double

        /// Creates a piece.
        public init(offset: Double, origin: Double, slope: Double) {
            self.offset = offset
            self.origin = origin
            self.slope = slope
        }
    }

    /// The pieces, by ascending offset; never empty.
    public var pieces: [Piece]
    /// Pixels per point: the display scale, or 1 without a pixel grid.
    public var pixelsPerPoint: Double

    /// Creates positions from their pieces.
    public init(pieces: [Piece], pixelsPerPoint: Double) {
        self.pieces = pieces
        self.pixelsPerPoint = pixelsPerPoint
    }

    /// The origin, in points, with the view scrolled to `offset` points along the main axis.
    /// The HTML page's script does the same arithmetic in the same order.
    public func origin(atOffset offset: Double) -> Double {
        let m = offset * pixelsPerPoint
        guard var value = pieces.first?.origin else { return 0 }
        for piece in pieces {
            guard piece.offset <= m else { break }
            value = piece.origin + piece.slope * (m - piece.offset)
        }
        return value / pixelsPerPoint
    }
}

extension PinnedPositions {
    /// The positions of an item whose content-space start is `path` (a function of the offset
    /// in points), read from `origin`, which gives the reported origin in pixels at an offset
    /// in whole pixels — the layout's own answer.
    ///
    /// `path`'s breakpoints cut the offsets into runs of whole pixels on which the reported
    /// origin is one straight line before rounding: `origin` is read at both ends of each run
    /// (once for the unbounded first and last runs, which are flat). When rounding bends a
    /// run (a half pixel rounded away from zero on both sides of 0), it is halved until each
    /// part is straight. `snapsToPixels` says whether `origin` gives whole pixels.
    static func sampling(
        _ path: PiecewiseLinear, pixelsPerPoint k: Double, snapsToPixels: Bool,
        origin: (_ pixelOffset: Double) -> Double
    ) -> PinnedPositions {
        var points: [(offset: Double, origin: Double)] = []
        func refine(_ a: (offset: Double, origin: Double), _ b: (offset: Double, origin: Double), slope: Double) {
            if !snapsToPixels || b.offset - a.offset <= 1 || b.origin - a.origin == slope * (b.offset - a.offset) {
                points.append(b)
                return
            }
            let middle = (a.offset + (b.offset - a.offset) / 2).rounded(.down)
            let m = (offset: middle, origin: origin(middle))
            refine(a, m, slope: slope)
            refine(m, b, slope: slope)
        }
        let breakpoints = path.breakpoints.filter { $0.isFinite }
        guard !breakpoints.isEmpty else {
            return PinnedPositions(pieces: [Piece(offset: 0, origin: origin(0), slope: 0)], pixelsPerPoint: k)
        }
        // Run r holds the whole pixels from the first at or after breakpoint r − 1 to the last
        // before breakpoint r; the first and last runs are unbounded.
        let cuts = breakpoints.map { ($0 * k).rounded(.up) }
        points.append((cuts[0] - 1, origin(cuts[0] - 1)))
        for run in 1..<cuts.count where cuts[run - 1] < cuts[run] {
            let first = cuts[run - 1], last = cuts[run] - 1
            let start = (offset: first, origin: origin(first))
            points.append(start)
            if last > first {
                let slope = path.line(at: (first + last) / (2 * k)).slope.magnitude
                refine(start, (last, origin(last)), slope: slope)
            }
        }
        points.append((cuts[cuts.count - 1], origin(cuts[cuts.count - 1])))
        return PinnedPositions(pieces: pieces(through: points), pixelsPerPoint: k)
    }

    /// The pieces through `points` (ascending offsets): one per change of slope, the last flat,
    /// without a flat first piece (the first piece's origin holds before it anyway).
    private static func pieces(through points: [(offset: Double, origin: Double)]) -> [Piece] {
        var pieces: [Piece] = []
        for (index, point) in points.enumerated() {
            let next = index + 1 < points.count ? points[index + 1] : nil
            let slope = next.map { ($0.origin - point.origin) / ($0.offset - point.offset) } ?? 0
            if let last = pieces.last, last.slope == slope,
                last.origin + last.slope * (point.offset - last.offset) == point.origin
            {
                continue
            }
            pieces.append(Piece(offset: point.offset, origin: point.origin, slope: slope))
        }
        if pieces.count > 1, pieces[0].slope == 0 { pieces.removeFirst() }
        return pieces
    }
}
