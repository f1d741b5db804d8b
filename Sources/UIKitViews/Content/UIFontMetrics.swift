/// Scales fonts and values for the user's text size, as Dynamic Type scales a text style.
///
/// A value scales by the style's growth from the Large text size to the asked one: its point
/// size there over its point size at Large (body: 23 / 17 at extra extra extra large, so 17
/// points become 23 and 10 become 13.529…). Without traits, or when they leave the text size
/// unspecified, the size is the app's, Large, where nothing changes. A scaled font remembers
/// these metrics and the size it was scaled from, so that a label that adjusts its font for the
/// content size category scales it again when its traits change. UIKit's own curve for scaled
/// values is not published and is flatter than the styles' (see Docs/DECISIONS.md,
/// "Dynamic Type").
///
/// ```swift
/// label.font = UIFontMetrics(forTextStyle: .headline).scaledFont(for: .systemFont(ofSize: 17, weight: .semibold))
/// label.adjustsFontForContentSizeCategory = true
/// ```
public struct UIFontMetrics: Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The text style whose scaling these metrics follow.
    public let textStyle: UIFont.TextStyle

    /// Creates the metrics of `textStyle`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// `font` scaled for the app's text size (Large headless: `font`'s size).
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traitCollection`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, compatibleWith: traitCollection)
    }

    /// `font` scaled for the app's text size, at most `maximumPointSize` points (no limit
    /// when it is 0 or less).
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, compatibleWith: nil)
    }

    /// `font` scaled for the text size of `traitCollection`, at most `maximumPointSize` points
    /// (no limit when it is 0 or less, or not finite).
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        let maximum = maximumPointSize.isFinite && maximumPointSize > 0 ? maximumPointSize : 0
        let scaling = DynamicTypeScaling.metrics(textStyle, baseSize: font.pointSize, maximumPointSize: maximum)
        return UIFont(
            fontName: font.fontName, pointSize: scaling.pointSize(at: DynamicTypeSizes.category(of: traitCollection)),
            weight: font.weight, textStyle: font.textStyle, dynamicType: scaling)
    }

    /// `value` scaled for the app's text size (Large headless: `value` itself).
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, compatibleWith: nil)
    }

    /// `value` scaled for the text size of `traitCollection`: `value` times the style's point
    /// size at that text size over its point size at Large.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * DynamicTypeSizes.scale(of: textStyle, at: DynamicTypeSizes.category(of: traitCollection))
    }
}

extension DynamicTypeScaling {
    /// The point size of a font following this scaling at `category`.
    func pointSize(at category: UIContentSizeCategory) -> CGFloat {
        switch self {
        case let .textStyle(style, _):
            return DynamicTypeSizes.metrics(of: style, at: category).0
        case let .metrics(style, baseSize, maximumPointSize):
            let scaled = baseSize * DynamicTypeSizes.scale(of: style, at: category)
            return maximumPointSize > 0 ? min(scaled, maximumPointSize) : scaled
        }
    }
}

extension UIFont {
    /// This font at the text size of `traits` when it follows the text size (made by
    /// ``preferredFont(forTextStyle:compatibleWith:)`` or ``UIFontMetrics``); otherwise itself.
    package func adjusted(toContentSizeCategoryOf traits: UITraitCollection) -> UIFont {
        guard let dynamicType else { return self }
        let category = DynamicTypeSizes.category(of: traits)
        switch dynamicType {
        case let .textStyle(style, weight):
            return .preferredFont(forTextStyle: style, weight: weight, compatibleWith: traits)
        case .metrics:
            let size = dynamicType.pointSize(at: category)
            guard size != pointSize else { return self }
            return UIFont(fontName: fontName, pointSize: size, weight: weight, textStyle: textStyle, dynamicType: dynamicType)
        }
    }
}
