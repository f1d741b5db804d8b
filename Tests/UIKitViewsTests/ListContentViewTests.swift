import Testing
@testable import UIKitViews

/// Issue 28 §4: list content laid out as UIKit's list content view lays it out — presets,
/// margins, paddings, images, stacked and side-by-side texts, fitting sizes, mirroring and the
/// layout guides.
///
/// Views at scale 3. Single lines are as high as the system font's line, rounded up to the
/// pixel: body (17 pt) 17 × 2444/2048 = 20.287… → 61/3; caption 1 (12 pt) 14.320… → 43/3;
/// subheadline (15 pt) 17.900… → 18; footnote (13 pt) 15.513… → 47/3. Widths, and where
/// long text wraps, come from the text measurement (`TextSizeEstimate`), read through
/// `measured(_:_:width:)` so that the arithmetic below holds whatever the font's advances.
@MainActor
@Suite("List content view")
struct ListContentViewTests {
    /// The body line's height at scale 3.
    static let bodyLine: CGFloat = 61.0 / 3
    /// The caption 1 line's height at scale 3.
    static let caption1Line: CGFloat = 43.0 / 3

    /// A view `width` × `height` at scale 3 showing `configuration`, with no superview.
    private func view(
        _ configuration: UIListContentConfiguration, width: CGFloat = 390, height: CGFloat = 44,
        traits: [UITraitCollection] = []
    ) -> UIListContentView {
        makeListContentView(configuration, width: width, height: height, traits: traits)
    }

    /// Whether `value` is `expected`, to a billionth of a point (sums of thirds are not exact
    /// in binary).
    private func close(_ value: CGFloat?, _ expected: CGFloat) -> Bool {
        guard let value else { return false }
        return abs(value - expected) < 1e-9
    }

    /// The measured size of `text` in `font` at scale 3 wrapped at `width` (`nil`: one line per
    /// paragraph).
    private func measured(_ text: String, _ font: UIFont, width: CGFloat? = nil) -> CGSize {
        TextSizeEstimate(font: font, scale: 3).size(of: text, wrappingWidth: width, maximumLines: 0)
    }

    // MARK: Presets

    /// The preset named `name`.
    private static func preset(_ name: String) -> UIListContentConfiguration {
        switch name {
        case "cell": .cell()
        case "subtitleCell": .subtitleCell()
        case "valueCell": .valueCell()
        case "sidebarCell": .sidebarCell()
        case "sidebarSubtitleCell": .sidebarSubtitleCell()
        case "accompaniedSidebarCell": .accompaniedSidebarCell()
        case "sidebarHeader": .sidebarHeader()
        case "plainHeader": .plainHeader()
        case "header": .header()
        case "plainFooter": .plainFooter()
        case "footer": .footer()
        case "groupedHeader": .groupedHeader()
        case "groupedFooter": .groupedFooter()
        case "prominentInsetGroupedHeader": .prominentInsetGroupedHeader()
        default: .extraProminentInsetGroupedHeader()
        }
    }

