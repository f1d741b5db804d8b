/// A font's vertical metrics in font units, from its `hhea` and `OS/2` tables.
public struct VerticalMetrics: Hashable, Sendable {
    /// `hhea`'s ascender (positive, above the baseline).
    public var ascender: Int
    /// `hhea`'s descender (negative, below the baseline).
    public var descender: Int
    /// `hhea`'s line gap.
    public var lineGap: Int
    /// `OS/2`'s typographic ascender, descender and line gap, when the font has an `OS/2` table.
    public var typographic: (ascender: Int, descender: Int, lineGap: Int)?
    /// `OS/2`'s Windows ascent and descent (both positive), when the font has an `OS/2` table.
    public var windows: (ascent: Int, descent: Int)?

    /// Metrics from `hhea`'s `ascender`, `descender` and `lineGap` alone.
    public init(ascender: Int, descender: Int, lineGap: Int) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
    }

    /// Equal when every metric is.
    public static func == (lhs: VerticalMetrics, rhs: VerticalMetrics) -> Bool {
        lhs.ascender == rhs.ascender && lhs.descender == rhs.descender && lhs.lineGap == rhs.lineGap
            && lhs.typographic?.ascender == rhs.typographic?.ascender
            && lhs.typographic?.descender == rhs.typographic?.descender
            && lhs.typographic?.lineGap == rhs.typographic?.lineGap && lhs.windows?.ascent == rhs.windows?.ascent
            && lhs.windows?.descent == rhs.windows?.descent
    }

    /// Hashes the `hhea` metrics.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ascender)
        hasher.combine(descender)
        hasher.combine(lineGap)
    }
}
