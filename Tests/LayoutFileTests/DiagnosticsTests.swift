import Foundation
import LayoutFile
import Testing

/// Every class of problem a file can have, with its exact message and location (issue 10,
/// Must deliver 2 and Bad input).
@Suite("Diagnostics")
struct DiagnosticsTests {
    @Test("every problem is reported, in file order, with its node path and line:column")
    func everyProblemReported() {
        let file = """
            version: 1
            sections:
              - numberOfItems: 3
                interGroupSpacing: .inf
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 0}, heightDimension: {absolute: 44}}
                    subitems:
                      - layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {fractionalHeight: 1}}
                        contentInset: {top: 4}
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:4:24: error: sections[0].interGroupSpacing: expected a finite number, found .inf",
                "layout.yaml:7:56: error: sections[0].group.horizontal.layoutSize.widthDimension: fractionalWidth must be > 0, found 0",
                "layout.yaml:10:13: error: sections[0].group.horizontal.subitems[0]: unknown key `contentInset`; did you mean `contentInsets`?",
            ])
    }

    @Test("the error value carries structured diagnostics")
    func structuredDiagnostic() throws {
        let error = #expect(throws: LayoutFileError.self) {
            try LayoutFileDocument.decode(Data("version: 1\nsections: 3\n".utf8), fileName: "a.yml")
        }
        #expect(
            error?.diagnostics == [
                LayoutFileDiagnostic(
                    file: "a.yml", line: 2, column: 11, path: "sections", message: "expected a list, found a number",
                    severity: .error)
            ])
        #expect(error?.description == "a.yml:2:11: error: sections: expected a list, found a number")
    }

    @Test("unknown keys: a suggestion when one is close, otherwise the valid keys")
    func unknownKeys() {
        let file = """
            version: 1
            sectons: []
            hots: {}
            configuration: {scrolDirection: horizontal, zoom: 2}
            """
        // `sections` is not also reported missing: its typo was.
        #expect(
            diagnostics(file) == [
                "layout.yaml:2:1: error: unknown key `sectons`; did you mean `sections`?",
                "layout.yaml:3:1: error: unknown key `hots`; did you mean `host`?",
                "layout.yaml:4:17: error: configuration: unknown key `scrolDirection`; did you mean `scrollDirection`?",
                "layout.yaml:4:45: error: configuration: unknown key `zoom`; valid keys here: scrollDirection, interSectionSpacing, contentInsetsReference, boundarySupplementaryItems",
            ])
    }

    @Test("a misspelt group kind is read as a group and corrected")
    func misspeltGroupKind() {
        let file = """
            version: 1
            sections:
              - numberOfItems: 1
                group:
                  horizontal:
                    layoutSize: {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                    subitems:
                      - vertcal: {}
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:8:13: error: sections[0].group.horizontal.subitems[0]: unknown key `vertcal`; did you mean `vertical`?"
            ])
    }

    @Test("duplicate keys, in YAML and in JSON, each occurrence after the first")
    func duplicateKeys() {
        let yaml = """
            version: 1
            version: 1
            sections: []
            """
        #expect(diagnostics(yaml) == ["layout.yaml:2:1: error: duplicate key `version` (first at line 1, column 1)"])

        let json = """
            {"version": 1, "sections": [{"numberOfItems": 1, "numberOfItems": 2, "mediaItems": true, "numberOfItems": 3}],
             "host": {"width": 1, "width": 2}}
            """
        #expect(
            diagnostics(json, fileName: "layout.json") == [
                "layout.json:1:50: error: sections[0]: duplicate key `numberOfItems` (first at line 1, column 30)",
                "layout.json:1:90: error: sections[0]: duplicate key `numberOfItems` (first at line 1, column 30)",
                "layout.json:2:23: error: host: duplicate key `width` (first at line 2, column 11)",
            ])
    }

    @Test("wrong types name what was expected and what was found")
    func wrongTypes() {
        let file = """
            version: 1
            sections:
              - numberOfItems: "3"
                group: {vertical: {layoutSize: {widthDimension: {absolute: 10}, heightDimension: {absolute: 10}}, subitems: [12]}}
                boundarySupplementaryItems:
                  - {elementKind: h, layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, alignment: top, pinToVisibleBounds: 1}
                contentInsets: [1, 2]
                decorationItems: {background: x}
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:3:20: error: sections[0].numberOfItems: expected an integer, found a string",
                "layout.yaml:4:\(column(of: "12", line: 4, in: file)): error: sections[0].group.vertical.subitems[0]: expected a mapping, found a number",
                "layout.yaml:6:\(column(of: "pinToVisibleBounds: 1", line: 6, in: file) + 20): error: sections[0].boundarySupplementaryItems[0].pinToVisibleBounds: expected a boolean (true or false), found a number",
                "layout.yaml:7:20: error: sections[0].contentInsets: expected a mapping, found a list",
                "layout.yaml:8:22: error: sections[0].decorationItems: expected a list, found a mapping",
            ])
    }

    @Test("out-of-range values: negative sizes, fractions <= 0, NaN and infinity, counts, unknown words")
    func outOfRange() {
        let file = """
            version: 1
            host: {width: -1, scale: 0}
            sections:
              - numberOfItems: -4
                interGroupSpacing: .nan
                orthogonalScrollingBehavior: groupPagingCenter
                group:
                  vertical:
                    layoutSize: {widthDimension: {fractionalHeight: -0.5}, heightDimension: {absolute: -.inf}}
                    repeatingSubitem: {layoutSize: {widthDimension: {estimated: -3}, heightDimension: {uniformAcrossSiblings: .inf}}}
                    count: 0
                    interItemSpacing: {flexible: .inf}
            """
        let expected = [
            "layout.yaml:2:15: error: host.width: must be >= 0, found -1",
            "layout.yaml:2:26: error: host.scale: must be > 0, found 0",
            "layout.yaml:4:20: error: sections[0].numberOfItems: must be >= 0, found -4",
            "layout.yaml:5:24: error: sections[0].interGroupSpacing: expected a finite number, found .nan",
            "layout.yaml:6:34: error: sections[0].orthogonalScrollingBehavior: unknown value `groupPagingCenter`; expected one of: none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered; did you mean `groupPagingCentered`?",
            "layout.yaml:9:\(column(of: "-0.5", line: 9, in: file)): error: sections[0].group.vertical.layoutSize.widthDimension: fractionalHeight must be > 0, found -0.5",
            "layout.yaml:9:\(column(of: "-.inf", line: 9, in: file)): error: sections[0].group.vertical.layoutSize.heightDimension: expected a finite number, found -.inf",
            "layout.yaml:10:\(column(of: "-3", line: 10, in: file)): error: sections[0].group.vertical.repeatingSubitem.layoutSize.widthDimension: estimated must be >= 0, found -3",
            "layout.yaml:10:\(column(of: ".inf", line: 10, in: file)): error: sections[0].group.vertical.repeatingSubitem.layoutSize.heightDimension: expected a finite number, found .inf",
            "layout.yaml:11:16: error: sections[0].group.vertical.count: must be >= 1, found 0",
            "layout.yaml:12:38: error: sections[0].group.vertical.interItemSpacing: expected a finite number, found .inf",
        ]
        #expect(diagnostics(file) == expected)
    }

    @Test("missing keys and structural mistakes in groups and sections")
    func structure() {
        let file = """
            version: 1
            sections:
              - numberOfItems: 1
              - numberOfItems: 1
                group: {horizontal: {layoutSize: {widthDimension: {absolute: 1}}, subitems: []}}
              - numberOfItems: 1
                mediaItems: true
                list: {appearance: plain}
              - numberOfItems: 1
                group:
                  horizontal: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [{}], count: 2}
                  interItemSpacing: {fixed: 1}
              - numberOfItems: 1
                group: {custom: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, frames: [{x: 0, y: 0, width: 5}], interItemSpacing: {fixed: 1}}}
              - numberOfItems: 1
                mediaItems: false
                list: {}
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:3:5: error: sections[0]: a section needs one of group, list, mediaItems",
                "layout.yaml:5:\(column(of: "{widthDimension", line: 5, in: file)): error: sections[1].group.horizontal.layoutSize: missing required key `heightDimension`",
                "layout.yaml:5:\(column(of: "[]", line: 5, in: file)): error: sections[1].group.horizontal.subitems: a group needs at least one subitem",
                "layout.yaml:6:5: error: sections[2]: a section has exactly one of group, list, mediaItems; found list, mediaItems",
                "layout.yaml:11:\(column(of: "{}", line: 11, in: file)): error: sections[3].group.horizontal.subitems[0]: missing required key `layoutSize`",
                "layout.yaml:11:\(column(of: "2}", line: 11, in: file)): error: sections[3].group.horizontal.count: `count` goes with repeatingSubitem or subitem, not with subitems",
                "layout.yaml:12:7: error: sections[3].group: `interItemSpacing` belongs inside the group's horizontal, vertical or custom mapping",
                "layout.yaml:14:\(column(of: "{x: 0", line: 14, in: file)): error: sections[4].group.custom.frames[0]: missing required key `height`",
                "layout.yaml:14:\(column(of: "interItemSpacing", line: 14, in: file)): error: sections[4].group.custom: unknown key `interItemSpacing`; valid keys here: layoutSize, frames, contentInsets, edgeSpacing, supplementaryItems",
                "layout.yaml:15:5: error: sections[5]: a section has exactly one of group, list, mediaItems; found list, mediaItems",
                "layout.yaml:16:17: error: sections[5].mediaItems: must be true; leave it out for a section built from a group or a list",
                "layout.yaml:17:11: error: sections[5].list: missing required key `appearance`",
            ])
    }

    @Test("variants: the fallback comes last, `when` is not empty, widths are ordered, no section keys beside variants")
    func variants() {
        let group = "{horizontal: {layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}, subitems: [{layoutSize: {widthDimension: {absolute: 1}, heightDimension: {absolute: 1}}}]}}"
        let file = """
            version: 1
            sections:
              - numberOfItems: 1
                interGroupSpacing: 4
                variants:
                  - section: {group: \(group)}
                  - when: {}
                    section: {group: \(group)}
                  - when: {minWidth: 500, maxWidth: 400}
                    section: {group: \(group)}
              - numberOfItems: 1
                variants: []
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:4:24: error: sections[0].interGroupSpacing: a section with variants has its properties inside each variant's `section`, not beside `variants`",
                "layout.yaml:7:9: error: sections[0].variants[1]: this variant comes after the fallback (a variant without `when`) and is never used",
                "layout.yaml:7:15: error: sections[0].variants[1].when: `when` needs at least one condition; leave `when` out to make the fallback variant",
                "layout.yaml:9:15: error: sections[0].variants[2].when: minWidth 500 is greater than maxWidth 400; no width matches",
                "layout.yaml:12:15: error: sections[1].variants: the list must not be empty",
            ])
    }

    @Test("section indexes must exist; an override of an item past the count is a warning")
    func sectionIndexes() throws {
        let file = """
            version: 1
            host: {orthogonalScrollOffsets: [{section: 1, x: 10}]}
            sections:
              - numberOfItems: 2
                mediaItems: true
            measuredSizes:
              overrides: [{section: 0, item: 2, height: 10}, {section: 3, item: 0}]
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:2:44: error: host.orthogonalScrollOffsets[0].section: section 1 does not exist; the file has 1 section",
                "layout.yaml:7:\(column(of: "3,", line: 7, in: file)): error: measuredSizes.overrides[1].section: section 3 does not exist; the file has 1 section",
            ])
        let valid = file.replacingOccurrences(of: "section: 1, x", with: "section: 0, x")
            .replacingOccurrences(of: ", {section: 3, item: 0}", with: "")
        let decoded = try document(valid)
        #expect(
            decoded.source?.warnings.map(\.description) == [
                "layout.yaml:7:\(column(of: "2,", line: 7, in: valid)): warning: measuredSizes.overrides[0].item: section 0 has 2 items; this override is never used"
            ])
    }

    @Test("the version is required and must be 1")
    func version() {
        #expect(diagnostics("sections: []\n") == ["layout.yaml:1:1: error: missing required key `version`"])
        #expect(
            diagnostics("version: 2\nsections: {}\n")
                == ["layout.yaml:1:10: error: version: unsupported version 2; this build reads version 1"])
        #expect(diagnostics("version: one\nsections: []\n") == ["layout.yaml:1:10: error: version: expected an integer, found a string"])
    }

    @Test("the top level must be a mapping")
    func topLevel() {
        #expect(
            diagnostics("- 1\n- 2\n")
                == ["layout.yaml:1:1: error: expected a mapping with `version` and `sections` at the top level, found a list"])
    }

    @Test("an empty file, or one with only comments, gives one diagnostic")
    func emptyFile() {
        let message = "layout.yaml: error: the file is empty; a layout file needs at least `version: 1` and `sections`"
        #expect(diagnostics("") == [message])
        #expect(diagnostics("  \n# nothing yet\n") == [message])
    }

    @Test("syntax errors name the line and column, and what was being parsed")
    func syntaxErrors() {
        #expect(
            diagnostics("version: 1\nsections: {x: 1\n") == [
                "layout.yaml:3:1: error: syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 2, column 11)"
            ])
        // A YAML plain scalar may contain spaces and quotes, so the parser reads
        // `1 "sections"` as one value and stops at the colon after it.
        #expect(
            diagnostics(#"{"version": 1 "sections": []}"#, fileName: "layout.json") == [
                "layout.json:1:25: error: syntax error: did not find expected ',' or '}' (while parsing a flow mapping at line 1, column 1)"
            ])
    }

    @Test("a file that is not UTF-8 names the first bad byte")
    func notUTF8() {
        var data = Data("version: 1\nsections: [".utf8)
        data.append(0xFF)
        data.append(contentsOf: Array("]\n".utf8))
        let error = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.decode(data, fileName: "latin1.yaml") }
        #expect(
            error?.diagnostics.map(\.description) == [
                "latin1.yaml:2:12: error: the file is not UTF-8 text (invalid byte at offset 22); save it as UTF-8"
            ])
    }

    @Test("a file over 10 MiB is refused before parsing")
    func tooLarge() {
        let data = Data(repeating: UInt8(ascii: " "), count: LayoutFileDocument.maximumFileSize + 1)
        let error = #expect(throws: LayoutFileError.self) { try LayoutFileDocument.decode(data, fileName: "big.yaml") }
        #expect(
            error?.diagnostics.map(\.description) == [
                "big.yaml: error: the file is 10485761 bytes; layout files are limited to 10485760 bytes (10 MiB)"
            ])
    }

    @Test("YAML merge keys are refused with a reason")
    func mergeKeys() {
        let file = """
            version: 1
            sections:
              - numberOfItems: 1
                mediaItems: true
                <<: {interGroupSpacing: 3}
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:5:5: error: sections[0]: YAML merge keys (`<<`) are not supported; write the keys out"
            ])
    }

    @Test("a .json file must be JSON")
    func strictJSON() {
        let file = """
            {"version": 1, sections: [], 'host': {"scale": .inf}}
            """
        #expect(
            diagnostics(file, fileName: "layout.json") == [
                "layout.json:1:16: error: not JSON: `sections` is not a JSON value; strings need double quotes",
                "layout.json:1:30: error: not JSON: strings need double quotes",
                "layout.json:1:48: error: not JSON: `.inf` is not a JSON value; strings need double quotes",
                "layout.json:1:48: error: host.scale: expected a finite number, found .inf",
            ])
        // The same text is fine YAML.
        #expect(diagnostics(file.replacingOccurrences(of: ".inf", with: "2"), fileName: "layout.yaml") == [])
    }

    @Test("keys YAML reads as other types are still keys, and unknown")
    func nonStringKeys() {
        let file = """
            version: 1
            sections: []
            1: x
            true: y
            """
        #expect(
            diagnostics(file) == [
                "layout.yaml:3:1: error: unknown key `1`; valid keys here: version, host, configuration, sections, measuredSizes, update",
                "layout.yaml:4:1: error: unknown key `true`; valid keys here: version, host, configuration, sections, measuredSizes, update",
            ])
    }

    @Test("anchors and aliases work in YAML: the alias is read like the anchored node")
    func aliases() throws {
        let file = """
            version: 1
            sections:
              - numberOfItems: 2
                group:
                  horizontal:
                    layoutSize: &full {widthDimension: {fractionalWidth: 1}, heightDimension: {absolute: 44}}
                    subitems: [{layoutSize: *full}]
            """
        let decoded = try document(file)
        guard case .section(let section) = decoded.sections[0].content, case .group(let group) = section.base,
            case .subitems(let subitems) = group.arrangement, case .item(let item) = subitems[0]
        else {
            Issue.record("unexpected shape")
            return
        }
        #expect(item.layoutSize == group.layoutSize)
    }
}
