import Foundation
import TextMeasurement
import UIKitViews

/// A stretch of a label's text in one font and color, up to a scalar index.
struct DrawnTextStyle {
    /// The index of the first scalar after the stretch.
    var end: Int
    /// The font.
    var font: UIFont
    /// The color resolved for the view's traits; `nil` when transparent.
    var color: DrawnColor?
}

extension ViewDrawer {
    /// Draws `label`'s text as it was laid out (``UILabel``'s `laidOutText`: the same lines,
    /// wrapping and truncation as its size came from), each line a `text` element at its
    /// baseline, the block of lines centred vertically in `box` as a label draws it (or at the
    /// top when `centersVertically` is `false`). Lines are anchored by their alignment (start,
    /// middle or end), so that a face with other widths than the measured one keeps the
    /// alignment. Attributed text is drawn run by run in `tspan`s.
    mutating func drawText(
        of label: UILabel, in box: CGRect, environment: Environment, centersVertically: Bool = true
    ) {
        guard let text = label.text, !text.isEmpty else { return }
        let layout = label.laidOutText
        guard !layout.lines.isEmpty else { return }
        let scalars: [Unicode.Scalar]
        let styles: [DrawnTextStyle]
        let defaultFont: UIFont = label.font
        let defaultColor = DrawnColor(label.textColor, in: environment.traits)
        if let styled = label.styledText {
            (scalars, styles) = Self.styles(of: styled, font: defaultFont, color: label.textColor, traits: environment.traits)
        } else {
            scalars = Array(text.unicodeScalars)
            styles = [DrawnTextStyle(end: scalars.count, font: defaultFont, color: defaultColor)]
        }
        let anchor = Self.anchor(of: label.textAlignment, direction: environment.traits.layoutDirection)
        var top = Double(box.minY)
        if centersVertically { top += (Double(box.height) - layout.height) / 2 }
        for line in layout.lines {
            let baseline = top + line.ascent
            top += line.ascent + line.descent
            var x = Double(box.minX) + line.x
            switch anchor {
            case .start: break
            case .middle: x += line.width / 2
            case .end: x += line.width
            }
            writeLine(line, scalars: scalars, styles: styles, x: x, baseline: baseline, anchor: anchor)
        }
        checkpoint()
    }

    /// Where a line's `x` is taken: its start, middle or end.
    enum TextAnchor {
        case start, middle, end
    }

    /// The anchor of lines aligned by `alignment`: natural and justified lines start at the
    /// leading edge (the right one right to left).
    static func anchor(of alignment: NSTextAlignment, direction: UITraitEnvironmentLayoutDirection) -> TextAnchor {
        switch alignment {
        case .center: return .middle
        case .right: return .end
        case .natural: return direction == .rightToLeft ? .end : .start
        default: return .start
        }
    }

    /// One `text` element: the line's scalars without the spaces that hang at its end, with
    /// the ellipsis where the line was truncated.
    private mutating func writeLine(
        _ line: TextLine, scalars: [Unicode.Scalar], styles: [DrawnTextStyle], x: Double, baseline: Double,
        anchor: TextAnchor
    ) {
        let lower = max(0, min(line.range.lowerBound, scalars.count))
        var upper = max(lower, min(line.range.upperBound, scalars.count))
        while upper > lower, scalars[upper - 1] == " " || scalars[upper - 1] == "\t" { upper -= 1 }
        var pieces: [Range<Int>] = []
        var ellipsisAt: Int?
        if let elided = line.elided {
            let cut = max(lower, min(elided.lowerBound, upper))
            pieces.append(lower..<cut)
            ellipsisAt = cut
            let resume = max(cut, min(elided.upperBound, upper))
            pieces.append(resume..<upper)
        } else {
            pieces.append(lower..<upper)
        }
        output.append("<text")
        output.number(" x=\"", x)
        output.number(" y=\"", baseline)
        switch anchor {
        case .start: break
        case .middle: output.append(" text-anchor=\"middle\"")
        case .end: output.append(" text-anchor=\"end\"")
        }
        if styles.count == 1 {
            Self.writeStyle(styles[0], into: &output)
            output.append(">")
            writeScalars(pieces[0], scalars)
            if ellipsisAt != nil {
                output.append("\u{2026}")
                writeScalars(pieces[1], scalars)
            }
        } else {
            output.append(">")
            writeStyledPiece(pieces[0], scalars: scalars, styles: styles)
            if let ellipsisAt {
                let style = Self.style(at: max(0, ellipsisAt - 1), in: styles)
                output.append("<tspan")
                Self.writeStyle(style, into: &output)
                output.append(">\u{2026}</tspan>")
                writeStyledPiece(pieces[1], scalars: scalars, styles: styles)
            }
        }
        output.append("</text>\n")
    }

    /// The scalars of `range`, a `tspan` for each style they fall in.
    private mutating func writeStyledPiece(_ range: Range<Int>, scalars: [Unicode.Scalar], styles: [DrawnTextStyle]) {
        var start = range.lowerBound
        var index = Self.styleIndex(at: start, in: styles)
        while start < range.upperBound, index < styles.count {
            let end = min(range.upperBound, styles[index].end)
            if end > start {
                output.append("<tspan")
                Self.writeStyle(styles[index], into: &output)
                output.append(">")
                writeScalars(start..<end, scalars)
                output.append("</tspan>")
            }
            start = end
            index += 1
        }
    }

    private mutating func writeScalars(_ range: Range<Int>, _ scalars: [Unicode.Scalar]) {
        for index in range { output.escaped(scalars[index]) }
    }

    /// The font attributes and fill of `style`.
    private static func writeStyle(_ style: DrawnTextStyle, into output: inout ChunkedOutput) {
        DrawnFont.write(style.font, into: &output)
        if let color = style.color {
            output.paint("fill", color)
        } else {
            output.append(" fill=\"none\"")
        }
    }

    /// The index of the style holding the scalar at `index` (the last style past the end).
    private static func styleIndex(at index: Int, in styles: [DrawnTextStyle]) -> Int {
        var low = 0
        var high = styles.count - 1
        while low < high {
            let middle = (low + high) / 2
            if styles[middle].end <= index { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private static func style(at index: Int, in styles: [DrawnTextStyle]) -> DrawnTextStyle {
        styles[styleIndex(at: index, in: styles)]
    }

    /// The scalars of `text` and its stretches of one font and one color (the `.font` and
    /// `.foregroundColor` attributes, `font` and `color` where there are none), counted in
    /// scalars as the label's measure counts them.
    static func styles(
        of text: NSAttributedString, font: UIFont, color: UIColor, traits: UITraitCollection
    ) -> ([Unicode.Scalar], [DrawnTextStyle]) {
        var scalars: [Unicode.Scalar] = []
        var styles: [DrawnTextStyle] = []
        var utf16Offset = 0
        var iterator = text.string.unicodeScalars.makeIterator()
        var pending = iterator.next()
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let start = scalars.count
            while let scalar = pending, utf16Offset < range.location + range.length {
                scalars.append(scalar)
                utf16Offset += scalar.utf16.count
                pending = iterator.next()
            }
            guard scalars.count > start else { return }
            let runFont = attributes[.font] as? UIFont ?? font
            let runColor = attributes[.foregroundColor] as? UIColor ?? color
            styles.append(DrawnTextStyle(end: scalars.count, font: runFont, color: DrawnColor(runColor, in: traits)))
        }
        if styles.isEmpty { styles.append(DrawnTextStyle(end: scalars.count, font: font, color: DrawnColor(color, in: traits))) }
        return (scalars, styles)
    }
}
