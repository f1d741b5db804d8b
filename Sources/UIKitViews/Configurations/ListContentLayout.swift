/// Where list content puts its parts and how much room it needs, as UIKit's list content view
/// lays them out.
///
/// ```
/// |margin|[image slot]|imageToTextPadding|text            |margin|      stacked
///                                         |secondary text  |
/// |margin|[image slot]|imageToTextPadding|text    secondary|margin|      side by side
/// ```
///
/// The content area is the view's bounds inset by the margins (the configuration's, grown to
/// the superview's on the axes that preserve them). The image sits centred in a slot at the
/// leading edge: the reserved layout size, else the standard size for a symbol image (24 points
/// wide, 28 in a sidebar, scaled with the text size; a line of body text high), else the
/// image's own size within its maximum size. The texts start after the slot and
/// `imageToTextPadding`, each measured in its font (adjusted to the view's text size) and
/// wrapped at the width left, at most `numberOfLines` lines. With
/// `prefersSideBySideTextAndSecondaryText`, the texts sit side by side when both fit unwrapped
/// on one line with `textToSecondaryTextHorizontalPadding` between them — the secondary text at
/// the trailing edge, each centred vertically — and are stacked otherwise. Stacked, they form a
/// block `textToSecondaryTextVerticalPadding` apart, centred vertically. Positions are rounded
/// to the pixel grid of the view's display scale; right to left, everything is mirrored.
///
/// The content needs the vertical margins plus the taller of the text block and the image
/// slot, and at least a list row's minimum (twice the body style's leading, 44 points at Large,
/// at most its value at extra extra extra large) for the presets that enforce it.
struct ListContentLayout {
    /// Where the parts go, in the view's coordinates; `nil` for a part not shown.
    struct Placement: Equatable {
        var image: CGRect?
        var text: CGRect?
        var secondaryText: CGRect?
    }

    let configuration: UIListContentConfiguration
    /// The margins, the superview's preserved ones included.
    let margins: NSDirectionalEdgeInsets
    /// The traits laid out for: text size, display scale and reading direction.
    let traits: UITraitCollection

    /// Whether `configuration` shows `part`.
    static func shows(_ part: ListContentPart, in configuration: UIListContentConfiguration) -> Bool {
        switch part {
        case .image: configuration.image != nil
        case .text: !text(configuration.attributedText, configuration.text).isEmpty
        case .secondaryText: !text(configuration.secondaryAttributedText, configuration.secondaryText).isEmpty
        }
    }

    /// The text shown: the attributed text's string when set, else the plain text.
    private static func text(_ attributed: NSAttributedString?, _ plain: String?) -> String {
        attributed?.string ?? plain ?? ""
    }

    // MARK: Sizes

    /// The size the content needs within `width` (no wrapping when it is not finite and
    /// positive): as wide as its widest line of parts plus the margins, at most `width`, and as
    /// high as its parts and margins, at least the minimum height.
    func fittingSize(width: CGFloat) -> CGSize {
        let metrics = measure(width: width)
        var contentWidth = metrics.textLeading + margins.trailing
        if metrics.sideBySide {
            contentWidth += metrics.text.width + configuration.textToSecondaryTextHorizontalPadding + metrics.secondary.width
        } else {
            contentWidth += max(metrics.text.width, metrics.secondary.width)
        }
        let height = max(margins.top + max(metrics.blockHeight, metrics.slot.height) + margins.bottom, minimumHeight)
        let fittedWidth = width.isFinite && width > 0 ? min(contentWidth, width) : contentWidth
        return CGSize(width: max(0, fittedWidth), height: max(0, height))
    }

    /// The least height of a row showing the configuration: twice the body style's leading at
    /// the text size (at most extra extra extra large's) for the presets that enforce it, else 0.
    var minimumHeight: CGFloat {
        guard configuration.enforcesMinimumHeight else { return 0 }
        let category = min(DynamicTypeSizes.category(of: traits), .extraExtraExtraLarge)
        return 2 * DynamicTypeSizes.leading(of: .body, at: category)
    }

    /// How far the text (the secondary text when there is no text) starts from the leading
    /// edge: the leading margin, the image slot and its padding; `nil` when neither text is
    /// shown. A list's automatic separator starts there.
    var textLeading: CGFloat? {
        let showsText = Self.shows(.text, in: configuration) || Self.shows(.secondaryText, in: configuration)
        guard showsText else { return nil }
        guard Self.shows(.image, in: configuration) else { return margins.leading }
        return margins.leading + slot(for: imageSize()).width + configuration.imageToTextPadding
    }

