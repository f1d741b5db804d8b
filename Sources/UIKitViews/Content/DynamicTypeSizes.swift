// The point sizes and leadings of the text styles at each content size category, as Apple's
// Human Interface Guidelines list them for iOS (Typography, "Dynamic Type sizes": the tables
// "xSmall" through "xxxLarge" and "AX1" through "AX5"). Every style is regular weight at every
// size except headline, which is semibold; a style's emphasized weight is bold for the large
// title and titles 1 and 2, semibold for the others. The two extra large titles of iOS 17 are listed at the default
// size only (36 and 28 points, bold); at the other sizes they follow the large title's ratio
// to its Large size, rounded to the point (see Docs/DECISIONS.md, "Dynamic Type").

/// How a font follows the user's text size.
enum DynamicTypeScaling: Hashable, Sendable {
    /// A font of a text style (``UIFont/preferredFont(forTextStyle:compatibleWith:)``): it is
    /// the style's font at each size, in `weight` when one is given (an emphasized style).
    case textStyle(UIFont.TextStyle, weight: UIFont.Weight?)
    /// A font scaled by ``UIFontMetrics``: `baseSize` points at the Large size, scaled as the
    /// style scales, at most `maximumPointSize` (0 for no limit).
    case metrics(UIFont.TextStyle, baseSize: CGFloat, maximumPointSize: CGFloat)
}

/// The Dynamic Type size tables.
enum DynamicTypeSizes {
    /// The standard and accessibility categories from smallest to largest: the columns of
    /// ``pointSizes``.
    static let categories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The column of the Large size, UIKit's default.
    static let largeIndex = 3

    /// Each listed style's point sizes, xSmall … xxxLarge then AX1 … AX5.
    static let pointSizes: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Each listed style's leading (the height of a line of text set in it), xSmall … xxxLarge
    /// then AX1 … AX5.
    static let leadings: [UIFont.TextStyle: [CGFloat]] = [
        .largeTitle: [38, 39, 40, 41, 43, 46, 48, 52, 57, 61, 66, 70],
        .title1: [31, 32, 33, 34, 37, 39, 41, 46, 51, 57, 62, 68],
        .title2: [24, 25, 26, 28, 30, 32, 34, 41, 47, 52, 59, 66],
        .title3: [22, 23, 24, 25, 28, 30, 32, 38, 44, 51, 58, 65],
        .headline: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .body: [19, 20, 21, 22, 24, 26, 29, 34, 40, 48, 56, 62],
        .callout: [18, 19, 20, 21, 23, 25, 28, 32, 39, 46, 52, 60],
        .subheadline: [16, 18, 19, 20, 22, 24, 28, 31, 37, 43, 50, 58],
        .footnote: [16, 16, 16, 18, 20, 22, 24, 29, 33, 40, 46, 52],
        .caption1: [13, 13, 13, 16, 19, 21, 23, 28, 32, 39, 44, 51],
        .caption2: [13, 13, 13, 13, 18, 20, 22, 25, 30, 35, 41, 48],
    ]

    /// The extra large titles' sizes at Large, with the style whose curve they follow.
    static let extraLargeTitles: [UIFont.TextStyle: CGFloat] = [.extraLargeTitle: 36, .extraLargeTitle2: 28]

    /// The column of `category`; Large for `.unspecified` and for categories not listed.
    static func index(of category: UIContentSizeCategory) -> Int {
        categories.firstIndex(of: category) ?? largeIndex
    }

    /// The text size of `traits`: their preferred content size category, or Large when there
    /// are none or they leave it unspecified.
    static func category(of traits: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traits?.preferredContentSizeCategory, categories.contains(category) else { return .large }
        return category
    }

    /// The point size and weight of `style` at `category`. A style not listed (a custom
    /// string) reads as body, as the table has no other curve for it.
    static func metrics(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> (CGFloat, UIFont.Weight) {
        let column = index(of: category)
        if let large = extraLargeTitles[style], let curve = pointSizes[.largeTitle] {
            return ((large * curve[column] / curve[largeIndex]).rounded(), .bold)
        }
        let sizes = pointSizes[style] ?? pointSizes[.body] ?? []
        return (sizes.isEmpty ? 17 : sizes[column], style == .headline ? .semibold : .regular)
    }

    /// The leading of `style` at `category`; a style not listed reads as body.
    static func leading(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        let leadings = self.leadings[style] ?? self.leadings[.body] ?? []
        return leadings.isEmpty ? 22 : leadings[index(of: category)]
    }

    /// The weight `style` takes when emphasized (`traitBold` in UIKit): bold for the large
    /// title and titles 1 and 2, semibold for the others.
    static func emphasizedWeight(of style: UIFont.TextStyle) -> UIFont.Weight {
        switch style {
        case .largeTitle, .title1, .title2, .extraLargeTitle, .extraLargeTitle2: .bold
        default: .semibold
        }
    }

    /// How much `style` grows from Large to `category`: its size there over its size at Large.
    static func scale(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
        metrics(of: style, at: category).0 / metrics(of: style, at: .large).0
    }
}
