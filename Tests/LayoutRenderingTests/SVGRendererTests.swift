import CompositionalLayout
import Foundation
import LayoutTestSupport
import Testing

@testable import LayoutRendering

/// Rendered SVG checked against frames computed by hand.
@MainActor
@Suite struct SVGRendererTests {
    @Test("a 2×2 grid of 100-point cells is drawn at the hand-computed rectangles")
    func twoByTwoGrid() throws {
        // 200 wide, two columns of fractionalWidth 0.5, rows 100 high:
        // |[0·0 (0,0)][0·1 (100,0)]|
        // |[0·2 (0,100)][0·3 (100,100)]|
        let hosted = TestHost.forRendering(gridLayout(columns: 2, height: 100), itemCounts: [4])
        let svg = SVGRenderer().render(hosted.scene)
        let root = try parseXML(svg)
        // Canvas: content 200×200 and viewport 200×300 from the origin, 16 points of margin.
        #expect(root.attributes["viewBox"] == "-16 -16 232 332")
        #expect(root.attributes["width"] == "232")
        #expect(root.attributes["height"] == "332")
        let drawn = root.drawnElements
        #expect(drawn.map(\.title.firstLine) == ["cell 0·0", "cell 0·1", "cell 0·2", "cell 0·3"])
        #expect(
            drawn.map(\.rect) == [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 100, y: 0, width: 100, height: 100),
                CGRect(x: 0, y: 100, width: 100, height: 100), CGRect(x: 100, y: 100, width: 100, height: 100),
            ])
        let labels = drawn.compactMap { $0.node.children.first { $0.name == "text" } }
        #expect(labels.map(\.text) == ["0·0", "0·1", "0·2", "0·3"])
        #expect(labels.first?.number("x") == 50)
        let content = try #require(root.descendants.first { $0.hasClass("content") })
        #expect(content.rect == CGRect(x: 0, y: 0, width: 200, height: 200))
    }

    @Test("the viewport and the safe area are outlined where the insets put them")
    func viewportAndSafeArea() throws {
        // Safe area 20 on top and 10 at the bottom: a vertical view rests at y = -20.
        let hosted = TestHost.forRendering(
            gridLayout(columns: 2, height: 100), itemCounts: [4], safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 10, right: 0))
        let scene = hosted.scene
        #expect(scene.viewport == CGRect(x: 0, y: -20, width: 200, height: 300))
        let root = try parseXML(SVGRenderer().render(scene))
        let viewport = try #require(root.descendants.first { $0.name == "rect" && $0.hasClass("viewport") })
        let safe = try #require(root.descendants.first { $0.name == "rect" && $0.hasClass("safe") })
        #expect(viewport.rect == CGRect(x: 0, y: -20, width: 200, height: 300))
        #expect(safe.rect == CGRect(x: 0, y: 0, width: 200, height: 270))
        #expect(root.attributes["viewBox"] == "-16 -36 232 332")
        // Outlines are drawn over the elements.
        let names = root.descendants.map { $0.hasClass("viewport") ? "viewport" : $0.hasClass("el") ? "el" : "" }
        #expect(names.lastIndex(of: "el")! < names.firstIndex(of: "viewport")!)
    }

    @Test("a pinned header is drawn where the scrolled viewport puts it")
    func pinnedHeaderWhenScrolled() throws {
        // Three sections: a 30-point pinned header over two 50-point rows, so each section
        // is 130 long and section 1 spans 130 … 260. Scrolled to y = 150, its header sits at
        // the top of the viewport (150), and section 0's header has been pushed up to
        // 130 − 30 = 100 by the end of its section.
        let layout = pinnedHeaderLayout()
        let hosted = TestHost.forRendering(layout, itemCounts: [2, 2, 2], width: 200, height: 100, scale: 1)
        hosted.collectionView.contentOffset = CGPoint(x: 0, y: 150)
        let root = try parseXML(SVGRenderer().render(hosted.scene))
        let drawn = root.drawnElements
        let header1 = try #require(drawn.first { $0.title.firstLine == "supplementaryView 1·0 header" })
        let header0 = try #require(drawn.first { $0.title.firstLine == "supplementaryView 0·0 header" })
        #expect(header1.rect == CGRect(x: 0, y: 150, width: 200, height: 30))
        #expect(header0.rect == CGRect(x: 0, y: 100, width: 200, height: 30))
        #expect(header1.node.hasClass("pinned"))
        // Headers (zIndex 1 by default) paint over the cells they cover.
        let cell = try #require(drawn.firstIndex { $0.title.firstLine == "cell 1·0" })
        #expect(drawn.firstIndex { $0.title.firstLine == "supplementaryView 1·0 header" }! > cell)
    }

    @Test("an orthogonal row is drawn clipped to its box and shifted by its offset")
    func orthogonalRowAtOffset() throws {
        // Five 80-point groups in a row 200 wide: content 400, scrolled by 50.
        let hosted = TestHost.forRendering(rowLayout(.continuous), itemCounts: [5], width: 200, height: 300, scale: 1)
        hosted.collectionView.setOrthogonalScrollOffset(CGPoint(x: 50, y: 0), forSection: 0)
        let scene = hosted.scene
        let row = try #require(scene.rows.first)
        #expect(row.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(row.contentFrameAtRest == CGRect(x: 0, y: 0, width: 400, height: 50))
        #expect(row.offset == 50)
        #expect(scene.shownFrame(of: scene.elements[1]) == CGRect(x: 30, y: 0, width: 80, height: 50))
        let root = try parseXML(SVGRenderer().render(scene))
        let nested = try #require(root.descendants.first { $0.name == "svg" && $0.hasClass("orthogonal-row") })
        #expect(nested.attributes["x"] == "0")
        #expect(nested.attributes["width"] == "200")
        #expect(nested.attributes["height"] == "50")
        #expect(nested.attributes["viewBox"] == "50 0 200 50")
        #expect(nested.attributes["overflow"] == "hidden")
        // The cells inside keep their frames at rest; the view box does the shifting.
        #expect(nested.drawnElements.map(\.rect.minX) == [0, 80, 160, 240, 320])
        let box = try #require(root.descendants.first { $0.name == "rect" && $0.hasClass("row") })
        #expect(box.rect == CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    @Test("elements are painted in zIndex order: under-badges, cells, over-badges")
    func zIndexOrder() throws {
        let hosted = TestHost.forRendering(badgeLayout(), itemCounts: [2])
        let root = try parseXML(SVGRenderer().render(hosted.scene))
        #expect(
            root.drawnElements.map(\.title.firstLine) == [
                "supplementaryView 0·0 under", "supplementaryView 0·1 under", "cell 0·0", "cell 0·1",
                "supplementaryView 0·0 over", "supplementaryView 0·1 over",
            ])
    }

    @Test("list separators are lines one device pixel thick inside their row")
    func separators() throws {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let hosted = TestHost.forRendering(layout, itemCounts: [3], scale: 2)
        let scene = hosted.scene
        let root = try parseXML(SVGRenderer().render(scene))
        let lines = root.descendants.filter { $0.name == "line" && $0.hasClass("sep") }
        // A plain list draws a separator under every row but the last.
        #expect(lines.count == 2)
        for (line, cell) in zip(lines, scene.elements.filter { $0.category == .cell }) {
            #expect(line.attributes["stroke-width"] == "0.5")
            #expect(line.number("y1") == Double(cell.frame.maxY) - 0.25)
            #expect(line.number("y1") == line.number("y2"))
            #expect(line.number("x2") == Double(cell.frame.maxX))
        }
    }

    @Test("labels shrink, drop the kind, and disappear in tiny elements")
    func labels() {
        let big = SceneElement(
            category: .supplementaryView, kind: "UICollectionElementKindSectionHeader", section: 2, item: 0,
            frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        #expect(SVGRenderer.label(for: big)?.text == "2·0 SectionHeader")
        let narrow = SceneElement(
            category: .supplementaryView, kind: "UICollectionElementKindSectionHeader", section: 2, item: 0,
            frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(SVGRenderer.label(for: narrow)?.text == "2·0")
        let tiny = SceneElement(category: .cell, section: 0, item: 0, frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(SVGRenderer.label(for: tiny) == nil)
        var options = SVGRenderer.Options()
        options.showsLabels = false
        let scene = LayoutScene(
            scrollAxis: .vertical, isRightToLeft: false, displayScale: 1, contentSize: CGSize(width: 300, height: 40),
            viewport: CGRect(x: 0, y: 0, width: 300, height: 40), safeAreaInsets: .zero, adjustedContentInsets: .zero,
            elements: [big])
        #expect(!SVGRenderer(options: options).render(scene).contains("<text"))
    }

    @Test("kinds are escaped in titles and labels")
    func escapedKinds() throws {
        let element = SceneElement(
            category: .supplementaryView, kind: "<b kind=\"x\">&'", section: 0, item: 0,
            frame: CGRect(x: 0, y: 0, width: 390, height: 40))
        let scene = LayoutScene(
            scrollAxis: .vertical, isRightToLeft: false, displayScale: 1, contentSize: CGSize(width: 390, height: 40),
            viewport: CGRect(x: 0, y: 0, width: 390, height: 40), safeAreaInsets: .zero, adjustedContentInsets: .zero,
            elements: [element])
        let svg = SVGRenderer().render(scene)
        #expect(!svg.contains("<b kind"))
        let root = try parseXML(svg)
        #expect(root.drawnElements.first?.title.firstLine == "supplementaryView 0·0 <b kind=\"x\">&'")
    }
}

extension String {
    /// The text up to the first line break.
    var firstLine: String { String(split(separator: "\n", omittingEmptySubsequences: false).first ?? "") }
}

/// Sections of two 50-point rows under a 30-point header pinned to the visible bounds.
@MainActor
func pinnedHeaderLayout(footer: Bool = false, horizontal: Bool = false) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let groupSize =
        horizontal
        ? NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1))
        : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: 1)
    let section = NSCollectionLayoutSection(group: group)
    let boundarySize =
        horizontal
        ? NSCollectionLayoutSize(widthDimension: .absolute(30), heightDimension: .fractionalHeight(1))
        : NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30))
    let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: boundarySize, elementKind: "header", alignment: horizontal ? .leading : .top)
    header.pinToVisibleBounds = true
    var items = [header]
    if footer {
        let end = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: boundarySize, elementKind: "footer", alignment: horizontal ? .trailing : .bottom)
        end.pinToVisibleBounds = true
        items.append(end)
    }
    section.boundarySupplementaryItems = items
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    if horizontal { configuration.scrollDirection = .horizontal }
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
}

