import Foundation
import LayoutTestSupport
import Testing
@testable import CompositionalLayout
@testable import UIKitViews

/// Content and background configurations, configuration states and color transformers.
@MainActor
@Suite("Views: configurations")
struct ConfigurationTests {
    @Test("a list content configuration starts empty, with UIKit's documented defaults")
    func listContentDefaults() {
        let content = UIListContentConfiguration.cell()
        #expect(content.text == nil && content.secondaryText == nil && content.image == nil)
        #expect(content.attributedText == nil && content.secondaryAttributedText == nil)
        // UIKit's cell preset: the superview's horizontal margins preserved; 11 above and below
        // (half a 20.29-point body line, rounded up), 16 leading, 8 trailing.
        #expect(content.axesPreservingSuperviewLayoutMargins == .horizontal)
        #expect(content.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 8))
        #expect(!content.prefersSideBySideTextAndSecondaryText)
        #expect(content.alpha == 1)
        #expect(content.textProperties.font == .preferredFont(forTextStyle: .body))
        #expect(content.textProperties.numberOfLines == 0)
        #expect(content.textProperties.lineBreakMode == .byTruncatingTail)
        #expect(content.textProperties.alignment == .natural)
        #expect(content.textProperties.transform == .none)
        #expect(content.textProperties.colorTransformer == nil)
        let image = content.imageProperties
        #expect(image.tintColor == nil && image.preferredSymbolConfiguration == nil)
        #expect(image.maximumSize == .zero && image.reservedLayoutSize == .zero)
        #expect(image.cornerRadius == 0 && image.strokeWidth == 0)
    }

    @Test("the presets differ in fonts and layout: values side by side, grouped headers in capitals")
    func presets() {
        #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
        #expect(UIListContentConfiguration.valueCell().secondaryTextProperties.font.pointSize == 17)
        // The subtitle's secondary text is caption 1: 12 points at Large.
        #expect(UIListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 12)
        #expect(UIListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
        #expect(UIListContentConfiguration.plainHeader() == .header())
        #expect(UIListContentConfiguration.plainFooter() == .footer())
        // A grouped footer is footnote (13) with 6 above and 12 below; a plain one is
        // emphasized subheadline (15) with 4 and 4.
        #expect(UIListContentConfiguration.groupedFooter().textProperties.font.pointSize == 13)
        #expect(UIListContentConfiguration.groupedFooter().directionalLayoutMargins.bottom == 12)
        #expect(UIListContentConfiguration.footer().directionalLayoutMargins.bottom == 4)
        // The sidebar presets: 8 leading, 10 from the image, their subtitle variant 4 above.
        #expect(UIListContentConfiguration.sidebarSubtitleCell() == .accompaniedSidebarSubtitleCell())
        #expect(UIListContentConfiguration.sidebarSubtitleCell().directionalLayoutMargins.leading == 8)
        #expect(UIListContentConfiguration.sidebarSubtitleCell().imageToTextPadding == 10)
        #expect(UIListContentConfiguration.subtitleCell().directionalLayoutMargins.leading == 16)
        // Emphasized title 3 (semibold 20) and title 2 (bold 22) for the inset-grouped and
        // sidebar headers.
        let prominent = UIListContentConfiguration.prominentInsetGroupedHeader().textProperties.font
        #expect(prominent.pointSize == 20 && prominent.weight == .semibold)
        let extra = UIListContentConfiguration.extraProminentInsetGroupedHeader().textProperties.font
        #expect(extra.pointSize == 22 && extra.weight == .bold)
        let sidebar = UIListContentConfiguration.sidebarHeader().textProperties.font
        #expect(sidebar.pointSize == 20 && sidebar.weight == .semibold)
    }

    @Test("configurations compare by value, text and attributed text are kept apart, updates change nothing")
    func listContentValues() {
        var a = UIListContentConfiguration.cell()
        var b = UIListContentConfiguration.cell()
        a.text = "Title"
        #expect(a != b)
        b.text = "Title"
        #expect(a == b)
        a.attributedText = NSAttributedString(string: "Styled")
        #expect(a.text == "Title")
        #expect(a.updated(for: UICellConfigurationState(traitCollection: UITraitCollection())) == a)
    }

