/// A stretch of text set in one font: how many scalars it covers and how they are measured.
public struct TextRun: Hashable, Sendable {
    /// The number of Unicode scalars the run covers, following the previous run's.
    public var length: Int
    /// The font's horizontal metrics.
    public var font: FontMetrics
    /// The font size, in points.
    public var pointSize: Double
    /// Extra space after each scalar, in points (`NSAttributedString.Key.kern`); 0 by default.
    public var tracking: Double
    /// How far the font rises above the baseline, in points (positive).
    public var ascent: Double
    /// How far the font falls below the baseline, in points (positive).
    public var descent: Double

    /// A run of `length` scalars in `font` at `pointSize` points, with `tracking` points after
    /// each scalar, `ascent` points above the baseline and `descent` below it.
    public init(
        length: Int, font: FontMetrics, pointSize: Double, tracking: Double = 0, ascent: Double, descent: Double
    ) {
        self.length = length
        self.font = font
        self.pointSize = pointSize
        self.tracking = tracking
        self.ascent = ascent
        self.descent = descent
    }
}