    // MARK: Placement

    /// Where the parts go in bounds of `size`.
    func placement(in size: CGSize) -> Placement {
        let metrics = measure(width: size.width)
        let regionHeight = size.height - margins.top - margins.bottom
        var placement = Placement()
        if Self.shows(.image, in: configuration) {
            let image = metrics.imageSize
            placement.image = CGRect(
                x: pixelRound(margins.leading + (metrics.slot.width - image.width) / 2),
                y: pixelRound(margins.top + (regionHeight - image.height) / 2), width: image.width, height: image.height)
        }
        let showsText = Self.shows(.text, in: configuration)
        let showsSecondary = Self.shows(.secondaryText, in: configuration)
        let textX = pixelRound(metrics.textLeading)
        if metrics.sideBySide {
            let center = margins.top + regionHeight / 2
            placement.text = CGRect(
                x: textX, y: pixelRound(center - metrics.text.height / 2), width: metrics.text.width,
                height: metrics.text.height)
            placement.secondaryText = CGRect(
                x: pixelRound(metrics.textLeading + metrics.available - metrics.secondary.width),
                y: pixelRound(center - metrics.secondary.height / 2), width: metrics.secondary.width,
                height: metrics.secondary.height)
        } else {
            let blockTop = margins.top + (regionHeight - metrics.blockHeight) / 2
            if showsText {
                placement.text = CGRect(
                    x: textX, y: pixelRound(blockTop), width: metrics.text.width, height: metrics.text.height)
            }
            if showsSecondary {
                let gap = showsText ? metrics.text.height + configuration.textToSecondaryTextVerticalPadding : 0
                placement.secondaryText = CGRect(
                    x: textX, y: pixelRound(blockTop + gap), width: metrics.secondary.width,
                    height: metrics.secondary.height)
            }
        }
        guard traits.layoutDirection == .rightToLeft else { return placement }
        func mirrored(_ frame: CGRect?) -> CGRect? {
            frame.map { CGRect(x: size.width - $0.maxX, y: $0.minY, width: $0.width, height: $0.height) }
        }
        return Placement(
            image: mirrored(placement.image), text: mirrored(placement.text),
            secondaryText: mirrored(placement.secondaryText))
    }

    // MARK: Measuring

    /// The measured parts for a width.
    private struct Metrics {
        var slot: CGSize
        var imageSize: CGSize
        var textLeading: CGFloat
        var available: CGFloat
        var text: CGSize
        var secondary: CGSize
        var sideBySide: Bool
        var blockHeight: CGFloat
    }

    /// Measures the parts for a view `width` wide (unbounded when it is not finite and
    /// positive).
    private func measure(width: CGFloat) -> Metrics {
        let showsImage = Self.shows(.image, in: configuration)
        let showsText = Self.shows(.text, in: configuration)
        let showsSecondary = Self.shows(.secondaryText, in: configuration)
        let imageSize = showsImage ? self.imageSize() : .zero
        let slot = showsImage ? self.slot(for: imageSize) : .zero
        let padding = showsImage && (showsText || showsSecondary) ? configuration.imageToTextPadding : 0
        let textLeading = margins.leading + slot.width + padding
        let bounded = width.isFinite && width > 0
        let available = bounded ? max(0, width - textLeading - margins.trailing) : .greatestFiniteMagnitude
        let text = showsText ? Self.text(configuration.attributedText, configuration.text) : ""
        let secondary = showsSecondary ? Self.text(configuration.secondaryAttributedText, configuration.secondaryText) : ""
        var sideBySide = false
        if configuration.prefersSideBySideTextAndSecondaryText, showsText, showsSecondary {
            let natural = measure(text, configuration.textProperties, width: nil).width
                + configuration.textToSecondaryTextHorizontalPadding
                + measure(secondary, configuration.secondaryTextProperties, width: nil).width
            sideBySide = natural <= available
        }
        let wrapWidth = bounded ? available : nil
        let textSize = showsText ? fitted(measure(text, configuration.textProperties, width: wrapWidth), configuration.textProperties, available) : .zero
        let secondarySize =
            showsSecondary
            ? fitted(measure(secondary, configuration.secondaryTextProperties, width: wrapWidth), configuration.secondaryTextProperties, available)
            : .zero
        let blockHeight =
            sideBySide
            ? max(textSize.height, secondarySize.height)
            : textSize.height + secondarySize.height
                + (showsText && showsSecondary ? configuration.textToSecondaryTextVerticalPadding : 0)
        return Metrics(
            slot: slot, imageSize: imageSize, textLeading: textLeading, available: available, text: textSize,
            secondary: secondarySize, sideBySide: sideBySide, blockHeight: blockHeight)
    }

