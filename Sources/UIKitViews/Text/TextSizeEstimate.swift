import TextMeasurement

/// The measure of text as a label lays it out: lines broken at word boundaries with real glyph
/// advances (TextMeasurement's `TextLayout`, in the widths of ``UIFont/widthMetrics``), each
/// line as high as San Francisco's ascender plus descender at the largest font on it, and the
/// whole rounded up to the pixel grid. A label's `intrinsicContentSize`, `sizeThatFits(_:)`
/// and `textRect(forBounds:limitedToNumberOfLines:)` answer with it, and list content
/// configurations size their texts with it.
///
/// Heights match UIKit's for San Francisco (the line height is UIKit's, lines stack at it with
/// no extra spacing, as the system font has no leading); widths, and so where lines wrap,
/// depend on the font the widths come from (Inter unless SF Pro is registered).
struct TextSizeEstimate {
    /// The font of text without attributes, and of the runs of attributed text without a font.
    let font: UIFont
    /// Pixels per point, for rounding.
    let scale: CGFloat

    /// The size of `text` wrapped at `wrappingWidth` (no wrapping when `nil`), keeping at most
    /// `maximumLines` lines (all when 0 or less), the last line truncated at its tail as a
    /// label's is by default.
    func size(of text: String, wrappingWidth: CGFloat?, maximumLines: Int) -> CGSize {
        let scalars = Array(text.unicodeScalars)
        let layout = self.layout(
            scalars, runs: [font.textRun(length: scalars.count)], wrappingWidth: wrappingWidth,
            maximumLines: maximumLines, lineBreakMode: .byTruncatingTail, alignment: .natural)
        return size(of: layout)
    }

    /// The lines of `scalars` set in `runs`, wrapped at `wrappingWidth` (none when `nil`, not
    /// finite or not positive), at most `maximumLines` (all when 0 or less), the last ended as
    /// `lineBreakMode` says, placed by `alignment` across the wrapping width.
    func layout(
        _ scalars: [Unicode.Scalar], runs: [TextRun], wrappingWidth: CGFloat?, maximumLines: Int,
        lineBreakMode: NSLineBreakMode, alignment: NSTextAlignment
    ) -> TextLayout {
        let width = wrappingWidth.flatMap { $0.isFinite && $0 > 0 && $0 < .greatestFiniteMagnitude ? Double($0) : nil }
        return TextLayout(
            scalars: scalars, runs: runs, width: width, lineLimit: maximumLines,
            lineBreakMode: LineBreakMode(rawValue: lineBreakMode.rawValue) ?? .byTruncatingTail,
            alignment: TextAlignment(rawValue: alignment.rawValue) ?? .natural)
    }

    /// The size of `layout`: its widest line and its lines' heights, each rounded up to the
    /// pixel grid.
    func size(of layout: TextLayout) -> CGSize {
        CGSize(width: ceilToPixel(CGFloat(layout.width)), height: ceilToPixel(CGFloat(layout.height)))
    }

    /// The scalars of `text` and the runs they are set in: each stretch of one font (the
    /// `.font` attribute, ``font`` where there is none) and one `.kern`.
    func runs(of text: NSAttributedString) -> (scalars: [Unicode.Scalar], runs: [TextRun]) {
        let string = text.string
        var scalars: [Unicode.Scalar] = []
        var runs: [TextRun] = []
        var utf16Offset = 0
        var iterator = string.unicodeScalars.makeIterator()
        var pending = iterator.next()
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            var count = 0
            while let scalar = pending, utf16Offset < range.location + range.length {
                scalars.append(scalar)
                utf16Offset += scalar.utf16.count
                count += 1
                pending = iterator.next()
            }
            guard count > 0 else { return }
            let runFont = attributes[.font] as? UIFont ?? font
            let tracking = Self.points(attributes[.kern])
            runs.append(runFont.textRun(length: count, tracking: tracking))
        }
        return (scalars, runs)
    }

    /// A number attribute's value in points (`.kern` given as a `Double`, `CGFloat`, `Int` or
    /// `NSNumber`), 0 for anything else.
    private static func points(_ value: Any?) -> Double {
        switch value {
        case let number as Double: number
        case let number as CGFloat: Double(number)
        case let number as Int: Double(number)
        case let number as NSNumber: number.doubleValue
        default: 0
        }
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
