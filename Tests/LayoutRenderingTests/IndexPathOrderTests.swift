import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

/// The layout's own index-path order (`LayoutFrames.forEachFrameInIndexPathOrder`) is the
/// order the JSON lists, so the tool streams elements as the layout produces them.
@MainActor
@Suite("Index-path order")
struct IndexPathOrderTests {
    private static func value(_ attributes: UICollectionViewLayoutAttributes) -> ElementFrame {
        ElementFrame(
            indexPath: attributes.indexPath, category: attributes.representedElementCategory,
            kind: attributes.representedElementKind, frame: attributes.frame, zIndex: attributes.zIndex)
    }

    /// Every element of `rect`, streamed by the layout and sorted from its query.
    private static func compare(_ host: TestHost, in rect: CGRect, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let layout = try #require(host.collectionView.collectionViewLayout as? UICollectionViewCompositionalLayout)
        let frames = try #require(layout.frameSnapshot())
        var streamed: [ElementFrame] = []
        frames.forEachFrameInIndexPathOrder(in: rect) { streamed.append($0) }
        let sorted = (layout.layoutAttributesForElements(in: rect) ?? []).map(value).sorted(by: AttributesJSON.areInIncreasingOrder)
        #expect(streamed == sorted, "\(rect)", sourceLocation: sourceLocation)
        for (a, b) in zip(streamed, streamed.dropFirst()) {
            #expect(AttributesJSON.areInIncreasingOrder(a, b), "\(a) before \(b)", sourceLocation: sourceLocation)
        }
    }

    @Test("Every example, both directions: the streamed elements are the sorted query, whole content and viewports", arguments: LayoutExample.all.filter { $0.name != "million-grid" })
    func examples(example: LayoutExample) throws {
        for rightToLeft in [false, true] {
            let host = TestHost.forRendering(
                example.makeLayout(), itemCounts: example.itemCounts, width: 390, height: 844, scale: 3, rightToLeft: rightToLeft)
            if let preferredSize = example.preferredSize {
                host.collectionView.preferredSizeProvider = preferredSize
            }
            host.collectionView.layoutIfNeeded()
            let size = host.collectionView.contentSize
            try Self.compare(host, in: CGRect(x: -1e9, y: -1e9, width: 2e9 + size.width, height: 2e9 + size.height))
            try Self.compare(host, in: CGRect(x: 0, y: 0, width: 390, height: 844))
            try Self.compare(host, in: CGRect(x: 100, y: 700, width: 200, height: 900))
            // Scrolled: pinned items move and orthogonal rows keep their offsets.
            host.collectionView.contentOffset = CGPoint(x: 0, y: min(600, max(0, size.height - 844)))
            host.collectionView.layoutIfNeeded()
            try Self.compare(host, in: CGRect(x: -1e9, y: -1e9, width: 2e9 + size.width, height: 2e9 + size.height))
        }
    }

    @Test("The layout's own boundary items are section 0's supplementary views, also when section 0 is not queried")
    func layoutBoundaryItems() throws {
        let example = try #require(LayoutExample.named("layout-header-footer"))
        let host = TestHost.forRendering(example: example)
        let size = host.collectionView.contentSize
        try Self.compare(host, in: CGRect(x: -1e9, y: -1e9, width: 2e9 + size.width, height: 2e9 + size.height))
        // The footer, at the end of the content, and the last section's elements only.
        try Self.compare(host, in: CGRect(x: 0, y: size.height - 10, width: size.width, height: 10))
    }
}
