/// The layout guides of a list content view's parts: its image, text and secondary text.
///
/// Headless nothing is drawn, so the parts are placed by a small model of UIKit's list
/// content (``ListContentLayout``): the guides' frames follow the configuration and the view's
/// bounds, and a part the configuration does not show has no guide.
extension UIListContentView {
    /// The guide of the image's area, or `nil` when the configuration has no image.
    public var imageLayoutGuide: UILayoutGuide? {
        partGuide(.image)
    }

    /// The guide of the primary text's area, or `nil` when the configuration has no text.
    public var textLayoutGuide: UILayoutGuide? {
        partGuide(.text)
    }

    /// The guide of the secondary text's area, or `nil` when the configuration has no
    /// secondary text.
    public var secondaryTextLayoutGuide: UILayoutGuide? {
        partGuide(.secondaryText)
    }

    /// Where `part` is, in the view's coordinates; `.zero` when it is not shown.
    func frame(of part: ListContentPart) -> CGRect {
        let layout = ListContentLayout(
            configuration: listConfiguration, bounds: bounds, scale: traitCollection.displayScale,
            rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return layout.frame(of: part) ?? .zero
    }

    /// The guide of `part`, made and added to the view on first read; `nil` while the
    /// configuration does not show the part.
    private func partGuide(_ part: ListContentPart) -> UILayoutGuide? {
        guard ListContentLayout.shows(part, in: listConfiguration) else { return nil }
        if let guide = partGuides[part] { return guide }
        let guide = UILayoutGuide(role: .listContent(part), identifier: part.guideIdentifier)
        partGuides[part] = guide
        addLayoutGuide(guide)
        return guide
    }

    /// Removes the guides of the parts the configuration no longer shows.
    func dropHiddenPartGuides() {
        for (part, guide) in partGuides where !ListContentLayout.shows(part, in: listConfiguration) {
            removeLayoutGuide(guide)
            partGuides[part] = nil
        }
    }
}

/// A part of list content that has a layout guide.
enum ListContentPart: Hashable, CaseIterable {
    case image
    case text
    case secondaryText

    /// The guide's identifier, for debugging.
    var guideIdentifier: String {
        switch self {
        case .image: "UIListContentViewImageLayoutGuide"
        case .text: "UIListContentViewTextLayoutGuide"
        case .secondaryText: "UIListContentViewSecondaryTextLayoutGuide"
        }
    }
}

/// Where list content puts its parts, headless.
///
/// ```
/// |margin|[image]|padding|text            |margin|
///                        |secondary text  |
/// ```
///
/// The content area is the bounds inset by the configuration's `directionalLayoutMargins`.
/// The image sits at its leading edge, centred vertically, sized by the image properties'
/// `reservedLayoutSize`, else their `maximumSize` (an image has no size of its own headless).
/// The texts start after the image and `imageToTextPadding`; each is as wide as its text
/// estimate (``TextSizeEstimate``, wrapped at the width left, at most `numberOfLines`) and at
/// most that width. They stack, `textToSecondaryTextVerticalPadding` apart, as a block centred
/// vertically; with `prefersSideBySideTextAndSecondaryText`, when both fit on one line with
/// `textToSecondaryTextHorizontalPadding` between them, the secondary text goes to the
/// trailing edge instead and each is centred vertically. Right to left, the whole is mirrored.
struct ListContentLayout {
    let configuration: UIListContentConfiguration
    let bounds: CGRect
    let scale: CGFloat
    let rightToLeft: Bool

    /// Whether `configuration` shows `part`.
    static func shows(_ part: ListContentPart, in configuration: UIListContentConfiguration) -> Bool {
        switch part {
        case .image: configuration.image != nil
        case .text: !(text(configuration.attributedText, configuration.text)).isEmpty
        case .secondaryText: !(text(configuration.secondaryAttributedText, configuration.secondaryText)).isEmpty
        }
    }

    /// The text shown: the attributed text's string when set, else the plain text.
    private static func text(_ attributed: NSAttributedString?, _ plain: String?) -> String {
        attributed?.string ?? plain ?? ""
    }

    /// Where `part` is, in the view's coordinates, or `nil` when it is not shown.
    func frame(of part: ListContentPart) -> CGRect? {
        guard Self.shows(part, in: configuration) else { return nil }
        let margins = configuration.directionalLayoutMargins
        let content = CGRect(
            x: margins.leading, y: margins.top, width: max(0, bounds.width - margins.leading - margins.trailing),
            height: max(0, bounds.height - margins.top - margins.bottom))
        let image = imageSize()
        let frame: CGRect
        if part == .image {
            frame = CGRect(x: content.minX, y: content.midY - image.height / 2, width: image.width, height: image.height)
        } else {
            let textX = Self.shows(.image, in: configuration) ? content.minX + image.width + configuration.imageToTextPadding : content.minX
            frame = textFrame(of: part, in: CGRect(x: textX, y: content.minY, width: max(0, content.maxX - textX), height: content.height))
        }
        return rightToLeft ? CGRect(x: bounds.width - frame.maxX, y: frame.minY, width: frame.width, height: frame.height) : frame
    }

    /// The image's size: its reserved size, else its maximum size, per axis.
    private func imageSize() -> CGSize {
        let properties = configuration.imageProperties
        return CGSize(
            width: properties.reservedLayoutSize.width > 0 ? properties.reservedLayoutSize.width : max(0, properties.maximumSize.width),
            height: properties.reservedLayoutSize.height > 0 ? properties.reservedLayoutSize.height : max(0, properties.maximumSize.height))
    }

    /// The frame of a text part within `area`, the content right of the image.
    private func textFrame(of part: ListContentPart, in area: CGRect) -> CGRect {
        let primary = measure(Self.text(configuration.attributedText, configuration.text), configuration.textProperties, area.width)
        let secondary = measure(
            Self.text(configuration.secondaryAttributedText, configuration.secondaryText), configuration.secondaryTextProperties,
            area.width)
        if configuration.prefersSideBySideTextAndSecondaryText, primary != .zero, secondary != .zero,
            primary.width + configuration.textToSecondaryTextHorizontalPadding + secondary.width <= area.width
        {
            let size = part == .text ? primary : secondary
            let x = part == .text ? area.minX : area.maxX - secondary.width
            return CGRect(x: x, y: area.midY - size.height / 2, width: size.width, height: size.height)
        }
        let gap = primary != .zero && secondary != .zero ? configuration.textToSecondaryTextVerticalPadding : 0
        let top = area.midY - (primary.height + gap + secondary.height) / 2
        return part == .text
            ? CGRect(x: area.minX, y: top, width: primary.width, height: primary.height)
            : CGRect(x: area.minX, y: top + primary.height + gap, width: secondary.width, height: secondary.height)
    }

    /// The estimated size of `text` in `properties`' font, wrapped at `width`.
    private func measure(_ text: String, _ properties: UIListContentConfiguration.TextProperties, _ width: CGFloat) -> CGSize {
        let size = TextSizeEstimate(font: properties.font, scale: scale)
            .size(of: text, wrappingWidth: width, maximumLines: properties.numberOfLines)
        return CGSize(width: min(size.width, width), height: size.height)
    }
}
