/// Scales fonts and values for the user's text size, as Dynamic Type does for a text style.
///
/// Headless the text size is UIKit's default (Large), where a font of a text style has its
/// ``UIFont/preferredFont(forTextStyle:)`` size: scaling there changes nothing, so fonts and
/// values come back as given (at most a maximum point size asked for).
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

    /// `font` scaled for the current text size: `font` itself at the default size.
    public func scaledFont(for font: UIFont) -> UIFont {
        font
    }

    /// `font` scaled for the text size of `traitCollection`: `font` itself at the default size.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        font
    }

    /// `font` scaled for the current text size, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `font` scaled for the text size of `traitCollection`, at most `maximumPointSize` points.
    public func scaledFont(
        for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?
    ) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }

    /// `value` scaled for the current text size: `value` itself at the default size.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value
    }

    /// `value` scaled for the text size of `traitCollection`: `value` itself at the default
    /// size.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value
    }
}