    @Test("a list content view shows list configurations only")
    func listContentView() throws {
        var content = UIListContentConfiguration.cell()
        content.text = "A"
        let view = try #require(content.makeContentView() as? UIListContentView)
        #expect((view.configuration as? UIListContentConfiguration)?.text == "A")
        #expect(view.supports(UIListContentConfiguration.valueCell()))
        #expect(!view.supports(BadgeConfiguration()))
        view.configuration = BadgeConfiguration()
        #expect((view.configuration as? UIListContentConfiguration)?.text == "A")
    }

    @Test("UIContentView.supports defaults to configurations of the current configuration's type")
    func defaultSupports() {
        let view = BadgeContentView(configuration: BadgeConfiguration())
        #expect(view.supports(BadgeConfiguration(count: 3)))
        #expect(!view.supports(UIListContentConfiguration.cell()))
    }

    @Test("text, image and background colors resolve through their transformers")
    func resolvedColors() {
        var text = UIListContentConfiguration.cell().textProperties
        text.color = .white
        #expect(text.resolvedColor() == .white)
        text.colorTransformer = UIConfigurationColorTransformer { _ in .black }
        #expect(text.resolvedColor() == .black)
        var image = UIListContentConfiguration.cell().imageProperties
        #expect(image.resolvedTintColor(for: .white) == .white)
        image.tintColor = .black
        #expect(image.resolvedTintColor(for: .white) == .black)
        #expect(image.resolvedStrokeColor(for: .white) == .white)
        var background = UIBackgroundConfiguration.clear()
        background.backgroundColor = nil
        #expect(background.resolvedBackgroundColor(for: .black) == .black)
        background.backgroundColorTransformer = .grayscale
        // Black's luminance is 0.
        #expect(background.resolvedBackgroundColor(for: .black) == UIColor(white: 0, alpha: 1))
        #expect(background.resolvedStrokeColor(for: .white) == .white)
    }

    @Test("background presets use each list style's color; everything else starts empty")
    func backgroundPresets() {
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listCell().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listPlainHeaderFooter().backgroundColor == .systemBackground)
        #expect(UIBackgroundConfiguration.listHeader() == .listFooter())
        #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
        #expect(UIBackgroundConfiguration.listGroupedHeaderFooter().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarCell().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listSidebarHeader().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listAccompaniedSidebarCell().backgroundColor == .clear)
        let clear = UIBackgroundConfiguration.clear()
        #expect(clear.customView == nil && clear.image == nil && clear.strokeColor == nil)
        #expect(clear.cornerRadius == 0 && clear.strokeWidth == 0 && clear.strokeOutset == 0)
        #expect(clear.backgroundInsets == .zero && clear.edgesAddingLayoutMarginsToBackgroundInsets == [])
        #expect(clear.imageContentMode == .scaleToFill)
        #expect(clear.shadowProperties == UIShadowProperties())
        #expect(clear.updated(for: UIViewConfigurationState(traitCollection: UITraitCollection())) == clear)
    }

    @Test("grayscale weighs red, green and blue 0.299, 0.587, 0.114; transformers equal their copies only")
    func colorTransformers() {
        let gray = UIConfigurationColorTransformer.grayscale(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(gray == UIColor(white: 0.299, alpha: 0.5))
        #expect(UIConfigurationColorTransformer.preferredTint(.black) == UIView.systemTintColor)
        // The tint #007AFF: 0.587 · 122 / 255 + 0.114 · 1.
        let monochrome = UIConfigurationColorTransformer.monochromeTint(.black)
        let luminance: CGFloat = 0.587 * 122 / 255 + 0.114
        #expect(isApproximately(monochrome.red, luminance, within: .trigonometry))
        let transformer = UIConfigurationColorTransformer { $0 }
        let copy = transformer
        #expect(copy == transformer)
        #expect(UIConfigurationColorTransformer { $0 } != transformer)
    }

    @Test("configuration states keep custom states by key and compare by value")
    func states() {
        let key = UIConfigurationStateCustomKey("com.example.favorite")
        var cell = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(cell[key] == nil)
        cell[key] = true
        #expect(cell[key] == AnyHashable(true))
        var other = UICellConfigurationState(traitCollection: UITraitCollection())
        #expect(cell != other)
        other[key] = true
        #expect(cell == other)
        cell[key] = nil
        #expect(cell[key] == nil)
        var view = UIViewConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(!view.isSelected && !view.isHighlighted && !view.isDisabled && !view.isFocused && !view.isPinned)
        view[UIConfigurationStateCustomKey(rawValue: "k")] = 1
        #expect(view[UIConfigurationStateCustomKey("k")] == AnyHashable(1))
        #expect(view.traitCollection.userInterfaceStyle == .dark)
    }
}
