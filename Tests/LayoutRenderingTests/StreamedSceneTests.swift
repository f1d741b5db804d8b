import CompositionalLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

/// Elements read from the layout as they are drawn (`StreamedSceneElements`) are the held
/// scene's elements, with the same indices, and draw the same bytes.
@MainActor
@Suite("Streamed scene elements")
struct StreamedSceneTests {
    /// Compares the streamed elements of `view` in `region` with the held scene's.
    private static func compare(
        _ view: UICollectionView, region: CGRect?, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let held = LayoutScene(collectionView: view, region: region)
        let (scene, streamed) = try #require(StreamedSceneElements.scene(of: view, region: region))

        var visited: [SceneElement] = []
        var indices: [Int] = []
        streamed.forEachElement { index, element in
            indices.append(index)
            visited.append(element)
        }
        #expect(visited == held.elements, sourceLocation: sourceLocation)
        #expect(indices == Array(held.elements.indices), sourceLocation: sourceLocation)
        for row in held.rows {
            var rowIndices: [Int] = []
            streamed.forEachElement(inRowOfSection: row.section) { index, element in
                rowIndices.append(index)
                #expect(held.elements.indices.contains(index) && held.elements[index] == element, sourceLocation: sourceLocation)
            }
            let expected = held.elements.indices.filter { held.elements[$0].rowSection == row.section }
            #expect(rowIndices == expected, "row of section \(row.section)", sourceLocation: sourceLocation)
        }
        let list = SceneElementList(held.elements)
        #expect(streamed.count == list.count, sourceLocation: sourceLocation)
        #expect(streamed.extentOutsideRows == list.extentOutsideRows, sourceLocation: sourceLocation)
        #expect(Set(streamed.kinds) == Set(list.kinds) && streamed.kinds.count == list.kinds.count, sourceLocation: sourceLocation)
        // Everything but the elements (viewport, rows, pins with their element indices) is the held scene's.
        var filled = scene
        filled.elements = held.elements
        #expect(filled == held, sourceLocation: sourceLocation)

        let svg = SVGRenderer().render(held)
        #expect(SVGRenderer().render(scene, elements: streamed) == svg, sourceLocation: sourceLocation)
        var written: [UInt8] = []
        try SVGRenderer().render(scene, elements: streamed) { bytes in written.append(contentsOf: bytes) }
        #expect(String(decoding: written, as: UTF8.self) == svg, "SVG in chunks", sourceLocation: sourceLocation)
        let html = HTMLRenderer(title: "t").render(held)
        written = []
        try HTMLRenderer(title: "t").render(scene, elements: streamed) { bytes in written.append(contentsOf: bytes) }
        #expect(String(decoding: written, as: UTF8.self) == html, "HTML in chunks", sourceLocation: sourceLocation)
    }

    @Test(
        "Every example, both directions, whole and in a region, at rest and scrolled: the held scene's elements, indices and bytes",
        arguments: LayoutExample.all.map(\.name))
    func examples(_ name: String) throws {
        let example = try #require(LayoutExample.named(name))
        // The million-item grid is compared in its first two screens only.
        let whole: CGRect? = example.itemCounts.reduce(0, +) > 10_000 ? CGRect(x: 0, y: 0, width: 390, height: 2 * 844) : nil
        for rightToLeft in [false, true] {
            let host = TestHost.forRendering(
                example.makeLayout(), itemCounts: example.itemCounts, width: 390, height: 844, scale: 3, rightToLeft: rightToLeft)
            if let preferredSize = example.preferredSize {
                host.collectionView.preferredSizeProvider = preferredSize
            }
            host.collectionView.layoutIfNeeded()
            try Self.compare(host.collectionView, region: whole)
            try Self.compare(host.collectionView, region: CGRect(x: 100, y: 700, width: 200, height: 900))
            // Scrolled: pinned items move, so their pins' indices are checked where they are drawn.
            let size = host.collectionView.contentSize
            host.collectionView.contentOffset = CGPoint(x: 0, y: min(600, max(0, size.height - 844)))
            host.collectionView.layoutIfNeeded()
            try Self.compare(host.collectionView, region: whole)
        }
    }

    @Test("What a visible-items handler changes is drawn: alpha, hidden flag, and a zIndex that paints the element last")
    func visibleItemsHandler() throws {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(45)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = { items, _, _ in
            for item in items {
                item.alpha = 0.5
                if item.indexPath.item == 2 { item.zIndex = 5 }
                if item.indexPath.item == 3 { item.isHidden = true }
            }
        }
        // 40 rows 45 high in a 200 × 300 view: the bounds 0 … 300 show rows 0 … 6 (row 6 is
        // 270 … 315, row 7 starts at 315), so only those seven are changed.
        let host = TestHost.forRendering(UICollectionViewCompositionalLayout(section: section), itemCounts: [40])
        try Self.compare(host.collectionView, region: nil)
        let (_, streamed) = try #require(StreamedSceneElements.scene(of: host.collectionView, region: nil))
        var byItem: [Int: (index: Int, element: SceneElement)] = [:]
        streamed.forEachElement { index, element in byItem[element.item] = (index, element) }
        #expect(byItem.count == 40)
        // zIndex 0 first: rows 0, 1, 3, 4, … 39 take indices 0 … 38; row 2 (zIndex 5) is 39th.
        #expect(byItem[2]?.index == 39 && byItem[2]?.element.zIndex == 5)
        #expect(byItem[3]?.index == 2 && byItem[3]?.element.isHidden == true)
        #expect([0, 1, 2, 3, 4, 5, 6].allSatisfy { byItem[$0]?.element.alpha == 0.5 })
        #expect((7..<40).allSatisfy { byItem[$0]?.element.alpha == 1 && byItem[$0]?.element.isHidden == false })
        // Row 8's frame is the layout's: y = 8 × 45.
        #expect(byItem[8]?.element.frame == CGRect(x: 0, y: 360, width: 200, height: 45))
    }
}
