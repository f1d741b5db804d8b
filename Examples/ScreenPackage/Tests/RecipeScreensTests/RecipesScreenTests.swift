import RecipeScreens
import Testing
import UIKit

/// The recipes screen laid out on Linux in a 390 × 844 view. Frames are worked out by hand from
/// the layout's numbers.
@MainActor
@Suite("Recipes screen")
struct RecipesScreenTests {
    private func laidOutScreen() -> RecipesScreen {
        let screen = RecipesScreen(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.show(featured: ["Soup", "Bread", "Pie"], all: ["Tart", "Stew", "Salad", "Curry", "Rice"])
        screen.collectionView.layoutIfNeeded()
        return screen
    }

    @Test("The featured cards sit in a row 300 wide, 10 apart, from the 16-point inset")
    func featuredCards() {
        let view = laidOutScreen().collectionView
        // x = 16, then 16 + 300 + 10 = 326, then 326 + 310 = 636; the row is 200 high at the top.
        let expected = [
            CGRect(x: 16, y: 0, width: 300, height: 200), CGRect(x: 326, y: 0, width: 300, height: 200),
            CGRect(x: 636, y: 0, width: 300, height: 200),
        ]
        let frames = (0..<3).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(frames == expected)
    }

    @Test("The grid's header and tiles follow the row: three columns of 130 under 40 points of header")
    func gridTiles() {
        let view = laidOutScreen().collectionView
        // The header starts where the 200-point row ends.
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: RecipeLayout.headerKind, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 200, width: 390, height: 40))
        // Columns 390 / 3 = 130 wide; rows 100 high from 200 + 40 = 240, the second at 340.
        let expected = [
            CGRect(x: 0, y: 240, width: 130, height: 100), CGRect(x: 130, y: 240, width: 130, height: 100),
            CGRect(x: 260, y: 240, width: 130, height: 100), CGRect(x: 0, y: 340, width: 130, height: 100),
            CGRect(x: 130, y: 340, width: 130, height: 100),
        ]
        let frames = (0..<5).map { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 1))?.frame }
        #expect(frames == expected)
        // Content: 340 + 100 = 440 high.
        #expect(view.contentSize == CGSize(width: 390, height: 440))
    }

    @Test("Every shown cell comes from a registration and shows its recipe; nothing is reported")
    func shownCells() {
        let view = laidOutScreen().collectionView
        let titles = view.visibleCells.compactMap { ($0.contentConfiguration as? UIListContentConfiguration)?.text }
        // At row offset 0 the 390-point view shows Soup (16…316) and Bread (326…626), not Pie
        // (636…936); the grid's five tiles all fit above 844.
        #expect(titles == ["Soup", "Bread", "Tart", "Stew", "Salad", "Curry", "Rice"])
        #expect(view.visibleCells.allSatisfy { $0.reuseIdentifier != nil })
        #expect(view.reportedErrors.isEmpty, "\(view.reportedErrors)")
    }
}
