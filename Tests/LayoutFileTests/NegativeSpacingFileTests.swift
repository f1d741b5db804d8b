import Foundation
import LayoutFile
import LayoutTestSupport
import Testing

/// Negative spacings in a layout file (issue 17): accepted as UIKit accepts them.
@MainActor
@Suite("Negative spacing in layout files")
struct NegativeSpacingFileTests {
    @Test("negative spacing: interGroupSpacing, interSectionSpacing, inter-item and edge spacing decode and overlap")
    func negativeSpacings() throws {
        let result = try fileFrames(
            """
            version: 1
            host: {width: 300, height: 600, scale: 1, safeAreaInsets: {top: 0, bottom: 0}}
            configuration: {interSectionSpacing: -10}
            sections:
              - numberOfItems: 4
                interGroupSpacing: -5
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
                    subitems: [{layoutSize: {widthDimension: {absolute: 100}, heightDimension: {fractionalHeight: 1}}, edgeSpacing: {bottom: {fixed: -30}}}]
                    interItemSpacing: {fixed: -20}
              - numberOfItems: 1
                group:
                  vertical:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}}]
            """)
        // Section 0: rows of items 100 wide, −20 apart: 100, 180, 260 ≤ 300 (a fourth would end
        // at 340), so three to a row, at x 0, 80, 160; the bottom edge spacing only moves what
        // follows an item in a vertical group. Row 1 at 40 − 5 = 35; the section 75 long.
        // Section 1 starts at 75 − 10 = 65; the content ends at 105.
        #expect(
            result.elements.map(\.frame) == [
                CGRect(x: 0, y: 0, width: 100, height: 40), CGRect(x: 80, y: 0, width: 100, height: 40),
                CGRect(x: 160, y: 0, width: 100, height: 40), CGRect(x: 0, y: 35, width: 100, height: 40),
                CGRect(x: 0, y: 65, width: 300, height: 40),
            ])
        #expect(result.contentSize == CGSize(width: 300, height: 105))
    }
}
