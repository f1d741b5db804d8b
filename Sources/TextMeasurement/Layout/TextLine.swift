/// One laid-out line: which scalars it shows, how wide it is and where it sits.
public struct TextLine: Hashable, Sendable {
    /// The scalars of the line, with the spaces that hang at its end but without the line break
    /// that ends it.
    public var range: Range<Int>
    /// The scalars an ellipsis (U+2026) replaces, when the line is truncated: drawn are the
    /// scalars of ``range`` before it, the ellipsis, then those after it. Empty when the
    /// ellipsis only marks text left over from later lines.
    public var elided: Range<Int>?
    /// The line's width in points: its scalars' advances and kerning, without the spaces that
    /// hang at its end, with the ellipsis when there is one; clipped to the wrapping width in
    /// ``LineBreakMode/byClipping``.
    public var width: Double
    /// The distance from the left edge of the layout to the line's start, from the alignment.
    public var x: Double
    /// The height above the baseline: the largest ascent of the line's runs.
    public var ascent: Double
    /// The depth below the baseline: the largest descent of the line's runs.
    public var descent: Double

    /// A line of `range`, eliding `elided`, `width` points wide at `x`, `ascent` points above
    /// its baseline and `descent` below.
    public init(range: Range<Int>, elided: Range<Int>?, width: Double, x: Double, ascent: Double, descent: Double) {
        self.range = range
        self.elided = elided
        self.width = width
        self.x = x
        self.ascent = ascent
        self.descent = descent
    }
}
