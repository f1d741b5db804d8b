/// Breaks a text's paragraphs into lines, greedily, one line at a time.
struct LineBreaker {
    /// The text.
    let scalars: [Unicode.Scalar]
    /// The scalars' widths.
    let widths: ScalarWidths
    /// The runs the text is set in.
    let runs: [TextRun]
    /// The wrapping width, or `nil` for none.
    let width: Double?
    /// Whether lines break between any characters rather than at word boundaries.
    let byCharacter: Bool
    /// Where the next line starts.
    private(set) var position = 0
    /// How many line-end candidates were examined so far: the work of breaking, linear in the
    /// text's length.
    private(set) var candidatesExamined = 0
    /// Whether text remains after the lines made so far.
    var hasLeftover: Bool { position < scalars.count }

    /// Creates a breaker of `scalars` measured by `widths`, in `runs`, wrapping at `width`.
    init(scalars: [Unicode.Scalar], widths: ScalarWidths, runs: [TextRun], width: Double?, byCharacter: Bool) {
        self.scalars = scalars
        self.widths = widths
        self.runs = runs
        self.width = width
        self.byCharacter = byCharacter
    }

    /// Up to `limit` lines from the current position on.
    mutating func lines(limit: Int) -> [TextLine] {
        var lines: [TextLine] = []
        var paragraphEnd = -1
        while position < scalars.count, lines.count < limit {
            // The paragraph's end holds for every line of the paragraph: found once.
            if position > paragraphEnd { paragraphEnd = self.paragraphEnd(from: position) }
            let end = lineEnd(from: position, paragraphEnd: paragraphEnd)
            lines.append(line(position..<end))
            position = end == paragraphEnd ? afterSeparator(paragraphEnd) : end
        }
        return lines
    }

    /// The line of `range`: its width without the spaces hanging at its end, its ascent and
    /// descent; placed at 0.
    func line(_ range: Range<Int>, elided: Range<Int>? = nil, ellipsis: Double = 0) -> TextLine {
        var visibleEnd = range.upperBound
        if elided == nil {
            while visibleEnd > range.lowerBound, LineBreakRules.isSpace(scalars[visibleEnd - 1]) { visibleEnd -= 1 }
        }
        var shown = widths.width(range.lowerBound..<visibleEnd)
        if let elided {
            shown = widths.width(range.lowerBound..<elided.lowerBound) + ellipsis
                + widths.width(elided.upperBound..<range.upperBound)
        }
        let (ascent, descent) = verticalExtent(range)
        return TextLine(range: range, elided: elided, width: shown, x: 0, ascent: ascent, descent: descent)
    }

    /// Where the paragraph that `start` is in ends: the index of its separator, or the end.
    func paragraphEnd(from start: Int) -> Int {
        var index = start
        while index < scalars.count, !LineBreakRules.isParagraphSeparator(scalars[index]) { index += 1 }
        return index
    }

    /// The index after the paragraph separator at `index` (after both of CR LF).
    func afterSeparator(_ index: Int) -> Int {
        guard index < scalars.count else { return index }
        if scalars[index].value == 0x0D, index + 1 < scalars.count, scalars[index + 1].value == 0x0A { return index + 2 }
        return index + 1
    }

    /// Where the line starting at `start` ends inside a paragraph ending at `paragraphEnd`: at
    /// the last break opportunity that fits the width (spaces hanging), else after as many
    /// characters as fit (at least one). Scanning stops at the first character that is not a
    /// space and ends text already wider than the line: no later end can fit, so a line costs
    /// its own length.
    mutating func lineEnd(from start: Int, paragraphEnd: Int) -> Int {
        guard let width, start < paragraphEnd else { return paragraphEnd }
        var fitting: Int?
        var visibleEnd = start
        var candidate = start + 1
        while candidate <= paragraphEnd {
            candidatesExamined += 1
            if !LineBreakRules.isSpace(scalars[candidate - 1]) {
                visibleEnd = candidate
                guard widths.width(start..<visibleEnd) <= width + Self.tolerance else { break }
            }
            if candidate == paragraphEnd || isBreak(at: candidate) { fitting = candidate }
            candidate += 1
        }
        if let fitting { return fitting }
        return characterEnd(from: start, limit: paragraphEnd, width: width)
    }

    /// The end of the most whole characters from `start` (at least one) that fit `width`.
    func characterEnd(from start: Int, limit: Int, width: Double) -> Int {
        var end = nextCluster(after: start, limit: limit)
        while end < limit {
            let next = nextCluster(after: end, limit: limit)
            guard widths.width(start..<next) <= width + Self.tolerance else { break }
            end = next
        }
        return end
    }

    /// The start of the character after the one at `index`.
    func nextCluster(after index: Int, limit: Int) -> Int {
        var next = index + 1
        while next < limit, !LineBreakRules.isClusterBoundary(scalars, at: next) { next += 1 }
        return next
    }

    /// Whether a line may break before `index`.
    private func isBreak(at index: Int) -> Bool {
        byCharacter ? LineBreakRules.isClusterBoundary(scalars, at: index) : LineBreakRules.isWordBoundary(scalars, at: index)
    }

    /// The largest ascent and descent among the runs of the scalars in `range` (of the scalar
    /// at its start, or of the last run, for an empty line).
    private func verticalExtent(_ range: Range<Int>) -> (Double, Double) {
        guard !runs.isEmpty else { return (0, 0) }
        if range.isEmpty {
            let run = range.lowerBound < scalars.count ? widths.runIndex[range.lowerBound] : runs.count - 1
            return (runs[run].ascent, runs[run].descent)
        }
        var ascent = 0.0
        var descent = 0.0
        var index = range.lowerBound
        while index < range.upperBound {
            let run = runs[widths.runIndex[index]]
            ascent = max(ascent, run.ascent)
            descent = max(descent, run.descent)
            index += 1
        }
        return (ascent, descent)
    }

    /// How far past the width a line may measure and still fit: a millionth of a point, for
    /// arithmetic noise.
    static let tolerance = 1e-6
}