/// One orthogonal row of 80 × 50 groups.
@MainActor
func rowLayout(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior, spacing: CGFloat = 0)
    -> UICollectionViewCompositionalLayout
{
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(80), heightDimension: .absolute(50)),
        repeatingSubitem: item, count: 1)
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = spacing
    return UICollectionViewCompositionalLayout(section: section)
}

/// Full-width 60-point rows, each cell with a badge under it (zIndex −1) and one over it
/// (zIndex 2).
@MainActor
func badgeLayout() -> UICollectionViewCompositionalLayout {
    let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    let under = NSCollectionLayoutSupplementaryItem(
        layoutSize: badgeSize, elementKind: "under", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .leading]))
    under.zIndex = -1
    let over = NSCollectionLayoutSupplementaryItem(
        layoutSize: badgeSize, elementKind: "over", containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing]))
    over.zIndex = 2
    let item = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
        supplementaryItems: [over, under])
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
        repeatingSubitem: item, count: 1)
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A label's size is worked out from its length in characters, counted without building its
/// text: `size = min(12, height / 2, (width − 6) / (0.62 × length))`.
@Suite struct SVGLabelLengthTests {
    @Test("the index path's digits and the kind after a space are counted as the text would count them")
    func lengths() throws {
        // "12·345 Badge": 2 + 1 + 3 digits and dot, 1 space, 5 letters = 12 characters.
        // width 6 + 0.62 × 12 × 10 = 80.4 gives size 10 (height 40 allows 20).
        let badge = SceneElement(
            category: .supplementaryView, kind: "Badge", section: 12, item: 345,
            frame: CGRect(x: 0, y: 0, width: 80.4, height: 40))
        let badgeLabel = try #require(SVGRenderer.label(for: badge))
        #expect(badgeLabel.text == "12·345 Badge")
        #expect(abs(badgeLabel.size - 10) < 1e-9)
        #expect(!badgeLabel.isAnchoredAtStart)
        // "0·0 \u{301}ab": the combining acute joins the space, so 3 + 1 + 2 = 6 characters,
        // not 7. width 6 + 0.62 × 6 × 10 = 43.2 gives size 10 (with 7 it would be 8.57).
        let marked = SceneElement(
            category: .decorationView, kind: "\u{301}ab", section: 0, item: 0,
            frame: CGRect(x: 0, y: 0, width: 43.2, height: 40))
        let markedLabel = try #require(SVGRenderer.label(for: marked))
        #expect(markedLabel.text == "0·0 \u{301}ab")
        #expect(abs(markedLabel.size - 10) < 1e-9)
        // A decoration's label starts 3 points in: x 0 + 3, baseline 0 + 3 + 10 × 0.8 = 11.
        #expect(markedLabel.isAnchoredAtStart && markedLabel.x == 3 && abs(markedLabel.y - 11) < 1e-9)
    }
}
