/// The engine's limits, in one place. Input past a limit is rejected with a typed
/// `LayoutError` naming the offending object; nothing past them is ever laid out.
///
/// | limit | value | error |
/// |---|---|---|
/// | cells one group places | 65,536 | `groupTooDense` |
/// | group nesting depth | 64 | `nestingTooDeep` |
/// | any length or coordinate | ±10^15 points | `coordinatesTooLarge` |
/// | display scale | 1 … 32 pixels per point (the engine also takes 0: no snapping) | `invalidDisplayScale` |
/// | group supplementary index paths of a section (groups × instances per group) | `Int.max` | `indexPathsTooLarge` |
/// | elements one rectangle query looks at | 4,194,304 | none: the query stops, the rest is left out |
///
/// Item counts have no limit of their own: a section of `Int.max` items is fine while its
/// content stays within the coordinate limit (zero-length groups, for example); a query
/// over such a pile of zero-length groups answers with the first
/// ``maximumElementsPerQuery`` elements it looks at.
public enum LayoutLimits {
    /// The most cells one group may place; guards against tiny or zero subitem sizes.
    public static let maximumCapacity = 1 << 16

    /// The deepest nesting of groups the engine lays out: a top-level group is depth 1, its
    /// nested groups depth 2, and so on. Deeper trees are rejected with `nestingTooDeep` before
    /// anything recursive runs, so no input can exhaust a thread's stack.
    public static let maximumDepth = 64

    /// The largest magnitude, in points, of any length in a description and of any coordinate
    /// of the solved content. Beyond it a `Double` can no longer hold positions on a
    /// third-of-a-point grid (its spacing there is 1/8 point), so neighbouring items could get
    /// the same or wrong frames.
    public static let maximumCoordinate = 1e15

    /// The display scales laid out, in pixels per point: every scale an Apple display has
    /// (1, 2 and 3) and finer grids for tests and drawings, up to 32. Below 1 a pixel is
    /// larger than a point and ordinary frames snap to nothing (at 0.001 every frame is
    /// 0 × 0); far above it a position times the scale overflows to infinity (10^300 points
    /// of content at a scale of 10^9). The engine also takes 0, ``PixelGrid/none``: no
    /// snapping. The facade's 0 is UIKit's "unspecified" and an error, like every other
    /// scale outside the range.
    public static let displayScales: ClosedRange<Double> = 1...32

    /// The most elements one rectangle query (`LayoutSolution.elements(in:)`,
    /// `forEachElement`, and the facade's `layoutAttributesForElements(in:)` and the host's
    /// passes over its bounds) looks at: 2^22 = 4,194,304, reported or not. Past it the
    /// query stops, in its order (sections, groups, the cells of a group), and leaves the
    /// rest out.
    ///
    /// Item counts are unlimited, and groups of zero length along the main axis all sit at
    /// one place: `Int.max` of them meet any rectangle there, and answering with all of them
    /// took 11.9 GB in 31 s before the query was bounded. 2^22 is twice what the command-line
    /// tool lists at most (2,000,000 items, each with a supplementary), and a query's answer
    /// that large takes about a gigabyte.
    public static let maximumElementsPerQuery = 1 << 22

    /// Two lengths closer than this count as equal when testing whether a subitem fits (S-12).
    static let fitTolerance = 0.001

    /// How far subitems may overrun a line of `length` and still fit (S-12): ``fitTolerance``
    /// for lines of 100 points and more, a hundred-thousandth of the length for shorter ones,
    /// so that a line far shorter than a point is not filled with many copies of a subitem
    /// as long as itself. Float noise is relative to the lengths, so both bounds absorb it.
    static func fitTolerance(forLineOf length: Double) -> Double {
        Swift.min(fitTolerance, Swift.abs(length) * 1e-5)
    }
}
