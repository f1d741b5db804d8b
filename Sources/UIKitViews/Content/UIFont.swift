/// A font, stored: its name, point size, weight and, for a Dynamic Type font, its text style.
///
/// Headless, a font carries what it was made from; text in it is measured with the horizontal
/// metrics of a registered font file of its name (or, for the system font, SF Pro's when
/// registered) or of the built-in Inter, and San Francisco's vertical metrics (see
/// ``registerFonts(at:)``). Nothing is drawn. A font from
/// ``preferredFont(forTextStyle:compatibleWith:)`` or ``UIFontMetrics`` also remembers how it
/// was scaled, so that a label that adjusts its font for the content size category can make it
/// again at another text size. Compared by value.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The font's full name (`.SFUI-Regular` for the system font).
    public let fontName: String
    /// The font's size in points.
    public let pointSize: CGFloat
    /// The stroke weight; `.regular` for fonts not made by weight.
    public let weight: Weight
    /// The text style a Dynamic Type font was made for, or `nil`.
    public let textStyle: TextStyle?
    /// How the font follows the text size, or `nil` for a font of fixed size.
    let dynamicType: DynamicTypeScaling?

    /// Creates a font by name (PostScript or full) and size. A font registered under the name
    /// (``registerFonts(at:)``) gives its text's widths; any other name is taken too, measured
    /// with the built-in Inter Regular, where UIKit would return `nil` (the font files an app
    /// bundles are not registered headless).
    public init?(name fontName: String, size fontSize: CGFloat) {
        self.fontName = fontName
        pointSize = fontSize
        weight = .regular
        textStyle = nil
        dynamicType = nil
    }

    init(fontName: String, pointSize: CGFloat, weight: Weight, textStyle: TextStyle?, dynamicType: DynamicTypeScaling? = nil) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.dynamicType = dynamicType
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

    /// The Dynamic Type font for `style` at the app's text size: headless, UIKit's default
    /// (Large, as `UIApplication.preferredContentSizeCategory` answers), where body is 17
    /// points and headline 17 points semibold. Views that follow another text size use
    /// ``preferredFont(forTextStyle:compatibleWith:)`` with their traits, or set
    /// `adjustsFontForContentSizeCategory`.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The Dynamic Type font for `style` at the text size of `traitCollection`, with the point
    /// size and weight Apple's Human Interface Guidelines give for that size (body: 14 points
    /// at extra small, 17 at Large, 23 at extra extra extra large, 53 at the largest
    /// accessibility size). Without traits, or when they leave the text size unspecified, the
    /// size is the app's (Large).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        preferredFont(forTextStyle: style, weight: nil, compatibleWith: traitCollection)
    }

    /// The Dynamic Type font for `style` at the text size of `traitCollection`, in `weight`
    /// instead of the style's own when one is given (the emphasized styles UIKit uses for list
    /// headers); it follows the text size like any font of a style.
    static func preferredFont(forTextStyle style: TextStyle, weight: Weight?, compatibleWith traitCollection: UITraitCollection?)
        -> UIFont
    {
        let category = DynamicTypeSizes.category(of: traitCollection)
        let (size, styleWeight) = DynamicTypeSizes.metrics(of: style, at: category)
        let weight = weight ?? styleWeight
        return UIFont(
            fontName: ".SFUI-\(weight.name)", pointSize: size, weight: weight, textStyle: style,
            dynamicType: .textStyle(style, weight: weight == styleWeight ? nil : weight))
    }

    /// The same font at `fontSize` points. It keeps its text style but no longer follows the
    /// text size: a fixed size was asked for.
    public func withSize(_ fontSize: CGFloat) -> UIFont {
        UIFont(fontName: fontName, pointSize: fontSize, weight: weight, textStyle: textStyle)
    }

    /// Fonts are equal when their name, size, weight, text style and Dynamic Type scaling are.
    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight
            && lhs.textStyle == rhs.textStyle && lhs.dynamicType == rhs.dynamicType
    }

    /// Hashes the name, size, weight, text style and Dynamic Type scaling.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        hasher.combine(dynamicType)
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
        /// The extra large title of iOS 17: 36 points, bold.
        public static let extraLargeTitle = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle")
        /// The second extra large title of iOS 17: 28 points, bold.
        public static let extraLargeTitle2 = TextStyle(rawValue: "UICTFontTextStyleExtraLargeTitle2")
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
