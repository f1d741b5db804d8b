// The last line allowed when text is left over: the line break mode decides its end.
//
// - Word and character wrapping keep the line as wrapped; the rest is not shown.
// - Clipping runs the line on to its paragraph's end and clips it at the width.
// - Truncating takes the rest of the line's paragraph and, when it does not fit, keeps what fits
//   with an ellipsis (U+2026, in the font of the run beside it): the start (tail), the end
//   (head), or the start within half the width left beside the ellipsis then as much of the
//   end as fills the rest (middle). When the paragraph fits and only later paragraphs are left
//   over, the ellipsis follows the paragraph's end, in every truncating mode.

extension LineBreaker {
    /// The last line, from `line` (the line the wrapping made), for `mode`.
    func lastLine(_ line: TextLine, mode: LineBreakMode) -> TextLine {
        let start = line.range.lowerBound
        let end = paragraphEnd(from: start)
        switch mode {
        case .byWordWrapping, .byCharWrapping:
            return line
        case .byClipping:
            var clipped = self.line(start..<end)
            if let width { clipped.width = min(clipped.width, width) }
            return clipped
        case .byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle:
            let available = width ?? .infinity
            let whole = self.line(start..<end)
            let ellipsis = ellipsisWidth(at: end > start ? end - 1 : start)
            if whole.width + ellipsis <= available + Self.tolerance {
                return self.line(start..<end, elided: end..<end, ellipsis: ellipsis)
            }
            return truncated(start..<end, mode: mode, available: available)
        }
    }

    /// `range` shortened to fit `available` points with an ellipsis, as `mode` says.
    private func truncated(_ range: Range<Int>, mode: LineBreakMode, available: Double) -> TextLine {
        switch mode {
        case .byTruncatingHead:
            let ellipsis = ellipsisWidth(at: range.upperBound - 1)
            var start = range.upperBound
            while start > range.lowerBound {
                var previous = start - 1
                while previous > range.lowerBound, !LineBreakRules.isClusterBoundary(scalars, at: previous) { previous -= 1 }
                guard widths.width(previous..<range.upperBound) + ellipsis <= available + Self.tolerance else { break }
                start = previous
            }
            return line(range, elided: range.lowerBound..<start, ellipsis: ellipsis)
        case .byTruncatingMiddle:
            let ellipsis = ellipsisWidth(at: range.lowerBound)
            let room = available - ellipsis
            let prefixEnd = fittingPrefix(range, width: room / 2)
            let left = room - widths.width(range.lowerBound..<prefixEnd)
            var suffixStart = range.upperBound
            while suffixStart > prefixEnd {
                var previous = suffixStart - 1
                while previous > prefixEnd, !LineBreakRules.isClusterBoundary(scalars, at: previous) { previous -= 1 }
                guard widths.width(previous..<range.upperBound) <= left + Self.tolerance else { break }
                suffixStart = previous
            }
            return line(range, elided: prefixEnd..<suffixStart, ellipsis: ellipsis)
        default:
            let prefixEnd = fittingPrefix(range, width: available - ellipsisWidth(at: range.lowerBound))
            let ellipsis = ellipsisWidth(at: max(range.lowerBound, prefixEnd - 1))
            return line(range, elided: prefixEnd..<range.upperBound, ellipsis: ellipsis)
        }
    }

    /// The end of the most whole characters from the start of `range` that fit `width` (none
    /// when the first does not).
    private func fittingPrefix(_ range: Range<Int>, width: Double) -> Int {
        var end = range.lowerBound
        while end < range.upperBound {
            let next = nextCluster(after: end, limit: range.upperBound)
            guard widths.width(range.lowerBound..<next) <= width + Self.tolerance else { break }
            end = next
        }
        return end
    }

    /// The width of an ellipsis in the run of the scalar at `index` (the last run past the end).
    func ellipsisWidth(at index: Int) -> Double {
        guard let last = runs.last else { return 0 }
        let run = index >= 0 && index < scalars.count ? runs[widths.runIndex[index]] : last
        return Double(run.font.advance(of: "\u{2026}")) * run.pointSize / Double(run.font.unitsPerEm) + run.tracking
    }
}
