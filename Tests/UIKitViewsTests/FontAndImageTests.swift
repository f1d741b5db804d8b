import Testing
@testable import UIKitViews

/// The stored stand-ins for fonts and images.
@MainActor
@Suite("Views: fonts and images")
struct FontAndImageTests {
    @Test(
        "preferred fonts have the Large text size of Apple's Human Interface Guidelines",
        arguments: [
            (UIFont.TextStyle.largeTitle, CGFloat(34), UIFont.Weight.regular), (.title1, 28, .regular),
            (.title2, 22, .regular), (.title3, 20, .regular), (.headline, 17, .semibold), (.body, 17, .regular),
            (.callout, 16, .regular), (.subheadline, 15, .regular), (.footnote, 13, .regular),
            (.caption1, 12, .regular), (.caption2, 11, .regular),
        ])
    func preferredFonts(style: UIFont.TextStyle, size: CGFloat, weight: UIFont.Weight) {
        let font = UIFont.preferredFont(forTextStyle: style)
        #expect(font.pointSize == size && font.weight == weight && font.textStyle == style)
        #expect(UIFont.preferredFont(forTextStyle: style, compatibleWith: nil) == font)
    }

    @Test("system fonts carry their size and weight; withSize keeps the rest")
    func systemFonts() throws {
        let font = UIFont.systemFont(ofSize: 14)
        #expect(font.pointSize == 14 && font.weight == .regular && font.textStyle == nil)
        #expect(UIFont.boldSystemFont(ofSize: 14) == .systemFont(ofSize: 14, weight: .bold))
        #expect(UIFont.preferredFont(forTextStyle: .body).withSize(20).textStyle == .body)
        #expect(try #require(UIFont(name: "Menlo", size: 12)).fontName == "Menlo")
        #expect(UIFont.Weight.light < .regular && UIFont.Weight.black.rawValue == 0.62)
    }

    @Test("images keep their name, kind, rendering mode and symbol configuration")
    func images() throws {
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.name == "star" && star.isSymbolImage && star.size == .zero)
        #expect(star.renderingMode == .automatic)
        let logo = try #require(UIImage(named: "Logo"))
        #expect(!logo.isSymbolImage)
        #expect(star != logo)
        #expect(star == UIImage(systemName: "star"))
        let template = star.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.name == "star")
        let configured = star.withConfiguration(UIImage.SymbolConfiguration(pointSize: 20, weight: .bold))
        #expect(configured.symbolConfiguration?.pointSize == 20 && configured.symbolConfiguration?.weight == .bold)
        #expect(UIImage.SymbolConfiguration(textStyle: .body).textStyle == .body)
        #expect(UIImage.SymbolConfiguration(scale: .large).scale == .large)
        #expect(UIImage(systemName: "x", withConfiguration: .init(weight: .light))?.symbolConfiguration?.weight == .light)
    }
}
