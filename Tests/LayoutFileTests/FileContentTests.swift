import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// A file's cell content (issue 29): `cells` and `supplementaries` decoded to the values
/// written by hand, their mistakes reported where they are, and the loader's cells and
/// supplementary views configured with them and sized by their list content.
@MainActor
@Suite("File content")
struct FileContentTests {
    // MARK: Decoding

    @Test("cells and supplementaries decode to the values they spell")
    func decodes() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 5
                list: {appearance: plain, headerMode: supplementary}
                cells:
                  - item: 0
                    content: {preset: valueCell, text: Wi-Fi, secondaryText: Home, image: wifi}
                    accessories: [disclosureIndicator, {label: {text: "{number} new"}}, {delete: {displayed: always}}]
                  - items: {first: 1, last: 3}
                    content: {text: "Row {item}", image: {named: avatar}}
                  - items: {first: 4}
                    content: {image: {systemName: star}}
                  - accessories: [checkmark]
                supplementaries:
                  UICollectionElementKindSectionHeader: {preset: groupedHeader, text: "Section {section}"}
            """
        let entry = try #require(try document(file).sections.first)
        #expect(
            entry.cells == [
                CellContentSpec(
                    selection: .item(0),
                    content: ListContentSpec(preset: .valueCell, text: "Wi-Fi", secondaryText: "Home", image: .systemName("wifi")),
                    accessories: [
                        AccessorySpec(kind: .disclosureIndicator), AccessorySpec(kind: .label, text: "{number} new"),
                        AccessorySpec(kind: .delete, displayed: .always),
                    ]),
                CellContentSpec(
                    selection: .range(first: 1, last: 3), content: ListContentSpec(text: "Row {item}", image: .named("avatar"))),
                CellContentSpec(selection: .range(first: 4, last: nil), content: ListContentSpec(image: .systemName("star"))),
                CellContentSpec(selection: .all, accessories: [AccessorySpec(kind: .checkmark)]),
            ])
        #expect(
            entry.supplementaries == [
                UICollectionView.elementKindSectionHeader: ListContentSpec(preset: .groupedHeader, text: "Section {section}")
            ])
        #expect(entry.hasContent)
    }

    @Test("content written out as YAML and JSON reads back as the same document", arguments: LayoutFileFormat.allCases)
    func roundTrip(_ format: LayoutFileFormat) throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 5
                list: {appearance: plain}
                cells:
                  - item: 0
                    content: {preset: valueCell, text: "{{Wi-Fi}}", secondaryText: Home, image: wifi}
                    accessories: [disclosureIndicator, {label: {text: "{number} new"}}, {delete: {displayed: always}}]
                  - items: {last: 3}
                    content: {image: {named: avatar}}
                supplementaries:
                  footer: {text: "Section {section}"}
            """
        let original = try document(file)
        let text = String(decoding: try original.encoded(as: format), as: UTF8.self)
        #expect(try document(text, fileName: "layout.\(format == .json ? "json" : "yaml")") == original)
    }

    @Test("a file without cells or supplementaries has no content")
    func noContent() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 2
                list: {appearance: plain}
            """
        let decoded = try document(file)
        #expect(decoded.sections.first?.cells == nil && decoded.sections.first?.supplementaries == nil)
        #expect(!decoded.hasContent)
    }

    @Test("content in a section the update inserts counts as the file's content")
    func insertedContent() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 2
                list: {appearance: plain}
            update:
              - insertSections: [{at: 1, section: {numberOfItems: 1, list: {appearance: plain}, cells: [{content: {text: New}}]}}]
            """
        #expect(try document(file).hasContent)
    }

    @Test("templates put the index path in place of their placeholders, and braces doubled as braces")
    func templates() {
        let template: TextTemplate = "Item {item} of {section}, #{number} {{x}}"
        // At section 2, item 4: {item} 4, {section} 2, {number} 4 + 1 = 5, {{x}} → {x}.
        #expect(template.text(section: 2, item: 4) == "Item 4 of 2, #5 {x}")
        #expect(TextTemplate("plain").text(section: 0, item: 0) == "plain")
        #expect(TextTemplate.problem(in: "{itme}") == .unknownPlaceholder("itme"))
        #expect(TextTemplate.problem(in: "a { b") == .unclosedBrace)
        #expect(TextTemplate.problem(in: "a } b") == .unopenedBrace)
        #expect(TextTemplate.problem(in: "{{}}{number}") == nil)
    }

    @Test("an item selects the entries that name it, a range its bounds included")
    func selections() {
        let range = CellContentSpec(selection: .range(first: 2, last: 4))
        #expect([1, 2, 4, 5].map { range.selects(item: $0) } == [false, true, true, false])
        let open = CellContentSpec(selection: .range(first: nil, last: 1))
        #expect([0, 1, 2].map { open.selects(item: $0) } == [true, true, false])
        #expect(CellContentSpec(selection: .item(3)).selects(item: 3))
        #expect(!CellContentSpec(selection: .item(3)).selects(item: 2))
        #expect(CellContentSpec().selects(item: 1_000_000))
    }

    // MARK: Diagnostics

    @Test("bad content is reported at its node, with a suggestion where one is close")
    func badValues() {
        let file = """
            version: 1
            sections:
              - numberOfItems: 3
                list: {appearance: plain}
                cells:
                  - content:
                      preset: valueCel
                      text: "Row {itme}"
                      secondaryTxt: x
                  - item: 1
                    items: {first: 2}
                  - items: {first: 2, last: 1}
                  - accessories:
                      - label
                      - checkmrk
                      - {checkmark: {text: "no"}}
                      - {label: {displayed: always}}
                      - {detail: {}, delete: {}}
                  - content: {text: "{"}
                  - content: {image: {systemName: a, named: b}}
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:7:19: error: sections[0].cells[0].content.preset: unknown value `valueCel`; expected one of: "
                    + ListContentPreset.allFileWords.joined(separator: ", ") + "; did you mean `valueCell`?",
                "layout.yaml:8:17: error: sections[0].cells[0].content.text: unknown placeholder `{itme}`; the placeholders "
                    + "are `{item}`, `{section}`, `{number}` (write `{{` and `}}` for braces); did you mean `{item}`?",
                "layout.yaml:9:11: error: sections[0].cells[0].content: unknown key `secondaryTxt`; did you mean `secondaryText`?",
                "layout.yaml:10:9: error: sections[0].cells[1]: a cell entry selects its items with `item` or `items`, not both",
                "layout.yaml:12:16: error: sections[0].cells[2].items: first 2 is after last 1; the range selects no item",
                "layout.yaml:14:13: error: sections[0].cells[3].accessories[0]: a label accessory needs its text: write `{label: {text: …}}`",
                "layout.yaml:15:13: error: sections[0].cells[3].accessories[1]: unknown value `checkmrk`; expected one of: "
                    + AccessorySpec.Kind.allFileWords.joined(separator: ", ") + "; did you mean `checkmark`?",
                "layout.yaml:16:32: error: sections[0].cells[3].accessories[2].checkmark.text: only a label accessory has `text`",
                "layout.yaml:17:21: error: sections[0].cells[3].accessories[3].label: missing required key `text`",
                "layout.yaml:18:13: error: sections[0].cells[3].accessories[4]: an accessory is one kind's word, or a mapping with one kind holding its options",
                "layout.yaml:19:25: error: sections[0].cells[4].content.text: a `{` without its `}`; write `{{` for a brace",
                "layout.yaml:20:26: error: sections[0].cells[5].content.image: an image has exactly one of `systemName` and `named`, or is a symbol's name",
            ])
    }

    @Test("entries that configure no cell are warnings: after an entry for every item, or past the last item")
    func unusedEntries() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 3
                list: {appearance: plain}
                cells:
                  - item: 3
                  - items: {first: 5}
                  - content: {text: All}
                  - item: 0
            """
        let decoded = try document(file)
        #expect(
            decoded.source?.warnings.map(\.description) == [
                "layout.yaml:6:9: warning: sections[0].cells[0]: the section has 3 items; this entry is never used",
                "layout.yaml:7:9: warning: sections[0].cells[1]: the section has 3 items; this entry is never used",
                "layout.yaml:9:9: warning: sections[0].cells[3]: an earlier entry selects every item; this entry is never used",
            ])
    }

    // MARK: Loading

    @Test("a file without content is laid out as before: its data source only counts, no view is made")
    func layoutOnlyWithoutContent() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 3
                list: {appearance: plain}
            """
        let hosted = try document(file).makeHostedLayout()
        #expect(hosted.collectionView.dataSource === hosted.dataSource)
        #expect(hosted.collectionView.visibleCells.isEmpty)
        #expect(hosted.collectionView.subviews.isEmpty)
    }

    @Test("inbox.yaml: subtitle cells with their texts and checkmarks, 44 points high under a 26-point header")
    func inbox() throws {
        let hosted = try LayoutFileDocument.load(contentsOf: ExampleFiles.folder.appendingPathComponent("inbox.yaml"))
            .makeHostedLayout()
        let view = hosted.collectionView
        #expect(hosted.warnings.isEmpty)
        // The plain header: 4 + a line of 15-point semibold subheadline (15 × 2444/2048 =
        // 17.900, rounded up to the pixel at 3×: 54/3 = 18) + 4 = 26, below the plain list's
        // automatic header top padding of 22, across the whole width.
        let header = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header?.frame == CGRect(x: 0, y: 22, width: 390, height: 26))
        // Rows: subtitle cells, 4 + 61/3 (body) + 0 + 43/3 (caption 1) + 4 = 42.67, raised to
        // the 44-point row minimum; from 22 + 26 = 48, row i at 48 + 44 i, full width.
        for item in [0, 2, 3, 17] {
            let frame = view.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame
            #expect(frame == CGRect(x: 0, y: 48 + 44 * CGFloat(item), width: 390, height: 44), "item \(item)")
        }
        // 48 + 40 × 44 = 1808.
        #expect(view.contentSize == CGSize(width: 390, height: 1808))
        // The cells shown carry their content: items 0 to 2 read, with a checkmark.
        let first = try #require(view.cellForItem(at: IndexPath(item: 2, section: 0)) as? UICollectionViewListCell)
        let firstContent = try #require(first.contentConfiguration as? UIListContentConfiguration)
        #expect(firstContent.text == "Sender 3" && firstContent.secondaryText == "Re: message 3")
        #expect(firstContent.image?.name == "envelope.open" && firstContent.image?.isSymbolImage == true)
        #expect(first.accessories.map(\.accessoryType) == [.checkmark])
        let later = try #require(view.cellForItem(at: IndexPath(item: 9, section: 0)) as? UICollectionViewListCell)
        let laterContent = try #require(later.contentConfiguration as? UIListContentConfiguration)
        #expect(laterContent.text == "Sender 10" && laterContent.secondaryText == "Message 10")
        #expect(laterContent.image?.name == "envelope")
        #expect(later.accessories.isEmpty)
        #expect(laterContent.textToSecondaryTextVerticalPadding == 0, "the subtitle preset's")
        let headerView = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
                as? UICollectionViewListCell)
        let headerContent = try #require(headerView.contentConfiguration as? UIListContentConfiguration)
        #expect(headerContent.text == "Inbox" && headerContent == {
            var plain = UIListContentConfiguration.plainHeader()
            plain.text = "Inbox"
            return plain
        }())
    }

    @Test("settings.yaml: inset-grouped rows 44 high under 38.67-point headers, sections 35 apart")
    func settings() throws {
        let hosted = try LayoutFileDocument.load(contentsOf: ExampleFiles.folder.appendingPathComponent("settings.yaml"))
            .makeHostedLayout()
        let view = hosted.collectionView
        #expect(hosted.warnings.isEmpty)
        // Inset grouped at 390 wide: the rows and headers span the layout margins, 20 to 370.
        // A grouped header: 17 + a line of 13-point footnote (13 × 2444/2048 = 15.514, up to
        // the pixel: 47/3) + 6 = 116/3. A footer: 6 + 47/3 + 12 = 101/3. Rows 44 (11 + 61/3
        // + 11 = 42.33, raised to the minimum; the symbol's slot is 22 high).
        // Section 0: header at 0 (the first header's padding is 0), rows from 116/3.
        // Section 1: 35 below the 4 rows, 116/3 + 176 + 35 = 749/3; rows from 865/3.
        // Section 2: 35 below 3 rows: 865/3 + 132 + 35 = 1366/3; rows from 1482/3 = 494;
        // the footer after 3 rows at 626.
        func header(_ section: Int) -> CGRect? {
            view.layoutAttributesForSupplementaryElement(
                ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
        }
        func row(_ item: Int, _ section: Int) -> CGRect? {
            view.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
        }
        expectClose(header(0), CGRect(x: 20, y: 0, width: 350, height: 116.0 / 3))
        expectClose(row(0, 0), CGRect(x: 20, y: 116.0 / 3, width: 350, height: 44))
        expectClose(row(3, 0), CGRect(x: 20, y: 116.0 / 3 + 132, width: 350, height: 44))
        expectClose(header(1), CGRect(x: 20, y: 749.0 / 3, width: 350, height: 116.0 / 3))
        expectClose(row(2, 1), CGRect(x: 20, y: 865.0 / 3 + 88, width: 350, height: 44))
        expectClose(header(2), CGRect(x: 20, y: 1366.0 / 3, width: 350, height: 116.0 / 3))
        expectClose(row(0, 2), CGRect(x: 20, y: 494, width: 350, height: 44))
        let footer = view.layoutAttributesForSupplementaryElement(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 2))?.frame
        expectClose(footer, CGRect(x: 20, y: 626, width: 350, height: 101.0 / 3))
        // The cells: value cells with their values, disclosure indicators, a label accessory.
        let wifi = try #require(view.cellForItem(at: IndexPath(item: 1, section: 0)) as? UICollectionViewListCell)
        let wifiContent = try #require(wifi.contentConfiguration as? UIListContentConfiguration)
        #expect(wifiContent.text == "Wi-Fi" && wifiContent.secondaryText == "Home")
        #expect(wifiContent.prefersSideBySideTextAndSecondaryText, "the value cell preset's")
        #expect(wifi.accessories.map(\.accessoryType) == [.disclosureIndicator])
        #expect(wifi.backgroundConfiguration == .listGroupedCell())
        let airplane = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
        #expect(airplane.accessories.map(\.accessoryType) == [.label])
        #expect((airplane.contentConfiguration as? UIListContentConfiguration)?.image?.name == "airplane")
        let general = try #require(
            view.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 2))
                as? UICollectionViewListCell)
        let generalContent = try #require(general.contentConfiguration as? UIListContentConfiguration)
        #expect(generalContent.text == "General" && generalContent.textProperties.transform == .uppercase)
    }

    @Test("in a file with content, a section without cells shows plain cells at their layout's size")
    func sectionsWithoutCells() throws {
        let file = """
            version: 1
            host: {width: 390, height: 844, scale: 3, safeAreaInsets: {}}
            sections:
              - numberOfItems: 2
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 80}}
                    subitems: [{layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 80}}}]
              - numberOfItems: 2
                list: {appearance: plain}
                cells: [{content: {text: "Row {item}"}}]
            """
        let view = try document(file).makeHostedLayout().collectionView
        // Section 0's plain cells keep the 80-point estimate: rows at 0 and 80.
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 0, y: 80, width: 390, height: 80))
        #expect(!(view.cellForItem(at: IndexPath(item: 0, section: 0)) is UICollectionViewListCell))
        // Section 1's list rows from 160, 44 each (11 + 61/3 + 11, raised to 44).
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame == CGRect(x: 0, y: 204, width: 390, height: 44))
        let row = view.cellForItem(at: IndexPath(item: 1, section: 1)) as? UICollectionViewListCell
        #expect((row?.contentConfiguration as? UIListContentConfiguration)?.text == "Row 1")
    }

    /// Expects `frame` to be `expected` within a thousandth of a point on every edge.
    private func expectClose(_ frame: CGRect?, _ expected: CGRect, sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        guard let frame else {
            Issue.record("no frame", sourceLocation: sourceLocation)
            return
        }
        let close =
            abs(frame.minX - expected.minX) < 1e-3 && abs(frame.minY - expected.minY) < 1e-3
            && abs(frame.width - expected.width) < 1e-3 && abs(frame.height - expected.height) < 1e-3
        #expect(close, "\(frame) is not \(expected)", sourceLocation: sourceLocation)
    }
}
