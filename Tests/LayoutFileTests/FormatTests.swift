import CompositionalLayout
import Foundation
import LayoutFile
import Testing

/// JSON and YAML are one schema: the same layout gives the same document and frames.
@MainActor
@Suite("JSON and YAML")
struct FormatTests {
    static let yaml = """
        # Two sections: a grid with a pinned header, then an orthogonal row.
        version: 1
        host: {width: 414, height: 896, scale: 2, contentOffset: {x: 0, y: 120}}
        configuration: {interSectionSpacing: 12}
        sections:
          - numberOfItems: 9
            contentInsets: {leading: 8, trailing: 8}
            group:
              horizontal:
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalWidth: 0.33}}
                subitem:
                  layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}
                  contentInsets: {top: 2, leading: 2, bottom: 2, trailing: 2}
                count: 3
            boundarySupplementaryItems:
              - elementKind: header
                layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {estimated: 40}}
                alignment: top
                pinToVisibleBounds: true
          - numberOfItems: 10
            orthogonalScrollingBehavior: groupPaging
            group:
              vertical:
                layoutSize: {widthDimension: {fractionalWidth: 0.45}, heightDimension: {absolute: 160}}
                subitems:
                  - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 0.5}}
        measuredSizes:
          supplementaries: {header: {height: 52}}
        """

    static let json = """
        {
          "version": 1,
          "host": {"width": 414, "height": 896, "scale": 2, "contentOffset": {"x": 0, "y": 120}},
          "configuration": {"interSectionSpacing": 12},
          "sections": [
            {
              "numberOfItems": 9,
              "contentInsets": {"leading": 8, "trailing": 8},
              "group": {"horizontal": {
                "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalWidth": 0.33}},
                "subitem": {
                  "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 1}},
                  "contentInsets": {"top": 2, "leading": 2, "bottom": 2, "trailing": 2}
                },
                "count": 3
              }},
              "boundarySupplementaryItems": [{
                "elementKind": "header",
                "layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"estimated": 40}},
                "alignment": "top",
                "pinToVisibleBounds": true
              }]
            },
            {
              "numberOfItems": 10,
              "orthogonalScrollingBehavior": "groupPaging",
              "group": {"vertical": {
                "layoutSize": {"widthDimension": {"fractionalWidth": 0.45}, "heightDimension": {"absolute": 160}},
                "subitems": [{"layoutSize": {"widthDimension": {"fractionalWidth": 1}, "heightDimension": {"fractionalHeight": 0.5}}}]
              }}
            }
          ],
          "measuredSizes": {"supplementaries": {"header": {"height": 52}}}
        }
        """

    @Test("the YAML and JSON spellings decode to equal documents and lay out identically")
    func sameFrames() throws {
        let fromYAML = try document(Self.yaml, fileName: "grid.yaml")
        let fromJSON = try document(Self.json, fileName: "grid.json")
        #expect(fromYAML == fromJSON)
        let yamlFrames = frames(of: try fromYAML.makeHostedLayout().collectionView)
        let jsonFrames = frames(of: try fromJSON.makeHostedLayout().collectionView)
        #expect(yamlFrames.elements.count == 20)
        #expect(yamlFrames.contentSize == jsonFrames.contentSize)
        #expect(yamlFrames.elements == jsonFrames.elements)
        // The pinned header was measured (52, not the estimate 40) and stays at the top of
        // the visible area below the safe area: offset 120 + the default top inset 47.
        let header = yamlFrames.elements.first { $0.kind == "header" }
        #expect(header?.frame.height == 52)
        #expect(header?.frame.minY == 167)
    }

    @Test("the format comes from the extension, else from the content")
    func detection() {
        #expect(LayoutFileFormat(fileName: "a.JSON") == .json)
        #expect(LayoutFileFormat(fileName: "a.yml") == .yaml)
        #expect(LayoutFileFormat(fileName: "a.yaml") == .yaml)
        #expect(LayoutFileFormat(fileName: "a.txt") == nil)
        #expect(LayoutFileFormat(sniffing: "\n  {\"version\": 1}") == .json)
        #expect(LayoutFileFormat(sniffing: "version: 1") == .yaml)
        // Content that looks like JSON is held to JSON; the same text named .yaml is not.
        let text = "{version: 1, sections: []}"
        #expect(
            diagnostics(text, fileName: "stdin") == [
                "stdin:1:2: error: not JSON: `version` is not a JSON value; strings need double quotes",
                "stdin:1:14: error: not JSON: `sections` is not a JSON value; strings need double quotes",
            ])
        #expect(diagnostics(text, fileName: "flow.yaml") == [])
        #expect((try? LayoutFileDocument.decode(text: text, fileName: "stdin", format: .yaml)) != nil)
    }

    @Test("a byte-order mark and Windows line ends are read as text")
    func byteOrderMarkAndCRLF() throws {
        var data = Data([0xEF, 0xBB, 0xBF])
        data.append(Data("version: 1\r\nsections:\r\n  - numberOfItems: x\r\n".utf8))
        let error = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.decode(data, fileName: "win.yaml") }
        #expect(
            error?.diagnostics.map(\.description) == [
                "win.yaml:3:5: error: sections[0]: a section needs one of group, list, mediaItems",
                "win.yaml:3:20: error: sections[0].numberOfItems: expected an integer, found a string",
            ])
    }
}
