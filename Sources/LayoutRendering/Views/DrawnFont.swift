import UIKitViews

/// How a `UIFont` is named to SVG: the system font as a stack of families that look like San
/// Francisco where it is missing, other fonts by name before that stack, and the weight as a
/// CSS weight.
enum DrawnFont {
    /// The families the system font is drawn in: San Francisco where it is installed, then
    /// Inter (whose widths the text was measured in unless SF Pro was registered), then fonts
    /// found on most Linux systems.
    static let systemFamily: StaticString = "-apple-system, 'SF Pro Text', Inter, 'DejaVu Sans', sans-serif"

    /// Whether `font` is the system font (its name starts with a dot, as UIKit's system font
    /// names do).
    static func isSystem(_ font: UIFont) -> Bool {
        font.fontName.hasPrefix(".")
    }

    /// The CSS weight (100…900) of `weight`: UIKit's named weights at their CSS numbers, other
    /// values at the nearest.
    static func cssWeight(_ weight: UIFont.Weight) -> Int {
        let steps: [(UIFont.Weight, Int)] = [
            (.ultraLight, 100), (.thin, 200), (.light, 300), (.regular, 400), (.medium, 500), (.semibold, 600),
            (.bold, 700), (.heavy, 800), (.black, 900),
        ]
        var best = 400
        var distance = CGFloat.infinity
        for (named, css) in steps {
            let gap = abs(named.rawValue - weight.rawValue)
            if gap < distance {
                distance = gap
                best = css
            }
        }
        return best
    }

    /// Writes ` font-size="…"`, the weight when it is not regular, and the family when it is
    /// not the system font (which the document's root names).
    static func write(_ font: UIFont, into output: inout ChunkedOutput) {
        output.number(" font-size=\"", Double(font.pointSize))
        let weight = cssWeight(font.weight)
        if weight != 400 {
            output.append(" font-weight=\"")
            output.append(weight)
            output.append("\"")
        }
        guard !isSystem(font) else { return }
        output.append(" font-family=\"'")
        output.escaped(font.fontName)
        output.append("', ")
        output.append(systemFamily)
        output.append("\"")
    }
}
