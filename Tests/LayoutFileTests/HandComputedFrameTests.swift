import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// Frames worked out by hand from the file, not from any run of the code.
@MainActor
@Suite("Hand-computed frames")
struct HandComputedFrameTests {
    /// 350 points between the insets hold three 100-point items 10 apart (a fourth would
    /// end at 430 > 350), so five items make two rows 8 apart:
    ///
    /// ```
    /// |20 [0] [1] [2]      20|   y 16
    /// |20 [3] [4]          20|   y 74 = 16 + 50 + 8
    /// ```
    static let grid = """
        version: 1
        host: {width: 390, height: 844, scale: 1}
        sections:
          - numberOfItems: 5
            contentInsets: {top: 16, leading: 20, bottom: 16, trailing: 20}
            interGroupSpacing: 8
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 50}}
                interItemSpacing: {fixed: 10}
                subitems:
                  - layoutSize: {widthDimension: {absolute: 100}, heightDimension: {fractionalHeight: 1}}
        """

    @Test("a grid of fixed-width items with insets and spacing")
    func grid() throws {
        let result = try fileFrames(Self.grid)
        #expect(result.contentSize == CGSize(width: 390, height: 140))
        #expect(
            result.elements.map(\.frame) == [
                CGRect(x: 20, y: 16, width: 100, height: 50), CGRect(x: 130, y: 16, width: 100, height: 50),
                CGRect(x: 240, y: 16, width: 100, height: 50), CGRect(x: 20, y: 74, width: 100, height: 50),
                CGRect(x: 130, y: 74, width: 100, height: 50),
            ])
    }

    @Test("the same grid right to left is mirrored: x = 390 - maxX")
    func rightToLeft() throws {
        let file = Self.grid.replacingOccurrences(of: "scale: 1}", with: "scale: 1, layoutDirection: rightToLeft}")
        let result = try fileFrames(file)
        #expect(
            result.elements.map(\.frame.minX) == [270, 160, 50, 270, 160])
    }

    @Test("a header and a footer around two rows")
    func boundaryItems() throws {
        let result = try fileFrames(
            """
            version: 1
            host: {scale: 2}
            sections:
              - numberOfItems: 2
                group:
                  vertical:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}}]
                boundarySupplementaryItems:
                  - {elementKind: header, alignment: top, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 40}}}
                  - {elementKind: footer, alignment: bottom, layoutSize: {widthDimension: {fractionalWidth: 0.5}, heightDimension: {absolute: 30}}}
            """)
        #expect(result.contentSize == CGSize(width: 390, height: 158))
        let byName = Dictionary(uniqueKeysWithValues: result.elements.map { ("\($0.kind)\($0.item)", $0.frame) })
        #expect(byName["0"] == CGRect(x: 0, y: 40, width: 390, height: 44))
        #expect(byName["1"] == CGRect(x: 0, y: 84, width: 390, height: 44))
        #expect(byName["header0"] == CGRect(x: 0, y: 0, width: 390, height: 40))
        // A bottom-aligned item half the width is centred: x = (390 - 195) / 2, on the 2x grid.
        #expect(byName["footer0"] == CGRect(x: 97.5, y: 128, width: 195, height: 30))
    }
}
