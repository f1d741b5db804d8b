import UIKitViews
import Testing

/// Geometry names UIKit adds to Foundation's and Core Graphics' types, which layout code calls.
@Suite("UIKit geometry names")
struct UIKitGeometryNameTests {
    @Test("IndexPath(row:section:) and row are the item index under UIKit's table name")
    func indexPathRow() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path == IndexPath(item: 4, section: 2))
        #expect(path.row == 4 && path.item == 4 && path.section == 2)
        path.row = 7
        #expect(path.item == 7 && Array(path) == [2, 7])
    }

    @Test("inset(by:) moves the origin by left and top and shrinks by the sums of opposite edges")
    func insetByEdgeInsets() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        // x 10 + 8, y 20 + 5, width 100 − (8 + 2), height 50 − (5 + 3).
        #expect(rect.inset(by: UIEdgeInsets(top: 5, left: 8, bottom: 3, right: 2)) == CGRect(x: 18, y: 25, width: 90, height: 42))
        // Negative insets grow the rectangle: x 10 − 4, width 100 + 8.
        #expect(rect.inset(by: UIEdgeInsets(top: 0, left: -4, bottom: 0, right: -4)) == CGRect(x: 6, y: 20, width: 108, height: 50))
    }

    @Test("insets wider than the rectangle leave a negative width, as UIEdgeInsetsInsetRect does")
    func insetPastEmpty() {
        // width 10 − (8 + 8) = −6, origin x 0 + 8; the stored size is not standardized.
        let inset = CGRect(x: 0, y: 0, width: 10, height: 10).inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(inset.origin.x == 8 && inset.size.width == -6 && inset.size.height == 10)
    }
}
