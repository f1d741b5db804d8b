/// The headless estimate of the space a string of text takes, standing in for the text
/// engine UIKit measures with: a label's `intrinsicContentSize`, `sizeThatFits(_:)` and
/// `textRect(forBounds:limitedToNumberOfLines:)` answer with it.
///
/// Every character (grapheme) is half the point size wide, an average for Latin text in the
/// system font; a line is the font's ``UIFont/lineHeight`` high. Each paragraph (the text
/// between line breaks) starts a new line; with a wrapping width, a paragraph wraps after as
/// many whole characters as fit (at least one per line), without regard to words. Lines past
/// the limit are dropped. Width and height are rounded up to the pixel grid, as UIKit rounds a
/// label's size. An empty string takes no space.
///
/// Heights of single-line text in the system font come out as UIKit's (the line height is
/// exact); widths, and so wrapping, are an estimate.
struct TextSizeEstimate {
    /// The width of one character per point of font size.
    static let characterWidthPerPoint: CGFloat = 0.5

    /// The font the text is set in.
    let font: UIFont
    /// Pixels per point, for rounding.
    let scale: CGFloat

    /// The size of `text` wrapped at `wrappingWidth` (no wrapping when `nil`), keeping at most
    /// `maximumLines` lines (all when 0 or less).
    func size(of text: String, wrappingWidth: CGFloat?, maximumLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let pointSize = font.pointSize.isFinite ? max(0, font.pointSize) : 0
        let characterWidth = pointSize * Self.characterWidthPerPoint
        let charactersPerLine = wrappingWidth.flatMap { width -> Int? in
            guard characterWidth > 0, width.isFinite, width > 0 else { return nil }
            return max(1, Int(min(width / characterWidth, CGFloat(Int.max / 2)).rounded(.down)))
        }
        let lineLimit = maximumLines > 0 ? maximumLines : Int.max
        var lines = 0
        var widestLine = 0
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            guard lines < lineLimit else { break }
            let characters = paragraph.count
            if let perLine = charactersPerLine {
                let wrapped = max(1, (characters + perLine - 1) / perLine)
                lines += min(wrapped, lineLimit - lines)
                widestLine = max(widestLine, min(characters, perLine))
            } else {
                lines += 1
                widestLine = max(widestLine, characters)
            }
        }
        let lineHeight = pointSize == 0 ? 0 : font.lineHeight
        return CGSize(
            width: ceilToPixel(CGFloat(widestLine) * characterWidth), height: ceilToPixel(CGFloat(lines) * lineHeight))
    }

    /// `value` rounded up to the next whole pixel; a value within a millionth of a pixel of a
    /// whole pixel counts as that pixel, so that arithmetic noise does not add one.
    func ceilToPixel(_ value: CGFloat) -> CGFloat {
        let scale = scale.isFinite && scale > 0 ? scale : 1
        let pixels = value * scale
        let nearest = pixels.rounded()
        return (abs(pixels - nearest) <= 1e-6 ? nearest : pixels.rounded(.up)) / scale
    }
}
