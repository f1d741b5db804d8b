// The system font's vertical metrics, per point of size: San Francisco's ascender of 1950 and
// descender of 494 units in a 2048-unit em, with no line gap. They reproduce the values UIKit
// reports, as printed publicly: a 15-point system font's line height of 17.900391, a 20-point
// one's ascender of 19.04… and descender of -4.82…, and a 30-point line's text height of
// 35.8007813 (15 × 2444 / 2048 = 17.900390625; 20 × 1950 / 2048 = 19.04296875; 30 × 2444 / 2048 =
// 35.80078125).

extension UIFont {
    /// How far the tallest glyphs rise above the baseline, in points. Headless every font has
    /// the system font's proportions: 1950/2048 of the point size (16.1865234375 at 17 points).
    public var ascender: CGFloat { pointSize * 1950 / 2048 }

    /// How far the lowest glyphs fall below the baseline, in points, as a negative number:
    /// -494/2048 of the point size (-4.1005859375 at 17 points), the system font's proportion.
    public var descender: CGFloat { -pointSize * 494 / 2048 }

    /// The extra space between lines, in points: 0, as for the system font.
    public var leading: CGFloat { 0 }

    /// The height of a line of text, in points: ascender minus descender plus leading,
    /// 20.287109375 for a 17-point font.
    public var lineHeight: CGFloat { ascender - descender + leading }
}
