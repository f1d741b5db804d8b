/// A font, stored: its name, point size, weight and, for a Dynamic Type font, its text style.
///
/// Headless, a font carries what it was made from; text in it is measured with the horizontal
/// metrics of a registered font file of its name (or, for the system font, SF Pro's when
/// registered) or of the built-in Inter, and San Francisco's vertical metrics (see
/// ``registerFonts(at:)``). Nothing is drawn. Compared by value.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's full name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The stroke weight; `.regular` for fonts not made by weight.
    public let weight: Weight
    /// The text style a Dynamic Type font was made for, or `nil`.
    public let textStyle: TextStyle?

    /// Creates a font by name (PostScript or full) and size. A font registered under the name
    /// (``registerFonts(at:)``) gives its text's widths; any other name is taken too, measured
    /// with the built-in Inter Regular, where UIKit would return `nil` (the font files an app
    /// bundles are not registered headless).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
        weight = .regular
        textStyle = nil
    }

    private init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
    }

    /// The system font at `fontSize` points, regular weight.
    public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`.
    public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize, weight: weight, textStyle: nil)
    }

    /// The bold system font at `fontSize` points.
    public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The Dynamic Type font for `style` at the default text size (Large): the sizes and
    /// weights of Apple's Human Interface Guidelines (body 17, headline 17 semibold, …).
    /// Sizes do not follow other text-size settings headless.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultMetrics
        return UIFont(fontName: ".SFUI-\(weight.name)", pointSize: size, weight: weight, textStyle: style)
    }

    /// The Dynamic Type font for `style`; the traits are not consulted headless (see
    /// ``preferredFont(forTextStyle:)``).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style)
    }

    /// The same font at `fontSize` points.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// Fonts are equal when their name, size, weight and text style are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.textStyle == rhs.textStyle
    }

    /// Hashes the name, size, weight and text style.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
    }

    /// The name and size.
    public var description: String { "\(fontName) \(pointSize)pt" }
}

extension UIFont {
    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// The style's name.
        public let rawValue: String

        /// Creates a style from its name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The largest title: 34 points.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// A first-level title: 28 points.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// A second-level title: 22 points.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// A third-level title: 20 points.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 points, semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 points.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 points.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 points.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 points.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 points.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 points.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// Size and weight at the Large text size, from Apple's Human Interface Guidelines
        /// (Typography, "Dynamic Type sizes", iOS); a style not listed there reads as body.
        var defaultMetrics: (size: CGFloat, weight: Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// A font's stroke weight, from -1 (thinnest) to 1 (heaviest), regular at 0.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight as a number.
        public let rawValue: CGFloat

        /// Creates a weight from its number.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        /// -0.8.
        public static let ultraLight = Weight(rawValue: -0.8)
        /// -0.6.
        public static let thin = Weight(rawValue: -0.6)
        /// -0.4.
        public static let light = Weight(rawValue: -0.4)
        /// 0.
        public static let regular = Weight(rawValue: 0)
        /// 0.23.
        public static let medium = Weight(rawValue: 0.23)
        /// 0.3.
        public static let semibold = Weight(rawValue: 0.3)
        /// 0.4.
        public static let bold = Weight(rawValue: 0.4)
        /// 0.56.
        public static let heavy = Weight(rawValue: 0.56)
        /// 0.62.
        public static let black = Weight(rawValue: 0.62)

        /// Whether `lhs` is lighter than `rhs`.
        public static func < (lhs: Weight, rhs: Weight) -> Bool {
            lhs.rawValue < rhs.rawValue
        }

        /// The weight's name in system font names.
        var name: String {
            switch self {
            case .ultraLight: "Ultralight"
            case .thin: "Thin"
            case .light: "Light"
            case .regular: "Regular"
            case .medium: "Medium"
            case .semibold: "Semibold"
            case .bold: "Bold"
            case .heavy: "Heavy"
            case .black: "Black"
            default: "Regular"
            }
        }
    }
}
