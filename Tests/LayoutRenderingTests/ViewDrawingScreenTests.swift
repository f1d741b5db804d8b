import CompositionalLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// A list screen drawn through its views: a collection view (a scroll view whose cells and
/// header are subviews) at a scroll position, its texts where the frames put them.
///
/// The screen: 320 × 200 points, a 30-point section header, then rows of 44 points, scrolled
/// down 20 points. Each row's label fills its content view inset 16 points on the sides; the
/// header's label the same, 30 points high. At 17 points a line is 20.287109375 high and rises
/// 16.1865234375 (see `ViewDrawingTextTests`), so a row's baseline is
/// (44 − 20.287109375) / 2 + 16.1865234375 = 28.04296875 below its top and the header's
/// (30 − 20.287109375) / 2 + 16.1865234375 = 21.04296875 below its top.
@MainActor
@Suite struct ViewDrawingScreenTests {
    final class Row: UICollectionViewCell {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .secondarySystemGroupedBackground
            contentView.addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
        }
    }

    final class Header: UICollectionReusableView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            label.text = "Section"
            label.textColor = .secondaryLabel
            addSubview(label)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds.insetBy(dx: 16, dy: 0)
        }
    }

    final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath)
            (cell as? Row)?.label.text = "Row \(indexPath.item)"
            return cell
        }
        func collectionView(
            _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
        ) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
    }

    /// The screen, laid out and scrolled, with its data source (which the view holds weakly).
    func screen(style: UIUserInterfaceStyle = .light) -> (UICollectionView, Source) {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        ]
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        view.traitCollection = UITraitCollection(userInterfaceStyle: style)
        view.backgroundColor = .systemGroupedBackground
        view.register(Row.self, forCellWithReuseIdentifier: "row")
        view.register(
            Header.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
        let source = Source()
        view.dataSource = source
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 0, y: 20)
        view.layoutIfNeeded()
        return (view, source)
    }

    /// Where each text is drawn in the document: its `x`, `y` moved by the translations of
    /// the groups around it, keyed by its text.
    func placedTexts(_ svg: ParsedXMLElement) throws -> [String: CGPoint] {
        var placed: [String: CGPoint] = [:]
        for text in svg.descendants where text.name == "text" {
            var point = CGPoint(x: text.number("x") ?? .nan, y: text.number("y") ?? .nan)
            var ancestor = text.parent
            while let group = ancestor {
                if let transform = group.attributes["transform"] {
                    let inside = transform.dropFirst("translate(".count).dropLast()
                    let numbers = inside.split(separator: " ").compactMap { Double($0) }
                    try #require(transform.hasPrefix("translate(") && numbers.count == 2)
                    point.x += numbers[0]
                    point.y += numbers[1]
                }
                ancestor = group.parent
            }
            // Four decimals, as the document writes each number.
            placed[text.text] = CGPoint(x: RenderNumber.rounded(point.x), y: RenderNumber.rounded(point.y))
        }
        return placed
    }

    @Test("the rows and header are drawn where the scroll position shows them, with their text")
    func scrolledList() throws {
        let (view, source) = screen()
        let svg = try withExtendedLifetime(source) { try parseXML(ViewDrawingRenderer().render(view)) }
        #expect(svg.attributes["viewBox"] == "0 0 320 200")
        let placed = try placedTexts(svg)
        // The header at content y 0 shows at 0 − 20: its baseline at −20 + 21.04296875.
        #expect(placed["Section"] == CGPoint(x: 16, y: 1.043))
        // Row i at content y 30 + 44 i shows at 10 + 44 i: baseline 38.04296875 + 44 i. Rows
        // 0 to 4 reach into the 200 points shown (row 4 starts at 186); row 5 (at 230) does not.
        for row in 0..<5 {
            #expect(placed["Row \(row)"] == CGPoint(x: 16, y: 38.043 + 44 * Double(row)))
        }
        #expect(placed["Row 5"] == nil)
        // The grouped background (light: 242 242 247) fills the canvas, and each row its cell
        // (secondarySystemGroupedBackground, light: white).
        #expect(svg.children.first { $0.name == "rect" }?.attributes["fill"] == "#f2f2f7")
        let cellFills = svg.descendants.filter {
            $0.name == "rect" && $0.attributes["width"] == "320" && $0.attributes["height"] == "44"
        }
        #expect(cellFills.count == 5 && cellFills.allSatisfy { $0.attributes["fill"] == "#ffffff" })
    }

    @Test("in dark appearance the same screen is drawn in the dark system colors")
    func darkList() throws {
        let (view, source) = screen(style: .dark)
        let svg = try withExtendedLifetime(source) { try parseXML(ViewDrawingRenderer().render(view)) }
        // systemGroupedBackground dark: black; secondarySystemGroupedBackground dark: 28 28 30;
        // label dark: white; secondaryLabel dark: 235 235 245 at 0.6.
        #expect(svg.children.first { $0.name == "rect" }?.attributes["fill"] == "#000000")
        let texts = svg.descendants.filter { $0.name == "text" }
        #expect(texts.first { $0.text == "Row 0" }?.attributes["fill"] == "#ffffff")
        let header = try #require(texts.first { $0.text == "Section" })
        #expect(header.attributes["fill"] == "#ebebf5" && header.attributes["fill-opacity"] == "0.6")
        let cellFill = svg.descendants.first { $0.name == "rect" && $0.attributes["height"] == "44" }
        #expect(cellFill?.attributes["fill"] == "#1c1c1e")
    }

    @Test("veiled, the canvas reaches over the whole content, the cells at content coordinates, the outside veiled")
    func veiledContent() throws {
        let (view, source) = screen()
        let options = ViewDrawingRenderer.Options(contentOutsideBounds: .veiled)
        let svg = try withExtendedLifetime(source) { try parseXML(ViewDrawingRenderer(options: options).render(view)) }
        // The content: a 30-point header and 10 rows of 44: 30 + 440 = 470 high.
        #expect(svg.attributes["viewBox"] == "0 0 320 470")
        let placed = try placedTexts(svg)
        // No scroll offset applied: row 0's baseline at 30 + 28.04296875.
        #expect(placed["Row 0"] == CGPoint(x: 16, y: 58.043))
        let veil = try #require(svg.children.first { $0.name == "path" && $0.attributes["fill-rule"] == "evenodd" })
        // The canvas, then the bounds (0, 20) to (320, 220) cut out of it.
        #expect(veil.attributes["d"] == "M0 0 H320 V470 H0 Z" + "M0 20 H320 V220 H0 Z")
    }

    @Test("the SVG drawing streams: a sink gets it in chunks that add up to the whole document")
    func streaming() throws {
        let (view, source) = screen()
        var chunks = 0
        var streamed: [UInt8] = []
        var output = ChunkedOutput(chunkSize: 256) { bytes in
            chunks += 1
            streamed.append(contentsOf: bytes)
        }
        try withExtendedLifetime(source) { try ViewDrawingRenderer().render(view, into: &output) }
        let whole = ViewDrawingRenderer().render(view)
        #expect(String(decoding: streamed, as: UTF8.self) == whole)
        #expect(chunks > 1)
    }

    @Test("a list content view is drawn with its text and secondary text where its labels are")
    func listContent() throws {
        var content = UIListContentConfiguration.subtitleCell()
        content.text = "Alps"
        content.secondaryText = "Europe"
        let view = UIListContentView(configuration: content)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        view.traitCollection = UITraitCollection(displayScale: 3)
        view.layoutIfNeeded()
        let svg = try parseXML(ViewDrawingRenderer().render(view))
        let placed = try placedTexts(svg)
        // The labels (see `ListContentPartViewsTests`): the text at (16, 14/3), 61/3 high; the
        // secondary text at (16, 25), 43/3 high. A line rises 1950/2048 of its font size and
        // is 2444/2048 of it high: body 16.1865234375 and 20.287109375, caption 1 (12 pt)
        // 11.42578125 and 14.3203125. Centred in the label: 14/3 + (61/3 − 20.287109375) / 2
        // + 16.1865234375 = 20.8763020…; 25 + (43/3 − 14.3203125) / 2 + 11.42578125 =
        // 36.4322916….
        #expect(placed["Alps"] == CGPoint(x: 16, y: 20.8763))
        #expect(placed["Europe"] == CGPoint(x: 16, y: 36.4323))
        // Without secondary text, its hidden label is not drawn.
        content.secondaryText = nil
        view.configuration = content
        view.layoutIfNeeded()
        let redrawn = try placedTexts(parseXML(ViewDrawingRenderer().render(view)))
        #expect(redrawn["Europe"] == nil && redrawn["Alps"] != nil)
    }
}
