import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// Per-section variants, the file's section provider: the first whose `when` holds for the
/// environment wins; a variant without `when` is the fallback.
@MainActor
@Suite("Section variants")
struct VariantTests {
    static func file(width: Int, sizeClass: String) -> String {
        func section(_ fraction: Double) -> String {
            "{group: {horizontal: {layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}, subitems: [{layoutSize: {widthDimension: {fractionalWidth: \(fraction)}, heightDimension: {fractionalHeight: 1}}}]}}}"
        }
        return """
            version: 1
            host: {width: \(width), height: 600, scale: 2, safeAreaInsets: {}, horizontalSizeClass: \(sizeClass)}
            sections:
              - numberOfItems: 4
                variants:
                  - when: {minWidth: 600}
                    section: \(section(0.25))
                  - when: {horizontalSizeClass: regular, maxWidth: 599}
                    section: \(section(0.5))
                  - section: \(section(1))
            """
    }

    /// Scale 2, so that the half points of a 599-point width are on the pixel grid.
    @Test(
        "the first matching variant is used",
        arguments: [
            (390, "compact", [CGRect(x: 0, y: 0, width: 390, height: 50), CGRect(x: 0, y: 150, width: 390, height: 50)]),
            (500, "compact", [CGRect(x: 0, y: 0, width: 500, height: 50), CGRect(x: 0, y: 150, width: 500, height: 50)]),
            (500, "regular", [CGRect(x: 0, y: 0, width: 250, height: 50), CGRect(x: 250, y: 50, width: 250, height: 50)]),
            (599, "regular", [CGRect(x: 0, y: 0, width: 299.5, height: 50), CGRect(x: 299.5, y: 50, width: 299.5, height: 50)]),
            (600, "regular", [CGRect(x: 0, y: 0, width: 150, height: 50), CGRect(x: 450, y: 0, width: 150, height: 50)]),
            (800, "compact", [CGRect(x: 0, y: 0, width: 200, height: 50), CGRect(x: 600, y: 0, width: 200, height: 50)]),
        ])
    func chosenVariant(width: Int, sizeClass: String, firstAndLast: [CGRect]) throws {
        let result = try fileFrames(Self.file(width: width, sizeClass: sizeClass))
        #expect(result.elements.count == 4)
        #expect([result.elements.first?.frame, result.elements.last?.frame] == firstAndLast)
    }

    @Test("a variant's section equals the same section written in a Swift section provider")
    func equivalence() throws {
        let swift = UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            let regular = environment.traitCollection.horizontalSizeClass == .regular
            let fraction: CGFloat = width >= 600 ? 0.25 : (regular && width <= 599 ? 0.5 : 1)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item(.fractionalWidth(fraction), .fractionalHeight(1))])
            return NSCollectionLayoutSection(group: group)
        }
        try expectSameFrames(
            file: Self.file(width: 500, sizeClass: "regular"), swift: swift, counts: [4],
            host: HostSpec(width: 500, height: 600, scale: 2, safeAreaInsets: EdgeInsetsSpec(), horizontalSizeClass: .regular))
    }
}