    @Test(
        "each preset carries UIKit's margins, paddings, layout flags and fonts",
        arguments: [
            // preset, margins (t, l, b, tr), image→text, vertical padding, side by side, text size and weight, secondary size
            ("cell", [CGFloat(11), 16, 11, 8], CGFloat(16), CGFloat(3), false, CGFloat(17), UIFont.Weight.regular, CGFloat(12)),
            ("subtitleCell", [4, 16, 4, 8], 16, 0, false, 17, .regular, 12),
            ("valueCell", [11, 16, 11, 8], 16, 3, true, 17, .regular, 17),
            ("sidebarCell", [11, 8, 11, 8], 10, 3, false, 17, .regular, 13),
            ("sidebarSubtitleCell", [4, 8, 4, 8], 10, 0, false, 17, .regular, 13),
            ("accompaniedSidebarCell", [11, 8, 11, 8], 10, 3, false, 17, .regular, 13),
            ("sidebarHeader", [11, 8, 11, 8], 10, 3, false, 20, .semibold, 13),
            ("plainHeader", [4, 8, 4, 8], 16, 3, false, 15, .semibold, 15),
            ("header", [4, 8, 4, 8], 16, 3, false, 15, .semibold, 15),
            ("plainFooter", [4, 8, 4, 8], 16, 3, false, 15, .semibold, 15),
            ("footer", [4, 8, 4, 8], 16, 3, false, 15, .semibold, 15),
            ("groupedHeader", [17, 8, 6, 8], 16, 3, false, 13, .regular, 13),
            ("groupedFooter", [6, 8, 12, 8], 16, 3, false, 13, .regular, 13),
            ("prominentInsetGroupedHeader", [8, 3, 11, 3], 16, 3, false, 20, .semibold, 15),
            ("extraProminentInsetGroupedHeader", [9, 3, 10, 3], 16, 3, false, 22, .bold, 15),
        ] as [(String, [CGFloat], CGFloat, CGFloat, Bool, CGFloat, UIFont.Weight, CGFloat)])
    func presets(
        name: String, margins: [CGFloat], imageToText: CGFloat, vertical: CGFloat, sideBySide: Bool, textSize: CGFloat,
        textWeight: UIFont.Weight, secondarySize: CGFloat
    ) {
        let preset = Self.preset(name)
        let expected = NSDirectionalEdgeInsets(top: margins[0], leading: margins[1], bottom: margins[2], trailing: margins[3])
        #expect(preset.directionalLayoutMargins == expected, "\(name)")
        #expect(preset.imageToTextPadding == imageToText, "\(name)")
        #expect(preset.textToSecondaryTextHorizontalPadding == 8, "\(name)")
        #expect(preset.textToSecondaryTextVerticalPadding == vertical, "\(name)")
        #expect(preset.prefersSideBySideTextAndSecondaryText == sideBySide, "\(name)")
        #expect(preset.textProperties.font.pointSize == textSize && preset.textProperties.font.weight == textWeight, "\(name)")
        #expect(preset.secondaryTextProperties.font.pointSize == secondarySize, "\(name)")
        #expect(preset.imageProperties.reservedLayoutSize == .zero, "\(name)")
        // The inset-grouped headers keep their own margins; the others preserve the
        // superview's horizontal ones.
        let ownMargins = name.hasSuffix("InsetGroupedHeader")
        #expect(preset.axesPreservingSuperviewLayoutMargins == (ownMargins ? [] : .horizontal), "\(name)")
    }

    @Test("preset colors and letter case: cells in label colors, headers and footers in the secondary label color")
    func presetColors() {
        #expect(UIListContentConfiguration.cell().textProperties.color == .label)
        #expect(UIListContentConfiguration.cell().secondaryTextProperties.color == .label)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.plainHeader().textProperties.color == .secondaryLabel)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.groupedHeader().secondaryTextProperties.transform == .none)
        #expect(UIListContentConfiguration.plainHeader().textProperties.transform == .none)
        #expect(UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.color == .label)
        #expect(UIListContentConfiguration.sidebarCell().textProperties.numberOfLines == 1)
        #expect(UIListContentConfiguration.cell().textProperties.numberOfLines == 0)
    }

    // MARK: Cells

