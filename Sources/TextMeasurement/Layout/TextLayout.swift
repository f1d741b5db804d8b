/// Text laid out in lines: where each line breaks, how wide it is, where it sits, and the size
/// of the whole.
///
/// Paragraphs end at mandatory breaks (see ``LineBreakMode``); inside a paragraph, lines break
/// greedily at the last word boundary that fits the width (spaces at a line's end hang past it
/// and do not count), and a word wider than the line breaks between characters. When text is
/// left over after the last line allowed, the line break mode decides the last line's end. A
/// paragraph separator at the very end of the text starts no empty line.
///
/// ```swift
/// let layout = TextLayout(
///     scalars: Array("Hello world".unicodeScalars), runs: [run], width: 50, lineLimit: 0,
///     lineBreakMode: .byWordWrapping, alignment: .left)
/// // layout.lines: "Hello " and "world"
/// ```
public struct TextLayout: Hashable, Sendable {
    /// The lines, top to bottom.
    public let lines: [TextLine]
    /// The widest line's width, in points.
    public let width: Double
    /// The lines' heights (ascent plus descent) summed, in points.
    public let height: Double

    /// Lays out `scalars`, set in `runs` (consecutive, from the first scalar), in lines of at
    /// most `width` points (`nil`, infinite or not positive for no wrapping) and at most
    /// `lineLimit` lines (0 or less for no limit), the last line ended as `lineBreakMode` says,
    /// each line placed by `alignment` across `width` (across the widest line without a width).
    public init(
        scalars: [Unicode.Scalar], runs: [TextRun], width: Double?, lineLimit: Int, lineBreakMode: LineBreakMode,
        alignment: TextAlignment
    ) {
        let limit = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var breaker = LineBreaker(
            scalars: scalars, widths: ScalarWidths(scalars: scalars, runs: runs), runs: runs, width: limit,
            byCharacter: lineBreakMode == .byCharWrapping)
        var lines = breaker.lines(limit: lineLimit > 0 ? lineLimit : Int.max)
        if breaker.hasLeftover, let last = lines.popLast() {
            lines.append(breaker.lastLine(last, mode: lineBreakMode))
        }
        let widest = lines.reduce(0) { max($0, $1.width) }
        let across = limit ?? widest
        for index in lines.indices {
            let free = across - lines[index].width
            switch alignment {
            case .left, .justified, .natural: lines[index].x = 0
            case .center: lines[index].x = free / 2
            case .right: lines[index].x = free
            }
        }
        self.lines = lines
        self.width = widest
        height = lines.reduce(0) { $0 + $1.ascent + $1.descent }
    }
}
