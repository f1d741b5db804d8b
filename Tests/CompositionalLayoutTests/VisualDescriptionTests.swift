import CompositionalLayout
import Testing

/// The drawing `visualDescription()` ends with: the group solved in a 360-point square, 6
/// points per column and 12 per row, boxes in the style of UIKit's header diagrams.
@MainActor
@Suite("visualDescription drawing")
struct VisualDescriptionTests {
    /// The lines after the outline's `outlineLines` lines.
    private func drawing(_ group: NSCollectionLayoutGroup, outlineLines: Int) -> [String] {
        Array(group.visualDescription().split(separator: "\n", omittingEmptySubsequences: false).dropFirst(outlineLines))
            .map(String.init)
    }

    @Test("Two halves of a full-width row share their middle edge")
    func halves() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(24)),
            subitems: [item])
        // 360 wide: items at x 0 and 180, 180 wide → columns 0…30 and 30…60; 24 high → rows 0…2.
        let edge = "+" + String(repeating: "-", count: 29) + "+" + String(repeating: "-", count: 29) + "+"
        let inside = "|" + String(repeating: "~", count: 29) + "|" + String(repeating: "~", count: 29) + "|"
        #expect(drawing(group, outlineLines: 2) == [edge, inside, edge])
    }

    @Test("Spacing between items leaves a gap between their boxes")
    func spacing() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(48), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(120), heightDimension: .absolute(36)),
            subitems: [item])
        group.interItemSpacing = .fixed(24)
        // Items at x 0…48 and 72…120 → columns 0…8 and 12…20; 36 high → rows 0…3.
        let edge = "+-------+   +-------+", inside = "|~~~~~~~|   |~~~~~~~|"
        #expect(drawing(group, outlineLines: 2) == [edge, inside, inside, edge])
    }
}
