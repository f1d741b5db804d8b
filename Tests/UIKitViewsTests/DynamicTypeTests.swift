import Testing
@testable import UIKitViews

/// Dynamic Type: the text styles' sizes at every content size category, `UIFontMetrics`, and
/// labels that adjust their font when their traits change.
///
/// Expected sizes are those of Apple's Human Interface Guidelines, Typography, "Dynamic Type
/// sizes" (iOS), copied by hand from its tables, one row per category below.
@MainActor
@Suite("Views: Dynamic Type")
struct DynamicTypeTests {
    /// The styles in the order of the rows below.
    static let styles: [UIFont.TextStyle] = [
        .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
        .caption2,
    ]

    @Test(
        "preferred fonts take the HIG's point size of each style at each content size category",
        arguments: [
            // Large title, title 1–3, headline, body, callout, subheadline, footnote, captions.
            (UIContentSizeCategory.extraSmall, [CGFloat(31), 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
            (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
            (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
            (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
            (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
            (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
            (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
            (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
            (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
            (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
            (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
            (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
        ])
    func sizesPerCategory(category: UIContentSizeCategory, sizes: [CGFloat]) {
        let traits = UITraitCollection(preferredContentSizeCategory: category)
        for (style, size) in zip(Self.styles, sizes) {
            let font = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
            #expect(font.pointSize == size, "\(style.rawValue) at \(category.rawValue)")
            // Every style is regular except headline, semibold at every size.
            #expect(font.weight == (style == .headline ? .semibold : .regular))
            #expect(font.textStyle == style)
        }
    }

    @Test("without a text size in the traits, preferred fonts are the app's: Large")
    func unspecifiedIsLarge() {
        // Body at Large is 17 points (HIG).
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == 17)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection()).pointSize == 17)
        let unknown = UITraitCollection(preferredContentSizeCategory: UIContentSizeCategory("Gigantic"))
        #expect(UIFont.preferredFont(forTextStyle: .title3, compatibleWith: unknown).pointSize == 20)
        // A custom style reads as body: 23 points at extra extra extra large.
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: "Custom"), compatibleWith: xxxl).pointSize == 23)
    }

    @Test("the extra large titles are bold, 36 and 28 points at Large, and follow the large title's curve")
    func extraLargeTitles() {
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).pointSize == 36)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2).pointSize == 28)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle).weight == .bold)
        // Large title: 34 at Large, 60 at AX5. 36 × 60 / 34 = 63.53 → 64; 28 × 60 / 34 = 49.41 → 49.
        let ax5 = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle, compatibleWith: ax5).pointSize == 64)
        #expect(UIFont.preferredFont(forTextStyle: .extraLargeTitle2, compatibleWith: ax5).pointSize == 49)
    }

    @Test("scaledValue multiplies by the style's size at the category over its size at Large")
    func scaledValues() {
        let callout = UIFontMetrics(forTextStyle: .callout)
        // Callout: 16 at Large, 18 at XL, 32 at AX2, 13 at XS.
        #expect(callout.scaledValue(for: 8, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)) == 9)  // 8 × 18/16
        #expect(callout.scaledValue(for: 44, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)) == 88)  // 44 × 32/16
        #expect(callout.scaledValue(for: 44, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)) == 35.75)  // 44 × 13/16
        // At Large, and without traits, values come back as given.
        #expect(callout.scaledValue(for: 44) == 44)
        #expect(callout.scaledValue(for: 44, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)) == 44)
        // The default metrics are body's: 17 → 23 at XXXL, so 34 → 46.
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(abs(UIFontMetrics.default.scaledValue(for: 34, compatibleWith: xxxl) - 46) < 1e-12)
    }

    @Test("scaledFont scales the size, keeps name and weight, and honours a maximum")
    func scaledFonts() throws {
        let callout = UIFontMetrics(forTextStyle: .callout)
        let base = try #require(UIFont(name: "Avenir", size: 20))
        let ax2 = UITraitCollection(preferredContentSizeCategory: .accessibilityLarge)
        let scaled = callout.scaledFont(for: base, compatibleWith: ax2)
        #expect(scaled.pointSize == 40 && scaled.fontName == "Avenir")  // 20 × 32/16
        #expect(callout.scaledFont(for: base, maximumPointSize: 30, compatibleWith: ax2).pointSize == 30)
        // A maximum of 0 means none.
        #expect(callout.scaledFont(for: base, maximumPointSize: 0, compatibleWith: ax2).pointSize == 40)
        #expect(callout.scaledFont(for: base).pointSize == 20)
        #expect(callout.scaledFont(for: base, maximumPointSize: 18).pointSize == 18)
        let bold = UIFont.systemFont(ofSize: 16, weight: .bold)
        #expect(callout.scaledFont(for: bold, compatibleWith: ax2).weight == .bold)
        // withSize fixes the size: the font no longer follows the text size.
        #expect(scaled.withSize(12).adjusted(toContentSizeCategoryOf: ax2).pointSize == 12)
    }

    @Test("an adjusting label follows a window's text size override, and its intrinsic height with it")
    func windowOverride() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.font = .preferredFont(forTextStyle: .body)
        label.text = "Hello"
        window.addSubview(label)
        // Body at Large: 17 pt; a line is 17 × 2444/2048 = 20.287… → 61/3 at scale 3.
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityExtraExtraExtraLarge
        // Body at AX5: 53 pt; 53 × 2444/2048 = 63.248… → 189.74 px → 190/3.
        #expect(label.font.pointSize == 53)
        #expect(label.intrinsicContentSize.height == 190.0 / 3)
        window.traitOverrides.displayScale = 2
        // At scale 2: 63.248… × 2 = 126.50 px → 127/2.
        #expect(label.intrinsicContentSize.height == 63.5)
        window.traitOverrides.remove(UITraitPreferredContentSizeCategory.self)
        #expect(label.font.pointSize == 17)
    }

    @Test("an adjusting label follows a view controller's override and a view's override")
    func controllerAndViewOverrides() {
        let controller = UIViewController()
        let container = UIView()
        let label = UILabel()
        label.font = .preferredFont(forTextStyle: .headline)
        label.adjustsFontForContentSizeCategory = true
        container.addSubview(label)
        controller.view.addSubview(container)
        controller.traitOverrides.preferredContentSizeCategory = .extraSmall
        // Headline at XS: 14 pt semibold.
        #expect(label.font.pointSize == 14 && label.font.weight == .semibold)
        container.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        // Headline at AX1: 28 pt; the view's override wins below it.
        #expect(label.font.pointSize == 28)
        label.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        #expect(label.font.pointSize == 21)  // headline at XXL
    }

    @Test("a label scales a UIFontMetrics font from its base size, and leaves fixed fonts alone")
    func metricsFontsAndFixedFonts() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let scaledLabel = UILabel()
        scaledLabel.font = UIFontMetrics(forTextStyle: .callout).scaledFont(for: .systemFont(ofSize: 20), maximumPointSize: 36)
        scaledLabel.adjustsFontForContentSizeCategory = true
        let fixedLabel = UILabel()
        fixedLabel.font = .systemFont(ofSize: 20)
        fixedLabel.adjustsFontForContentSizeCategory = true
        let offLabel = UILabel()
        offLabel.font = .preferredFont(forTextStyle: .body)
        for label in [scaledLabel, fixedLabel, offLabel] { window.addSubview(label) }
        window.traitOverrides.preferredContentSizeCategory = .extraLarge
        // Callout 16 → 18: 20 × 18/16 = 22.5.
        #expect(scaledLabel.font.pointSize == 22.5)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityLarge
        // 20 × 32/16 = 40, kept to the maximum of 36.
        #expect(scaledLabel.font.pointSize == 36)
        window.traitOverrides.preferredContentSizeCategory = .extraSmall
        // From the base again, not from 36: 20 × 13/16 = 16.25.
        #expect(scaledLabel.font.pointSize == 16.25)
        #expect(fixedLabel.font.pointSize == 20)
        #expect(offLabel.font.pointSize == 17)
    }

    @Test("setting a Dynamic Type font, or turning adjusting on, takes the label's text size at once")
    func adjustsOnSet() {
        let label = UILabel()
        label.traitOverrides.preferredContentSizeCategory = .accessibilityExtraLarge
        label.font = .preferredFont(forTextStyle: .footnote)
        // Not adjusting: the font as given, footnote at Large, 13 pt.
        #expect(label.font.pointSize == 13)
        label.adjustsFontForContentSizeCategory = true
        #expect(label.font.pointSize == 33)  // footnote at AX3
        label.font = .preferredFont(forTextStyle: .caption2)
        #expect(label.font.pointSize == 29)  // caption 2 at AX3
    }

    @Test("text fields and text views that adjust follow their traits too")
    func textFieldsAndViews() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let field = UITextField()
        field.adjustsFontForContentSizeCategory = true
        field.font = .preferredFont(forTextStyle: .callout)
        let textView = UITextView()
        textView.font = .preferredFont(forTextStyle: .callout)
        textView.adjustsFontForContentSizeCategory = true
        window.addSubview(field)
        window.addSubview(textView)
        window.traitOverrides.preferredContentSizeCategory = .extraExtraLarge
        // Callout at XXL: 20 pt.
        #expect(field.font?.pointSize == 20)
        #expect(textView.font?.pointSize == 20)
        // The field's default font is body's, fixed until it adjusts: 17 pt at Large.
        let plain = UITextField()
        window.addSubview(plain)
        #expect(plain.font?.pointSize == 17)
        plain.adjustsFontForContentSizeCategory = true
        #expect(plain.font?.pointSize == 21)  // body at XXL
    }
}
