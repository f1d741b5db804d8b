import Testing
@testable import UIKitViews

/// Issue 27 §3: a list content view's layout guides — one per part shown, placed by the
/// headless list content layout. Views at scale 1, so text sizes round up to whole points:
/// body text (17 points) is 8.5 per character and ceil(20.287…) = 21 high; subheadline
/// (15 points) is 7.5 per character and ceil(17.900…) = 18 high.
@MainActor
@Suite("List content layout guides")
struct ListContentLayoutGuideTests {
    /// A 300 × 60 view at scale 1 showing `configuration`, with 16-point side margins.
    private func view(_ configuration: UIListContentConfiguration, rightToLeft: Bool = false) -> UIListContentView {
        var configuration = configuration
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        let view = UIListContentView(configuration: configuration)
        view.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        view.traitCollection = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 1), UITraitCollection(layoutDirection: rightToLeft ? .rightToLeft : .leftToRight),
        ])
        return view
    }

    @Test("Stacked texts: a block centred vertically at the leading margin; no image, no image guide")
    func stackedTexts() {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Hi"
        content.secondaryText = "Mugs"
        content.textToSecondaryTextVerticalPadding = 2
        let view = view(content)
        #expect(view.imageLayoutGuide == nil)
        // Block 21 + 2 + 18 = 41 high, from 30 − 41 / 2 = 9.5; "Hi" is 2 × 8.5 = 17 wide and
        // "Mugs" 4 × 7.5 = 30, both at the 16-point margin; the secondary text at 9.5 + 23.
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 9.5, width: 17, height: 21))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame == CGRect(x: 16, y: 32.5, width: 30, height: 18))
    }

    @Test("An image at the leading margin, centred, its reserved size; the text after it and the padding")
    func image() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hi"
        content.image = UIImage(systemName: "star")
        content.imageProperties.reservedLayoutSize = CGSize(width: 24, height: 24)
        content.imageToTextPadding = 10
        let view = view(content)
        // Image at 30 − 12 = 18; text at 16 + 24 + 10 = 50, from 30 − 21 / 2 = 19.5.
        #expect(view.imageLayoutGuide?.layoutFrame == CGRect(x: 16, y: 18, width: 24, height: 24))
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 50, y: 19.5, width: 17, height: 21))
        #expect(view.secondaryTextLayoutGuide == nil)
    }

    @Test("Side by side: the secondary text at the trailing margin, each text centred")
    func sideBySide() {
        var content = UIListContentConfiguration.valueCell()
        content.text = "Hi"
        content.secondaryText = "Mugs"
        let view = view(content)
        // "Mugs" in the body font: 4 × 8.5 = 34 wide, ending at 300 − 16 = 284, so from 250.
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 19.5, width: 17, height: 21))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame == CGRect(x: 250, y: 19.5, width: 34, height: 21))
    }

    @Test("Right to left, the parts are mirrored")
    func rightToLeft() {
        var content = UIListContentConfiguration.cell()
        content.text = "Hi"
        let view = view(content, rightToLeft: true)
        // Mirrored from 16…33: 300 − 33 = 267.
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 267, y: 19.5, width: 17, height: 21))
    }

    @Test("A guide is made once, owned by the view, and dropped when its part is no longer shown")
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
}