    @Test("a one-line cell is a list row's 44 points high; its text sits at the leading margin")
    func oneLineCell() {
        var content = UIListContentConfiguration.cell()
        content.text = "Mountains"
        let view = view(content, height: 45)
        // 11 + 61/3 + 11 = 42.33, raised to the row minimum 2 × 22 (body leading at Large) = 44.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        // In a 45-point view: region 45 − 22 = 23, the line from 11 + (23 − 61/3) / 2 = 11 + 4/3
        // = 37/3.
        let width = min(measured("Mountains", .preferredFont(forTextStyle: .body)).width, 390 - 16 - 8)
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 37.0 / 3, width: width, height: Self.bodyLine))
        #expect(view.secondaryTextLayoutGuide == nil && view.imageLayoutGuide == nil)
    }

    @Test("text wraps at the width the margins leave; the cell grows to it")
    func wrappingCell() {
        var content = UIListContentConfiguration.cell()
        content.text = String(repeating: "Compositional layout ", count: 12)
        let view = view(content, width: 300)
        // Wrapped at 300 − 16 − 8 = 276: the height is 11 + the wrapped text + 11.
        let text = measured(content.text!, .preferredFont(forTextStyle: .body), width: 276)
        #expect(text.height > 44)
        #expect(close(view.sizeThatFits(CGSize(width: 300, height: 0)).height, 22 + text.height))
        // The width it needs: the wrapped text's and the margins, at most 300.
        #expect(view.sizeThatFits(CGSize(width: 300, height: 0)).width == min(300, 24 + text.width))
        #expect(
            view.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                == CGSize(width: 300, height: 22 + text.height))
    }

    @Test("a subtitle cell stacks the texts with no padding, 4 points from the top and bottom")
    func subtitleCell() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        let view = view(content)
        // 4 + 61/3 + 0 + 43/3 + 4 = 42.67, raised to 44. In 44: region 36, block 104/3 from
        // 4 + (36 − 104/3) / 2 = 4 + 2/3 = 14/3; the secondary text 61/3 below, at 75/3 = 25.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
        #expect(view.textLayoutGuide?.layoutFrame.minY == 14.0 / 3)
        #expect(close(view.secondaryTextLayoutGuide?.layoutFrame.minY, 25))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame.height == Self.caption1Line)
        #expect(view.secondaryTextLayoutGuide?.layoutFrame.minX == 16)
    }

    @Test("a cell's secondary text goes 3 points below the text")
    func cellWithSecondaryText() {
        var content = UIListContentConfiguration.cell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        let view = view(content, height: 61)
        // 11 + 61/3 + 3 + 43/3 + 11 = 25 + 104/3 = 59.67: above the 44 minimum.
        #expect(close(view.sizeThatFits(CGSize(width: 390, height: 0)).height, 25 + 104.0 / 3))
        // In 61: region 39, block 3 + 104/3 = 113/3, from 11 + (39 − 113/3) / 2 = 11 + 2/3 = 35/3;
        // the secondary text at 35/3 + 61/3 + 3 = 32 + 3 = 35.
        #expect(close(view.textLayoutGuide?.layoutFrame.minY, 35.0 / 3))
        #expect(close(view.secondaryTextLayoutGuide?.layoutFrame.minY, 35))
    }

    @Test("a value cell puts the value at the trailing margin, each text centred")
    func valueCellSideBySide() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Height"
        content.secondaryText = "4,808 m"
        let view = view(content, height: 45)
        let value = measured("4,808 m", .preferredFont(forTextStyle: .body))
        // Both lines fit in 390 − 24 = 366; the value ends at 390 − 8 = 382. Each line 61/3
        // high, centred in 45 − 22: from 11 + 4/3 = 37/3.
        #expect(view.textLayoutGuide?.layoutFrame.origin == CGPoint(x: 16, y: 37.0 / 3))
        let valueFrame = view.secondaryTextLayoutGuide?.layoutFrame
        #expect(close(valueFrame?.minX, 382 - value.width) && close(valueFrame?.maxX, 382))
        #expect(valueFrame?.minY == 37.0 / 3 && valueFrame?.size == CGSize(width: value.width, height: Self.bodyLine))
        // One row: 44 high.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }

    @Test("a value cell whose texts do not fit beside each other stacks them")
    func valueCellStacked() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "A title far too long to share its line with anything at all"
        content.secondaryText = "and a value that is long as well"
        let view = view(content, width: 200, height: 200)
        let body = UIFont.preferredFont(forTextStyle: .body)
        // 200 − 24 = 176 left: the unwrapped lines (one over 170 points on its own) do not fit
        // side by side, so the texts stack, each wrapped at 176.
        let text = measured(content.text!, body, width: 176)
        let value = measured(content.secondaryText!, body, width: 176)
        #expect(measured(content.text!, body).width + 8 + measured(content.secondaryText!, body).width > 176)
        let height = 11 + text.height + 3 + value.height + 11
        #expect(close(view.sizeThatFits(CGSize(width: 200, height: 0)).height, height))
        let textFrame = view.textLayoutGuide?.layoutFrame
        let valueFrame = view.secondaryTextLayoutGuide?.layoutFrame
        #expect(textFrame?.minX == 16 && valueFrame?.minX == 16)
        #expect(close(valueFrame?.minY, (textFrame?.maxY ?? 0) + 3))
    }

    // MARK: Images

    @Test("a symbol image takes the standard 24 × 22 slot at the leading margin; the text follows 16 points on")
    func symbolImage() {
        var content = UIListContentConfiguration.cell()
        content.text = "Favorites"
        content.image = UIImage(systemName: "star")
        let view = view(content)
        // Slot 24 wide (UIFontMetrics of body at Large: × 1) and 22 high (body leading); the
        // image fills it (headless symbols have no size of their own), centred in 44 − 22:
        // y = 11 + (22 − 22) / 2 = 11. The text at 16 + 24 + 16 = 56.
        #expect(view.imageLayoutGuide?.layoutFrame == CGRect(x: 16, y: 11, width: 24, height: 22))
        #expect(view.textLayoutGuide?.layoutFrame.minX == 56)
        // 11 + max(61/3, 22) + 11 = 44.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 44)
    }

    @Test("a reserved layout size sets the slot; a tall one sets the height")
    func reservedImage() {
        var content = UIListContentConfiguration.cell()
        content.text = "Photo"
        content.image = UIImage(named: "photo")
        content.imageProperties.reservedLayoutSize = CGSize(width: 40, height: 60)
        let view = view(content, height: 82)
        // 11 + max(61/3, 60) + 11 = 82. The image has no size headless: a zero rectangle at the
        // slot's centre, 16 + 20 = 36 across and 11 + 30 = 41 down. The text at 16 + 40 + 16 = 72.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 82)
        #expect(view.imageLayoutGuide?.layoutFrame == CGRect(x: 36, y: 41, width: 0, height: 0))
        #expect(view.textLayoutGuide?.layoutFrame.minX == 72)
    }

    @Test("the standard image slot scales with the text size: 24 × 23/17 wide and 29 high at xxxLarge")
    func imageAtLargerText() {
        var content = UIListContentConfiguration.cell()
        content.text = "Favorites"
        content.image = UIImage(systemName: "star")
        content.imageProperties.reservedLayoutSize = CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
        let view = view(content, traits: [UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)])
        // Body at xxxLarge: 23 pt over 17 at Large, leading 29; the text at 16 + 24 × 23/17 + 16
        // = 64.47…, on the nearest pixel: 193.41… pixels → 193/3.
        #expect(close(view.textLayoutGuide?.layoutFrame.minX, 193.0 / 3))
        // The row: 11 + max(23-point line (27.447… → 83/3), 29) + 11 = 51, under the 2 × 29 = 58 minimum.
        #expect(view.sizeThatFits(CGSize(width: 390, height: 0)).height == 58)
    }

    // MARK: Dynamic Type and minimum heights

    @Test(
        "the row minimum is twice the body leading, at most xxxLarge's; headers have none",
        arguments: [
            // category, expected height of a one-line cell
            // xSmall: body 14 pt (16.707… → 51/3 = 17); 11 + 17 + 11 = 39 > 2 × 19 = 38.
            (UIContentSizeCategory.extraSmall, CGFloat(39)),
            // Large: 11 + 61/3 + 11 = 42.33 < 44.
            (.large, 44),
            // xxxLarge: 11 + 83/3 + 11 = 49.67 < 2 × 29 = 58.
            (.extraExtraExtraLarge, 58),
            // AX5: body 53 pt (63.248… → 190/3); 22 + 190/3 = 256/3 = 85.33 > 58 (the minimum stops at xxxLarge).
            (.accessibilityExtraExtraExtraLarge, 256.0 / 3),
        ])
    func minimumHeights(category: UIContentSizeCategory, height: CGFloat) {
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        let view = view(content, traits: [UITraitCollection(preferredContentSizeCategory: category)])
        #expect(close(view.sizeThatFits(CGSize(width: 390, height: 0)).height, height))
    }

    @Test("headers and footers fit their text with no minimum")
    func headerHeights() {
        var plain = UIListContentConfiguration.plainHeader()
        plain.text = "Section"
        // 4 + 18 (subheadline) + 4.
        #expect(view(plain).sizeThatFits(CGSize(width: 390, height: 0)).height == 26)
        var grouped = UIListContentConfiguration.groupedHeader()
        grouped.text = "Section"
        // 17 + 47/3 (footnote) + 6 = 23 + 47/3.
        #expect(close(view(grouped).sizeThatFits(CGSize(width: 390, height: 0)).height, 23 + 47.0 / 3))
        var prominent = UIListContentConfiguration.prominentInsetGroupedHeader()
        prominent.text = "Section"
        // 8 + 24 (title 3: 23.867… → 72/3) + 11.
        #expect(view(prominent).sizeThatFits(CGSize(width: 390, height: 0)).height == 43)
    }

    @Test("the fonts follow the view's text size: a subtitle cell at AX2 is measured in 33-point body")
    func fontsFollowTraits() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        let view = view(content, traits: [UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)])
        // AX2: body 33 pt (39.380… → 119/3), caption 1 26 pt (31.027… → 94/3):
        // 4 + 119/3 + 0 + 94/3 + 4 = 8 + 71 = 79 (over the 58 minimum).
        #expect(close(view.sizeThatFits(CGSize(width: 390, height: 0)).height, 79))
    }

    // MARK: Margins and direction

    @Test("the superview's margins widen the horizontal margins where they reach into the view")
    func superviewMargins() {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        container.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 30, leading: 20, bottom: 30, trailing: 20)
        var content = UIListContentConfiguration.valueCell()
        content.text = "Height"
        content.secondaryText = "4,808 m"
        let view = view(content, height: 45)
        container.addSubview(view)
        let value = measured("4,808 m", .preferredFont(forTextStyle: .body))
        // Leading max(16, 20) = 20, trailing max(8, 20) = 20: the value ends at 370. Vertical
        // margins are not preserved: the lines stay at 11 + 4/3.
        #expect(view.textLayoutGuide?.layoutFrame.origin == CGPoint(x: 20, y: 37.0 / 3))
        #expect(close(view.secondaryTextLayoutGuide?.layoutFrame.maxX, 370))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame.width == value.width)
        // Moved 10 in, the superview's margin reaches 20 − 10 = 10 into it: max(16, 10) = 16.
        view.frame.origin.x = 10
        #expect(view.textLayoutGuide?.layoutFrame.minX == 16)
        // An inset-grouped header keeps its own 3-point margins.
        var header = UIListContentConfiguration.prominentInsetGroupedHeader()
        header.text = "Section"
        view.frame.origin.x = 0
        view.configuration = header
        #expect(view.textLayoutGuide?.layoutFrame.minX == 3)
    }

    @Test("right to left, the image, text and value are mirrored")
    func rightToLeft() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Height"
        content.secondaryText = "4,808 m"
        content.image = UIImage(systemName: "mountain.2")
        let view = view(content, height: 45, traits: [UITraitCollection(layoutDirection: .rightToLeft)])
        let text = measured("Height", .preferredFont(forTextStyle: .body))
        let value = measured("4,808 m", .preferredFont(forTextStyle: .body))
        // Left to right: image 16…40, text from 56, value ending at 382. Mirrored in 390: image
        // 350…374, text ending at 334, value from 8.
        #expect(view.imageLayoutGuide?.layoutFrame.minX == 350)
        #expect(close(view.textLayoutGuide?.layoutFrame.minX, 334 - text.width))
        #expect(close(view.secondaryTextLayoutGuide?.layoutFrame.minX, 8))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame.width == value.width)
    }

    // MARK: Guides

    @Test("a guide is made once, owned by the view, and dropped when its part is no longer shown")
    func guideLifetime() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Hi"
        content.secondaryText = "Mugs"
        let view = view(content)
        let secondary = try #require(view.secondaryTextLayoutGuide)
        #expect(view.secondaryTextLayoutGuide === secondary)
        #expect(secondary.owningView === view)
        #expect(view.layoutGuides.contains(secondary))
        content.secondaryText = nil
        view.configuration = content
        #expect(view.secondaryTextLayoutGuide == nil)
        #expect(!view.layoutGuides.contains(secondary))
        #expect(view.textLayoutGuide != nil)
    }

    @Test("bad sizes give no crash: a zero-width view keeps its parts at the margins")
    func degenerate() {
        var content = UIListContentConfiguration.cell()
        content.text = "Row"
        let view = view(content, width: 0, height: 0)
        #expect(view.textLayoutGuide?.layoutFrame.minX == 16)
        #expect(view.sizeThatFits(CGSize(width: CGFloat.nan, height: 0)).height == 44)
        #expect(view.sizeThatFits(CGSize(width: -5, height: 0)).height == 44)
    }
}