    /// `size` as a text of `properties` occupies it within `available`: no wider than that, and
    /// as wide as that when the text is centred or justified.
    private func fitted(_ size: CGSize, _ properties: UIListContentConfiguration.TextProperties, _ available: CGFloat) -> CGSize {
        guard available < .greatestFiniteMagnitude else { return size }
        let width = properties.alignment == .natural ? min(size.width, available) : available
        return CGSize(width: width, height: size.height)
    }

    /// The size of `text` in `properties`' font (at the view's text size when the properties
    /// adjust it) and letter case, wrapped at `width` (`nil`: not wrapped), at most
    /// `numberOfLines` lines.
    private func measure(_ text: String, _ properties: UIListContentConfiguration.TextProperties, width: CGFloat?) -> CGSize {
        TextSizeEstimate(font: Self.font(of: properties, traits: traits), scale: traits.displayScale)
            .size(of: properties.transformed(text), wrappingWidth: width, maximumLines: properties.numberOfLines)
    }

    /// The font a text of `properties` is measured and shown in: the properties' font, at the
    /// text size of `traits` when the properties adjust it.
    static func font(of properties: UIListContentConfiguration.TextProperties, traits: UITraitCollection) -> UIFont {
        properties.adjustsFontForContentSizeCategory ? properties.font.adjusted(toContentSizeCategoryOf: traits) : properties.font
    }

    /// The image's size: its own, shrunk to fit the maximum size (an axis at 0 has no limit)
    /// keeping its proportions; a symbol image with no size of its own (headless) takes the
    /// standard symbol size.
    private func imageSize() -> CGSize {
        guard let image = configuration.image else { return .zero }
        let own = CGSize(width: finite(image.size.width), height: finite(image.size.height))
        if own == .zero, image.isSymbolImage { return standardSymbolSize }
        let limit = configuration.imageProperties.maximumSize
        var factor: CGFloat = 1
        if limit.width > 0, own.width > limit.width { factor = min(factor, limit.width / own.width) }
        if limit.height > 0, own.height > limit.height { factor = min(factor, limit.height / own.height) }
        return CGSize(width: own.width * factor, height: own.height * factor)
    }

    /// The space kept for an image of `imageSize`: per axis the reserved size when positive,
    /// the standard symbol size for `standardDimension` or for a symbol image, else the image's
    /// size.
    private func slot(for imageSize: CGSize) -> CGSize {
        let reserved = configuration.imageProperties.reservedLayoutSize
        let isSymbol = configuration.image?.isSymbolImage ?? false
        let standard = standardSymbolSize
        func axis(_ reserved: CGFloat, _ standard: CGFloat, _ own: CGFloat) -> CGFloat {
            if reserved == UIListContentConfiguration.ImageProperties.standardDimension { return standard }
            if reserved.isFinite, reserved > 0 { return reserved }
            return isSymbol ? max(standard, own) : own
        }
        return CGSize(
            width: axis(reserved.width, standard.width, imageSize.width),
            height: axis(reserved.height, standard.height, imageSize.height))
    }

    /// The standard size kept for a symbol image: 24 points wide (28 in a sidebar) scaled as
    /// body text scales, and a line of body text (its leading) high.
    private var standardSymbolSize: CGSize {
        let width: CGFloat = configuration.usesSidebarMetrics ? 28 : 24
        return CGSize(
            width: UIFontMetrics.default.scaledValue(for: width, compatibleWith: traits),
            height: DynamicTypeSizes.leading(of: .body, at: DynamicTypeSizes.category(of: traits)))
    }

    /// `value` rounded to the nearest pixel of the display scale.
    private func pixelRound(_ value: CGFloat) -> CGFloat {
        let scale = traits.displayScale.isFinite && traits.displayScale > 0 ? traits.displayScale : 1
        return (value * scale).rounded() / scale
    }

    /// `value` when finite and positive, else 0.
    private func finite(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}

extension UIListContentConfiguration.TextProperties {
    /// `text` in the properties' letter case.
    func transformed(_ text: String) -> String {
        switch transform {
        case .none: text
        case .uppercase: text.uppercased()
        case .lowercase: text.lowercased()
        case .capitalized: text.capitalized
        }
    }
}
