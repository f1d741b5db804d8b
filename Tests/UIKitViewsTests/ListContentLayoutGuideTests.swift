import Testing
@testable import UIKitViews

/// Issue 27 §3: a list content view's layout guides — one per part shown, placed by the
/// headless list content layout. Views at scale 1, so text sizes round up to whole points:
/// body text (17 points) is ceil(20.287…) = 21 high, subheadline (15 points) ceil(17.900…) =
/// 18. Widths are Inter Regular's advances (2816 units an em): "Hi" = H 2084 + i 668 = 2752
/// units, × 17 / 2816 = 16.61 → 17; "Mugs" = M 2504 + u 1636 + g 1716 + s 1472 = 7328 units,
/// × 15 / 2816 = 39.03 → 40 at 15 points, × 17 / 2816 = 44.24 → 45 at 17 (no kerning among
/// them).
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
        // Block 21 + 2 + 18 = 41 high, from 30 − 41 / 2 = 9.5; "Hi" is 17 wide and "Mugs" (15
        // points) 40, both at the 16-point margin; the secondary text at 9.5 + 23.
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 9.5, width: 17, height: 21))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame == CGRect(x: 16, y: 32.5, width: 40, height: 18))
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
        // "Mugs" in the body font: 45 wide, ending at 300 − 16 = 284, so from 239.
        #expect(view.textLayoutGuide?.layoutFrame == CGRect(x: 16, y: 19.5, width: 17, height: 21))
        #expect(view.secondaryTextLayoutGuide?.layoutFrame == CGRect(x: 239, y: 19.5, width: 45, height: 21))
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
