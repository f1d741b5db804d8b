import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// `measuredSizes` becomes the host's preferredSizeProvider: default, cycle, supplementary
/// kinds and overrides, the most specific rule deciding (hand-computed frames).
@MainActor
@Suite("Measured sizes")
struct MeasuredSizesTests {
    static let row = """
        group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}
                subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 44}}}]
        """
    static let header = """
        {elementKind: header, alignment: top, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 30}}}
        """

    @Test("override > cycle / kind > default; an axis a rule leaves out keeps the estimate")
    func precedence() throws {
        let file = """
            version: 1
            host: {width: 300, height: 1000, scale: 1, safeAreaInsets: {}}
            sections:
              - numberOfItems: 5
                \(Self.row)
                boundarySupplementaryItems: [\(Self.header)]
              - numberOfItems: 3
                \(Self.row)
                boundarySupplementaryItems:
                  - \(Self.header)
                  - {elementKind: footer, alignment: bottom, layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 25}}}
            measuredSizes:
              default: {height: 60}
              cycle: [{height: 20}, {height: 40}, {}]
              supplementaries: {header: {height: 36}}
              overrides:
                - {section: 0, item: 1, height: 100}
                - {section: 0, item: 3, width: 300}
                - {section: 1, item: 0, elementKind: header, height: 50}
            """
        let result = try fileFrames(file)
        func frame(_ kind: String, _ section: Int, _ item: Int) -> CGRect? {
            result.elements.first { $0.kind == kind && $0.section == section && $0.item == item }?.frame
        }
        // Section 0: header 36 (its kind), cells 20 (cycle), 100 (override), 44 (empty
        // cycle entry: the estimate), 44 (width-only override: the estimate, not the
        // cycle's 20), 40 (cycle).
        #expect(frame("header", 0, 0) == CGRect(x: 0, y: 0, width: 300, height: 36))
        #expect(frame("", 0, 0) == CGRect(x: 0, y: 36, width: 300, height: 20))
        #expect(frame("", 0, 1) == CGRect(x: 0, y: 56, width: 300, height: 100))
        #expect(frame("", 0, 2) == CGRect(x: 0, y: 156, width: 300, height: 44))
        #expect(frame("", 0, 3) == CGRect(x: 0, y: 200, width: 300, height: 44))
        #expect(frame("", 0, 4) == CGRect(x: 0, y: 244, width: 300, height: 40))
        // Section 1 starts at 284: header 50 (override beats kind), cells 20, 40, 44,
        // footer 60 (no entry for its kind: default).
        #expect(frame("header", 1, 0) == CGRect(x: 0, y: 284, width: 300, height: 50))
        #expect(frame("", 1, 0) == CGRect(x: 0, y: 334, width: 300, height: 20))
        #expect(frame("", 1, 1) == CGRect(x: 0, y: 354, width: 300, height: 40))
        #expect(frame("", 1, 2) == CGRect(x: 0, y: 394, width: 300, height: 44))
        #expect(frame("footer", 1, 0) == CGRect(x: 0, y: 438, width: 300, height: 60))
        #expect(result.contentSize == CGSize(width: 300, height: 498))
    }

    @Test("elements beyond the viewport are measured too")
    func measuresEverything() throws {
        let file = """
            version: 1
            host: {width: 300, height: 100, scale: 1, safeAreaInsets: {}}
            sections:
              - numberOfItems: 20
                \(Self.row)
            measuredSizes:
              cycle: [{height: 10}, {height: 30}]
            """
        let result = try fileFrames(file)
        // Ten rows of 10 and ten of 30; row 19 starts after 10 × 10 + 9 × 30.
        #expect(result.contentSize == CGSize(width: 300, height: 400))
        #expect(result.elements.last?.frame == CGRect(x: 0, y: 370, width: 300, height: 30))

        let visibleOnly = try document(file).makeHostedLayout(measuringEverything: false)
        #expect(visibleOnly.collectionView.contentSize.height != 400)
    }

    @Test("the provider answers as the rules say")
    func provider() {
        let spec = MeasuredSizesSpec(
            default: MeasuredSizeSpec(width: 11), cycle: [MeasuredSizeSpec(height: 5), MeasuredSizeSpec(height: 7)],
            supplementaries: ["badge": MeasuredSizeSpec(width: 9, height: 9)],
            overrides: [
                MeasuredSizeOverrideSpec(section: 2, item: 3, height: 1),
                MeasuredSizeOverrideSpec(section: 2, item: 3, height: 2),
            ])
        func attributes(_ kind: String?, _ section: Int, _ item: Int) -> UICollectionViewLayoutAttributes {
            let path = IndexPath(item: item, section: section)
            let attributes =
                kind.map { UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: $0, with: path) }
                ?? UICollectionViewLayoutAttributes(forCellWith: path)
            attributes.size = CGSize(width: 50, height: 44)
            return attributes
        }
        #expect(spec.preferredSize(for: attributes(nil, 0, 3)) == CGSize(width: 50, height: 7))
        #expect(spec.preferredSize(for: attributes(nil, 2, 3)) == CGSize(width: 50, height: 2))
        #expect(spec.preferredSize(for: attributes("badge", 0, 0)) == CGSize(width: 9, height: 9))
        #expect(spec.preferredSize(for: attributes("header", 0, 0)) == CGSize(width: 11, height: 44))
        #expect(MeasuredSizesSpec().preferredSize(for: attributes(nil, 0, 0)) == CGSize(width: 50, height: 44))
    }

    /// Found by the export round trip: measuring an element above the visible area moves
    /// the view's offset (as UIKit does, to keep what is shown in place), and the loader
    /// used to leave the view there instead of at the file's `contentOffset`.
    @Test("the view ends at the file's content offset even when measuring above it moves the content")
    func contentOffsetAfterMeasuring() throws {
        let file = """
            version: 1
            host: {width: 300, height: 400, scale: 1, safeAreaInsets: {}, contentOffset: {x: 0, y: 500}}
            sections:
              - numberOfItems: 40
                \(Self.row)
            measuredSizes: {default: {height: 51}}
            """
        let hosted = try document(file).makeHostedLayout()
        #expect(hosted.collectionView.contentOffset == CGPoint(x: 0, y: 500))
        // Every row measured 51, so row 10 starts at 510, 10 points into the view.
        #expect(hosted.collectionView.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))?.frame.minY == 510)
    }
}
