import UIKit
import Testing

/// Issue 27 §1: files that begin `import UIKit` compile on Linux against this package's UIKit
/// module and lay out as UIKit does.
@MainActor
@Suite("import UIKit: a screen's file compiles and runs")
struct ImportUIKitTests {
    @Test("The palette screen shows its swatches where the grid puts them")
    func paletteFrames() {
        let screen = PaletteScreen(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.show([1, 2, 3])
        screen.collectionView.layoutIfNeeded()
        // Columns 390 × 0.5 = 195 wide, rows as high (a fraction of the width); each swatch
        // inset 4: 195 − 8 = 187 square, at 4 and 195 + 4 = 199 across, 4 and 199 down.
        let expected = [
            CGRect(x: 4, y: 4, width: 187, height: 187), CGRect(x: 199, y: 4, width: 187, height: 187),
            CGRect(x: 4, y: 199, width: 187, height: 187),
        ]
        let cells = screen.collectionView.visibleCells
        #expect(cells.map(\.frame) == expected)
        #expect(cells.map(\.tag) == [1, 2, 3])
        // Two rows of 195: content 390 high.
        #expect(screen.collectionView.contentSize == CGSize(width: 390, height: 390))
        #expect(screen.collectionView.reportedErrors.isEmpty, "\(screen.collectionView.reportedErrors)")
    }
}
